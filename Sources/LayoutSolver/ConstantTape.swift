/// The constant arithmetic and the constant-dependent decisions of a solve after its
/// elimination (basis, phase 1, the levels) or of its face analysis, in order, without the rows.
///
/// After the elimination, what the simplex does to the coefficients depends on the constants
/// only through a few decisions: the basis test `-constant / a >= -zeroTolerance` and the
/// artificial's sign (`Engine.chooseBasis`), phase 1's infeasibility test, the leaving row of
/// every pivot and the degenerate-run count that switches Bland's rule on (`PivotRule`), and
/// in the face analysis the tests `constant > zeroTolerance` and each LP's outcome. Entering columns, reduced costs, fixes,
/// unboundedness and the fill budget read coefficients only. So a system that differs from a
/// solved one in constants alone can *replay* this tape on its own constants: every constant is
/// computed by the same operation on the same operands as in a fresh solve, and every decision
/// is recomputed and compared with the recorded one. If all agree, a fresh solve would have
/// made the same pivots, so its tableau is the recorded one's coefficients with the replayed
/// constants, bit for bit (`Engine+Replay`); if one differs, the replay fails and the caller
/// solves. The tolerances are the replaying system's own (`Tolerance.relative * scale`).
struct ConstantTape {
    enum Op: UInt8 {
        /// ints `r, n, i₁…iₙ`, reals `k, a₁…aₙ`: `c[r] *= k`, then `c[iₖ] = c[iₖ] + aₖ * c[r]`
        /// (`Tableau.pivot`, `makeBasic`: `SparseRow.scale`, then `Tableau.merged`).
        case pivot
        /// ints `r`: `if c[r] < 0 { c[r] = 0 }`.
        case clamp
        /// ints `r`: `c[r] = 0`.
        case zero
        /// The objective's constant is `0` (`Tableau.objectiveRow`).
        case objectiveReset
        /// ints `r`, reals `w`: `z = z + w * c[r]` (`objectiveRow`, `minimize`).
        case objectiveAdd
        /// ints `r, outcome`, reals `a`: `(-c[r] / a >= -zeroTolerance) == outcome`.
        case testBasis
        /// ints `r, outcome`: `(c[r] > 0) == outcome`.
        case testPositive
        /// ints `r, outcome`: `(c[r] > zeroTolerance) == outcome`.
        case testTolerance
        /// A `minimize` run starts: its degenerate-run count is 0.
        case minimizeBegin
        /// ints `leave, bland, n, i₁…iₙ` (and, under Bland, `basic₁…basicₙ`), reals `a₁…aₙ`:
        /// the ratio test over the candidate rows in scan order must choose `leave` (-1:
        /// unbounded), and Bland's rule must be on exactly when recorded.
        case ratio
        /// `z > infeasibility * scale` must be false (phase 1 found a feasible point).
        case feasible
        /// The level's optimum is `max(0, z)`.
        case level
        /// ints `outcome`: `(-z > zeroTolerance) == outcome` (a face analysis LP).
        case testObjective
    }

    private(set) var ops: [Op] = []
    private(set) var ints: [Int32] = []
    private(set) var reals: [Double] = []

    /// Bytes held (for the memory figures).
    var byteCount: Int { ops.count + 4 * ints.count + 8 * reals.count }

    mutating func beginPivot(row r: Int32, scale k: Double) {
        ops.append(.pivot)
        ints.append(r)
        ints.append(0)
        reals.append(k)
    }

    /// One `row i += alpha * pivot row` of the pivot begun last.
    mutating func update(row i: Int32, alpha: Double) {
        ints.append(i)
        reals.append(alpha)
        pivotUpdates += 1
    }

    /// Closes the pivot begun last (writes its update count).
    mutating func endPivot() {
        ints[ints.count - pivotUpdates - 1] = Int32(pivotUpdates)
        pivotUpdates = 0
    }
    private var pivotUpdates = 0

    mutating func clamp(_ r: Int32) { ops.append(.clamp); ints.append(r) }
    mutating func zero(_ r: Int32) { ops.append(.zero); ints.append(r) }
    mutating func objectiveReset() { ops.append(.objectiveReset) }
    mutating func objectiveAdd(_ r: Int32, _ w: Double) { ops.append(.objectiveAdd); ints.append(r); reals.append(w) }

    mutating func testBasis(_ r: Int32, _ a: Double, _ outcome: Bool) {
        ops.append(.testBasis); ints.append(r); ints.append(outcome ? 1 : 0); reals.append(a)
    }

    mutating func testPositive(_ r: Int32, _ outcome: Bool) {
        ops.append(.testPositive); ints.append(r); ints.append(outcome ? 1 : 0)
    }

    mutating func testTolerance(_ r: Int32, _ outcome: Bool) {
        ops.append(.testTolerance); ints.append(r); ints.append(outcome ? 1 : 0)
    }

    mutating func minimizeBegin() { ops.append(.minimizeBegin) }

    /// Starts a ratio test; candidates follow (`candidate`), then `endRatio`.
    mutating func beginRatio(bland: Bool) {
        ops.append(.ratio)
        ratioStart = ints.count
        ints.append(-1)
        ints.append(bland ? 1 : 0)
        ints.append(0)
        ratioBland = bland
    }
    private var ratioStart = 0
    private var ratioBland = false
    private var ratioBasics: [Int32] = []

    mutating func candidate(row i: Int32, alpha: Double, basic: Int32) {
        ints.append(i)
        reals.append(alpha)
        if ratioBland { ratioBasics.append(basic) }
    }

    mutating func endRatio(leave: Int32) {
        ints[ratioStart] = leave
        ints[ratioStart + 2] = Int32(ints.count - ratioStart - 3)
        if ratioBland {
            ints += ratioBasics
            ratioBasics.removeAll(keepingCapacity: true)
        }
    }

    mutating func feasible() { ops.append(.feasible) }
    mutating func level() { ops.append(.level) }
    mutating func testObjective(_ outcome: Bool) { ops.append(.testObjective); ints.append(outcome ? 1 : 0) }

    /// The decisions on the tape that record an outcome (basis and tolerance tests, leaving
    /// rows, LP outcomes).
    var decisionCount: Int { decisionOffsets.count }

    /// A copy with the `n`-th decision (of `decisionCount`) recorded the other way, which no
    /// replay can reproduce: for tests, each check must be able to fail.
    func flippingDecision(_ n: Int) -> ConstantTape {
        var copy = self
        let at = decisionOffsets[n]
        if ops[at.op] == .ratio {
            copy.ints[at.int] = ints[at.int] == -1 ? Int32.max : -1
        } else {
            copy.ints[at.int] = 1 - ints[at.int]
        }
        return copy
    }

    /// Per decision: its op and the position of its recorded outcome in `ints`.
    private var decisionOffsets: [(op: Int, int: Int)] {
        var result: [(op: Int, int: Int)] = []
        var ip = 0
        for (k, op) in ops.enumerated() {
            switch op {
            case .pivot: ip += 2 + Int(ints[ip + 1])
            case .clamp, .zero, .objectiveAdd: ip += 1
            case .objectiveReset, .minimizeBegin, .feasible, .level: break
            case .testBasis, .testPositive, .testTolerance:
                result.append((k, ip + 1))
                ip += 2
            case .ratio:
                result.append((k, ip))
                let n = Int(ints[ip + 2])
                ip += 3 + (ints[ip + 1] != 0 ? 2 * n : n)
            case .testObjective:
                result.append((k, ip))
                ip += 1
            }
        }
        return result
    }

    /// Replays the tape on `c` (row constants, by row) with the replaying system's `scale`;
    /// appends each level's optimum to `optima`. False as soon as a decision comes out other
    /// than recorded (then `c` and `optima` are partial and must be dropped).
    func replay(_ c: inout [Double], scale: Double, optima: inout [Double]) -> Bool {
        let zt = Tolerance.relative * scale
        let infeasible = Tolerance.infeasibility * scale
        var z = 0.0
        var run = DegenerateRun()
        var ip = 0, rp = 0
        return ints.withUnsafeBufferPointer { ints in
            reals.withUnsafeBufferPointer { reals in
                c.withUnsafeMutableBufferPointer { c in
                    for op in ops {
                        switch op {
                        case .pivot:
                            let r = Int(ints[ip]), n = Int(ints[ip + 1])
                            ip += 2
                            let k = reals[rp]
                            rp += 1
                            c[r] *= k
                            let pivot = c[r]
                            for u in 0..<n {
                                let i = Int(ints[ip + u])
                                c[i] = c[i] + reals[rp + u] * pivot
                            }
                            ip += n
                            rp += n
                        case .clamp:
                            let r = Int(ints[ip]); ip += 1
                            if c[r] < 0 { c[r] = 0 }
                        case .zero:
                            c[Int(ints[ip])] = 0; ip += 1
                        case .objectiveReset:
                            z = 0
                        case .objectiveAdd:
                            z += reals[rp] * c[Int(ints[ip])]
                            ip += 1; rp += 1
                        case .testBasis:
                            let r = Int(ints[ip])
                            let outcome = -c[r] / reals[rp] >= -zt
                            if outcome != (ints[ip + 1] != 0) { return false }
                            ip += 2; rp += 1
                        case .testPositive:
                            if (c[Int(ints[ip])] > 0) != (ints[ip + 1] != 0) { return false }
                            ip += 2
                        case .testTolerance:
                            if (c[Int(ints[ip])] > zt) != (ints[ip + 1] != 0) { return false }
                            ip += 2
                        case .minimizeBegin:
                            run = DegenerateRun()
                        case .ratio:
                            let recorded = ints[ip], bland = ints[ip + 1] != 0, n = Int(ints[ip + 2])
                            ip += 3
                            if run.bland != bland { return false }
                            // `Tableau.minimize`'s leaving-row choice, on these constants.
                            var test = RatioTest(bland: bland)
                            for u in 0..<n {
                                let basic = bland ? ints[ip + n + u] : -1
                                test.offer(u, value: c[Int(ints[ip + u])], pivot: -reals[rp + u], basic: basic)
                            }
                            let chosen: Int32 = test.leave < 0 ? -1 : ints[ip + test.leave]
                            if chosen != recorded { return false }
                            if test.leave >= 0 { run.record(ratio: test.ratio, zeroTolerance: zt) }
                            ip += bland ? 2 * n : n
                            rp += n
                        case .feasible:
                            if z > infeasible { return false }
                        case .level:
                            optima.append(max(0, z))
                        case .testObjective:
                            if (-z > zt) != (ints[ip] != 0) { return false }
                            ip += 1
                        }
                    }
                    return true
                }
            }
        }
    }
}
