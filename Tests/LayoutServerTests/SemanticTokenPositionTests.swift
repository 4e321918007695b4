import Foundation
import LayoutIDE
@testable import LayoutServer
import LayoutSource
import TestSupport
import XCTest

/// Semantic tokens take their lines and columns from the lexer's tokens, and their UTF-16
/// columns from a per-line shortcut (`UTF16Columns`), not by counting from each line's start:
/// every position must be the one `SourceFile` computes, on every sample and fixture, on text
/// with characters outside ASCII, and on each sample with a comment of them added to every line.
final class SemanticTokenPositionTests: XCTestCase {
    private func check(_ source: SourceFile, file: StaticString = #filePath, line: UInt = #line) {
        let analysis = AnalysisSession().analyze(source)
        let columns = UTF16Columns(source)
        for t in analysis.semanticTokens() {
            for l in [t.range.start, t.range.end] {
                XCTAssertEqual(l, source.location(at: l.offset), "\(source.path) \(t.kind)", file: file, line: line)
                XCTAssertEqual(columns.column(of: l), source.utf16Column(of: l), "\(source.path)", file: file, line: line)
            }
        }
    }

    func testPositionsAreTheSourcesOwn() throws {
        for path in RepoPaths.layoutFiles() {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            check(SourceFile(path: path, text: text))
            let commented = text.split(separator: "\n", omittingEmptySubsequences: false).map { "/* é☕︎𝄞 */ " + $0 }
            check(SourceFile(path: path + " (commented)", text: commented.joined(separator: "\n")))
        }
        check(SourceFile(path: "/x.layout", text: "view café intrinsic 12x3 // é\nH:|[café]|\n/* 𝄞 */ label b intrinsic 10x_\n"))
    }
}
