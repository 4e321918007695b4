import Foundation
import LayoutConsoleLog
import LayoutExplain
import TestSupport
import XCTest

/// The text and JSON output for every fixture log: the reader's fixtures (every format), one per
/// cause of the catalogue, and a log of generated code with its `.layout` sources
/// (`VFLC_UPDATE_GOLDEN=1` rewrites them; review every diff).
final class ExplainGoldenTests: XCTestCase {
    static let fixtures = RepoPaths.path("Tests/LayoutExplainTests/Fixtures")

    /// Every fixture log, by path relative to the package (the name its reports carry).
    static func logs() -> [String] {
        var out: [String] = []
        for dir in ["Tests/LayoutConsoleLogTests/Fixtures", "Tests/LayoutExplainTests/Fixtures/causes", "Tests/LayoutExplainTests/Fixtures"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: RepoPaths.path(dir))) ?? []
            out += names.filter { $0.hasSuffix(".log") }.sorted().map { dir + "/" + $0 }
        }
        return out
    }

    /// `path` explained, with the sources of `project/`.
    static func explain(_ path: String) throws -> ExplainResult {
        let data = try XCTUnwrap(FileManager.default.contents(atPath: RepoPaths.path(path)))
        return Explainer.explain(bytes: [UInt8](data), file: path, layouts: LayoutSources(directory: fixtures + "/project"))
    }

    /// Output with the package's location removed, so that goldens do not depend on it.
    static func relative(_ text: String) -> String { text.replacingOccurrences(of: RepoPaths.root + "/", with: "") }

    func testGoldens() throws {
        let logs = Self.logs()
        XCTAssertGreaterThanOrEqual(logs.count, 30)
        for path in logs {
            let result = try Self.explain(path)
            let base = Self.fixtures + "/golden/" + (path as NSString).lastPathComponent.replacingOccurrences(of: ".log", with: "")
            Golden.assertMatches(Self.relative(ExplainTextWriter.write([result])), path: base + ".txt")
            Golden.assertMatches(Self.relative(ExplainJSONWriter.write([result])), path: base + ".json")
        }
    }

    func testOutputIsDeterministic() throws {
        for path in Self.logs().prefix(6) {
            let a = try Self.explain(path), b = try Self.explain(path)
            XCTAssertEqual(ExplainJSONWriter.write([a]), ExplainJSONWriter.write([b]))
            XCTAssertEqual(ExplainTextWriter.write([a]), ExplainTextWriter.write([b]))
        }
    }

    func testExitStatus() {
        XCTAssertEqual(Explainer.explain(text: "2024-01-01 app[1:2] nothing to see\n").exitStatus, 0)
        XCTAssertEqual(Explainer.explain(text: "Unable to simultaneously satisfy constraints.\n").exitStatus, 1)
    }
}

/// Lists far longer than UIKit prints cost no more than their reading and a few solves.
final class LargeReportTests: XCTestCase {
    func testAListTooLongToSearchSaysSo() {
        var items: [String] = []
        for i in 0..<400 {
            items.append("<NSLayoutConstraint:0x6\(i) V:[UIView:0x7\(i)]-(8)-[UIView:0x7\(i + 1)]   (active)>")
            items.append("<NSLayoutConstraint:0x5\(i) UIView:0x7\(i).height \(i % 2 == 0 ? "==" : ">=") 10   (active)>")
        }
        items.append("<NSLayoutConstraint:0x41 V:|-(0)-[UIView:0x70]   (active, names: '|':UIView:0x7f )>")
        items.append("<NSLayoutConstraint:0x42 V:[UIView:0x7400]-(0)-|   (active, names: '|':UIView:0x7f )>")
        items.append("<NSLayoutConstraint:0x43 'UIView-Encapsulated-Layout-Height' UIView:0x7f.height == 100   (active)>")
        let text = "Unable to simultaneously satisfy constraints.\n(\n" + items.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n"
        let r = Explainer.explain(text: text).reports[0]
        XCTAssertEqual(r.constraints.count, 803)
        XCTAssertEqual(r.cause, .undetermined)
        XCTAssertTrue(r.explanation.contains("more than vflc searches"), r.explanation)
    }
}
