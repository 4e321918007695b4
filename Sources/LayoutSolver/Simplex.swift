/// Primal simplex over the restricted columns of a `Tableau`.
extension Tableau {
    /// The outcome of `minimize`.
    enum MinimizeResult { case optimal, unbounded }

    /// Minimises `objective` (solved form: `z = constant + sum(d_j * x_j)` over nonbasic columns)
    /// from the current feasible vertex. Columns that are fixed never enter.
    ///
    /// Entering column: the most negative reduced cost (Dantzig), switching to Bland's rule
    /// (smallest index entering, smallest basic index leaving) after a run of degenerate pivots,
    /// which cannot cycle. Leaving row: minimum ratio; ties go to the larger pivot element for
    /// stability (or the smaller basic index under Bland).
    func minimize(_ objective: inout SparseRow, zeroTolerance: Double) -> MinimizeResult {
        var degenerateRun = 0
        let blandAfter = 50
        while true {
            let bland = degenerateRun >= blandAfter
            var enter: Int32 = -1
            var best = -Tolerance.reducedCost
            for k in 0..<objective.count {
                let d = objective.vals[k]
                if d < best {
                    let c = objective.cols[k]
                    if fixed[Int(c)] { continue }
                    enter = c
                    if bland { break }
                    best = d
                }
            }
            if enter < 0 { return .optimal }
            var leave: Int32 = -1
            var bestRatio = Double.infinity
            var bestAlpha = 0.0
            compactColumn(Int(enter))
            for i in colRows[Int(enter)] {
                let row = rows[Int(i)]
                let alpha = row.coefficient(of: enter)
                guard alpha < -Tolerance.pivot else { continue }
                let beta = max(0, row.constant)
                let ratio = beta / -alpha
                if leave < 0 || ratio < bestRatio - 1e-12 {
                    leave = i; bestRatio = ratio; bestAlpha = alpha
                } else if ratio <= bestRatio + 1e-12 {
                    let better = bland ? basic[Int(i)] < basic[Int(leave)] : abs(alpha) > abs(bestAlpha)
                    if better { leave = i; bestRatio = min(ratio, bestRatio); bestAlpha = alpha }
                }
            }
            if leave < 0 { return .unbounded }
            if bestRatio <= zeroTolerance { degenerateRun += 1 } else { degenerateRun = 0 }
            // A basic value that rounding made slightly negative is zero.
            if rows[Int(leave)].constant < 0 { rows[Int(leave)].constant = 0 }
            pivot(enter, leave, objective: &objective)
        }
    }
}
