import Foundation
import LayoutServer
import LayoutSource
import TestSupport
import XCTest

/// Issue 28's editor defects, each through the built `vflc lsp --stdio` as an editor starts it:
/// the frame-hint setting (initialization options, pushed and pulled settings), a malformed
/// `.vflc.json`, renames to built-in names, the smaller gaps (built-in guides, hovers on `H:`,
/// `V:` and `|`, both numbers of `120x22`, the editor's fixes, ambiguous frame hints).
final class LanguageServerEditorTests: XCTestCase {
    /// What VS Code's client declares (the parts the server reads).
    static let vscode = JSONValue.object([
        ("textDocument", .object([
            ("publishDiagnostics", .object([("relatedInformation", .bool(true))])),
            ("hover", .object([("contentFormat", .array([.string("markdown"), .string("plaintext")]))])),
            ("documentSymbol", .object([("hierarchicalDocumentSymbolSupport", .bool(true))])),
        ])),
        ("workspace", .object([
            ("configuration", .bool(true)),
            ("didChangeConfiguration", .object([("dynamicRegistration", .bool(true))])),
        ])),
    ])

    private func start(capabilities: JSONValue = LanguageServerEditorTests.vscode, options: JSONValue? = nil) throws -> ProcessLSPClient {
        let c = try ProcessLSPClient(arguments: ["lsp", "--stdio"])
        var params: [(String, JSONValue)] = [("processId", .null), ("rootUri", .null), ("capabilities", capabilities)]
        if let options { params.append(("initializationOptions", options)) }
        _ = try XCTUnwrap(c.call("initialize", .object(params)))
        c.notify("initialized", .object([]))
        return c
    }

    private func open(_ c: ProcessLSPClient, _ uri: String, _ text: String, version: Int = 1) {
        c.notify("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(uri)), ("languageId", .string("layout")), ("version", .number(Double(version))), ("text", .string(text)),
        ]))]))
    }

    private func change(_ c: ProcessLSPClient, _ uri: String, _ text: String, version: Int) {
        c.notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(uri)), ("version", .number(Double(version)))])),
            ("contentChanges", .array([.object([("text", .string(text))])])),
        ]))
    }

    private func close(_ c: ProcessLSPClient) {
        XCTAssertEqual(c.call("shutdown", .null), .null)
        c.notify("exit", .null)
        XCTAssertEqual(c.waitForExit(), 0)
        XCTAssertEqual(c.errors, [])
    }

    static func position(_ line: Int, _ character: Int) -> JSONValue {
        .object([("line", .number(Double(line))), ("character", .number(Double(character)))])
    }

    static func range(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int) -> JSONValue {
        .object([("start", position(l1, c1)), ("end", position(l2, c2))])
    }

    private func at(_ uri: String, _ line: Int, _ character: Int, _ extra: [(String, JSONValue)] = []) -> JSONValue {
        .object([("textDocument", .object([("uri", .string(uri))])), ("position", Self.position(line, character))] + extra)
    }

    private func document(_ uri: String, _ extra: [(String, JSONValue)] = []) -> JSONValue {
        .object([("textDocument", .object([("uri", .string(uri))]))] + extra)
    }

    /// The hint labels of the whole document.
    private func hints(_ c: ProcessLSPClient, _ uri: String) -> [String] {
        c.call("textDocument/inlayHint", document(uri, [("range", Self.range(0, 0, 200, 0))]))?.arrayValue?
            .compactMap { $0["label"]?.stringValue } ?? ["no answer"]
    }

    /// `(line 0-based, UTF-16 column)` of the first occurrence of `needle` (the `occurrence`th).
    static func place(of needle: String, in text: String, occurrence: Int = 0) -> (Int, Int) {
        var searchFrom = text.startIndex
        var found = text.startIndex
        for _ in 0...occurrence {
            guard let r = text.range(of: needle, range: searchFrom..<text.endIndex) else { return (-1, -1) }
            found = r.lowerBound
            searchFrom = text.index(after: r.lowerBound)
        }
        let before = text[..<found]
        let line = before.filter { $0 == "\n" }.count
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return (line, text[lineStart..<found].utf16.count)
    }

    /// `text` with LSP `edits` (`TextEdit`s in UTF-16 positions) applied.
    static func apply(_ edits: [JSONValue], to text: String) -> String {
        var bytes = Array(text.utf8)
        let source = SourceFile(path: "x", text: text)
        let ranges = edits.map { e -> (Int, Int, String) in
            func offset(_ p: JSONValue?) -> Int {
                source.offset(line: p?["line"]?.intValue ?? 0, utf16Column: p?["character"]?.intValue ?? 0)
            }
            return (offset(e["range"]?["start"]), offset(e["range"]?["end"]), e["newText"]?.stringValue ?? "")
        }
        for (a, b, t) in ranges.sorted(by: { $0.0 > $1.0 }) { bytes.replaceSubrange(a..<b, with: Array(t.utf8)) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The whole response (result or error) to a request.
    private func reply(_ c: ProcessLSPClient, _ method: String, _ params: JSONValue) -> JSONValue? {
        let id = c.request(method, params)
        return c.waitFor("response to \(method)") { $0["id"]?.intValue == id && $0["method"] == nil }
    }

    private func codes(_ diagnostics: [JSONValue]?) -> [String] {
        (diagnostics ?? []).compactMap { $0["code"]?.stringValue }
    }

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
        // Why, for the issue's example: the root's readable guide.
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

    // MARK: 4. Built-in guides, hovers on punctuation, number tokens, fixes, hints

    /// Decoded semantic tokens: (line, column, length, type, modifiers).
    private func semanticTokens(_ c: ProcessLSPClient, _ uri: String) throws -> [(line: Int, column: Int, length: Int, type: String, modifiers: Int)] {
        let data = try XCTUnwrap(c.call("textDocument/semanticTokens/full", document(uri))?["data"]?.arrayValue?.compactMap(\.intValue))
        let legend = ["keyword", "type", "variable", "parameter", "property", "enumMember", "number", "operator", "comment"]
        var out: [(Int, Int, Int, String, Int)] = []
        var line = 0, column = 0
        for k in stride(from: 0, to: data.count, by: 5) {
            line += data[k]
            column = data[k] == 0 ? column + data[k + 1] : data[k + 1]
            out.append((line, column, data[k + 2], data[k + 3] < legend.count ? legend[data[k + 3]] : "?", data[k + 4]))
        }
        return out
    }

    func testReadableAndKeyboardAreCompletedAndMarkedBuiltIn() throws {
        let text = try String(contentsOfFile: RepoPaths.path("Samples/sign-in.layout"), encoding: .utf8) + "\n"
        let uri = "file:///tmp/lsp-editor/guides.layout"
        let c = try start()
        open(c, uri, text)
        _ = c.diagnostics(uri, version: 1)
        let lastLine = text.filter { $0 == "\n" }.count
        let labels = c.call("textDocument/completion", at(uri, lastLine, 0))?["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
        for name in ["safeArea", "readable", "keyboard"] { XCTAssertTrue(labels.contains(name), "\(name) not in \(labels)") }
        let tokens = try semanticTokens(c, uri)
        for name in ["safeArea", "readable", "keyboard"] {
            let (line, column) = Self.place(of: name + ".", in: text)
            let token = tokens.first { $0.line == line && $0.column == column }
            XCTAssertEqual(token?.type, "variable", name)
            XCTAssertEqual((token?.modifiers ?? 0) & 2, 2, "\(name) is defaultLibrary")
        }
        close(c)
    }

    func testHoverOnOrientationsAndEdges() throws {
        let text = "view card {\n  label title intrinsic 100x20\n  H:|-12-[title]-(>=12)-|\n  V:||[title]||\n}\nH:|[card]|\nV:|-20-[card]\n"
        let uri = "file:///tmp/lsp-editor/edges.layout"
        let c = try start()
        open(c, uri, text)
        _ = c.diagnostics(uri, version: 1)
        func hover(_ line: Int, _ column: Int) -> String {
            c.call("textDocument/hover", at(uri, line, column))?["contents"]?["value"]?.stringValue ?? ""
        }
        let h = hover(2, 2)
        XCTAssertTrue(h.contains("horizontal visual-format line"), h)
        XCTAssertTrue(h.contains("`title.x == card.x + 12`") && h.contains("`card.x + card.width >= title.x + title.width + 12`"),
                      "the line's constraints: \(h)")
        let v = hover(6, 0)
        XCTAssertTrue(v.contains("vertical visual-format line") && v.contains("`card.y == root.y + 20`"), v)
        let leading = hover(2, 4)
        XCTAssertTrue(leading.contains("leading edge of `card`"), leading)
        let trailing = hover(2, 24)
        XCTAssertTrue(trailing.contains("trailing edge of `card`"), trailing)
        let margins = hover(3, 4)
        XCTAssertTrue(margins.contains("top edge of `card`'s layout margins"), margins)
        let root = hover(5, 2)
        XCTAssertTrue(root.contains("leading edge of `root`"), root)
        close(c)
    }

    func testBothNumbersOfAnIntrinsicSizeAreNumberTokens() throws {
        let text = "label title intrinsic 120x22\nfield email intrinsic _x36\nlabel small intrinsic 12.5x.5\nH:|[title][email][small]|\nV:|[title][email][small]\n"
        let uri = "file:///tmp/lsp-editor/numbers.layout"
        let c = try start()
        open(c, uri, text)
        _ = c.diagnostics(uri, version: 1)
        let tokens = try semanticTokens(c, uri)
        func token(_ line: Int, _ column: Int) -> (String, Int)? {
            tokens.first { $0.line == line && $0.column == column }.map { ($0.type, $0.length) }
        }
        XCTAssertEqual(token(0, 22)?.0, "number"); XCTAssertEqual(token(0, 22)?.1, 3)   // 120
        XCTAssertEqual(token(0, 26)?.0, "number"); XCTAssertEqual(token(0, 26)?.1, 2)   // 22
        XCTAssertEqual(token(1, 24)?.0, "number"); XCTAssertEqual(token(1, 24)?.1, 2)   // 36 of _x36
        XCTAssertEqual(token(2, 22)?.0, "number"); XCTAssertEqual(token(2, 22)?.1, 4)   // 12.5
        XCTAssertEqual(token(2, 27)?.0, "number"); XCTAssertEqual(token(2, 27)?.1, 2)   // .5
        close(c)
    }

    /// The code actions at `name`'s declaration whose edits, applied, clear the `ambiguous`
    /// finding about it (checked by the server on the new text).
    private func fixesClear(_ id: String, of name: String, in text: String, expectTitle: String, uri: String,
                            file: StaticString = #filePath, line: UInt = #line) throws {
        let c = try start()
        open(c, uri, text)
        let before = try XCTUnwrap(c.diagnostics(uri, version: 1), file: file, line: line)
        XCTAssertTrue(before.contains { $0["code"]?.stringValue == id }, "\(before)", file: file, line: line)
        let (l, col) = Self.place(of: name, in: text)
        let actions = try XCTUnwrap(c.call("textDocument/codeAction", document(uri, [
            ("range", Self.range(l, col, l, col + 1)), ("context", .object([("diagnostics", .array([]))])),
        ]))?.arrayValue, file: file, line: line)
        let action = try XCTUnwrap(actions.first { $0["title"]?.stringValue?.contains(expectTitle) == true },
                                   "no '\(expectTitle)' in \(actions.map { $0["title"]?.stringValue ?? "" })", file: file, line: line)
        let edits = try XCTUnwrap(action["edit"]?["changes"]?[uri]?.arrayValue, file: file, line: line)
        let fixed = Self.apply(edits, to: text)
        change(c, uri, fixed, version: 2)
        let after = try XCTUnwrap(c.diagnostics(uri, version: 2), file: file, line: line)
        XCTAssertFalse(after.contains { $0["code"]?.stringValue == id && $0["message"]?.stringValue?.contains("`\(name)`") == true },
                       "still there after \(action["title"]?.stringValue ?? ""):\n\(fixed)\n\(after)", file: file, line: line)
        let errorsBefore = before.filter { $0["severity"] == .number(1) }, errorsAfter = after.filter { $0["severity"] == .number(1) }
        XCTAssertLessThan(errorsAfter.count, errorsBefore.count, "fewer errors: \(after)", file: file, line: line)
        XCTAssertTrue(Set(codes(errorsAfter)).isSubset(of: codes(errorsBefore)), "no new kind of error: \(after)", file: file, line: line)
        close(c)
    }

    func testAddConstraintFixForAPartlyConstrainedView() throws {
        // Pinned on the left, no width: the checker offers nothing (several fixes are reasonable).
        try fixesClear("ambiguous", of: "box", in: "view box\nH:|-20-[box]\nV:|-[box(50)]\n", expectTitle: "Add 'H:[box]-20-|'",
                       uri: "file:///tmp/lsp-editor/partly.layout")
        // A width and only an inequality for its position.
        try fixesClear("ambiguous", of: "bar", in: "view bar\nH:[bar(80)]\nbar.leading >= superview.leading + 10\nV:|-[bar(50)]\n",
                       expectTitle: "Add 'H:|-", uri: "file:///tmp/lsp-editor/partly2.layout")
    }

    func testHuggingFixForAContentPriorityTie() throws {
        try fixesClear("ambiguous", of: "left", in: "label left intrinsic 100x20\nlabel right intrinsic 100x20\nH:|[left][right]|\nV:|[left]\nV:|[right]\n",
                       expectTitle: "hugging priority", uri: "file:///tmp/lsp-editor/tie.layout")
    }

    func testLowerPriorityFixBesideAnotherError() throws {
        let text = "view box\nH:|[box]|\nV:|[box(50)]\nbox.width == 100\nbox.width >= 120\nH:|[missing]\n"
        let uri = "file:///tmp/lsp-editor/conflict.layout"
        let c = try start()
        open(c, uri, text)
        let before = try XCTUnwrap(c.diagnostics(uri, version: 1))
        XCTAssertEqual(Set(codes(before)), ["unsatisfiable", "unknown-view"])
        let conflict = try XCTUnwrap(before.first { $0["code"]?.stringValue == "unsatisfiable" })
        let actions = try XCTUnwrap(c.call("textDocument/codeAction", document(uri, [
            ("range", try XCTUnwrap(conflict["range"])), ("context", .object([])),
        ]))?.arrayValue)
        let action = try XCTUnwrap(actions.first { $0["title"]?.stringValue == "Lower its priority to 999" }, "\(actions)")
        let fixed = Self.apply(action["edit"]?["changes"]?[uri]?.arrayValue ?? [], to: text)
        XCTAssertEqual(fixed.components(separatedBy: " @999\n").count, 2, fixed)
        change(c, uri, fixed, version: 2)
        // The constraint is optional now: at most a warning that it is not met.
        XCTAssertEqual(codes(c.diagnostics(uri, version: 2)?.filter { $0["severity"] == .number(1) }), ["unknown-view"])
        close(c)
    }

    func testAnAmbiguousFrameHintShowsNoNegativeSize() throws {
        // Two views sharing a row with nothing to size either: the solver may pick any split,
        // including a negative width; the hint says which values are open.
        let text = "view a\nview b\nH:|[a]-100-[b]-(-300)-|\nV:|[a(10)]\nV:|[b(10)]\n"
        let uri = "file:///tmp/lsp-editor/negative.layout"
        let c = try start()
        open(c, uri, text)
        _ = c.diagnostics(uri, version: 1)
        let labels = hints(c, uri)
        XCTAssertEqual(labels.count, 2, "\(labels)")
        for label in labels {
            XCTAssertFalse(label.contains("-"), "a negative value in \(label)")
            XCTAssertTrue(label.hasSuffix(" ambiguous"), label)
            XCTAssertTrue(label.contains("?"), label)
        }
        close(c)
    }

    // MARK: 5. Issue 25's syntax in the editor

    static let screen = """
    scroll feed {
      view header
      switch notify
      segmented period intrinsic 240x_
      view chart: ChartView
      H:|[header]|
      H:|-[notify]-[period]-| options alignAllCenterY
      H:|[chart]|
      feed.content.width == feed.frame.width
      V:|[header(300)]-[notify]-[chart(200)]-|
    }
    H:|[feed]|
    V:|[feed]|

    """

    func testCompletionOfTheNewKindsCellWordsOptionsAndScrollGuides() throws {
        let uri = "file:///tmp/lsp-editor/new-syntax.layout"
        let c = try start()
        let text = Self.screen + "\nfeed.\nH:|[header] options alignAllTop, \n"
        open(c, uri, text)
        _ = c.diagnostics(uri, version: 1)
        func labels(_ line: Int, _ column: Int) -> [String] {
            c.call("textDocument/completion", at(uri, line, column))?["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
        }
        let lines = text.components(separatedBy: "\n")
        let atStart = labels(13, 0)
        for kind in ["scroll", "switch", "slider", "segmented", "stepper", "pages", "progress", "activity", "text", "picker", "date",
                     "table", "collection"] {
            XCTAssertTrue(atStart.contains(kind), "\(kind) not in \(atStart)")
        }
        XCTAssertFalse(atStart.contains("cell"), "`cell` only as the first statement")
        let guides = labels(14, 5)
        XCTAssertTrue(guides.contains("content") && guides.contains("frame") && guides.contains("width"), "\(guides)")
        let afterGuide = labels(8, 15)   // feed.content.|
        XCTAssertTrue(afterGuide.contains("width") && !afterGuide.contains("content"), "\(afterGuide)")
        let options = labels(6, 36)       // after `options `
        XCTAssertTrue(options.contains("alignAllCenterY") && options.contains("directionLeftToRight"), "\(options)")
        let afterComma = labels(15, lines[15].utf16.count)
        XCTAssertTrue(labels(16, 0).contains("alignAllLeading"), "a line break after a comma continues the list")
        XCTAssertTrue(afterComma.contains("alignAllBottom") && afterComma.contains("spacingBaselineToBaseline"), "\(afterComma)")
        close(c)

        let cellURI = "file:///tmp/lsp-editor/cell.layout"
        let d = try start()
        open(d, cellURI, "\ncell \ncell table \n")
        _ = d.diagnostics(cellURI, version: 1)
        func cellLabels(_ line: Int, _ column: Int) -> [String] {
            d.call("textDocument/completion", at(cellURI, line, column))?["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
        }
        XCTAssertTrue(cellLabels(0, 0).contains("cell"), "the first statement may be a cell header")
        XCTAssertEqual(cellLabels(1, 5), ["table", "collection"])
        XCTAssertEqual(cellLabels(2, 11), ["estimated"])
        close(d)
    }

    func testHoverOnKindsGuidesOptionsCellWordsAndClasses() throws {
        let uri = "file:///tmp/lsp-editor/new-hover.layout"
        let c = try start()
        open(c, uri, Self.screen)
        _ = c.diagnostics(uri, version: 1)
        func hover(_ needle: String, _ delta: Int = 1) -> String {
            let (line, column) = Self.place(of: needle, in: Self.screen)
            return c.call("textDocument/hover", at(uri, line, column + delta))?["contents"]?["value"]?.stringValue ?? ""
        }
        let toggle = hover("switch")
        XCTAssertTrue(toggle.contains("UISwitch") && toggle.contains("51 × 31"), toggle)
        let segmented = hover("segmented")
        XCTAssertTrue(segmented.contains("UISegmentedControl") && segmented.contains("height 32"), segmented)
        let scroll = hover("scroll")
        XCTAssertTrue(scroll.contains("UIScrollView") && scroll.contains("No intrinsic size"), scroll)
        let content = hover("content.width")
        XCTAssertTrue(content.contains("contentLayoutGuide") && content.contains("| wC hR |"), content)
        let frame = hover("frame.width")
        XCTAssertTrue(frame.contains("frameLayoutGuide"), frame)
        let option = hover("alignAllCenterY")
        XCTAssertTrue(option.contains("centerY") && option.contains("FormatOptions"), option)
        let options = hover("options")
        XCTAssertTrue(options.contains("format options"), options)
        let custom = hover("ChartView")
        XCTAssertTrue(custom.contains("ChartView") && custom.contains("custom class") && custom.contains("UIView"), custom)
        close(c)

        let cellURI = "file:///tmp/lsp-editor/cell-hover.layout"
        let d = try start()
        let cell = "cell table estimated 80\nlabel name intrinsic 200x22\nH:|-[name]-|\nV:|-[name]-|\n"
        open(d, cellURI, cell)
        _ = d.diagnostics(cellURI, version: 1)
        let header = d.call("textDocument/hover", at(cellURI, 0, 7))?["contents"]?["value"]?.stringValue ?? ""
        XCTAssertTrue(header.contains("UITableViewCell") && header.contains("80 pt"), header)
        close(d)
    }

    func testSemanticTokensOfTheNewSyntax() throws {
        let uri = "file:///tmp/lsp-editor/new-tokens.layout"
        let c = try start()
        open(c, uri, Self.screen)
        _ = c.diagnostics(uri, version: 1)
        let tokens = try semanticTokens(c, uri)
        func token(_ needle: String) -> (type: String, modifiers: Int)? {
            let (line, column) = Self.place(of: needle, in: Self.screen)
            return tokens.first { $0.line == line && $0.column == column }.map { ($0.type, $0.modifiers) }
        }
        XCTAssertEqual(token("scroll")?.type, "type")
        XCTAssertEqual(token("switch")?.type, "type")
        XCTAssertEqual(token("ChartView")?.type, "type")
        XCTAssertEqual(token("options")?.type, "keyword")
        XCTAssertEqual(token("alignAllCenterY")?.type, "enumMember")
        XCTAssertEqual(token("content.width")?.type, "property")
        XCTAssertEqual((token("content.width")?.modifiers ?? 0) & 2, 2, "a built-in guide")
        XCTAssertEqual(token("frame.width")?.type, "property")
        close(c)

        let cellURI = "file:///tmp/lsp-editor/cell-tokens.layout"
        let d = try start()
        open(d, cellURI, "cell collection estimated 60\nlabel name intrinsic 200x22\nH:|-[name]-|\nV:|-[name]-|\n")
        _ = d.diagnostics(cellURI, version: 1)
        let cellTokens = try semanticTokens(d, cellURI)
        XCTAssertEqual(cellTokens.first { $0.line == 0 && $0.column == 0 }?.type, "keyword")      // cell
        XCTAssertEqual(cellTokens.first { $0.line == 0 && $0.column == 5 }?.type, "enumMember")   // collection
        XCTAssertEqual(cellTokens.first { $0.line == 0 && $0.column == 16 }?.type, "keyword")     // estimated
        XCTAssertEqual(cellTokens.first { $0.line == 0 && $0.column == 26 }?.type, "number")      // 60
        close(d)
    }
}

private extension JSONValue {
    /// The value with object keys sorted, as parsed values have them, for comparisons.
    var canonical: JSONValue { (try? JSONValue.parse(Data(serialized().utf8))) ?? self }
}
