/// A sparse matrix stored by columns (compressed sparse column), the constraint matrix of the
/// revised simplex.
struct ColumnMatrix {
    /// Number of rows.
    let rowCount: Int
    /// `start[j]..<start[j+1]` are the entries of column `j`.
    private(set) var start: [Int] = [0]
    /// Row of each entry.
    private(set) var rows: [Int32] = []
    /// Value of each entry.
    private(set) var values: [Double] = []

    init(rowCount: Int) { self.rowCount = rowCount }

    /// Number of stored entries.
    var nonzeros: Int { rows.count }

    /// Number of columns.
    var columnCount: Int { start.count - 1 }

    /// Appends a column from `(row, value)` entries (rows distinct, values nonzero).
    mutating func appendColumn(_ entries: [(Int32, Double)]) {
        for (i, v) in entries { rows.append(i); values.append(v) }
        start.append(rows.count)
    }

    /// `dense ← column j` (the caller zeroed `dense`).
    func scatter(_ j: Int, into dense: inout [Double]) {
        for e in start[j]..<start[j + 1] { dense[Int(rows[e])] = values[e] }
    }

    /// `yᵀ · column j`.
    @inline(__always)
    func dot(_ j: Int, _ y: UnsafeBufferPointer<Double>) -> Double {
        var s = 0.0
        for e in start[j]..<start[j + 1] { s += values[e] * y[Int(rows[e])] }
        return s
    }
}
