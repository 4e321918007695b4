import LayoutDiagnosticWriters
import LayoutSource
import XCTest

/// The caret under a quoted line stands under the range's first character, for the
/// diagnostic and for each of its notes alike, also when a long line is quoted as a window
/// (`…` where cut) and when the window is cut on one side only.
final class ExcerptCaretTests: XCTestCase {
    /// Every column of long lines (ASCII, with tabs, with non-ASCII in a comment): the error
    /// at one column, a note at another, both checked.
    func testCaretsStandUnderTheirColumnOnShortenedLines() {
        let plain = String((0..<400).map { i in Character(Unicode.Scalar(UInt8(0x41 + i % 26))) })
        let tabbed = "\t\t" + plain
        let accented = "/* " + String(repeating: "é", count: 150) + " */ " + plain
        let renderer = TextDiagnosticRenderer()
        for line in [plain, tabbed, accented] {
            let file = SourceFile(path: "l.layout", text: "first\n" + line + "\n")
            let scalars = Array(line.unicodeScalars)
            func location(_ column: Int) -> SourceLocation {
                let offset = 6 + String(String.UnicodeScalarView(scalars[0..<(column - 1)])).utf8.count
                return SourceLocation(line: 2, column: column, offset: offset)
            }
            for column in 1...scalars.count {
                let noteColumn = scalars.count + 1 - column
                let d = Diagnostic(.syntax, "e", in: file, at: SourceRange(at: location(column)),
                                   notes: [DiagnosticNote("n", at: SourceRange(at: location(noteColumn)))])
                let out = renderer.render(d, source: file).split(separator: "\n", omittingEmptySubsequences: false)
                // header, quoted line, caret line; then the note's three.
                for (k, expected) in [(1, column), (4, noteColumn)] {
                    let quoted = Array(out[k].unicodeScalars.dropFirst(4))
                    let caretLine = Array(out[k + 1].unicodeScalars.dropFirst(4))
                    guard let caret = caretLine.firstIndex(of: "^") else { return XCTFail("no caret: \(out)") }
                    XCTAssertLessThan(caret, quoted.count, "column \(expected): \(out[k]) / \(out[k + 1])")
                    guard caret < quoted.count else { return }
                    XCTAssertEqual(quoted[caret], scalars[expected - 1], "column \(expected) of \(line.prefix(8))…")
                    // Tabs before the caret stay tabs, so it lines up on a terminal too.
                    XCTAssertTrue(zip(caretLine[..<caret], quoted[..<caret]).allSatisfy { ($0 == "\t") == ($1 == "\t") })
                }
            }
        }
    }
}
