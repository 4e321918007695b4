import LayoutCheck
import LayoutPipeline
import LayoutLowering
import LayoutSource
import XCTest

/// Cell files (docs/language.md §16), hand-computed in both directions: the content view as
/// UIKit sizes a self-sizing cell (`systemLayoutSizeFitting` with `.required` horizontally and
/// `.fittingSizeLevel` vertically: the table's width, the smallest height the content allows)
/// against what vflc solves, and what vflc reports about heights UIKit would collapse or fight.
final class CellTests: XCTestCase {
    private func compile(_ text: String, _ targets: [LayoutTarget] = TargetResolver.defaultTargets,
                         contentSizes: ContentSizeChoice = .rule) -> CompiledFile {
        Pipeline.compile(SourceFile(path: "cell.layout", text: text), targets: targets, contentSizes: contentSizes)
    }

    private func rootSize(_ s: VariantSolution) -> (width: Double, height: Double) {
        let f = s.frame(of: .root)
        return (f.width, f.height)
    }

    /// A 60 pt avatar 12 pt from the top and the bottom (999, as one writes for self-sizing
    /// cells): 84 pt tall on every device. As wide as the table: 393 on the iPhone in portrait,
    /// 852 − 59 − 59 = 734 in landscape (a table insets its cells' content views to the safe
    /// area), 932 − 118 = 814 on the Pro Max in landscape, 834 on the iPad.
    static let row = """
        cell table
        image avatar
        label name intrinsic 200x22
        H:|-16-[avatar(60)]-12-[name]-16-|
        V:|-12-[avatar(60)]-(12@999)-|
        name.centerY == avatar.centerY

        """

    func testWidthFromTheTableHeightFromTheContent() throws {
        let compiled = compile(Self.row)
        XCTAssertEqual(compiled.diagnostics.map(\.message), [])
        XCTAssertEqual(compiled.solutions.map { rootSize($0).width }, [393, 734, 814, 834])
        XCTAssertEqual(compiled.solutions.map { rootSize($0).height }, [84, 84, 84, 84])
        let phone = compiled.solutions[0]
        let name = try XCTUnwrap(phone.ir.views.first { $0.name == "name" })
        // 16 + 60 + 12 = 88; 393 − 88 − 16 = 289 wide; centred on the avatar: 12 + 30 − 11 = 31.
        let f = phone.frame(of: name.id)
        XCTAssertEqual([f.x, f.y, f.width, f.height], [88, 31, 289, 22])
    }

    /// `--size 320xauto` is a 320 pt table; the height is the fitting height whatever the canvas.
    func testSizeOptionWidths() {
        for width in [320.0, 375, 430] {
            let target = LayoutTarget(variant: TraitVariant.all[0], canvas: Canvas(width: width, height: nil))
            let s = compile(Self.row, [target]).solutions[0]
            XCTAssertEqual(rootSize(s).width, width)
            XCTAssertEqual(rootSize(s).height, 84)
        }
        let tall = LayoutTarget(variant: TraitVariant.all[0], canvas: Canvas(width: 320, height: 500))
        XCTAssertEqual(rootSize(compile(Self.row, [tall]).solutions[0]).height, 84)
    }

    /// A table cell's content view has margins of 11 top and bottom and 16 at the sides (20 in
    /// regular width): a 22 pt line between them is the standard 44 pt row, which fights
    /// nothing in the first pass. A collection cell's are a plain view's 8.
    func testContentViewMargins() {
        let text = "cell table\nlabel name intrinsic 200x22\nH:||[name]||\nV:||[name]||\n"
        let table = compile(text)
        XCTAssertEqual(table.diagnostics.map(\.message), [])
        XCTAssertEqual(table.solutions.map { rootSize($0).height }, [44, 44, 44, 44])
        let name = table.solutions[0].ir.views.first { $0.name == "name" }!
        XCTAssertEqual(table.solutions[0].frame(of: name.id).x, 16)
        XCTAssertEqual(table.solutions[3].frame(of: name.id).x, 20)
        let collection = compile(text.replacingOccurrences(of: "cell table", with: "cell collection"))
        XCTAssertEqual(collection.solutions.map { rootSize($0).height }, [38, 38, 38, 38])
    }

    /// Text that grows with Dynamic Type grows the cell: 20 + 22 + 20 = 62 at L, 22 × 53 / 17
    /// (body at AX5 over body at L) + 40 = 108.588 at AX5.
    func testHeightFollowsTheContentSizeCategory() {
        let text = "cell table\nlabel name style body intrinsic 200x22\nH:|-[name]-|\nV:|-[name]-|\n"
        let compiled = compile(text, [TargetResolver.defaultTargets[0]])
        XCTAssertEqual(compiled.solutions.count, 2)
        XCTAssertEqual(rootSize(compiled.solutions[0]).height, 62, accuracy: 1e-9)
        XCTAssertEqual(rootSize(compiled.solutions[1]).height, 22 * 53 / 17 + 40, accuracy: 1e-9)
    }

    // MARK: - cell-height-undetermined

    func testNoChainToTheBottomCollapsesTheHeight() throws {
        let text = "cell table\nlabel name intrinsic 200x22\nH:|-[name]-|\nV:|-12-[name]\n"
        let source = SourceFile(path: "cell.layout", text: text)
        let compiled = Pipeline.compile(source, targets: TargetResolver.defaultTargets)
        let d = try XCTUnwrap(compiled.diagnostics.first { $0.id == .cellHeightUndetermined })
        XCTAssertEqual(d.severity, .error)
        XCTAssertEqual(source.text(in: d.range), "cell table")
        XCTAssertEqual(d.traits, TargetResolver.defaultTargets.map(\.label))  // every variant
        XCTAssertTrue(d.message.contains("collapses to 0"), d.message)
        let fix = try XCTUnwrap(d.fixes.first)
        XCTAssertEqual(fix.title, "Add 'V:[name]-|'")
        let fixed = SourceFile(path: "cell.layout", text: fix.applied(to: source))
        let after = Pipeline.compile(fixed, targets: TargetResolver.defaultTargets)
        XCTAssertEqual(after.diagnostics.map(\.message), [])
        // 12 + 22 + 20.
        XCTAssertEqual(after.solutions.map { rootSize($0).height }, [54, 54, 54, 54])
    }

    // MARK: - cell-height-conflict

    /// The required 12 + 60 + 12 = 84 pt chain cannot hold at the first pass's 44 pt: the warning
    /// points at the bottom spacing, and its fix (999 there) makes it go away; the final layout
    /// is 84 pt either way.
    func testRequiredChainFightsTheEstimatedHeight() throws {
        let text = Self.row.replacingOccurrences(of: "-(12@999)-|", with: "-12-|")
        let source = SourceFile(path: "cell.layout", text: text)
        let compiled = Pipeline.compile(source, targets: TargetResolver.defaultTargets)
        XCTAssertEqual(compiled.solutions.map { rootSize($0).height }, [84, 84, 84, 84])
        let d = try XCTUnwrap(compiled.diagnostics.first { $0.id == .cellHeightConflict })
        XCTAssertEqual(d.severity, .warning)
        XCTAssertEqual(source.text(in: d.range), "-12-")
        XCTAssertTrue(d.message.contains("44 pt"), d.message)
        XCTAssertTrue(d.message.contains("it fits at 84 pt"), d.message)
        XCTAssertEqual(d.notes.filter { $0.message.hasPrefix("the required vertical chain includes") }.count, 3)
        let fix = try XCTUnwrap(d.fixes.first)
        let fixed = fix.applied(to: source)
        XCTAssertTrue(fixed.contains("V:|-12-[avatar(60)]-12@999-|"), fixed)
        let after = Pipeline.compile(SourceFile(path: "cell.layout", text: fixed), targets: TargetResolver.defaultTargets)
        XCTAssertEqual(after.diagnostics.map(\.message), [])
        XCTAssertEqual(after.solutions.map { rootSize($0).height }, [84, 84, 84, 84])
    }

    /// The estimate comes from the header: at `estimated 84` the chain fits the first pass.
    func testEstimatedHeightFromTheHeader() {
        let text = Self.row.replacingOccurrences(of: "-(12@999)-|", with: "-12-|")
        XCTAssertEqual(compile(text.replacingOccurrences(of: "cell table", with: "cell table estimated 84")).diagnostics.map(\.message), [])
        XCTAssertTrue(compile(text.replacingOccurrences(of: "cell table", with: "cell table estimated 80")).diagnostics
            .contains { $0.id == .cellHeightConflict && $0.message.contains("80 pt") })
        // A collection cell's default estimate is a flow layout's 50 pt item.
        XCTAssertTrue(compile(text.replacingOccurrences(of: "cell table", with: "cell collection")).diagnostics
            .contains { $0.id == .cellHeightConflict && $0.message.contains("50 pt") })
    }

    /// Each fix form of a spacing: `-` (standard to the edge), adjacency, `-(N)-`, a predicate.
    func testPriorityFixForEachForm() throws {
        let forms: [(String, String)] = [
            ("V:|-[box(60)]-|", "V:|-[box(60)]-standardEdge@999-|"),
            ("V:|[box(60)]|", "V:|[box(60)]-0@999-|"),
            ("V:|-(12)-[box(60)]-(12)-|", "V:|-(12)-[box(60)]-(12@999)-|"),
            ("V:|-12-[box]-12-|\nbox.height == 60", "box.height == 60 @999"),
        ]
        for (line, expected) in forms {
            let text = "cell table\nview box\nH:|[box]|\n\(line)\n"
            let source = SourceFile(path: "cell.layout", text: text)
            let d = try XCTUnwrap(Pipeline.compile(source, targets: TargetResolver.defaultTargets).diagnostics.first { $0.id == .cellHeightConflict }, line)
            let fixed = try XCTUnwrap(d.fixes.first, line).applied(to: source)
            XCTAssertTrue(fixed.contains(expected), "\(line) → \(fixed)")
            let after = Pipeline.compile(SourceFile(path: "cell.layout", text: fixed), targets: TargetResolver.defaultTargets)
            XCTAssertEqual(after.diagnostics.filter { $0.id == .cellHeightConflict }.count, 0, fixed)
        }
    }

    /// A badge whose required height grows with the text: 10 + 12k + 10 must fit 44, so k ≤ 2.
    /// Body at AX2 is 33/17 = 1.94 (fits), at AX3 40/17 = 2.35 (does not); from AX4 on the
    /// layout gives the badge 999, so it conflicts at AX3 only.
    func testConflictOnlyAtAX3() throws {
        let text = """
            cell table
            view badge
            H:|-[badge(20)]
            when size >= AX4 { V:|-(>=10)-[badge(scaled(12, body)@999)]-(>=10)-| }
            else { V:|-(>=10)-[badge(scaled(12, body))]-(>=10)-| }

            """
        let targets = [TargetResolver.defaultTargets[0]]
        let compiled = compile(text, targets, contentSizes: .categories(ContentSizeCategory.allCases))
        XCTAssertEqual(compiled.solutions.count, 12)
        let conflicts = compiled.diagnostics.filter { $0.id == .cellHeightConflict }
        XCTAssertEqual(conflicts.count, 1)
        XCTAssertEqual(conflicts.first?.traits, ["wC hR AX3"])
        // Fitted: 20 + 12 × 40/17 at AX3.
        let ax3 = try XCTUnwrap(compiled.solutions.first { $0.ir.target.variant.contentSize == .accessibilityExtraLarge })
        XCTAssertEqual(rootSize(ax3).height, 20 + 12 * 40.0 / 17, accuracy: 1e-9)
        XCTAssertEqual(compiled.diagnostics.filter { $0.severity == .error }.count, 0)
    }

    /// Hidden views keep working in cells: a hidden arranged view takes no space in the height.
    func testHiddenArrangedViewInACell() {
        let text = """
            cell table
            stack col axis vertical spacing 4 {
              label a intrinsic 100x20
              label b intrinsic 100x30
            }
            H:|-[col]-|
            V:|-(8@999)-[col]-(8@999)-|
            when hC { set b hidden }

            """
        let compiled = compile(text)
        XCTAssertEqual(compiled.diagnostics.map(\.message), [])
        XCTAssertEqual(compiled.solutions.map { rootSize($0).height }, [70, 36, 36, 70])
    }
}
