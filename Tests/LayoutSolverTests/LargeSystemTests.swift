import TestSupport
import XCTest
@testable import LayoutSolver

/// Large systems are solved in revised form from the start (`Engine+Large`): the crash basis
/// with the long-step primal, else the lexicographic dual simplex from the slacks. The
/// thresholds are lowered here so that every random system takes those paths; each must
/// give the dense reference's answers, and be deterministic and warm-startable like a
/// tableau solve.
final class LargeSystemTests: XCTestCase {
    /// Every system that qualifies, crash first (the product's order).
    static let crashFirst = SolverOptions(largeSystemRows: 0)
    /// Every system that qualifies, the dual first.
    static let dualFirst = SolverOptions(largeSystemRows: 0, crashPivotBudget: 0)

    func testRandomSystemsMatchReferenceThroughTheLargePath() {
        for options in [Self.crashFirst, Self.dualFirst] {
            var stats = SolverStatistics()
            checkAgainstReference(seeds: RandomSystems.seeds(400), make: { RandomSystems.make(seed: $0, large: false) },
                                  expectInfeasible: true, options: options, statistics: &stats)
            checkAgainstReference(seeds: RandomSystems.seeds(80).map { $0 + 100_000 },
                                  make: { RandomSystems.make(seed: $0, large: true) },
                                  expectInfeasible: true, options: options, statistics: &stats)
            XCTAssertGreaterThan(stats.crashStarts + stats.dualSolves, 100, "the large path must have run")
            XCTAssertEqual(stats.twins, 0, "analyses must run in revised form")
        }
    }

    func testSoftShapesMatchReferenceThroughTheCrashAndTheDual() {
        var crash = SolverStatistics(), dual = SolverStatistics()
        checkAgainstReference(seeds: RandomSystems.seeds(150), make: { RandomSystems.softShape(seed: $0) },
                              expectInfeasible: false, options: Self.crashFirst, statistics: &crash)
        checkAgainstReference(seeds: RandomSystems.seeds(150), make: { RandomSystems.softShape(seed: $0) },
                              expectInfeasible: false, options: Self.dualFirst, statistics: &dual)
        XCTAssertGreaterThan(crash.crashStarts, 50, "the crash start must have run")
        XCTAssertGreaterThan(dual.dualSolves, 100, "the dual must have run")
        XCTAssertEqual(crash.breakdowns + dual.breakdowns, 0)
    }

    /// Long soft rows (hundreds of positions, one rigid block at the optimum: the long step's
    /// case) and wide random systems: the large path agrees with the tableau.
    func testLargePathAgreesWithTableauOnLongerSystems() {
        var compared = 0
        for seed in RandomSystems.seeds(12) {
            for options in [Self.crashFirst, Self.dualFirst] {
                compare(RandomSystems.longSoftChain(seed: seed + 300_000), options, "chain \(seed)", &compared)
            }
        }
        for seed in RandomSystems.seeds(60) {
            compare(RandomSystems.wide(seed: seed + 200_000), Self.crashFirst, "wide \(seed)", &compared)
        }
        XCTAssertGreaterThan(compared, 40)
    }

    private func compare(_ system: (variables: Int, constraints: [RefConstraint]), _ options: SolverOptions,
                         _ label: String, _ compared: inout Int) {
        let (n, cs) = system
        let (tableau, vars, _) = RandomSystems.load(n, cs, options: SolverOptions(largeSystemRows: .max))
        let status = tableau.solve()
        let (large, _, ids) = RandomSystems.load(n, cs, options: options)
        XCTAssertEqual(large.solve(), status, label)
        guard status == .optimal else { return }
        compared += 1
        let scale = max(1, cs.map { abs($0.constant) }.max() ?? 1)
        for (i, c) in cs.enumerated() where c.isRequired {
            XCTAssertLessThanOrEqual(large.violation(of: ids[i]!), 1e-8 * scale, "\(label): required constraint \(i)")
        }
        let a = tableau.levelOptima(), b = large.levelOptima()
        XCTAssertEqual(a.map(\.priority), b.map(\.priority), label)
        for (x, y) in zip(a, b) { XCTAssertEqual(x.violation, y.violation, accuracy: 1e-7 * scale, "\(label): level \(x.priority)") }
        XCTAssertEqual(large.freeVariables(among: vars.map { Variable(id: $0.id) }), tableau.freeVariables(among: vars), "\(label): freedom")
    }

    /// The same system solved twice gives the same bits; a system whose constants differ,
    /// started from its elimination, gives what a fresh solve gives.
    func testLargePathIsDeterministicAndWarmStartsAsFresh() {
        for seed in RandomSystems.seeds(6) {
            let (n, cs) = RandomSystems.longSoftChain(seed: seed + 400_000)
            let local = cs.map { c in
                StoredConstraint(LinearExpression(c.terms.map { (Variable(id: $0.0), $0.1) }, constant: c.constant),
                                 c.relation, priority: c.priority)
            }
            let options = SolverOptions(warmStartMinimumRows: 0, largeSystemRows: 0)
            let first = Engine.solved(variableCount: n, constraints: local, context: SolverContext(options: options), warmFrom: nil)
            let again = Engine.solved(variableCount: n, constraints: local, context: SolverContext(options: options), warmFrom: nil)
            XCTAssertEqual(first.userValues().map(\.bitPattern), again.userValues().map(\.bitPattern), "seed \(seed)")
            XCTAssertEqual(first.freeUserColumns(), again.freeUserColumns(), "seed \(seed)")
            XCTAssertTrue(first.handOver.done, "seed \(seed): the large path must have run")
            var moved = local
            for k in moved.indices where !moved[k].isRequired { moved[k].constant -= Double(k % 7) }
            let fresh = Engine.solved(variableCount: n, constraints: moved, context: SolverContext(options: options), warmFrom: nil)
            let warm = Engine.solved(variableCount: n, constraints: moved, context: SolverContext(options: options),
                                     warmFrom: first.reuse.warmStart)
            XCTAssertEqual(warm.reuse.replay, .elimination, "seed \(seed)")
            XCTAssertEqual(warm.userValues().map(\.bitPattern), fresh.userValues().map(\.bitPattern), "seed \(seed)")
            XCTAssertEqual(warm.levelOptima.map(\.violation.bitPattern), fresh.levelOptima.map(\.violation.bitPattern), "seed \(seed)")
            XCTAssertEqual(warm.freeUserColumns(), fresh.freeUserColumns(), "seed \(seed)")
        }
    }
}
