import Foundation
import LayoutServer
import LayoutSource
import TestSupport
import XCTest

/// What VS Code's client declares (the parts the server reads).
enum EditorCapabilities {
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
}

/// What the tests of the built `vflc lsp`, driven as an editor drives it, share
/// (`LanguageServerEditorTests`, `LanguageServerSyntaxTests`): starting a server with a client's
/// capabilities, opening and changing documents, LSP positions, applying edits, decoding
/// semantic tokens, trying a code action.
protocol LanguageServerTestSession {}

extension LanguageServerTestSession {
    func start(capabilities: JSONValue = EditorCapabilities.vscode, options: JSONValue? = nil) throws -> ProcessLSPClient {
        let c = try ProcessLSPClient(arguments: ["lsp", "--stdio"])
        var params: [(String, JSONValue)] = [("processId", .null), ("rootUri", .null), ("capabilities", capabilities)]
        if let options { params.append(("initializationOptions", options)) }
        _ = try XCTUnwrap(c.call("initialize", .object(params)))
        c.notify("initialized", .object([]))
        return c
    }

    func open(_ c: ProcessLSPClient, _ uri: String, _ text: String, version: Int = 1) {
        c.notify("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(uri)), ("languageId", .string("layout")), ("version", .number(Double(version))), ("text", .string(text)),
        ]))]))
    }

    func change(_ c: ProcessLSPClient, _ uri: String, _ text: String, version: Int) {
        c.notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(uri)), ("version", .number(Double(version)))])),
            ("contentChanges", .array([.object([("text", .string(text))])])),
        ]))
    }

    func close(_ c: ProcessLSPClient) {
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

    func at(_ uri: String, _ line: Int, _ character: Int, _ extra: [(String, JSONValue)] = []) -> JSONValue {
        .object([("textDocument", .object([("uri", .string(uri))])), ("position", Self.position(line, character))] + extra)
    }

    func document(_ uri: String, _ extra: [(String, JSONValue)] = []) -> JSONValue {
        .object([("textDocument", .object([("uri", .string(uri))]))] + extra)
    }

    /// The hint labels of the whole document.
    func hints(_ c: ProcessLSPClient, _ uri: String) -> [String] {
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
    func reply(_ c: ProcessLSPClient, _ method: String, _ params: JSONValue) -> JSONValue? {
        let id = c.request(method, params)
        return c.waitFor("response to \(method)") { $0["id"]?.intValue == id && $0["method"] == nil }
    }

    func codes(_ diagnostics: [JSONValue]?) -> [String] {
        (diagnostics ?? []).compactMap { $0["code"]?.stringValue }
    }

    /// Decoded semantic tokens: (line, column, length, type, modifiers).
    func semanticTokens(_ c: ProcessLSPClient, _ uri: String) throws -> [(line: Int, column: Int, length: Int, type: String, modifiers: Int)] {
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

    /// The code actions at `name`'s declaration whose edits, applied, clear the `ambiguous`
    /// finding about it (checked by the server on the new text).
    func fixesClear(_ id: String, of name: String, in text: String, expectTitle: String, uri: String,
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

}

extension JSONValue {
    /// The value with object keys sorted, as parsed values have them, for comparisons.
    var canonical: JSONValue { (try? JSONValue.parse(Data(serialized().utf8))) ?? self }
}
