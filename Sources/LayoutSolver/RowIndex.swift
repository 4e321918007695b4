/// The same matrix by rows (compressed sparse row), for pricing over sparse multipliers.
struct RowIndex {
    /// `start[i]..<start[i+1]` are the entries of row `i`.
    let start: [Int]
    /// Column of each entry.
    let columns: [Int32]
    /// Value of each entry.
    let values: [Double]

    init(_ a: ColumnMatrix) {
        var start = [Int](repeating: 0, count: a.rowCount + 1)
        for r in a.rows { start[Int(r) + 1] += 1 }
        for i in 0..<a.rowCount { start[i + 1] += start[i] }
        var fill = Array(start.dropLast())
        var columns = [Int32](repeating: 0, count: a.nonzeros)
        var values = [Double](repeating: 0, count: a.nonzeros)
        for j in 0..<a.columnCount {
            for e in a.start[j]..<a.start[j + 1] {
                let r = Int(a.rows[e])
                columns[fill[r]] = Int32(j)
                values[fill[r]] = a.values[e]
                fill[r] += 1
            }
        }
        self.start = start
        self.columns = columns
        self.values = values
    }
}
