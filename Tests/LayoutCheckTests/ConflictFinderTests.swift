import XCTest
import LayoutSource
import LayoutLowering
@testable import LayoutCheck

/// The conflict search on its own: the breaking constraint, minimal sets, and the budget.
final class ConflictFinderTests: XCTestCase {
    private let chain = """
        view a
        view b
        view c
        H:|-[a]-[b(==a)]-[c(==a)]-|
        V:|-[a(10)]
        V:|-[b(10)]
        V:|-[c(10)]
        b.width == 30
        """

    private func variant() -> (SourceFile, LayoutIR) {
        let (source, variants, _) = CheckTestSupport.compile(chain)
        return (source, variants[0])
    }

    func testBreakingConstraintIsTheLastInSourceOrderAndTheSetIsMinimal() throws {
        let (_, ir) = variant()
        let finder = ConflictFinder(ir: ir, order: ConflictFinder.sourceOrder(ir, excluding: []))
        let found = try XCTUnwrap(finder.find())
        XCTAssertEqual(ir.constraints[found.breaking].origin.description, "b.width == 30")
        let members = try XCTUnwrap(found.members)
        XCTAssertTrue(members.contains(found.breaking))
        XCTAssertFalse(ReferenceLayoutAnalysis.isFeasible(members.map { ir.constraints[$0] }, variableCount: ir.variableCount))
        for m in members {
            let rest = members.filter { $0 != m }.map { ir.constraints[$0] }
            XCTAssertTrue(ReferenceLayoutAnalysis.isFeasible(rest, variableCount: ir.variableCount), "not minimal without \(m)")
        }
    }

    func testOverBudgetKeepsOnlyTheBreakingConstraint() throws {
        let (source, ir) = variant()
        var finder = ConflictFinder(ir: ir, order: ConflictFinder.sourceOrder(ir, excluding: []))
        finder.workBudget = 3
        let found = try XCTUnwrap(finder.find())
        XCTAssertNil(found.members)
        XCTAssertEqual(ir.constraints[found.breaking].origin.description, "b.width == 30")
        let d = ConflictReporter.diagnostic(members: [found.breaking], breaking: found.breaking, complete: false, ir: ir, source: source)
        XCTAssertEqual(d.range.start.line, 8)
        XCTAssertTrue(d.message.contains("conflicts with the required constraints before it"), d.message)
        XCTAssertEqual(d.notes.map(\.range), [nil])
    }

    func testFeasibleSystemHasNoConflict() {
        let (_, variants, _) = CheckTestSupport.compile("view a\nH:|-[a]-|\nV:|-[a]-|\n")
        let ir = variants[0]
        XCTAssertNil(ConflictFinder(ir: ir, order: ConflictFinder.sourceOrder(ir, excluding: [])).find())
    }
}
