import XCTest
import TestSupport
@testable import LayoutSolver

/// `Solver.setConstants` (one call for a content size category's thousands of constant
/// changes) must leave the solver as `setConstant` one by one does, and `violations(of:)`
/// must answer what `violation(of:)` answers per constraint, bit for bit, removed constraints
/// included. Seeds print in every message; `VFLC_SEED=n` reruns one.
final class BatchEditTests: XCTestCase {
    func testBatchConstantsAndViolationsEqualOneByOne() {
        var compared = 0
        for seed in RandomSystems.seeds(60) {
            var r = SeededRandom(solverSeed: seed &* 17 &+ 5)
            let (n, system) = RandomSystems.make(seed: seed, large: r.chance(0.5))
            let (single, _, singleIDs) = RandomSystems.load(n, system)
            let (batch, _, batchIDs) = RandomSystems.load(n, system)
            _ = single.solve(); _ = batch.solve()
            // A removed constraint: both APIs skip it (and report no violation for it).
            if !system.isEmpty {
                let gone = r.int(0...(system.count - 1))
                single.remove(singleIDs[gone]!)
                batch.remove(batchIDs[gone]!)
            }
            for round in 0..<3 {
                var changes: [(Int, Double)] = []
                for i in system.indices where r.chance(0.3) { changes.append((i, Double(r.int(-40...40)))) }
                for (i, c) in changes { single.setConstant(of: singleIDs[i]!, to: c) }
                batch.setConstants(changes.map { (batchIDs[$0.0]!, $0.1) })
                let label = "seed \(seed) round \(round)"
                XCTAssertEqual(single.solve(), batch.solve(), label)
                let ids = system.indices.map { singleIDs[$0]! }
                XCTAssertEqual(single.values().map(\.bitPattern), batch.values().map(\.bitPattern), label)
                let one = ids.map { single.violation(of: $0) }
                let all = batch.violations(of: system.indices.map { batchIDs[$0]! })
                XCTAssertEqual(one.map(\.bitPattern), all.map(\.bitPattern), label)
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 100)
    }
}
