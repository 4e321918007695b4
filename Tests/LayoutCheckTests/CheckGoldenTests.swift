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

    func testEveryDiagnosticIDHasAGoldenFixture() throws {
        for id in Self.ids {
            let relative = "Tests/LayoutCheckTests/Fixtures/\(id.rawValue).layout"
            let text = try String(contentsOfFile: RepoPaths.path(relative), encoding: .utf8)
            // A relative path keeps the golden text independent of the checkout's location.
            let rendered = CheckTestSupport.renderCheck(text, path: "Fixtures/\(id.rawValue).layout")
            XCTAssertTrue(rendered.contains("[\(id.rawValue)]"), "fixture for \(id) does not produce it:\n\(rendered)")
            Golden.assertMatches(rendered, path: RepoPaths.path("Tests/LayoutCheckTests/Fixtures/\(id.rawValue).txt"))
        }
    }
}
