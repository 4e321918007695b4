/// A solve that differs from a recorded one in constants only, taken over by replaying scalar
/// arithmetic instead of pivoting (verified replay).
///
/// A solved engine that keeps a warm start also records the solve after its elimination
/// (basis, phase 1, the levels) and its face analysis as `ConstantTape`s, and keeps the
/// tableau's state at the end of each, copy-on-write (`SolveReplay`, `AnalysisReplay`, added to
/// its `WarmStart`). A system with the same coefficients, relations, priorities and order
/// replays the elimination log, then the solve's tape on its own constants, re-deciding every
/// constant-dependent choice (the basis tests, the artificials' signs, the infeasibility test,
/// every leaving row and Bland's switch) with its own tolerances. When each comes out as
/// recorded, a fresh solve would have made exactly the recorded pivots, so its tableau is the
/// recorded state's coefficients with the replayed constants — the same operations on the same
/// operands, bit for bit — and its solution and level optima are the replayed ones. The same
/// then holds for the face analysis, whose free columns and hull directions read coefficients
/// only, so they are the recorded ones. When a decision differs, the part from there on is
/// computed as before: a failed solve replay solves the eliminated tableau (`Engine+Warm`); a
/// failed analysis replay leaves the engine at the end of its solve, and the analysis runs
/// when asked. `WarmStartTests` compares every answer with a fresh solve's.
extension Engine {
    /// How an engine was made (for tests and traces).
    enum Replay: Equatable {
        /// A fresh solve.
        case none
        /// The elimination replayed (`Engine+Warm`); the rest solved, as a solve's decision differed.
        case elimination
        /// The solve replayed; the face analysis computed on the engine (when asked).
        case solve
        /// The solve and the face analysis replayed.
        case whole
    }

    /// A solved engine for `constraints` by replaying `start`'s solve (and analysis) on the
    /// constants the elimination log gave (`constants`, by row; `substitutions`, by step); nil when `start` has no solve tape, the change makes a cancelled row
    /// a contradiction, or a decision of the solve differs.
    static func replayed(variableCount: Int, ids: [ConstraintID], constraints: [StoredConstraint],
                         context: SolverContext, start: WarmStart, constants: [Double],
                         substitutions: [Double]) -> Engine? {
        guard let solve = start.solve else { return nil }
        let scale = Engine.scale(of: constraints)
        for r in start.emptied where abs(constants[Int(r)]) > Tolerance.relative * scale { return nil }
        var c = constants
        var optima: [Double] = []
        guard solve.tape.replay(&c, scale: scale, optima: &optima), optima.count == start.levels.count else {
            Trace().mark("replay: solve differs")
            return nil
        }
        // The vertex as the solve left it (`userValues`: taken before the analysis pivots).
        let s = solve.state
        var restricted = [Double](repeating: 0, count: s.colRows.count)
        for r in s.rows.indices where s.alive[r] && s.basic[r] >= 0 { restricted[Int(s.basic[r])] = c[r] }
        var analysed: [Double]?
        if let analysis = start.analysis {
            var a = c
            var none: [Double] = []
            if analysis.tape.replay(&a, scale: scale, optima: &none) { analysed = a }
        }
        let state = analysed != nil ? start.analysis!.state : s
        let t = Tableau(userCount: variableCount, state: state, constants: analysed ?? c,
                        eliminations: start.eliminations, substitutionConstants: substitutions)
        let e = Engine(variableCount: variableCount, ids: ids, constraints: constraints, context: context, tableau: t)
        guard e.adopt(start, rowConstants: constants) else { return nil }
        e.artificials = solve.artificials
        e.handOver.initialNonzeros = solve.initialNonzeros
        e.levelOptima = zip(start.levels, optima).map { (priority: $0.priority, violation: $1) }
        e.solution = Array(t.values(restricted).prefix(variableCount))
        if let analysis = start.analysis, analysed != nil {
            e.face = FaceResult(ready: true, free: analysis.free, directions: analysis.faceDirections)
            e.reuse.replay = .whole
        } else {
            // Its own analysis is recorded against the same solve.
            e.reuse.warmStart = start.withoutAnalysis
            e.reuse.replay = .solve
        }
        Trace().mark("replay: \(e.reuse.replay == .whole ? "solve and analysis" : "solve, analysis differs")")
        return e
    }

    /// After a face analysis that this engine's `computeFreeUserColumns` ran: keeps its tape,
    /// the tableau as it left it and its results in the warm start.
    func keepAnalysisReplay(free: [Bool]) {
        guard let tape = reuse.pendingAnalysisTape else { return }
        reuse.pendingAnalysisTape = nil
        guard let start = reuse.warmStart, start.solve != nil, start.analysis == nil else { return }
        reuse.warmStart = start.adding(analysis: AnalysisReplay(tape: tape, state: tableau.state, free: free,
                                                                faceDirections: face.directions))
        Trace().mark("analysis tape \(tape.byteCount) bytes")
    }
}
