@testable import LayoutSolver

extension RandomSystems {
    /// The systems the warm-start and replay property tests change the constants of: random
    /// ones large and small, a soft chain, a wide one, and one whose required equalities are
    /// repeated (redundant until a change of constants separates them).
    static func constantChangeFamily(seed: UInt64) -> [(variables: Int, constraints: [RefConstraint])] {
        var (n, dependent) = make(seed: seed, large: true)
        for c in dependent.prefix(3) {
            var copy = c
            copy.relation = .equal
            copy.priority = 1000
            dependent += [copy, copy]
        }
        return [make(seed: seed), make(seed: seed, large: true), softChain(seed: seed), wide(seed: seed), (n, dependent)]
    }
}
