import XCTest
@testable import LayoutSolver

/// Independent components are solved separately and reused while unchanged.
final class IncrementalTests: XCTestCase {
    private func expr(_ terms: [(Variable, Double)], _ c: Double = 0) -> LinearExpression { LinearExpression(terms, constant: c) }

    func testEditingOneAxisReusesTheOther() {
        let s = Solver()
        let x = s.makeVariable(), w = s.makeVariable(), y = s.makeVariable(), h = s.makeVariable()
        let canvas = s.add(expr([(w, 1)], -320), .equal)
        s.add(expr([(x, 2), (w, 1)], -400), .equal)
        s.add(expr([(y, 1)], -20), .equal)
        s.add(expr([(h, 1), (y, -1)], -10), .equal, priority: 500)
        XCTAssertEqual(s.solve(), .optimal)
        // Pinned y (y == 20) is a component of its own, copied into the soft h component;
        // w and x are pinned together by the canvas.
        XCTAssertEqual(s.currentPartition.components.count, 3)
        let vertical = s.currentPartition.components.filter { $0.variables.contains(Int32(y.id)) }
        let horizontal = s.currentPartition.components.first { $0.variables.contains(Int32(x.id)) }!
        XCTAssertEqual(vertical.count, 2)
        s.setConstant(of: canvas, to: -200)
        XCTAssertEqual(s.value(of: x), 100, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: h), 30, accuracy: 1e-9)
        let after = s.currentPartition.components
        for c in vertical { XCTAssertTrue(after.contains { $0 === c }, "unchanged component must be reused") }
        XCTAssertFalse(after.contains { $0 === horizontal }, "edited component must be re-solved")
    }

    /// Views that reach each other only through the canvas are solved apart, each with a copy
    /// of the canvas constraints; a conflict with the canvas still names them.
    func testCanvasPinsDoNotJoinComponents() {
        let s = Solver()
        let rootW = s.makeVariable()
        let canvas = s.add(expr([(rootW, 1)], -300), .equal)
        var boxes: [(Variable, Variable)] = []
        for _ in 0..<3 {
            let x = s.makeVariable(), w = s.makeVariable()
            s.add(expr([(x, 1)], -10), .equal)
            s.add(expr([(x, 1), (w, 1), (rootW, -1)], 10), .lessOrEqual)   // at most 10 from the edge
            s.add(expr([(w, 1)], -1000), .equal, priority: 500)              // as wide as it can be
            boxes.append((x, w))
        }
        XCTAssertEqual(s.solve(), .optimal)
        for (_, w) in boxes { XCTAssertEqual(s.value(of: w), 280, accuracy: 1e-9) }
        XCTAssertEqual(s.value(of: rootW), 300, accuracy: 1e-9)
        // Each box's component holds its own constraints plus the canvas copy, nothing of the others.
        let withW = s.currentPartition.components.filter { c in boxes.contains { c.variables.contains(Int32($0.1.id)) } }
        XCTAssertEqual(withW.count, 3)
        for c in withW { XCTAssertTrue(c.constraintIDs.contains(canvas)) }
        let bad = s.add(expr([(boxes[1].1, 1)], -290), .equal)
        XCTAssertEqual(s.solve(), .infeasible)
        // canvas, box 1's pinned x, its edge inequality, and the bad width.
        XCTAssertEqual(s.conflictingRequiredConstraints(), [canvas, ConstraintID(id: 4), ConstraintID(id: 5), bad])
        XCTAssertEqual(s.redundantRequiredEqualities(), [])
    }

    func testConstantOnlyContradictionIsItsOwnConflict() {
        let s = Solver()
        let x = s.makeVariable()
        s.add(expr([(x, 1)], -5), .equal)
        let bad = s.add(expr([], 3), .equal)
        XCTAssertEqual(s.solve(), .infeasible)
        XCTAssertEqual(s.conflictingRequiredConstraints(), [bad])
        s.remove(bad)
        XCTAssertEqual(s.solve(), .optimal)
        XCTAssertEqual(s.value(of: x), 5, accuracy: 1e-9)
    }

    func testConflictSearchStaysInTheInfeasibleComponent() {
        let s = Solver()
        let a = s.makeVariable(), b = s.makeVariable()
        for k in 0..<50 { s.add(expr([(a, 1)], -Double(k)), .greaterOrEqual) }
        let c1 = s.add(expr([(b, 1)], -10), .equal)
        let c2 = s.add(expr([(b, 1)], -5), .lessOrEqual)
        XCTAssertEqual(s.solve(), .infeasible)
        XCTAssertEqual(s.conflictingRequiredConstraints(), [c1, c2])
    }
}

/// Values must not depend on which analyses ran before a re-solve.
final class StableVertexTests: XCTestCase {
    func testReusedComponentReportsTheSameVertexAfterAnalysis() {
        let s = Solver()
        let a = s.makeVariable(), b = s.makeVariable(), other = s.makeVariable()
        s.add(LinearExpression([(a, 1), (b, 1)], constant: -200), .equal)
        s.add(LinearExpression([(a, 1)], constant: -50), .lessOrEqual, priority: 250)
        s.add(LinearExpression([(b, 1)], constant: -50), .lessOrEqual, priority: 250)
        let edit = s.add(LinearExpression([(other, 1)], constant: -1), .equal)
        let before = (s.value(of: a), s.value(of: b))
        // Range queries pivot inside the optimal face of the {a, b} component.
        _ = s.range(of: a)
        _ = s.range(of: b)
        s.setConstant(of: edit, to: -2)
        XCTAssertEqual(s.value(of: other), 2)
        XCTAssertEqual(s.value(of: a), before.0)
        XCTAssertEqual(s.value(of: b), before.1)
    }
}
