import Foundation
import LayoutSource
@testable import LayoutSyntax
import TestSupport
import XCTest

/// `Grammar/layout.ebnf` stays in step with the parser: every production has an example in
/// `Fixtures/productions.txt` that parses cleanly, and the keyword lists in the grammar are
/// the ones the parser knows.
final class GrammarTests: XCTestCase {
    /// The grammar without its `(* … *)` comments.
    func grammarText() throws -> String {
        let raw = try String(contentsOfFile: RepoPaths.path("Grammar/layout.ebnf"), encoding: .utf8)
        var out = ""
        var rest = Substring(raw)
        while let open = rest.range(of: "(*") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "*)") else {
                XCTFail("unterminated comment in layout.ebnf")
                return out
            }
            rest = rest[close.upperBound...]
        }
        return out + rest
    }

    /// Production name → its right-hand side.
    func productions() throws -> [String: String] {
        var result: [String: String] = [:]
        // Split at ";" outside terminals and special sequences.
        var rules: [String] = []
        var current = ""
        var quote: Character?
        for c in try grammarText() {
            if let q = quote { if c == q { quote = nil } } else if c == "\"" || c == "?" { quote = c } else if c == ";" {
                rules.append(current)
                current = ""
                continue
            }
            current.append(c)
        }
        XCTAssertNil(quote, "unbalanced quote in layout.ebnf")
        XCTAssertEqual(current.trimmingCharacters(in: .whitespacesAndNewlines), "", "text after the last ';'")
        for rule in rules {
            let trimmed = rule.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty, let eq = trimmed.firstIndex(of: "=") else { continue }
            let name = trimmed[..<eq].trimmingCharacters(in: .whitespacesAndNewlines)
            XCTAssertTrue(name.allSatisfy { $0.isLetter || $0 == "_" }, "odd production name '\(name)'")
            XCTAssertNil(result[name], "production '\(name)' defined twice")
            result[name] = String(trimmed[trimmed.index(after: eq)...])
        }
        return result
    }

    /// `## name` → example text.
    func examples() throws -> [(name: String, text: String)] {
        let raw = try String(contentsOfFile: RepoPaths.path("Tests/LayoutSyntaxTests/Fixtures/productions.txt"),
                             encoding: .utf8)
        var result: [(String, String)] = []
        for line in raw.components(separatedBy: "\n") {
            if line.hasPrefix("## ") {
                result.append((String(line.dropFirst(3)), ""))
            } else if !result.isEmpty {
                result[result.count - 1].1 += line + "\n"
            }
        }
        return result
    }

    /// The quoted terminals of a production.
    func terminals(_ rhs: String) -> [String] {
        rhs.components(separatedBy: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }

    func testEveryProductionHasAnExampleThatParses() throws {
        let grammar = try productions()
        XCTAssertGreaterThan(grammar.count, 40)
        let examples = try examples()
        let named = Set(examples.map(\.name))
        for name in grammar.keys.sorted() {
            XCTAssertTrue(named.contains(name), "production '\(name)' has no example in productions.txt")
        }
        for (name, text) in examples {
            XCTAssertNotNil(grammar[name], "example for unknown production '\(name)'")
            let result = TestParse.parse(text)
            XCTAssertEqual(result.diagnostics.map { "\($0.range.start) \($0.message)" }, [], "example '\(name)'")
            XCTAssertFalse(result.file.statements.isEmpty, "example '\(name)' is empty")
        }
    }

    func testKeywordListsMatchTheParser() throws {
        let g = try productions()
        XCTAssertEqual(terminals(g["view_kind"] ?? ""), ViewKind.allCases.map(\.rawValue))
        XCTAssertEqual(terminals(g["trait_term"] ?? ""), TraitTerm.sizeClassTerms.map(\.text))
        XCTAssertEqual(terminals(g["format_option"] ?? ""), VFLFormatOption.allCases.map(\.rawValue))
        XCTAssertEqual(terminals(g["format_options"] ?? "").first, Vocabulary.formatOptionsKeyword)
        XCTAssertEqual(terminals(g["cell_header"] ?? ""), [Vocabulary.cellKeyword] + Vocabulary.cellKinds + [Vocabulary.cellEstimated])
        XCTAssertEqual(terminals(g["axis_property"] ?? "").dropFirst().sorted(), StackAxis.allCases.map(\.rawValue).sorted())
        XCTAssertEqual(Array(terminals(g["distribution_property"] ?? "").dropFirst()), StackDistribution.allCases.map(\.rawValue))
        XCTAssertEqual(Array(terminals(g["alignment_property"] ?? "").dropFirst()), StackAlignment.allCases.map(\.rawValue))
        XCTAssertEqual(terminals(g["relation"] ?? ""), Relation.allCases.map(\.rawValue))
        XCTAssertEqual(terminals(g["text_style"] ?? ""), TextStyle.allCases.map(\.rawValue))
        XCTAssertEqual(terminals(g["content_size"] ?? ""), ContentSizeCategory.allCases.map(\.shortName))
        XCTAssertEqual(terminals(g["content_size_term"] ?? "").dropFirst().sorted(), ContentSizeRelation.allCases.map(\.rawValue).sorted())
        // Every property keyword the parser accepts is the first terminal of a property production.
        let propertyProductions = (g["property"] ?? "").split(separator: "|").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        let keywords = propertyProductions.flatMap { p -> [String] in
            let t = terminals(g[p] ?? "")
            return p == "visibility_property" || p == "installation_property" ? t : Array(t.prefix(1))
        }
        XCTAssertEqual(keywords.sorted(), SyntaxParser.propertyNames.sorted())
    }
}
