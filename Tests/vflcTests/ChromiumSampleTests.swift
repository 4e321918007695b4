import Foundation
import TestSupport
import XCTest

/// Every sample's SVG in a real browser: headless Chromium parses it as XML without error,
/// finds its four panels, and paints its views (not a blank page). Skipped with a message
/// where Chromium is not installed.
final class ChromiumSampleTests: XCTestCase {
    func testEverySampleSVGLoadsAndPaintsInChromium() throws {
        guard let chromium = Chromium.find() else { throw XCTSkip(Chromium.missingMessage) }
        var documents: [(name: String, svg: String)] = []
        for name in SampleCatalog.names {
            documents.append((name, try XCTUnwrap(SampleGoldenTests.render(name, format: "svg"), name)))
        }
        // Controls, so the probe is seen to fail: malformed XML, and a wireframe without views.
        let card = documents[0].svg
        let broken = card.replacingOccurrences(of: "</g>\n<g class=\"panel\"", with: "<g class=\"panel\"")
        XCTAssertNotEqual(broken, card)
        let empty = card.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("<g class=\"view") }.joined(separator: "\n")
        XCTAssertNotEqual(empty, card)
        documents += [("control-broken", broken), ("control-empty", empty)]

        let dir = NSTemporaryDirectory() + "vflc-samples-chromium-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try BrowserProbePage.html(documents).write(toFile: "\(dir)/probe.html", atomically: true, encoding: .utf8)
        let run = try Chromium.run(chromium, ["--dump-dom", "--virtual-time-budget=60000"],
                                   url: "file://\(dir)/probe.html", profileDirectory: "\(dir)/profile")
        XCTAssertFalse(run.killed, "chromium timed out or crashed")
        XCTAssertEqual(run.status, 0)
        let reports = try XCTUnwrap(BrowserProbePage.reports(fromDOM: run.stdout), "the probe page did not finish:\n\(run.stdout.prefix(500))")
        XCTAssertEqual(reports.map(\.name), documents.map(\.name))

        for report in reports where !report.name.hasPrefix("control-") {
            XCTAssertFalse(report.parserError, "\(report.name): Chromium reports an XML error")
            XCTAssertEqual(report.panels, SampleCatalog.names.contains(report.name) ? SampleCatalog.variantCount(report.name) : 4,
                           "\(report.name): one panel per variant")
            XCTAssertGreaterThan(report.views, 0, report.name)
            XCTAssertGreaterThan(report.width, 0, report.name)
            XCTAssertGreaterThan(report.viewPixels, 1000, "\(report.name): the views paint (almost) nothing")
        }
        let byName = Dictionary(uniqueKeysWithValues: reports.map { ($0.name, $0) })
        XCTAssertEqual(byName["control-broken"]?.parserError, true, "the probe must notice malformed XML")
        XCTAssertEqual(byName["control-empty"]?.views, 0)
        XCTAssertEqual(byName["control-empty"]?.viewPixels, 0, "the probe must notice a wireframe without views")
    }
}
