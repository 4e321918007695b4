import Foundation
import LayoutFormat
import LayoutLowering
import LayoutSource
import LayoutSyntax
import TestSupport
import XCTest

/// The canonical formatting: idempotent, meaning-preserving, and the spacing rules of
/// docs/formatting.md.
final class FormatterTests: XCTestCase {
    /// Every `.layout` file of the samples and of every test target's fixtures, sorted.
    static func layoutFiles() -> [String] { RepoPaths.layoutFiles() }

    /// Samples and the editor fixtures must parse; `Samples/errors/` and other test fixtures
    /// may be broken on purpose (a broken file is reported, never formatted).
    static func mustParse(_ path: String) -> Bool {
        (path.hasPrefix(RepoPaths.path("Samples/")) && !path.hasPrefix(RepoPaths.path("Samples/errors/")))
            || path.hasPrefix(RepoPaths.path("Tests/Fixtures/editor/"))
    }

    func format(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let result = Formatter.format(SourceFile(path: "t.layout", text: text))
        XCTAssertEqual(result.diagnostics.map(\.message), [], file: file, line: line)
        return result.formatted ?? "<nil>"
    }

    /// The syntax tree without positions: what the file means to the parser.
    static func shape(_ text: String) -> String {
        let dump = SyntaxDump.ast(Parser.parse(SourceFile(path: "t.layout", text: text)).file)
        // Positions move, and an explicit constraint's description quotes its source text;
        // the equations, priorities, origins' kinds and views are what the file means.
        return dump.replacingOccurrences(of: #"\d+:\d+(-\d+:\d+)?"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"(?m) explicit +"[^\n]*$"#, with: " explicit", options: .regularExpression)
    }

    /// The lowered constraints of all four default variants, without source positions.
    static func loweredIR(_ text: String) -> String {
        let source = SourceFile(path: "t.layout", text: text)
        let targets = TraitVariant.all.map { LayoutTarget(variant: $0, canvas: Canvas(width: 400, height: 800)) }
        let lowered = Lowering.lower(Parser.parse(source).file, source: source, targets: targets)
        let dump = lowered.variants.map(IRDump.dump).joined(separator: "\n")
            + lowered.diagnostics.map { "\($0.id) \($0.message)" }.joined(separator: "\n")
        // Positions move, and an explicit constraint's description quotes its source text;
        // the equations, priorities, origins' kinds and views are what the file means.
        return dump.replacingOccurrences(of: #"\d+:\d+(-\d+:\d+)?"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"(?m) explicit +"[^\n]*$"#, with: " explicit", options: .regularExpression)
    }

    func testEveryFileIsIdempotentAndKeepsItsMeaning() throws {
        let files = Self.layoutFiles()
        XCTAssertGreaterThanOrEqual(files.count, 3)
        var formattedCount = 0
        for path in files {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let result = Formatter.format(SourceFile(path: path, text: text))
            guard let once = result.formatted else {
                XCTAssertFalse(Self.mustParse(path), "\(path): \(result.diagnostics.map(\.message))")
                XCTAssertTrue(result.diagnostics.contains { $0.severity == .error }, path)
                continue
            }
            formattedCount += 1
            let twice = format(once)
            XCTAssertEqual(once, twice, "not idempotent: \(path)")
            XCTAssertEqual(Self.shape(text), Self.shape(once), "syntax tree changed: \(path)")
            XCTAssertEqual(Self.loweredIR(text), Self.loweredIR(once), "lowered IR changed: \(path)")
            if ProcessInfo.processInfo.environment["VFLC_SHOW_FORMAT"] == "1" {
                print("=== \(path)\n\(once)")
                try? Self.loweredIR(text).write(toFile: "/tmp/ir-before-" + URL(fileURLWithPath: path).lastPathComponent, atomically: true, encoding: .utf8)
                try? Self.loweredIR(once).write(toFile: "/tmp/ir-after-" + URL(fileURLWithPath: path).lastPathComponent, atomically: true, encoding: .utf8)
            }
        }
        XCTAssertGreaterThanOrEqual(formattedCount, 3)
    }

    /// The samples are in the canonical style (`vflc fmt --check Samples/*.layout` passes);
    /// their hand-written, compact originals stay in `Fixtures/unformatted` so that the test
    /// above still formats real screens written in another style.
    func testSamplesAreInCanonicalFormat() throws {
        let samples = Self.layoutFiles().filter { $0.contains("/Samples/") && !$0.contains("/errors/") }
        XCTAssertGreaterThanOrEqual(samples.count, 10)
        for path in samples {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            XCTAssertEqual(Formatter.format(SourceFile(path: path, text: text)).formatted, text, "not canonical: \(path)")
        }
        let originals = Self.layoutFiles().filter { $0.contains("/Fixtures/unformatted/") }
        XCTAssertEqual(originals.count, samples.count)
    }

    func testTheIRComparisonSeesAChangeOfMeaning() {
        // Guards the guard: a real change (a different constant) must show in the comparison.
        XCTAssertNotEqual(Self.loweredIR("view a\nH:|-8-[a]-|\n"), Self.loweredIR("view a\nH:|-9-[a]-|\n"))
        XCTAssertEqual(Self.loweredIR("view a\nH:|-8-[a]-|\n"), Self.loweredIR("\n\nview a\n  H:| - 8 - [a] - |\n"))
    }
}
