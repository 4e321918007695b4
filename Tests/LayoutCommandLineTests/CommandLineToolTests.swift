import TestSupport
import XCTest
import Foundation

/// The commands run in-process with captured streams: exit statuses, messages, atomic output.
final class CommandLineToolTests: XCTestCase {
    private func run(_ args: [String], stdin: String = "") -> ToolRun {
        return ToolRun.of(args, stdin: stdin)
    }

    private var dir: TemporaryDirectory!

    override func setUpWithError() throws { dir = try TemporaryDirectory(prefix: "vflc-driver") }

    override func tearDownWithError() throws { dir = nil }

    private func write(_ name: String, _ text: String) throws -> String { try dir.write(name, text) }

    private let clean = """
    view box
    H:|-[box]-|
    V:|-[box(100)]
    """

    func testCleanFileChecksWithStatusZero() throws {
        let path = try write("ok.layout", clean)
        let r = run(["check", path])
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertEqual(r.stdout, "")
    }

    func testLayoutErrorGivesStatusOneWithLocation() throws {
        let path = try write("bad.layout", "view box\nH:|-[bx]-|\nV:|-[box(100)]\n")
        let r = run(["check", path])
        XCTAssertEqual(r.status, 1)
        // The unknown name is reported at its place (the ambiguity it leaves is reported too,
        // first in source order, with a note that it may be a consequence).
        XCTAssertTrue(r.stdout.contains("\(path):2:6: error: unknown view 'bx'"), r.stdout)
        XCTAssertTrue(r.stdout.contains("may be a consequence of the unknown-view error here"), r.stdout)
        XCTAssertTrue(r.stdout.contains("did you mean 'box'"), r.stdout)
    }

    func testMissingFileAndDirectoryGiveStatusTwoAndOthersAreStillChecked() throws {
        let bad = try write("bad.layout", "view box\nH:|-[bx]-|\n")
        let r = run(["check", dir.appendingPathComponent("missing.layout").path, dir.path, bad])
        XCTAssertEqual(r.status, 2)
        let lines = r.stderr.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.hasPrefix("vflc: error: cannot read '") && $0.hasSuffix("missing.layout': no such file") }, r.stderr)
        // A folder is walked for its .layout files (bad.layout, named twice, is checked once).
        XCTAssertEqual(r.stdout.components(separatedBy: "bad.layout:2:6: error:").count, 2, r.stdout)
        XCTAssertTrue(r.stdout.contains("bad.layout:2:6: error:"), "other files are still checked: \(r.stdout)")
    }

    /// `fmt` reads its inputs as `check` does: a missing file and a file that is not UTF-8 are
    /// reported in the same words, with the same statuses.
    func testFormatReportsUnreadableInputsAsCheckDoes() throws {
        let missing = dir.appendingPathComponent("missing.layout").path
        let check = run(["check", missing]), fmt = run(["fmt", missing])
        XCTAssertEqual(fmt.status, 2)
        XCTAssertEqual(fmt.status, check.status)
        XCTAssertEqual(fmt.stderr, "vflc: error: cannot read '\(missing)': no such file\n")
        XCTAssertTrue(check.stderr.hasPrefix(fmt.stderr), check.stderr)
        let latin1 = dir.appendingPathComponent("latin1.layout")
        try Data([0x76, 0x69, 0x65, 0x77, 0x20, 0xE9, 0x0A]).write(to: latin1)
        let badCheck = run(["check", latin1.path]), badFmt = run(["fmt", latin1.path])
        XCTAssertEqual(badFmt.status, 1)
        XCTAssertEqual(badFmt.status, badCheck.status)
        let line = "\(latin1.path):1:6: error: the file is not valid UTF-8: byte 5 cannot be decoded [invalid-utf8]"
        XCTAssertTrue(badFmt.stderr.hasPrefix(line), badFmt.stderr)
        XCTAssertTrue(badCheck.stdout.hasPrefix(line), badCheck.stdout)
    }

    /// `dump ast` prints the tree whatever the errors, and its status says whether there were any.
    func testDumpASTStatusReportsSyntaxErrors() {
        let good = run(["dump", "ast", "-"], stdin: "view a\n")
        XCTAssertEqual(good.status, 0, good.stdout)
        let bad = run(["dump", "ast", "-"], stdin: "view a\nwhen wQ { a.width == 1 }\n")
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.stdout.contains("view view a"), bad.stdout)
        XCTAssertTrue(bad.stdout.contains("[syntax] unknown size-class term 'wQ'"), bad.stdout)
    }

    func testStandardInput() {
        let r = run(["check", "-"], stdin: "view a\nH:|[a]|\nV:|[a]|\n")
        XCTAssertEqual(r.status, 0, r.stdout)
        let bad = run(["check", "-"], stdin: "view a\nH:|[b]|\n")
        XCTAssertTrue(bad.stdout.contains("<stdin>:2:5: error: unknown view 'b'"), bad.stdout)
    }

    func testInvalidUTF8IsALayoutError() throws {
        let url = dir.appendingPathComponent("bin.layout")
        try Data([0x76, 0x69, 0x65, 0x77, 0x20, 0xFF, 0x0A]).write(to: url)
        let r = run(["check", url.path])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stdout.contains(":1:6: error: the file is not valid UTF-8"), r.stdout)
    }

    func testRenderWritesAtomicallyAndKeepsOldFileOnError() throws {
        let path = try write("ok.layout", clean)
        let out = dir.appendingPathComponent("out.json").path
        var r = run(["render", path, "--trait", "compact,regular", "--format", "json", "-o", out])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "")
        let first = try String(contentsOfFile: out, encoding: .utf8)
        XCTAssertTrue(first.contains("\"traits\": \"wC hR\""), first)
        // A broken file writes nothing: the previous output stays intact.
        let bad = try write("bad.layout", "view box\nH:|-[bx]-|\n")
        r = run(["render", bad, "--format", "json", "-o", out])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8), first)
    }

    func testRenderUsageErrorsWriteNothing() throws {
        let path = try write("ok.layout", clean)
        let out = dir.appendingPathComponent("never.svg").path
        let cases: [([String], String)] = [
            (["render", path, "--device", "iPhone 51", "-o", out], "unknown device 'iPhone 51'"),
            (["render", path, "--size", "12by3", "-o", out], "malformed --size"),
            (["render", path, "--trait", "big,small", "-o", out], "malformed --trait"),
            (["render", path, "-o", dir.appendingPathComponent("no/such/dir/x.svg").path], "cannot write"),
        ]
        for (args, message) in cases {
            let r = run(args)
            XCTAssertEqual(r.status, 2, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains(message), "\(args): \(r.stderr)")
            XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, r.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    func testRenderFittingSize() throws {
        let path = try write("fit.layout", "view box\nH:|-10-[box(50)]-10-|\nV:|-10-[box(20)]-10-|\n")
        let r = run(["render", path, "--trait", "compact,regular", "--size", "autoxauto", "--format", "json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("\"width\": 70"), r.stdout)
        XCTAssertTrue(r.stdout.contains("\"height\": 40"), r.stdout)
    }

    func testOutputIsDeterministic() throws {
        let path = try write("ok.layout", clean)
        for format in ["frames", "svg", "json"] {
            let a = run(["render", path, "--format", format]), b = run(["render", path, "--format", format])
            XCTAssertEqual(a.stdout, b.stdout, format)
            XCTAssertFalse(a.stdout.isEmpty, format)
        }
    }

    func testDevicesAndVersion() {
        XCTAssertTrue(run(["devices"]).stdout.contains("iPhone SE"))
        XCTAssertEqual(run(["--version"]).status, 0)
        XCTAssertEqual(run(["frobnicate"]).status, 2)
    }
}
