/// The optimal-face analysis of `FaceAnalysis`, in revised form: after a hand-over the
/// explicit tableau would be dense, so the same steps run on the factored basis.
///
/// Steps as in the tableau: (1) find the columns that are zero on the whole face — positive
/// at the vertex or along an unblocked edge (one FTRAN per candidate column) means not; the
/// few that degeneracy leaves undecided get a warm-started LP — and hold them at zero; (2) a
/// direction with pseudo-random weights on the remaining free nonbasic columns moves the
/// basic ones by `-B⁻¹Nδ` (one FTRAN), and a variable is free iff it moves.
extension RevisedSimplex {
    /// `B⁻¹ a_j`.
    private func transformed(_ j: Int) -> [Double] {
        var x = [Double](repeating: 0, count: a.rowCount)
        a.scatter(j, into: &x)
        inverse.solve(&x)
        return x
    }

    /// Holds at zero every column that is zero on the whole optimal face (run once, after the
    /// last level has fixed its priced-out columns). Moves the vertex within the face.
    func reduceToAffineHull() throws {
        let tol = zeroTolerance
        var positive = [Bool](repeating: false, count: a.columnCount)
        func markVertex() {
            for i in 0..<head.count where basicValue[i] > tol { positive[Int(head[i])] = true }
        }
        markVertex()
        for c in 0..<a.columnCount where !fixed[c] && !isBasic[c] {
            let alpha = transformed(c)
            var blocked = false
            for i in 0..<alpha.count where alpha[i] > Tolerance.pivot && basicValue[i] <= tol { blocked = true; break }
            if blocked { continue }
            positive[c] = true
            for i in 0..<alpha.count where alpha[i] < -Tolerance.pivot { positive[Int(head[i])] = true }
        }
        var zeroOnFace: [Int32] = []
        for c in 0..<a.columnCount where !fixed[c] && !positive[c] {
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
