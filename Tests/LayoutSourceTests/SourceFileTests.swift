import XCTest
import LayoutDiagnosticWriters
import LayoutSource

final class SourceFileTests: XCTestCase {
    func testLocationsCountScalars() {
        let f = SourceFile(path: "a.layout", text: "ab\nçé x\n")
        let off = Array("ab\nçé ".utf8).count
        XCTAssertEqual(f.location(at: off), SourceLocation(line: 2, column: 4, offset: off))
        XCTAssertEqual(f.lineText(2), "çé x")
        XCTAssertEqual(f.utf16Column(of: f.location(at: off)), 3)
    }

    func testInvalidUTF8IsLocated() {
        let bytes: [UInt8] = Array("ok\nx".utf8) + [0xFF] + Array("y".utf8)
        switch SourceFile.decode(path: "b.layout", bytes: bytes) {
        case .success: XCTFail("accepted invalid UTF-8")
        case .failure(let e): XCTAssertEqual(e.location.line, 2); XCTAssertEqual(e.location.column, 2)
        }
    }

    func testTraitParsing() {
        XCTAssertEqual(TraitVariant.parse("compact,regular")?.description, "wC hR")
        XCTAssertEqual(TraitVariant.parse("wR,hC")?.description, "wR hC")
        XCTAssertNil(TraitVariant.parse("wide,tall"))
    }

    func testTextRendering() {
        let f = SourceFile(path: "a.layout", text: "view a\nH:|-[b]-|\n")
        let d = Diagnostic(.unknownView, "unknown view 'b'", in: f,
                                 at: f.range(10, 11), notes: [DiagnosticNote("declared views: a", at: f.range(5, 6))])
        let text = TextDiagnosticRenderer().render(d, source: f)
        XCTAssertEqual(text, """
        a.layout:2:4: error: unknown view 'b' [unknown-view]
            H:|-[b]-|
               ^
        a.layout:1:6: note: declared views: a
            view a
                 ^

        """)
    }

    /// A very long line is quoted as a window around the range, cut with `…`, and the caret
    /// still sits under the range; short lines are quoted whole.
    func testLongLinesAreQuotedAsAWindow() {
        let head = String(repeating: "view v; ", count: 100)     // 800 scalars
        let tail = String(repeating: " ; view w", count: 100)
        let f = SourceFile(path: "a.layout", text: head + "H:|-[bad]-|" + tail + "\n")
        let start = head.unicodeScalars.count + 5                  // `bad`
        let d = Diagnostic(.unknownView, "unknown view 'bad'", in: f, at: f.range(start, start + 3))
        let lines = TextDiagnosticRenderer().render(d, source: f).split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 4)
        let quoted = lines[1], caret = lines[2]
        XCTAssertTrue(quoted.hasPrefix("    …") && quoted.hasSuffix("…"), String(quoted))
        XCTAssertEqual(quoted.unicodeScalars.count, 4 + TextDiagnosticRenderer.excerptWidth + 2)
        let column = caret.unicodeScalars.count - 3               // where `^~~` starts
        XCTAssertTrue(caret.hasSuffix("^~~"), String(caret))
        let under = String(String.UnicodeScalarView(Array(quoted.unicodeScalars)[column..<(column + 3)]))
        XCTAssertEqual(under, "bad")
    }

    func testJSONIsDeterministic() {
        let v = JSONValue.object([("b", .number(1)), ("a", .array([.number(0.5), .string("q\"\n")]))])
        XCTAssertEqual(v.serialized(), #"{"b":1,"a":[0.5,"q\"\n"]}"#)
    }
}
