import Foundation
import TestSupport
import XCTest

/// Golden frames, JSON and SVG for every sample, each file rendering all four variants
/// (`profile-card` on its 343 pt wide fitting canvas). `VFLC_UPDATE_GOLDEN=1` rewrites them;
/// review the diff (and look at the SVGs) before committing.
final class SampleGoldenTests: XCTestCase {
    static let formats: [(format: String, suffix: String)] = [
        ("frames", "frames.txt"), ("json", "json"), ("svg", "svg"),
    ]

    /// `vflc render Samples/X.layout --format F [--size 343xauto]`, checked for success.
    static func render(_ name: String, format: String) -> String? {
        let run = VFLCRunner.run(["render", SampleCatalog.path(name), "--format", format]
                                 + SampleCatalog.canvasArguments(name))
        guard run.status == 0, run.stderr.isEmpty, !run.stdout.isEmpty else {
            XCTFail("render \(name) --format \(format) failed (\(run.status)): \(run.stderr)")
            return nil
        }
        return run.stdout
    }

    func testFramesJSONAndSVGMatchTheGoldenFiles() {
        for name in SampleCatalog.names {
            for (format, suffix) in Self.formats {
                guard let output = Self.render(name, format: format) else { continue }
                Golden.assertMatches(output, path: RepoPaths.path("Tests/vflcTests/Fixtures/samples/\(name).\(suffix)"))
            }
        }
    }

    /// Independently of the golden files: each output holds the four variants in the
    /// documented order, whatever the golden files say.
    func testEveryOutputHoldsAllFourVariants() throws {
        let classes = ["wC hR", "wC hC", "wR hC", "wR hR"]
        for name in SampleCatalog.names {
            // A content-size sample: each size class at L, then at AX5 (`--content-size L --content-size AX5`).
            let order = SampleCatalog.variantCount(name) == 8 ? classes.flatMap { [$0, $0] } : classes
            let frames = try XCTUnwrap(Self.render(name, format: "frames"))
            let headers = frames.split(separator: "\n").filter { $0.hasPrefix("variant ") }
                .map { String($0.dropFirst("variant ".count).prefix(5)) }
            XCTAssertEqual(headers, order, name)

            let json = try XCTUnwrap(Self.render(name, format: "json"))
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            XCTAssertEqual(object["schemaVersion"] as? Int, 1)
            XCTAssertEqual(object["file"] as? String, SampleCatalog.path(name))
            let variants = try XCTUnwrap(object["variants"] as? [[String: Any]])
            XCTAssertEqual(variants.compactMap { $0["traits"] as? String }, order, name)
            for variant in variants {
                XCTAssertEqual((variant["diagnostics"] as? [Any])?.count, 0, "\(name) \(variant["traits"] ?? "")")
            }

            let svg = try XCTUnwrap(Self.render(name, format: "svg"))
            XCTAssertEqual(svg.components(separatedBy: "<g class=\"panel\"").count - 1, SampleCatalog.variantCount(name), name)
        }
    }

    /// The same input gives byte-identical output (spec §10), run after run.
    func testRenderingIsDeterministic() {
        for name in ["order-screen", "responsive-login"] {
            XCTAssertEqual(Self.render(name, format: "json"), Self.render(name, format: "json"), name)
        }
    }
}
