import Foundation
import LayoutPipeline
import LayoutSource
import TestSupport
import XCTest

/// Recovery across stages: one run reports what every stage can find, and later findings that
/// may only echo an earlier error say so — in the driver, the built `vflc` and its language
/// server alike.
final class RecoveryTests: XCTestCase {
    /// One syntax error (line 6), one unknown view (line 7) and one ambiguous view (`badge`,
    /// line 3, whose height nothing fixes).
    static let text = """
    view title
    view subtitle
    view badge
    H:|-[title]-|
    V:|-[title(20)]-[subtitle(20)]
    H:|-[subtitle-|
    H:|-[bdage]-|
    H:|-[badge]-|

    """

    func testSyntaxErrorUnknownViewAndAmbiguityAreAllReportedByTheDriver() {
        let compiled = Pipeline.compile(SourceFile(path: "r.layout", text: Self.text), targets: TargetResolver.defaultTargets)
        let ids = compiled.diagnostics.map { "\($0.id)@\($0.range.start.line)" }
        XCTAssertTrue(ids.contains("syntax@6"), "\(ids)")
        XCTAssertTrue(ids.contains("unknown-view@7"), "\(ids)")
        let badge = compiled.diagnostics.filter { $0.id == .ambiguous && $0.subject == "badge" }
        XCTAssertEqual(badge.map(\.axis), ["vertical"], "\(ids)")
        // `bdage` on line 7 would be `badge` after its did-you-mean fix: the ambiguity may be its consequence.
        XCTAssertEqual(badge.first?.notes.last?.message, "may be a consequence of the unknown-view error here")
        XCTAssertEqual(badge.first?.notes.last?.range?.start.line, 7)
        // `subtitle`'s horizontal ambiguity comes from the line that did not parse: it says so.
        let subtitle = compiled.diagnostics.first { $0.id == .ambiguous && $0.subject == "subtitle" && $0.axis == "horizontal" }
        XCTAssertEqual(subtitle?.notes.last?.message, "may be a consequence of the syntax error here")
        XCTAssertEqual(subtitle?.notes.last?.range?.start.line, 6)
        // The unknown view is a lowering finding after a syntax error: also noted.
        let unknown = compiled.diagnostics.first { $0.id == .unknownView }
        XCTAssertEqual(unknown?.notes.last?.message, "may be a consequence of the syntax error here")
        // The syntax error itself is not anyone's consequence.
        XCTAssertEqual(compiled.diagnostics.first { $0.id == .syntax }?.notes, [])
        // Nothing to render: frames of a file with errors are not the author's layout.
        XCTAssertTrue(compiled.solutions.isEmpty)
        // A checker fix (an added constraint) is not offered for a layout with front-end
        // errors; the name's did-you-mean is.
        XCTAssertTrue(compiled.diagnostics.filter { $0.id == .ambiguous }.allSatisfy { $0.fixes.isEmpty })
        XCTAssertEqual(unknown?.fixes.first?.edits.first?.replacement, "badge")
    }

    func testACleanFileHasNoConsequenceNotes() {
        let compiled = Pipeline.compile(SourceFile(path: "c.layout", text: "view a\nH:|[a]\nV:|[a(10)]\n"),
                                        targets: TargetResolver.defaultTargets)
        XCTAssertFalse(compiled.diagnostics.isEmpty)
        XCTAssertFalse(compiled.diagnostics.contains { $0.notes.contains { $0.message.hasPrefix("may be a consequence") } })
        XCTAssertFalse(compiled.solutions.isEmpty, "checker errors alone still render")
    }

    func testTheCommandLineReportsAllThreeAndRenderWritesNothing() throws {
        let dir = try TemporaryDirectory(prefix: "recovery")
        let path = try dir.write("r.layout", Self.text)
        let check = VFLCRunner.run(["check", path, "--format", "json"])
        XCTAssertEqual(check.status, 1)
        let object = try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any]
        let diagnostics = try XCTUnwrap(object?["diagnostics"] as? [[String: Any]])
        let found = diagnostics.map { "\($0["id"]!)@\($0["line"]!)" }
        for expected in ["syntax@6", "unknown-view@7", "ambiguous@3"] {
            XCTAssertTrue(found.contains(expected), "\(expected) missing from \(found)")
        }
        let text = VFLCRunner.run(["check", path])
        XCTAssertTrue(text.stdout.contains("\(path):7:6: note: may be a consequence of the unknown-view error here"), text.stdout)
        XCTAssertTrue(text.stdout.contains("\(path):6:14: note: may be a consequence of the syntax error here"), text.stdout)
        for command in [["render", path, "-o", dir.appendingPathComponent("r.svg").path],
                        ["emit", "uikit", path, "-o", dir.appendingPathComponent("R.swift").path]] {
            let run = VFLCRunner.run(command)
            XCTAssertEqual(run.status, 1, "\(command): \(run.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: command[command.count - 1]), "\(command) wrote a file with errors")
        }
    }

    /// A malformed property through the built `vflc check`: one located error each (with the
    /// did-you-mean fix where there is one), and the views it belongs to still resolve: no
    /// `unknown-view`, no consequence notes for lines that use them.
    func testAMalformedPropertyKeepsItsViewInTheBuiltCheck() throws {
        let dir = try TemporaryDirectory(prefix: "recovery")
        let path = try dir.write("p.layout", """
            view a margins 1,2,3
            label b style bodyy intrinsic 100x20
            stack s axis vertcal spacing 4 {
              label c intrinsic 50x10
            }
            H:|-[a(10)]
            H:|-[b]
            H:|-[s]
            V:|-[a(10)]-[b]-[s]

            """)
        let run = VFLCRunner.run(["check", path, "--format", "json"])
        XCTAssertEqual(run.status, 1, run.stderr)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let diagnostics = try XCTUnwrap(object?["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.map { "\($0["id"]!)@\($0["line"]!):\($0["column"]!)" },
                       ["syntax@1:16", "unknown-text-style@2:15", "syntax@3:14"], run.stdout)
        let replacements = diagnostics.map { d -> String in
            let fixes = d["fixes"] as? [[String: Any]] ?? []
            let edits = fixes.first?["edits"] as? [[String: Any]] ?? []
            return edits.first?["replacement"] as? String ?? "-"
        }
        XCTAssertEqual(replacements, ["-", "body", "vertical"])
        let text = VFLCRunner.run(["check", path])
        XCTAssertFalse(text.stdout.contains("unknown view"), text.stdout)
        XCTAssertFalse(text.stdout.contains("may be a consequence"), text.stdout)
    }

    /// A second declaration of a name (or one of a built-in name) gets the duplicate error,
    /// with its note at the first, and nothing else of its own: nothing can constrain it, so
    /// its ambiguity and `unused-view` would only restate that error. The first view and
    /// the refused view's children are judged as before.
    func testARefusedDeclarationHasOnlyItsDuplicateError() {
        let text = "label title intrinsic 120x22\nlabel title intrinsic 80x17\nview root\nview box {\n  view inner\n}\nview box\n"
            + "H:|-[title]-|\nV:|-[title]-[box(10)]\nH:|[box(10)]\n"
        let compiled = Pipeline.compile(SourceFile(path: "d.layout", text: text), targets: TargetResolver.defaultTargets)
        let at = { (line: Int) in compiled.diagnostics.filter { $0.range.start.line == line }.map(\.id.description) }
        XCTAssertEqual(at(2), ["duplicate-name"], "\(compiled.diagnostics)")
        XCTAssertEqual(at(3), ["duplicate-name"], "\(compiled.diagnostics)")
        XCTAssertEqual(at(7), ["duplicate-name"], "\(compiled.diagnostics)")
        XCTAssertEqual(compiled.diagnostics.first { $0.range.start.line == 2 }?.notes.map(\.range?.start.line), [1])
        // `inner` (a child of the first `box`, unconstrained) is still reported: ambiguous on both axes, unused.
        XCTAssertEqual(compiled.diagnostics.filter { $0.subject == "inner" }.map(\.id.description),
                       ["ambiguous", "ambiguous", "unused-view"])
    }

    /// The same three findings published by `vflc lsp --stdio`, the notes as related locations.
    func testTheLanguageServerReportsAllThree() throws {
        let c = try ProcessLSPClient(arguments: ["lsp", "--stdio"])
        let uri = "file:///tmp/vflc-recovery/r.layout"
        let capabilities = JSONValue.object([("textDocument", .object([
            ("publishDiagnostics", .object([("relatedInformation", .bool(true))])),
        ]))])
        _ = try XCTUnwrap(c.call("initialize", .object([("processId", .null), ("rootUri", .null), ("capabilities", capabilities)])))
        c.notify("initialized", .object([]))
        c.notify("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(uri)), ("languageId", .string("layout")), ("version", .number(1)), ("text", .string(Self.text)),
        ]))]))
        let published = try XCTUnwrap(c.diagnostics(uri, version: 1))
        let found = published.compactMap { d -> String? in
            guard let code = d["code"]?.stringValue, let line = d["range"]?["start"]?["line"]?.intValue else { return nil }
            return "\(code)@\(line + 1)"
        }
        for expected in ["syntax@6", "unknown-view@7", "ambiguous@3"] {
            XCTAssertTrue(found.contains(expected), "\(expected) missing from \(found)")
        }
        let badge = try XCTUnwrap(published.first { $0["code"]?.stringValue == "ambiguous" && $0["range"]?["start"]?["line"]?.intValue == 2 })
        let related = badge["relatedInformation"]?.arrayValue ?? []
        XCTAssertTrue(related.contains { $0["message"]?.stringValue == "may be a consequence of the unknown-view error here"
                && $0["location"]?["range"]?["start"]?["line"]?.intValue == 6 }, badge.serialized())
        XCTAssertEqual(c.call("shutdown", .null), .null)
        c.notify("exit", .null)
        XCTAssertEqual(c.waitForExit(), 0)
    }

    /// A constraint with an unknown name is left out and the rest is checked: the conflict
    /// among the others is still found.
    func testAnUnknownNameDoesNotHideAConflict() {
        let text = "view box\nH:|[box(100)]\nV:|[box(40)]\nbox.width == 200\nbox.height == nope.height\n"
        let compiled = Pipeline.compile(SourceFile(path: "r.layout", text: text), targets: TargetResolver.defaultTargets)
        XCTAssertEqual(Set(compiled.diagnostics.map(\.id)), [.unknownView, .unsatisfiable])
        let conflict = compiled.diagnostics.first { $0.id == .unsatisfiable }
        XCTAssertEqual(conflict?.notes.last?.message, "may be a consequence of the unknown-view error here")
    }

    /// The rule is linear: 20,000 unknown uses after one syntax error each get one note.
    func testManyFindingsAfterManyErrorsAreAnnotatedEach() {
        let errors = (0..<2000).map { i in
            Diagnostic(.syntax, "e", in: SourceFile(path: "x", text: ""), at: SourceRange(at: SourceLocation(line: 1, column: i + 1, offset: i)))
        }
        let source = SourceFile(path: "x", text: String(repeating: "v ", count: 2000) + "\n")
        let later = (0..<20_000).map { _ in
            Diagnostic(.unknownView, "u", in: source, at: SourceRange(start: SourceLocation(line: 1, column: 1, offset: 0),
                                                                      end: SourceLocation(line: 1, column: 2, offset: 1)))
        }
        let annotated = Recovery.annotate(later, after: errors, source: source)
        XCTAssertEqual(annotated.count, 20_000)
        XCTAssertTrue(annotated.allSatisfy { $0.notes.count == 1 && $0.notes[0].range?.start.offset == 0 })
    }
}
