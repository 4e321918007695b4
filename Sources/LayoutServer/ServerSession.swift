import Foundation
import LayoutIDE
import LayoutSource
import Synchronization

/// The server's state and its message dispatch.
///
/// Messages are handled on `queue` one at a time, and re-checks run on `checkQueue` and hand
/// their results back to `queue`, where a generation counter per document drops results that
/// a newer edit has made stale. The state is read and written on `queue` only; it sits behind
/// a lock all the same, so that the compiler can check that nothing else touches it (the lock
/// is never contended).
final class ServerSession: Sendable {
    let queue = DispatchQueue(label: "vflc.lsp.session")
    let checkQueue = DispatchQueue(label: "vflc.lsp.check")
    let options: ServerOptions
    let send: @Sendable (JSONValue) -> Void
    /// Writes a message already serialized as UTF-8 JSON (diagnostics are written once, not
    /// twice); nil: parsed back and given to `send` (tests collect values).
    let sendSerialized: (@Sendable ([UInt8]) -> Void)?
    /// A replacement for the pipeline (tests); nil: the document's `AnalysisSession`.
    let customAnalyze: (@Sendable (SourceFile) -> DocumentAnalysis)?

    /// What the messages change.
    private struct State: Sendable {
        var initialized = false
        var client = ClientCapabilities()
        var settings = ServerSettings()
        var nextRequestID = 1
        var shutdownRequested = false
        var documents: [String: OpenDocument] = [:]
        /// Ids of the `workspace/configuration` requests not answered yet.
        var configurationRequests: Set<String> = []
        /// The configuration files' diagnostics last published, by the file's URI.
        var configurationPublished: [String: String] = [:]
    }
    private let state = Mutex(State())

    var initialized: Bool {
        get { state.withLock { $0.initialized } }
        set { state.withLock { $0.initialized = newValue } }
    }
    /// What the client can do, from `initialize`.
    var client: ClientCapabilities {
        get { state.withLock { $0.client } }
        set { state.withLock { $0.client = newValue } }
    }
    /// The settings, from `initializationOptions` and `workspace/didChangeConfiguration`.
    var settings: ServerSettings {
        get { state.withLock { $0.settings } }
        set { state.withLock { $0.settings = newValue } }
    }
    /// Ids of the requests the server sends (`workspace/inlayHint/refresh`).
    var nextRequestID: Int {
        get { state.withLock { $0.nextRequestID } }
        set { state.withLock { $0.nextRequestID = newValue } }
    }
    var shutdownRequested: Bool {
        get { state.withLock { $0.shutdownRequested } }
        set { state.withLock { $0.shutdownRequested = newValue } }
    }
    var documents: [String: OpenDocument] {
        get { state.withLock { $0.documents } }
        set { state.withLock { $0.documents = newValue } }
    }
    var configurationRequests: Set<String> {
        get { state.withLock { $0.configurationRequests } }
        set { state.withLock { $0.configurationRequests = newValue } }
    }
    var configurationPublished: [String: String] {
        get { state.withLock { $0.configurationPublished } }
        set { state.withLock { $0.configurationPublished = newValue } }
    }

    /// Creates a session writing through `send`; `analyze` defaults to the real pipeline, run
    /// by each document's own incremental checker.
    init(options: ServerOptions, send: @escaping @Sendable (JSONValue) -> Void,
         analyze: (@Sendable (SourceFile) -> DocumentAnalysis)? = nil, sendSerialized: (@Sendable ([UInt8]) -> Void)? = nil) {
        self.options = options
        self.send = send
        self.sendSerialized = sendSerialized
        self.customAnalyze = analyze
    }

    /// The analysis of `document`'s current text.
    func analyze(_ document: OpenDocument) -> DocumentAnalysis {
        if let customAnalyze { return customAnalyze(document.source) }
        return document.session.analyze(document.source)
    }

    /// The status when the input ends without an `exit` notification.
    var statusAtEndOfInput: Int32 { queue.sync { shutdownRequested ? 0 : 1 } }

    /// Handles one framed item; returns the exit status once `exit` has been received.
    func receiveSync(_ item: MessageFramer.Item) -> Int32? {
        queue.sync { receive(item) }
    }

    private func receive(_ item: MessageFramer.Item) -> Int32? {
        switch item {
        case .malformedHeader(let why):
            send(RPCMessage.errorResponse(id: .null, RPCError(.parseError, "malformed message header: \(why)")))
            return nil
        case .body(let body):
            let start = ServerTrace.now()
            let decoded = RPCMessage.decode(body)
            ServerTrace.mark("decode \(body.count) bytes", since: start)
            switch decoded {
            case .failure(let failure):
                send(RPCMessage.errorResponse(id: failure.id, failure.error))
                return nil
            case .success(.response(let id, let result)):
                if let id = id.stringValue, configurationRequests.remove(id) != nil {
                    // One item asked for, the section `vflc`: its settings (null when the client has none).
                    applySettings(result?.arrayValue?.first)
                }
                return nil
            case .success(.notification(let method, let params)):
                return handleNotification(method, params)
            case .success(.request(let id, let method, let params)):
                switch handleRequest(method, params) {
                case .success(.value(let value)): send(RPCMessage.response(id: id, result: value))
                case .success(.serialized(let result)): sendResponse(id: id, serializedResult: result)
                case .failure(let error): send(RPCMessage.errorResponse(id: id, error))
                }
                return nil
            }
        }
    }

    /// A request's result: a value, or (for the large ones) its JSON text already written.
    enum Reply {
        case value(JSONValue)
        case serialized([UInt8])
    }

    private func handleRequest(_ method: String, _ params: JSONValue?) -> Result<Reply, RPCError> {
        if method == "initialize" {
            if initialized { return .failure(RPCError(.invalidRequest, "the server is already initialized")) }
            initialized = true
            client = ClientCapabilities(initializeParams: params)
            settings.apply(params?["initializationOptions"])
            return .success(.value(Self.initializeResult))
        }
        guard initialized else { return .failure(RPCError(.serverNotInitialized, "'initialize' must come first")) }
        if shutdownRequested { return .failure(RPCError(.invalidRequest, "the server is shutting down")) }
        func value(_ handler: (JSONValue) throws -> JSONValue) -> Result<Reply, RPCError> {
            params.withParams(handler).map(Reply.value)
        }
        switch method {
        case "shutdown":
            shutdownRequested = true
            return .success(.value(.null))
        case "textDocument/hover": return value(hover)
        case "textDocument/definition": return value(definition)
        case "textDocument/references": return value(references)
        case "textDocument/prepareRename": return value(prepareRename)
        case "textDocument/rename": return value(rename)
        case "textDocument/completion": return value(completion)
        case "textDocument/codeAction": return value(codeActions)
        case "textDocument/semanticTokens/full": return params.withParams(semanticTokens).map(Reply.serialized)
        case "textDocument/inlayHint": return params.withParams(inlayHints).map(Reply.serialized)
        case "textDocument/documentSymbol": return value(documentSymbols)
        case "textDocument/formatting": return value(formatting)
        default:
            return .failure(RPCError(.methodNotFound, "unknown method '\(method)'"))
        }
    }

    /// A response whose result is JSON text already written: the envelope with a `null`
    /// result, the text in its place.
    private func sendResponse(id: JSONValue, serializedResult result: [UInt8]) {
        var message: [UInt8] = []
        RPCMessage.response(id: id, result: .null).write(to: &message)
        message.removeLast(5)    // `null}`
        message += result
        message.append(0x7D)
        if let sendSerialized {
            sendSerialized(message)
        } else if let value = try? JSONValue.parse(bytes: message) {
            send(value)
        }
    }

    private func handleNotification(_ method: String, _ params: JSONValue?) -> Int32? {
        if method == "exit" { return shutdownRequested ? 0 : 1 }
        // Notifications never get a response, not even an error; bad ones are ignored.
        guard initialized, !shutdownRequested else { return nil }
        switch method {
        case "textDocument/didOpen": _ = params.withParams(didOpen)
        case "textDocument/didChange": _ = params.withParams(didChange)
        case "textDocument/didClose": _ = params.withParams(didClose)
        case "workspace/didChangeConfiguration": _ = params.withParams(didChangeConfiguration)
        case "workspace/didChangeWatchedFiles": _ = params.withParams(didChangeWatchedFiles)
        case "initialized":
            registerConfigurationWatcher()
            registerSettingsChanges()
            requestSettings()
        default: break  // `$/cancelRequest`, `$/setTrace`, … need nothing.
        }
        return nil
    }

    /// What the server can do.
    static let initializeResult: JSONValue = .object([
        ("capabilities", .object([
            ("positionEncoding", .string("utf-16")),
            // 2: incremental (ranged) changes.
            ("textDocumentSync", .object([("openClose", .bool(true)), ("change", .number(2))])),
            ("hoverProvider", .bool(true)),
            ("definitionProvider", .bool(true)),
            ("referencesProvider", .bool(true)),
            ("renameProvider", .object([("prepareProvider", .bool(true))])),
            ("completionProvider", .object([("triggerCharacters", .array([".", "@"].map { .string($0) }))])),
            ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])),
            ("semanticTokensProvider", .object([
                ("legend", .object([
                    ("tokenTypes", .array(SemanticTokens.types.map { .string($0) })),
                    ("tokenModifiers", .array(SemanticTokens.modifiers.map { .string($0) })),
                ])),
                ("full", .bool(true)),
            ])),
            ("inlayHintProvider", .bool(true)),
            ("documentSymbolProvider", .bool(true)),
            ("documentFormattingProvider", .bool(true)),
        ])),
        ("serverInfo", .object([("name", .string("vflc")), ("version", .string("0.1.0"))])),
    ])
}

extension Optional where Wrapped == JSONValue {
    /// Runs `body` with the params object, or fails with `invalidParams` when there is none.
    func withParams<T>(_ body: (JSONValue) throws -> T) -> Result<T, RPCError> {
        guard let params = self, params.isObject else {
            return .failure(RPCError(.invalidParams, "params must be an object"))
        }
        do { return .success(try body(params)) } catch let error as RPCError {
            return .failure(error)
        } catch {
            return .failure(RPCError(.internalError, "\(error)"))
        }
    }
}
