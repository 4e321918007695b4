/// A starting basis for the revised simplex that needs no phase 1 when the layout allows it.
///
/// The tableau starts from each row's own slack, which is where a chain of views pushed
/// together by soft targets is farthest from its optimum: at the optimum most required
/// inequalities are tight, so roughly one pivot per row separates the two. The crash builds
/// the opposite basis instead, the way LP codes crash towards structural columns: soft error
/// columns first, then the other non-artificial columns, each accepted when all its entries
/// lie in rows no earlier column pivots on (so the basis is triangular, hence nonsingular).
/// A soft equality's two error columns are negatives of each other, so a negative basic error
/// is made positive by swapping in its partner. If a row stays uncovered, or a basic value
/// other than such an error is negative, there is no crash basis and phase 1 runs as usual.
struct CrashBasis {
    /// Columns in order of preference.
    let order: [Int32]
    /// For each column, its sign-flipped partner, or -1.
    let partner: [Int32]

    /// A feasible basis of `a x = rhs, x >= 0` (one column per row), or nil.
    func feasibleBasis(_ a: ColumnMatrix, rhs: [Double], zeroTolerance: Double) -> [Int32]? {
        let m = a.rowCount
        var covered = [Bool](repeating: false, count: m)
        var basis: [Int32] = []
        basis.reserveCapacity(m)
        for j in order where basis.count < m {
            var pivotRow = -1, biggest = 0.0, clean = true
            for e in a.start[Int(j)]..<a.start[Int(j) + 1] {
                let r = Int(a.rows[e])
                if covered[r] { clean = false; break }
                if abs(a.values[e]) > biggest { biggest = abs(a.values[e]); pivotRow = r }
            }
            guard clean, pivotRow >= 0, biggest > Tolerance.pivot else { continue }
            covered[pivotRow] = true
            basis.append(j)
        }
        guard basis.count == m, let inverse = SparseBasis(a, basis: basis) else { return nil }
        var x = rhs
        inverse.solve(&x)
        var result = inverse.head
        for i in 0..<m where x[i] < -zeroTolerance {
            let other = partner[Int(inverse.head[i])]
            guard other >= 0 else { return nil }
            result[i] = other
        }
        return result
    }
}
