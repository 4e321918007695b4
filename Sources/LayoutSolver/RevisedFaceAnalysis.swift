/// The optimal-face analysis of `FaceAnalysis`, in revised form: after a hand-over the
/// explicit tableau would be dense, so the same steps run on the factored basis.
///
/// Steps as in the tableau: (1) find the columns that are zero on the whole face — positive
/// at the vertex or along an unblocked edge (one FTRAN per candidate column) means not; the
/// few that degeneracy leaves undecided get a warm-started LP — and hold them at zero; (2) a
/// direction with pseudo-random weights on the remaining free nonbasic columns moves the
/// basic ones by `-B⁻¹Nδ` (one FTRAN), and a variable is free iff it moves.
extension RevisedSimplex {
    /// Holds at zero every column that is zero on the whole optimal face (run once, after the
    /// last level has fixed its priced-out columns). Moves the vertex within the face.
    func reduceToAffineHull() throws {
        let tol = zeroTolerance
        var positive = [Bool](repeating: false, count: a.columnCount)
        func markVertex() {
            for i in 0..<head.count where basicValue[i] > tol { positive[Int(head[i])] = true }
        }
        markVertex()
        // One FTRAN per nonbasic column, on a factorisation whose solves cost what they touch
        // (`SparseBasis`; its rows are its own: each entry belongs to its basic column).
        guard let sparse = SparseBasis(a, basis: head) else { throw Breakdown() }
        var rowOf = [Int](repeating: -1, count: a.columnCount)
        for (i, j) in head.enumerated() { rowOf[Int(j)] = i }
        let alpha = SparseVector(size: a.rowCount)
        for c in 0..<a.columnCount where !fixed[c] && !isBasic[c] {
            alpha.clear()
            for e in a.start[c]..<a.start[c + 1] { alpha.set(Int(a.rows[e]), a.values[e]) }
            sparse.ftran(alpha)
            var blocked = false
            for t in alpha.positions {
                let v = alpha[Int(t)]
                if v > Tolerance.pivot && basicValue[rowOf[Int(sparse.head[Int(t)])]] <= tol { blocked = true; break }
            }
            if blocked { continue }
            positive[c] = true
            for t in alpha.positions where alpha[Int(t)] < -Tolerance.pivot { positive[Int(sparse.head[Int(t)])] = true }
        }
        var zeroOnFace: [Int32] = []
        // The undecided columns together first: when their sum cannot grow on the face, none
        // of them can (they are non-negative), which one LP shows for the many columns that
        // degeneracy leaves undecided; a vertex that makes some positive decides those.
        var undecided = (0..<a.columnCount).filter { !fixed[$0] && !positive[$0] }
        while undecided.count > 1 {
            var cost = [Double](repeating: 0, count: a.columnCount)
            for c in undecided { cost[c] = -1 }
            guard let z = try minimize(cost) else { break }
            if -z <= tol {
                zeroOnFace += undecided.map(Int32.init)
                undecided = []
                break
            }
            markVertex()
            let before = undecided.count
            undecided.removeAll { positive[$0] }
            if undecided.count == before { break }
        }
        for c in undecided where !positive[c] {
            var cost = [Double](repeating: 0, count: a.columnCount)
            cost[c] = -1
            if let z = try minimize(cost), -z <= tol {
                zeroOnFace.append(Int32(c))
            } else {
                positive[c] = true
                markVertex()
            }
        }
        try retire(zeroOnFace)
    }

    /// A direction within the affine hull: `weight()` on each free nonbasic column, and the
    /// induced change of every basic one; zero for the fixed columns.
    func hullDirection(_ weight: () -> Double) -> [Double] {
        var delta = [Double](repeating: 0, count: a.columnCount)
        var moved = [Double](repeating: 0, count: a.rowCount)
        for c in 0..<a.columnCount where !fixed[c] && !isBasic[c] {
            let w = weight()
            delta[c] = w
            for e in a.start[c]..<a.start[c + 1] { moved[Int(a.rows[e])] += w * a.values[e] }
        }
        inverse.solve(&moved)
        for i in 0..<head.count { delta[Int(head[i])] = -moved[i] }
        return delta
    }
}
