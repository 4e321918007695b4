import Foundation
import LayoutBackends
import LayoutDiagnosticWriters
import LayoutSource
import XCTest

/// Fixes in `--format json` and SARIF: applying what a consumer reads — line and column
/// (Unicode scalars, exclusive end) of the unmodified file, as SARIF §3.57 says — gives the
/// text `DiagnosticFix.applied(to:)` gives. The positions are converted here, by counting
/// scalars per line, not through `SourceFile`.
final class FixOutputTests: XCTestCase {
    private let source = FixtureDocuments.source
    private let diagnostics = FixtureDocuments.diagnostics

    /// The byte offset of 1-based `line` and scalar `column` in `text`.
    private func offset(_ text: String, line: Int, column: Int) -> Int {
        var line1 = 1, column1 = 1, bytes = 0
        for scalar in text.unicodeScalars {
            if line1 == line && column1 == column { return bytes }
            if scalar == "\n" { line1 += 1; column1 = 1 } else { column1 += 1 }
            bytes += String(scalar).utf8.count
        }
        return bytes
    }

    /// `text` with `(line, column, endLine, endColumn, replacement)` edits, all read in the
    /// unmodified text, applied in the order given (each one's offsets moved by the earlier ones).
    private func apply(_ edits: [(Int, Int, Int, Int, String)], to text: String) -> String {
        var bytes = Array(text.utf8)
        var shift: [(at: Int, by: Int)] = []
        var last = -1
        for (l, c, el, ec, replacement) in edits {
            let a = offset(text, line: l, column: c), b = offset(text, line: el, column: ec)
            XCTAssertGreaterThanOrEqual(a, last, "edits are in source order and do not overlap")
            last = b
            let moved = shift.filter { $0.at <= a }.reduce(0) { $0 + $1.by }
            bytes.replaceSubrange((a + moved)..<(b + moved), with: Array(replacement.utf8))
            shift.append((b, replacement.utf8.count - (b - a)))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func testEveryFixtureDiagnosticHasAFix() {
        XCTAssertTrue(diagnostics.allSatisfy { !$0.fixes.isEmpty })
    }

    func testJSONFixesApplyAsTheDiagnosticsDo() throws {
        let text = DiagnosticWriter.write(diagnostics, format: .json, sources: [:], colored: false)
        let written = try XCTUnwrap(try json(text)["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(written.count, diagnostics.count)
        for (d, w) in zip(diagnostics, written) {
            let fixes = try XCTUnwrap(w["fixes"] as? [[String: Any]], "\(d.id)")
            XCTAssertEqual(fixes.count, d.fixes.count)
            for (fix, f) in zip(d.fixes, fixes) {
                XCTAssertEqual(f["title"] as? String, fix.title)
                let edits = try XCTUnwrap(f["edits"] as? [[String: Any]]).map { e in
                    XCTAssertEqual(e["file"] as? String, d.file)
                    return (e["line"] as! Int, e["column"] as! Int, e["endLine"] as! Int, e["endColumn"] as! Int,
                            e["replacement"] as! String)
                }
                XCTAssertEqual(apply(edits, to: source.text), fix.applied(to: source), fix.title)
            }
        }
        // A diagnostic without fixes has no `fixes` key (the field is optional).
        var bare = diagnostics[0]
        bare.fixes = []
        let one = try XCTUnwrap(try json(DiagnosticWriter.write([bare], format: .json, sources: [:], colored: false))["diagnostics"] as? [[String: Any]])
        XCTAssertNil(one[0]["fixes"])
    }

    func testSARIFFixesApplyAsTheDiagnosticsDo() throws {
        let log = try json(SARIFWriter.write(diagnostics))
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        XCTAssertEqual(results.count, diagnostics.count)
        for (d, r) in zip(diagnostics, results) {
            let fixes = try XCTUnwrap(r["fixes"] as? [[String: Any]], "\(d.id)")
            XCTAssertEqual(fixes.count, d.fixes.count)
            for (fix, f) in zip(d.fixes, fixes) {
                XCTAssertEqual((f["description"] as? [String: Any])?["text"] as? String, fix.title)
                let changes = try XCTUnwrap(f["artifactChanges"] as? [[String: Any]])
                XCTAssertEqual(changes.count, 1, "one file")
                XCTAssertEqual((changes[0]["artifactLocation"] as? [String: Any])?["uri"] as? String, "screens/profile.layout")
                let edits = try XCTUnwrap(changes[0]["replacements"] as? [[String: Any]]).map { rep -> (Int, Int, Int, Int, String) in
                    let region = rep["deletedRegion"] as! [String: Any]
                    // No insertedContent: a deletion (§3.57.3).
                    let inserted = (rep["insertedContent"] as? [String: Any])?["text"] as? String
                    if let inserted { XCTAssertFalse(inserted.isEmpty, "an empty insertion is written as none") }
                    return (region["startLine"] as! Int, region["startColumn"] as! Int,
                            region["endLine"] as! Int, region["endColumn"] as! Int, inserted ?? "")
                }
                XCTAssertEqual(apply(edits, to: source.text), fix.applied(to: source), fix.title)
            }
        }
    }
}
