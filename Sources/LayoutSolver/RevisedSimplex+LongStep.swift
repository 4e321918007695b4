/// The long-step ratio test of the revised form: a soft equality's error pair is one
/// variable with a V-shaped cost, and a step may pass its kink.
///
/// A soft equality `expr == 0` has two error columns with opposite entries (`expr + e⁺ − e⁻`),
/// so at most one is basic. When the entering column drives a basic error to zero, the plain
/// ratio test stops there; but the step may go on with the partner error basic instead (the
/// view moves past its target): the objective's slope along the step then rises by the two
/// errors' costs times the rate, and as long as it stays negative the objective still falls.
/// So the step passes every such kink while the slope stays negative, flips those pairs
/// (the basis column changes sign: one eta, no factorisation), and stops at the first
/// breakpoint that cannot be passed — a slack or an error whose partner is held at zero — or
/// at the kink where the slope turns non-negative, which leaves the basis as usual.
///
/// Why: a run of views pushed together by soft targets is one rigid block; at its optimum it
/// sits at the (weighted) median of its views' targets. The plain ratio test walks it there
/// one target per pivot (about a quarter of the views, each pivot costing the whole block);
/// the long step gets there in one. Each step goes at least as far down as the plain one, and
/// under Bland's rule (degenerate runs) the plain test is used, so the method terminates.
extension RevisedSimplex {
    /// The rows that flip, the leaving row and the step length; nil when the step is
    /// unbounded (the slope stays negative past every breakpoint).
    struct Step {
        var flips: [Int]
        var leave: Int
        var ratio: Double
    }

    /// The long step along `alpha` (`B⁻¹ a_q`) for `cost`, whose entering column has reduced
    /// cost `slope` (< 0).
    func longStep(_ alpha: [Double], cost: [Double], slope: Double, partner: [Int32]) -> Step? {
        var breakpoints = MinHeap<Breakpoint>()
        for i in 0..<alpha.count where alpha[i] > Tolerance.pivot {
            let j = Int(head[i])
            let p = partner[j]
            let passable = p >= 0 && !fixed[Int(p)]
            breakpoints.push(Breakpoint(ratio: max(0, basicValue[i]) / alpha[i], hard: !passable, pivot: alpha[i], row: i))
        }
        var slope = slope
        var flips: [Int] = []
        while let b = breakpoints.pop() {
            if b.hard { return Step(flips: flips, leave: b.row, ratio: b.ratio) }
            let j = Int(head[b.row])
            let next = slope + (cost[j] + cost[Int(partner[j])]) * b.pivot
            if next >= -Tolerance.reducedCost { return Step(flips: flips, leave: b.row, ratio: b.ratio) }
            slope = next
            flips.append(b.row)
        }
        return nil
    }

    /// A basic value's zero crossing along the step, in the order the step meets them: by
    /// ratio; at equal ratios a breakpoint that cannot be passed first, then the larger
    /// pivot element, then the smaller row.
    struct Breakpoint: Comparable {
        var ratio: Double
        var hard: Bool
        var pivot: Double
        var row: Int

        static func < (x: Breakpoint, y: Breakpoint) -> Bool {
            if x.ratio != y.ratio { return x.ratio < y.ratio }
            if x.hard != y.hard { return x.hard }
            if x.pivot != y.pivot { return x.pivot > y.pivot }
            return x.row < y.row
        }
    }
}
