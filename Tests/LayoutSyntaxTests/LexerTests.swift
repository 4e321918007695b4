import LayoutSource
@testable import LayoutSyntax
import XCTest

/// Bytes to tokens: kinds, positions, numbers, comments and line breaks.
final class LexerTests: XCTestCase {
    func kinds(_ text: String) -> [String] {
        let source = SourceFile(path: "t.layout", text: text)
        return Lexer.tokenize(source).tokens.map { t in
            t.kind == .newline || t.kind == .endOfFile ? "\(t.kind)"
                : String(decoding: source.bytes[Int(t.offset)..<Int(t.endOffset)], as: UTF8.self)
        }
    }

    func testPunctuationAndRelations() {
        XCTAssertEqual(kinds("H:|-(>=8@750)-[a(==b)]|"), [
            "H", ":", "|", "-", "(", ">=", "8", "@", "750", ")", "-", "[", "a", "(", "==", "b", ")", "]", "|", "endOfFile",
        ])
        XCTAssertEqual(kinds("a<=b>=c==d=e<f>g!h"), ["a", "<=", "b", ">=", "c", "==", "d", "=", "e", "<", "f", ">", "g", "!", "h", "endOfFile"])
        XCTAssertEqual(kinds("{ } ; , . + * /"), ["{", "}", ";", ",", ".", "+", "*", "/", "endOfFile"])
    }

    func testNumbersAndTheirValues() {
        let cases: [(String, Double)] = [
            ("12", 12), ("12.5", 12.5), (".5", 0.5), ("1e3", 1000), ("1E3", 1000), ("2.5e-1", 0.25), ("1e+2", 100),
            ("0.1", 0.1), ("0.3", 0.3), ("123456789012345", 123_456_789_012_345), ("1234567890123456789", Double("1234567890123456789")!),
            ("3.14159265358979", 3.14159265358979), ("0.000001", 0.000001),
        ]
        for (text, value) in cases {
            let source = SourceFile(path: "t", text: text)
            let (tokens, diagnostics) = Lexer.tokenize(source)
            XCTAssertEqual(tokens.map(\.kind), [.number, .endOfFile], text)
            XCTAssertEqual(diagnostics.count, 0, text)
            let v = source.bytes.withUnsafeBufferPointer { NumberLiteral.value(UnsafeBufferPointer(rebasing: $0[0..<Int(tokens[0].endOffset)])) }
            XCTAssertEqual(v, value, text)
        }
        // A sign is an operator; a dot not followed by a digit is a dot.
        XCTAssertEqual(kinds("-5"), ["-", "5", "endOfFile"])
        XCTAssertEqual(kinds("12.width"), ["12", ".", "width", "endOfFile"])
        XCTAssertEqual(kinds("1.2.3"), ["1.2", ".3", "endOfFile"])
    }

    func testSizeWordsLexAsTouchingTokens() {
        // The parser re-reads these as one `WxH` word after `intrinsic`.
        XCTAssertEqual(kinds("120x22"), ["120", "x22", "endOfFile"])
        XCTAssertEqual(kinds("120x_"), ["120", "x_", "endOfFile"])
        XCTAssertEqual(kinds("_x22"), ["_x22", "endOfFile"])
        XCTAssertEqual(kinds("12.5x.5"), ["12.5", "x", ".5", "endOfFile"])
        XCTAssertEqual(kinds("2ex"), ["2", "ex", "endOfFile"])
    }

    func testCommentsAndLineBreaksCollapse() {
        XCTAssertEqual(kinds("\n\na // one\n\n/* two */ b /* three\n four */ c\n"),
                       ["a", "newline", "b", "newline", "c", "newline", "endOfFile"])
        XCTAssertEqual(kinds("a/**/b"), ["a", "b", "endOfFile"])
        XCTAssertEqual(kinds("a /* // */ b"), ["a", "b", "endOfFile"])
        XCTAssertEqual(kinds("a\r\nb"), ["a", "newline", "b", "endOfFile"])
    }

    func testPositionsAreLineAndScalarColumn() {
        let source = SourceFile(path: "t", text: "/* ü */ ab\n  café_x 9")
        let (tokens, diagnostics) = Lexer.tokenize(source)
        XCTAssertEqual(tokens.map { "\($0.range)" }, ["1:9-1:11", "1:11-1:12", "2:3-2:9", "2:10-2:11", "2:11-2:11"])
        XCTAssertEqual(diagnostics.map { "\($0.range) \($0.id)" }, ["2:6-2:9 invalid-character"])
    }

    func testMalformedNumbers() {
        let (_, d) = Lexer.tokenize(SourceFile(path: "t", text: "1e 2e+ 3e-x"))
        XCTAssertEqual(d.map { "\($0.range) \($0.message)" }, [
            "1:1-1:3 expected digits in the exponent of '1e'",
            "1:4-1:7 expected digits in the exponent of '2e+'",
            "1:8-1:11 expected digits in the exponent of '3e-'",
        ])
    }
}
