import LayoutBackends
import LayoutDiagnosticWriters
import LayoutSource
import XCTest

final class DiagnosticWriterTests: XCTestCase {
    private let sources = [FixtureDocuments.path: FixtureDocuments.source]

    func testTextIsTheSharedRendererAndColourIsOptIn() {
        let diagnostics = FixtureDocuments.diagnostics
        for colored in [false, true] {
            XCTAssertEqual(DiagnosticWriter.write(diagnostics, format: .text, sources: sources, colored: colored),
                           TextDiagnosticRenderer(colored: colored).render(diagnostics, sources: sources))
        }
        XCTAssertFalse(DiagnosticWriter.write(diagnostics, format: .text, sources: sources, colored: false).contains("\u{1B}["))
        XCTAssertTrue(DiagnosticWriter.write(diagnostics, format: .text, sources: sources, colored: true).contains("\u{1B}["))
        // Colour never leaks into the machine formats.
        for format in [DiagnosticFormat.json, .github, .sarif] {
            XCTAssertEqual(DiagnosticWriter.write(diagnostics, format: format, sources: sources, colored: true),
                           DiagnosticWriter.write(diagnostics, format: format, sources: sources, colored: false))
        }
    }

    func testEmptyInputs() throws {
        XCTAssertEqual(DiagnosticWriter.write([], format: .github, sources: [:], colored: false), "")
        XCTAssertEqual(DiagnosticWriter.write([], format: .json, sources: [:], colored: false),
                       "{\n  \"schemaVersion\": 1,\n  \"diagnostics\": []\n}\n")
        let sarif = try TestJSONParser.parse(DiagnosticWriter.write([], format: .sarif, sources: [:], colored: false))
        XCTAssertEqual(sarif.serialized(), #"{"$schema":"https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json","version":"2.1.0","runs":[{"tool":{"driver":{"name":"vflc","rules":[]}},"columnKind":"unicodeCodePoints","results":[]}]}"#)
    }

    func testSARIFResultsPointAtTheirRulesAndNotes() throws {
        let log = try TestJSONParser.parse(SARIFWriter.write(FixtureDocuments.diagnostics))
        func member(_ v: JSONValue, _ key: String) -> JSONValue? {
            if case .object(let pairs) = v { return pairs.first { $0.0 == key }?.1 }
            return nil
        }
        guard case .array(let runs)? = member(log, "runs"), let run = runs.first,
              case .array(let rules)? = member(member(member(run, "tool")!, "driver")!, "rules"),
              case .array(let results)? = member(run, "results") else { return XCTFail("shape") }
        XCTAssertEqual(results.count, FixtureDocuments.diagnostics.count)
        for (result, d) in zip(results, FixtureDocuments.diagnostics) {
            guard case .number(let index)? = member(result, "ruleIndex") else { return XCTFail("ruleIndex") }
            XCTAssertEqual(member(rules[Int(index)], "id"), .string(d.id.rawValue))
            XCTAssertEqual(member(result, "ruleId"), .string(d.id.rawValue))
            let related: [JSONValue]
            if case .array(let r)? = member(result, "relatedLocations") { related = r } else { related = [] }
            XCTAssertEqual(related.count, d.notes.filter { $0.range != nil }.count)
            // A catalogued id's rule describes it from the catalogue; another id names itself.
            let rule = rules[Int(index)]
            func text(_ key: String) -> JSONValue? { member(rule, key).flatMap { member($0, "text") } }
            if let kind = DiagnosticCatalogue.kind(d.id) {
                XCTAssertEqual(text("shortDescription"), .string(kind.summary), "\(d.id)")
                XCTAssertEqual(text("fullDescription"), .string(kind.help), "\(d.id)")
                XCTAssertEqual(member(rule, "helpUri"), .string("docs/diagnostics.md#\(d.id.rawValue)"))
                XCTAssertEqual(member(rule, "defaultConfiguration").flatMap { member($0, "level") },
                               .string(kind.severity.rawValue))
            } else {
                XCTAssertEqual(text("shortDescription"), .string(d.id.rawValue))
                XCTAssertNil(member(rule, "helpUri"))
            }
        }
    }
}
