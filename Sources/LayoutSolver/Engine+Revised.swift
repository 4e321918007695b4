/// The hand-over from the explicit tableau to the revised simplex.
///
/// The tableau is the right tool for layouts: rows stay short, and the face analysis needs it.
/// But along a long run of tight constraints (a chain of views pushed against each other by
/// soft targets) the tableau `B⁻¹N` becomes dense, and every pivot then costs the whole
/// triangle. When the tableau's nonzeros pass a budget (`10 ×` the eliminated system, plus a
/// floor), the solve continues from the same basis in revised form over the rows as they were
/// when phase 1 started (`HandOver.snapshot`), where a pivot costs `O(nnz)`. Analyses after a
/// hand-over are answered by a twin engine that solves the system in tableau form: same
/// optimal face, so the same answers.
/// An engine's state of the move to revised form.
struct HandOver {
    /// The rows as phase 1 starts, kept for the revised form (cheap: rows are copied on write);
    /// nil when the tableau cannot fill past its budget.
    var snapshot: (rows: [SparseRow], basic: [Int32])?
    /// Set when the revised form finished the solve: the tableau is then left mid-way.
    var done = false
    /// Nonzeros after elimination: the measure of the tableau's fill-in budget.
    var initialNonzeros = 0
    /// After a hand-over: the revised form and its local-to-tableau column map, kept for the
    /// freedom analysis (which consumes it).
    var revised: (RevisedSimplex, [Int32])?
}

extension Engine {
    /// Continues the solve in revised form from the tableau's current basis; `stage` 0 is
    /// phase 1 (under way), `k + 1` is level `k`. Sets the status, the remaining level optima
    /// and the solution, and returns true; false (nothing changed) when the basis does not
    /// factorise or the system has a shape the revised form does not take.
    func continueRevised(stage: Int, feasibilityOnly: Bool) -> Bool {
        let trace = Trace()
        guard let snap = handOver.snapshot else { return false }
        let t = tableau
        // Rows: those still alive (a row dropped after phase 1 is redundant).
        var rowsUsed: [Int] = []
        for r in 0..<snap.rows.count where t.alive[r] && snap.basic[r] >= 0 && t.basic[r] >= 0 { rowsUsed.append(r) }
        var local = [Int32](repeating: -1, count: t.columnCount)
        var global: [Int32] = []
        var entries: [[(Int32, Double)]] = []
        func column(_ c: Int32) -> Int32 {
            if local[Int(c)] < 0 {
                local[Int(c)] = Int32(global.count)
                global.append(c)
                entries.append([])
            }
            return local[Int(c)]
        }
        var rhs: [Double] = []
        rhs.reserveCapacity(rowsUsed.count)
        for (i, r) in rowsUsed.enumerated() {
            let row = snap.rows[r]
            // Solved form `basic = constant + sum(v * x)` is `basic - sum(v * x) = constant`.
            entries[Int(column(snap.basic[r]))].append((Int32(i), 1))
            for k in 0..<row.count {
                guard t.isRestricted(row.cols[k]) else { return false }
                entries[Int(column(row.cols[k]))].append((Int32(i), -row.vals[k]))
            }
            rhs.append(row.constant)
        }
        var basis = rowsUsed.map { column(t.basic[$0]) }
        var matrix = ColumnMatrix(rowCount: rowsUsed.count)
        for e in entries { matrix.appendColumn(e) }
        let fixed = global.map { t.fixed[Int($0)] }
        func cost(_ columns: [Int32]) -> [Double] {
            var c = [Double](repeating: 0, count: global.count)
            for g in columns where local[Int(g)] >= 0 { c[Int(local[Int(g)])] = 1 }
            return c
        }
        var crashed = false
        if stage == 0, let start = crash(matrix, rhs, global, local) {
            basis = start
            crashed = true
            context.statistics.crashStarts += 1
        }
        do {
            let lp = try RevisedSimplex(matrix: matrix, rhs: rhs, basis: basis, fixed: fixed,
                                        zeroTolerance: zeroTolerance)
            lp.partner = partners(local, count: global.count)
            trace.mark("revised: \(rowsUsed.count) rows, \(global.count) columns, \(matrix.nonzeros) nonzeros\(crashed ? ", crash basis" : "")")
            var optima: [(priority: Double, violation: Double)] = []
            var firstLevel = stage - 1
            if stage == 0 && !crashed {
                let z = try lp.minimize(cost(artificials)) ?? 0
                trace.mark("revised phase 1, \(lp.pivots) pivots, \(lp.degenerateCount) degenerate")
                if z > Tolerance.infeasibility * scale {
                    status = .infeasible
                    finish(lp, global)
                    return true
                }
            }
            if stage == 0 {
                try lp.retire(artificials.compactMap { local[Int($0)] >= 0 ? local[Int($0)] : nil })
                firstLevel = 0
            }
            if !feasibilityOnly {
                for level in levels[firstLevel...] {
                    let c = cost(level.errors)
                    guard let z = try lp.minimize(c) else { throw RevisedSimplex.Breakdown() }
                    optima.append((level.priority, max(0, z)))
                    lp.fixPricedOut(c)
                }
                trace.mark("revised levels, \(lp.pivots) pivots")
            }
            levelOptima += optima
            finish(lp, global)
            context.statistics.completedHandOvers += 1
            return true
        } catch {
            context.statistics.breakdowns += 1
            return false
        }
    }

    /// Each local column's sign-flipped partner (the other error of its soft equality), or -1.
    func partners(_ local: [Int32], count: Int) -> [Int32] {
        var partner = [Int32](repeating: -1, count: count)
        for (p, q) in errorPairs where local[Int(p)] >= 0 && local[Int(q)] >= 0 {
            partner[Int(local[Int(p)])] = local[Int(q)]
            partner[Int(local[Int(q)])] = local[Int(p)]
        }
        return partner
    }

    /// A feasible crash basis (see `CrashBasis`) over the local columns, or nil.
    func crash(_ matrix: ColumnMatrix, _ rhs: [Double], _ global: [Int32], _ local: [Int32]) -> [Int32]? {
        var isError = [Bool](repeating: false, count: global.count)
        for level in levels { for c in level.errors where local[Int(c)] >= 0 { isError[Int(local[Int(c)])] = true } }
        var isArtificial = [Bool](repeating: false, count: global.count)
        for c in artificials where local[Int(c)] >= 0 { isArtificial[Int(local[Int(c)])] = true }
        let partner = partners(local, count: global.count)
        let columns = (0..<Int32(global.count)).filter { !tableau.fixed[Int(global[Int($0)])] && !isArtificial[Int($0)] }
        let order = columns.filter { isError[Int($0)] } + columns.filter { !isError[Int($0)] }
        return CrashBasis(order: order, partner: partner).feasibleBasis(matrix, rhs: rhs, zeroTolerance: zeroTolerance)
    }

    /// The freedom of every user column, from the revised form kept after a hand-over; nil
    /// (the caller asks the tableau twin) when the analysis breaks down numerically.
    func revisedFreeUserColumns() -> [Bool]? {
        guard let (lp, global) = handOver.revised else { return nil }
        do { try lp.reduceToAffineHull() } catch { handOver.revised = nil; return nil }
        let t = tableau
        var eliminated = [Bool](repeating: false, count: t.columnCount)
        for e in t.eliminations { eliminated[Int(e.column)] = true }
        var free = [Bool](repeating: false, count: t.userCount)
        let isLoose = looseColumns(global)
        let loose = isLoose.indices.filter { isLoose[$0] && !eliminated[$0] }
        var weights = DirectionWeights()
        for _ in 0..<2 {
            let direction = lp.hullDirection { weights.next() }
            var delta = [Double](repeating: 0, count: t.columnCount)
            var magnitude = delta
            // FTRAN gives no per-entry cancellation measure: rounding is judged against the
            // direction's largest entry instead.
            let scale = direction.reduce(1) { max($0, abs($1)) }
            for (j, g) in global.enumerated() where direction[j] != 0 {
                delta[Int(g)] = direction[j]
                magnitude[Int(g)] = scale
            }
            for c in (0..<t.userCount).filter({ !eliminated[$0] }) + loose {
                let w = weights.next()
                delta[c] = w
                magnitude[c] = w
            }
            markMoving(&delta, &magnitude, into: &free)
        }
        return free
    }

    /// The least and greatest value of user column `v` over the optimal face, by two LPs in
    /// revised form; nil (the caller asks the tableau twin) on a numerical breakdown.
    func revisedRange(ofUserColumn v: Int32) -> VariableRange? {
        guard let (lp, global) = handOver.revised else { return nil }
        guard let (weights, constant) = restrictedExpression(ofUserColumn: v) else {
            return VariableRange(lower: nil, upper: nil)
        }
        var local = [Int32](repeating: -1, count: tableau.columnCount)
        for (j, g) in global.enumerated() { local[Int(g)] = Int32(j) }
        let loose = looseColumns(global)
        var cost = [Double](repeating: 0, count: global.count)
        var belowBounded = true, aboveBounded = true
        for (c, k) in weights {
            if local[Int(c)] >= 0 {
                cost[Int(local[Int(c)])] += k
            } else if loose[Int(c)] {
                // A free column in no row grows without bound.
                if k > 0 { aboveBounded = false } else { belowBounded = false }
            }
        }
        do {
            let low = try lp.minimize(cost)
            let high = try lp.minimize(cost.map { -$0 })
            return VariableRange(lower: belowBounded ? low.map { $0 + constant } : nil,
                                 upper: aboveBounded ? high.map { -$0 + constant } : nil)
        } catch {
            handOver.revised = nil
            return nil
        }
    }

    /// Restricted columns in no row of the revised form (a slack whose row eliminated a
    /// variable): free coordinates of the face unless a level prices them out (errors) or
    /// they are held at zero already.
    private func looseColumns(_ global: [Int32]) -> [Bool] {
        let t = tableau
        var loose = [Bool](repeating: false, count: t.columnCount)
        for c in t.userCount..<t.columnCount { loose[c] = !t.fixed[c] }
        for g in global { loose[Int(g)] = false }
        for level in levels { for c in level.errors { loose[Int(c)] = false } }
        for c in artificials { loose[Int(c)] = false }
        return loose
    }

    func finish(_ lp: RevisedSimplex, _ global: [Int32]) {
        var restricted = [Double](repeating: 0, count: tableau.columnCount)
        for (j, v) in lp.columnValues().enumerated() { restricted[Int(global[j])] = v }
        solution = Array(tableau.values(restricted).prefix(tableau.userCount))
        handOver.done = true
        handOver.snapshot = nil
        if status == .optimal { handOver.revised = (lp, global) }
    }
}
