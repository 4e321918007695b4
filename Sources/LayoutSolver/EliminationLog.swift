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
