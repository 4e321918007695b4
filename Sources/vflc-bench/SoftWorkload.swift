/// N soft constraints `x_k == c_k` at mixed priorities (250, 500, 750: weak, medium, strong)
/// over a required ordering `x_{k+1} >= x_k + 10`, `x_1 >= 0`, `x_N <= 10·N`. The targets
/// `c_k` are pseudo-random in `0..<10·N`, so most soft constraints cannot all hold.
enum SoftWorkload {
    static let solve = Workload.solver("soft", "N soft constraints at mixed priorities over a required ordering",
                                       sizes: [1_000, 10_000], build: build)
    static let check = Workload.solver("soft-check", "soft, solve + freedom of every variable", sizes: [1_000],
                                       analysis: true, build: build)

    static func build(_ n: Int) -> BenchSystem {
        var s = BenchSystem()
        let xs = (0..<n).map { _ in s.variable() }
        s.add([(xs[0], 1)], 0, .greaterOrEqual)
        for k in 1..<n { s.add([(xs[k], 1), (xs[k - 1], -1)], -10, .greaterOrEqual) }
        s.add([(xs[n - 1], 1)], -10 * Double(n), .lessOrEqual)
        var random = BenchRandom(seed: 42)
        let priorities: [Double] = [250, 500, 750]
        for k in 0..<n {
            s.add([(xs[k], 1)], -Double(random.below(10 * n)), .equal, priorities[k % 3])
        }
        return s
    }
}
