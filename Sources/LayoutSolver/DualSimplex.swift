/// The lexicographic dual simplex over `A x = b, x >= 0`, from a basis whose reduced costs
/// are lexicographically non-negative: all priority levels at once.
///
/// Why it fits soft layouts: every error column costs 1 at exactly one level and every slack
/// nothing, so the basis of each row's own slack is dual feasible for every level: the cost
/// vectors (one entry per level, highest first) are its reduced costs, all lexicographically
/// ≥ 0. A row whose slack is negative there (two targets out of the order the inequalities
/// want) is fixed by one dual pivot that moves the cheapest error — in the lexicographic
/// sense — and each pivot keeps every reduced cost vector lexicographically ≥ 0. When no
/// basic value is negative, the basis is primal feasible with lexicographically non-negative
/// reduced costs, which is optimal for the first level, then (over the columns whose first
/// reduced cost is zero) for the second, and so on: the lexicographic optimum, without a
/// phase 1 and without one primal run per level. Primal simplex from a crash basis needs
/// about one pivot per slack inequality there instead, each costing the whole chain.
///
/// Every pivot costs what it touches: BTRAN of `e_r` and FTRAN of the entering column are
/// sparse (`SparseBasis`), the pivot row is accumulated over the nonzeros of `e_rᵀB⁻¹` by
/// rows of the matrix, reduced costs are updated along it, and the leaving row comes from a
/// heap of the negative basic values.
final class DualSimplex {
    /// A numerical failure: the caller solves another way.
    struct Breakdown: Error {}

    let a: ColumnMatrix
    private let byRow: RowIndex
    private let rhs: [Double]
    /// The number of priority levels; each column's level (its cost is 1 there), or -1.
    private let levelCount: Int
    private let levelOf: [Int32]
    private let zeroTolerance: Double
    private let basis: SparseBasis
    private let isBasic: RawBuffer<Bool>
    /// Basic values, by row.
    private let value: RawBuffer<Double>
    /// Reduced costs, `levelCount` per column (`d[j * levelCount + l]`).
    private let d: RawBuffer<Double>
    private let heap = RawMinHeap<Infeasible>()
    /// Each level's step in the reduced costs of a pivot.
    private let thetas: RawBuffer<Double>
    private let rho: SparseVector
    private let column: SparseVector
    private let pivotRow: SparseVector
    /// Pivots made (for tracing).
    private(set) var pivots = 0
    /// Nonzeros of the BTRAN results, pivot rows and FTRAN results so far (for tracing).
    private(set) var work = (rho: 0, row: 0, column: 0)
    /// A line for the trace: pivots, factorisations and the average work of a pivot.
    var summary: String {
        let p = max(1, pivots)
        return "\(pivots) pivots, \(basis.factorisations) factorisations, per pivot: rho \(work.rho / p), row \(work.row / p), column \(work.column / p), etas \(basis.etasApplied / p)"
    }
    private var pivotLimit: Int { 50 * (a.rowCount + a.columnCount) + 1_000 }

    /// A negative basic value when pushed (checked against the live value when popped).
    private struct Infeasible: Comparable, BitwiseCopyable {
        var value: Double
        var row: Int32
        static func < (x: Infeasible, y: Infeasible) -> Bool { (x.value, x.row) < (y.value, y.row) }
    }

    /// Starts from the cost-free columns (the slacks) of `system`; nil when they are not one
    /// per row or do not factorise. When every variable has a soft target they are one per
    /// row and nonsingular (with every error at zero the targets fix the variables, and the
    /// variables fix the slacks), and their reduced costs are the cost vectors themselves.
    convenience init?(_ system: Engine.LargeSystem, levelCount: Int, zeroTolerance: Double) {
        let basis = (0..<Int32(system.global.count)).filter { system.levelOf[Int($0)] < 0 }
        guard basis.count == system.matrix.rowCount else { return nil }
        self.init(matrix: system.matrix, rhs: system.rhs, basis: basis, levelOf: system.levelOf,
                  levelCount: levelCount, zeroTolerance: zeroTolerance)
    }

    /// Starts from `basis` (one column per row); nil when it does not factorise or its reduced
    /// costs are not lexicographically non-negative.
    init?(matrix: ColumnMatrix, rhs: [Double], basis head: [Int32], levelOf: [Int32], levelCount: Int,
          zeroTolerance: Double) {
        a = matrix
        byRow = RowIndex(matrix)
        self.rhs = rhs
        self.levelOf = levelOf
        self.levelCount = levelCount
        self.zeroTolerance = zeroTolerance
        guard let b = SparseBasis(matrix, basis: head) else { return nil }
        basis = b
        isBasic = RawBuffer(repeating: false, count: matrix.columnCount)
        value = RawBuffer(repeating: 0, count: matrix.rowCount)
        d = RawBuffer(repeating: 0, count: matrix.columnCount * levelCount)
        thetas = RawBuffer(repeating: 0, count: max(1, levelCount))
        rho = SparseVector(size: matrix.rowCount)
        column = SparseVector(size: matrix.rowCount)
        pivotRow = SparseVector(size: matrix.columnCount)
        settle()
        for j in 0..<matrix.columnCount where !isBasic[j] && sign(j) < 0 { return nil }
    }

    /// The basic column of each row.
    var head: [Int32] { basis.head }

    /// Basic values and reduced costs computed afresh from the factorisation, and the heap
    /// of negative basic values rebuilt.
    private func settle(costs: Bool = true) {
        for j in 0..<isBasic.count { isBasic[j] = false }
        for j in basis.head { isBasic[Int(j)] = true }
        column.clear()
        for (i, b) in rhs.enumerated() where b != 0 { column.set(i, b) }
        basis.ftran(column)
        for i in 0..<value.count { value[i] = column[i] }
        column.clear()
        heap.removeAll()
        for i in 0..<value.count where value[i] < -zeroTolerance { heap.push(Infeasible(value: value[i], row: Int32(i))) }
        guard costs else { return }
        let n = a.columnCount, levels = levelCount
        for j in 0..<n {
            for l in 0..<levels { d[j * levels + l] = 0 }
            if levelOf[j] >= 0 { d[j * levels + Int(levelOf[j])] = 1 }
        }
        for l in 0..<levels {
            rho.clear()
            for (i, j) in basis.head.enumerated() where levelOf[Int(j)] == Int32(l) { rho.set(i, 1) }
            basis.btran(rho)
            for i in rho.positions {
                let y = rho[Int(i)]
                if y == 0 { continue }
                for e in byRow.start[Int(i)]..<byRow.start[Int(i) + 1] { d[Int(byRow.columns[e]) * levels + l] -= y * byRow.values[e] }
            }
        }
        rho.clear()
        for j in basis.head { for l in 0..<levels { d[Int(j) * levels + l] = 0 } }
    }

    /// The sign of column `j`'s reduced cost vector: its first entry beyond the tolerance.
    private func sign(_ j: Int) -> Int {
        for l in 0..<levelCount {
            let v = d[j * levelCount + l]
            if v > Tolerance.reducedCost { return 1 }
            if v < -Tolerance.reducedCost { return -1 }
        }
        return 0
    }

    /// Pivots until no basic value is negative: true when that is reached (the basis is
    /// optimal), false when a row with a negative value admits no entering column (the
    /// required constraints are infeasible).
    func run() throws -> Bool {
        var retries = 0
        while true {
            guard let r = leaving() else {
                // Confirm on a fresh factorisation: rounding in the updates may hide a row.
                guard basis.refactor() else { throw Breakdown() }
                settle()
                if heap.isEmpty { return true }
                retries += 1
                guard retries <= 8 else { throw Breakdown() }
                continue
            }
            guard let q = entering(row: r) else { return false }
            try pivot(row: r, column: q)
        }
    }

    /// The most negative basic value's row.
    private func leaving() -> Int? {
        while let top = heap.pop() {
            let r = Int(top.row)
            if value[r] == top.value && value[r] < -zeroTolerance { return r }
        }
        return nil
    }

    /// The entering column for leaving row `r` by the lexicographic dual ratio test, with
    /// `pivotRow` holding row `r` of `B⁻¹N`; nil when no entry of that row is negative.
    private func entering(row r: Int) -> Int? {
        rho.clear()
        rho.set(r, 1)
        basis.btran(rho)
        work.rho += rho.count
        pivotRow.clear()
        for i in rho.positions {
            let y = rho[Int(i)]
            if y == 0 { continue }
            for e in byRow.start[Int(i)]..<byRow.start[Int(i) + 1] {
                let j = Int(byRow.columns[e])
                if !isBasic[j] { pivotRow.add(j, y * byRow.values[e]) }
            }
        }
        work.row += pivotRow.count
        var best = -1
        var bestAlpha = 0.0
        for t in pivotRow.positions {
            let j = Int(t)
            let alpha = -pivotRow[j]
            guard alpha > Tolerance.pivot else { continue }
            if best < 0 || ratio(j, alpha, isBelow: best, bestAlpha) { best = j; bestAlpha = alpha }
        }
        return best < 0 ? nil : best
    }

    /// Whether column `j` (entry `-alpha` in the pivot row) has a smaller ratio vector
    /// `d_j / alpha` than column `k` (`beta`): lexicographically, ratios within
    /// `Tolerance.ratioTie` being equal; a tie goes to the larger pivot element, then to the
    /// smaller column. A reduced cost within `Tolerance.reducedCost` of zero counts as zero,
    /// and one that rounding made lexicographically negative as all zero.
    private func ratio(_ j: Int, _ alpha: Double, isBelow k: Int, _ beta: Double) -> Bool {
        let sj = sign(j), sk = sign(k)
        for l in 0..<levelCount {
            let x = sj > 0 ? effective(j, l) / alpha : 0
            let y = sk > 0 ? effective(k, l) / beta : 0
            if x < y - Tolerance.ratioTie { return true }
            if x > y + Tolerance.ratioTie { return false }
        }
        return alpha > beta || (alpha == beta && j < k)
    }

    @inline(__always)
    private func effective(_ j: Int, _ l: Int) -> Double {
        let v = d[j * levelCount + l]
        return abs(v) <= Tolerance.reducedCost ? 0 : v
    }

    /// Exchanges the basic column of row `r` for column `q` (the pivot row in `pivotRow`).
    private func pivot(row r: Int, column q: Int) throws {
        pivots += 1
        guard pivots <= pivotLimit else { throw Breakdown() }
        column.clear()
        for e in a.start[q]..<a.start[q + 1] { column.set(Int(a.rows[e]), a.values[e]) }
        basis.ftran(column)
        work.column += column.count
        let alpha = column[r]
        // The column and the row computed two ways must agree, else the updates drifted.
        guard abs(alpha - pivotRow[q]) <= 1e-9 * max(1, abs(alpha)), abs(alpha) > Tolerance.pivot else {
            guard basis.refactor() else { throw Breakdown() }
            settle()
            return
        }
        let step = value[r] / alpha
        for i in column.positions where Int(i) != r {
            let k = Int(i)
            value[k] -= step * column[k]
            if value[k] < -zeroTolerance { heap.push(Infeasible(value: value[k], row: i)) }
        }
        value[r] = step
        let levels = levelCount
        let out = Int(basis.head[r])
        // One pass over the pivot row for all levels (each column's costs are adjacent).
        let d = d.base, theta = thetas.base
        for l in 0..<levels { theta[l] = d[q * levels + l] / alpha }
        for t in pivotRow.positions {
            let j = Int(t) * levels, v = pivotRow[Int(t)]
            for l in 0..<levels where theta[l] != 0 { d[j + l] -= theta[l] * v }
        }
        for l in 0..<levels where theta[l] != 0 { d[out * levels + l] = -theta[l] }
        for l in 0..<levels { d[q * levels + l] = 0 }
        isBasic[out] = false
        isBasic[q] = true
        basis.update(column, row: r, column: Int32(q))
        if basis.updateNonzeros > basis.factorNonzeros + a.rowCount || basis.updates >= 1_000 {
            guard basis.refactor() else { throw Breakdown() }
            settle(costs: false)
        }
    }
}
