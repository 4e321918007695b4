import LayoutSource
@testable import LayoutSyntax
import TestSupport
import XCTest

/// Seeded random input: token soup and truncations of valid files. The parser must finish,
/// and every location it produces must agree with the source file's own line table.
final class FuzzTests: XCTestCase {
    static let fragments = [
        "view", "label", "stack", "a", "b", "when", "else", "set", "metrics", "or", "wC", "hR", "H", "V", ":",
        "|", "-", "[", "]", "(", ")", "{", "}", "==", ">=", "<=", "=", "<", "@", "750", "high", "12.5", ".5",
        "1e3", "1e", ",", ".", "width", "+", "*", "/", "\n", "\n", ";", " ", "intrinsic", "120x22", "_x_", "hug",
        "axis", "vertical", "/*", "*/", "//", "\u{0}", "é", "#", "spacing", "hidden", "\t",
    ]

    /// Checks that every token and diagnostic location matches `SourceFile.location(at:)`.
    func check(_ source: SourceFile, _ label: String) {
        let (tokens, _) = Lexer.tokenize(source)
        XCTAssertEqual(tokens.last?.kind, .endOfFile, label)
        for t in tokens {
            XCTAssertEqual(source.location(at: Int(t.offset)), t.start, "\(label): token \(t.kind)")
            // A newline token ends just past the line break but is kept on its own line.
            if t.kind != .newline {
                XCTAssertEqual(source.location(at: Int(t.endOffset)), t.end, "\(label): token end \(t.kind)")
            }
        }
        let result = Parser.parse(source)
        for d in result.diagnostics {
            XCTAssertEqual(source.location(at: d.range.start.offset), d.range.start, "\(label): \(d.message)")
            XCTAssertEqual(source.location(at: d.range.end.offset), d.range.end, "\(label): \(d.message)")
            XCTAssertLessThanOrEqual(d.range.start, d.range.end, label)
        }
        for s in result.file.statements {
            XCTAssertLessThanOrEqual(s.range.start, s.range.end, label)
            XCTAssertEqual(source.location(at: s.range.end.offset), s.range.end, "\(label): statement end")
        }
        _ = SyntaxDump.ast(result.file)
    }

    func testTokenSoup() {
        var random = SeededRandom(state: 20_261_129)
        for round in 0..<400 {
            var text = ""
            for _ in 0..<random.below(60) {
                text += Self.fragments[random.below(Self.fragments.count)]
                if random.below(3) == 0 { text += " " }
            }
            check(SourceFile(path: "soup.layout", text: text), "round \(round): \(text.debugDescription)")
        }
    }

    func testTruncationsOfValidFiles() throws {
        for name in ["card", "everything"] {
            let text = try String(contentsOfFile: RepoPaths.path("Tests/LayoutSyntaxTests/Fixtures/\(name).layout"),
                                  encoding: .utf8)
            let scalars = Array(text.unicodeScalars)
            for cut in 0...scalars.count {
                var prefix = String.UnicodeScalarView()
                prefix.append(contentsOf: scalars[0..<cut])
                check(SourceFile(path: "cut.layout", text: String(prefix)), "\(name) cut at \(cut)")
            }
        }
    }

    func testRandomEditsOfValidFiles() throws {
        var random = SeededRandom(state: 0x5EED)
        let text = try String(contentsOfFile: RepoPaths.path("Tests/LayoutSyntaxTests/Fixtures/everything.layout"),
                              encoding: .utf8)
        let original = Array(text.unicodeScalars)
        for round in 0..<300 {
            var scalars = original
            for _ in 0..<(1 + random.below(4)) {
                let a = random.below(scalars.count + 1), b = min(scalars.count, a + random.below(12))
                switch random.below(3) {
                case 0: scalars.removeSubrange(a..<b)                         // delete a span
                case 1: scalars.insert(contentsOf: scalars[a..<b], at: b)     // duplicate a span
                default: scalars.insert(contentsOf: Self.fragments[random.below(Self.fragments.count)].unicodeScalars, at: a)
                }
            }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars)
            let source = SourceFile(path: "edit.layout", text: String(view))
            check(source, "edit round \(round)")
            // Syntax diagnostics are all errors, in source order.
            let result = Parser.parse(source)
            XCTAssertTrue(result.diagnostics.allSatisfy { $0.severity == .error }, "edit round \(round)")
            XCTAssertEqual(result.diagnostics, result.diagnostics.sorted(by: Diagnostic.sortKey), "edit round \(round)")
        }
    }
}
