import Foundation
@testable import LayoutServer
import LayoutSource
import XCTest

/// Positions and diagnostics as the protocol wants them.
final class ConversionTests: XCTestCase {
    let source = SourceFile(path: "/x.layout", text: "view a\n/* é𝄞 */ a.width == 1\r\nlast")

    func testOffsetsFromUTF16Positions() {
        let line1 = source.lineStarts[1]
        XCTAssertEqual(LSPConvert.offset(line: 1, character: 0, in: source), line1)
        // `/* é` is 4 units and 5 bytes; `𝄞` is 2 units and 4 bytes.
        XCTAssertEqual(LSPConvert.offset(line: 1, character: 4, in: source), line1 + 5)
        XCTAssertEqual(LSPConvert.offset(line: 1, character: 6, in: source), line1 + 9)
        // Past the end of a line: its end, before the CR LF.
        XCTAssertEqual(LSPConvert.offset(line: 1, character: 999, in: source), source.lineStarts[2] - 2)
        XCTAssertEqual(LSPConvert.offset(line: 9, character: 0, in: source), source.bytes.count)
        // Round trip through the location's UTF-16 column.
        for offset in [line1, line1 + 5, line1 + 9, line1 + 12] {
            let loc = source.location(at: offset)
            XCTAssertEqual(LSPConvert.offset(line: loc.line - 1, character: source.utf16Column(of: loc), in: source), offset)
        }
    }

    func testDiagnosticNamesItsVariantsAndKeepsNotes() {
        let a = source.range(0, 4), b = source.range(source.lineStarts[1] + 13, source.lineStarts[1] + 20)
        var d = Diagnostic(.unsatisfiable, "conflict", in: source, at: b,
                                 notes: [DiagnosticNote("the other one", at: a), DiagnosticNote("try lowering a priority")])
        d.traits = ["wR hC", "wR hR"]
        let lsp = LSPConvert.diagnostic(d, in: source, uri: "file:///x.layout")
        XCTAssertEqual(lsp["message"], .string("conflict (in wR hC, wR hR)\ntry lowering a priority"))
        XCTAssertEqual(lsp["range"]?["start"]?["character"], .number(10))  // `/* é𝄞 */ ` is 13 bytes, 10 units
        XCTAssertEqual(lsp["range"]?["end"]?["character"], .number(17))
        let related = lsp["relatedInformation"]?.arrayValue
        XCTAssertEqual(related?.count, 1)
        XCTAssertEqual(related?.first?["message"], .string("the other one"))
        XCTAssertEqual(related?.first?["location"]?["range"]?["end"]?["character"], .number(4))

        d.traits = TraitVariant.all.map(\.description)
        d.notes = []
        XCTAssertEqual(LSPConvert.diagnostic(d, in: source, uri: "u")["message"], .string("conflict"),
                       "a finding in every variant needs no list")
        XCTAssertNil(LSPConvert.diagnostic(d, in: source, uri: "u")["relatedInformation"])
        d.severity = .warning
        XCTAssertEqual(LSPConvert.diagnostic(d, in: source, uri: "u")["severity"], .number(2))
    }
}
