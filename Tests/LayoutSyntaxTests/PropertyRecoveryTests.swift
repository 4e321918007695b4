import LayoutSource
@testable import LayoutSyntax
import XCTest

/// A malformed property costs only itself: one located error (with its did-you-mean and
/// fix where there is one), and the declaration stays in the tree with its name, its other
/// properties and its body, so later uses of the view resolve.
final class PropertyRecoveryTests: XCTestCase {
    struct Case {
        /// The declaration line; the file continues with `lineAfter`.
        var line: String
        /// `line:column id` of the one error.
        var error: String
        /// The declaration as it survives (`Canonical.statements`).
        var kept: String
        /// The did-you-mean replacement offered, if any.
        var fix: String? = nil
    }

    static let lineAfter = "H:|[a]|"

    static let cases: [Case] = [
        Case(line: "view a margins 1,2,3", error: "1:16 syntax", kept: "view a"),
        Case(line: "view a hidden margins 1,2 hug 300", error: "1:23 syntax", kept: "view a hidden hug 300"),
        Case(line: "label a style bodyy intrinsic 10x20", error: "1:15 unknown-text-style",
             kept: "label a intrinsic 10x20", fix: "body"),
        Case(line: "label a style 3", error: "1:15 syntax", kept: "label a"),
        Case(line: "label a baseline x,3 hug 100", error: "1:18 syntax", kept: "label a hug 100"),
        Case(line: "label a baseline 17,last", error: "1:21 syntax", kept: "label a"),
        Case(line: "view a intrinsic 12y hidden", error: "1:18 syntax", kept: "view a hidden"),
        Case(line: "view a hug loud,300 resist 800", error: "1:12 syntax", kept: "view a resist 800"),
        Case(line: "stack a axis vertcal spacing 4", error: "1:14 syntax", kept: "stack a spacing 4", fix: "vertical"),
        Case(line: "stack a axis vertical alignment centre", error: "1:33 syntax", kept: "stack a axis vertical",
             fix: "center"),
        Case(line: "stack a distribution equal axis horizontal", error: "1:22 syntax", kept: "stack a axis horizontal"),
        Case(line: "stack a spacing (4 + ) axis vertical", error: "1:22 syntax", kept: "stack a axis vertical"),
        Case(line: "view a direction sideways", error: "1:18 syntax", kept: "view a"),
        Case(line: "view a hiden intrinsic 5x5", error: "1:8 unknown-property", kept: "view a intrinsic 5x5", fix: "hidden"),
        Case(line: "view a hug 250 300", error: "1:16 syntax", kept: "view a hug 250"),
    ]

    func testAMalformedPropertyDropsOnlyItself() {
        for c in Self.cases {
            let result = TestParse.parse(c.line + "\n" + Self.lineAfter)
            XCTAssertEqual(result.diagnostics.map { "\($0.range.start) \($0.id)" }, [c.error], c.line)
            XCTAssertEqual(Canonical.statements(result.file.statements), [c.kept, Self.lineAfter], c.line)
            XCTAssertEqual(result.diagnostics.first?.fixes.first?.edits.first?.replacement, c.fix, c.line)
        }
    }

    /// The body of a declaration whose property is malformed is parsed (and its own errors
    /// reported), not skipped with the line.
    func testTheBodyAfterAMalformedPropertyIsKept() {
        let result = TestParse.parse("stack s axis sideways {\n  label x\n  x.width == ==\n  label y\n}\nview after")
        XCTAssertEqual(result.diagnostics.map { "\($0.range.start)" }, ["1:14", "3:14"])
        XCTAssertEqual(Canonical.statements(result.file.statements),
                       ["stack s {", "  label x", "  label y", "}", "view after"])
    }

    /// A wrapped property list (continuation lines start with a keyword) recovers per property too.
    func testContinuationLinesRecoverPerProperty() {
        let result = TestParse.parse("stack s axis vertical\n  spacing\n  alignment leading\nview after")
        XCTAssertEqual(result.diagnostics.map { "\($0.range.start) \($0.id)" }, ["2:10 syntax"])
        XCTAssertEqual(Canonical.statements(result.file.statements),
                       ["stack s axis vertical alignment leading", "view after"])
    }

    /// `set` keeps its well-formed properties; one whose only property is malformed reports
    /// that error alone (not also "expected a property").
    func testSetLinesRecoverPerProperty() {
        let result = TestParse.parse("view a\nset a margins 1,2 hidden\nset a style nope\n")
        XCTAssertEqual(result.diagnostics.map { "\($0.range.start) \($0.id)" }, ["2:15 syntax", "3:13 unknown-text-style"])
        XCTAssertEqual(Canonical.statements(result.file.statements), ["view a", "set a hidden", "set a"])
    }
}
