import LayoutLowering

// The reference semantics of spec §9/§10 on one lowered variant, computed with the dense
// simplex: required feasibility, then each priority level's total violation minimised and
// fixed as a constraint, then every view variable minimised and maximised over that face.

/// What the reference concludes about one variant.
struct ReferenceVerdict {
    /// Whether the required constraints have a solution.
    var satisfiable: Bool
    /// For each IR variable index: whether it can change over the optimal face (empty when
    /// unsatisfiable).
    var free: [Bool]
    /// For each IR variable index: for a view's `x` and `y`, whether its position relative to
    /// its superview (`view.x - superview.x`) can change over the optimal face; for sizes
    /// (and views without a superview) as `free`. Empty when unsatisfiable.
    var relativeFree: [Bool] = []
}

enum ReferenceLayoutAnalysis {
    /// A variable counts as free when its range over the optimal face is wider than this.
    static let freeThreshold = 1e-5

    /// Whether `constraints` (all treated as required) have a common solution.
    static func isFeasible(_ constraints: [IRConstraint], variableCount: Int) -> Bool {
        let rows = constraints.map { row(for: $0, width: variableCount, error: nil) }
        return DenseSimplex(variableCount: variableCount, nonNegative: Array(repeating: false, count: variableCount),
                            rows: rows).isFeasible
    }

    /// Whether `c`'s expression is 0 at every point satisfying `others` (all treated as
    /// required): its minimum and maximum over them are both 0.
    static func isImplied(_ c: IRConstraint, by others: [IRConstraint], variableCount: Int) -> Bool {
        let rows = others.map { row(for: $0, width: variableCount, error: nil) }
        let lp = DenseSimplex(variableCount: variableCount, nonNegative: Array(repeating: false, count: variableCount), rows: rows)
        guard lp.isFeasible else { return true }
        var objective = Array(repeating: 0.0, count: variableCount)
        for t in c.terms { objective[t.variable.index] += t.coefficient }
        guard case .optimal(let low) = lp.minimize(objective) else { return false }
        guard case .optimal(let negHigh) = lp.minimize(objective.map { -$0 }) else { return false }
        return abs(low + c.constant) <= 1e-6 && abs(-negHigh + c.constant) <= 1e-6
    }

    /// The required constraints an unsatisfiable `ir` breaks, by spec §9's rule restated: read
    /// the required constraints top to bottom (by the start of their source range, unlocated
    /// ones first, ties by IR order) and leave out each one that the ones kept before it make
    /// infeasible. One feasibility LP per required constraint; sorted IR indices.
    static func brokenByReadingOrder(_ ir: LayoutIR) -> [Int] {
        let order = ir.constraints.indices.filter { ir.constraints[$0].isRequired }.sorted { a, b in
            switch (ir.constraints[a].origin.range, ir.constraints[b].origin.range) {
            case let (x?, y?): return x.start.offset != y.start.offset ? x.start.offset < y.start.offset : a < b
            case (nil, _?): return true
            case (_?, nil): return false
            case (nil, nil): return a < b
            }
        }
        var kept: [IRConstraint] = []
        var broken: [Int] = []
        for i in order {
            if isFeasible(kept + [ir.constraints[i]], variableCount: ir.variableCount) { kept.append(ir.constraints[i]) }
            else { broken.append(i) }
        }
        return broken.sorted()
    }

    /// Solves `ir` level by level and measures every variable's freedom.
    static func analyse(_ ir: LayoutIR) -> ReferenceVerdict {
        let n = ir.variableCount
        let required = ir.constraints.filter { $0.isRequired }
        guard isFeasible(required, variableCount: n) else {
            return ReferenceVerdict(satisfiable: false, free: [], relativeFree: [])
        }
        // One error column per soft inequality, two (over and under) per soft equality.
        var errorCount = 0
        var softErrorColumns: [[Int]] = []
        let soft = ir.constraints.filter { !$0.isRequired }
        for c in soft {
            let k = c.relation == .equal ? 2 : 1
            softErrorColumns.append(Array(n + errorCount..<n + errorCount + k))
            errorCount += k
        }
        let width = n + errorCount
        var rows = required.map { row(for: $0, width: width, error: nil) }
        for (i, c) in soft.enumerated() { rows.append(row(for: c, width: width, error: softErrorColumns[i])) }
        let nonNegative = Array(repeating: false, count: n) + Array(repeating: true, count: errorCount)

        let levels = Set(soft.map(\.priority)).sorted(by: >)
        for level in levels {
            var objective = Array(repeating: 0.0, count: width)
            for (i, c) in soft.enumerated() where c.priority == level {
                for e in softErrorColumns[i] { objective[e] = 1 }
            }
            let lp = DenseSimplex(variableCount: width, nonNegative: nonNegative, rows: rows)
            precondition(lp.isFeasible, "a fixed level made the reference infeasible")
            guard case .optimal(let best) = lp.minimize(objective) else {
                preconditionFailure("a sum of non-negative errors cannot be unbounded below")
            }
            // Fix this level at its optimum (with a hair of slack for rounding).
            rows.append(ReferenceRow(coefficients: objective, relation: .lessOrEqual, rhs: best + 1e-9 * (1 + abs(best))))
        }

        let lp = DenseSimplex(variableCount: width, nonNegative: nonNegative, rows: rows)
        precondition(lp.isFeasible)
        // Whether `sum(k * variable)` has a range wider than the threshold over the face.
        func varies(_ terms: [(Int, Double)]) -> Bool {
            var objective = Array(repeating: 0.0, count: width)
            for (v, k) in terms { objective[v] += k }
            guard case .optimal(let low) = lp.minimize(objective) else { return true }
            guard case .optimal(let negHigh) = lp.minimize(objective.map { -$0 }) else { return true }
            return -negHigh - low > freeThreshold
        }
        let free = (0..<n).map { varies([($0, 1)]) }
        // Spec §9: positions are judged relative to the superview, by their own LPs
        // (minimise and maximise `view.x - superview.x`), not derived from `free`.
        var relativeFree = free
        for view in ir.views {
            guard let parent = view.parent else { continue }
            for comp in [FrameComponent.x, .y] {
                let v = IRVariable(view.id, comp).index, p = IRVariable(parent, comp).index
                relativeFree[v] = varies([(v, 1), (p, -1)])
            }
        }
        return ReferenceVerdict(satisfiable: true, free: free, relativeFree: relativeFree)
    }

    /// `terms + constant REL 0` as `terms REL -constant`, with error columns for soft rows:
    /// equality `e = over - under`, `<=` may exceed by `e`, `>=` may fall short by `e`.
    private static func row(for c: IRConstraint, width: Int, error: [Int]?) -> ReferenceRow {
        var coefficients = Array(repeating: 0.0, count: width)
        for t in c.terms { coefficients[t.variable.index] += t.coefficient }
        let relation: ReferenceRelation
        switch c.relation {
        case .equal: relation = .equal
        case .lessOrEqual: relation = .lessOrEqual
        case .greaterOrEqual: relation = .greaterOrEqual
        }
        if let error {
            switch c.relation {
            case .equal: coefficients[error[0]] = -1; coefficients[error[1]] = 1
            case .lessOrEqual: coefficients[error[0]] = -1
            case .greaterOrEqual: coefficients[error[0]] = 1
            }
        }
        return ReferenceRow(coefficients: coefficients, relation: relation, rhs: -c.constant)
    }
}
