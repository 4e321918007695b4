import XCTest
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
        let d = Diagnostic.error(DiagnosticID("unknown-view"), "unknown view 'b'", in: f,
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

    func testJSONIsDeterministic() {
        let v = JSONValue.object([("b", .number(1)), ("a", .array([.number(0.5), .string("q\"\n")]))])
        XCTAssertEqual(v.serialized(), #"{"b":1,"a":[0.5,"q\"\n"]}"#)
    }
}
