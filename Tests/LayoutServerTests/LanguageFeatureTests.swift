import Foundation
@testable import LayoutServer
import LayoutIDE
import LayoutSource
import XCTest

/// Completion, rename, references, code actions, semantic tokens, inlay hints, hovers on
/// metrics and constraints, client capabilities, versions and incremental sync, through a
/// server in this process.
final class LanguageFeatureTests: XCTestCase {
    let uri = "file:///tmp/lang.layout"
    static let text = """
    // cards ☕︎
    metrics { gap = 8 }
    when wR { metrics { gap = 20 } }
    view card {
      label title intrinsic 100x20
      H:|-gap-[title]-gap-|
      V:|[title]|
    }
    H:|[card]|
    V:|-gap-[card]
    card.height == 44
    view loose

    """

    private func open(_ text: String = LanguageFeatureTests.text, capabilities: JSONValue = SessionScript.capabilities,
                      options: JSONValue? = nil, server: InProcessServer = InProcessServer()) -> InProcessServer {
        var params: [(String, JSONValue)] = [("capabilities", capabilities)]
        if let options { params.append(("initializationOptions", options)) }
        _ = server.client.response(to: server.client.request("initialize", .object(params)))
        server.client.notify("initialized", .object([]))
        server.client.notify("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(uri)), ("languageId", .string("layout")), ("version", .number(1)), ("text", .string(text)),
        ]))]))
        return server
    }

    private func at(_ line: Int, _ character: Int, _ extra: [(String, JSONValue)] = []) -> JSONValue {
        .object([("textDocument", .object([("uri", .string(uri))])),
                 ("position", .object([("line", .number(Double(line))), ("character", .number(Double(character)))]))] + extra)
    }

    private func range(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int) -> JSONValue {
        .object([("start", .object([("line", .number(Double(l1))), ("character", .number(Double(c1)))])),
                 ("end", .object([("line", .number(Double(l2))), ("character", .number(Double(c2)))]))])
    }

    private func result(_ server: InProcessServer, _ method: String, _ params: JSONValue) throws -> JSONValue {
        let r = try XCTUnwrap(server.client.response(to: server.client.request(method, params)))
        if let e = r["error"] { XCTFail("\(method): \(e.serialized())") }
        return r["result"] ?? .null
    }

    private func close(_ server: InProcessServer) {
        server.closeInput()
        _ = server.waitForStatus()
    }

    private func labels(_ completion: JSONValue) -> [String] {
        completion["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
    }

    func testCompletionByContext() throws {
        let s = open(Self.text + "title.\nx.width == 1 @\nlabel other \n")
        defer { close(s) }
        // After `title.`: the attributes, then the guides every view has.
        let attributes = labels(try result(s, "textDocument/completion", at(12, 6)))
        XCTAssertEqual(attributes, ["left", "right", "leading", "trailing", "centerX", "width", "top", "bottom", "centerY", "height",
                                    "firstBaseline", "lastBaseline", "margins", "readable"])
        // After `@`: the named priorities, then metrics.
        let priorities = labels(try result(s, "textDocument/completion", at(13, 14)))
        XCTAssertEqual(Array(priorities.prefix(4)), ["required", "high", "low", "fitting"])
        XCTAssertTrue(priorities.contains("gap"), "\(priorities)")
        // After a declaration's name: the properties.
        let properties = labels(try result(s, "textDocument/completion", at(14, 12)))
        XCTAssertTrue(properties.contains("intrinsic") && properties.contains("hug") && !properties.contains("card"), "\(properties)")
        // At the start of a line: views (declared, then built in), metrics, keywords.
        let general = labels(try result(s, "textDocument/completion", at(11, 0)))
        for name in ["card", "title", "loose", "root", "safeArea", "superview", "gap", "standard", "label", "metrics", "when", "H:"] {
            XCTAssertTrue(general.contains(name), "\(name) missing in \(general)")
        }
        XCTAssertLessThan(general.firstIndex(of: "card")!, general.firstIndex(of: "gap")!)
    }

    func testRenameViewAndMetricAcrossTheFile() throws {
        let s = open()
        defer { close(s) }
        // `title` used in `[title]` on line 5: its declaration and both visual-format uses.
        let edit = try result(s, "textDocument/rename", at(5, 12, [("newName", .string("heading"))]))
        let edits = try XCTUnwrap(edit["changes"]?[uri]?.arrayValue)
        XCTAssertEqual(edits.map { $0["range"]! }, [range(4, 8, 4, 13), range(5, 11, 5, 16), range(6, 6, 6, 11)].map(\.canonical))
        XCTAssertTrue(edits.allSatisfy { $0["newText"] == .string("heading") })
        // `gap`: both definitions (one in `when`) and every use.
        let metric = try result(s, "textDocument/rename", at(1, 11, [("newName", .string("spacing2"))]))
        XCTAssertEqual(metric["changes"]?[uri]?.arrayValue?.count, 5)
        // Applying the edit gives a file with the same diagnostics, renamed.
        var text = Self.text
        for e in (edits.compactMap { $0["range"] }).reversed() {
            let source = SourceFile(path: "x", text: text)
            let (a, b) = try LSPConvert.offsets(ofRange: e, in: source)
            text = String(decoding: Array(source.bytes[..<a]) + Array("heading".utf8) + Array(source.bytes[b...]), as: UTF8.self)
        }
        XCTAssertFalse(text.contains("title"))
        XCTAssertEqual(AnalysisSession().analyze(SourceFile(path: "x", text: text)).diagnostics.map(\.id),
                       AnalysisSession().analyze(SourceFile(path: "x", text: Self.text)).diagnostics.map(\.id))
        // Built-ins, keywords and collisions are refused.
        XCTAssertEqual(try result(s, "textDocument/prepareRename", at(8, 3)), .null, "`|` is not a name")
        // Refused as LSP 3.17's RequestFailed, with a message saying why.
        let bad = s.client.response(to: s.client.request("textDocument/rename", at(4, 9, [("newName", .string("card"))])))
        XCTAssertEqual(bad?["error"]?["code"], .number(-32803))
        let keyword = s.client.response(to: s.client.request("textDocument/rename", at(4, 9, [("newName", .string("when"))])))
        XCTAssertEqual(keyword?["error"]?["code"], .number(-32803))
        let notAName = s.client.response(to: s.client.request("textDocument/rename", at(4, 9, [("newName", .string("9lives"))])))
        XCTAssertEqual(notAName?["error"]?["code"], .number(-32803))
        XCTAssertEqual(try result(s, "textDocument/prepareRename", at(4, 9))["range"], range(4, 8, 4, 13).canonical)
    }

    func testReferences() throws {
        let s = open()
        defer { close(s) }
        let all = try XCTUnwrap(try result(s, "textDocument/references", at(3, 6, [("context", .object([("includeDeclaration", .bool(true))]))])).arrayValue)
        XCTAssertEqual(all.map { $0["range"]! }, [range(3, 5, 3, 9), range(8, 4, 8, 8), range(9, 9, 9, 13), range(10, 0, 10, 4)].map(\.canonical))
        let uses = try XCTUnwrap(try result(s, "textDocument/references", at(3, 6, [("context", .object([("includeDeclaration", .bool(false))]))])).arrayValue)
        XCTAssertEqual(uses.count, 3)
    }

    func testSemanticTokens() throws {
        let s = open()
        defer { close(s) }
        let data = try XCTUnwrap(try result(s, "textDocument/semanticTokens/full", .object([("textDocument", .object([("uri", .string(uri))]))]))["data"]?.arrayValue?.compactMap(\.intValue))
        XCTAssertEqual(data.count % 5, 0)
        // Decode to (line, column, length, type, modifiers).
        var decoded: [(Int, Int, Int, String, Int)] = []
        var line = 0, column = 0
        for k in stride(from: 0, to: data.count, by: 5) {
            line += data[k]
            column = data[k] == 0 ? column + data[k + 1] : data[k + 1]
            decoded.append((line, column, data[k + 2], SemanticTokens.types[data[k + 3]], data[k + 4]))
        }
        func token(_ l: Int, _ c: Int) -> (String, Int, Int)? {
            decoded.first { $0.0 == l && $0.1 == c }.map { ($0.3, $0.2, $0.4) }
        }
        // The comment's length is in UTF-16 units: `// cards ☕︎` is 11.
        XCTAssertEqual(token(0, 0)?.0, "comment")
        XCTAssertEqual(token(0, 0)?.1, "// cards ☕︎".utf16.count)
        XCTAssertEqual(token(1, 0)?.0, "keyword")                    // metrics
        XCTAssertEqual(token(1, 10)?.0, "parameter")                 // gap (declaration)
        XCTAssertEqual(token(1, 10)?.2, 1)
        XCTAssertEqual(token(1, 16)?.0, "number")
        XCTAssertEqual(token(2, 5)?.0, "enumMember")                 // wR
        XCTAssertEqual(token(3, 0)?.0, "type")                       // view
        XCTAssertEqual(token(3, 5)?.0, "variable")                   // card (declaration)
        XCTAssertEqual(token(5, 2)?.0, "keyword")                    // H
        XCTAssertEqual(token(10, 5)?.0, "property")                  // height
        XCTAssertEqual(token(10, 12)?.0, "operator")                 // ==
    }

    func testInlayHintsShowFramesAndCanBeSwitchedOff() throws {
        let s = open()
        let all = range(0, 0, 20, 0)
        let hints = try XCTUnwrap(try result(s, "textDocument/inlayHint", .object([("textDocument", .object([("uri", .string(uri))])), ("range", all)])).arrayValue)
        // card: x 0, y gap (8 in wC hR, the first variant), 393 wide, 44 tall; title inside it;
        // loose is unconstrained: its frame is ambiguous, every value open.
        XCTAssertEqual(hints.compactMap { $0["label"]?.stringValue }, ["0,8 393×44", "8,8 377×44", "?,? ?×? ambiguous"])
        XCTAssertEqual(hints.first?["position"], JSONValue.object([("line", .number(3)), ("character", .number(9))]).canonical)
        s.client.notify("workspace/didChangeConfiguration", .object([("settings", .object([("vflc", .object([
            ("inlayHints", .object([("frames", .bool(false))]))]))]))]))
        let none = try result(s, "textDocument/inlayHint", .object([("textDocument", .object([("uri", .string(uri))])), ("range", all)]))
        XCTAssertEqual(none, .array([]))
        close(s)
        let off = open(options: .object([("inlayHints", .object([("frames", .bool(false))]))]))
        XCTAssertEqual(try result(off, "textDocument/inlayHint", .object([("textDocument", .object([("uri", .string(uri))])), ("range", all)])), .array([]))
        close(off)
    }

    func testHoverOnMetricsConstraintsAndAmbiguousViews() throws {
        let s = open()
        defer { close(s) }
        // `gap` in `V:|-gap-[card]`: 8 in compact width, 20 in regular.
        let metric = try XCTUnwrap(try result(s, "textDocument/hover", at(9, 5))["contents"]?["value"]?.stringValue)
        for row in ["| wC hR | 8 |", "| wC hC | 8 |", "| wR hC | 20 |", "| wR hR | 20 |"] {
            XCTAssertTrue(metric.contains(row), "\(row) missing in\n\(metric)")
        }
        // On `==` of `card.height == 44`: the constraint as lowered, violation 0 in every variant.
        let constraint = try XCTUnwrap(try result(s, "textDocument/hover", at(10, 13))["contents"]?["value"]?.stringValue)
        XCTAssertTrue(constraint.contains("`card.height == 44`"), constraint)
        XCTAssertEqual(constraint.components(separatedBy: "0 (holds)").count - 1, 4, constraint)
        // `loose` has no constraints: every variant's row says its frame is ambiguous.
        let loose = try XCTUnwrap(try result(s, "textDocument/hover", at(11, 6))["contents"]?["value"]?.stringValue)
        XCTAssertEqual(loose.components(separatedBy: "ambiguous horizontally and vertically").count - 1, 4, loose)
        XCTAssertFalse(try XCTUnwrap(try result(s, "textDocument/hover", at(3, 6))["contents"]?["value"]?.stringValue).contains("ambiguous"))
    }

    func testAViewHoverSaysWhereItsBaselinesAre() throws {
        let s = open("label a intrinsic 50x40 baseline 15,35\nlabel b intrinsic 50x20\nview c\nwhen wR { set a baseline 16 }\n"
                     + "H:|[a][b][c(10)]\nV:|[a]\nb.firstBaseline == a.firstBaseline\nV:[c(10)]\nc.top == a.top\n")
        defer { close(s) }
        let a = try XCTUnwrap(try result(s, "textDocument/hover", at(0, 6))["contents"]?["value"]?.stringValue)
        XCTAssertTrue(a.contains("Baselines (`baseline`): wC hR: first 15 pt, last 35 pt below its top; wC hC: first 15 pt, "
                                 + "last 35 pt below its top; wR hC: first 16 pt, last 16 pt below its top; wR hR: first 16 pt, "
                                 + "last 16 pt below its top."), a)
        let b = try XCTUnwrap(try result(s, "textDocument/hover", at(1, 6))["contents"]?["value"]?.stringValue)
        XCTAssertTrue(b.contains("Baselines: none declared"), b)
        // b's first baseline (its top, having none) is a's: 15 below a's top at 0.
        XCTAssertTrue(b.contains("| wC hR | iPhone 15 393×852 | 50 | 15 | 50 | 20 |"), b)
        let c = try XCTUnwrap(try result(s, "textDocument/hover", at(2, 5))["contents"]?["value"]?.stringValue)
        XCTAssertFalse(c.contains("Baselines"), c)
    }

    func testAViolatedConstraintShowsByHowMuch() throws {
        let s = open("view box\nH:|[box]|\nV:|[box(50)]\nbox.width == 100 @high\n")
        defer { close(s) }
        let hover = try XCTUnwrap(try result(s, "textDocument/hover", at(3, 11))["contents"]?["value"]?.stringValue)
        // The canvas is 393 wide in wC hR: the width misses 100 by 293.
        XCTAssertTrue(hover.contains("| wC hR | `box.width == 100` @750 | 293 pt |"), hover)
    }

    func testAViewHoverShowsItsDirectionAndMargins() throws {
        let s = open("view controls direction playback margins 4,10,4,20 {\n  view play\n  H:||[play(30)]\n  V:||[play(10)]\n}\n"
                     + "H:|-[controls(200)]\nV:|-[controls]\n")
        defer { close(s) }
        let hover = try XCTUnwrap(try result(s, "textDocument/hover", at(0, 6))["contents"]?["value"]?.stringValue)
        XCTAssertTrue(hover.contains("Direction: `playback` (semanticContentAttribute `.playback`); lays out its content "
                                     + "left to right in every variant."), hover)
        XCTAssertTrue(hover.contains("Margins: top 4, leading 10, bottom 4, trailing 20 (directionalLayoutMargins)."), hover)
        let play = try XCTUnwrap(try result(s, "textDocument/hover", at(1, 8))["contents"]?["value"]?.stringValue)
        XCTAssertTrue(play.contains("Direction: `auto` (semanticContentAttribute `.unspecified`)"), play)
        XCTAssertFalse(play.contains("Margins:"), play)
    }

    func testCapabilitiesAreHonoured() throws {
        // A client that declines related information, Markdown and nested symbols (eglot).
        let declining = JSONValue.object([("textDocument", .object([
            ("publishDiagnostics", .object([("relatedInformation", .bool(false))])),
            ("hover", .object([("contentFormat", .array([.string("plaintext")]))])),
            ("documentSymbol", .object([("hierarchicalDocumentSymbolSupport", .bool(false))])),
        ]))])
        let s = open(SessionScript.fixed.replacingOccurrences(of: ">= 80", with: ">= 120"), capabilities: declining)
        defer { close(s) }
        let d = try XCTUnwrap(s.client.diagnostics(for: uri)?["params"]?["diagnostics"]?.arrayValue?.first)
        XCTAssertNil(d["relatedInformation"])
        // The conflicting partner is in the message, with its line and column.
        XCTAssertTrue(d["message"]?.stringValue?.contains("\n5:1: ") == true, d.serialized())
        let hover = try XCTUnwrap(try result(s, "textDocument/hover", at(4, 1))["contents"])
        XCTAssertEqual(hover["kind"], .string("plaintext"))
        XCTAssertFalse(hover["value"]?.stringValue?.contains("|") ?? true)
        let symbols = try XCTUnwrap(try result(s, "textDocument/documentSymbol", .object([("textDocument", .object([("uri", .string(uri))]))])).arrayValue)
        XCTAssertEqual(symbols.first?["name"], .string("box"))
        XCTAssertNotNil(symbols.first?["location"], "SymbolInformation, not DocumentSymbol")
    }

    func testStaleVersionsAreIgnoredAndRangedChangesApplied() throws {
        let s = open("view box\nH:|[box]|\nV:|[box(50)]\n// ☕︎𝄞 x\n")
        defer { close(s) }
        _ = s.client.diagnostics(for: uri)
        func change(_ version: Int, _ changes: [JSONValue]) {
            s.client.notify("textDocument/didChange", .object([
                ("textDocument", .object([("uri", .string(uri)), ("version", .number(Double(version)))])),
                ("contentChanges", .array(changes)),
            ]))
        }
        // Two ranged changes in one notification, the second applied to the first's result:
        // `bo` → `b` in the H line (`bx`), then, after `𝄞` (two UTF-16 units) on the comment
        // line, `x` → `x` and a new line `bx.height == 3`.
        change(3, [.object([("range", range(1, 4, 1, 6)), ("text", .string("b"))]),
                   .object([("range", range(3, 8, 3, 9)), ("text", .string("x\nbx.height == 3"))])])
        let third = try XCTUnwrap(s.client.diagnostics(for: uri)?["params"])
        XCTAssertEqual(third["version"], .number(3))
        let unknown = third["diagnostics"]?.arrayValue?.filter { $0["message"]?.stringValue?.contains("unknown view 'bx'") == true }
        // Repeated name errors are folded into the first use, the second one a related location.
        XCTAssertEqual(unknown?.compactMap { $0["range"] }, [range(1, 4, 1, 6)].map(\.canonical))
        XCTAssertEqual(unknown?.first?["relatedInformation"]?.arrayValue?.compactMap { $0["location"]?["range"] },
                       [range(4, 0, 4, 2)].map(\.canonical))
        // A late version 2 (older than 3) changes nothing.
        change(2, [.object([("text", .string("garbage ((("))])])
        let symbols = try XCTUnwrap(try result(s, "textDocument/documentSymbol", .object([("textDocument", .object([("uri", .string(uri))]))])).arrayValue)
        XCTAssertEqual(symbols.compactMap { $0["name"]?.stringValue }, ["box"])
        let hover = try result(s, "textDocument/hover", at(4, 1))
        XCTAssertEqual(hover, .null, "`bx` on line 4 is still unknown: the stale text was not applied")
    }

    /// The pipeline's own did-you-mean fix, as a code action; applied, the error goes away —
    /// also after a comment edit (a carried-over analysis asks the pipeline for the fixes).
    func testDidYouMeanCodeActionFixesTheTypo() throws {
        let text = "view box\nH:|[bx]|\nV:|[box(10)]\n"
        let s = open(text)
        defer { close(s) }
        _ = s.client.diagnostics(for: uri)
        s.client.notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(uri)), ("version", .number(2))])),
            ("contentChanges", .array([.object([("range", range(0, 0, 0, 0)), ("text", .string("// moved\n"))])])),
        ]))
        _ = s.client.diagnostics(for: uri)
        let actions = try XCTUnwrap(try result(s, "textDocument/codeAction", .object([
            ("textDocument", .object([("uri", .string(uri))])), ("range", range(2, 4, 2, 4)), ("context", .object([])),
        ])).arrayValue)
        let edits = try XCTUnwrap(actions.first?["edit"]?["changes"]?[uri]?.arrayValue, "\(actions)")
        XCTAssertEqual(edits.first?["range"], range(2, 4, 2, 6).canonical)
        let fixed = "// moved\n" + text.replacingOccurrences(of: "[bx]", with: "[\(edits.first?["newText"]?.stringValue ?? "")]")
        XCTAssertEqual(AnalysisSession().analyze(SourceFile(path: "x", text: fixed)).diagnostics.filter { $0.severity == .error }, [])
    }

    /// Code actions are the diagnostics' fixes, as data: here a stand-in pipeline attaches one.
    func testCodeActionsComeFromTheFixes() throws {
        let server = InProcessServer(analyze: { source in
            let r = source.range(13, 15)
            let fix = DiagnosticFix(title: "Replace with 'box'", edits: [TextEdit(range: r, replacement: "box")])
            var d = Diagnostic(id: DiagnosticID("unknown-view"), severity: .error, message: "unknown view 'bx'", file: source.path, range: r)
            d.fixes = [fix]
            return DocumentAnalysis.stub(source, diagnostics: [d])
        })
        let s = open("view box\nH:|[bx]|\n", server: server)
        defer { close(s) }
        let actions = try XCTUnwrap(try result(s, "textDocument/codeAction", .object([
            ("textDocument", .object([("uri", .string(uri))])), ("range", range(1, 4, 1, 4)),
            ("context", .object([("diagnostics", .array([]))])),
        ])).arrayValue)
        XCTAssertEqual(actions.count, 1)
        XCTAssertEqual(actions.first?["title"], .string("Replace with 'box'"))
        XCTAssertEqual(actions.first?["kind"], .string("quickfix"))
        XCTAssertEqual(actions.first?["edit"]?["changes"]?[uri], JSONValue.array([.object([("range", range(1, 4, 1, 6)), ("newText", .string("box"))])]).canonical)
        // Elsewhere: none.
        let none = try result(s, "textDocument/codeAction", .object([
            ("textDocument", .object([("uri", .string(uri))])), ("range", range(0, 0, 0, 1)), ("context", .object([]))]))
        XCTAssertEqual(none, .array([]))
    }
}
