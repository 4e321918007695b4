import Foundation
import LayoutSource
@testable import LayoutSyntax
import TestSupport
import XCTest

/// The examples in `docs/language.md` are real: `layout` blocks parse cleanly and
/// `layout-error` blocks do not.
final class DocsExamplesTests: XCTestCase {
    func blocks() throws -> [(tag: String, line: Int, text: String)] {
        let doc = try String(contentsOfFile: RepoPaths.path("docs/language.md"), encoding: .utf8)
        var result: [(String, Int, String)] = []
        var current: (tag: String, line: Int, text: String)?
        for (i, line) in doc.components(separatedBy: "\n").enumerated() {
            if let c = current {
                if line.hasPrefix("```") { result.append(c); current = nil } else { current!.text += line + "\n" }
            } else if line.hasPrefix("```layout") {
                current = (String(line.dropFirst(3)), i + 1, "")
            }
        }
        XCTAssertNil(current, "unterminated code block in docs/language.md")
        return result
    }

    func testDocumentedExamples() throws {
        let all = try blocks()
        XCTAssertGreaterThan(all.filter { $0.tag == "layout" }.count, 10)
        for (tag, line, text) in all {
            let diagnostics = TestParse.parse(text).diagnostics
            switch tag {
            case "layout":
                XCTAssertEqual(diagnostics.map { "\($0.range.start) \($0.message)" }, [], "docs/language.md:\(line)")
            case "layout-error":
                XCTAssertFalse(diagnostics.isEmpty, "docs/language.md:\(line) should be an error")
            default:
                XCTFail("unknown code block tag '\(tag)' at docs/language.md:\(line)")
            }
        }
    }
}
