import LayoutSource
@testable import LayoutSyntax
import XCTest

/// The syntax of issue 25 (docs/language.md §16–§18): scroll views and UIKit's controls as
/// kinds, custom classes, cell headers and visual-format options, with their errors.
final class ScreenPartsSyntaxTests: XCTestCase {
    private func views(_ text: String) -> [ViewDecl] {
        TestParse.parse(text).file.statements.compactMap { if case .view(let v) = $0 { return v } else { return nil } }
    }

    private func line(_ text: String) -> VFLLine? {
        for s in TestParse.parse(text).file.statements { if case .vfl(let l) = s { return l } }
        return nil
    }

    func testEveryKindDeclaresAView() {
        for kind in ViewKind.allCases {
            let decl = views("\(kind.rawValue) thing\n")
            XCTAssertEqual(decl.map(\.kind), [kind], kind.rawValue)
            XCTAssertEqual(decl.first?.name.name, "thing")
        }
        // Contextual: a kind word is a name where a name is expected.
        XCTAssertEqual(views("view switch\nswitch.width == 10\n").map(\.name.name), ["switch"])
        XCTAssertEqual(TestParse.errors("view table\ntable.width == 10\nH:|[table]|\n"), [])
    }

    func testCustomClasses() {
        let decl = views("view chart: ChartView hug 1 {\n  label price: Shop.PriceLabel\n}\nscroll feed:FeedView\n")
        XCTAssertEqual(decl.map { $0.customClass?.name }, ["ChartView", "FeedView"])
        XCTAssertEqual(decl.first?.properties.count, 1)
        guard case .view(let inner)? = decl.first?.body?.first else { return XCTFail("no child") }
        XCTAssertEqual(inner.customClass?.name, "Shop.PriceLabel")
        XCTAssertEqual(inner.customClass.map { "\($0.range)" }, "2:16-2:31")
        XCTAssertEqual(TestParse.errors("view chart: 3\n"), ["1:13 syntax expected a class name after ':' (for example view chart: ChartView), found number '3'"])
        XCTAssertTrue(TestParse.dump("view chart: ChartView\n").contains("view view chart: ChartView 1:1-1:22"))
    }

    // MARK: - Cell headers

    func testCellHeader() {
        let file = TestParse.parse("cell table estimated 80\nview a\n").file
        XCTAssertEqual(file.cell?.kind, .table)
        XCTAssertEqual(file.cell?.estimatedHeight, 80)
        XCTAssertEqual(file.cell.map { "\($0.range)" }, "1:1-1:24")
        XCTAssertEqual(file.statements.count, 1)
        XCTAssertEqual(TestParse.parse("// a cell\n\ncell collection\n").file.cell?.kind, .collection)
        XCTAssertNil(TestParse.parse("view cell\ncell.width == 3\n").file.cell)
    }

    func testCellHeaderErrors() {
        XCTAssertEqual(TestParse.errors("view a\ncell table\n"),
                       ["2:1 syntax 'cell table' must be the first statement of the file: it says the whole file is a cell's content view"])
        XCTAssertEqual(TestParse.errors("view a {\n  cell table\n}\n").count, 1)
        XCTAssertEqual(TestParse.errors("cell tabel\n"),
                       ["1:6 syntax expected 'table' or 'collection' after 'cell', found 'tabel'; did you mean 'table'?"])
        XCTAssertEqual(TestParse.errors("cell table estimated 0\n"),
                       ["1:22 syntax an estimated height must be more than 0 (UIKit: with self-sizing cells it \"must not be 0\")"])
        XCTAssertEqual(TestParse.errors("cell table estimated\n").count, 1)
        XCTAssertEqual(TestParse.errors("cell table view a\n").count, 1)
    }

    // MARK: - Format options

    func testOptionsAreRecordedInOrder() throws {
        let l = try XCTUnwrap(line("H:|-[a]-[b]-| options alignAllCenterY, directionLeftToRight\n"))
        XCTAssertEqual(l.options.map(\.option), [.alignAllCenterY, .directionLeftToRight])
        XCTAssertEqual(l.options.map { "\($0.range)" }, ["1:23-1:38", "1:40-1:60"])
        XCTAssertEqual(l.optionsKeyword.map { "\($0)" }, "1:15-1:22")
        XCTAssertEqual(l.range.end.column, 60)
        // A line break after a comma continues the list.
        XCTAssertEqual(line("V:[a]-[b] options alignAllLeading,\n  alignAllTrailing\n")?.options.map(\.option), [.alignAllLeading, .alignAllTrailing])
        // Every option parses where it is allowed.
        for option in VFLFormatOption.allCases {
            let axis = option.alignsVertically == false || option == .spacingBaselineToBaseline ? "V" : "H"
            XCTAssertEqual(TestParse.errors("\(axis):[a]-[b] options \(option.rawValue)\n"), [], option.rawValue)
        }
    }

    func testApplesRulesAreErrorsAtTheOption() {
        func errors(_ t: String) -> [String] { TestParse.errors(t).map { String($0.prefix(60)) } }
        XCTAssertEqual(errors("H:[a]-[b] options alignAllLeading\n"),
                       [String("1:19 format-option 'alignAllLeading' aligns the views horizontally, which".prefix(60))])
        XCTAssertEqual(errors("V:[a]-[b] options alignAllCenterY\n"),
                       [String("1:19 format-option 'alignAllCenterY' aligns the views vertically, which a V".prefix(60))])
        XCTAssertEqual(TestParse.errors("H:[a]-[b] options directionLeftToRight, directionRightToLeft\n"),
                       ["1:41 format-option a line has one direction: 'directionLeftToRight' is already given, so 'directionRightToLeft' cannot be (NSLayoutConstraint.FormatOptions: choose only one of the three)"])
        XCTAssertEqual(TestParse.errors("V:[a]-[b] options spacingEdgeToEdge, spacingBaselineToBaseline\n"),
                       ["1:38 format-option a line has one spacing option: 'spacingEdgeToEdge' is already given, so 'spacingBaselineToBaseline' cannot be"])
        XCTAssertEqual(TestParse.errors("H:[a]-[b] options spacingBaselineToBaseline\n"),
                       ["1:19 format-option 'spacingBaselineToBaseline' measures vertical spaces between baselines, so it is valid only on a V: line"])
        XCTAssertEqual(TestParse.errors("H:[a]-[b] options alignAllTop, alignAllTop\n"),
                       ["1:32 format-option 'alignAllTop' is already given on this line"])
        XCTAssertEqual(TestParse.errors("[a]-[b] options alignAllCentreY\n"),
                       ["1:17 format-option unknown format option 'alignAllCentreY'; did you mean 'alignAllCenterY'?"])
        XCTAssertEqual(TestParse.errors("[a] options 12\n").first.map { String($0.prefix(60)) },
                       String("1:13 format-option expected a format option after 'options' (alignAllLeft".prefix(60)))
        // The Objective-C name, with the Swift one as the fix.
        let objc = TestParse.parse("[a]-[b] options alignAllBaseline\n")
        XCTAssertEqual(objc.diagnostics.map(\.message), ["'alignAllBaseline' is the Objective-C name; Swift spells it 'alignAllLastBaseline'"])
        XCTAssertEqual(objc.diagnostics.first?.fixes.first?.edits.first?.replacement, "alignAllLastBaseline")
    }

    /// A bad option costs only itself: the line and its other options stay, the next line parses.
    func testRecoveryKeepsTheLine() throws {
        let result = TestParse.parse("H:[a]-[b] options alignAllLeading, alignAllTop\nview c\n")
        XCTAssertEqual(result.diagnostics.count, 1)
        let l = try XCTUnwrap(line("H:[a]-[b] options alignAllLeading, alignAllTop\n"))
        XCTAssertEqual(l.options.map(\.option), [.alignAllTop])
        XCTAssertEqual(result.file.statements.count, 2)
        XCTAssertEqual(TestParse.errors("[a] options alignAllTop alignAllBottom\nview b\n").count, 1)
    }
}
