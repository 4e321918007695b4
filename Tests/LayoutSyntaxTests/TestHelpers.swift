import LayoutSource
@testable import LayoutSyntax
import XCTest

/// Parsing helpers shared by the syntax tests.
enum TestParse {
    static func parse(_ text: String, path: String = "test.layout") -> ParseResult {
        Parser.parse(SourceFile(path: path, text: text))
    }

    /// `line:col id message` for each diagnostic, for compact assertions.
    static func errors(_ text: String) -> [String] {
        parse(text).diagnostics.map { "\($0.range.start) \($0.id) \($0.message)" }
    }

    static func dump(_ text: String) -> String {
        SyntaxDump.parse(SourceFile(path: "test.layout", text: text))
    }
}
