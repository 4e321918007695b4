import TestSupport
import XCTest
@testable import LayoutSolver

extension XCTestCase {
    /// Solves each system `make(seed)` with `options` and compares it with the dense
    /// reference (`LexReference`): status, required constraints, every level's optimum,
    /// the freedom and the range of every variable.
    func checkAgainstReference(seeds: [UInt64], make: (UInt64) -> (variables: Int, constraints: [RefConstraint]),
                               expectInfeasible: Bool, options: SolverOptions,
                               statistics: inout SolverStatistics) {
        var feasibleCount = 0, infeasibleCount = 0, freeCount = 0
        for seed in seeds {
            let (n, cs) = make(seed)
            let reference = LexReference.solve(variables: n, constraints: cs)
            let (s, vars, ids) = RandomSystems.load(n, cs, options: options)
            defer { statistics.add(s.statistics) }
            let status = s.solve()
            guard reference.feasible else {
                infeasibleCount += 1
                XCTAssertEqual(status, .infeasible, "seed \(seed): reference infeasible")
                continue
            }
            feasibleCount += 1
            XCTAssertEqual(status, .optimal, "seed \(seed): reference feasible")
            guard status == .optimal else { continue }
            let values = s.values()
            for (i, c) in cs.enumerated() where c.isRequired {
                XCTAssertLessThanOrEqual(s.violation(of: ids[i]!), 1e-9 * 20, "seed \(seed): required constraint \(i) violated")
            }
            for (p, opt) in reference.levelOptima {
                let total = cs.indices.filter { cs[$0].priority == p }.map { s.violation(of: ids[$0]!) }.reduce(0, +)
                XCTAssertEqual(total, opt, accuracy: 1e-6, "seed \(seed): level \(p) optimum")
            }
            let optima = s.levelOptima()
            XCTAssertEqual(optima.map { $0.priority }, reference.levelOptima.map { $0.0 }, "seed \(seed)")
            for (a, b) in zip(optima, reference.levelOptima) {
                XCTAssertEqual(a.violation, b.1, accuracy: 1e-6, "seed \(seed): level \(a.priority)")
            }
            let free = s.freeVariables(among: vars)
            for v in 0..<n {
                XCTAssertEqual(free.contains(vars[v]), reference.isFree(v),
                               "seed \(seed): freedom of v\(v), reference range \(reference.ranges[v]) value \(values[v])")
                if reference.isFree(v) { freeCount += 1 }
                let range = s.range(of: vars[v])
                let (lo, hi) = reference.ranges[v]
                XCTAssertEqual(range.lower == nil, lo == nil, "seed \(seed): lower bound of v\(v)")
                XCTAssertEqual(range.upper == nil, hi == nil, "seed \(seed): upper bound of v\(v)")
                if let a = range.lower, let b = lo { XCTAssertEqual(a, b, accuracy: 1e-6, "seed \(seed): min of v\(v)") }
                if let a = range.upper, let b = hi { XCTAssertEqual(a, b, accuracy: 1e-6, "seed \(seed): max of v\(v)") }
            }
        }
        if seeds.count > 1 {
            // The generator must exercise every branch, or the test proves little.
            XCTAssertGreaterThan(feasibleCount, seeds.count / 10)
            if expectInfeasible {
                XCTAssertGreaterThan(infeasibleCount, seeds.count / 20)
                XCTAssertGreaterThan(freeCount, seeds.count / 20)
            }
        }
    }
}

extension SolverStatistics {
    mutating func add(_ other: SolverStatistics) {
        completedHandOvers += other.completedHandOvers
        crashStarts += other.crashStarts
        breakdowns += other.breakdowns
        twins += other.twins
        dualSolves += other.dualSolves
    }
}
