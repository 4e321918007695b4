import Foundation
import LayoutFormat
import LayoutSource
import LayoutSyntax
import TestSupport
import XCTest

/// The canonical formatting: idempotent, meaning-preserving, and the spacing rules of
/// docs/formatting.md.
final class FormatterTests: XCTestCase {
    /// Every sample and fixture `.layout` file.
    static func layoutFiles() -> [String] {
        var files: [String] = []
        for dir in ["Samples", "Tests/Fixtures/editor"] {
            let path = RepoPaths.path(dir)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            files += names.filter { $0.hasSuffix(".layout") }.sorted().map { path + "/" + $0 }
        }
        return files
    }

    func format(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let result = Formatter.format(SourceFile(path: "t.layout", text: text))
        XCTAssertEqual(result.diagnostics.map(\.message), [], file: file, line: line)
        return result.formatted ?? "<nil>"
    }

    /// The syntax tree without positions: what the file means to the parser.
    static func shape(_ text: String) -> String {
        let dump = SyntaxDump.ast(Parser.parse(SourceFile(path: "t.layout", text: text)).file)
        return dump.replacingOccurrences(of: #"\d+:\d+(-\d+:\d+)?"#, with: "", options: .regularExpression)
    }

    func testEveryFileIsIdempotentAndKeepsItsMeaning() throws {
        let files = Self.layoutFiles()
        XCTAssertGreaterThanOrEqual(files.count, 3)
        for path in files {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let once = format(text)
            let twice = format(once)
            XCTAssertEqual(once, twice, "not idempotent: \(path)")
            XCTAssertEqual(Self.shape(text), Self.shape(once), "meaning changed: \(path)")
            if ProcessInfo.processInfo.environment["VFLC_SHOW_FORMAT"] == "1" { print("=== \(path)\n\(once)") }
        }
    }
}
