import Foundation
import LayoutFormat
import LayoutSource
import LayoutSyntax
import TestSupport
import XCTest

/// `vflc fmt` over files: stdout, `--check`, `-w`, errors and exit statuses.
final class FormatCommandTests: XCTestCase {
    private var dir: TemporaryDirectory!

    override func setUpWithError() throws { dir = try TemporaryDirectory(prefix: "vflc-fmt") }

    override func tearDownWithError() throws { dir = nil }

    private func file(_ name: String, _ text: String) throws -> String { try dir.write(name, text) }

    private func run(_ paths: [String], check: Bool = false, write: Bool = false, stdin: String = "")
        -> (status: Int32, out: String, err: String) {
        var out = "", err = ""
        // A stand-in for the driver's `SourceLoader` (the command's own tests live below the driver).
        let status = FormatCommand.run(paths: paths, check: check, write: write,
                                       stdout: { out += $0 }, stderr: { err += $0 }) { path in
            let bytes: [UInt8]
            if path == "-" { bytes = Array(stdin.utf8) } else {
                guard let data = FileManager.default.contents(atPath: path) else { return .unreadable("cannot read '\(path)'") }
                bytes = Array(data)
            }
            switch SourceFile.decode(path: path == "-" ? "<stdin>" : path, bytes: bytes) {
            case .success(let s): return .source(s)
            case .failure(let bad):
                return .invalidText(Diagnostic(.invalidUTF8, "the file is not valid UTF-8", in: bad.prefixFile,
                                               at: SourceRange(at: bad.location)), bad.prefixFile)
            }
        }
        return (status, out, err)
    }

    func testPrintsFormattedText() throws {
        let path = try file("a.layout", "view  a\na.width==10\n")
        let r = run([path])
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.out, "view a\na.width == 10\n")
        XCTAssertEqual(r.err, "")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "view  a\na.width==10\n", "must not write")
    }

    func testCheckExitsOneWhenAFileWouldChange() throws {
        let clean = try file("clean.layout", "view a\na.width == 10\n")
        let messy = try file("messy.layout", "view a\na.width==10\n")
        XCTAssertEqual(run([clean], check: true).status, 0)
        let r = run([clean, messy], check: true)
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.out, messy + "\n")
        XCTAssertEqual(try String(contentsOfFile: messy, encoding: .utf8), "view a\na.width==10\n")
    }

    func testWriteRewritesOnlyChangedFiles() throws {
        let messy = try file("messy.layout", "view a;a.width==10\n")
        let r = run([messy], write: true)
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.out, "")
        XCTAssertEqual(try String(contentsOfFile: messy, encoding: .utf8), "view a\na.width == 10\n")
        XCTAssertEqual(run([messy], check: true).status, 0)
    }

    func testSyntaxErrorsAreReportedAndTheFileIsLeftAlone() throws {
        let broken = try file("broken.layout", "view a\nH:|-[a\n")
        let r = run([broken], write: true)
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.hasPrefix(broken + ":"), r.err)
        XCTAssertTrue(r.err.contains("error:"), r.err)
        XCTAssertEqual(try String(contentsOfFile: broken, encoding: .utf8), "view a\nH:|-[a\n")
    }

    func testUsageAndIOErrors() throws {
        XCTAssertEqual(run([]).status, 2)
        XCTAssertEqual(run([dir.appendingPathComponent("missing.layout").path]).status, 2)
        let path = try file("a.layout", "view a\n")
        XCTAssertEqual(run([path], check: true, write: true).status, 2)
        let url = dir.appendingPathComponent("bad.layout")
        try Data([0x76, 0xFF, 0x0A]).write(to: url)
        let r = run([url.path])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("not valid UTF-8"), r.err)
    }

    func testStandardInput() {
        let r = run(["-"], stdin: "view a;view b\n")
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.out, "view a\nview b\n")
    }
}

/// Re-spacing a file at random (blanks between tokens that do not touch, indentation, longer
/// runs of blank lines)
/// must not change its canonical form.
final class FormatCanonicalTests: XCTestCase {
    func testRandomRespacingGivesTheSameCanonicalText() throws {
        var rng = SeededRandom(state: 0x5EED)
        for path in FormatterTests.layoutFiles() {
            let original = SourceFile(path: path, text: try String(contentsOfFile: path, encoding: .utf8))
            guard let canonical = Formatter.format(original).formatted else {
                XCTAssertFalse(FormatterTests.mustParse(path), path)
                continue
            }
            let tokens = Lexer.tokenize(original).tokens
            for round in 0..<20 {
                var out: [UInt8] = []
                var cursor = 0
                for t in tokens {
                    let start = Int(t.offset)
                    guard start >= cursor else { continue }
                    var gap = Array(original.bytes[cursor..<start])
                    let touching = gap.isEmpty
                    let onlyBlanks = gap.allSatisfy { $0 == 0x20 || $0 == 0x09 }
                    if onlyBlanks && !(touching && out.last.map(isWord) == true && original.bytes[start...].first.map(isWord) == true) {
                        // A gap of blanks between tokens that may be separated: 0–3 blanks or a tab.
                        let wordsAround = out.last.map(isWord) == true && isWord(original.bytes[start])
                        let n = Int(rng.next() % 4)
                        gap = rng.next() % 5 == 0 ? [0x09] : Array(repeating: 0x20, count: wordsAround ? max(1, n) : n)
                        if touching && !wordsAround && n == 0 { gap = [] }
                    } else if t.kind == .newline && rng.next() % 3 == 0 {
                        gap += [0x20]
                    }
                    out += gap
                    if t.kind == .newline, rng.next() % 4 == 0, Int(t.endOffset) < original.bytes.count,
                       original.bytes[Int(t.endOffset)] == 0x0A {
                        out += [0x0A, 0x20, 0x0A]  // an existing blank line grows: still one blank line
                    }
                    out += original.bytes[start..<Int(t.endOffset)]
                    cursor = Int(t.endOffset)
                }
                out += original.bytes[cursor...]
                let variant = String(decoding: out, as: UTF8.self)
                let result = Formatter.format(SourceFile(path: path, text: variant))
                if result.formatted != canonical {
                    XCTFail("\(path) round \(round): \(Golden.firstDifference(canonical, result.formatted ?? "<nil>"))\n\(variant)")
                    return
                }
            }
        }
    }

    private func isWord(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || b == 0x5F || b == 0x2E
    }
}

