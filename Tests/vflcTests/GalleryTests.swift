import Foundation
import TestSupport
import XCTest

/// `docs/gallery.md` and `docs/gallery/*.svg` stay in sync with the samples.
final class GalleryTests: XCTestCase {
    private func sources() throws -> [String: String] {
        var result: [String: String] = [:]
        for name in SampleCatalog.names { result[name] = try VFLCRunner.read(SampleCatalog.path(name)) }
        return result
    }

    /// Each committed wireframe is exactly what `vflc render … --format svg` prints today.
    func testGallerySVGsMatchFreshOutput() {
        for name in SampleCatalog.names {
            guard let svg = SampleGoldenTests.render(name, format: "svg") else { continue }
            Golden.assertMatches(svg, path: RepoPaths.path("docs/gallery/\(name).svg"))
        }
        for name in SampleCatalog.rightToLeft.sorted() {
            let run = VFLCRunner.run(GalleryPage.rightToLeftArguments(name))
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertTrue(run.stdout.contains("right to left"), "\(name): the right-to-left panels are titled so")
            Golden.assertMatches(run.stdout, path: RepoPaths.path("docs/gallery/\(name)-rtl.svg"))
        }
        let committed = (try? FileManager.default.contentsOfDirectory(atPath: RepoPaths.path("docs/gallery"))) ?? []
        XCTAssertEqual(Set(committed), Set(SampleCatalog.names.map { "\($0).svg" } + SampleCatalog.rightToLeft.map { "\($0)-rtl.svg" }),
                       "stray or missing gallery files")
    }

    /// The page is the generated one.
    func testGalleryPageIsUpToDate() throws {
        Golden.assertMatches(GalleryPage.markdown(sources: try sources()), path: RepoPaths.path("docs/gallery.md"))
    }

    /// Independently of the generator: the page quotes every sample's full source, in order,
    /// each next to a reference to its own wireframe file.
    func testGalleryPageQuotesEverySourceBesideItsWireframe() throws {
        let page = try VFLCRunner.read("docs/gallery.md")
        var cursor = page.startIndex
        for name in SampleCatalog.names {
            let source = try VFLCRunner.read(SampleCatalog.path(name))
            guard let quoted = page.range(of: "```layout\n" + source + "```", range: cursor..<page.endIndex) else {
                XCTFail("docs/gallery.md does not quote Samples/\(name).layout (in order)"); continue
            }
            let image = try XCTUnwrap(page.range(of: "<img src=\"gallery/\(name).svg\"", range: quoted.upperBound..<page.endIndex),
                                      name)
            let nextSection = page.range(of: "\n## ", range: quoted.upperBound..<page.endIndex)?.lowerBound ?? page.endIndex
            XCTAssertLessThan(image.lowerBound, nextSection, "\(name)'s wireframe is not beside its source")
            cursor = quoted.upperBound
        }
    }

    func testSummaryComesFromTheHeaderComment() {
        let text = "// Samples/x.layout — a thing\n// that wraps.\n// Preview: swift run vflc render Samples/x.layout\nview a\n"
        XCTAssertEqual(GalleryPage.summary(of: text, name: "x"), "a thing that wraps.")
    }
}
