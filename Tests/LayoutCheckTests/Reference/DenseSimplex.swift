// A dense two-phase tableau simplex, written for the tests only: it is the independent
// reference the checker is compared with, so it shares no code with LayoutSolver and favours
// plain textbook steps over speed. Problems here have at most a few hundred columns.

/// A relation of one reference LP row.
enum ReferenceRelation { case equal, lessOrEqual, greaterOrEqual }

/// One row `coefficients · x  REL  rhs` over the LP's variables.
struct ReferenceRow {
    var coefficients: [Double]
    var relation: ReferenceRelation
    var rhs: Double
}

/// The result of optimising one objective.
enum ReferenceOutcome: Equatable {
    case optimal(Double)
    case unbounded
}

/// Dense simplex over variables that are either free or non-negative.
///
/// Free variables are split into a positive and a negative part (textbook standard form);
/// every row gets an artificial variable for phase 1. After phase 1 the tableau stays
/// feasible, so `minimize` can be called again and again with new objectives (warm start).
final class DenseSimplex {
    static let tolerance = 1e-9

    private let variableCount: Int
    /// Tableau column of the positive (and, for free variables, negative) part of each variable.
    private var positiveColumn: [Int] = []
    private var negativeColumn: [Int?] = []
    private var rowCount = 0
    private var columnCount = 0
    private var firstArtificial = 0
    /// (rowCount + 1) × (columnCount + 1), row-major; last column is the right-hand side,
    /// last row the objective (reduced costs; its rhs is minus the objective value).
    private var tableau: [Double] = []
    private var basis: [Int] = []
    private var banned: [Bool] = []
    /// Whether phase 1 found a feasible point.
    private(set) var isFeasible = false

    init(variableCount: Int, nonNegative: [Bool], rows: [ReferenceRow]) {
        self.variableCount = variableCount
        var col = 0
        for j in 0..<variableCount {
            positiveColumn.append(col); col += 1
            if nonNegative[j] { negativeColumn.append(nil) } else { negativeColumn.append(col); col += 1 }
        }
        var slackColumn: [Int?] = []
        for r in rows {
            if r.relation == .equal { slackColumn.append(nil) } else { slackColumn.append(col); col += 1 }
        }
        firstArtificial = col
        rowCount = rows.count
        columnCount = col + rows.count
        let width = columnCount + 1
        tableau = Array(repeating: 0, count: (rowCount + 1) * width)
        banned = Array(repeating: false, count: columnCount)
        for (i, r) in rows.enumerated() {
            var sign = 1.0
            if r.rhs < 0 { sign = -1 }
            for j in 0..<variableCount where r.coefficients[j] != 0 {
                tableau[i * width + positiveColumn[j]] += sign * r.coefficients[j]
                if let n = negativeColumn[j] { tableau[i * width + n] -= sign * r.coefficients[j] }
            }
            if let s = slackColumn[i] { tableau[i * width + s] = sign * (r.relation == .lessOrEqual ? 1 : -1) }
            tableau[i * width + firstArtificial + i] = 1
            tableau[i * width + columnCount] = sign * r.rhs
            basis.append(firstArtificial + i)
        }
        runPhaseOne()
    }

    private func runPhaseOne() {
        let width = columnCount + 1
        // Objective: minimise the sum of artificials, expressed in the nonbasic columns.
        for c in 0...columnCount { tableau[rowCount * width + c] = 0 }
        for a in firstArtificial..<columnCount { tableau[rowCount * width + a] = 1 }
        for i in 0..<rowCount {
            for c in 0...columnCount { tableau[rowCount * width + c] -= tableau[i * width + c] }
        }
        _ = iterate()
        let infeasibility = -tableau[rowCount * width + columnCount]
        isFeasible = infeasibility <= 1e-7
        guard isFeasible else { return }
        // Drive artificials out of the basis; a row where that is impossible is redundant.
        var i = 0
        while i < rowCount {
            if basis[i] >= firstArtificial {
                if let c = (0..<firstArtificial).first(where: { abs(tableau[i * width + $0]) > 1e-9 }) {
                    pivot(row: i, column: c)
                } else {
                    removeRow(i)
                    continue
                }
            }
            i += 1
        }
        for a in firstArtificial..<columnCount { banned[a] = true }
    }

    private func removeRow(_ r: Int) {
        let width = columnCount + 1
        tableau.removeSubrange(r * width..<(r + 1) * width)
        basis.remove(at: r)
        rowCount -= 1
    }

    /// Minimises `objective · x` (one coefficient per original variable) from the current basis.
    func minimize(_ objective: [Double]) -> ReferenceOutcome {
        precondition(isFeasible)
        let width = columnCount + 1
        for c in 0...columnCount { tableau[rowCount * width + c] = 0 }
        for j in 0..<variableCount where objective[j] != 0 {
            tableau[rowCount * width + positiveColumn[j]] = objective[j]
            if let n = negativeColumn[j] { tableau[rowCount * width + n] = -objective[j] }
        }
        for i in 0..<rowCount {
            let cb = tableau[rowCount * width + basis[i]]
            if cb != 0 {
                for c in 0...columnCount { tableau[rowCount * width + c] -= cb * tableau[i * width + c] }
            }
        }
        guard iterate() else { return .unbounded }
        return .optimal(-tableau[rowCount * width + columnCount])
    }

    /// The current value of original variable `j`.
    func value(_ j: Int) -> Double {
        var v = columnValue(positiveColumn[j])
        if let n = negativeColumn[j] { v -= columnValue(n) }
        return v
    }

    private func columnValue(_ c: Int) -> Double {
        let width = columnCount + 1
        if let i = basis.firstIndex(of: c) { return tableau[i * width + columnCount] }
        return 0
    }

    /// Runs simplex pivots on the objective row; false when unbounded. Dantzig's rule, with
    /// Bland's rule after a run of degenerate pivots so that it cannot cycle.
    private func iterate() -> Bool {
        let width = columnCount + 1
        var degenerateRun = 0
        var iterations = 0
        while true {
            iterations += 1
            precondition(iterations < 100_000, "reference simplex does not terminate")
            let bland = degenerateRun > 50
            var entering = -1
            var best = -DenseSimplex.tolerance
            for c in 0..<columnCount where !banned[c] {
                let d = tableau[rowCount * width + c]
                if d < best {
                    entering = c
                    if bland { break }
                    best = d
                }
            }
            if entering < 0 { return true }
            var leaving = -1
            var ratio = Double.infinity
            for i in 0..<rowCount {
                let a = tableau[i * width + entering]
                if a > DenseSimplex.tolerance {
                    let r = tableau[i * width + columnCount] / a
                    if r < ratio - 1e-12 || (abs(r - ratio) <= 1e-12 && basis[i] < basis[leaving]) {
                        ratio = r; leaving = i
                    }
                }
            }
            if leaving < 0 { return false }
            degenerateRun = ratio <= 1e-12 ? degenerateRun + 1 : 0
            pivot(row: leaving, column: entering)
        }
    }

    private func pivot(row: Int, column: Int) {
        let width = columnCount + 1
        let rows = rowCount
        tableau.withUnsafeMutableBufferPointer { t in
            let p = t[row * width + column]
            for c in 0..<width { t[row * width + c] /= p }
            for i in 0...rows where i != row {
                let f = t[i * width + column]
                if f == 0 { continue }
                for c in 0..<width {
                    let v = t[row * width + c]
                    if v != 0 { t[i * width + c] -= f * v }
                }
                t[i * width + column] = 0
            }
        }
        basis[row] = column
    }
}
