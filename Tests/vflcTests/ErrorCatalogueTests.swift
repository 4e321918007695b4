import Foundation
import TestSupport
import XCTest

/// `Samples/errors/`: one small broken file per diagnostic id vflc emits, whose `vflc check`
/// output is golden in the four formats, and one golden for the whole directory's run.
final class ErrorCatalogueTests: XCTestCase {
    static let fixtures = "Tests/vflcTests/Fixtures/errors"
    static let formats: [(format: String, suffix: String)] = [
        ("text", "txt"), ("json", "json"), ("github", "github.txt"), ("sarif", "sarif.json"),
    ]

    /// Every id declared in `Sources/` has its example file (or a stated reason why not), and
    /// every example file is named after a declared id.
    func testEveryDiagnosticIDHasAnExampleFile() throws {
        let declared = SampleCatalog.declaredDiagnosticIDs()
        XCTAssertGreaterThan(declared.count, 20, "the id scan found too few ids: \(declared)")
        let examples = SampleCatalog.errorIDs
        for id in declared where !examples.contains(id) && SampleCatalog.idsWithoutExample[id] == nil {
            XCTFail("diagnostic id `\(id)` has no example: add Samples/errors/\(id).layout and its section in docs/diagnostics.md")
        }
        for id in examples where !declared.contains(id) {
            XCTFail("Samples/errors/\(id).layout is not named after a diagnostic id")
        }
        for id in SampleCatalog.idsWithoutExample.keys {
            XCTAssertTrue(declared.contains(id), "`\(id)` is listed as having no example but is not declared")
        }
    }

    /// Each example reports its own id (first, at its own severity), and the exit status
    /// follows the severity: 1 for an error, 0 for a warning.
    func testEachExampleReportsItsOwnID() throws {
        for id in SampleCatalog.errorIDs {
            let run = VFLCRunner.run(["check", SampleCatalog.errorPath(id), "--format", "json"])
            let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
            let diagnostics = try XCTUnwrap(object?["diagnostics"] as? [[String: Any]], "\(id): \(run.stdout)")
            let own = diagnostics.filter { $0["id"] as? String == id }
            XCTAssertFalse(own.isEmpty, "\(id) does not report `\(id)`: \(run.stdout)")
            let severity = own.first?["severity"] as? String
            XCTAssertEqual(run.status, severity == "error" || diagnostics.contains { $0["severity"] as? String == "error" } ? 1 : 0, id)
            // Another id comes only as a possible consequence of the example's own error (the
            // pipeline recovers and goes on), saying so in a note; and with `unused-view`, whose
            // unplaced view is also ambiguous.
            for d in diagnostics where d["id"] as? String != id {
                let notes = (d["notes"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
                let explained = notes.contains { $0.hasPrefix("may be a consequence of the ") }
                XCTAssertTrue(explained || (id == "unused-view" && d["id"] as? String == "ambiguous"),
                              "\(id): `\(d["id"] ?? "")` is not marked as a consequence: \(d)")
            }
        }
    }

    /// `vflc check Samples/errors/*.layout` exits 1 and prints exactly the golden output
    /// (standard output; the summary on standard error has its own golden file).
    func testWholeDirectoryRunMatchesGolden() {
        let paths = SampleCatalog.errorIDs.map(SampleCatalog.errorPath)
        let run = VFLCRunner.run(["check"] + paths)
        XCTAssertEqual(run.status, 1)
        Golden.assertMatches(run.stdout, path: RepoPaths.path("\(Self.fixtures)/all.txt"))
        Golden.assertMatches(run.stderr, path: RepoPaths.path("\(Self.fixtures)/all.stderr.txt"))
        // Each file's first diagnostic appears in the run, in the order of the arguments.
        var cursor = run.stdout.startIndex
        for path in paths {
            guard let found = run.stdout.range(of: "\(path):", range: cursor..<run.stdout.endIndex) else {
                XCTFail("\(path) missing or out of order in the whole run"); continue
            }
            cursor = found.upperBound
        }
    }

    /// Every id's example in every output format: text, json, github, sarif.
    func testEachExampleInEveryFormatMatchesGolden() {
        for id in SampleCatalog.errorIDs {
            for (format, suffix) in Self.formats {
                let run = VFLCRunner.run(["check", SampleCatalog.errorPath(id), "--format", format])
                XCTAssertTrue(run.status == 0 || run.status == 1, "\(id) \(format): \(run.stderr)")
                XCTAssertFalse(run.stdout.isEmpty, "\(id) \(format)")
                Golden.assertMatches(run.stdout, path: RepoPaths.path("\(Self.fixtures)/\(id).\(suffix)"))
            }
        }
    }

    /// The formats agree with each other on what they report (independently of the goldens):
    /// every JSON diagnostic's id and line appear in the github and sarif output.
    func testFormatsAgreeOnIDsAndLines() throws {
        for id in SampleCatalog.errorIDs {
            let json = VFLCRunner.run(["check", SampleCatalog.errorPath(id), "--format", "json"]).stdout
            let github = VFLCRunner.run(["check", SampleCatalog.errorPath(id), "--format", "github"]).stdout
            let sarif = VFLCRunner.run(["check", SampleCatalog.errorPath(id), "--format", "sarif"]).stdout
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
            for d in try XCTUnwrap(object?["diagnostics"] as? [[String: Any]]) {
                let line = try XCTUnwrap(d["line"] as? Int), did = try XCTUnwrap(d["id"] as? String)
                XCTAssertTrue(github.contains("line=\(line)"), "\(id): github lacks line \(line)")
                XCTAssertTrue(sarif.contains("\"ruleId\": \"\(did)\"") || sarif.contains("\"ruleId\":\"\(did)\""),
                              "\(id): sarif lacks rule \(did)")
            }
        }
    }
}
