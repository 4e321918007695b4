/// The primal simplex in revised form: the basis inverse is kept as a `SparseBasis` over the
/// original (sparse) constraint matrix instead of an explicit tableau.
///
/// The engine switches to it when the explicit tableau fills in (see `Engine`): then a pivot
/// costs a few passes over `O(nnz)` data instead of an update of every dense row. The system
/// is `A x = b`, `x >= 0`; columns marked fixed are held at zero and never enter. Objectives
/// are minimised one after another (the lexicographic levels), exactly as in the tableau.
final class RevisedSimplex {
    /// The failure that sends the engine back to its tableau: a basis that would not factorise.
    struct Breakdown: Error {}
    /// `minimize` reached `pivotBudget`; the vertex is a valid one, and `minimize` may go on.
    struct OverBudget: Error {}

    /// Pivots after which `minimize` stops with `OverBudget` (a caller trying a start).
    var pivotBudget = Int.max

    let a: ColumnMatrix
    let rhs: [Double]
    /// Held at zero; never enter the basis.
    var fixed: [Bool]
    /// Basic column of each row.
    private(set) var head: [Int32]
    /// Basic values, by row.
    private(set) var basicValue: [Double]
    private(set) var isBasic: [Bool]
    private(set) var inverse: SparseBasis
    private var updates = 0
    let zeroTolerance: Double
    /// Pivots made (for tracing).
    private(set) var pivots = 0
    /// Pivots that moved no value (for tracing).
    private(set) var degenerateCount = 0
    /// A run past this many pivots is taken for numerical cycling: the engine falls back.
    private var pivotLimit: Int { 50 * (a.rowCount + a.columnCount) + 1_000 }

    /// Rebuild the inverse after this many updates: each update appends a (possibly dense)
    /// eta, and a fresh factorisation of a sparse basis is cheap.
    private let refactorEvery = 64
    /// The matrix by rows, and pricing scratch.
    private let byRow: RowIndex
    private var accumulator: [Double]
    private var marked: [Bool]
    private var touched: [Int32] = []
    /// Columns with a negative cost in the current objective.
    private var negativeCost: [Int32] = []
    /// For each column, its sign-flipped partner (a soft equality's other error column, which
    /// has the opposite entries), or -1; nil: no partners (every ratio test is `PivotRule`'s).
    var partner: [Int32]?

    /// Starts from the feasible basis `basis` (one column per row).
    init(matrix: ColumnMatrix, rhs: [Double], basis: [Int32], fixed: [Bool], zeroTolerance: Double) throws {
        a = matrix
        byRow = RowIndex(matrix)
        accumulator = [Double](repeating: 0, count: matrix.columnCount)
        marked = [Bool](repeating: false, count: matrix.columnCount)
        self.rhs = rhs
        self.fixed = fixed
        self.zeroTolerance = zeroTolerance
        head = basis
        isBasic = [Bool](repeating: false, count: matrix.columnCount)
        for j in basis { isBasic[Int(j)] = true }
        guard let inverse = SparseBasis(matrix, basis: basis) else { throw Breakdown() }
        self.inverse = inverse
        basicValue = []
        try refactor(factorised: true)
    }

    private func refactor(factorised: Bool = false) throws {
        guard factorised || inverse.refactor() else { throw Breakdown() }
        head = inverse.head
        updates = 0
        var x = rhs
        inverse.solve(&x)
        // Rounding may leave a zero slightly negative; a real negative means the basis lost
        // feasibility numerically, and the tableau takes over again.
        for i in 0..<x.count where x[i] < 0 {
            guard x[i] >= -Tolerance.lostFeasibility * zeroTolerance else { throw Breakdown() }
            x[i] = 0
        }
        basicValue = x
    }

    /// Values of every column at the current vertex (nonbasic at zero).
    func columnValues() -> [Double] {
        var v = [Double](repeating: 0, count: a.columnCount)
        for (i, j) in head.enumerated() { v[Int(j)] = max(0, basicValue[i]) }
        return v
    }

    /// Simplex multipliers `y = B⁻ᵀ c_B` for the dense cost vector `cost`.
    private func multipliers(_ cost: [Double]) -> [Double] {
        var y = head.map { cost[Int($0)] }
        inverse.solveTransposed(&y)
        return y
    }

    /// Minimises `cost · x` from the current feasible vertex; returns the optimum, or nil when
    /// it is unbounded below (only possible with negative costs, as in the face analysis).
    func minimize(_ cost: [Double]) throws -> Double? {
        negativeCost = (0..<cost.count).filter { cost[$0] < 0 }.map(Int32.init)
        var run = DegenerateRun()
        var alpha = [Double](repeating: 0, count: a.rowCount)
        while true {
            guard pivots < pivotBudget else { throw OverBudget() }
            let y = multipliers(cost)
            let bland = run.bland
            let (enter, slope) = price(cost, y, bland: bland)
            if enter < 0 { break }
            for i in 0..<alpha.count { alpha[i] = 0 }
            a.scatter(enter, into: &alpha)
            inverse.solve(&alpha)
            let leave: Int, ratio: Double
            if let partner, !bland {
                // Past the errors that cross zero while the objective still falls (`LongStep`).
                guard let step = longStep(alpha, cost: cost, slope: slope, partner: partner) else { return nil }
                for i in step.flips { flip(row: i, to: partner[Int(head[i])], alpha: &alpha) }
                (leave, ratio) = (step.leave, step.ratio)
            } else {
                var test = RatioTest(bland: bland)
                for i in 0..<alpha.count where alpha[i] > Tolerance.pivot {
                    test.offer(i, value: basicValue[i], pivot: alpha[i], basic: head[i])
                }
                (leave, ratio) = (test.leave, test.ratio)
            }
            guard leave >= 0 else { return nil }
            run.record(ratio: ratio, zeroTolerance: zeroTolerance)
            if ratio <= zeroTolerance { degenerateCount += 1 }
            try exchange(enter: enter, leave: leave, alpha: alpha, step: ratio)
        }
        var z = 0.0
        for (i, j) in head.enumerated() { z += cost[Int(j)] * max(0, basicValue[i]) }
        return z
    }

    /// The entering column, -1 at the optimum: the most negative reduced cost (Dantzig), or
    /// under `bland` the first column with a negative one.
    ///
    /// A column with a non-negative cost can only price out if it meets a nonzero multiplier:
    /// the products are accumulated row by row over those multipliers (`y` is sparse along
    /// chains), not column by column over the whole matrix; the few negative-cost columns
    /// are added to the candidates explicitly.
    private func price(_ cost: [Double], _ y: [Double], bland: Bool) -> (column: Int, reducedCost: Double) {
        var enter = -1, best = -Tolerance.reducedCost
        var touched: [Int32] = []
        swap(&touched, &self.touched)
        touched.removeAll(keepingCapacity: true)
        y.withUnsafeBufferPointer { y in
        cost.withUnsafeBufferPointer { cost in
        isBasic.withUnsafeBufferPointer { isBasic in
        fixed.withUnsafeBufferPointer { fixed in
        byRow.start.withUnsafeBufferPointer { start in
        byRow.columns.withUnsafeBufferPointer { columns in
        byRow.values.withUnsafeBufferPointer { values in
        accumulator.withUnsafeMutableBufferPointer { acc in
        marked.withUnsafeMutableBufferPointer { marked in
            for i in 0..<y.count where y[i] != 0 {
                let yi = y[i]
                for e in start[i]..<start[i + 1] {
                    let j = Int(columns[e])
                    if !marked[j] { marked[j] = true; touched.append(Int32(j)) }
                    acc[j] += yi * values[e]
                }
            }
            for j in negativeCost where !marked[Int(j)] { marked[Int(j)] = true; touched.append(j) }
            for t in touched {
                let j = Int(t)
                let d = cost[j] - acc[j]
                acc[j] = 0
                marked[j] = false
                guard d < -Tolerance.reducedCost, !isBasic[j], !fixed[j] else { continue }
                if bland ? (enter < 0 || j < enter) : d < best { enter = j; best = d }
            }
        }}}}}}}}}
        swap(&touched, &self.touched)
        return (enter, best)
    }

    /// Makes `column` (the partner of row `i`'s basic column, with the opposite entries)
    /// basic in row `i` instead: the basis column changes sign, so `B⁻¹` gains the eta that
    /// negates row `i`, and so do the row's basic value and its entry of `alpha`.
    private func flip(row i: Int, to column: Int32, alpha: inout [Double]) {
        isBasic[Int(head[i])] = false
        head[i] = column
        isBasic[Int(column)] = true
        basicValue[i] = -basicValue[i]
        alpha[i] = -alpha[i]
        inverse.flip(row: i, to: column)
        updates += 1
    }

    /// Replaces the basic column of row `leave` by `enter`, moving `step` along `alpha`.
    private func exchange(enter: Int, leave: Int, alpha: [Double], step: Double) throws {
        pivots += 1
        guard pivots <= pivotLimit else { throw Breakdown() }
        if step != 0 { for i in 0..<alpha.count where alpha[i] != 0 { basicValue[i] -= step * alpha[i] } }
        basicValue[leave] = step
        inverse.update(dense: alpha, row: leave, column: Int32(enter))
        isBasic[Int(head[leave])] = false
        head[leave] = Int32(enter)
        isBasic[enter] = true
        updates += 1
        if updates >= refactorEvery { try refactor() }
    }

    /// After `minimize(cost)`: holds at zero, for good, every nonbasic column whose reduced cost
    /// is positive, which freezes this objective's optimum for all later ones.
    func fixPricedOut(_ cost: [Double]) {
        let y = multipliers(cost)
        y.withUnsafeBufferPointer { y in
            for j in 0..<a.columnCount where !isBasic[j] && !fixed[j] {
                if cost[j] - a.dot(j, y) > Tolerance.reducedCost { fixed[j] = true }
            }
        }
    }

    /// After phase 1: fixes the artificial columns at zero, first pivoting each basic one out
    /// of the basis on any other column of its row (a degenerate pivot). An artificial that
    /// cannot leave sits in a redundant row and stays basic at zero.
    func retire(_ artificials: [Int32]) throws {
        for q in artificials { fixed[Int(q)] = true }
        var alpha = [Double](repeating: 0, count: a.rowCount)
        var rowOf = [Int32](repeating: -1, count: a.columnCount)
        func index() { for (i, j) in head.enumerated() { rowOf[Int(j)] = Int32(i) } }
        index()
        let rho = SparseVector(size: a.rowCount)
        let row = SparseVector(size: a.columnCount)
        for q in artificials where isBasic[Int(q)] {
            let r = Int(rowOf[Int(q)])
            guard r >= 0, head[r] == q else { continue }
            // Row `r` of `B⁻¹N`, over the rows of the matrix that meet `e_rᵀB⁻¹`.
            rho.clear()
            rho.set(r, 1)
            inverse.btran(rho)
            row.clear()
            for t in rho.positions {
                let y = rho[Int(t)]
                if y == 0 { continue }
                for e in byRow.start[Int(t)]..<byRow.start[Int(t) + 1] where !isBasic[Int(byRow.columns[e])] && !fixed[Int(byRow.columns[e])] {
                    row.add(Int(byRow.columns[e]), y * byRow.values[e])
                }
            }
            var enter = -1, best = Tolerance.pivot
            for t in row.positions {
                let j = Int(t), v = abs(row[j])
                if v > best || (v == best && enter >= 0 && j < enter) { best = v; enter = j }
            }
            guard enter >= 0 else { continue }
            basicValue[r] = 0
            for i in 0..<alpha.count { alpha[i] = 0 }
            a.scatter(enter, into: &alpha)
            inverse.solve(&alpha)
            try exchange(enter: enter, leave: r, alpha: alpha, step: 0)
            rowOf[Int(q)] = -1
            rowOf[enter] = Int32(r)
            if updates == 0 { index() }
        }
    }
}
