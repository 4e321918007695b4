import Foundation
import LayoutIDE
@testable import LayoutServer
import LayoutSource
import TestSupport
import XCTest

/// The language server writes its diagnostics lists straight into bytes (`DiagnosticsWriter`);
/// they must be exactly what the `JSONValue` form (`LSPConvert.diagnostic`, also used by code
/// actions) serializes to, on every sample and fixture, with and without related information,
/// also where lines hold characters outside ASCII.
final class DiagnosticsWriterTests: XCTestCase {
    private func check(_ source: SourceFile, _ diagnostics: [Diagnostic], file: StaticString = #filePath, line: UInt = #line) {
        for related in [true, false] {
            let uri = "file:///t/\(source.path.split(separator: "/").last ?? "x")"
            let written = DiagnosticsWriter(source: source, uri: uri, relatedInformation: related).write(diagnostics)
            let reference = JSONValue.array(diagnostics.map {
                LSPConvert.diagnostic($0, in: source, uri: uri, relatedInformation: related)
            }).serialized()
            XCTAssertEqual(String(decoding: written, as: UTF8.self), reference, "\(source.path) related: \(related)", file: file, line: line)
        }
    }

    func testEverySampleAndFixtureWritesAsTheJSONValueForm() throws {
        var total = 0
        for path in RepoPaths.layoutFiles() {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let source = SourceFile(path: path, text: text)
            let diagnostics = AnalysisSession().analyze(source).diagnostics
            total += diagnostics.count
            check(source, diagnostics)
        }
        XCTAssertGreaterThan(total, 50, "the fixtures hold errors and warnings")
    }

    func testLinesOutsideASCIIAndEveryField() {
        // Non-ASCII before a range on its own line, on a note's line, and none on the others;
        // quotes, backslashes and control characters in messages; every severity.
        let text = "view a // café ☕︎\n/* é𝄞 */ a.width == 1\r\nlast \"quoted\"\n\ttab\n"
        let source = SourceFile(path: "/x.layout", text: text)
        let l1 = source.lineStarts[1], l2 = source.lineStarts[2], l3 = source.lineStarts[3]
        var d = Diagnostic(.unsatisfiable, "conflict with \"a\\b\"\u{1}", in: source, at: source.range(l1 + 13, l1 + 20),
                           notes: [DiagnosticNote("the other one ☕︎", at: source.range(0, 4)),
                                   DiagnosticNote("no place"), DiagnosticNote("here", at: source.range(l2, l2 + 4))])
        d.traits = ["wR hC", "wR hR"]
        var w = Diagnostic(.unsatisfiable, "tab", in: source, at: source.range(l3 + 1, l3 + 4))
        w.severity = .warning
        var n = w
        n.severity = .note
        let empty = Diagnostic(.unsatisfiable, "at the end", in: source, at: source.range(text.utf8.count, text.utf8.count))
        check(source, [d, w, n, empty])
        check(source, [])
    }
}
