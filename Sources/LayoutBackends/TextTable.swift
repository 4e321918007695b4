/// Aligns rows of cells into columns separated by two spaces, for the plain-text outputs.
enum TextTable {
    /// Pads every column to its widest cell; columns in `rightAligned` are padded on the left.
    /// Trailing spaces are trimmed so the text diffs cleanly.
    static func render(_ rows: [[String]], rightAligned: Set<Int>) -> String {
        let columns = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in rows {
            for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) }
        }
        var out = ""
        for row in rows {
            var line = ""
            for (i, cell) in row.enumerated() {
                if i > 0 { line += "  " }
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                line += rightAligned.contains(i) ? pad + cell : cell + pad
            }
            while line.last == " " { line.removeLast() }
            out += line + "\n"
        }
        return out
    }
}
