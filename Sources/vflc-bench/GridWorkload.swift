/// An N × N grid of equal cells with 8-point gaps: every row is `|-8-[c]-8-[c(==first)]…-8-|`
/// horizontally and every column the same vertically, in a 30·N square canvas.
enum GridWorkload {
    static let solve = Workload.solver("grid", "N x N grid of equal cells with gaps", sizes: [30, 100], build: build)
    static let check = Workload.solver("grid-check", "grid, solve + freedom of every variable", sizes: [100], analysis: true, build: build)

    static func build(_ n: Int) -> BenchSystem {
        var s = BenchSystem()
        let root = (0..<4).map { _ in s.variable() }
        let side = 30 * Double(n)
        s.add([(root[0], 1)], 0, .equal)
        s.add([(root[1], 1)], 0, .equal)
        s.add([(root[2], 1)], -side, .equal)
        s.add([(root[3], 1)], -side, .equal)
        // cells[r][c] = (x, y, w, h)
        var cells: [[[Int]]] = []
        for _ in 0..<n { cells.append((0..<n).map { _ in (0..<4).map { _ in s.variable() } }) }
        for axis in 0..<2 {   // 0: rows along x, 1: columns along y
            let (pos, size) = (axis, axis + 2)
            for line in 0..<n {
                func cell(_ k: Int) -> [Int] { axis == 0 ? cells[line][k] : cells[k][line] }
                s.add([(cell(0)[pos], 1), (root[pos], -1)], -8, .equal)
                for k in 1..<n {
                    s.add([(cell(k)[pos], 1), (cell(k - 1)[pos], -1), (cell(k - 1)[size], -1)], -8, .equal)
                    s.add([(cell(k)[size], 1), (cell(0)[size], -1)], 0, .equal)
                }
                s.add([(root[pos], 1), (root[size], 1), (cell(n - 1)[pos], -1), (cell(n - 1)[size], -1)], -8, .equal)
            }
        }
        return s
    }
}
