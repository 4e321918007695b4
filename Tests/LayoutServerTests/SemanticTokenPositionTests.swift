import Foundation
@testable import LayoutIDE
@testable import LayoutServer
import LayoutSource
import LayoutSyntax
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

    /// `text` with each number token replaced by `change` of its spelling.
    private static func renumbered(_ text: String, _ change: (String) -> String) -> String {
        let source = SourceFile(path: "/r.layout", text: text)
        var out = "", at = 0
        for t in Lexer.tokenize(source).tokens where t.kind == .number {
            out += String(decoding: source.bytes[at..<Int(t.offset)], as: UTF8.self)
            out += change(source.text(in: t.range))
            at = Int(t.endOffset)
        }
        return out + String(decoding: source.bytes[at...], as: UTF8.self)
    }

    /// A text carried over from an earlier one (comments and spacing edited), or one whose
    /// numbers and relations alone changed, is highlighted and hinted from the earlier text's
    /// tokens and index, not indexed (or parsed) again: the tokens and the frame hints must be
    /// exactly those of a fresh analysis of the same text, on every sample and fixture,
    /// through several such edits in a row.
    func testCarriedOverTextsHighlightAndHintAsAFreshAnalysis() throws {
        var carried = 0, sameShape = 0
        for path in RepoPaths.layoutFiles() {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let longer = Self.renumbered(text) { $0 + "1" }
            let flipped = longer.replacingOccurrences(of: ">=", with: "\u{1}").replacingOccurrences(of: "<=", with: ">=")
                .replacingOccurrences(of: "\u{1}", with: "<=")
            let edits = [
                "// a first line é\n\n" + text,
                lines.map { $0.contains("/*") || $0.hasPrefix("//") ? String($0) : "  " + $0 + " // 𝄞" }.joined(separator: "\n"),
                lines.map { "/* ☕︎ */ " + $0 }.joined(separator: "\n"),
                text,
                longer,
                flipped,
                "// again\n" + flipped,
                Self.renumbered(flipped) { $0.count > 1 && !$0.contains(".") ? String($0.dropLast()) : $0 },
                text,
            ]
            let session = AnalysisSession()
            _ = session.analyze(SourceFile(path: path, text: text))
            for (k, edit) in edits.enumerated() {
                let source = SourceFile(path: path, text: edit)
                let ours = session.analyze(source)
                let fresh = AnalysisSession(incremental: false).analyze(source)
                if ours.carried != nil {
                    carried += 1
                    // Its diagnostics carried over, positions read off the new tokens (lines
                    // with characters outside ASCII before them): as found afresh, but for fixes.
                    var unfixed = fresh.diagnostics
                    for d in unfixed.indices { unfixed[d].fixes = [] }
                    XCTAssertEqual(ours.diagnostics, unfixed, "\(path) edit \(k)")
                }
                if ours.carried == nil, ours.sharesEarlierSyntax { sameShape += 1 }
                let got = ours.semanticTokens(), want = fresh.semanticTokens()
                if let i = (0..<min(got.count, want.count)).first(where: { got[$0] != want[$0] }) ?? (got.count == want.count ? nil : min(got.count, want.count)) {
                    XCTFail("\(path) edit \(k): token \(i): \(i < got.count ? "\(got[i])" : "none") instead of \(i < want.count ? "\(want[i])" : "none")")
                }
                let hints = ours.frameHints(from: 0, to: source.bytes.count), expected = fresh.frameHints(from: 0, to: source.bytes.count)
                XCTAssertEqual(hints.map(\.position), expected.map(\.position), "\(path) edit \(k)")
                XCTAssertEqual(hints.map(\.label), expected.map(\.label), "\(path) edit \(k)")
            }
        }
        XCTAssertGreaterThan(carried, 100, "most edits of comments are carried over")
        XCTAssertGreaterThan(sameShape, 100, "edits of numbers and relations in files that parse share the earlier syntax")
    }

    /// The size word after `intrinsic` is the touching numbers, words and dots the parser
    /// reads as one (`120` `x22`); it ends at the line's end, so a line that starts right
    /// after it is highlighted as any other (it once lost its highlighting up to the first space).
    func testTheLineAfterAnIntrinsicSizeIsHighlighted() {
        let text = "label title intrinsic 120x22\nfield email intrinsic _x36\nH:|[title][email]|\nV:|[title][email]\n"
        let tokens = AnalysisSession().analyze(SourceFile(path: "/t.layout", text: text)).semanticTokens()
        func kind(_ line: Int, _ column: Int) -> SemanticTokenKind? {
            tokens.first { $0.range.start.line == line && $0.range.start.column == column }?.kind
        }
        XCTAssertEqual(kind(1, 23), .number)        // 120
        XCTAssertEqual(kind(1, 27), .number)        // 22
        XCTAssertEqual(kind(2, 1), .type)           // field
        XCTAssertEqual(kind(2, 25), .number)        // 36
        XCTAssertEqual(kind(3, 1), .keyword)        // H
        XCTAssertEqual(kind(3, 5), .variable)       // title
        XCTAssertEqual(kind(4, 1), .keyword)        // V
        XCTAssertEqual(kind(4, 12), .variable)      // email
    }
}
