/// `|-8-[v1]-8-[v2(==v1)]-8-…-8-[vN(==v1)]-8-|` in a canvas 20·N wide: each view's x from the
/// previous one, widths equal to the first, y and height pinned. Fully determined.
enum ChainWorkload {
    static let solve = Workload.solver("chain", "chain of N equal-width views", sizes: [1_000, 10_000, 100_000], build: build)
    static let check = Workload.solver("chain-check", "chain, solve + freedom of every variable", sizes: [10_000], analysis: true, build: build)

    /// The chain plus one required `width == 5` on its middle view, which the canvas width
    /// contradicts; times the solve and the search for a minimal conflicting set.
    static let conflict = Workload(name: "chain-conflict", summary: "chain + 1 contradiction, solve + minimal conflict set",
                                   defaultSizes: [1_000, 10_000]) { n in
        var system = build(n)
        // Variables: 4 for the root, then x, y, w, h per view.
        system.add([(4 + 4 * (n / 2) + 2, 1)], -5, .equal)
        var found = 0
        return PreparedCase(constraints: system.constraints.count, run: {
            let (solver, _) = system.load()
            guard solver.solve() == .infeasible else { return .nan }
            found = solver.conflictingRequiredConstraints().count
            return Double(found)
        }, system: system, verify: { found > 0 })
    }

    static func build(_ n: Int) -> BenchSystem {
        var s = BenchSystem()
        let root = (0..<4).map { _ in s.variable() }   // x, y, width, height
        s.add([(root[0], 1)], 0, .equal)
        s.add([(root[1], 1)], 0, .equal)
        s.add([(root[2], 1)], -20 * Double(n), .equal)
        s.add([(root[3], 1)], -100, .equal)
        var previous: (x: Int, w: Int)?
        var firstWidth = -1
        for _ in 0..<n {
            let x = s.variable(), y = s.variable(), w = s.variable(), h = s.variable()
            if let p = previous {
                s.add([(x, 1), (p.x, -1), (p.w, -1)], -8, .equal)
                s.add([(w, 1), (firstWidth, -1)], 0, .equal)
            } else {
                s.add([(x, 1), (root[0], -1)], -8, .equal)
                firstWidth = w
            }
            s.add([(y, 1), (root[1], -1)], -8, .equal)
            s.add([(h, 1)], -20, .equal)
            previous = (x, w)
        }
        s.add([(root[0], 1), (root[2], 1), (previous!.x, -1), (previous!.w, -1)], -8, .equal)
        return s
    }
}
