import Foundation
import LayoutServer
import LayoutSource
import XCTest

/// The built `vflc`, started exactly as VS Code's extension starts it: `vflc lsp --stdio`
/// (vscode-languageclient appends `--stdio` to the configured `args: ['lsp']` for its stdio
/// transport), driven through a whole session.
final class LanguageServerSessionTests: XCTestCase {
    let uri = "file:///tmp/vflc-exe/session.layout"
    /// A card, a metric, and a view named `root` (the canvas's name: an error whose fix
    /// renames the view everywhere).
    let text = """
    // café ☕︎ session
    metrics { gap = 8 }
    view card {
      label title intrinsic 100x20
      H:|-gap-[title]-gap-|
      V:|[title]|
    }
    H:|[card]|
    V:|-gap-[card(44)]
    card.height >= 44
    view root
    H:|[root]|
    V:[card]-[root(10)]

    """

    private func position(_ line: Int, _ character: Int) -> JSONValue {
        .object([("line", .number(Double(line))), ("character", .number(Double(character)))])
    }

    private func document(_ extra: [(String, JSONValue)] = []) -> JSONValue {
        .object([("textDocument", .object([("uri", .string(uri))]))] + extra)
    }

    /// Applies LSP text edits (non-overlapping) to `text`.
    private func apply(_ edits: [JSONValue], to text: String) throws -> String {
        let source = SourceFile(path: "x", text: text)
        var bytes = source.bytes
        let ranges = try edits.map { e -> (Int, Int, String) in
            let r = try XCTUnwrap(e["range"])
            func offset(_ p: JSONValue?) throws -> Int {
                source.offset(line: try XCTUnwrap(p?["line"]?.intValue), utf16Column: try XCTUnwrap(p?["character"]?.intValue))
            }
            return (try offset(r["start"]), try offset(r["end"]), try XCTUnwrap(e["newText"]?.stringValue))
        }
        for (a, b, t) in ranges.sorted(by: { $0.0 > $1.0 }) { bytes.replaceSubrange(a..<b, with: Array(t.utf8)) }
        return String(decoding: bytes, as: UTF8.self)
    }

    func testSessionThroughTheBuiltExecutable() throws {
        let c = try ProcessLSPClient(arguments: ["lsp", "--stdio"])
        let capabilities = JSONValue.object([("textDocument", .object([
            ("publishDiagnostics", .object([("relatedInformation", .bool(true))])),
            ("hover", .object([("contentFormat", .array([.string("markdown")]))])),
        ]))])
        let initialize = try XCTUnwrap(c.call("initialize", .object([
            ("processId", .number(Double(ProcessInfo.processInfo.processIdentifier))), ("rootUri", .null),
            ("capabilities", capabilities),
        ])))
        let server = try XCTUnwrap(initialize["capabilities"])
        XCTAssertEqual(server["textDocumentSync"]?["change"], .number(2))
        XCTAssertEqual(server["semanticTokensProvider"]?["full"], .bool(true))
        c.notify("initialized", .object([]))

        // Diagnostics: the view named root.
        c.notify("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(uri)), ("languageId", .string("layout")), ("version", .number(1)), ("text", .string(text)),
        ]))]))
        let first = try XCTUnwrap(c.diagnostics(uri, version: 1))
        let typo = try XCTUnwrap(first.first { $0["code"] == .string("duplicate-name") }, "\(first.map { $0.serialized() })")
        XCTAssertEqual(typo["range"], JSONValue.object([("start", position(10, 5)), ("end", position(10, 9))]).canonicalForm)

        // Completion after `card.` (line 9): the attributes.
        let completion = try XCTUnwrap(c.call("textDocument/completion", document([("position", position(9, 5))])))
        XCTAssertNotNil(completion["items"]?.arrayValue?.first { $0["label"] == .string("height") }, completion.serialized())

        // Code action for it; applied, the diagnostic goes away.
        let actions = try XCTUnwrap(c.call("textDocument/codeAction", document([
            ("range", typo["range"]!), ("context", .object([("diagnostics", .array([typo]))])),
        ]))?.arrayValue)
        let fix = try XCTUnwrap(actions.first, "no code action for \(typo.serialized())")
        XCTAssertEqual(fix["kind"], .string("quickfix"))
        let fixed = try apply(try XCTUnwrap(fix["edit"]?["changes"]?[uri]?.arrayValue), to: text)
        XCTAssertTrue(fixed.contains("view rootView\nH:|[rootView]|\nV:[card]-[rootView(10)]"), fixed)
        c.notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(uri)), ("version", .number(2))])),
            ("contentChanges", .array([.object([("text", .string(fixed))])])),
        ]))
        let second = try XCTUnwrap(c.diagnostics(uri, version: 2))
        XCTAssertEqual(second.map { $0.serialized() }, [], "the fixed file is clean")

        // Rename `card` (its declaration on line 2) to `panel`: declaration and four uses.
        let rename = try XCTUnwrap(c.call("textDocument/rename", document([("position", position(2, 6)), ("newName", .string("panel"))])))
        let renames = try XCTUnwrap(rename["changes"]?[uri]?.arrayValue)
        XCTAssertEqual(renames.count, 5)
        XCTAssertFalse(try apply(renames, to: fixed).contains("card"))

        // Semantic tokens: a multiple of five integers; the first is the comment, whose
        // length counts UTF-16 units.
        let tokens = try XCTUnwrap(c.call("textDocument/semanticTokens/full", document())?["data"]?.arrayValue?.compactMap(\.intValue))
        XCTAssertEqual(tokens.count % 5, 0)
        XCTAssertEqual(Array(tokens.prefix(3)), [0, 0, "// café ☕︎ session".utf16.count])

        // Inlay hints: card's frame in wC hR (iPhone 15, 393 wide), y = gap.
        let hints = try XCTUnwrap(c.call("textDocument/inlayHint", document([
            ("range", .object([("start", position(0, 0)), ("end", position(20, 0))])),
        ]))?.arrayValue)
        XCTAssertEqual(hints.first?["label"], .string("0,8 393×44"))

        // Hover on `gap`: its value in each variant.
        let hover = try XCTUnwrap(c.call("textDocument/hover", document([("position", position(8, 5))]))?["contents"]?["value"]?.stringValue)
        XCTAssertTrue(hover.contains("| wR hR | 8 |"), hover)

        XCTAssertEqual(c.call("shutdown", .null), .null)
        c.notify("exit", .null)
        XCTAssertEqual(c.waitForExit(), 0)
        XCTAssertEqual(c.errors, [])
    }
}

extension JSONValue {
    /// The value with object keys sorted, as parsed values have them.
    var canonicalForm: JSONValue { (try? JSONValue.parse(Data(serialized().utf8))) ?? self }
}
