/// The constant arithmetic of one elimination (`Tableau.eliminate` steps), without the rows.
///
/// Which column is eliminated from which row, the multipliers, which rows cancel and what the
/// coefficients become depend only on the coefficients (`Engine.choosePivot` and the bucket
/// queue read coefficients and column counts; `Tolerance.drop` is absolute), never on the
/// constants. A row's constant only ever changes by `constant + multiplier * pivotConstant`,
/// and a substitution's by `pivotConstant * scale`. So a system that differs from a solved one
/// in constants alone is eliminated by replaying those operations on its constants, in the
/// same order: the results are bit for bit the ones the full elimination would compute
/// (same operands, same operations), at the cost of one multiply-add per row update instead
/// of a sparse row merge and its allocations.
struct EliminationLog {
    /// Per step: the pivot row and the factor (`-1 / a`) its constant takes in the substitution.
    private(set) var stepRow: [Int32] = []
    private(set) var stepScale: [Double] = []
    /// Per step: one past its last update in `updateRow` / `updateMultiplier`.
    private(set) var stepEnd: [Int32] = []
    /// Per update: the row and the multiplier of `row += multiplier * pivot row`.
    private(set) var updateRow: [Int32] = []
    private(set) var updateMultiplier: [Double] = []

    /// Records the start of a step eliminating with row `r`, whose substitution is scaled by `scale`.
    mutating func beginStep(row r: Int32, scale: Double) {
        stepRow.append(r)
        stepScale.append(scale)
        stepEnd.append(Int32(updateRow.count))
    }

    /// Records `row i += multiplier * pivot row` in the current step.
    mutating func update(row i: Int32, multiplier: Double) {
        updateRow.append(i)
        updateMultiplier.append(multiplier)
        stepEnd[stepEnd.count - 1] = Int32(updateRow.count)
    }

    /// Replays the steps on `constants` (by row, as built): afterwards it holds every row's
    /// constant as the elimination leaves it; returns each substitution's constant, by step.
    func replay(_ constants: inout [Double]) -> [Double] {
        var substitutions = [Double](repeating: 0, count: stepRow.count)
        var u = 0
        for s in 0..<stepRow.count {
            let pivot = constants[Int(stepRow[s])]
            // As `SparseRow.scale` and `Tableau.merged` compute them.
            substitutions[s] = pivot * stepScale[s]
            let end = Int(stepEnd[s])
            while u < end {
                let i = Int(updateRow[u])
                constants[i] = constants[i] + updateMultiplier[u] * pivot
                u += 1
            }
        }
        return substitutions
    }
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
