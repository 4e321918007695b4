import Foundation
import LayoutServer
import LayoutSource
import TestSupport
import XCTest

/// Issue 28's editor defects, each through the built `vflc lsp --stdio` as an editor starts it:
/// the frame-hint setting (initialization options, pushed and pulled settings), a malformed
/// `.vflc.json`, renames to built-in and declared names.
final class LanguageServerEditorTests: XCTestCase, LanguageServerTestSession {
    // MARK: 1. The frame-hint setting

    static let twoViews = "view box\nH:|-[box(100)]\nV:|-[box(50)]\nview loose\n"

    func testFrameHintsFollowInitializationOptionsAndPushedSettings() throws {
        let uri = "file:///tmp/lsp-editor/hints.layout"
        let c = try start(capabilities: .object([]), options: .object([("inlayHints", .object([("frames", .bool(false))]))]))
        open(c, uri, Self.twoViews)
        _ = c.diagnostics(uri, version: 1)
        XCTAssertEqual(hints(c, uri), [], "initializationOptions switched them off")
        c.notify("workspace/didChangeConfiguration", .object([("settings", .object([("vflc", .object([
            ("inlayHints", .object([("frames", .bool(true))]))]))]))]))
        XCTAssertEqual(hints(c, uri).first, "20,20 100×50")
        close(c)
    }

    func testFrameHintsSettingIsPulledThroughWorkspaceConfiguration() throws {
        let uri = "file:///tmp/lsp-editor/pulled.layout"
        let c = try start()
        // The server asks for its section, and to be told when it changes.
        let request = try XCTUnwrap(c.serverRequest("workspace/configuration"))
        XCTAssertEqual(request["params"]?["items"]?.arrayValue?.first?["section"]?.stringValue, "vflc")
        let registration = try XCTUnwrap(c.serverRequest("client/registerCapability"))
        XCTAssertEqual(registration["params"]?["registrations"]?.arrayValue?.first?["method"]?.stringValue,
                       "workspace/didChangeConfiguration")
        c.respond(to: request, result: .array([.object([("inlayHints", .object([("frames", .bool(false))]))])]))
        open(c, uri, Self.twoViews)
        _ = c.diagnostics(uri, version: 1)
        XCTAssertEqual(hints(c, uri), [], "the pulled setting switched them off")
        // A change notified without the settings (the pull model): the server asks again.
        c.notify("workspace/didChangeConfiguration", .object([("settings", .null)]))
        let again = try XCTUnwrap(c.serverRequest("workspace/configuration"))
        c.respond(to: again, result: .array([.object([("inlayHints", .object([("frames", .bool(true))]))])]))
        XCTAssertEqual(hints(c, uri).first, "20,20 100×50")
        close(c)
    }

    // MARK: 2. A malformed `.vflc.json`

    func testAMalformedConfigurationIsPublishedAsCheckReportsIt() throws {
        let dir = try TemporaryDirectory(prefix: "lsp-editor-config")
        let path = try dir.write("screen.layout", Self.twoViews)
        let broken = "{\n  \"contentSizes\": [\"L\", ]\n}\n"
        _ = try dir.write(".vflc.json", broken)
        // What `vflc check` says about it.
        let check = try BuiltExecutable.run(["check", path, "--format", "json"])
        XCTAssertEqual(check.status, 2, check.stderr)
        let report = try XCTUnwrap(try JSONValue.parse(Data(check.stdout.utf8))["diagnostics"]?.arrayValue?.first)
        XCTAssertEqual(report["id"]?.stringValue, "config-error")

        let c = try start(capabilities: .object([
            ("textDocument", .object([("publishDiagnostics", .object([("relatedInformation", .bool(true))]))])),
            ("workspace", .object([("didChangeWatchedFiles", .object([("dynamicRegistration", .bool(true))]))])),
        ]))
        let uri = URL(fileURLWithPath: path).absoluteString
        let configURI = URL(fileURLWithPath: dir.path + "/.vflc.json").absoluteString
        open(c, uri, Self.twoViews)
        // In the configuration file: check's diagnostic, at check's place.
        let inConfig = try XCTUnwrap(c.waitFor("diagnostics of the configuration") {
            $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == configURI
        }?["params"]?["diagnostics"]?.arrayValue)
        XCTAssertEqual(inConfig.count, 1)
        XCTAssertEqual(inConfig.first?["code"]?.stringValue, "config-error")
        XCTAssertEqual(inConfig.first?["message"]?.stringValue, report["message"]?.stringValue)
        XCTAssertEqual(inConfig.first?["severity"], .number(1))
        let line = try XCTUnwrap(report["line"]?.intValue), column = try XCTUnwrap(report["column"]?.intValue)
        XCTAssertEqual(inConfig.first?["range"]?["start"], Self.position(line - 1, column - 1).canonical, "ASCII: columns agree")
        // On the document: the same error, pointing at the file; nothing else (check checks nothing).
        let onDocument = try XCTUnwrap(c.diagnostics(uri, version: 1))
        XCTAssertEqual(codes(onDocument), ["config-error"])
        XCTAssertEqual(onDocument.first?["message"]?.stringValue, report["message"]?.stringValue)
        let related = onDocument.first?["relatedInformation"]?.arrayValue?.first
        XCTAssertEqual(related?["location"]?["uri"]?.stringValue, configURI)
        XCTAssertEqual(related?["location"]?["range"]?["start"], Self.position(line - 1, column - 1).canonical)

        // Fixed: the configuration's list is cleared and the document checked (`loose` is ambiguous).
        _ = try dir.write(".vflc.json", "{ \"contentSizes\": [\"L\"] }\n")
        c.notify("workspace/didChangeWatchedFiles", .object([("changes", .array([
            .object([("uri", .string(configURI)), ("type", .number(2))]),
        ]))]))
        let cleared = c.waitFor("cleared configuration diagnostics") {
            $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == configURI
        }
        XCTAssertEqual(cleared?["params"]?["diagnostics"], .array([]))
        let checked = try BuiltExecutable.run(["check", path, "--format", "json"])
        let expected = try XCTUnwrap(try JSONValue.parse(Data(checked.stdout.utf8))["diagnostics"]?.arrayValue).compactMap { $0["id"]?.stringValue }
        XCTAssertTrue(expected.contains("ambiguous"), "\(expected)")
        XCTAssertEqual(codes(c.diagnostics(uri, version: 1)), expected, "as `vflc check` reports the file now")
        close(c)
    }

    func testAConfigurationsWarningsArePublishedOnIt() throws {
        let dir = try TemporaryDirectory(prefix: "lsp-editor-config")
        let path = try dir.write("screen.layout", Self.twoViews)
        _ = try dir.write(".vflc.json", "{ \"direction\": 1 }\n")
        let check = try BuiltExecutable.run(["check", path, "--format", "json"])
        let expected = try XCTUnwrap(try JSONValue.parse(Data(check.stdout.utf8))["diagnostics"]?.arrayValue)
            .filter { $0["file"]?.stringValue?.hasSuffix(".vflc.json") == true }
        XCTAssertEqual(expected.count, 1)
        let c = try start(capabilities: .object([]))
        let configURI = URL(fileURLWithPath: dir.path + "/.vflc.json").absoluteString
        open(c, URL(fileURLWithPath: path).absoluteString, Self.twoViews)
        let published = try XCTUnwrap(c.waitFor("diagnostics of the configuration") {
            $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == configURI
        }?["params"]?["diagnostics"]?.arrayValue)
        XCTAssertEqual(published.map { $0["message"]?.stringValue }, expected.map { $0["message"]?.stringValue })
        XCTAssertEqual(published.map { $0["code"]?.stringValue }, ["config-warning"])
        XCTAssertEqual(published.first?["severity"], .number(2))
        close(c)
    }

    // MARK: 3. Rename refuses built-in names

    func testRenameRefusesBuiltInNames() throws {
        let text = try String(contentsOfFile: RepoPaths.path("Samples/sign-in.layout"), encoding: .utf8)
        let uri = "file:///tmp/lsp-editor/sign-in.layout"
        let c = try start()
        open(c, uri, text)
        XCTAssertEqual(c.diagnostics(uri, version: 1)?.count, 0, "the sample checks clean")
        let (line, column) = Self.place(of: "heading intrinsic", in: text)
        for name in ["readable", "keyboard", "standard", "standardEdge", "safeArea", "margins", "root", "superview", "content",
                     "frame", "cell", "estimated", "options", "alignAllCenterY", "directionLeftToRight", "spacingBaselineToBaseline",
                     "switch", "scroll", "table", "collection", "label", "metrics", "when", "set", "required", "high", "wC", "hug",
                     "intrinsic", "H", "or"] {
            let response = reply(c, "textDocument/rename", at(uri, line, column + 2, [("newName", .string(name))]))
            XCTAssertNil(response?["result"], "renaming heading to \(name) must be refused")
            XCTAssertEqual(response?["error"]?["code"], .number(-32803), name)
            let message = response?["error"]?["message"]?.stringValue ?? ""
            XCTAssertTrue(message.contains("'\(name)'") && message.contains("heading"), "\(name): \(message)")
        }
        // Why, for the example: the root's readable guide.
        let readable = reply(c, "textDocument/rename", at(uri, line, column, [("newName", .string("readable"))]))
        XCTAssertTrue(readable?["error"]?["message"]?.stringValue?.contains("readable content guide") == true, "\(String(describing: readable))")
        // A free name is renamed (declaration and every use).
        let edits = try XCTUnwrap(c.call("textDocument/rename", at(uri, line, column, [("newName", .string("title"))]))?["changes"]?[uri]?.arrayValue)
        let code = text.split(separator: "\n").filter { !$0.hasPrefix("//") }.joined(separator: "\n")
        XCTAssertEqual(edits.count, code.components(separatedBy: "heading").count - 1, "every use outside the comments")
        close(c)
    }

    func testRenameRefusesANameAlreadyDeclared() throws {
        let text = "metrics { gap = 8 }\nview a\nview b\nH:|-gap-[a(10)]-[b(10)]\nV:|[a(10)]\nV:|[b(10)]\n"
        let uri = "file:///tmp/lsp-editor/taken.layout"
        let c = try start()
        open(c, uri, text)
        _ = c.diagnostics(uri, version: 1)
        for (from, to) in [("a", "b"), ("a", "gap"), ("gap", "a")] {
            let (line, column) = from == "gap" ? Self.place(of: "gap", in: text) : Self.place(of: "view \(from)", in: text)
            let offset = from == "gap" ? column : column + 5
            let response = reply(c, "textDocument/rename", at(uri, line, offset, [("newName", .string(to))]))
            XCTAssertEqual(response?["error"]?["code"], .number(-32803), "\(from) → \(to)")
            XCTAssertTrue(response?["error"]?["message"]?.stringValue?.contains("already declared") == true, "\(String(describing: response))")
        }
        close(c)
    }
}
