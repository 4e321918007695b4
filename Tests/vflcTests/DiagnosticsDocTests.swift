import Foundation
import LayoutSource
import TestSupport
import XCTest

/// `docs/diagnostics.md` has one entry per diagnostic id, and every example and output it
/// quotes is the current one: the example file itself and a fresh `vflc check` of it.
/// `VFLC_UPDATE_GOLDEN=1` rewrites the quoted blocks in place (the prose is hand-written).
final class DiagnosticsDocTests: XCTestCase {
    static let path = "docs/diagnostics.md"

    func testOneSectionPerDiagnosticID() throws {
        let doc = DiagnosticsDoc(try VFLCRunner.read(Self.path))
        let declared = SampleCatalog.declaredDiagnosticIDs()
        XCTAssertEqual(doc.sections.map(\.id).sorted(), declared, "sections of \(Self.path) vs ids in Sources/")
        XCTAssertEqual(Set(doc.sections.map(\.id)).count, doc.sections.count, "duplicate sections")
        for section in doc.sections {
            XCTAssertNotNil(section.severity, "`\(section.id)` has no **Severity:** line")
            XCTAssertTrue(section.lines.contains { $0.hasPrefix("**How to fix:**") }, "`\(section.id)` says not how to fix it")
        }
        for (id, reason) in SampleCatalog.idsWithoutExample {
            let section = try XCTUnwrap(doc.section(id))
            XCTAssertNil(section.block("layout"), "`\(id)` has no example file (\(reason)), so the doc quotes none")
        }
    }

    /// Each section's prose is the catalogue's entry (severity, explanation, how to fix), the
    /// sections come in the catalogue's order, and the index at the top links every id.
    /// `VFLC_UPDATE_GOLDEN=1` rewrites the prose from the catalogue.
    func testProseIsTheCatalogue() throws {
        var doc = DiagnosticsDoc(try VFLCRunner.read(Self.path))
        XCTAssertEqual(doc.sections.map(\.id), DiagnosticCatalogue.all.map(\.id.rawValue), "section order vs DiagnosticCatalogue.all")
        for kind in DiagnosticCatalogue.all {
            guard let index = doc.sections.firstIndex(where: { $0.id == kind.id.rawValue }) else { continue }
            let expected = DiagnosticsDoc.prose(severity: kind.severity.rawValue, explanation: kind.explanation, fix: kind.fix)
            if Golden.updating { doc.sections[index].replaceProse(with: expected); continue }
            if doc.sections[index].prose != expected {
                XCTFail("`\(kind.id)`: the prose differs from the catalogue:\n\(Golden.firstDifference(doc.sections[index].prose, expected))")
            }
        }
        let preamble = doc.preamble.joined(separator: "\n")
        for family in DiagnosticFamily.allCases {
            let ids = DiagnosticCatalogue.all.filter { $0.family == family }.map { "[`\($0.id)`](#\($0.anchor))" }
            XCTAssertTrue(preamble.contains("- \(family.title): " + ids.joined(separator: ", ")), "index line for \(family.title)")
            let heading = "## \(family.title)"
            XCTAssertTrue(doc.text.contains("\n" + heading + "\n"), "no heading \(heading)")
        }
        if Golden.updating { try doc.text.write(toFile: RepoPaths.path(Self.path), atomically: true, encoding: .utf8) }
    }

    /// The stages report through the catalogue: outside `Diagnostic.swift` no source file builds
    /// a diagnostic from a bare id and a severity of its own choosing.
    func testSeverityComesFromTheKind() throws {
        let root = RepoPaths.path("Sources")
        let walker = try XCTUnwrap(FileManager.default.enumerator(atPath: root))
        for case let relative as String in walker where relative.hasSuffix(".swift") && relative != "LayoutSource/Diagnostic.swift" {
            let text = try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
            XCTAssertFalse(text.contains("Diagnostic(id:"), "\(relative) builds a diagnostic without its kind")
            XCTAssertFalse(text.contains("DiagnosticID(\""), "\(relative) declares an id outside the catalogue")
        }
    }

    /// The severity the doc states is the one vflc reports for the example.
    func testSeveritiesMatchTheExamples() throws {
        let doc = DiagnosticsDoc(try VFLCRunner.read(Self.path))
        for id in SampleCatalog.errorIDs {
            let run = VFLCRunner.run(["check", SampleCatalog.errorPath(id), "--format", "json"])
            let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
            let own = try XCTUnwrap(object?["diagnostics"] as? [[String: Any]]).first { $0["id"] as? String == id }
            XCTAssertEqual(doc.section(id)?.severity, own?["severity"] as? String, id)
        }
    }

    /// Each quoted example is the file in `Samples/errors/`, and each quoted output is what
    /// `vflc check` prints for it now.
    func testQuotedExamplesAndOutputsAreCurrent() throws {
        var doc = DiagnosticsDoc(try VFLCRunner.read(Self.path))
        for id in SampleCatalog.errorIDs {
            guard let index = doc.sections.firstIndex(where: { $0.id == id }) else {
                XCTFail("no section for `\(id)`"); continue
            }
            let path = SampleCatalog.errorPath(id)
            let source = DiagnosticsDoc.quotedSource(RepoPaths.path(path))
            let run = VFLCRunner.run(["check", path])
            let transcript = DiagnosticsDoc.consoleTranscript(path: path, stdout: run.stdout, stderr: run.stderr)
            // An Interface Builder example is quoted as XML.
            let language = SampleCatalog.exampleLanguage(id)
            if Golden.updating {
                XCTAssertTrue(doc.sections[index].replaceBlock(language, with: source), "`\(id)`: no ```\(language) block")
                XCTAssertTrue(doc.sections[index].replaceBlock("console", with: transcript), "`\(id)`: no ```console block")
                continue
            }
            XCTAssertEqual(doc.sections[index].block(language), source, "`\(id)`: the quoted example is not \(path)")
            let quoted = doc.sections[index].block("console") ?? ""
            if quoted != transcript {
                XCTFail("`\(id)`: the quoted output is stale:\n\(Golden.firstDifference(quoted, transcript))")
            }
            XCTAssertTrue(transcript.contains("[\(id)]"), "`\(id)`: the output does not show the id")
        }
        if Golden.updating { try doc.text.write(toFile: RepoPaths.path(Self.path), atomically: true, encoding: .utf8) }
    }

    func testDocumentParsingRoundTrips() throws {
        let text = "# T\n\nintro\n### `a-b`\n\n**Severity:** error\n\n```layout\nview x\n```\n\n```console\nold\n```\n"
        var doc = DiagnosticsDoc(text)
        XCTAssertEqual(doc.text, text)
        XCTAssertEqual(doc.sections.map(\.id), ["a-b"])
        XCTAssertEqual(doc.section("a-b")?.severity, "error")
        XCTAssertEqual(doc.section("a-b")?.block("layout"), "view x\n")
        XCTAssertTrue(doc.sections[0].replaceBlock("console", with: "new\nlines\n"))
        XCTAssertEqual(doc.section("a-b")?.block("console"), "new\nlines\n")
    }
}
