import Foundation
import XCTest
import LayoutSource
import TestSupport
@testable import LayoutCheck

/// One small fixture per diagnostic id the checker emits; the text rendering of all the
/// checker's diagnostics on it is compared with `Fixtures/<id>.txt`.
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
}
