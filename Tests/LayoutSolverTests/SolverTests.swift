import XCTest
@testable import LayoutSolver

/// Hand-written cases for the semantics the spec pins down.
final class SolverTests: XCTestCase {
    private func expr(_ terms: [(Variable, Double)], _ c: Double = 0) -> LinearExpression { LinearExpression(terms, constant: c) }

    func testOneHigherPriorityBeatsAThousandLowerOnes() {
        let s = Solver()
        let x = s.makeVariable()
        let strong = s.add(expr([(x, 1)], -100), .equal, priority: 751)
        for k in 0..<1000 { s.add(expr([(x, 1)], -Double(200 + k % 7)), .equal, priority: 750) }
        XCTAssertEqual(s.solve(), .optimal)
        XCTAssertEqual(s.value(of: x), 100, accuracy: 1e-9)
        XCTAssertEqual(s.violation(of: strong), 0, accuracy: 1e-9)
        XCTAssertFalse(s.isFree(x))
    }

    func testWithinALevelTheSumOfViolationsIsMinimised() {
        // Three pulls to 0 and one to 10 at the same priority: the median (0) wins, not the mean.
        let s = Solver()
        let x = s.makeVariable()
        for c in [0.0, 0, 0, 10] { s.add(expr([(x, 1)], -c), .equal, priority: 500) }
        XCTAssertEqual(s.solve(), .optimal)
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
        XCTAssertEqual(s.levelOptima().first?.violation ?? -1, 10, accuracy: 1e-9)
    }

    func testChainOfEqualWidthViews() {
        // |-8-[v1]-8-[v2(==v1)]-8-[v3(==v1)]-8-| in 320 points.
        let s = Solver()
        let rootW = s.makeVariable()
        s.add(expr([(rootW, 1)], -320), .equal)
        var xs: [Variable] = [], ws: [Variable] = []
        for _ in 0..<3 { xs.append(s.makeVariable()); ws.append(s.makeVariable()) }
        s.add(expr([(xs[0], 1)], -8), .equal)
        for k in 1..<3 {
            s.add(expr([(xs[k], 1), (xs[k - 1], -1), (ws[k - 1], -1)], -8), .equal)
            s.add(expr([(ws[k], 1), (ws[0], -1)]), .equal)
        }
        s.add(expr([(rootW, 1), (xs[2], -1), (ws[2], -1)], -8), .equal)
        XCTAssertEqual(s.solve(), .optimal)
        XCTAssertEqual(s.value(of: ws[0]), (320 - 32) / 3, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: xs[2]), 8 + 2 * (96 + 8), accuracy: 1e-9)
        XCTAssertTrue(s.freeVariables(among: xs + ws + [rootW]).isEmpty)
        XCTAssertTrue(s.redundantRequiredEqualities().isEmpty)
    }

    func testRedundantEqualityIsReported() {
        let s = Solver()
        let a = s.makeVariable(), b = s.makeVariable()
        s.add(expr([(a, 1)], -100), .equal)
        s.add(expr([(b, 1), (a, -1)]), .equal)
        let implied = s.add(expr([(b, 1)], -100), .equal)
        XCTAssertEqual(s.solve(), .optimal)
        XCTAssertEqual(s.redundantRequiredEqualities(), [implied])
    }

    func testConflictIsMinimalAndRemovingItRestoresFeasibility() {
        let s = Solver()
        let w = s.makeVariable(), x = s.makeVariable()
        s.add(expr([(x, 1)]), .greaterOrEqual)                 // unrelated
        let c1 = s.add(expr([(w, 1)], -100), .equal)
        let c2 = s.add(expr([(w, 1)], -50), .lessOrEqual)
        s.add(expr([(w, 1)], -10), .greaterOrEqual)            // implied, not needed
        XCTAssertEqual(s.solve(), .infeasible)
        XCTAssertEqual(s.conflictingRequiredConstraints(), [c1, c2])
        s.remove(c2)
        XCTAssertEqual(s.solve(), .optimal)
        XCTAssertEqual(s.value(of: w), 100, accuracy: 1e-9)
        XCTAssertEqual(s.conflictingRequiredConstraints(), [])
    }

    func testEqualHuggingPrioritiesFightingIsFreedom() {
        // a + b == 200, both want to be 50 wide at 250: the split is not unique.
        let s = Solver()
        let a = s.makeVariable(), b = s.makeVariable()
        s.add(expr([(a, 1), (b, 1)], -200), .equal)
        s.add(expr([(a, 1)], -50), .lessOrEqual, priority: 250)
        s.add(expr([(b, 1)], -50), .lessOrEqual, priority: 250)
        XCTAssertEqual(s.solve(), .optimal)
        XCTAssertEqual(s.freeVariables(among: [a, b]), [a, b])
        XCTAssertEqual(s.range(of: a), VariableRange(lower: 50, upper: 150))
        // Raising one hugging priority settles it.
        s.add(expr([(a, 1)], -50), .lessOrEqual, priority: 251)
        XCTAssertEqual(s.solve(), .optimal)
        XCTAssertTrue(s.freeVariables(among: [a, b]).isEmpty)
        XCTAssertEqual(s.value(of: b), 150, accuracy: 1e-9)
    }

    func testEditingAConstantResolves() {
        let s = Solver()
        let w = s.makeVariable(), half = s.makeVariable()
        let canvas = s.add(expr([(w, 1)], -390), .equal)
        s.add(expr([(half, 2), (w, -1)]), .equal)
        XCTAssertEqual(s.value(of: half), 195, accuracy: 1e-9)
        s.setConstant(of: canvas, to: -844)
        XCTAssertEqual(s.value(of: half), 422, accuracy: 1e-9)
    }

    func testUnconstrainedVariableIsFreeAndUnbounded() {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        s.add(expr([(y, 1)], -3), .greaterOrEqual)
        XCTAssertEqual(s.solve(), .optimal)
        XCTAssertEqual(s.freeVariables(among: [x, y]), [x, y])
        XCTAssertEqual(s.range(of: x), VariableRange(lower: nil, upper: nil))
        XCTAssertEqual(s.range(of: y), VariableRange(lower: 3, upper: nil))
    }

    func testManyEqualHuggingPrioritiesAreAllFree() {
        // 200 views share 20,000 points and all hug at 50 @250: 10,000 points of violation
        // to share out, any split is optimal, so every width is free within [50, 10,050].
        let s = Solver()
        let ws = s.makeVariables(200)
        s.add(LinearExpression(ws.map { ($0, 1.0) }, constant: -20_000), .equal)
        for w in ws { s.add(expr([(w, 1)], -50), .lessOrEqual, priority: 250) }
        XCTAssertEqual(s.solve(), .optimal)
        XCTAssertEqual(s.levelOptima().first?.violation ?? -1, 10_000, accuracy: 1e-6)
        XCTAssertEqual(s.freeVariables(among: ws).count, 200)
        let r = s.range(of: ws[17])
        XCTAssertEqual(r.lower ?? -1, 50, accuracy: 1e-9)
        XCTAssertEqual(r.upper ?? -1, 10_050, accuracy: 1e-9)
        // One stronger hug pins its view; the others stay free.
        s.add(expr([(ws[0], 1)], -50), .lessOrEqual, priority: 251)
        XCTAssertEqual(s.freeVariables(among: ws).count, 199)
        XCTAssertFalse(s.isFree(ws[0]))
    }
}
