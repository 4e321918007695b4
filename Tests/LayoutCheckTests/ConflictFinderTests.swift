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

    private func variant(_ text: String? = nil) -> (SourceFile, LayoutIR) {
        let (source, variants, _) = CheckTestSupport.compile(text ?? chain)
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

    /// Equalities that conflict need no search: the solver reads the set off its elimination,
    /// so even a zero budget gives the minimal set.
    func testEqualityConflictIsMinimalWithoutSearch() throws {
        let (_, ir) = variant()
        var finder = ConflictFinder(ir: ir, order: ConflictFinder.sourceOrder(ir, excluding: []))
        finder.workBudget = 0
        let members = try XCTUnwrap(finder.find()?.members)
        XCTAssertFalse(ReferenceLayoutAnalysis.isFeasible(members.map { ir.constraints[$0] }, variableCount: ir.variableCount))
        for m in members {
            let rest = members.filter { $0 != m }.map { ir.constraints[$0] }
            XCTAssertTrue(ReferenceLayoutAnalysis.isFeasible(rest, variableCount: ir.variableCount), "not minimal without \(m)")
        }
    }

    /// An inequality conflict needs the search, which stops at its budget.
    func testOverBudgetKeepsOnlyTheBreakingConstraint() throws {
        let (source, ir) = variant(chain.replacingOccurrences(of: "b.width == 30", with: "b.width >= 3000"))
        var finder = ConflictFinder(ir: ir, order: ConflictFinder.sourceOrder(ir, excluding: []))
        finder.workBudget = 3
        let found = try XCTUnwrap(finder.find())
        XCTAssertNil(found.members)
        XCTAssertEqual(ir.constraints[found.breaking].origin.description, "b.width >= 3000")
        let d = ConflictReporter.diagnostic(members: [found.breaking], breaking: found.breaking, complete: false, ir: ir, source: source)
        XCTAssertEqual(d.range.start.line, 8)
        XCTAssertTrue(d.message.contains("conflicts with the required constraints before it"), d.message)
        XCTAssertEqual(d.notes.map(\.range), [nil])
    }

    /// A conflict through a long chain is found whole (elimination), but only the members
    /// nearest the breaking constraint get notes; the message counts all of them.
    func testLongConflictListsTheNearestMembersAndCountsTheRest() throws {
        let n = 60
        var text = (0..<n).map { "view v\($0)" }.joined(separator: "\n") + "\n"
        text += "H:|-[v0]" + (1..<n).map { "-[v\($0)(==v0)]" }.joined() + "-|\n"
        text += (0..<n).map { "V:|-[v\($0)(10)]" }.joined(separator: "\n") + "\nv7.width == 3\n"
        let (source, variants, _) = CheckTestSupport.compile(text)
        let result = Checker.check([variants[0]], source: source)
        let d = try XCTUnwrap(result.diagnostics.first { $0.id == .unsatisfiable })
        XCTAssertEqual(d.range.start.line, 2 * n + 2)
        let listed = d.notes.filter { $0.message.hasPrefix("conflicts with") }
        XCTAssertEqual(listed.count, ConflictReporter.listedMembers)
        let total = try XCTUnwrap(Int(d.message.split(separator: " ").first { Int($0) != nil } ?? ""))
        XCTAssertGreaterThan(total, ConflictReporter.listedMembers)
        XCTAssertTrue(d.notes.contains { $0.message.hasPrefix("and \(total - listed.count) more required constraints") },
                      d.notes.map(\.message).joined(separator: "\n"))
    }

    func testFeasibleSystemHasNoConflict() {
        let (_, variants, _) = CheckTestSupport.compile("view a\nH:|-[a]-|\nV:|-[a]-|\n")
        let ir = variants[0]
        XCTAssertNil(ConflictFinder(ir: ir, order: ConflictFinder.sourceOrder(ir, excluding: [])).find())
    }
}
