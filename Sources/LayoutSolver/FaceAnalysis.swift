/// Analysis of the optimal face: the set of solutions at which every priority level is at its
/// optimum. After `Engine.run()` the columns priced out by some level are fixed at zero, so the
/// face is `{ rows hold, fixed columns == 0, restricted columns >= 0 }`.
///
/// A variable is constant on the face iff it is constant on the face's affine hull. The hull
/// is the face with the restricted columns that are zero everywhere on it (set `T`) fixed
/// too. `T` is found cheaply: a column that is positive at the current vertex, or along an
/// unblocked edge direction, is not in `T`; only the few columns that degeneracy leaves
/// undecided get a warm-started LP (maximise the column over the face). Once `T` is fixed and
/// moved out of the basis, every remaining nonbasic column is a free coordinate of the hull,
/// and a variable is free iff its expression in those coordinates is not identically zero —
/// tested exactly by propagating two pseudo-random direction vectors through the rows and the
/// eliminations, with a cancellation-relative threshold.
extension Engine {
    /// Fixes the columns that are zero on the whole optimal face (idempotent).
    func reduceToAffineHull() {
        guard !face.ready, status == .optimal else { return }
        face.ready = true
        let t = tableau
        // The tape of a face analysis starts where the solve's ends (`Engine+Replay`).
        let records = reuse.warmStart?.solve != nil && reuse.warmStart?.analysis == nil
        if records { t.tape = ConstantTape() }
        defer {
            if records { reuse.pendingAnalysisTape = t.tape }
            t.tape = nil
        }
        let tol = zeroTolerance
        let n = t.columnCount
        var positive = [Bool](repeating: false, count: n)
        func markVertex() {
            for r in 0..<t.rows.count where t.alive[r] && t.basic[r] >= 0 && !positive[Int(t.basic[r])] {
                let above = t.rows[r].constant > tol
                t.tape?.testTolerance(Int32(r), above)
                if above { positive[Int(t.basic[r])] = true }
            }
        }
        markVertex()
        for c in t.userCount..<n where !t.fixed[c] && t.rowOfBasic[c] < 0 {
            let col = Int32(c)
            t.compactColumn(c)
            var blocked = false
            for i in t.colRows[c] where t.rows[Int(i)].coefficient(of: col) < -Tolerance.pivot {
                let above = t.rows[Int(i)].constant > tol
                t.tape?.testTolerance(i, above)
                if !above { blocked = true; break }
            }
            if blocked { continue }
            positive[c] = true
            for i in t.colRows[c] where t.rows[Int(i)].coefficient(of: col) > Tolerance.pivot {
                positive[Int(t.basic[Int(i)])] = true
            }
        }
        var zeroOnFace: [Int32] = []
        for c in t.userCount..<n where !t.fixed[c] && !positive[c] {
            var objective = t.objectiveRow([(Int32(c), -1)])
            let result = t.minimize(&objective, zeroTolerance: tol)
            let moves = result == .unbounded || -objective.constant > tol
            if result != .unbounded { t.tape?.testObjective(moves) }
            if moves {
                positive[c] = true
                markVertex()
            } else {
                zeroOnFace.append(Int32(c))
            }
        }
        var none = SparseRow()
        for c in zeroOnFace where t.rowOfBasic[Int(c)] < 0 { t.fix(c, objective: &none) }
        for c in zeroOnFace where t.rowOfBasic[Int(c)] >= 0 {
            let r = t.rowOfBasic[Int(c)]
            t.rows[Int(r)].constant = 0
            t.tape?.zero(r)
            let row = t.rows[Int(r)]
            var enter: Int32 = -1, best = Tolerance.pivot
            for k in 0..<row.count where abs(row.vals[k]) > best { best = abs(row.vals[k]); enter = row.cols[k] }
            if enter >= 0 {
                t.pivot(enter, r, objective: &none)
                t.fix(c, objective: &none)
            }
        }
    }

    /// For every user column, whether it can change over the optimal face.
    func freeUserColumns() -> [Bool] {
        if let cached = face.free { return cached }
        let free: [Bool]
        face.directions = []
        if status != .optimal {
            free = [Bool](repeating: false, count: tableau.userCount)
        } else if handOver.done {
            if let f = revisedFreeUserColumns() {
                free = f
            } else {
                face.directions = []
                free = analysisTwin.freeUserColumns()
                face.directions = analysisTwin.face.directions
            }
        } else {
            free = computeFreeUserColumns()
        }
        face.free = free
        return free
    }

    private func computeFreeUserColumns() -> [Bool] {
        let t = tableau
        guard status == .optimal else { return [Bool](repeating: false, count: t.userCount) }
        let analysed = face.ready
        reduceToAffineHull()
        let n = t.columnCount
        var eliminated = [Bool](repeating: false, count: n)
        for e in t.eliminations { eliminated[Int(e.column)] = true }
        var free = [Bool](repeating: false, count: t.userCount)
        var weights = DirectionWeights()
        for _ in 0..<2 {
            var delta = [Double](repeating: 0, count: n)
            var magnitude = [Double](repeating: 0, count: n)
            for c in 0..<n where !t.fixed[c] && t.rowOfBasic[c] < 0 && !eliminated[c] {
                let w = weights.next()
                delta[c] = w
                magnitude[c] = w
            }
            for r in 0..<t.rows.count where t.alive[r] && t.basic[r] >= 0 {
                let row = t.rows[r]
                var s = 0.0, m = 0.0
                for k in 0..<row.count {
                    let d = row.vals[k] * delta[Int(row.cols[k])]
                    s += d; m += abs(d)
                }
                delta[Int(t.basic[r])] = s
                magnitude[Int(t.basic[r])] = m
            }
            markMoving(&delta, &magnitude, into: &free)
        }
        if !analysed { keepAnalysisReplay(free: free) }
        return free
    }

    /// Extends a direction given on the restricted (and free user) columns through the
    /// eliminations, and marks the user columns that move: by more than rounding, judged
    /// against the magnitude of the terms that cancel (`magnitude`).
    func markMoving(_ delta: inout [Double], _ magnitude: inout [Double], into free: inout [Bool]) {
        for e in tableau.eliminations.reversed() {
            var s = 0.0, m = 0.0
            for k in 0..<e.row.count {
                let d = e.row.vals[k] * delta[Int(e.row.cols[k])]
                s += d; m += abs(e.row.vals[k]) * magnitude[Int(e.row.cols[k])]
            }
            delta[Int(e.column)] = s
            magnitude[Int(e.column)] = m
        }
        for c in 0..<tableau.userCount where abs(delta[c]) > Tolerance.cancellation * magnitude[c] && abs(delta[c]) > Tolerance.movement {
            free[c] = true
        }
        face.directions.append((Array(delta.prefix(tableau.userCount)), Array(magnitude.prefix(tableau.userCount))))
    }

    /// Whether `a - b` (user columns) can change over the optimal face: whether it moves along
    /// one of the hull directions of `freeUserColumns()`, judged like a single column. One
    /// subtraction per direction; no LP.
    func differenceIsFree(_ a: Int32, _ b: Int32) -> Bool {
        _ = freeUserColumns()
        for (delta, magnitude) in face.directions {
            let d = abs(delta[Int(a)] - delta[Int(b)])
            if d > Tolerance.cancellation * (magnitude[Int(a)] + magnitude[Int(b)]) && d > Tolerance.movement { return true }
        }
        return false
    }

    /// Minimum and maximum of user column `v` over the optimal face.
    func range(ofUserColumn v: Int32) -> VariableRange {
        if handOver.done { return revisedRange(ofUserColumn: v) ?? analysisTwin.range(ofUserColumn: v) }
        let t = tableau
        // The free columns first: they are read off the tableau as the face analysis leaves
        // it, so that they do not depend on whether a range was asked before (the pivots
        // below move the tableau within the face), and a replayed engine (`Engine+Replay`),
        // which takes them from the recorded analysis, answers as a fresh one.
        _ = freeUserColumns()
        guard let (weights, constant) = restrictedExpression(ofUserColumn: v) else { return VariableRange(lower: nil, upper: nil) }
        var low = t.objectiveRow(weights)
        let lower: Double? = t.minimize(&low, zeroTolerance: zeroTolerance) == .optimal ? low.constant + constant : nil
        var high = t.objectiveRow(weights.map { ($0.0, -$0.1) })
        let upper: Double? = t.minimize(&high, zeroTolerance: zeroTolerance) == .optimal ? -high.constant + constant : nil
        return VariableRange(lower: lower, upper: upper)
    }

    /// User column `v` as `constant + sum(weight * column)` over restricted columns, by
    /// substituting the eliminations; nil when it depends on a user column no constraint
    /// fixes (then it is unbounded both ways).
    func restrictedExpression(ofUserColumn v: Int32) -> (weights: [(Int32, Double)], constant: Double)? {
        let t = tableau
        var position = [Int32: Int]()
        for (p, e) in t.eliminations.enumerated() { position[e.column] = p }
        var coefficients: [Int32: Double] = [v: 1]
        var constant = 0.0
        var heap = MinHeap<Int>()
        if let p = position[v] { heap.push(p) }
        var queued: Set<Int> = []
        while let p = heap.pop() {
            let e = t.eliminations[p]
            guard let k = coefficients.removeValue(forKey: e.column) else { continue }
            constant += k * t.substitutionConstants[p]
            for i in 0..<e.row.count {
                let y = e.row.cols[i]
                coefficients[y, default: 0] += k * e.row.vals[i]
                if let q = position[y], !queued.contains(q) { queued.insert(q); heap.push(q) }
            }
        }
        var weights: [(Int32, Double)] = []
        for (c, k) in coefficients.sorted(by: { $0.key < $1.key }) where abs(k) > Tolerance.drop {
            if !t.isRestricted(c) { return nil }
            weights.append((c, k))
        }
        return (weights, constant)
    }
}

/// What the face analysis found (`Engine.face`).
struct FaceResult {
    /// Whether the columns zero on the whole face are fixed (`reduceToAffineHull` ran).
    var ready = false
    /// `freeUserColumns()` once computed: a reused component is asked again on every
    /// re-check, and the answer must not depend on what ran in between.
    var free: [Bool]?
    /// The hull directions behind `free`, restricted to the user columns: how each user
    /// column moves along each pseudo-random direction of the face's affine hull, and the
    /// magnitude of the terms that cancelled in it (see `markMoving`). A linear combination of
    /// user columns is constant on the face iff it does not move along them.
    var directions: [(delta: [Double], magnitude: [Double])] = []
}

/// Pseudo-random direction weights in [1, 2) (SplitMix64): deterministic, so the analysis
/// output is reproducible.
struct DirectionWeights {
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    mutating func next() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return 1 + Double(z >> 11) / Double(1 << 53)
    }
}
