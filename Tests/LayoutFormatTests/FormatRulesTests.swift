import Foundation
import LayoutFormat
import LayoutSource
import XCTest

/// One rule of docs/formatting.md per test: messy input, the canonical text, and the checks
/// that apply to every case (idempotent, same syntax tree).
final class FormatRulesTests: XCTestCase {
    private func assertFormats(_ input: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        let result = Formatter.format(SourceFile(path: "t.layout", text: input))
        XCTAssertEqual(result.diagnostics.map(\.message), [], file: file, line: line)
        guard let once = result.formatted else { return XCTFail("not formatted", file: file, line: line) }
        XCTAssertEqual(once, expected, file: file, line: line)
        XCTAssertEqual(result.changed, once != input, file: file, line: line)
        let again = Formatter.format(SourceFile(path: "t.layout", text: once))
        XCTAssertEqual(again.formatted, once, "not idempotent", file: file, line: line)
        XCTAssertEqual(again.changed, false, file: file, line: line)
        XCTAssertEqual(FormatterTests.shape(input), FormatterTests.shape(once), "meaning changed", file: file, line: line)
    }

    func testSpacesAroundRelationsAndOperators() {
        assertFormats("a.width==0.5*b.width+10@ 750\n", "a.width == 0.5 * b.width + 10 @750\n")
        assertFormats("cell.width  ==  ( grid.width-10 )/3\n", "cell.width == (grid.width - 10) / 3\n")
        assertFormats("a.width+b.width<=superview.width @required\n", "a.width + b.width <= superview.width @required\n")
    }

    func testUnaryMinusHasNoSpaceAfterIt() {
        assertFormats("a.left == - b.left - 4\n", "a.left == -b.left - 4\n")
        assertFormats("a.top>=-(b.top)*2\n", "a.top >= -(b.top) * 2\n")
        assertFormats("metrics {\n  m = - 4\n}\n", "metrics {\n  m = -4\n}\n")
    }

    func testVisualFormatLinesAreCompact() {
        assertFormats("H:|-16-[a(60)]-12-[b]-|\n", "H:|-16-[a(60)]-12-[b]-|\n")
        assertFormats("H: | - 16 - [ a ( 60 ) ] - 12 - [ b ] - |\n", "H:|-16-[a(60)]-12-[b]-|\n")
        assertFormats("V:|-( >= pad @ 500 , <= 40 )-[box( == other )]|\n", "V:|-(>=pad@500,<=40)-[box(==other)]|\n")
        assertFormats("[button1]-[button2]\n", "[button1]-[button2]\n")
        assertFormats("H:|-(gap * 2)-[a]-( - 10)-|\n", "H:|-(gap*2)-[a]-(-10)-|\n")
    }

    /// Issue 25's syntax: a line's `options` are prose after the compact line, a custom class is
    /// `NAME: Class`, and a cell header is the file's first line.
    func testOptionsCustomClassesAndCellHeaders() {
        assertFormats("H:|-[a]-[b]-|   options   alignAllCenterY ,directionLeftToRight\n",
                      "H:|-[a]-[b]-| options alignAllCenterY, directionLeftToRight\n")
        assertFormats("V:[a][b] options alignAllLeading,\n      alignAllTrailing\n", "V:[a][b] options alignAllLeading, alignAllTrailing\n")
        assertFormats("view chart :ChartView  hug 1\nlabel price:Shop.PriceLabel\n", "view chart: ChartView hug 1\nlabel price: Shop.PriceLabel\n")
        assertFormats("cell   table  estimated   80\n\n\nview a\n", "cell table estimated 80\n\nview a\n")
        assertFormats("// a cell\ncell collection\nscroll feed {\nview a\n}\n", "// a cell\ncell collection\nscroll feed {\n  view a\n}\n")
    }

    func testIndentationAndOneStatementPerLine() {
        assertFormats("view a {\nview b {\n\t\tlabel c intrinsic 10x_\n}\n    H:|[b]|; V:|[b]|\n}\n",
                      "view a {\n  view b {\n    label c intrinsic 10x_\n  }\n  H:|[b]|\n  V:|[b]|\n}\n")
        assertFormats("metrics{a=1;b=a*2}\n", "metrics {\n  a = 1\n  b = a * 2\n}\n")
        assertFormats("label   t    intrinsic 120x22   hug 251 , 750\n", "label t intrinsic 120x22 hug 251,750\n")
    }

    func testWhenBlocksAndElse() {
        assertFormats("when wC   hC or wR{set a axis horizontal spacing 24}else when hR {\n H:|[a]|\n}  else  {\n}\n",
                      "when wC hC or wR {\n  set a axis horizontal spacing 24\n} else when hR {\n  H:|[a]|\n} else {}\n")
    }

    func testBlankLinesAtMostOneAndNoneAtBlockEdges() {
        assertFormats("\n\nview a\n\n\n\nview b {\n\n  view c\n\n}\n\n\n", "view a\n\nview b {\n  view c\n}\n")
    }

    func testCommentsStayInPlace() {
        let input = """
        // header

        view a { // after brace
          // own line in block
          view b /* inline */ intrinsic 1x2   // trailing
          /* block
             over lines */
          b.width == 2 + // mid-expression
                     3
          // last in block
        }
        // at the end
        """
        let expected = """
        // header

        view a { // after brace
          // own line in block
          view b /* inline */ intrinsic 1x2 // trailing
          /* block
             over lines */
          b.width == 2 + // mid-expression
            3
          // last in block
        }
        // at the end

        """
        assertFormats(input, expected)
    }

    func testNonASCIICommentsAndCRLF() {
        assertFormats("// café ☕︎\r\nview  a\r\nH:|[a]|  // ünïcode\r\n", "// café ☕︎\nview a\nH:|[a]| // ünïcode\n")
    }

    func testEmptyFile() {
        assertFormats("", "")
        assertFormats("\n\n// only a comment\n", "// only a comment\n")
    }

    func testBrokenFilesAreNotFormatted() {
        let result = Formatter.format(SourceFile(path: "t.layout", text: "view a\nH:|-[a\nview b\n"))
        XCTAssertNil(result.formatted)
        XCTAssertFalse(result.diagnostics.isEmpty)
        XCTAssertTrue(result.diagnostics.allSatisfy { $0.severity == .error })
        XCTAssertFalse(result.changed)
    }
}
