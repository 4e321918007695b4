import XCTest
import LayoutSource
import LayoutLowering
import LayoutSyntax

/// The reference must itself be right before it can judge the checker: small systems whose
/// answers are known by hand.
final class ReferenceSelfTests: XCTestCase {
    private func ir(views: Int, _ constraints: [IRConstraint]) -> LayoutIR {
        let vs = (0..<views).map { IRView(id: ViewID($0), name: "v\($0)", kind: .view, parent: $0 == 0 ? nil : .root, declaration: nil) }
        return LayoutIR(target: LayoutTarget(variant: TraitVariant.all[0], canvas: Canvas(width: 100, height: 100)),
                        views: vs, constraints: constraints)
    }

    private func c(_ terms: [(Int, FrameComponent, Double)], _ constant: Double, _ r: Relation, _ p: Double = 1000) -> IRConstraint {
        IRConstraint(terms: terms.map { LinearTerm(IRVariable(ViewID($0.0), $0.1), $0.2) }, constant: constant, relation: r,
                     priority: p, origin: ConstraintOrigin(kind: .explicit, range: nil, description: ""))
    }

    func testFixedAndFreeVariables() {
        let v = ReferenceLayoutAnalysis.analyse(ir(views: 1, [
            c([(0, .x, 1)], 0, .equal), c([(0, .width, 1)], -100, .equal), c([(0, .y, 1)], 0, .greaterOrEqual),
        ]))
        XCTAssertTrue(v.satisfiable)
        XCTAssertEqual(v.free, [false, true, false, true])
    }

    func testInfeasibleRequired() {
        let v = ReferenceLayoutAnalysis.analyse(ir(views: 1, [
            c([(0, .width, 1)], -100, .equal), c([(0, .width, 1)], -50, .lessOrEqual),
        ]))
        XCTAssertFalse(v.satisfiable)
    }

    func testHigherPriorityWinsAndTiesAreFree() {
        // width == 100 @750 beats width == 50 @250: fixed at 100.
        let a = ReferenceLayoutAnalysis.analyse(ir(views: 1, [
            c([(0, .width, 1)], -100, .equal, 750), c([(0, .width, 1)], -50, .equal, 250),
            c([(0, .x, 1)], 0, .equal), c([(0, .y, 1)], 0, .equal), c([(0, .height, 1)], 0, .equal),
        ]))
        XCTAssertEqual(a.free, [false, false, false, false])
        // Two equal-priority wishes, 50 and 100: any width in between has total error 50.
        let b = ReferenceLayoutAnalysis.analyse(ir(views: 1, [
            c([(0, .width, 1)], -100, .equal, 250), c([(0, .width, 1)], -50, .equal, 250),
            c([(0, .x, 1)], 0, .equal), c([(0, .y, 1)], 0, .equal), c([(0, .height, 1)], 0, .equal),
        ]))
        XCTAssertEqual(b.free, [false, false, true, false])
    }

    func testManyLowerPrioritiesDoNotOutweighOneHigher() {
        var cs = [c([(0, .x, 1)], 0, .equal), c([(0, .y, 1)], 0, .equal), c([(0, .height, 1)], 0, .equal),
                  c([(0, .width, 1)], -10, .equal, 751)]
        for _ in 0..<30 { cs.append(c([(0, .width, 1)], -20, .equal, 750)) }
        let v = ReferenceLayoutAnalysis.analyse(ir(views: 1, cs))
        XCTAssertEqual(v.free, [false, false, false, false])
    }

    func testFeasibilityOfSubsets() {
        let a = c([(0, .width, 1)], -100, .equal), b = c([(0, .width, 1)], -50, .lessOrEqual)
        XCTAssertFalse(ReferenceLayoutAnalysis.isFeasible([a, b], variableCount: 4))
        XCTAssertTrue(ReferenceLayoutAnalysis.isFeasible([a], variableCount: 4))
        XCTAssertTrue(ReferenceLayoutAnalysis.isFeasible([b], variableCount: 4))
    }
}
