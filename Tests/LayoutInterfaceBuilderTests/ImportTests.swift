import Foundation
import LayoutCommandLine
import LayoutSource
import LayoutSyntax
import LayoutWorkspace
import TestSupport
import XCTest

/// `vflc import`: each fixture document imported (goldens `Fixtures/import/DOCUMENT/UNIT.layout.txt`), the
/// files canonical, and — the other direction — each file checked and rendered as `vflc check`
/// and `render` check and render its unit in the document.
final class ImportTests: XCTestCase {
    typealias Run = CommandTests.Run

    func temporaryFolder() throws -> String {
        let dir = NSTemporaryDirectory() + "vflc-import-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        return dir
    }

    /// The files `vflc import` writes for fixture `name`, by file name.
    func imported(_ name: String) throws -> (folder: String, files: [String]) {
        let dir = try temporaryFolder()
        let run = CommandTests.run(["import", "\(Fixtures.directory)/\(name)", "-o", dir])
        XCTAssertEqual(run.status, 0, "\(name): \(run.stderr)")
        let listed = run.stdout.split(separator: "\n").map { String($0.split(separator: "/").last ?? "") }
        let present = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        XCTAssertEqual(listed.sorted(), present, "\(name): the paths printed are the files written")
        return (dir, listed)
    }

    func testImportedFilesMatchTheirGoldens() throws {
        for name in Fixtures.documents() {
            let (dir, files) = try imported(name)
            let golden = Fixtures.path("import/\(name)")
            // Named `UNIT.layout.txt`: expected output, not `.layout` files the repository's walks
            // (the editor grammar's samples, the printer's corpus) should read.
            if !Golden.updating {
                let expected = (try? FileManager.default.contentsOfDirectory(atPath: golden).sorted()) ?? []
                XCTAssertEqual(files.map { $0 + ".txt" }.sorted(), expected, "\(name): the units imported")
            } else {
                try? FileManager.default.removeItem(atPath: golden)
                try FileManager.default.createDirectory(atPath: golden, withIntermediateDirectories: true)
            }
            for file in files {
                Golden.assertMatches(try String(contentsOfFile: dir + "/" + file, encoding: .utf8), path: golden + "/" + file + ".txt")
            }
        }
    }

    func testImportedFilesAreCanonical() throws {
        for name in Fixtures.documents() {
            let (dir, files) = try imported(name)
            let run = CommandTests.run(["fmt", "--check"] + files.map { dir + "/" + $0 })
            XCTAssertEqual(run.status, 0, "\(name): \(run.stdout)\(run.stderr)")
        }
    }

    /// Per variant: the views' frames and the findings (id, subject, variants) without the `ib-…`
    /// ones, which are about the XML.
    static func summary(_ variant: [String: Any]) -> String {
        let views = (variant["views"] as? [[String: Any]] ?? []).map { v -> String in
            let f = v["absoluteFrame"] as? [String: Double] ?? [:]
            return "\(v["name"] ?? "") \(f["x"] ?? 0) \(f["y"] ?? 0) \(f["width"] ?? 0) \(f["height"] ?? 0)"
        }
        let findings = (variant["diagnostics"] as? [[String: Any]] ?? []).compactMap { d -> String? in
            guard let id = d["id"] as? String, !id.hasPrefix("ib-") else { return nil }
            return "\(id) \(d["subject"] ?? "") \(d["message"] ?? "")"
        }.sorted()
        let canvas = variant["canvas"] as? [String: Double] ?? [:]
        return "\(variant["traits"] ?? "") \(variant["device"] ?? "") \(canvas["width"] ?? 0)x\(canvas["height"] ?? 0)\n"
            + views.joined(separator: "\n") + "\n" + findings.joined(separator: "\n")
    }

    func testImportedFilesRenderAndCheckAsTheirUnits() throws {
        var compared = 0
        for name in Fixtures.documents() {
            let (dir, files) = try imported(name)
            let document = CommandTests.run(["render", "\(Fixtures.directory)/\(name)", "--format", "json"])
            let variants = (try CommandTests.json(document.stdout)["variants"] as? [[String: Any]]) ?? []
            for file in files {
                let unit = String(file.dropLast(".layout".count))
                let mine = CommandTests.run(["render", dir + "/" + file, "--format", "json"])
                let theirs = variants.filter { $0["unit"] as? String == unit }
                guard !theirs.isEmpty else {
                    XCTAssertTrue(mine.stdout.isEmpty, "\(name) \(unit): renders as a file but not in the document")
                    continue
                }
                let ours = try XCTUnwrap(try CommandTests.json(mine.stdout)["variants"] as? [[String: Any]], "\(name) \(unit)")
                XCTAssertEqual(ours.map(Self.summary), theirs.map(Self.summary), "\(name) \(unit)")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 15)
    }

    func testImportReadsOnlyInterfaceBuilderDocumentsAndWritesNothingForABrokenOne() throws {
        let layout = CommandTests.run(["import", "Samples/card.layout"])
        XCTAssertEqual(layout.status, 2)
        XCTAssertTrue(layout.stderr.contains("reads Interface Builder documents"), layout.stderr)
        let dir = try temporaryFolder()
        let broken = CommandTests.run(["import", "Samples/errors/ib-xml.storyboard", "-o", dir + "/out"])
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.stderr.contains("[ib-xml]"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out"))
        XCTAssertEqual(CommandTests.run(["import"]).status, 2)
    }

    func testCanvasCommentsReadBackWhatTheyWrite() throws {
        let canvases = [
            UnitCanvas(variant: TraitVariant(width: .compact, height: .regular), width: 393, height: 852, safeArea: (59, 0, 34, 0),
                       rootMargin: 16, deviceName: "iPhone 15 Pro (retina6_12)"),
            UnitCanvas(variant: TraitVariant(width: .regular, height: .regular), width: 338.5, height: nil),
        ]
        let text = canvases.map { "// " + CanvasComments.comment($0) + "\n" }.joined() + "view box\n"
        let read = CanvasComments.scan(SourceFile(path: "a.layout", text: text))
        XCTAssertEqual(read.canvases, canvases)
        XCTAssertEqual(read.diagnostics, [])
        for bad in ["wC 393x852", "wC hX 393x852", "wC hR 393", "wC hR 393x852 safe-area 1,2", "wC hR 393x852 margin x",
                    "wC hR 393x852 colour red"] {
            let scanned = CanvasComments.scan(SourceFile(path: "b.layout", text: "// vflc-canvas: \(bad)\nview box\n"))
            XCTAssertEqual(scanned.canvases.count, 0, bad)
            XCTAssertEqual(scanned.diagnostics.map(\.id.rawValue), ["invalid-canvas"], bad)
        }
        let twice = "// vflc-canvas: wC hR 100x100\n// vflc-canvas: wC hR 200x200\n"
        XCTAssertEqual(CanvasComments.scan(SourceFile(path: "c.layout", text: twice)).canvases.map(\.width), [100])
    }

    func testTheCanvasCommentsAreTheFilesTargets() throws {
        let dir = try temporaryFolder()
        let text = "// vflc-canvas: wC hR 300x200 safe-area 10,0,0,0 device Test canvas\nview box\nH:|[box]|\nV:|[box]|\n"
        try text.write(toFile: dir + "/box.layout", atomically: true, encoding: .utf8)
        let all = try CommandTests.json(CommandTests.run(["render", "box.layout", "--format", "json"], in: dir).stdout)
        let variants = try XCTUnwrap(all["variants"] as? [[String: Any]])
        XCTAssertEqual(variants.map { $0["device"] as? String }, ["Test canvas", "iPhone 15 landscape", "iPhone 15 Pro Max landscape", "iPad Pro 11\""])
        XCTAssertEqual(variants[0]["canvas"] as? [String: Double], ["width": 300, "height": 200])
        let device = try CommandTests.json(CommandTests.run(["render", "box.layout", "--format", "json", "--device", "iPhone SE"], in: dir).stdout)
        XCTAssertEqual((device["variants"] as? [[String: Any]])?.map { $0["device"] as? String }, ["iPhone SE (3rd gen.)"])
    }
}
