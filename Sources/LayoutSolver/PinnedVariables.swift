/// Variables whose value the required equalities fix on their own, found by propagation:
/// `root.x == 0` pins `root.x`; then `safeArea.x == root.x + 59` pins `safeArea.x`; and so on.
///
/// Why: in a layout nearly every constraint reaches the root's frame, so without this the
/// whole file is one component. A pinned variable is effectively a constant, so the partition
/// does not join components through it; instead every component that uses it gets its own
/// copy of the few constraints that pin it (its *support*). Each copy pins the variable to the
/// same value, so the components stay exactly equivalent to the whole system — including
/// conflicts (a component that contradicts the canvas holds the canvas constraints) — while
/// each independent part of the screen is solved (and cached) on its own.
struct PinnedVariables {
    /// For each variable: the constraint indices that pin it (sorted), or nil when not pinned.
    private(set) var support: [[Int]?]

    /// Supports larger than this are not worth copying (a long determined chain would make
    /// the copies quadratic); such variables are simply not pinned.
    static let maximumSupport = 8
    /// Only short equalities propagate pins: that is where the canvas and guides are.
    static let maximumTerms = 4

    /// `sequence`: the live constraint ids in the order the system takes them (propagation
    /// follows it, so the supports chosen do not depend on how ids were handed out).
    init(variableCount: Int, stored: [StoredConstraint?], sequence: [Int]) {
        support = Array(repeating: nil, count: variableCount)
        // The short required equalities of each variable, in sequence order, as one flat
        // array sliced by variable (one allocation instead of one per variable).
        var unpinned = [Int](repeating: 0, count: stored.count)
        var queue: [Int] = []
        var start = [Int](repeating: 0, count: variableCount + 1)
        for i in sequence {
            guard let c = stored[i], c.isRequired, c.relation == .equal, !c.terms.isEmpty,
                  c.terms.count <= PinnedVariables.maximumTerms else { continue }
            unpinned[i] = c.terms.count
            for (v, _) in c.terms { start[Int(v) + 1] += 1 }
            if c.terms.count == 1 { queue.append(i) }
        }
        for v in 0..<variableCount { start[v + 1] += start[v] }
        var fill = start
        var flat = [Int32](repeating: 0, count: start[variableCount])
        for i in sequence where unpinned[i] > 0 {
            for (v, _) in stored[i]!.terms {
                flat[fill[Int(v)]] = Int32(i)
                fill[Int(v)] += 1
            }
        }
        let lists = flat, starts = start
        func constraintsOf(_ v: Int) -> ArraySlice<Int32> { lists[starts[v]..<starts[v + 1]] }
        var head = 0
        while head < queue.count {
            let i = queue[head]
            head += 1
            let c = stored[i]!
            guard let free = c.terms.first(where: { support[Int($0.0)] == nil }) else { continue }
            // The union of a few short sorted lists: sort and drop repeats (no hashing).
            var union = [i]
            for (v, _) in c.terms where v != free.0 { union += support[Int(v)]! }
            union.sort()
            var merged: [Int] = []
            merged.reserveCapacity(union.count)
            for x in union where merged.last != x { merged.append(x) }
            guard merged.count <= PinnedVariables.maximumSupport else { continue }
            support[Int(free.0)] = merged
            for j in constraintsOf(Int(free.0)) {
                unpinned[Int(j)] -= 1
                if unpinned[Int(j)] == 1 { queue.append(Int(j)) }
            }
        }
    }

    /// Whether `variable` is pinned.
    func isPinned(_ variable: Int32) -> Bool { support[Int(variable)] != nil }
}
