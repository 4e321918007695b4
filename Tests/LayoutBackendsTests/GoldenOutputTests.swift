import LayoutBackends
import LayoutDiagnosticWriters
import LayoutSource
import TestSupport
import XCTest

/// Every output format of a hand-made document against its golden file.
final class GoldenOutputTests: XCTestCase {
    private func golden(_ name: String) -> String { RepoPaths.path("Tests/LayoutBackendsTests/Fixtures/\(name)") }

    func testFramesGolden() {
        Golden.assertMatches(FramesWriter.write(FixtureDocuments.profile), path: golden("profile.frames.txt"))
    }

    func testSVGGolden() {
        Golden.assertMatches(SVGWriter.write(FixtureDocuments.profile), path: golden("profile.svg"))
    }

    func testRenderJSONGolden() {
        Golden.assertMatches(RenderJSONWriter.write(FixtureDocuments.profile), path: golden("profile.render.json"))
    }

    func testDiagnosticFormatsGolden() {
        let sources = [FixtureDocuments.path: FixtureDocuments.source]
        let files: [DiagnosticFormat: String] = [
            .text: "diagnostics.txt", .json: "diagnostics.json", .github: "diagnostics.github.txt", .sarif: "diagnostics.sarif",
        ]
        for format in DiagnosticFormat.allCases {
            let text = DiagnosticWriter.write(FixtureDocuments.diagnostics, format: format, sources: sources, colored: false)
            Golden.assertMatches(text, path: golden(files[format]!))
        }
    }

    func testDeviceListingGolden() {
        Golden.assertMatches(DeviceCatalog.listing(), path: golden("devices.txt"))
    }

    func testOutputIsDeterministic() {
        let a = FixtureDocuments.profile, b = FixtureDocuments.profile
        XCTAssertEqual(SVGWriter.write(a), SVGWriter.write(b))
        XCTAssertEqual(FramesWriter.write(a), FramesWriter.write(b))
        XCTAssertEqual(RenderJSONWriter.write(a), RenderJSONWriter.write(b))
        let shuffled = FixtureDocuments.diagnostics.reversed()
        // SARIF rules are sorted, so the rule table does not depend on diagnostic order.
        let rules = { (s: String) in s.components(separatedBy: "\"results\"")[0] }
        XCTAssertEqual(rules(SARIFWriter.write(FixtureDocuments.diagnostics)), rules(SARIFWriter.write(Array(shuffled))))
    }
}
