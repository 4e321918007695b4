import XCTest
import TestSupport
@testable import LayoutSolver

/// Solving several solvers together (`ComponentSharing`) must give each solver exactly what
/// its own `solve()` gives: status, values, freedom, free differences, ranges, redundancy,
/// level optima and conflicts, bit for bit.
final class ComponentSharingTests: XCTestCase {
    /// Runs the four steps sequentially (the checker runs them with `parallelMap`).
    private func solveTogether(_ solvers: [Solver]) -> ComponentSharing {
        let sharing = ComponentSharing(solvers.map { $0.sharingPlan() })
        var done = [ComponentSharing.Solved?](repeating: nil, count: sharing.jobCount)
        for wave in sharing.waves {
            for k in wave { done[k] = sharing.solve(k, after: done) }
        }
        let solved = done.map { $0! }
        for (i, s) in solvers.enumerated() { sharing.install(solved, into: s, plan: i) }
        return sharing
    }

    /// Random systems repeated over disjoint variables, as variants: each variant a copy with
    /// a few constants changed (the canvas of a size class), so that most components are
    /// shared and some are not.
    func testRandomVariantsSolvedTogetherEqualEachSolvedAlone() {
        var sharedJobs = 0, pending = 0
        for seed in RandomSystems.seeds(120) {
            let (n, base) = RandomSystems.make(seed: seed)
            var r = SeededRandom(solverSeed: seed &+ 4242)
            let copies = r.int(1...3)
            var system: [RefConstraint] = []
            for k in 0..<copies {
                system += base.map { c in RefConstraint(terms: c.terms.map { ($0.0 + k * n, $0.1) }, constant: c.constant,
                                                        relation: c.relation, priority: c.priority) }
            }
            var variants: [[RefConstraint]] = []
            for _ in 0..<r.int(2...4) {
                var v = system
                for i in v.indices where r.chance(0.1) { v[i].constant = Double(r.int(-20...20)) }
                variants.append(v)
            }
            let together = variants.map { RandomSystems.load(n * copies, $0) }
            let alone = variants.map { RandomSystems.load(n * copies, $0) }
            let sharing = solveTogether(together.map(\.0))
            sharedJobs += sharing.jobCount
            pending += together.count * copies
            for k in variants.indices {
                assertSame(together[k], alone[k], "seed \(seed) variant \(k)")
            }
        }
        // The comparison must cover sharing: fewer jobs than the components they serve.
        XCTAssertLessThan(sharedJobs, pending)
    }

    /// A solver that already solved part of its system (an incremental edit) keeps its
    /// unchanged components and shares the rest.
    func testAnEditedSolverSharesItsPendingComponents() {
        for seed in RandomSystems.seeds(40) {
            let (n, base) = RandomSystems.make(seed: seed)
            let a = RandomSystems.load(n, base), b = RandomSystems.load(n, base)
            _ = a.0.solve()
            _ = b.0.solve()
            var r = SeededRandom(solverSeed: seed &+ 77)
            var edited = base
            for i in edited.indices where r.chance(0.2) {
                edited[i].constant = Double(r.int(-20...20))
                a.0.setConstant(of: a.2[i]!, to: edited[i].constant)
                b.0.setConstant(of: b.2[i]!, to: edited[i].constant)
            }
            _ = solveTogether([a.0, b.0])
            let fresh = RandomSystems.load(n, edited)
            assertSame(a, fresh, "seed \(seed) a")
            assertSame(b, fresh, "seed \(seed) b")
        }
    }

    private func assertSame(_ x: (Solver, [Variable], [Int: ConstraintID]), _ y: (Solver, [Variable], [Int: ConstraintID]),
                            _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        let (s, vars, _) = x, (f, fvars, _) = y
        XCTAssertEqual(s.solve(), f.solve(), context, file: file, line: line)
        guard f.solve() == .optimal else {
            XCTAssertEqual(s.conflictingRequiredConstraints(), f.conflictingRequiredConstraints(), context, file: file, line: line)
            XCTAssertEqual(s.infeasibleComponentsConstraints(), f.infeasibleComponentsConstraints(), context, file: file, line: line)
            return
        }
        XCTAssertEqual(s.values().map(\.bitPattern), f.values().map(\.bitPattern), context, file: file, line: line)
        XCTAssertEqual(s.redundantRequiredEqualities(), f.redundantRequiredEqualities(), context, file: file, line: line)
        XCTAssertEqual(s.levelOptima().map { [$0.priority.bitPattern, $0.violation.bitPattern] },
                       f.levelOptima().map { [$0.priority.bitPattern, $0.violation.bitPattern] }, context, file: file, line: line)
        XCTAssertEqual(s.freeVariables(among: vars).map(\.id).sorted(), f.freeVariables(among: fvars).map(\.id).sorted(),
                       context, file: file, line: line)
        let pairs = vars.indices.dropFirst().map { (vars[$0 - 1], vars[$0]) }
        XCTAssertEqual(s.freeDifferences(pairs), f.freeDifferences(pairs.map { (fvars[$0.0.id], fvars[$0.1.id]) }),
                       context, file: file, line: line)
        // Ranges change an engine: a shared one must not be touched (its own engine answers).
        for v in vars.indices {
            let a = s.range(of: vars[v]), b = f.range(of: fvars[v])
            XCTAssertEqual(a.lower?.bitPattern, b.lower?.bitPattern, "\(context) range of \(v)", file: file, line: line)
            XCTAssertEqual(a.upper?.bitPattern, b.upper?.bitPattern, "\(context) range of \(v)", file: file, line: line)
        }
    }
}
