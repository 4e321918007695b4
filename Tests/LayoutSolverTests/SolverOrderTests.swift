import XCTest
@testable import LayoutSolver

/// `Solver.add(order:)` and `setOrder`: a solver kept across edits must give what a fresh
/// solver fed the constraints in that order gives, whatever ids it handed out.
final class SolverOrderTests: XCTestCase {
    /// `a == 10`, `b == a`, `b == 10`: the one taken last is the redundant one.
    private func equalities(_ s: Solver, _ a: Variable, _ b: Variable) -> [LinearExpression] {
        [LinearExpression([(a, 1)], constant: -10), LinearExpression([(b, 1), (a, -1)]), LinearExpression([(b, 1)], constant: -10)]
    }

    func testOrderDecidesWhichEqualityIsRedundant() {
        let fresh = Solver()
        let (a, b) = (fresh.makeVariable(), fresh.makeVariable())
        let freshIDs = equalities(fresh, a, b).map { fresh.add($0, .equal) }
        XCTAssertEqual(fresh.redundantRequiredEqualities(), [freshIDs[2]])

        // Added in reverse, but ordered as above: same answer, in this solver's ids.
        let kept = Solver()
        let (x, y) = (kept.makeVariable(), kept.makeVariable())
        let es = equalities(kept, x, y)
        let keptIDs = [2, 1, 0].map { k in (k, kept.add(es[k], .equal, order: k)) }
        let idOf = Dictionary(uniqueKeysWithValues: keptIDs)
        XCTAssertEqual(kept.redundantRequiredEqualities(), [idOf[2]!])

        // Without orders the ids decide, and the answer differs: the test can fail.
        let plain = Solver()
        let (p, q) = (plain.makeVariable(), plain.makeVariable())
        let pe = equalities(plain, p, q)
        let plainIDs = [2, 1, 0].map { plain.add(pe[$0], .equal) }
        XCTAssertEqual(plain.redundantRequiredEqualities(), [plainIDs[2]])

        // Moving a constraint to the end makes it the redundant one.
        kept.setOrder(of: idOf[0]!, to: 5)
        XCTAssertEqual(kept.redundantRequiredEqualities(), [idOf[0]!])
        XCTAssertEqual(kept.values().map(\.bitPattern), fresh.values().map(\.bitPattern))
    }

    func testVariablesMadeAfterASolveAreCovered() {
        let s = Solver()
        let a = s.makeVariable()
        s.add(LinearExpression([(a, 1)], constant: -3), .equal)
        XCTAssertEqual(s.values(), [3])
        let b = s.makeVariable()
        XCTAssertEqual(s.values().count, 2)
        XCTAssertTrue(s.isFree(b))
        XCTAssertFalse(s.isFree(a))
    }
}
