import Foundation
import XCTest
import LayoutDiagnosticWriters
import LayoutSource
import TestSupport
import LayoutBackends
@testable import LayoutCheck

/// One small fixture per diagnostic id the checker emits; the checker's diagnostics on it, in
/// each `check --format`, are compared with `Fixtures/<id>.txt` (text), `<id>.json`,
/// `<id>.github.txt` and `<id>.sarif`.
final class CheckGoldenTests: XCTestCase {
    static let ids: [DiagnosticID] = [
        .unsatisfiable, .ambiguous, .unsatisfiedConstraint, .redundantConstraint,
        .negativeSize, .outsideSuperview, .unusedView,
    ]

    /// Further fixtures: (file name, the id it must produce).
    static let extra: [(String, DiagnosticID)] = [("unsatisfiable-stack", .unsatisfiable)]

    func testEveryDiagnosticIDHasAGoldenFixture() throws {
        for (name, id) in Self.ids.map({ ($0.rawValue, $0) }) + Self.extra {
            let relative = "Tests/LayoutCheckTests/Fixtures/\(name).layout"
            let text = try String(contentsOfFile: RepoPaths.path(relative), encoding: .utf8)
            // A relative path keeps the golden text independent of the checkout's location.
            let rendered = CheckTestSupport.renderCheck(text, path: "Fixtures/\(name).layout")
            XCTAssertTrue(rendered.contains("[\(id.rawValue)]"), "fixture \(name) does not produce \(id):\n\(rendered)")
            Golden.assertMatches(rendered, path: RepoPaths.path("Tests/LayoutCheckTests/Fixtures/\(name).txt"))
        }
    }

    func testOtherFormatsOfEveryFixture() throws {
        let formats: [(DiagnosticFormat, String)] = [(.json, "json"), (.github, "github.txt"), (.sarif, "sarif")]
        for (name, id) in Self.ids.map({ ($0.rawValue, $0) }) + Self.extra {
            let text = try String(contentsOfFile: RepoPaths.path("Tests/LayoutCheckTests/Fixtures/\(name).layout"), encoding: .utf8)
            let (source, variants, _) = CheckTestSupport.compile(text, path: "Fixtures/\(name).layout")
            let diagnostics = Checker.check(variants, source: source).diagnostics
            for (format, ext) in formats {
                let out = DiagnosticWriter.write(diagnostics, format: format, sources: [source.path: source], colored: false)
                XCTAssertTrue(out.contains(id.rawValue), "\(name) in \(format) does not mention \(id)")
                Golden.assertMatches(out, path: RepoPaths.path("Tests/LayoutCheckTests/Fixtures/\(name).\(ext)"))
            }
        }
    }
}
