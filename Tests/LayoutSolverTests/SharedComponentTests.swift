import XCTest
import TestSupport
@testable import LayoutSolver

/// Components with the same local content share one engine, and an edit of constants alone
/// updates the partition in place; both must give exactly what a fresh solver gives.
final class SharedComponentTests: XCTestCase {
    private func expr(_ terms: [(Variable, Double)], _ c: Double = 0) -> LinearExpression { LinearExpression(terms, constant: c) }

    /// Three boxes that reach each other only through the canvas: one engine, each box's own
    /// ids in the redundancy list.
    func testRepeatedComponentsShareOneEngineAndKeepTheirOwnIDs() {
        let s = Solver()
        let rootW = s.makeVariable()
        s.add(expr([(rootW, 1)], -300), .equal)
        var boxes: [(x: Variable, w: Variable, again: ConstraintID)] = []
        for _ in 0..<3 {
            let x = s.makeVariable(), w = s.makeVariable()
            s.add(expr([(x, 1), (w, 1), (rootW, -1)], 10), .lessOrEqual)
            s.add(expr([(w, 1)], -1000), .equal, priority: 500)
            s.add(expr([(x, 1), (w, -1)], 0), .equal)
            let again = s.add(expr([(x, 2), (w, -2)], 0), .equal)  // implied by the previous one
            boxes.append((x, w, again))
        }
        XCTAssertEqual(s.solve(), .optimal)
        let parts = s.currentPartition.components.filter { c in boxes.contains { c.variables.contains(Int32($0.w.id)) } }
        XCTAssertEqual(parts.count, 3)
        XCTAssertTrue(parts.allSatisfy { $0.engine === parts[0].engine }, "equal content, one engine")
        for box in boxes { XCTAssertEqual(s.value(of: box.w), 145, accuracy: 1e-9) }
        // One of each box's two proportional equalities, named by that box's own id.
        let redundant = s.redundantRequiredEqualities()
        XCTAssertEqual(redundant.count, 3)
        for (k, box) in boxes.enumerated() {
            XCTAssertTrue([box.again, ConstraintID(id: box.again.id - 1)].contains(redundant[k]), "\(redundant)")
        }

        // Editing one box's constant gives it an engine of its own; the others still share.
        s.setConstant(of: ConstraintID(id: boxes[1].again.id - 2), to: -500)
        XCTAssertEqual(s.value(of: boxes[1].w), 145, accuracy: 1e-9)
        XCTAssertEqual(s.levelOptima().first?.violation ?? -1, 2 * (1000 - 145) + (500 - 145), accuracy: 1e-9)
        let after = s.currentPartition.components.filter { c in boxes.contains { c.variables.contains(Int32($0.w.id)) } }
        XCTAssertTrue(after[0].engine === after[2].engine)
        XCTAssertFalse(after[1].engine === after[0].engine)
    }

    /// Two identical contradictions: the conflict named is the first component's, with its ids.
    func testSharedContradictionNamesItsOwnComponent() {
        let s = Solver()
        var firstPair: [ConstraintID] = []
        for k in 0..<2 {
            let x = s.makeVariable()
            let a = s.add(expr([(x, 1)], -1), .equal)
            let b = s.add(expr([(x, 1)], -2), .equal)
            if k == 0 { firstPair = [a, b] }
        }
        XCTAssertEqual(s.solve(), .infeasible)
        XCTAssertEqual(s.conflictingRequiredConstraints(), firstPair)
    }

    /// Random systems, each repeated over disjoint variables (so that copies share engines),
    /// then rounds of constant edits: status, values, freedom, redundancy, level optima and
    /// conflict sets equal those of a fresh solver fed the edited system in the same order.
    func testConstantEditsEqualAFreshSolve() {
        for seed in RandomSystems.seeds(150) {
            let (n, base) = RandomSystems.make(seed: seed)
            var r = SeededRandom(solverSeed: seed &+ 991)
            let copies = r.int(1...3)
            var cs: [RefConstraint] = []
            for k in 0..<copies {
                cs += base.map { c in RefConstraint(terms: c.terms.map { ($0.0 + k * n, $0.1) }, constant: c.constant,
                                                    relation: c.relation, priority: c.priority) }
            }
            let (s, vars, ids) = RandomSystems.load(n * copies, cs)
            _ = s.solve()
            for round in 0..<3 {
                for i in cs.indices where r.chance(0.3) {
                    // Sometimes every copy gets the same new constant (they share again).
                    let value = Double(r.int(-20...20))
                    let targets = r.chance(0.5) ? Array(stride(from: i % base.count, to: cs.count, by: base.count)) : [i]
                    for t in targets {
                        cs[t].constant = value
                        s.setConstant(of: ids[t]!, to: value)
                    }
                }
                let (fresh, freshVars, _) = RandomSystems.load(n * copies, cs)
                let context = "seed \(seed) round \(round)"
                XCTAssertEqual(s.solve(), fresh.solve(), context)
                guard fresh.solve() == .optimal else {
                    XCTAssertEqual(s.conflictingRequiredConstraints(), fresh.conflictingRequiredConstraints(), context)
                    continue
                }
                XCTAssertEqual(s.redundantRequiredEqualities(), fresh.redundantRequiredEqualities(), context)
                for (x, y) in zip(s.levelOptima(), fresh.levelOptima()) {
                    XCTAssertEqual(x.violation, y.violation, accuracy: 1e-9 * 40, context)
                }
                let free = s.freeVariables(among: vars).map { $0.id }.sorted()
                XCTAssertEqual(free, fresh.freeVariables(among: freshVars).map { $0.id }.sorted(), context)
                for v in vars.indices where !free.contains(v) {
                    XCTAssertEqual(s.value(of: vars[v]), fresh.value(of: freshVars[v]), accuracy: 1e-9 * 40, context)
                }
            }
        }
    }
}
