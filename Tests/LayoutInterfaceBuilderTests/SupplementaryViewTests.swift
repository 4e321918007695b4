import Foundation
import InterfaceBuilderDocument
import LayoutInterfaceBuilder
import LayoutLowering
import LayoutPipeline
import LayoutSource
import TestSupport
import XCTest

/// A table's header and footer views (`table-header.storyboard`) as units of their own: as
/// wide as the table, as tall as stored, checked, rendered and imported like any unit.
final class SupplementaryViewTests: XCTestCase {
    static let fixture = "table-header.storyboard"

    func read(_ text: String? = nil) throws -> (IBReadResult, SourceFile) {
        try ResolvedRead.read(fixture: Self.fixture, text: text, path: "Table.storyboard")
    }

    func unit(_ name: String, in read: IBReadResult) throws -> IBUnit { try ResolvedRead.unit(name, in: read) }

    func testTheHeaderAndFooterAreUnitsAfterTheSceneAndItsCells() throws {
        let (read, _) = try read()
        XCTAssertEqual(read.diagnostics.map(\.message), [], "no ib-unsupported for a header or footer")
        XCTAssertEqual(read.units.map(\.name), ["ProfileViewController", "FriendCell", "profileHeader", "tableViewFooter"])
        XCTAssertEqual(read.units.map(\.kind), [.scene, .cell, .tableHeader, .tableFooter])
        let header = try unit("profileHeader", in: read)
        XCTAssertEqual(header.rootID, "Thd-hv-001")
        XCTAssertEqual(header.views.map(\.ibID), ["Thd-hv-001", "Thd-lb-001", "Thd-bt-001"])
        // The scene's table holds neither: they are not its subviews.
        let scene = try unit("ProfileViewController", in: read)
        XCTAssertEqual(scene.views.map(\.name), ["root", "tableView"])
    }

    func testSolvedFramesOnTheDesignCanvasAreTheStoredFrames() throws {
        let (read, source) = try read()
        let header = try unit("profileHeader", in: read)
        XCTAssertEqual(header.designCanvas.width, 393)
        XCTAssertEqual(header.designCanvas.height, 120)
        let solved = try XCTUnwrap(UnitSolver(unit: header, source: source).solve(check: true))
        XCTAssertEqual(solved.diagnostics.map(\.message), [])
        // Pinned to the header's 8 pt margins: the label's top, leading and trailing, the button's trailing and bottom.
        FixtureFrames.assertFrames(UnitSolver.frames(solved.solution), [
            "janeAppleseedLabel": IBRect(x: 8, y: 8, width: 377, height: 20.333333333333332),
            "editButton": IBRect(x: 298, y: 78, width: 87, height: 34),
        ])
        let footer = try unit("tableViewFooter", in: read)
        let centred = try XCTUnwrap(UnitSolver(unit: footer, source: source).solve())
        FixtureFrames.assertFrames(UnitSolver.frames(centred.solution), ["version10Label": IBRect(x: 157, y: 14, width: 79, height: 16)])
    }

    /// In the other size classes the header is as wide as the table there (the screen: the
    /// table is pinned to the root's edges), with the sensor housing's insets at its sides in
    /// landscape, and as tall as stored.
    func testTheHeaderFollowsTheTablesWidthOnEveryCanvas() throws {
        let (read, source) = try read()
        let header = try unit("profileHeader", in: read)
        XCTAssertEqual(header.canvases.map(\.width), [393, 852, 932, 834])
        XCTAssertEqual(header.canvases.map(\.height), [120, 120, 120, 120])
        XCTAssertEqual(header.canvases.map(\.safeArea.left), [0, 59, 59, 0])
        XCTAssertEqual(header.canvases.map(\.safeArea.top), [0, 0, 0, 0])
        let landscape = header.canvases[1]
        let frames = UnitSolver(unit: header, source: source).frames(
            width: 852, height: 120, variant: landscape.variant,
            insets: EdgeInsets(top: 0, left: 59, bottom: 0, right: 59))
        FixtureFrames.assertFrames(frames, [
            "janeAppleseedLabel": IBRect(x: 67, y: 8, width: 718, height: 20.333333333333332),
            "editButton": IBRect(x: 698, y: 78, width: 87, height: 34),
        ])
    }

    /// The front end does not solve: it gives the header its stored size and a dependency on
    /// the scene holding the table, which the pipeline resolves (its stored frames' canvas, the
    /// design variant's, then names the scene's device).
    func testTheFrontEndStatesTheDependencyThePipelineResolves() throws {
        let source = try Fixtures.source(Self.fixture)
        let read = InterfaceBuilder.read(source)
        let header = try unit("profileHeader", in: read)
        XCTAssertEqual(header.canvases.map(\.width), [393, 393, 393, 393])
        XCTAssertEqual(header.canvasesFollow?.unit, read.units.firstIndex { $0.name == "ProfileViewController" })
        let resolved = try XCTUnwrap(Pipeline.read(source).units.first { $0.name == "profileHeader" })
        XCTAssertNil(resolved.canvasesFollow)
        XCTAssertEqual(resolved.canvases.map(\.width), [393, 852, 932, 834])
        let stored = try XCTUnwrap(resolved.storedFrames?.canvas)
        XCTAssertTrue(resolved.canvases.contains(stored), "the design canvas is one of the resolved canvases")
        XCTAssertEqual(stored.deviceName, read.units[0].canvases.first { $0.variant == stored.variant }?.deviceName)
    }

    /// A table pinned to the safe area is narrower than the screen in landscape: the header is
    /// as wide as the table is there, and reaches into no inset.
    func testTheHeaderIsAsWideAsTheTableIsLaidOut() throws {
        let text = try String(contentsOfFile: Fixtures.path(Self.fixture), encoding: .utf8)
        let safe = text
            .replacingOccurrences(of: #"secondItem="Thd-rt-001" secondAttribute="leading" id="Thd-c32""#,
                                  with: #"secondItem="Thd-sa-001" secondAttribute="leading" id="Thd-c32""#)
            .replacingOccurrences(of: #"<constraint firstAttribute="trailing" secondItem="Thd-tb-001" secondAttribute="trailing" id="Thd-c33"/>"#,
                                  with: #"<constraint firstItem="Thd-sa-001" firstAttribute="trailing" secondItem="Thd-tb-001" secondAttribute="trailing" id="Thd-c33"/>"#)
        XCTAssertEqual(safe.components(separatedBy: "Thd-sa-001").count, text.components(separatedBy: "Thd-sa-001").count + 2)
        let (read, _) = try read(safe)
        XCTAssertEqual(read.diagnostics.map(\.message), [])
        let header = try unit("profileHeader", in: read)
        XCTAssertEqual(header.canvases.map(\.width), [393, 734, 814, 834])
        XCTAssertEqual(header.canvases.map(\.safeArea.left), [0, 0, 0, 0])
        XCTAssertEqual(header.canvases.map(\.height), [120, 120, 120, 120])
    }

    /// UIKit "adjusts the width of your header view automatically to match the table view's
    /// width": a stale stored width is not the canvas.
    func testTheStoredWidthOfTheHeaderIsNotItsWidth() throws {
        let text = try String(contentsOfFile: Fixtures.path(Self.fixture), encoding: .utf8)
        let stale = text.replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="393" height="120"/>"#,
                                              with: #"<rect key="frame" x="0.0" y="0.0" width="250" height="120"/>"#)
        XCTAssertNotEqual(stale, text)
        let header = try unit("profileHeader", in: try read(stale).0)
        XCTAssertEqual(header.designCanvas.width, 393)
        XCTAssertEqual(header.canvases.first?.width, 393)
    }

    /// The empty footer that hides a plain table's extra separators has nothing to lay out.
    func testAHeaderWithoutSubviewsIsNoUnitAndNoFinding() throws {
        let text = try String(contentsOfFile: Fixtures.path(Self.fixture), encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: #"<view key="tableFooterView""#))
        let end = try XCTUnwrap(text.range(of: "</view>", range: start.upperBound..<text.endIndex))
        let empty = text.replacingCharacters(in: start.lowerBound..<end.upperBound,
                                             with: #"<view key="tableFooterView" contentMode="scaleToFill" id="Thd-fv-001"><rect key="frame" x="0.0" y="192" width="393" height="0.0"/></view>"#)
        let (read, _) = try read(empty)
        XCTAssertEqual(read.units.map(\.name), ["ProfileViewController", "FriendCell", "profileHeader"])
        XCTAssertEqual(read.diagnostics.map(\.message), [])
    }

    func testAConflictInTheHeaderIsReportedAtItsConstraint() throws {
        let text = try String(contentsOfFile: Fixtures.path(Self.fixture), encoding: .utf8)
        let anchor = #"<constraint firstAttribute="bottomMargin" secondItem="Thd-bt-001" secondAttribute="bottom" id="Thd-c05"/>"#
        let added = #"<constraint firstItem="Thd-lb-001" firstAttribute="width" constant="100" id="Thd-c06"/>"#
        let indent = String(repeating: " ", count: 40)
        let conflicting = text.replacingOccurrences(of: anchor, with: anchor + "\n" + indent + added)
        XCTAssertNotEqual(conflicting, text)
        let lines = conflicting.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try XCTUnwrap(lines.firstIndex { $0.contains(#"id="Thd-c06""#) }) + 1
        let dir = NSTemporaryDirectory() + "vflc-ib-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try conflicting.write(toFile: dir + "/Table.storyboard", atomically: true, encoding: .utf8)
        let run = CommandTests.run(["check", "Table.storyboard", "--format", "json"], in: dir)
        XCTAssertEqual(run.status, 1, run.stderr)
        let found = try XCTUnwrap(try CommandTests.json(run.stdout)["diagnostics"] as? [[String: Any]])
        let conflict = try XCTUnwrap(found.first { $0["id"] as? String == "unsatisfiable" }, "\(found)")
        XCTAssertEqual(conflict["line"] as? Int, line)
        XCTAssertEqual(conflict["column"] as? Int, indent.count + 1)
        XCTAssertTrue((conflict["message"] as? String ?? "").contains("`janeAppleseedLabel.width == 100`"), "\(conflict)")
        let notes = (conflict["notes"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        XCTAssertTrue(notes.contains("in table header 'profileHeader' of Table.storyboard"), "\(notes)")
        XCTAssertEqual(found.filter { $0["severity"] as? String == "error" }.count, 1, "only the header conflicts: \(found)")
    }

    func testRenderJSONCarriesTheHeadersIBIDs() throws {
        let run = CommandTests.run(["render", "\(Fixtures.directory)/\(Self.fixture)", "--format", "json"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let variants = try XCTUnwrap(try CommandTests.json(run.stdout)["variants"] as? [[String: Any]])
        let header = variants.filter { $0["unit"] as? String == "profileHeader" }
        XCTAssertEqual(header.map { $0["traits"] as? String ?? "" }, ["wC hR", "wC hC", "wR hC", "wR hR"])
        for v in header {
            let ids = try XCTUnwrap(v["views"] as? [[String: Any]]).filter { $0["guide"] == nil }.compactMap { $0["ibID"] as? String }
            // The root is the canvas, not one of the views, as in every unit.
            XCTAssertEqual(Set(ids), ["Thd-lb-001", "Thd-bt-001"])
        }
    }

    /// `vflc import` writes a file per header and footer whose frames and findings are the
    /// document's for it, in every size class.
    func testTheImportedHeaderChecksAndRendersAsInTheDocument() throws {
        let dir = NSTemporaryDirectory() + "vflc-ib-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let imported = CommandTests.run(["import", "\(Fixtures.directory)/\(Self.fixture)", "-o", dir])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let document = CommandTests.run(["render", "\(Fixtures.directory)/\(Self.fixture)", "--format", "json"])
        let variants = try XCTUnwrap(try CommandTests.json(document.stdout)["variants"] as? [[String: Any]])
        for unit in ["profileHeader", "tableViewFooter"] {
            let file = CommandTests.run(["render", dir + "/" + unit + ".layout", "--format", "json"])
            XCTAssertEqual(file.status, 0, file.stderr)
            let mine = try XCTUnwrap(try CommandTests.json(file.stdout)["variants"] as? [[String: Any]])
            let theirs = variants.filter { $0["unit"] as? String == unit }
            XCTAssertEqual(theirs.count, 4, unit)
            XCTAssertEqual(mine.map(ImportTests.summary), theirs.map(ImportTests.summary), unit)
        }
    }
}
