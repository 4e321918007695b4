#if canImport(Glibc)
import Glibc
#endif
/// Large eliminated systems solved by the lexicographic dual simplex (`DualSimplex`) instead of
/// the tableau's phase 1 and one primal run per level.
///
/// Taken when the eliminated system has at least `SolverOptions.dualMinimumRows` rows, every
/// row has a column of its own (a slack or an error that occurs in no other row) to start
/// from, and that basis is dual feasible for every level at once (checked, not assumed); the
/// dual run must end primal feasible. The optimum is then confirmed level by level in revised
/// form from the dual's final basis (`RevisedSimplex.minimize`, no pivot when it is already
/// optimal), which also fixes each level's priced-out columns exactly as a hand-over does,
/// so the freedom analysis and ranges run as after a hand-over (`Engine+Revised`). Anything
/// else — a system the start does not fit, infeasible required constraints, a numerical
/// breakdown — leaves the tableau untouched, and the solve goes on as before.
extension Engine {
    /// Solves the eliminated tableau by the dual simplex; false (nothing changed) when the
    /// system does not qualify or the run does not end optimal.
    func solveByDual() -> Bool {
        let t = tableau
        let minimum = context.options.dualMinimumRows ?? SolverOptions.defaultDualMinimumRows
        var rowsUsed: [Int] = []
        for r in 0..<t.rows.count where t.alive[r] { rowsUsed.append(r) }
        guard !rowsUsed.isEmpty, rowsUsed.count >= minimum, !levels.isEmpty else { return false }
        let trace = Trace()
        var local = [Int32](repeating: -1, count: t.columnCount)
        var global: [Int32] = []
        var entries: [[(Int32, Double)]] = []
        var rhs: [Double] = []
        rhs.reserveCapacity(rowsUsed.count)
        for (i, r) in rowsUsed.enumerated() {
            let row = t.rows[r]
            // Equation form `sum(v * x) + constant == 0`.
            for k in 0..<row.count {
                let c = row.cols[k]
                guard t.isRestricted(c), !t.fixed[Int(c)] else { return false }
                if local[Int(c)] < 0 {
                    local[Int(c)] = Int32(global.count)
                    global.append(c)
                    entries.append([])
                }
                entries[Int(local[Int(c)])].append((Int32(i), row.vals[k]))
            }
            rhs.append(-row.constant)
        }
        if getenv("VFLC_DUAL_DUMP") != nil {
            for r in rowsUsed {
                let row = t.rows[r]
                var line = "row \(r) owner \(rowOwner[r]) \(constraints[rowOwner[r]].relation) p\(constraints[rowOwner[r]].priority):"
                for k in 0..<row.count { line += " \(row.vals[k])*c\(row.cols[k])(n\(t.colRows[Int(row.cols[k])].count))" }
                print(line + " + \(row.constant)")
            }
        }
        var levelOf = [Int32](repeating: -1, count: global.count)
        for (l, level) in levels.enumerated() {
            for c in level.errors where local[Int(c)] >= 0 { levelOf[Int(local[Int(c)])] = Int32(l) }
        }
        // The start: the cost-free columns (slacks). When every variable has a soft target
        // they are as many as the rows, and nonsingular: with every error at zero the
        // targets fix the variables, and the variables fix the slacks.
        let basis = (0..<Int32(global.count)).filter { levelOf[Int($0)] < 0 }
        guard basis.count == rowsUsed.count else {
            trace.mark("dual: \(basis.count) cost-free columns for \(rowsUsed.count) rows")
            return false
        }
        var matrix = ColumnMatrix(rowCount: rowsUsed.count)
        for e in entries { matrix.appendColumn(e) }
        guard let dual = DualSimplex(matrix: matrix, rhs: rhs, basis: basis, levelOf: levelOf,
                                     levelCount: levels.count, zeroTolerance: zeroTolerance) else {
            trace.mark("dual: start not dual feasible")
            return false
        }
        do {
            guard try dual.run() else { trace.mark("dual: infeasible"); return false }
            trace.mark("dual: \(rowsUsed.count) rows, \(global.count) columns, \(dual.pivots) pivots \(dual.stats)")
            let lp = try RevisedSimplex(matrix: matrix, rhs: rhs, basis: dual.head,
                                        fixed: [Bool](repeating: false, count: global.count), zeroTolerance: zeroTolerance)
            var optima: [(priority: Double, violation: Double)] = []
            for (l, level) in levels.enumerated() {
                var cost = [Double](repeating: 0, count: global.count)
                for j in 0..<global.count where levelOf[j] == Int32(l) { cost[j] = 1 }
                guard let z = try lp.minimize(cost) else { return false }
                optima.append((level.priority, max(0, z)))
                lp.fixPricedOut(cost)
            }
            trace.mark("dual confirmed, \(lp.pivots) primal pivots")
            levelOptima = optima
            finish(lp, global)
            context.statistics.dualSolves += 1
            return true
        } catch {
            trace.mark("dual: breakdown")
            return false
        }
    }

}
