import Foundation
import LayoutCommandLine
import LayoutSource
import TestSupport
import XCTest

/// Interface Builder documents through the command line (`CommandLineTool.run`, in process, in
/// the repository's folder): check, render, dump, folders, configuration, options.
final class CommandTests: XCTestCase {
    struct Run { var status: Int32; var stdout: String; var stderr: String }

    static func run(_ arguments: [String], in folder: String = RepoPaths.root) -> Run {
        let files = FileManager.default
        let previous = files.currentDirectoryPath
        _ = files.changeCurrentDirectoryPath(folder)
        defer { _ = files.changeCurrentDirectoryPath(previous) }
        var out = "", err = ""
        let io = ToolIO(stdout: { out += $0 }, stderr: { err += $0 }, stdin: { [] }, colored: false)
        let status = CommandLineTool.run(arguments, io: io)
        return Run(status: status, stdout: out, stderr: err)
    }

    static func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static let fixtures = Fixtures.directory

    func testEveryFixtureChecksWithoutACrashAndNamesItsUnits() throws {
        for name in Fixtures.documents() {
            let run = Self.run(["check", "\(Self.fixtures)/\(name)", "--format", "json"])
            XCTAssertTrue(run.status == 0 || run.status == 1, "\(name): \(run.stderr)")
            for d in try XCTUnwrap(try Self.json(run.stdout)["diagnostics"] as? [[String: Any]]) {
                let notes = (d["notes"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
                let unitNote = notes.contains { $0.contains(" of \(name)") }
                let documentLevel = ["ib-no-autolayout", "ib-document", "ib-xml"].contains(d["id"] as? String ?? "")
                XCTAssertTrue(unitNote || documentLevel, "\(name): a finding names no unit: \(d)")
                XCTAssertTrue((d["fixes"] as? [Any] ?? []).isEmpty, "\(name): a .layout fix offered for XML: \(d)")
                // The view is named with its IB id when the finding is about one.
                if let subject = d["subject"] as? String, !documentLevel {
                    XCTAssertTrue(notes.contains { $0.hasPrefix("`\(subject)` is the ") && $0.contains(" with id ") }, "\(name): \(d)")
                }
            }
        }
    }

    func testRenderJSONNamesUnitsAndCarriesEachViewsIBID() throws {
        let path = "\(Self.fixtures)/cells.storyboard"
        let text = try String(contentsOfFile: RepoPaths.path(path), encoding: .utf8)
        let run = Self.run(["render", path, "--format", "json"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let variants = try XCTUnwrap(try Self.json(run.stdout)["variants"] as? [[String: Any]])
        XCTAssertEqual(Set(variants.compactMap { $0["unit"] as? String }), ["InboxViewController", "MessageCell", "PhotoCell"])
        // Four size classes per unit, one of them Interface Builder's own canvas.
        XCTAssertEqual(variants.count, 12)
        for unit in ["InboxViewController", "MessageCell", "PhotoCell"] {
            let mine = variants.filter { $0["unit"] as? String == unit }
            XCTAssertEqual(mine.map { $0["traits"] as? String ?? "" }, ["wC hR", "wC hC", "wR hC", "wR hR"], unit)
            XCTAssertEqual(mine.filter { $0["designCanvas"] as? Bool == true }.map { $0["traits"] as? String }, ["wC hR"], unit)
        }
        for v in variants {
            for view in try XCTUnwrap(v["views"] as? [[String: Any]]) where view["guide"] == nil {
                let id = try XCTUnwrap(view["ibID"] as? String, "\(view)")
                XCTAssertTrue(text.contains("id=\"\(id)\""), "\(id) is not an element id of the document")
            }
        }
        // The self-sizing cell fits: 11 + 20.333 + 4 + 20 + 11 on the table's width.
        let cell = try XCTUnwrap(variants.first { $0["unit"] as? String == "MessageCell" && $0["designCanvas"] as? Bool == true })
        XCTAssertEqual(cell["cell"] as? String, "table")
        let canvas = try XCTUnwrap(cell["canvas"] as? [String: Double])
        XCTAssertEqual(canvas["width"], 393)
        XCTAssertEqual(canvas["height"] ?? 0, 66.333, accuracy: 0.001)
    }

    func testSVGPanelsAreTitledWithTheDocumentAndTheUnit() {
        let run = Self.run(["render", "\(Self.fixtures)/navigation.storyboard", "--format", "svg", "--trait", "wC,hR"])
        XCTAssertEqual(run.status, 0, run.stderr)
        for unit in ["HomeViewController", "DetailViewController", "SettingsViewController"] {
            XCTAssertTrue(run.stdout.contains("navigation.storyboard \u{2014} \(unit) \u{00B7} "), unit)
        }
        XCTAssertEqual(run.stdout.components(separatedBy: "class=\"panel-title\"").count - 1, 3)
    }

    func testDeviceAndTraitOptionsApplyToEveryUnit() throws {
        let path = "\(Self.fixtures)/constraints.storyboard"
        let device = try Self.json(Self.run(["render", path, "--format", "json", "--device", "iPhone SE"]).stdout)
        let onDevice = try XCTUnwrap(device["variants"] as? [[String: Any]])
        XCTAssertEqual(onDevice.map { $0["device"] as? String }, ["iPhone SE (3rd gen.)"])
        XCTAssertNil(onDevice[0]["designCanvas"])
        // `--trait` chooses among the unit's own canvases: compact height is its device turned.
        let trait = try Self.json(Self.run(["render", path, "--format", "json", "--trait", "wC,hC"]).stdout)
        let turned = try XCTUnwrap(trait["variants"] as? [[String: Any]])
        XCTAssertEqual(turned.map { $0["device"] as? String }, ["iPhone 15 Pro (retina6_12) landscape"])
    }

    func testAFolderWalkFindsDocumentsAndTheConfigurationApplies() throws {
        let dir = NSTemporaryDirectory() + "vflc-ib-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/screens", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let document = try String(contentsOfFile: Fixtures.path("constraints.storyboard"), encoding: .utf8)
        try document.write(toFile: dir + "/screens/Main.storyboard", atomically: true, encoding: .utf8)
        try "view box\nH:|[box]|\nV:|[box]|\n".write(toFile: dir + "/screens/box.layout", atomically: true, encoding: .utf8)
        let before = Self.run(["check", ".", "--format", "json"], in: dir)
        let files = Set(try XCTUnwrap(try Self.json(before.stdout)["diagnostics"] as? [[String: Any]]).compactMap { $0["file"] as? String })
        XCTAssertEqual(files, ["screens/Main.storyboard"], "the storyboard's outside-superview warnings")
        XCTAssertEqual(before.status, 0)
        // Suppression comments cannot be written in XML: the configuration turns a warning off.
        try #"{"diagnostics": {"outside-superview": "off"}}"#.write(toFile: dir + "/.vflc.json", atomically: true, encoding: .utf8)
        let after = Self.run(["check", ".", "--format", "json"], in: dir)
        XCTAssertEqual(try XCTUnwrap(try Self.json(after.stdout)["diagnostics"] as? [Any]).count, 0, after.stdout)
        // A configuration's devices replace the document's canvases.
        try #"{"devices": ["iPhone SE"]}"#.write(toFile: dir + "/.vflc.json", atomically: true, encoding: .utf8)
        let render = try Self.json(Self.run(["render", "screens/Main.storyboard", "--format", "json"], in: dir).stdout)
        XCTAssertEqual((render["variants"] as? [[String: Any]])?.map { $0["device"] as? String }, ["iPhone SE (3rd gen.)"])
    }

    func testAnXMLCommentSuppressesNothing() throws {
        var text = try String(contentsOfFile: Fixtures.path("constraints.storyboard"), encoding: .utf8)
        text = text.replacingOccurrences(of: "<scenes>", with: "<!-- vflc-ignore-file: outside-superview --><scenes>")
        let dir = NSTemporaryDirectory() + "vflc-ib-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try text.write(toFile: dir + "/Main.storyboard", atomically: true, encoding: .utf8)
        let run = Self.run(["check", "Main.storyboard"], in: dir)
        XCTAssertTrue(run.stdout.contains("[outside-superview]"), run.stdout)
        XCTAssertFalse(run.stdout.contains("unused-suppression"))
    }

    func testConflictsQuoteConstraintsAsTheyArePrinted() throws {
        let doc = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Cnf-rt-001" customClass="Banner">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                    <subviews>
                        <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="Cnf-lb-001" userLabel="Title">
                            <rect key="frame" x="8" y="8" width="184" height="34"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Cnf-lb-001" firstAttribute="leading" secondItem="Cnf-rt-001" secondAttribute="leadingMargin" id="Cnf-c01"/>
                        <constraint firstAttribute="trailingMargin" secondItem="Cnf-lb-001" secondAttribute="trailing" id="Cnf-c02"/>
                        <constraint firstItem="Cnf-lb-001" firstAttribute="width" constant="300" id="Cnf-c03"/>
                        <constraint firstItem="Cnf-lb-001" firstAttribute="top" secondItem="Cnf-rt-001" secondAttribute="top" constant="8" id="Cnf-c04"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
        let dir = NSTemporaryDirectory() + "vflc-ib-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try doc.write(toFile: dir + "/Banner.xib", atomically: true, encoding: .utf8)
        let run = Self.run(["check", "Banner.xib"], in: dir)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.contains("Banner.xib:15:"), run.stdout)
        XCTAssertTrue(run.stdout.contains("`title.width == 300`"), run.stdout)
        XCTAssertTrue(run.stdout.contains("`title.leading == root.leading + 8`") || run.stdout.contains("`root.trailing - 8 == title.trailing`"),
                      run.stdout)
        XCTAssertFalse(run.stdout.contains("`<constraint"), run.stdout)
    }

    /// A view marked misplaced whose constraints give its stored frame: the flag is stale. The
    /// findings are made on the design canvas also when the targets asked for do not include it.
    func testMisplacedAndStaleFramesAreFoundOnTheDesignCanvasWhateverTheTargets() throws {
        var text = try String(contentsOfFile: RepoPaths.path("Samples/errors/ib-misplaced.storyboard"), encoding: .utf8)
        text = text.replacingOccurrences(of: "y=\"111\"", with: "y=\"99\"")
        let dir = NSTemporaryDirectory() + "vflc-ib-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try text.write(toFile: dir + "/Welcome.storyboard", atomically: true, encoding: .utf8)
        let flag = Self.run(["check", "Welcome.storyboard"], in: dir)
        XCTAssertTrue(flag.stdout.contains("marks `welcomeLabel` misplaced, but on iPhone 15 Pro (retina6_12) its constraints give the stored frame (16, 99, 80, 21): the flag is stale [ib-misplaced]"),
                      flag.stdout)
        let sample = Self.run(["check", "Samples/errors/ib-misplaced.storyboard", "--device", "iPad Pro 11\""])
        XCTAssertTrue(sample.stdout.contains("by 12 pt: its stored frame is (16, 111, 80, 21), its constraints give (16, 99, 80, 21) on iPhone 15 Pro (retina6_12)"),
                      sample.stdout)
        let stale = Self.run(["check", "Samples/errors/ib-stale-frame.xib", "--trait", "wR,hR", "--format", "json"])
        let found = try XCTUnwrap(try Self.json(stale.stdout)["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(found.map { $0["id"] as? String }, ["ib-stale-frame"])
        XCTAssertEqual(found.first?["subject"] as? String, "newLabel")
        XCTAssertEqual(found.first?["line"] as? Int, 22)
    }

    /// An image view showing an SF Symbol has the symbol's alignment rectangle, which the
    /// document does not hold: a stored frame 1.5 pt off its constraints is no stale frame
    /// there, and is one for an image of the app's own.
    func testAStaleFrameIsNotClaimedForAnSFSymbolsAlignmentRectangle() throws {
        let sample = try String(contentsOfFile: RepoPaths.path("Samples/errors/ib-stale-frame.xib"), encoding: .utf8)
        let image = sample
            .replacingOccurrences(of: "<view translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"Stl-vw-001\" userLabel=\"Dot\">",
                                  with: "<imageView image=\"star\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"Stl-vw-001\" userLabel=\"Dot\">")
            .replacingOccurrences(of: "</view>\n                <label", with: "</imageView>\n                <label")
            .replacingOccurrences(of: "x=\"8\" y=\"14\" width=\"16\" height=\"16\"", with: "x=\"8\" y=\"15.5\" width=\"16\" height=\"16\"")
        XCTAssertNotEqual(image, sample)
        let symbol = image.replacingOccurrences(of: "image=\"star\"", with: "image=\"star\" catalog=\"system\"")
        let dir = NSTemporaryDirectory() + "vflc-ib-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try image.write(toFile: dir + "/Own.xib", atomically: true, encoding: .utf8)
        try symbol.write(toFile: dir + "/Symbol.xib", atomically: true, encoding: .utf8)
        func stale(_ file: String) throws -> [String] {
            let run = Self.run(["check", file, "--format", "json"], in: dir)
            let found = try XCTUnwrap(try Self.json(run.stdout)["diagnostics"] as? [[String: Any]])
            return found.filter { $0["id"] as? String == "ib-stale-frame" }.compactMap { $0["message"] as? String }
        }
        let own = try stale("Own.xib")
        XCTAssertTrue(own.contains { $0.contains("`dot.centerY == root.centerY` by 1.5 pt") }, "\(own)")
        XCTAssertEqual(try stale("Symbol.xib"), [])
    }

    func testDumpListsEachUnit() {
        let ast = Self.run(["dump", "ast", "\(Self.fixtures)/navigation.storyboard"])
        XCTAssertEqual(ast.status, 0)
        XCTAssertEqual(ast.stdout.split(separator: "\n").filter { $0.hasPrefix("# ") },
                       ["# HomeViewController", "# DetailViewController", "# SettingsViewController"])
        let ir = Self.run(["dump", "ir", "\(Self.fixtures)/navigation.storyboard", "--trait", "wC,hR"])
        XCTAssertEqual(ir.stdout.split(separator: "\n").filter { $0.hasPrefix("# ") }.count, 3)
        XCTAssertTrue(ir.stdout.contains("# HomeViewController \u{00B7} wC hR"))
    }

    func testEmitRefusesADocumentAndNamesImport() {
        let run = Self.run(["emit", "uikit", "\(Self.fixtures)/navigation.storyboard"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("vflc import"), run.stderr)
    }
}
