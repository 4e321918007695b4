import TestSupport
import XCTest
@testable import LayoutSolver

/// Soft rows, trees and grids above `SolverOptions.defaultLargeSystemRows`, with the product's
/// thresholds: the large-system path (crash basis and long-step primal, or the lexicographic
/// dual) against the dense reference, block by block (`RandomSystems.blockedSoftShape` says
/// why the blocks give the whole system's answer). `LargeSystemTests` reaches the same code
/// on small systems by lowering the thresholds; this checks it at the size it is for.
final class LargeSoftShapeTests: XCTestCase {
    func testLargeSoftShapesMatchTheReferenceBlockByBlock() {
        var statistics = SolverStatistics()
        var free = 0, fixed = 0
        for shape in 0...2 {
            for seed in RandomSystems.seeds(1) {
                let system = RandomSystems.blockedSoftShape(seed: seed + UInt64(10 * shape), shape: shape, positions: 1_200)
                let reference = Expected(system)
                for options in [SolverOptions(), SolverOptions(crashPivotBudget: 0)] {
                    let label = "shape \(shape) seed \(seed) crash budget \(options.crashPivotBudget.map(String.init) ?? "default")"
                    let counts = check(system, reference, options, label, &statistics)
                    free += counts.free
                    fixed += counts.fixed
                }
            }
        }
        XCTAssertEqual(statistics.crashStarts + statistics.dualSolves, 6, "every system must take the large path")
        XCTAssertGreaterThanOrEqual(statistics.dualSolves, 3, "the dual must have run")
        XCTAssertEqual(statistics.twins + statistics.breakdowns, 0)
        // Ties at equal priorities leave positions free; the test must see both kinds.
        XCTAssertGreaterThan(free, 50)
        XCTAssertGreaterThan(fixed, 500)
    }

    /// The whole system's answer from its blocks' reference answers.
    private struct Expected {
        var optima: [Double: Double] = [:]
        var free = Set<Int>()
        var ranges: [(Double?, Double?)] = []

        init(_ system: RandomSystems.BlockedSoftSystem) {
            for block in system.blocks {
                let reference = LexReference.solve(variables: block.count, constraints: block.constraints)
                XCTAssertTrue(reference.feasible, "every block is feasible by construction")
                for (p, v) in reference.levelOptima { optima[p, default: 0] += v }
                for v in 0..<block.count where reference.isFree(v) { free.insert(block.first + v) }
                ranges += reference.ranges
            }
        }
    }

    private func check(_ system: RandomSystems.BlockedSoftSystem, _ expected: Expected, _ options: SolverOptions,
                       _ label: String, _ statistics: inout SolverStatistics) -> (free: Int, fixed: Int) {
        let (s, vars, ids) = RandomSystems.load(system.variables, system.constraints, options: options)
        defer { statistics.add(s.statistics) }
        XCTAssertEqual(s.solve(), .optimal, label)
        XCTAssertEqual(s.statistics.crashStarts + s.statistics.dualSolves, 1, "\(label): the large path must have run")
        let (optima, expectedFree, ranges) = (expected.optima, expected.free, expected.ranges)
        let scale = Double(system.constraints.map { abs($0.constant) }.max() ?? 1)
        for (i, c) in system.constraints.enumerated() where c.isRequired {
            XCTAssertLessThanOrEqual(s.violation(of: ids[i]!), 1e-9 * scale, "\(label): required constraint \(i)")
        }
        let levels = s.levelOptima()
        XCTAssertEqual(levels.map(\.priority), optima.keys.sorted(by: >), label)
        for level in levels {
            XCTAssertEqual(level.violation, optima[level.priority] ?? .nan, accuracy: 1e-6 * Double(system.variables),
                           "\(label): level \(level.priority)")
        }
        let solverFree = s.freeVariables(among: vars)
        let values = s.values()
        var free = 0, fixed = 0
        for v in 0..<system.variables {
            XCTAssertEqual(solverFree.contains(vars[v]), expectedFree.contains(v),
                           "\(label): freedom of v\(v) (reference range \(ranges[v]), value \(values[v]))")
            if expectedFree.contains(v) {
                free += 1
            } else {
                fixed += 1
                XCTAssertEqual(values[v], ranges[v].0 ?? .nan, accuracy: 1e-6, "\(label): value of v\(v)")
            }
        }
        // Ranges are two LPs each: a sample.
        var r = SeededRandom(state: UInt64(system.variables))
        for _ in 0..<8 {
            let v = r.int(0...(system.variables - 1))
            let range = s.range(of: vars[v])
            XCTAssertEqual(range.lower ?? .nan, ranges[v].0 ?? .nan, accuracy: 1e-6, "\(label): min of v\(v)")
            XCTAssertEqual(range.upper ?? .nan, ranges[v].1 ?? .nan, accuracy: 1e-6, "\(label): max of v\(v)")
        }
        return (free, fixed)
    }
}
