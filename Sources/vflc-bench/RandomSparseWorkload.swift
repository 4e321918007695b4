/// N views in a random sparse layout: a random recursive view tree (each view's superview is
/// uniform among the earlier views, so depth grows like log N, as in real hierarchies). Each
/// view is placed relative to its superview or its previous sibling and sized absolutely or
/// relative to its superview (required equalities, or a required lower bound plus a soft
/// preference), with soft hugging on sizes and N/2 extra soft alignments (leading or top edges)
/// between random pairs of siblings, at a handful of priorities. The required part is a tree of equalities and one-sided
/// bounds, hence always feasible.
enum RandomSparseWorkload {
    static let solve = Workload.solver("random", "N-view random sparse layouts", sizes: [1_000, 10_000], build: build)
    static let check = Workload.solver("random-check", "random, solve + freedom of every variable", sizes: [10_000],
                                       analysis: true, build: build)

    static func build(_ n: Int) -> BenchSystem {
        var s = BenchSystem()
        var random = BenchRandom(seed: 7)
        let priorities: [Double] = [100, 250, 300, 500, 750, 900]
        var views: [[Int]] = [(0..<4).map { _ in s.variable() }]
        s.add([(views[0][0], 1)], 0, .equal)
        s.add([(views[0][1], 1)], 0, .equal)
        s.add([(views[0][2], 1)], -1000, .equal)
        s.add([(views[0][3], 1)], -1000, .equal)
        var lastChild: [Int: Int] = [:]
        var siblingPairs: [(Int, Int)] = []
        for i in 1...n {
            let v = (0..<4).map { _ in s.variable() }
            let parent = random.below(i)
            let p = views[lastChild[parent].map { random.below(2) == 0 ? $0 : parent } ?? parent]
            if let previous = lastChild[parent] { siblingPairs.append((previous, i)) }
            lastChild[parent] = i
            for axis in 0..<2 {
                let (pos, size) = (axis, axis + 2)
                let gap = Double(8 * random.below(3))
                if random.below(2) == 0 {
                    s.add([(v[pos], 1), (p[pos], -1)], -gap, .equal)
                } else {
                    s.add([(v[pos], 1), (p[pos], -1)], -8, .greaterOrEqual)
                    s.add([(v[pos], 1), (p[pos], -1), (p[size], -1)], -gap, .equal, priorities[random.below(priorities.count)])
                }
                if random.below(2) == 0 {
                    s.add([(v[size], 1)], -Double(20 + random.below(80)), .equal)
                } else {
                    s.add([(v[size], 1)], -10, .greaterOrEqual)
                    s.add([(v[size], 1), (p[size], -0.5)], 0, .equal, priorities[random.below(priorities.count)])
                    s.add([(v[size], 1)], -60, .lessOrEqual, 250)
                }
            }
            views.append(v)
        }
        for _ in 0..<(siblingPairs.isEmpty ? 0 : n / 2) {
            let pair = siblingPairs[random.below(siblingPairs.count)]
            let a = views[pair.0], b = views[pair.1]
            let axis = random.below(2)
            s.add([(a[axis], 1), (b[axis], -1)], 0, .equal, priorities[random.below(priorities.count)])
        }
        return s
    }
}
