import LayoutSource
import LayoutSyntax
import TestSupport
import XCTest

/// `LayoutPrinter` on every sample, fixture and documented example: the printed text parses
/// without a diagnostic back to the same tree (ranges aside), with either blank-line choice.
/// (`PrinterFormatTests` checks that `vflc fmt` leaves the printed text alone.)
final class PrinterRoundTripTests: XCTestCase {
    /// The corpus entries that parse without errors, with their trees.
    static func parsedCorpus() throws -> [(name: String, text: String, file: LayoutFileSyntax)] {
        try LayoutCorpus.entries().compactMap { entry in
            let result = Parser.parse(SourceFile(path: entry.name, text: entry.text))
            guard !result.diagnostics.contains(where: { $0.severity == .error }) else { return nil }
            return (entry.name, entry.text, result.file)
        }
    }

    func testEveryCleanCorpusFileParsesBackToTheSameTree() throws {
        let corpus = try Self.parsedCorpus()
        // The samples, the clean fixtures and the 30-odd documented examples.
        XCTAssertGreaterThan(corpus.count, 60)
        XCTAssertTrue(corpus.contains { $0.name == "Samples/card.layout" })
        XCTAssertTrue(corpus.contains { $0.name.hasPrefix("Samples/errors/") })
        XCTAssertTrue(corpus.contains { $0.name.hasPrefix("docs/language.md:") })
        for entry in corpus {
            let shape = SyntaxShape.text(entry.file)
            XCTAssertFalse(shape.isEmpty, entry.name)
            for blankLines in [LayoutPrinter.BlankLines.none, .fromRanges] {
                let printed = LayoutPrinter.print(entry.file, blankLines: blankLines)
                let again = Parser.parse(SourceFile(path: "printed.layout", text: printed))
                XCTAssertEqual(again.diagnostics.map { "\($0.range.start) \($0.message)" }, [],
                               "\(entry.name) (\(blankLines)) printed as:\n\(printed)")
                let reshaped = SyntaxShape.text(again.file)
                XCTAssertEqual(reshaped, shape, "\(entry.name) (\(blankLines)): \(Golden.firstDifference(shape, reshaped))")
                XCTAssertEqual(again.file.contentSizeUsage, entry.file.contentSizeUsage, entry.name)
                XCTAssertEqual(again.file.contentSizeUsage.scaledStyles, entry.file.contentSizeUsage.scaledStyles, entry.name)
                // Printing is a function of the tree: the re-parsed tree prints the same.
                XCTAssertEqual(LayoutPrinter.print(again.file, blankLines: blankLines), printed, entry.name)
            }
        }
    }

    /// Without blank lines from the ranges, the text has none; with them, a run of blank
    /// lines in the source is one, never at a block's start or end.
    func testBlankLinesComeOnlyFromTheRanges() throws {
        let text = "view a\n\n\n\nview b {\n\n  view c\n\n  view d\n\n}\nmetrics {\n  x = 1\n\n  y = 2\n}\n"
        let file = Parser.parse(SourceFile(path: "t.layout", text: text)).file
        XCTAssertEqual(LayoutPrinter.print(file),
                       "view a\nview b {\n  view c\n  view d\n}\nmetrics {\n  x = 1\n  y = 2\n}\n")
        XCTAssertEqual(LayoutPrinter.print(file, blankLines: .fromRanges),
                       "view a\n\nview b {\n  view c\n\n  view d\n}\nmetrics {\n  x = 1\n\n  y = 2\n}\n")
        XCTAssertEqual(LayoutPrinter.print(LayoutFileSyntax(statements: [], range: SourceRange(at: .start))), "")
    }

    /// The shape sees what the printer must keep: a changed number, name or paren differs.
    func testTheShapeTellsTreesApart() {
        let base = TestParse.parse("a.width == (b.width + 8) * 0.5 @high\n").file
        for other in ["a.width == (b.width + 8) * 0.5 @750\n", "a.width == (b.width + 8) * 0.25 @high\n",
                      "a.width == b.width + 8 * 0.5 @high\n", "a.width == ((b.width + 8)) * 0.5 @high\n",
                      "a.height == (b.width + 8) * 0.5 @high\n", "a.width >= (b.width + 8) * 0.5 @high\n"] {
            XCTAssertNotEqual(SyntaxShape.text(TestParse.parse(other).file), SyntaxShape.text(base), other)
        }
        XCTAssertNotEqual(SyntaxShape.text(TestParse.parse("H:[a]\n").file), SyntaxShape.text(TestParse.parse("[a]\n").file))
        XCTAssertNotEqual(SyntaxShape.text(TestParse.parse("|[a]\n").file), SyntaxShape.text(TestParse.parse("||[a]\n").file))
        XCTAssertNotEqual(SyntaxShape.text(TestParse.parse("view a {}\n").file), SyntaxShape.text(TestParse.parse("view a\n").file))
        XCTAssertNotEqual(SyntaxShape.text(TestParse.parse("view a hug 5\n").file),
                          SyntaxShape.text(TestParse.parse("view a hug 5,5\n").file))
    }
}
