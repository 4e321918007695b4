import TestSupport
import XCTest
import Foundation
import LayoutSource
@testable import LayoutWorkspace

/// Bad input around the workflow features: symlink loops, broken links, unreadable folders,
/// malformed JSON, suppressions that name nothing; and the small parts (glob, JSON reader,
/// suppression scope) on their own.
final class WorkflowInputTests: XCTestCase {
    private var dir: TemporaryDirectory!
    override func setUpWithError() throws { dir = try TemporaryDirectory(prefix: "vflc-walk") }
    override func tearDownWithError() throws { dir = nil }

    private func run(_ args: [String]) -> ToolRun { WorkflowAcceptanceTests.run(args, in: dir.path) }

    private let clean = "view box\nH:|-[box]-|\nV:|-[box(40)]\n"
    private let broken = "view box\nH:|-[bx]-|\nH:|-[box]-|\nV:|-[box(40)]\n"

    func testSymlinkLoopIsAnErrorAndEverythingElseIsChecked() throws {
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("a/b"), withIntermediateDirectories: true)
        _ = try dir.write("a/b/bad.layout", broken)
        _ = try dir.write("a/z.layout", clean)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("a/b/loop").path, withDestinationPath: "..")
        let r = run(["check", "a"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("vflc: error: cannot read 'a/b/loop': symbolic link loop"), r.stderr)
        XCTAssertEqual(WorkflowAcceptanceTests.headers(r.stdout), ["a/b/bad.layout:2:6: error [unknown-view]"], r.stdout)
        // A link to a folder elsewhere is followed.
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("shared"), withIntermediateDirectories: true)
        _ = try dir.write("shared/s.layout", broken)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("a/linked").path, withDestinationPath: "../shared")
        XCTAssertTrue(run(["check", "a"]).stdout.contains("a/linked/s.layout:2:6: error"))
    }

    func testSelfLinkAndBrokenLayoutLinkAreErrors() throws {
        _ = try dir.write("ok.layout", clean)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("self").path, withDestinationPath: "self")
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("gone.layout").path, withDestinationPath: "missing.layout")
        let r = run(["check", "."])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("cannot read 'self': symbolic link loop"), r.stderr)
        XCTAssertTrue(r.stderr.contains("cannot read 'gone.layout': broken symbolic link"), r.stderr)
        XCTAssertTrue(r.stderr.contains("0 errors") == false)
    }

    func testUnreadableFolderIsAnError() throws {
        guard getuid() != 0 else { throw XCTSkip("running as root: permissions do not stop root from reading a folder") }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("locked"), withIntermediateDirectories: true)
        _ = try dir.write("locked/x.layout", broken)
        _ = try dir.write("bad.layout", broken)
        chmod(dir.appendingPathComponent("locked").path, 0)
        defer { chmod(dir.appendingPathComponent("locked").path, 0o755) }
        let r = run(["check", "."])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("cannot read 'locked': cannot list the folder"), r.stderr)
        XCTAssertTrue(r.stdout.contains("bad.layout:2:6: error"), r.stdout)
    }

    func testEmptyWalkSaysSo() throws {
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("empty/.git"), withIntermediateDirectories: true)
        _ = try dir.write("empty/.git/x.layout", clean)
        _ = try dir.write("empty/readme.txt", "x")
        let r = run(["check", "empty"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stdout, "")
        XCTAssertTrue(r.stderr.hasPrefix("vflc: error: no .layout, .storyboard or .xib files in 'empty'"), r.stderr)
    }

    func testXcodeFormatHasAbsolutePathsAndNoExcerpts() throws {
        _ = try dir.write("bad.layout", broken)
        let r = run(["check", "--format", "xcode", "bad.layout"])
        XCTAssertEqual(r.status, 1)
        let absolute = URL(fileURLWithPath: dir.path).standardizedFileURL.path
        XCTAssertEqual(r.stdout.split(separator: "\n").first.map(String.init),
                       "\(absolute)/bad.layout:2:6: error: unknown view 'bx'; did you mean 'box'? [unknown-view]")
        for line in r.stdout.split(separator: "\n") {
            XCTAssertTrue(line.hasPrefix(absolute + "/bad.layout:"), "every line is an issue Xcode reads: \(line)")
        }
        XCTAssertEqual(r.stderr, "", "no summary line in the Xcode log")
        // The text format has the same first line, relative, then the excerpt.
        let text = run(["check", "bad.layout"])
        XCTAssertTrue(text.stdout.hasPrefix("bad.layout:2:6: error: unknown view 'bx'; did you mean 'box'? [unknown-view]\n    H:|-[bx]-|\n"), text.stdout)
    }

    // MARK: small parts

    func testGlobs() {
        XCTAssertTrue(PathGlob.matches("generated", "generated/a/b.layout"))
        XCTAssertTrue(PathGlob.matches("generated/**", "generated/a/b.layout"))
        XCTAssertTrue(PathGlob.matches("**/*.gen.layout", "x/y/z.gen.layout"))
        XCTAssertTrue(PathGlob.matches("**/*.gen.layout", "z.gen.layout"))
        XCTAssertTrue(PathGlob.matches("a/?.layout", "a/b.layout"))
        XCTAssertFalse(PathGlob.matches("a/*.layout", "a/b/c.layout"), "* stays within a component")
        XCTAssertFalse(PathGlob.matches("gen", "generated/x.layout"))
        XCTAssertFalse(PathGlob.matches("*.Layout", "x.layout"), "case-sensitive")
        XCTAssertTrue(PathGlob.matches("a*b*c", "aXXbYYc"))
        XCTAssertFalse(PathGlob.matches("a*b*c", "aXXbYY"))
    }

    func testJSONReaderLocatesErrors() {
        func error(_ text: String) -> String? {
            guard case .failure(let e) = LocatedJSONReader.parse(SourceFile(path: "c.json", text: text)) else { return nil }
            return "\(e.range.start): \(e.message)"
        }
        XCTAssertEqual(error("{\n  \"a\": 1,\n}"), "3:1: trailing ',' before '}'")
        XCTAssertEqual(error("{\"a\": tru}"), "1:7: expected a JSON value, found 't'")
        XCTAssertEqual(error("{\"a\": 1 \"b\": 2}"), "1:9: expected ',' or '}', found '\"'")
        XCTAssertEqual(error("{\"a\": 1, \"a\": 2}"), "1:10: duplicate key \"a\"")
        XCTAssertEqual(error("{\"a\": \"x"), "1:7: unterminated string")
        XCTAssertEqual(error("// c\n{}"), "1:1: comments are not allowed in JSON")
        XCTAssertEqual(error(String(repeating: "[", count: 100)), "1:65: nesting deeper than 64 levels")
        XCTAssertNil(error("{\"a\": [1, 2.5e3, -0, true, false, null, \"\\u00e9\\ud83d\\ude00\"]}"))
        guard case .success(let v) = LocatedJSONReader.parse(SourceFile(path: "c.json", text: "{\"s\": \"\\u00e9\\ud83d\\ude00\"}")),
              case .object(let m) = v.value, case .string(let s) = m[0].value.value else { return XCTFail() }
        XCTAssertEqual(s, "é😀")
    }

    func testSuppressionCoversAMultiLineStatementButNotAWholeBlock() throws {
        // One constraint over two lines (a line break inside parentheses), and a `when` block.
        let text = """
        view box
        H:|-[box(100)]
        V:|-[box(40)]
        // vflc-ignore: redundant-constraint
        box.width == (
          100)
        // vflc-ignore: redundant-constraint
        when wC {
          box.height == 40
        }

        """
        let path = try dir.write("multi.layout", text)
        let r = run(["check", "--trait", "compact,regular", path])
        let headers = WorkflowAcceptanceTests.headers(r.stdout).map { $0.replacingOccurrences(of: path, with: "F") }
        XCTAssertEqual(headers, ["F:7:17: warning [unused-suppression]", "F:9:3: warning [redundant-constraint]"], r.stdout)
    }
}
