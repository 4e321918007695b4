/// The inverse of a simplex basis in product form: `B⁻¹ = E_k⁻¹ ⋯ E_1⁻¹`, one elementary
/// column transformation (an *eta*) per pivot.
///
/// Why product form and not the explicit tableau: along a long run of tight constraints the
/// tableau `B⁻¹N` is dense (every variable of the run depends on every slack before it), while
/// `B` itself stays as sparse as the constraints. `refactor` rebuilds the file from the basis
/// columns in an order that creates almost no fill: a row that only one remaining column
/// touches (a *row singleton*) is pivoted first, so its eta is the raw column. Chains, stacks
/// and grids give triangular bases, so the whole file costs `O(nnz(B))`; any other basis
/// still factorises correctly, with partial pivoting on the transformed columns.
struct EtaFile {
    /// Size of the basis.
    let size: Int
    private(set) var pivotRow: [Int32] = []
    private(set) var pivotValue: [Double] = []
    private(set) var start: [Int] = [0]
    private(set) var index: [Int32] = []
    private(set) var value: [Double] = []

    /// An empty file: the identity.
    init(size: Int) { self.size = size }

    /// Etas in the file.
    var count: Int { pivotRow.count }
    /// Off-diagonal entries stored.
    var nonzeros: Int { index.count }

    /// Appends the eta that pivots the transformed column `column` (a dense vector of `size`
    /// entries, already multiplied by the current inverse) on `row`.
    mutating func append(column: [Double], row: Int) {
        let p = column[row]
        // An identity column adds nothing: skip it, as a unit basis column is common.
        var trivial = p == 1
        if trivial { for i in 0..<size where i != row && column[i] != 0 { trivial = false; break } }
        if trivial { return }
        for i in 0..<size where i != row && column[i] != 0 {
            index.append(Int32(i))
            value.append(column[i])
        }
        finish(row: row, pivot: p)
    }

    /// Appends an eta from sparse entries (`row`'s own entry is `pivot`; `entries` exclude it).
    mutating func append(row: Int, pivot: Double, entries: [(Int32, Double)]) {
        if pivot == 1 && entries.isEmpty { return }
        for (i, v) in entries { index.append(i); value.append(v) }
        finish(row: row, pivot: pivot)
    }

    private mutating func finish(row: Int, pivot: Double) {
        pivotRow.append(Int32(row))
        pivotValue.append(pivot)
        start.append(index.count)
    }

    /// `x ← B⁻¹ x` (FTRAN).
    func solve(_ x: inout [Double]) {
        index.withUnsafeBufferPointer { idx in
            value.withUnsafeBufferPointer { val in
                x.withUnsafeMutableBufferPointer { x in
                    for k in 0..<pivotRow.count {
                        let p = Int(pivotRow[k])
                        let xp = x[p]
                        if xp == 0 { continue }
                        let t = xp / pivotValue[k]
                        x[p] = t
                        for e in start[k]..<start[k + 1] { x[Int(idx[e])] -= val[e] * t }
                    }
                }
            }
        }
    }

    /// `y ← B⁻ᵀ y` (BTRAN): solves `yᵀB = cᵀ` for the given `c`.
    func solveTransposed(_ y: inout [Double]) {
        index.withUnsafeBufferPointer { idx in
            value.withUnsafeBufferPointer { val in
                y.withUnsafeMutableBufferPointer { y in
                    for k in stride(from: pivotRow.count - 1, through: 0, by: -1) {
                        let p = Int(pivotRow[k])
                        var s = y[p]
                        for e in start[k]..<start[k + 1] { s -= val[e] * y[Int(idx[e])] }
                        y[p] = s / pivotValue[k]
                    }
                }
            }
        }
    }
}
