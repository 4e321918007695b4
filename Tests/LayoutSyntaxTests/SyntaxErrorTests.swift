import LayoutSource
@testable import LayoutSyntax
import XCTest

/// Malformed input is reported at the offending token, with Apple-style messages.
final class SyntaxErrorTests: XCTestCase {
    /// (input, "line:col id", message fragment)
    static let cases: [(String, String, String)] = [
        ("V|[a]", "1:2 syntax", "expected ':' after 'V' to specify vertical arrangement"),
        ("H[a]", "1:2 syntax", "expected ':' after 'H' to specify horizontal arrangement"),
        ("[a(>30)]", "1:4 syntax", "unknown relation; must be ==, >=, or <="),
        ("[a(100]", "1:7 syntax", "a predicate on a view's size must end with ')' and the view must end with ']'"),
        ("|-[a]-|-", "1:8 syntax", "unexpected '-' after the closing superview '|'"),
        ("[a]-", "1:4 syntax", "'-' must be followed by a view"),
        ("[a]-10[b]", "1:7 syntax", "expected '-' after the spacing '10'"),
        ("H:[a]-(10)-", "1:11 syntax", "'-' must be followed by a view '[name]' or the superview '|'"),
        ("[a]-8-\nV:[b]", "1:6 syntax", "'-' must be followed by a view '[name]' or the superview '|'"),
        ("[a]-(>=8-[b]", "1:9 syntax", "a predicate on a spacing must end with ')'"),
        ("[a(==b-|", "1:7 syntax", "a predicate on a view's size must end with ')'"),
        ("metrics {\n a =\n b = 2\n}", "2:5 syntax", "expected an expression"),
        ("[a", "1:3 syntax", "expected ']' after the view name 'a'"),
        ("[]", "1:2 syntax", "expected a view name after '['"),
        ("|-|", "1:3 syntax", "expected a view '[name]' after the superview '|'"),
        ("Z:[a]", "1:1 syntax", "unknown orientation 'Z'"),
        ("[a(=<5)]", "1:4 syntax", "unknown relation; must be ==, >=, or <="),
        ("[a]-(>=5@)-[b]", "1:10 syntax", "expected a priority after '@'"),
        ("[a]-(5]-[b]", "1:7 syntax", "a predicate on a spacing must end with ')'"),
        ("a.width = b.width", "1:9 syntax", "unknown relation; must be ==, >=, or <="),
        ("a.width b.width", "1:9 syntax", "expected a relation (==, <=, >=) after the expression"),
        ("a.width == ", "1:12 syntax", "expected an expression"),
        ("a. == 3", "1:4 syntax", "expected an attribute name after 'a.'"),
        ("a.width == (b.width + 2", "1:24 syntax", "expected ')' to close the parenthesis"),
        ("a.width == 3 @", "1:15 syntax", "expected a priority after '@'"),
        ("a.width == 3 4", "1:14 syntax", "after the end of the statement"),
        ("labl title", "1:1 syntax", "did you mean 'label'?"),
        ("view", "1:5 syntax", "expected a name after 'view'"),
        ("view a hiden", "1:8 unknown-property", "unknown property 'hiden'; did you mean 'hidden'?"),
        ("view a\nset a hiden", "2:7 unknown-property", "did you mean 'hidden'?"),
        ("set a", "1:6 syntax", "expected a property after 'set a'"),
        ("stack s axis diagonal", "1:14 syntax", "expected horizontal, vertical after 'axis'"),
        ("stack s distribution fillEqualy", "1:22 syntax", "did you mean 'fillEqually'?"),
        ("label a intrinsic 120", "1:19 syntax", "expected an intrinsic size 'WxH'"),
        ("label a intrinsic x", "1:19 syntax", "expected an intrinsic size 'WxH'"),
        ("label a intrinsic 12ax3", "1:19 syntax", "expected an intrinsic size 'WxH'"),
        ("label a hug", "1:12 syntax", "expected a priority after 'hug'"),
        ("when { }", "1:6 syntax", "expected a size-class condition after 'when'"),
        ("when wX { }", "1:6 syntax", "unknown size-class term 'wX'"),
        ("when wc { }", "1:6 syntax", "did you mean 'wC'?"),
        ("when wC or { }", "1:12 syntax", "expected a size-class term (wC, wR, hC, hR) after 'or'"),
        ("when or wC { }", "1:6 syntax", "before 'or'"),
        ("when wC hC wR { }", "1:12 syntax", "'wR' conflicts with 'wC'"),
        ("when wC hR", "1:11 syntax", "expected '{' after the condition of 'when'"),
        ("when wC { } else H:[a]", "1:18 syntax", "expected '{' or 'when' after 'else'"),
        ("else { }", "1:1 syntax", "'else' must follow the '}' of a 'when' block"),
        ("metrics { a == 3 }", "1:13 syntax", "a metric is defined with a single '='"),
        ("metrics { 3 = 3 }", "1:11 syntax", "expected a metric definition"),
        ("metrics a", "1:9 syntax", "expected '{' after 'metrics'"),
        ("}", "1:1 syntax", "unexpected '}' without a matching '{'"),
        ("#", "1:1 invalid-character", "invalid character '#'"),
        ("a.width == 1e", "1:12 invalid-number", "expected digits in the exponent of '1e'"),
        ("a.width == 1e999", "1:12 invalid-number", "number '1e999' is too large"),
        ("/* open", "1:1 unterminated-comment", "unterminated '/*' comment"),
        ("view a {", "1:8 unterminated-block", "unterminated block"),
        (",", "1:1 syntax", "expected a declaration, a constraint or a visual-format line, found ','"),
    ]

    func testEachMalformedInputIsOneErrorAtTheRightPlace() {
        for (input, place, fragment) in Self.cases {
            let diagnostics = TestParse.parse(input).diagnostics
            XCTAssertEqual(diagnostics.count, 1, "\(input): \(diagnostics.map(\.message))")
            guard let d = diagnostics.first else { continue }
            XCTAssertEqual("\(d.range.start) \(d.id)", place, input)
            XCTAssertTrue(d.message.contains(fragment), "\(input): '\(d.message)' lacks '\(fragment)'")
            XCTAssertEqual(d.severity, .error)
            XCTAssertEqual(d.file, "test.layout")
        }
    }

    func testErrorColumnsCountUnicodeScalars() {
        // "é" is two bytes but one column; the bad relation is at column 16.
        let d = TestParse.parse("// é\nlabel.width > é").diagnostics
        XCTAssertEqual(d.map { "\($0.range.start) \($0.id)" }, ["2:13 syntax", "2:15 invalid-character"])
        let e = TestParse.parse("/* é */ [a(>1)]").diagnostics
        XCTAssertEqual(e.map { "\($0.range.start)" }, ["1:12"])
    }
}
