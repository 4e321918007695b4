import Foundation
import LayoutSource
@testable import LayoutSyntax
import XCTest

/// Hostile or degenerate input: the parser must neither crash nor hang, and must say one
/// clear thing about it.
final class BadInputTests: XCTestCase {
    func testEmptyAndBlankFiles() {
        for text in ["", "\n\n\n", "   ", "// only a comment", "/* block */", ";;;\n;"] {
            let result = TestParse.parse(text)
            XCTAssertEqual(result.diagnostics.count, 0, text)
            XCTAssertEqual(result.file.statements.count, 0, text)
        }
        XCTAssertEqual("\(TestParse.parse("").file.range)", "1:1-1:1")
    }

    func testNulBytes() {
        let result = TestParse.parse("view a\u{0}\u{0}\nview b")
        XCTAssertEqual(result.diagnostics.map { "\($0.range) \($0.id)" }, ["1:7-1:9 invalid-character"])
        XCTAssertEqual(result.file.statements.count, 2)
    }

    func testUnterminatedComment() {
        let result = TestParse.parse("view a\n/* never closed\nview b\n")
        XCTAssertEqual(result.diagnostics.map { "\($0.range) \($0.id)" }, ["2:1-2:3 unterminated-comment"])
        XCTAssertEqual(result.file.statements.count, 1)
    }

    func testTenThousandNestedBlocksGiveOneError() {
        let n = 10_000
        let text = String(repeating: "view v {\n", count: n) + String(repeating: "}\n", count: n) + "view after\n"
        let result = TestParse.parse(text)
        let line = Parser.maximumDepth + 1
        XCTAssertEqual(result.diagnostics.map { "\($0.range.start) \($0.id)" }, ["\(line):8 nesting-too-deep"])
        // The file still ends with the view after the nest.
        guard case .view(let last) = result.file.statements.last else { return XCTFail() }
        XCTAssertEqual(last.name.name, "after")
    }

    func testTenThousandNestedWhenBlocksUnterminated() {
        let result = TestParse.parse(String(repeating: "when wC {", count: 10_000))
        XCTAssertEqual(result.diagnostics.map(\.id), [.nestingTooDeep, .unterminatedBlock])
    }

    func testDeepParenthesesAndSigns() {
        let deep = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        let d = TestParse.parse("a.width == \(deep)\nb.width == 1").diagnostics
        XCTAssertEqual(d.map(\.id), [.nestingTooDeep])
        let signs = TestParse.parse("a.width == " + String(repeating: "-", count: 100_000) + "1")
        XCTAssertEqual(signs.diagnostics.map { "\($0.range.start) \($0.id)" }, ["1:\(12 + Parser.maximumDepth) nesting-too-deep"])
        let chain = TestParse.parse("a.width == 1" + String(repeating: " + 1", count: 100_000) + "\nb.width == 2")
        XCTAssertEqual(chain.diagnostics.map(\.id), [.nestingTooDeep])
        XCTAssertEqual(chain.file.statements.count, 1)
        let vfl = TestParse.parse("[a(" + String(repeating: "(", count: 5_000) + ")]").diagnostics
        XCTAssertEqual(vfl.map(\.id), [.nestingTooDeep])
    }

    func testNestingUpToTheLimitIsAccepted() {
        let n = Parser.maximumDepth
        let blocks = String(repeating: "view v {\n", count: n) + String(repeating: "}\n", count: n)
        XCTAssertEqual(TestParse.parse(blocks).diagnostics.count, 0)
        let parens = "a.width == " + String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n)
        XCTAssertEqual(TestParse.parse(parens).diagnostics.count, 0)
    }

    func testTenMegabyteFile() {
        // Real statements interleaved with long comment lines, so that the debug-build test
        // stays quick while the file is still 10 MB of everything the lexer meets.
        let comment = "// " + String(repeating: "lorem ipsum ", count: 50) + "\n"
        let chunk = "view v\nH:|-[v(>=10,<=20@750)]-(gap*2)-[w]-|\n/* c */ v.width == 0.5 * w.width + 10 @high\n" + comment
        let copies = 10_000_000 / chunk.utf8.count + 1
        let text = String(repeating: chunk, count: copies)
        XCTAssertGreaterThanOrEqual(text.utf8.count, 10_000_000)
        let result = TestParse.parse(text)
        XCTAssertEqual(result.diagnostics.count, 0)
        XCTAssertEqual(result.file.statements.count, 3 * copies)
        XCTAssertEqual(result.file.range.end.line, 4 * copies + 1)
    }

    func testUnicodeOutsideComments() {
        let d = TestParse.parse("view café\nview 名前").diagnostics
        XCTAssertEqual(d.map { "\($0.range) \($0.id)" }, ["1:9-1:10 invalid-character", "2:6-2:8 invalid-character"])
    }

    func testByteOrderMarkIsIgnored() {
        let result = TestParse.parse("\u{FEFF}view a\n[a(>1)]")
        XCTAssertEqual(result.diagnostics.map { "\($0.range.start) \($0.id)" }, ["2:4 syntax"])
        XCTAssertEqual("\(result.file.statements[0].range)", "1:2-1:8")
    }

    /// The deepest accepted input parses on a thread with a 2 MiB stack, so the depth limit
    /// really bounds stack use. (Debug frames are several times larger than release ones;
    /// a release build needs under 512 KiB for this input, see docs/language.md.)
    func testDeepestInputFitsInASmallStack() {
        let n = Parser.maximumDepth
        let text = String(repeating: "view v {\n", count: n - 1) + "a.width == 1\n" + String(repeating: "}\n", count: n - 1)
            + "b.width == " + String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n) + "\n"
            + "[c(" + String(repeating: "(", count: n - 1) + "1" + String(repeating: ")", count: n - 1) + ")]\n"
        let source = SourceFile(path: "deep.layout", text: text)
        let done = expectation(description: "parsed")
        // Written by the thread before `fulfill`, read after `wait`: ordered by the expectation.
        final class Result: @unchecked Sendable { var count = -1 }
        let box = Result()
        let thread = Thread {
            let result = Parser.parse(source)
            box.count = result.diagnostics.count
            _ = SyntaxDump.ast(result.file)
            done.fulfill()
        }
        thread.stackSize = 1 << 21
        thread.start()
        wait(for: [done], timeout: 60)
        XCTAssertEqual(box.count, 0)
    }
}
