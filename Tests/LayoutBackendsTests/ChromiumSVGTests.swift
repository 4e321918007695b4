import Foundation
import LayoutBackends
import TestSupport
import XCTest

/// Loads SVG output in a real browser (headless Chromium) when one is installed: the browser
/// must parse it (no `parsererror`, the panels in its DOM) and paint it (a screenshot that is
/// not the blank page). Skipped with a message where no Chromium is on PATH; `.ci/run`
/// installs it.
final class ChromiumSVGTests: XCTestCase {
    static func findChromium() -> String? { Chromium.find() }

    private var dir = ""

    override func setUpWithError() throws {
        dir = NSTemporaryDirectory() + "vflc-chromium-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: dir) }

    /// Runs Chromium headless on `file` with `arguments`; returns exit status and stdout.
    private func chromium(_ binary: String, _ arguments: [String], file: String) throws -> (Int32, String) {
        let run = try Chromium.run(binary, arguments, url: "file://\(file)", profileDirectory: "\(dir)/profile")
        XCTAssertFalse(run.killed, "chromium timed out or crashed")
        return (run.status, run.stdout)
    }

    /// Screenshot of `svg` at its own size; returns the PNG's bytes.
    private func screenshot(_ binary: String, svg: String, name: String, width: Int, height: Int) throws -> [UInt8] {
        let svgPath = "\(dir)/\(name).svg", pngPath = "\(dir)/\(name).png"
        try svg.write(toFile: svgPath, atomically: true, encoding: .utf8)
        let (status, _) = try chromium(binary, ["--screenshot=\(pngPath)", "--window-size=\(width),\(height)",
                                                "--hide-scrollbars"], file: svgPath)
        XCTAssertEqual(status, 0, "chromium --screenshot failed for \(name)")
        let png = try XCTUnwrap(FileManager.default.contents(atPath: pngPath), "no screenshot written for \(name)")
        let bytes = [UInt8](png)
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "not a PNG")
        // IHDR: width and height, big-endian, at bytes 16…23.
        func be32(_ i: Int) -> Int { bytes[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
        XCTAssertEqual([be32(16), be32(20)], [width, height], "screenshot size")
        return bytes
    }

    func testFixtureSVGRendersInChromium() throws {
        guard let binary = Self.findChromium() else {
            throw XCTSkip("Chromium not installed (apt-get install chromium; .ci/run does it): browser test skipped")
        }
        let doc = FixtureDocuments.profile
        let svg = SVGWriter.write(doc)
        let width = Int(attribute("width", of: svg))!, height = Int(attribute("height", of: svg))!

        // The browser's own parse: the DOM it built must be our SVG with every panel.
        let svgPath = "\(dir)/profile.svg"
        try svg.write(toFile: svgPath, atomically: true, encoding: .utf8)
        let (status, dom) = try chromium(binary, ["--dump-dom"], file: svgPath)
        XCTAssertEqual(status, 0)
        XCTAssertFalse(dom.contains("parsererror"), "Chromium reported an XML error:\n\(dom.prefix(600))")
        XCTAssertTrue(dom.hasPrefix("<svg"), String(dom.prefix(200)))
        XCTAssertEqual(dom.components(separatedBy: "<g class=\"panel\"").count - 1, doc.variants.count)

        // Painted: the wireframe's screenshot differs from that of an empty page of the same
        // size and background, and carries far more detail (PNG compresses a flat page to little).
        let blank = "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(width)\" height=\"\(height)\">"
            + "<rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" fill=\"#f2f2f7\"/></svg>\n"
        let blankPNG = try screenshot(binary, svg: blank, name: "blank", width: width, height: height)
        let png = try screenshot(binary, svg: svg, name: "profile", width: width, height: height)
        XCTAssertNotEqual(png, blankPNG)
        XCTAssertGreaterThan(png.count, blankPNG.count * 3, "screenshot looks blank (\(png.count) vs \(blankPNG.count) bytes)")
    }

    /// The check above must notice a broken file: Chromium flags malformed XML.
    func testChromiumFlagsMalformedSVG() throws {
        guard let binary = Self.findChromium() else {
            throw XCTSkip("Chromium not installed (apt-get install chromium; .ci/run does it): browser test skipped")
        }
        let path = "\(dir)/bad.svg"
        let broken = SVGWriter.write(FixtureDocuments.profile).replacingOccurrences(of: "</g>\n<g class=\"panel\"", with: "<g class=\"panel\"")
        try broken.write(toFile: path, atomically: true, encoding: .utf8)
        let (_, dom) = try chromium(binary, ["--dump-dom"], file: path)
        XCTAssertTrue(dom.contains("parsererror"))
    }

    private func attribute(_ name: String, of svg: String) -> String {
        let tag = svg.components(separatedBy: "<svg ")[1].prefix { $0 != ">" }
        return tag.components(separatedBy: " \(name)=\"")[1].components(separatedBy: "\"")[0]
    }
}
