import LayoutServer
import LayoutSource

/// A client's side of a session, as bytes: the `server` target's seeds (a session per
/// document: initialize, open, every request the server answers at several positions, edits,
/// shutdown, exit) and the messages its mutator inserts.
public enum ServerMessages {
    /// The document's URI in generated sessions: a folder that does not exist, so no `.vflc.json` applies.
    static let uri = "file:///vflc-fuzz/doc.layout"

    /// Every request method the server answers, with the params it reads at a position.
    static let positionRequests = ["textDocument/hover", "textDocument/definition", "textDocument/references",
                                   "textDocument/prepareRename", "textDocument/rename", "textDocument/completion",
                                   "textDocument/codeAction", "textDocument/inlayHint"]
    /// Requests that take only the document.
    static let documentRequests = ["textDocument/semanticTokens/full", "textDocument/documentSymbol", "textDocument/formatting"]

    /// One framed message.
    static func frame(_ message: JSONValue) -> [UInt8] { Array(MessageFramer.frame(message.serialized())) }

    static func request(_ id: Int, _ method: String, _ params: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", .number(Double(id))), ("method", .string(method)), ("params", params)])
    }

    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
    }

    static func position(_ line: Int, _ character: Int) -> JSONValue {
        .object([("line", .number(Double(line))), ("character", .number(Double(character)))])
    }

    /// A client's response to the server's request `id`.
    static func response(_ id: String, _ result: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", .string(id)), ("result", result)])
    }

    static var document: JSONValue { .object([("uri", .string(uri))]) }

    /// The params of `method` at `line`, `character`.
    static func params(_ method: String, _ line: Int, _ character: Int) -> JSONValue {
        let here = position(line, character)
        let range = JSONValue.object([("start", here), ("end", position(line, character + 3))])
        var members: [(String, JSONValue)] = [("textDocument", document), ("position", here)]
        switch method {
        case "textDocument/rename": members.append(("newName", .string("renamed")))
        case "textDocument/references": members.append(("context", .object([("includeDeclaration", .bool(true))])))
        case "textDocument/codeAction", "textDocument/inlayHint":
            members = [("textDocument", document), ("range", range), ("context", .object([("diagnostics", .array([]))]))]
        default: break
        }
        return .object(members)
    }

    /// Computed, not stored: a stored JSONValue outlives every input (LeakSanitizer cannot see
    /// through its tagged pointers, Fuzz/lsan.supp).
    static var initialize: JSONValue { request(1, "initialize", .object([
        ("processId", .null), ("rootUri", .null),
        ("capabilities", .object([("textDocument", .object([
            ("publishDiagnostics", .object([("relatedInformation", .bool(true))])),
            ("hover", .object([("contentFormat", .array([.string("markdown")]))])),
            ("documentSymbol", .object([("hierarchicalDocumentSymbolSupport", .bool(true))])),
        ])), ("workspace", .object([("configuration", .bool(true)), ("inlayHint", .object([("refreshSupport", .bool(true))]))]))])),
        ("initializationOptions", .object([("inlayHints", .object([("frames", .bool(true))]))])),
    ])) }

    /// A whole session on `text`: every request at the starts of its first three lines (the
    /// mutator adds more), a ranged edit and a hover after it, a settings change, closing,
    /// shutdown and exit.
    public static func session(for text: String) -> [UInt8] {
        var out = frame(initialize) + frame(notification("initialized", .object([])))
        // The answer to the server's first `workspace/configuration` request (its ids are
        // `vflc-N`, from 1): the settings pulled, as VS Code sends them.
        out += frame(response("vflc-1", .array([.object([("inlayHints", .object([("frames", .bool(true))]))])])))
        out += frame(notification("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(uri)), ("languageId", .string("layout")), ("version", .number(1)), ("text", .string(text)),
        ]))])))
        var id = 2
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(3)
        for (n, line) in lines.enumerated() {
            for method in positionRequests {
                out += frame(request(id, method, params(method, n, min(line.utf16.count, 2 + n))))
                id += 1
            }
        }
        for method in documentRequests {
            out += frame(request(id, method, .object([("textDocument", document), ("options", .object([
                ("tabSize", .number(2)), ("insertSpaces", .bool(true)),
            ]))])))
            id += 1
        }
        out += frame(notification("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(uri)), ("version", .number(2))])),
            ("contentChanges", .array([.object([("range", .object([("start", position(0, 0)), ("end", position(0, 1))])),
                                                ("text", .string("// edited\n"))])])),
        ])))
        out += frame(request(id, "textDocument/hover", params("textDocument/hover", 1, 1)))
        out += frame(notification("workspace/didChangeConfiguration", .object([("settings", .object([
            ("vflc", .object([("inlayHints", .object([("frames", .bool(false))]))])),
        ]))])))
        out += frame(notification("textDocument/didClose", .object([("textDocument", document)])))
        out += frame(request(id + 1, "shutdown", .null)) + frame(notification("exit", .null))
        return out
    }

    /// Messages the mutator inserts: each request at the document's start, and the notifications.
    static let inserts: [[UInt8]] = {
        var out = (positionRequests + documentRequests).enumerated().map { frame(request(100 + $0.offset, $0.element, params($0.element, 0, 1))) }
        out.append(frame(notification("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(uri)), ("version", .number(9))])),
            ("contentChanges", .array([.object([("text", .string("view a\nH:|[a]|\nV:|[a]|\n"))])])),
        ]))))
        out.append(frame(notification("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(uri)), ("languageId", .string("layout")), ("version", .number(1)), ("text", .string("label t\nH:|-[t]-|\n")),
        ]))]))))
        out.append(frame(initialize))
        out.append(frame(request(99, "shutdown", .null)))
        out.append(frame(notification("exit", .null)))
        // Answers to the server's requests, expected or not, well-formed or not.
        out.append(frame(response("vflc-2", .array([.object([("inlayHints", .object([("frames", .bool(false))]))])]))))
        out.append(frame(response("vflc-1", .array([.null]))))
        out.append(frame(response("vflc-3", .object([("inlayHints", .string("yes"))]))))
        out.append(frame(.object([("jsonrpc", .string("2.0")), ("id", .string("vflc-1")),
                                  ("error", .object([("code", .number(-32601)), ("message", .string("no"))]))])))
        out.append(frame(notification("workspace/didChangeWatchedFiles", .object([("changes", .array([
            .object([("uri", .string("file:///vflc-fuzz/.vflc.json")), ("type", .number(2))]),
        ]))]))))
        return out
    }()
}
