/// Starting a solve where a solved system with the same coefficients ended its elimination.
///
/// The variants of one file (content size categories, canvases) give a component the same
/// terms, relations, priorities and order and change constants alone (scaled sizes, the
/// canvas). The elimination — most of a solve of a large component — depends on the
/// coefficients only (`EliminationLog`), so such a component copies the eliminated rows of
/// the solved one, replays the constant arithmetic on its own constants, and then replays the
/// rest of the recorded solve where its decisions verify (`Engine+Replay`), else runs it (basis,
/// phase 1, the levels) as a fresh engine would. Every number is computed
/// by the same operations on the same operands as in a fresh solve, so the engine, its
/// solution, levels, redundancy, freedom and conflicts are exactly those of a fresh one, ties
/// and degenerate optima included; `WarmStartTests` checks that against fresh solves.
extension Engine {
    /// A solved engine for `constraints` (local ids `0..<count`): from `start` when given (it
    /// must come from a system with the same terms, relations, priorities and order), else a
    /// fresh solve. A change that makes a cancelled row a contradiction (`0 == c`, `c != 0`)
    /// is solved afresh: the minimal conflict set is read off a logged elimination.
    static func solved(variableCount: Int, constraints: [StoredConstraint], context: SolverContext,
                       warmFrom start: WarmStart?) -> Engine {
        let ids = constraints.indices.map { ConstraintID(id: $0) }
        if let start, let e = warm(variableCount: variableCount, ids: ids, constraints: constraints,
                                   context: context, start: start) {
            return e
        }
        let e = Engine(variableCount: variableCount, ids: ids, constraints: constraints, context: context)
        e.run()
        return e
    }

    private static func warm(variableCount: Int, ids: [ConstraintID], constraints: [StoredConstraint],
                             context: SolverContext, start: WarmStart) -> Engine? {
        guard start.variableCount == variableCount, start.constraintCount == constraints.count else { return nil }
        var constants = start.rowOwner.map { constraints[$0].constant }
        let substitutions = start.log.replay(&constants)
        if let e = replayed(variableCount: variableCount, ids: ids, constraints: constraints, context: context,
                            start: start, constants: constants, substitutions: substitutions) {
            return e
        }
        let t = Tableau(userCount: variableCount)
        for _ in variableCount..<start.columnCount { _ = t.addColumn() }
        var rows = start.rows
        for r in rows.indices where start.alive[r] { rows[r].constant = constants[r] }
        t.rows = rows
        t.alive = start.alive
        t.basic = [Int32](repeating: -1, count: rows.count)
        t.eliminations = start.eliminations
        t.substitutionConstants = substitutions
        let e = Engine(variableCount: variableCount, ids: ids, constraints: constraints, context: context, tableau: t)
        guard e.adopt(start, rowConstants: constants) else { return nil }
        e.reuse.replay = .elimination
        e.solveEliminated(feasibilityOnly: false)
        _ = e.userValues()
        return e
    }
}
