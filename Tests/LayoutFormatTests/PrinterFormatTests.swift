import Foundation
import LayoutFormat
import LayoutSource
import LayoutSyntax
import TestSupport
import XCTest

/// `LayoutPrinter` writes what `vflc fmt` writes: on every clean sample, fixture and
/// documented example, `vflc fmt --check` accepts the printed text, and for the same text
/// without its comments, printing the formatted text's tree gives the formatted text byte for
/// byte (after spelling each number and keyword as the printer does: the tree keeps the value
/// of `1e2`, not its spelling, while the formatter never re-spells a token).
final class PrinterFormatTests: XCTestCase {
    static func cleanCorpus() throws -> [LayoutCorpus.Entry] {
        try LayoutCorpus.entries().filter { entry in
            !Parser.parse(SourceFile(path: entry.name, text: entry.text)).diagnostics.contains { $0.severity == .error }
        }
    }

    static func format(_ text: String) -> FormatResult { Formatter.format(SourceFile(path: "t.layout", text: text)) }

    func testTheFormatterAcceptsPrintedText() throws {
        let corpus = try Self.cleanCorpus()
        XCTAssertGreaterThan(corpus.count, 60)
        for entry in corpus {
            let file = Parser.parse(SourceFile(path: entry.name, text: entry.text)).file
            for blankLines in [LayoutPrinter.BlankLines.none, .fromRanges] {
                let printed = LayoutPrinter.print(file, blankLines: blankLines)
                let result = Self.format(printed)
                XCTAssertEqual(result.diagnostics.map(\.message), [], entry.name)
                XCTAssertFalse(result.changed, "\(entry.name) (\(blankLines)): fmt --check rejects the printed text: "
                               + Golden.firstDifference(printed, result.formatted ?? ""))
            }
        }
    }

    func testPrintingTheFormattedTreeGivesTheFormattedText() throws {
        var respelled: [String] = []
        var exact = 0
        for entry in try Self.cleanCorpus() {
            guard let formatted = Self.format(CommentStripper.strip(entry.text)).formatted else {
                XCTFail("\(entry.name) without comments: \(Self.format(CommentStripper.strip(entry.text)).diagnostics.map(\.message))")
                continue
            }
            let canonical = CanonicalSpelling.respell(formatted)
            if canonical != formatted { respelled.append(entry.name) }
            for text in Set([formatted, canonical]) {
                let file = Parser.parse(SourceFile(path: entry.name, text: text)).file
                let printed = LayoutPrinter.print(file, blankLines: .fromRanges)
                if text == canonical {
                    XCTAssertEqual(printed, text, "\(entry.name): " + Golden.firstDifference(text, printed))
                    let withoutBlankLines = text.split(separator: "\n").map { $0 + "\n" }.joined()
                    XCTAssertEqual(LayoutPrinter.print(file), withoutBlankLines, entry.name)
                    if printed == text { exact += 1 }
                }
                // Either way the printed text is formatted text.
                XCTAssertFalse(Self.format(printed).changed, entry.name)
            }
        }
        XCTAssertGreaterThan(exact, 60)
        // A few corpus files spell a number or keyword another way (`1e2`, `resist high`), so
        // the respelling is tested too; most need none.
        XCTAssertGreaterThan(respelled.count, 0)
        XCTAssertLessThan(respelled.count, exact / 4, "respelled: \(respelled)")
    }

    /// The one spelling where the two disagreed: the formatter wrote an out-of-range negative
    /// priority `@- 5`; it is a negation like any other, `@-5`, as the printer writes it.
    func testANegativePriorityIsWrittenTight() {
        XCTAssertEqual(Self.format("a.width == 100 @ - 5\n[a(>=1 @ - 3)]\n").formatted, "a.width == 100 @-5\n[a(>=1@-3)]\n")
        let file = Parser.parse(SourceFile(path: "t.layout", text: "a.width == 100 @-5\n")).file
        XCTAssertEqual(LayoutPrinter.print(file), "a.width == 100 @-5\n")
    }
}
