import TestSupport
import XCTest
import Foundation
@testable import LayoutWorkspace

/// `vflc render` compiles a file as `vflc check` does (`ConfiguredCompilation`): the file's
/// `.vflc.json` (targets, content sizes, diagnostic settings) and its suppression comments
/// apply, and without `--content-size` a file that depends on the category is rendered at
/// `L` and `AX5`, as `check` checks it.
final class RenderConfigurationTests: XCTestCase {
    private func run(_ args: [String]) -> ToolRun {
        return ToolRun.of(args)
    }

    private var dir: TemporaryDirectory!
    override func setUpWithError() throws { dir = try TemporaryDirectory(prefix: "vflc-render-config") }
    override func tearDownWithError() throws { dir = nil }

    /// A view placed off the right edge: an `outside-superview` warning and nothing else.
    static let outside = "view a\nH:|-900-[a(10)]\nV:|[a(10)]\n"
    /// A label whose size follows its text style.
    static let styled = "label t style body intrinsic 100x20\nH:|-[t]\nV:|-[t]\n"

    /// The `variant …` lines of frames output.
    private func variants(_ frames: String) -> [String] {
        frames.split(separator: "\n").filter { $0.hasPrefix("variant ") }.map { String($0.split(separator: " ", maxSplits: 1)[1].components(separatedBy: "  ")[0]) }
    }

    func testConfiguredSeveritiesAndSuppressionsApplyAsInCheck() throws {
        let path = try dir.write("w.layout", Self.outside)
        let before = run(["render", path, "--trait", "wC,hR"])
        XCTAssertEqual(before.status, 0)
        XCTAssertTrue(before.stderr.contains("[outside-superview]"), before.stderr)

        _ = try dir.write(".vflc.json", #"{ "diagnostics": { "outside-superview": "off" } }"#)
        let off = run(["render", path, "--trait", "wC,hR"])
        XCTAssertEqual(off.status, 0)
        XCTAssertEqual(off.stderr, "", "turned off by .vflc.json as check turns it off")
        XCTAssertEqual(run(["check", path, "--trait", "wC,hR"]).stdout, "")
        XCTAssertFalse(off.stdout.isEmpty, "still rendered")
        XCTAssertTrue(run(["render", path, "--trait", "wC,hR", "--no-config"]).stderr.contains("[outside-superview]"))

        _ = try dir.write(".vflc.json", #"{ "diagnostics": { "outside-superview": "error" } }"#)
        let raised = run(["render", path, "--trait", "wC,hR"])
        XCTAssertEqual(raised.status, 1, "an error by configuration fails render as it fails check")
        XCTAssertTrue(raised.stderr.contains("error: "), raised.stderr)

        try FileManager.default.removeItem(atPath: dir.appendingPathComponent(".vflc.json").path)
        let suppressed = try dir.write("s.layout", "view a // vflc-ignore: outside-superview\nH:|-900-[a(10)]\nV:|[a(10)]\n")
        XCTAssertEqual(run(["render", suppressed, "--trait", "wC,hR"]).stderr, "")
    }

    func testTheConfigurationsTargetsAreRenderedUnlessTheCommandLineNamesSome() throws {
        let path = try dir.write("t.layout", "view a\nH:|-[a]-|\nV:|-[a(10)]\n")
        XCTAssertEqual(variants(run(["render", path]).stdout), ["wC hR", "wC hC", "wR hC", "wR hR"])
        _ = try dir.write(".vflc.json", #"{ "traits": ["wR,hR"] }"#)
        XCTAssertEqual(variants(run(["render", path]).stdout), ["wR hR"])
        XCTAssertEqual(variants(run(["render", path, "--trait", "wC,hC"]).stdout), ["wC hC"])
        XCTAssertEqual(variants(run(["render", path, "--no-config"]).stdout).count, 4)
    }

    func testAMalformedConfigurationStopsRenderWithStatusTwo() throws {
        let path = try dir.write("m.layout", "view a\nH:|-[a]-|\nV:|-[a(10)]\n")
        _ = try dir.write(".vflc.json", #"{ "traits": [ }"#)
        let output = dir.appendingPathComponent("m.svg").path
        let r = run(["render", path, "--format", "svg", "-o", output])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("[config-error]"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    /// Without `--content-size`: `L` and `AX5` for a file with a text style (what check
    /// covers), one unlabelled variant for a file without; the configuration's categories
    /// otherwise; `--content-size` last.
    func testContentSizesFollowChecksRule() throws {
        let styled = try dir.write("styled.layout", Self.styled)
        let plain = try dir.write("plain.layout", "view a\nH:|-[a]-|\nV:|-[a(10)]\n")
        XCTAssertEqual(variants(run(["render", styled, "--trait", "wC,hR"]).stdout), ["wC hR L", "wC hR AX5"])
        XCTAssertEqual(variants(run(["render", plain, "--trait", "wC,hR"]).stdout), ["wC hR"])
        XCTAssertEqual(variants(run(["render", styled, "--trait", "wC,hR", "--content-size", "L"]).stdout), ["wC hR L"])
        _ = try dir.write(".vflc.json", #"{ "contentSizes": ["AX3"] }"#)
        XCTAssertEqual(variants(run(["render", styled, "--trait", "wC,hR"]).stdout), ["wC hR AX3"])
        XCTAssertEqual(variants(run(["render", styled, "--trait", "wC,hR", "--content-size", "XS"]).stdout), ["wC hR XS"])
    }

    /// What render reports on standard error is what check reports, for the same file.
    func testRenderReportsWhatCheckReports() throws {
        let text = "label t style body intrinsic 100x20\nlabel u intrinsic 100x20\nH:|-[t]-[u]-|\nV:|-[t]\nV:|-[u]\n"
        let path = try dir.write("same.layout", text)
        let check = run(["check", path])
        let render = run(["render", path])
        XCTAssertFalse(check.stdout.isEmpty, "the file has findings")
        XCTAssertEqual(render.stderr, check.stdout)
        XCTAssertEqual(render.status, check.status)
    }
}
