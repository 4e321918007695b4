/// Large eliminated systems solved in revised form from the start, instead of the tableau's
/// phase 1 and one tableau run per level until the tableau fills in (`Engine+Revised`).
///
/// Soft layouts at scale (rows, trees, grids of views ordered by inequalities, each with soft
/// targets) have two kinds of optimum. A row with random targets ends as one or a few rigid
/// blocks, each at the median of its targets: the crash basis (every inequality tight, the
/// errors basic) is that structure already, and the long-step primal (`LongStep`) moves each
/// block to its median in one pivot. Trees and grids end in many small groups: the crash
/// basis is often infeasible or far away, while the basis of the slacks is dual feasible for
/// every level at once (`DualSimplex`) and a few local pivots away. So: the crash primal
/// with a small pivot budget; past it, or without a feasible crash, the dual from the
/// slacks; past that, the crash primal to the end. The result is confirmed level by level in
/// revised form (no pivot when it is already optimal), which fixes each level's priced-out
/// columns exactly as a hand-over does, so the freedom analysis and ranges run as after a
/// hand-over. Taken only for systems of that shape (as many slacks as rows, which every
/// variable having a soft target gives); anything else, or what no method here takes
/// (infeasible required constraints, a numerical breakdown), leaves the tableau untouched,
/// and the solve goes on as before.
extension Engine {
    /// The eliminated system in equation form over its restricted columns.
    struct LargeSystem {
        var matrix: ColumnMatrix
        var rhs: [Double]
        /// Tableau column of each local column, and the reverse map (-1: none).
        var global: [Int32]
        var local: [Int32]
        /// Each local column's level (its cost is 1 there), or -1.
        var levelOf: [Int32]
    }

    /// Solves the eliminated tableau in revised form (see the extension's comment); false,
    /// with nothing changed, when the system is small or no method takes it.
    func solveLarge() -> Bool {
        let minimum = context.options.largeSystemRows ?? SolverOptions.defaultLargeSystemRows
        guard !levels.isEmpty, let system = largeSystem(minimumRows: minimum) else { return false }
        let trace = Trace()
        let crashed = crash(system.matrix, system.rhs, system.global, system.local)
        var run: LevelRun?
        do {
            if let start = crashed {
                let r = try LevelRun(self, system, basis: start)
                // Enough for a few blocks to move (a row of 10,000 random targets takes 5); a
                // grid of small groups needs about one pivot per group and goes to the dual
                // instead. A fixed number, not one growing with the rows: each pivot here
                // costs the whole basis, and `20 + rows / 1,000` made a 10,000-view grid spend
                // a tenth of its solve on pivots it then threw away.
                r.lp.pivotBudget = context.options.crashPivotBudget ?? 20
                do {
                    guard try r.advance() else { return false }
                    return finish(r, system, trace: trace, "crash")
                } catch is RevisedSimplex.OverBudget {
                    run = r
                }
            }
            if let result = try solveByDual(system, trace: trace) { return result }
            guard let r = run else { return false }
            r.lp.pivotBudget = .max
            guard try r.advance() else { return false }
            return finish(r, system, trace: trace, "crash")
        } catch {
            trace.mark("large system: breakdown")
            context.statistics.breakdowns += 1
            return false
        }
    }

    /// The dual from the slacks, confirmed: true when it solved the system, false when the
    /// required constraints are infeasible (the tableau reports it, as before), nil when it
    /// does not apply or broke down (another method may).
    private func solveByDual(_ system: LargeSystem, trace: Trace) throws -> Bool? {
        guard let dual = DualSimplex(system, levelCount: levels.count, zeroTolerance: zeroTolerance) else { return nil }
        let solved: Bool
        do { solved = try dual.run() } catch { return nil }
        guard solved else { return false }
        trace.mark("dual: \(system.matrix.rowCount) rows, \(dual.summary)")
        let r = try LevelRun(self, system, basis: dual.head)
        guard try r.advance() else { return false }
        return finish(r, system, trace: trace, "dual")
    }

    private func finish(_ run: LevelRun, _ system: LargeSystem, trace: Trace, _ method: String) -> Bool {
        trace.mark("\(method): \(system.matrix.rowCount) rows, \(system.global.count) columns, \(run.lp.pivots) primal pivots")
        levelOptima = run.optima
        finish(run.lp, system.global)
        context.statistics.completedHandOvers += 1
        if method == "dual" { context.statistics.dualSolves += 1 } else { context.statistics.crashStarts += 1 }
        return true
    }

    /// The live rows in equation form (`sum(v * x) + constant == 0`, so `A x = -constant`);
    /// nil when fewer than `minimumRows` or a row holds a column the revised form does not take.
    private func largeSystem(minimumRows: Int) -> LargeSystem? {
        let t = tableau
        var rowsUsed: [Int] = []
        for r in 0..<t.rows.count where t.alive[r] { rowsUsed.append(r) }
        guard !rowsUsed.isEmpty, rowsUsed.count >= minimumRows else { return nil }
        // The shape these methods are for: as many cost-free columns (slacks) as rows, which
        // is what every variable having a soft target gives (`DualSimplex`). Other systems
        // stay with the tableau, which solves them well (and replays them); this test costs
        // one pass over the rows.
        var isError = [Bool](repeating: false, count: t.columnCount)
        for level in levels { for c in level.errors { isError[Int(c)] = true } }
        var seen = [Bool](repeating: false, count: t.columnCount)
        var costFree = 0
        for r in rowsUsed {
            for c in t.rows[r].cols where !seen[Int(c)] {
                seen[Int(c)] = true
                if !isError[Int(c)] { costFree += 1 }
            }
        }
        guard costFree == rowsUsed.count else { return nil }
        var local = [Int32](repeating: -1, count: t.columnCount)
        var global: [Int32] = []
        var entries: [[(Int32, Double)]] = []
        var rhs: [Double] = []
        rhs.reserveCapacity(rowsUsed.count)
        for (i, r) in rowsUsed.enumerated() {
            let row = t.rows[r]
            for k in 0..<row.count {
                let c = row.cols[k]
                guard t.isRestricted(c), !t.fixed[Int(c)] else { return nil }
                if local[Int(c)] < 0 {
                    local[Int(c)] = Int32(global.count)
                    global.append(c)
                    entries.append([])
                }
                entries[Int(local[Int(c)])].append((Int32(i), row.vals[k]))
            }
            rhs.append(-row.constant)
        }
        var matrix = ColumnMatrix(rowCount: rowsUsed.count)
        for e in entries { matrix.appendColumn(e) }
        var levelOf = [Int32](repeating: -1, count: global.count)
        for (l, level) in levels.enumerated() {
            for c in level.errors where local[Int(c)] >= 0 { levelOf[Int(local[Int(c)])] = Int32(l) }
        }
        return LargeSystem(matrix: matrix, rhs: rhs, global: global, local: local, levelOf: levelOf)
    }

    /// The levels minimised one after another in revised form from a feasible basis, each
    /// fixing its priced-out columns; resumable after `RevisedSimplex.OverBudget`.
    final class LevelRun {
        let lp: RevisedSimplex
        private let levelOf: [Int32]
        private let priorities: [Double]
        private(set) var optima: [(priority: Double, violation: Double)] = []

        init(_ engine: Engine, _ system: LargeSystem, basis: [Int32]) throws {
            lp = try RevisedSimplex(matrix: system.matrix, rhs: system.rhs, basis: basis,
                                    fixed: [Bool](repeating: false, count: system.global.count),
                                    zeroTolerance: engine.zeroTolerance)
            lp.partner = engine.partners(system.local, count: system.global.count)
            levelOf = system.levelOf
            priorities = engine.levels.map(\.priority)
        }

        /// Minimises the remaining levels: true when all are done, false when one is
        /// unbounded (it cannot be: the costs are non-negative). Throws `OverBudget` at the
        /// budget (call again to go on) and `Breakdown` on a numerical failure.
        func advance() throws -> Bool {
            while optima.count < priorities.count {
                let l = optima.count
                let cost = levelOf.map { $0 == Int32(l) ? 1.0 : 0.0 }
                guard let z = try lp.minimize(cost) else { return false }
                optima.append((priorities[l], max(0, z)))
                lp.fixPricedOut(cost)
            }
            return true
        }
    }
}
