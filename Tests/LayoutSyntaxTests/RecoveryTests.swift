import LayoutSource
@testable import LayoutSyntax
import XCTest

/// After an error the parser resumes at the next statement or block boundary and reports
/// nothing more about the same mistake.
final class RecoveryTests: XCTestCase {
    func testFiveUnrelatedErrorsAreFiveDiagnostics() {
        let text = """
            metrics {
              inset = 16
              gap == 4
            }
            label title intrinsic 120x22
            view box hiden {
              label inside
              V:|[inside]|
            }
            V|[title]
            H:|-[title(>=20]-|
            when wC { title.width == 3 } else bogus { }
            title.height == 22
            """
        let result = TestParse.parse(text)
        XCTAssertEqual(result.diagnostics.map { "\($0.range.start) \($0.id)" }, [
            "3:7 syntax", "6:10 unknown-property", "10:2 syntax", "11:16 syntax", "12:35 syntax",
        ])
        // The remaining statements survive: metrics (one definition), title, `box` without
        // its misspelt property (but with its body), the last constraint.
        XCTAssertEqual(Canonical.statements(result.file.statements), [
            "metrics { inset = 16 }",
            "label title intrinsic 120x22",
            "view box {", "  label inside", "  V:|[inside]|", "}",
            "title.height == 22",
        ])
    }

    func testErrorsInsideBlocksRecoverWithinTheBlock() {
        let text = """
            view outer {
              view a
              a.width == == 3
              view b
              when wC {
                [a)]
                set b hidden
              }
            }
            view after
            """
        let result = TestParse.parse(text)
        XCTAssertEqual(result.diagnostics.map { "\($0.range.start)" }, ["3:14", "6:7"])
        XCTAssertEqual(Canonical.statements(result.file.statements), [
            "view outer {", "  view a", "  view b", "  when wC {", "    set b hidden", "  }", "}", "view after",
        ])
    }

    /// A bad `else when` condition costs its own clause only: the block after it is still
    /// read (its errors reported) and the other clauses stay in the tree.
    func testBadElseWhenConditionKeepsTheOtherClauses() {
        let text = """
            view a
            when wR {
              a.width == 10
            } else when wQ {
              a.width == == 20
            } else {
              a.width == 30
            }
            view after
            """
        let result = TestParse.parse(text)
        XCTAssertEqual(result.diagnostics.map { "\($0.range.start)" }, ["4:13", "5:14"])
        XCTAssertEqual(Canonical.statements(result.file.statements), [
            "view a", "when wR {", "  a.width == 10", "}", "else {", "  a.width == 30", "}", "view after",
        ])
    }

    func testUnterminatedBlockPointsAtItsBrace() {
        let text = "view outer {\n  view inner {\n  }\n  view x\n"
        let d = TestParse.parse(text).diagnostics
        XCTAssertEqual(d.map { "\($0.range) \($0.id)" }, ["1:12-1:13 unterminated-block"])
        // Nested unterminated blocks: one error, at the innermost.
        let e = TestParse.parse("when wC {\n when hC {\n set a hidden\n").diagnostics
        XCTAssertEqual(e.map { "\($0.range.start) \($0.id)" }, ["2:10 unterminated-block"])
        // Metrics blocks too.
        let m = TestParse.parse("metrics {\n a = 1\n").diagnostics
        XCTAssertEqual(m.map { "\($0.range.start) \($0.id)" }, ["1:9 unterminated-block"])
    }

    func testErrorBeforeABlockSkipsTheWholeBlock() {
        let d = TestParse.parse("view 3 {\n  view a\n  a.width == ==\n}\nview b").diagnostics
        XCTAssertEqual(d.map { "\($0.range.start)" }, ["1:6"])
    }

    func testInvalidCharactersDoNotBreakTheStatement() {
        let result = TestParse.parse("a.width == 3 #\nb.width == 4 $$$\n\u{0}c.width == 5")
        XCTAssertEqual(result.diagnostics.map { "\($0.range) \($0.id)" }, [
            "1:14-1:15 invalid-character", "2:14-2:17 invalid-character", "3:1-3:2 invalid-character",
        ])
        XCTAssertEqual(result.diagnostics.map(\.message), [
            "invalid character '#' in source", "invalid characters '$$$' in source", "invalid character 'U+0000' in source",
        ])
        XCTAssertEqual(Canonical.statements(result.file.statements), ["a.width == 3", "b.width == 4", "c.width == 5"])
    }

    func testDanglingDashDoesNotSwallowTheNextLine() {
        let result = TestParse.parse("H:|-[a]-\nV:|[a]|\nV - 3 == a.width")
        XCTAssertEqual(result.diagnostics.map { "\($0.range) \($0.id)" }, ["1:8-1:9 syntax"])
        XCTAssertEqual(Canonical.statements(result.file.statements), ["V:|[a]|", "{V - 3} == a.width"])
    }

    func testForgottenClosersAreReportedAtTheEndOfTheirLine() {
        let result = TestParse.parse("[a(>=10)\nview b\n[c\nview d\na.width == (b.width\nview e\n[f(>=1\nview g")
        XCTAssertEqual(result.diagnostics.map { "\($0.range) \($0.message)" }, [
            "1:9-1:9 a predicate on a view's size must end with ')' and the view must end with ']'",
            "3:3-3:3 expected ']' after the view name 'c', found end of line",
            "5:20-5:20 expected ')' to close the parenthesis, found end of line",
            "7:7-7:7 a predicate on a view's size must end with ')' and the view must end with ']'",
        ])
        XCTAssertEqual(Canonical.statements(result.file.statements), ["view b", "view d", "view e", "view g"])
    }
}
