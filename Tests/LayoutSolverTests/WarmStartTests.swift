import XCTest
import TestSupport
@testable import LayoutSolver

/// A component that differs from a solved one in constants only starts from its elimination
/// (`Engine+Warm`): everything it answers must be bit for bit what a fresh solve answers,
/// ties and degenerate optima included, and a change that makes the system infeasible must
/// give the fresh solve's conflicts. Seeds print in every message; `VFLC_SEED=n` reruns one.
final class WarmStartTests: XCTestCase {
    /// Every component keeps a warm start, however small, so that the random systems reach it.
    private let everyComponent = SolverOptions(warmStartMinimumRows: 0)

    private func systems(_ seed: UInt64) -> [(variables: Int, constraints: [RefConstraint])] {
        RandomSystems.constantChangeFamily(seed: seed)
    }

    /// An engine started from another's elimination equals a fresh engine on the new constants.
    func testWarmEngineEqualsFreshEngineOnRandomConstantChanges() {
        var warm = 0, fellBack = 0, infeasible = 0
        for seed in RandomSystems.seeds(100) {
            for (shape, (n, system)) in systems(seed).enumerated() {
                var r = SeededRandom(solverSeed: seed &* 31 &+ UInt64(shape))
                let context = SolverContext(options: everyComponent)
                let base = Engine.solved(variableCount: n, constraints: stored(system), context: context, warmFrom: nil)
                guard let start = base.reuse.warmStart else { continue }
                for round in 0..<3 {
                    var edited = system
                    for i in edited.indices where r.chance(0.3) { edited[i].constant = Double(r.int(-30...30)) }
                    let label = "seed \(seed) shape \(shape) round \(round)"
                    let e = Engine.solved(variableCount: n, constraints: stored(edited),
                                          context: SolverContext(options: everyComponent), warmFrom: start)
                    let f = Engine(variableCount: n, ids: edited.indices.map { ConstraintID(id: $0) },
                                   constraints: stored(edited), context: SolverContext(options: everyComponent))
                    f.run()
                    if e.reuse.replay == .none { fellBack += 1 } else { warm += 1 }
                    if f.status == .infeasible { infeasible += 1 }
                    assertSame(e, f, label)
                }
            }
        }
        // The comparison must cover the warm path, the fallback and infeasible results.
        XCTAssertGreaterThan(warm, 500)
        XCTAssertGreaterThan(fellBack, 0)
        XCTAssertGreaterThan(infeasible, 0)
    }

    /// A redundant equality that the change turns into a contradiction (`x == 1`, `y == x`,
    /// `y == 1` → `y == 2`): solved afresh, with the fresh solve's minimal conflict set.
    func testContradictionAfterChangeFallsBackToFreshSolve() {
        let system = [RefConstraint(terms: [(0, 1)], constant: -1, relation: .equal, priority: 1000),
                      RefConstraint(terms: [(1, 1), (0, -1)], constant: 0, relation: .equal, priority: 1000),
                      RefConstraint(terms: [(1, 1)], constant: -1, relation: .equal, priority: 1000),
                      RefConstraint(terms: [(0, 1), (1, 1)], constant: -5, relation: .equal, priority: 500)]
        let base = Engine.solved(variableCount: 2, constraints: stored(system),
                                 context: SolverContext(options: everyComponent), warmFrom: nil)
        XCTAssertEqual(base.redundant, [ConstraintID(id: 2)])
        var edited = system
        edited[2].constant = -2
        let e = Engine.solved(variableCount: 2, constraints: stored(edited), context: SolverContext(options: everyComponent),
                              warmFrom: base.reuse.warmStart)
        XCTAssertEqual(e.status, .infeasible)
        XCTAssertFalse(e.reuse.warmStart === base.reuse.warmStart, "a contradiction is solved afresh")
        XCTAssertEqual(e.contradictionSet, [ConstraintID(id: 0), ConstraintID(id: 1), ConstraintID(id: 2)])
    }

    /// Required inequalities that the change makes incompatible (`x >= 5`, `x <= c`): the
    /// warm start finds it in phase 1, and the solver's conflict answers are the fresh ones.
    func testInfeasibleInequalitiesAfterChangeGiveFreshConflicts() {
        var system = [RefConstraint(terms: [(0, 1)], constant: -5, relation: .greaterOrEqual, priority: 1000),
                      RefConstraint(terms: [(0, 1)], constant: -9, relation: .lessOrEqual, priority: 1000),
                      RefConstraint(terms: [(0, 1), (1, -1)], constant: 0, relation: .equal, priority: 1000),
                      RefConstraint(terms: [(1, 1)], constant: -7, relation: .equal, priority: 250)]
        let (s, _, ids) = RandomSystems.load(2, system, options: everyComponent)
        XCTAssertEqual(s.solve(), .optimal)
        system[1].constant = -3
        s.setConstant(of: ids[1]!, to: -3)
        let fresh = RandomSystems.load(2, system)
        XCTAssertEqual(s.solve(), .infeasible)
        XCTAssertEqual(s.conflictingRequiredConstraints(), fresh.0.conflictingRequiredConstraints())
        XCTAssertEqual(s.conflictingRequiredConstraints(), [ids[0]!, ids[1]!])
    }

    /// Through the solver: edits of constants re-solve from the previous solve's elimination,
    /// and solvers copied for variants solve theirs from the first one's (`ComponentSharing`
    /// waves); each answers as a fresh solver does, also where the optimum is not unique.
    func testSolversStartedWarmAnswerAsFreshSolvers() {
        for seed in RandomSystems.seeds(30) {
            for (shape, (n, system)) in systems(seed).enumerated() {
                var r = SeededRandom(solverSeed: seed &* 17 &+ UInt64(shape))
                let label = "seed \(seed) shape \(shape)"
                // An edited solver (the language server, a chain of content size categories).
                let edited = RandomSystems.load(n, system, options: everyComponent)
                _ = edited.0.solve()
                var changed = system
                for i in changed.indices where r.chance(0.3) {
                    changed[i].constant = Double(r.int(-30...30))
                    edited.0.setConstant(of: edited.2[i]!, to: changed[i].constant)
                }
                assertSame(edited, RandomSystems.load(n, changed), "\(label) edited")
                // Variants copied from one solver, solved together.
                let first = RandomSystems.load(n, system, options: everyComponent)
                _ = first.0.sharingPlan()
                var variants = [system]
                var solvers = [first.0]
                for _ in 0..<r.int(1...3) {
                    var v = system
                    let copy = first.0.copyForVariant()
                    for i in v.indices where r.chance(0.3) {
                        v[i].constant = Double(r.int(-30...30))
                        copy.setConstant(of: first.2[i]!, to: v[i].constant)
                    }
                    variants.append(v)
                    solvers.append(copy)
                }
                let sharing = ComponentSharing(solvers.map { $0.sharingPlan() })
                var done = [ComponentSharing.Solved?](repeating: nil, count: sharing.jobCount)
                for wave in sharing.waves {
                    for k in wave { done[k] = sharing.solve(k, after: done) }
                }
                for (i, s) in solvers.enumerated() { sharing.install(done.map { $0! }, into: s, plan: i) }
                for (i, s) in solvers.enumerated() {
                    assertSame((s, first.1, first.2), RandomSystems.load(n, variants[i]), "\(label) variant \(i)")
                }
            }
        }
    }

    private func stored(_ system: [RefConstraint]) -> [StoredConstraint] {
        system.map { c in
            StoredConstraint(LinearExpression(c.terms.map { (Variable(id: $0.0), $0.1) }, constant: c.constant),
                             c.relation, priority: c.priority)
        }
    }

    private func assertSame(_ e: Engine, _ f: Engine, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(e.status, f.status, label, file: file, line: line)
        XCTAssertEqual(e.redundant, f.redundant, label, file: file, line: line)
        XCTAssertEqual(e.contradictionSet, f.contradictionSet, label, file: file, line: line)
        guard f.status == .optimal else { return }
        XCTAssertEqual(e.userValues().map(\.bitPattern), f.userValues().map(\.bitPattern), label, file: file, line: line)
        XCTAssertEqual(e.levelOptima.map { [$0.priority.bitPattern, $0.violation.bitPattern] },
                       f.levelOptima.map { [$0.priority.bitPattern, $0.violation.bitPattern] }, label, file: file, line: line)
        XCTAssertEqual(e.freeUserColumns(), f.freeUserColumns(), label, file: file, line: line)
    }

    private func assertSame(_ x: (Solver, [Variable], [Int: ConstraintID]), _ y: (Solver, [Variable], [Int: ConstraintID]),
                            _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        let (s, vars, _) = x, (f, fvars, _) = y
        XCTAssertEqual(s.solve(), f.solve(), label, file: file, line: line)
        guard f.solve() == .optimal else {
            XCTAssertEqual(s.conflictingRequiredConstraints(), f.conflictingRequiredConstraints(), label, file: file, line: line)
            XCTAssertEqual(s.infeasibleComponentsConstraints(), f.infeasibleComponentsConstraints(), label, file: file, line: line)
            return
        }
        XCTAssertEqual(s.values().map(\.bitPattern), f.values().map(\.bitPattern), label, file: file, line: line)
        XCTAssertEqual(s.redundantRequiredEqualities(), f.redundantRequiredEqualities(), label, file: file, line: line)
        XCTAssertEqual(s.levelOptima().map { [$0.priority.bitPattern, $0.violation.bitPattern] },
                       f.levelOptima().map { [$0.priority.bitPattern, $0.violation.bitPattern] }, label, file: file, line: line)
        XCTAssertEqual(s.freeVariables(among: vars).map(\.id).sorted(), f.freeVariables(among: fvars).map(\.id).sorted(),
                       label, file: file, line: line)
        let pairs = vars.indices.dropFirst().map { (vars[$0 - 1], vars[$0]) }
        XCTAssertEqual(s.freeDifferences(pairs), f.freeDifferences(pairs.map { (fvars[$0.0.id], fvars[$0.1.id]) }),
                       label, file: file, line: line)
        for v in vars.indices {
            let a = s.range(of: vars[v]), b = f.range(of: fvars[v])
            XCTAssertEqual(a.lower?.bitPattern, b.lower?.bitPattern, "\(label) range of \(v)", file: file, line: line)
            XCTAssertEqual(a.upper?.bitPattern, b.upper?.bitPattern, "\(label) range of \(v)", file: file, line: line)
        }
    }
}
