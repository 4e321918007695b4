import XCTest
import TestSupport
@testable import LayoutSolver

/// A component that differs from a solved one in constants only replays the solve's and the
/// face analysis's tapes (`Engine+Replay`) when every constant-dependent decision comes out as
/// recorded, else falls back to solving: either way every answer must be bit for bit a fresh
/// solve's. Seeds print in every message; `VFLC_SEED=n` reruns one.
final class ReplayTests: XCTestCase {
    private let everyComponent = SolverOptions(warmStartMinimumRows: 0)

    private func systems(_ seed: UInt64) -> [(variables: Int, constraints: [RefConstraint])] {
        // A long chain (many pivots, Bland's switch) now and then: it is slow in debug builds.
        RandomSystems.constantChangeFamily(seed: seed) + (seed % 10 == 0 ? [RandomSystems.longSoftChain(seed: seed)] : [])
    }

    /// The kinds of constant change: none, all scaled (the decisions mostly stay), a few
    /// nudged (some stay), a few set at random (most change, signs flip, some infeasible), a
    /// few set to zero (faces close: degenerate vertices, analysis decisions change).
    private func edit(_ system: [RefConstraint], kind: Int, _ r: inout SeededRandom) -> [RefConstraint] {
        var edited = system
        switch kind {
        case 0: break
        case 1:
            let factor = r.pick([1.25, 2, 0.5, 3])
            for i in edited.indices { edited[i].constant *= factor }
        case 2:
            for i in edited.indices where r.chance(0.3) { edited[i].constant += Double(r.int(-2...2)) / 2 }
        case 4:
            for i in edited.indices where r.chance(0.2) { edited[i].constant = 0 }
        default:
            for i in edited.indices where r.chance(0.3) { edited[i].constant = Double(r.int(-30...30)) }
        }
        return edited
    }

    /// Engines replayed from a recorded solve (with and without its face analysis), each from
    /// the previous one in a chain like the content size categories', equal fresh engines; the
    /// replay must cover whole replays, solve-only replays and fallbacks.
    func testReplayedEnginesEqualFreshEngines() {
        var outcomes: [Engine.Replay: Int] = [:]
        var infeasible = 0
        for seed in RandomSystems.seeds(30) {
            for (shape, (n, system)) in systems(seed).enumerated() {
                var r = SeededRandom(solverSeed: seed &* 37 &+ UInt64(shape))
                let base = Engine.solved(variableCount: n, constraints: stored(system),
                                         context: SolverContext(options: everyComponent), warmFrom: nil)
                guard let solveOnly = base.reuse.warmStart else { continue }
                _ = base.freeUserColumns()
                var start = base.reuse.warmStart!
                if base.status == .optimal {
                    XCTAssertNotNil(solveOnly.solve, "seed \(seed) shape \(shape)")
                    XCTAssertNotNil(start.analysis, "seed \(seed) shape \(shape)")
                }
                for (round, kind) in [0, 1, 2, 3, 4, 0, 4].enumerated() {
                    let edited = edit(system, kind: kind, &r)
                    let label = "seed \(seed) shape \(shape) round \(round) kind \(kind)"
                    let from = round == 5 ? solveOnly : start
                    let e = Engine.solved(variableCount: n, constraints: stored(edited),
                                          context: SolverContext(options: everyComponent), warmFrom: from)
                    let f = fresh(n, edited)
                    outcomes[e.reuse.replay, default: 0] += 1
                    if f.status == .infeasible { infeasible += 1 }
                    if kind == 0 && solveOnly.solve != nil {
                        XCTAssertEqual(e.reuse.replay, round == 5 ? .solve : .whole, "unchanged constants replay: \(label)")
                    }
                    assertSameEngine(e, f, label)
                    // The next category starts from this one (as `Partition.plan(updatingConstantsOf:)`).
                    if let next = e.reuse.warmStart { start = next }
                }
            }
        }
        print("replay outcomes: \(outcomes), \(infeasible) infeasible")
        XCTAssertGreaterThan(outcomes[.whole] ?? 0, 300, "\(outcomes)")
        XCTAssertGreaterThan(outcomes[.solve] ?? 0, 100, "\(outcomes)")
        XCTAssertGreaterThan(outcomes[.elimination] ?? 0, 100, "\(outcomes)")
        XCTAssertGreaterThan(outcomes[.none] ?? 0, 0, "contradictions are solved afresh: \(outcomes)")
        XCTAssertGreaterThan(infeasible, 0)
    }

    /// Each recorded decision is checked: a tape with any one decision recorded the other way
    /// cannot be replayed, even on the recording system's own constants, and the engine falls
    /// back (to a fresh solve, or to a fresh analysis) with a fresh solve's answers.
    func testEveryDecisionOfTheTapeIsVerified() {
        var flipped = 0
        for seed in RandomSystems.seeds(25) {
            for (shape, (n, system)) in systems(seed).prefix(5).enumerated() {
                let label = "seed \(seed) shape \(shape)"
                let base = Engine.solved(variableCount: n, constraints: stored(system),
                                         context: SolverContext(options: everyComponent), warmFrom: nil)
                _ = base.freeUserColumns()
                guard let start = base.reuse.warmStart, let solve = start.solve, let analysis = start.analysis else { continue }
                let elimination = start.withoutAnalysis
                for d in stride(from: 0, to: solve.tape.decisionCount, by: max(1, solve.tape.decisionCount / 6)) {
                    let wrong = SolveReplay(tape: solve.tape.flippingDecision(d), state: solve.state,
                                            artificials: solve.artificials, initialNonzeros: solve.initialNonzeros)
                    let e = Engine.solved(variableCount: n, constraints: stored(system),
                                          context: SolverContext(options: everyComponent),
                                          warmFrom: elimination.adding(solve: wrong).adding(analysis: analysis))
                    XCTAssertEqual(e.reuse.replay, .elimination, "\(label) solve decision \(d)")
                    assertSameEngine(e, fresh(n, system), "\(label) solve decision \(d)")
                    flipped += 1
                }
                for d in stride(from: 0, to: analysis.tape.decisionCount, by: max(1, analysis.tape.decisionCount / 6)) {
                    let wrong = AnalysisReplay(tape: analysis.tape.flippingDecision(d), state: analysis.state,
                                               free: analysis.free, faceDirections: analysis.faceDirections)
                    let e = Engine.solved(variableCount: n, constraints: stored(system),
                                          context: SolverContext(options: everyComponent),
                                          warmFrom: elimination.adding(analysis: wrong))
                    XCTAssertEqual(e.reuse.replay, .solve, "\(label) analysis decision \(d)")
                    assertSameEngine(e, fresh(n, system), "\(label) analysis decision \(d)")
                    flipped += 1
                }
            }
        }
        XCTAssertGreaterThan(flipped, 300)
    }

    /// A degenerate tie whose winner a change of constants decides: `x <= a`, `x <= b` both
    /// bind a soft `x == 10`; the leaving row is the smaller bound's, so swapping `a` and `b`
    /// must not replay (and equals a fresh solve), while keeping the order does.
    func testLeavingRowDecidedByConstantsIsNotReplayed() {
        let system = [RefConstraint(terms: [(0, 1)], constant: -4, relation: .lessOrEqual, priority: 1000),
                      RefConstraint(terms: [(0, 1)], constant: -6, relation: .lessOrEqual, priority: 1000),
                      RefConstraint(terms: [(0, 1)], constant: 0, relation: .greaterOrEqual, priority: 1000),
                      RefConstraint(terms: [(0, 1)], constant: -10, relation: .equal, priority: 500)]
        let base = Engine.solved(variableCount: 1, constraints: stored(system),
                                 context: SolverContext(options: everyComponent), warmFrom: nil)
        _ = base.freeUserColumns()
        XCTAssertEqual(base.userValues(), [4])
        var swapped = system
        swapped[0].constant = -6
        swapped[1].constant = -4
        let e = Engine.solved(variableCount: 1, constraints: stored(swapped),
                              context: SolverContext(options: everyComponent), warmFrom: base.reuse.warmStart)
        XCTAssertEqual(e.reuse.replay, .elimination)
        assertSameEngine(e, fresh(1, swapped), "swapped bounds")
        var moved = system
        moved[0].constant = -3
        let m = Engine.solved(variableCount: 1, constraints: stored(moved),
                              context: SolverContext(options: everyComponent), warmFrom: base.reuse.warmStart)
        XCTAssertEqual(m.reuse.replay, .whole)
        XCTAssertEqual(m.userValues(), [3])
        assertSameEngine(m, fresh(1, moved), "moved bound")
    }

    /// A change that closes the optimal face (`0 <= x <= w`, `w` 10 → 0): the solve replays,
    /// but the face analysis's test of the slack's value (`w > zeroTolerance`) comes out the
    /// other way, so the analysis runs afresh and finds `x` fixed where the recorded one was free.
    func testFaceThatClosesIsAnalysedAfresh() {
        func system(_ w: Double) -> [RefConstraint] {
            [RefConstraint(terms: [(0, 1)], constant: 0, relation: .greaterOrEqual, priority: 1000),
             RefConstraint(terms: [(0, 1)], constant: -w, relation: .lessOrEqual, priority: 1000)]
        }
        let base = Engine.solved(variableCount: 1, constraints: stored(system(10)),
                                 context: SolverContext(options: everyComponent), warmFrom: nil)
        XCTAssertEqual(base.freeUserColumns(), [true])
        let e = Engine.solved(variableCount: 1, constraints: stored(system(0)),
                              context: SolverContext(options: everyComponent), warmFrom: base.reuse.warmStart)
        XCTAssertEqual(e.reuse.replay, .solve)
        XCTAssertEqual(e.freeUserColumns(), [false])
        assertSameEngine(e, fresh(1, system(0)), "closed face")
        let open = Engine.solved(variableCount: 1, constraints: stored(system(4)),
                                 context: SolverContext(options: everyComponent), warmFrom: base.reuse.warmStart)
        XCTAssertEqual(open.reuse.replay, .whole)
        assertSameEngine(open, fresh(1, system(4)), "narrower face")
    }

    private func fresh(_ n: Int, _ system: [RefConstraint]) -> Engine {
        let f = Engine(variableCount: n, ids: system.indices.map { ConstraintID(id: $0) }, constraints: stored(system),
                       context: SolverContext(options: everyComponent))
        f.run()
        return f
    }

    private func stored(_ system: [RefConstraint]) -> [StoredConstraint] { storedConstraints(system) }
}

/// `system` as the engine stores it.
func storedConstraints(_ system: [RefConstraint]) -> [StoredConstraint] {
    system.map { c in
        StoredConstraint(LinearExpression(c.terms.map { (Variable(id: $0.0), $0.1) }, constant: c.constant),
                         c.relation, priority: c.priority)
    }
}

/// Everything an engine answers, bit for bit: status, redundancy, conflicts, values, level
/// optima, free columns, hull directions and `differenceIsFree`, then ranges (which pivot: so
/// each engine is compared once).
func assertSameEngine(_ e: Engine, _ f: Engine, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(e.status, f.status, label, file: file, line: line)
    XCTAssertEqual(e.redundant, f.redundant, label, file: file, line: line)
    XCTAssertEqual(e.contradictionSet, f.contradictionSet, label, file: file, line: line)
    guard f.status == .optimal, e.status == .optimal else { return }
    XCTAssertEqual(e.userValues().map(\.bitPattern), f.userValues().map(\.bitPattern), label, file: file, line: line)
    XCTAssertEqual(e.levelOptima.map { [$0.priority.bitPattern, $0.violation.bitPattern] },
                   f.levelOptima.map { [$0.priority.bitPattern, $0.violation.bitPattern] }, label, file: file, line: line)
    XCTAssertEqual(e.freeUserColumns(), f.freeUserColumns(), label, file: file, line: line)
    XCTAssertEqual(e.face.directions.map { $0.delta.map(\.bitPattern) + $0.magnitude.map(\.bitPattern) },
                   f.face.directions.map { $0.delta.map(\.bitPattern) + $0.magnitude.map(\.bitPattern) },
                   "\(label) hull directions", file: file, line: line)
    let n = Int32(f.tableau.userCount)
    for a in 0..<n {
        for b in (a + 1)..<max(a + 1, min(n, a + 3)) {
            XCTAssertEqual(e.differenceIsFree(a, b), f.differenceIsFree(a, b), "\(label) difference \(a) \(b)",
                           file: file, line: line)
        }
    }
    for v in stride(from: 0, to: n, by: max(1, Int(n) / 12)) {
        let x = e.range(ofUserColumn: v), y = f.range(ofUserColumn: v)
        XCTAssertEqual(x.lower?.bitPattern, y.lower?.bitPattern, "\(label) range of \(v)", file: file, line: line)
        XCTAssertEqual(x.upper?.bitPattern, y.upper?.bitPattern, "\(label) range of \(v)", file: file, line: line)
    }
}
