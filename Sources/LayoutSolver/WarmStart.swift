// The reuse records: what a solved engine keeps for systems that differ from it in
// constants alone (`Engine+Warm`, `Engine+Replay`), apart from the engine's own solve state.

/// An engine's reuse records: what it keeps for systems with its coefficients and other
/// constants, and how it was itself made from such a record.
struct ReuseRecords {
    /// What a system with these coefficients and other constants starts from (see
    /// `WarmStart`); nil when not kept (small, infeasible, or a feasibility-only run). Replaced
    /// by a copy that adds the solve's and the face analysis's tapes as they are recorded
    /// (`Engine+Replay`); set only by the thread that owns the engine, before others read it.
    var warmStart: WarmStart?
    /// The face analysis's tape, between `reduceToAffineHull` and `computeFreeUserColumns`.
    var pendingAnalysisTape: ConstantTape?
    /// Whether this engine replayed a recorded solve (`Engine+Replay`).
    var replay: Engine.Replay = .none
    /// Rows that cancelled during the elimination, in order (kept for `warmStart`).
    var emptied: [Int32] = []
}

/// What a solved engine keeps so that a system with the same coefficients, relations,
/// priorities and order (constants alone differ) starts where its elimination ended
/// (`Engine.solved(…warmFrom:)`). Immutable once made, so engines on other threads may read
/// it, and an engine started from it passes it on unchanged: nothing in it depends on the
/// constants.
final class WarmStart {
    /// Rows (by build index) as the elimination leaves them; their constants are not used.
    let rows: [SparseRow]
    let alive: [Bool]
    /// The substitutions, in order; their constants are not used (`Tableau.substitutionConstants`).
    let eliminations: [Tableau.Elimination]
    let columnCount: Int
    let log: EliminationLog
    /// Rows that cancelled to `0 == c` during the elimination, in order (redundant when `c`
    /// is zero within tolerance, else contradictions).
    let emptied: [Int32]
    /// `Engine.build`'s output: the row of each constraint, error columns by level, pairs.
    let rowOwner: [Int]
    let levels: [(priority: Double, errors: [Int32])]
    let errorPairs: [(Int32, Int32)]
    /// The structure it was made from (checked in debug builds).
    let constraintCount: Int
    let variableCount: Int
    /// The rest of the solve and the face analysis, once recorded (`Engine+Replay`): a
    /// system whose decisions come out the same on its constants takes their results.
    let solve: SolveReplay?
    let analysis: AnalysisReplay?

    init(rows: [SparseRow], alive: [Bool], eliminations: [Tableau.Elimination], columnCount: Int, log: EliminationLog,
         emptied: [Int32], rowOwner: [Int], levels: [(priority: Double, errors: [Int32])], errorPairs: [(Int32, Int32)],
         constraintCount: Int, variableCount: Int) {
        self.rows = rows
        self.alive = alive
        self.eliminations = eliminations
        self.columnCount = columnCount
        self.log = log
        self.emptied = emptied
        self.rowOwner = rowOwner
        self.levels = levels
        self.errorPairs = errorPairs
        self.constraintCount = constraintCount
        self.variableCount = variableCount
        solve = nil
        analysis = nil
    }

    private init(_ w: WarmStart, solve: SolveReplay?, analysis: AnalysisReplay?) {
        rows = w.rows
        alive = w.alive
        eliminations = w.eliminations
        columnCount = w.columnCount
        log = w.log
        emptied = w.emptied
        rowOwner = w.rowOwner
        levels = w.levels
        errorPairs = w.errorPairs
        constraintCount = w.constraintCount
        variableCount = w.variableCount
        self.solve = solve
        self.analysis = analysis
    }

    /// This elimination with the tape of the solve that followed it (and no analysis yet).
    func adding(solve: SolveReplay) -> WarmStart { WarmStart(self, solve: solve, analysis: nil) }

    /// This elimination and solve with the tape of the face analysis that followed them.
    func adding(analysis: AnalysisReplay) -> WarmStart { WarmStart(self, solve: solve, analysis: analysis) }

    /// This elimination and solve without the face analysis's tape.
    var withoutAnalysis: WarmStart { analysis == nil ? self : WarmStart(self, solve: solve, analysis: nil) }
}

/// The solve after an elimination, recorded for replay: its tape and the tableau as it ended.
final class SolveReplay {
    let tape: ConstantTape
    /// The tableau at the end of the solve (its constants are the recording system's).
    let state: TableauState
    let artificials: [Int32]
    let initialNonzeros: Int

    init(tape: ConstantTape, state: TableauState, artificials: [Int32], initialNonzeros: Int) {
        self.tape = tape
        self.state = state
        self.artificials = artificials
        self.initialNonzeros = initialNonzeros
    }
}

/// The face analysis after a recorded solve: its tape, the tableau as it left it, and what
/// `freeUserColumns()` read off that tableau (coefficients only).
final class AnalysisReplay {
    let tape: ConstantTape
    let state: TableauState
    let free: [Bool]
    let faceDirections: [(delta: [Double], magnitude: [Double])]

    init(tape: ConstantTape, state: TableauState, free: [Bool], faceDirections: [(delta: [Double], magnitude: [Double])]) {
        self.tape = tape
        self.state = state
        self.free = free
        self.faceDirections = faceDirections
    }
}
