import Foundation
import LayoutIDE
import LayoutSource

// A document's `.vflc.json` read again when it changes: the server checks a document as
// `vflc check FILE` does (targets, content sizes, severities), so a configuration edited while
// the document is open must take effect without reopening it (docs/editors.md).
extension ServerSession {
    /// A fresh pipeline for `document` when its configuration is not the one its pipeline was
    /// made with (the solved state of the old one does not carry over: the targets may differ).
    /// True when it changed.
    func reloadConfiguration(of document: inout OpenDocument) -> Bool {
        let stamp = DocumentConfiguration.stamp(forDocumentAt: document.source.path)
        guard stamp != document.configurationStamp else { return false }
        document.configurationStamp = stamp
        let loaded = DocumentConfiguration.load(forDocumentAt: document.source.path, incremental: options.incrementalChecks)
        document.session = loaded.session
        let previous = document.configuration
        document.configuration = loaded.report
        publishConfiguration(loaded.report, replacing: previous)
        return true
    }

    /// Publishes each configuration file's own diagnostics (a malformed file's `config-error`,
    /// a valid file's warnings), located in the file as `vflc check` reports them, unless the
    /// same list was published last; clears those of files that no longer apply (`previous`).
    func publishConfiguration(_ report: DocumentConfiguration.Report, replacing previous: DocumentConfiguration.Report?) {
        var lists: [(uri: String, text: String)] = []
        for file in report.files {
            let uri = URL(fileURLWithPath: file.path).absoluteString
            let list = JSONValue.array(file.diagnostics.map {
                LSPConvert.diagnostic($0, in: file.source, uri: uri, relatedInformation: client.relatedInformation)
            })
            lists.append((uri, list.serialized()))
        }
        for file in previous?.files ?? [] {
            let uri = URL(fileURLWithPath: file.path).absoluteString
            if !lists.contains(where: { $0.uri == uri }) { lists.append((uri, "[]")) }
        }
        for (uri, text) in lists {
            let last = configurationPublished[uri]
            // Published already, or nothing to clear (a file never published, without diagnostics).
            if last == text || last == nil && text == "[]" { continue }
            configurationPublished[uri] = text
            guard let diagnostics = try? JSONValue.parse(Data(text.utf8)) else { continue }
            send(RPCMessage.notification(method: "textDocument/publishDiagnostics",
                                         params: .object([("uri", .string(uri)), ("diagnostics", diagnostics)])))
        }
    }

    /// The document's one diagnostic while its configuration is malformed: the configuration's
    /// error, as `vflc check` words it, at the document's start, pointing at the file.
    func configurationErrorOnDocument(_ error: Diagnostic, file: DocumentConfiguration.Report.File,
                                      document: OpenDocument) -> JSONValue {
        let note = "the configuration that applies to this file (\(DocumentConfiguration.fileName)) is malformed: "
            + "the file is not checked until it is fixed, as `vflc check` does"
        let configurationURI = URL(fileURLWithPath: file.path).absoluteString
        var message = error.message
        var fields: [(String, JSONValue)] = [
            ("range", LSPConvert.range(SourceRange(at: .start), in: document.source)),
            ("severity", .number(1)),
            ("code", .string(error.id.rawValue)),
            ("source", .string("vflc")),
        ]
        if client.relatedInformation {
            fields.append(("relatedInformation", .array([.object([
                ("location", .object([("uri", .string(configurationURI)), ("range", LSPConvert.range(error.range, in: file.source))])),
                ("message", .string(note)),
            ])])))
        } else {
            message += "\n\(file.path):\(error.range.start.line):\(error.range.start.column): \(note)"
        }
        fields.insert(("message", .string(message)), at: 4)
        return .object(fields)
    }

    /// `workspace/didChangeWatchedFiles`: when a `.vflc.json` changed, every open document
    /// whose configuration it changes is checked again at once.
    func didChangeWatchedFiles(_ params: JSONValue) throws {
        let changes = params["changes"]?.arrayValue ?? []
        let touchesConfiguration = changes.contains {
            ($0["uri"]?.stringValue ?? "").hasSuffix("/" + DocumentConfiguration.fileName)
        }
        guard touchesConfiguration else { return }
        for uri in documents.keys.sorted() {
            guard var document = documents[uri], reloadConfiguration(of: &document) else { continue }
            document.generation += 1
            documents[uri] = document
            scheduleCheck(uri: uri, generation: document.generation, delayMilliseconds: 0)
        }
    }

    /// Asks a client that can watch files for us to report changes of `.vflc.json`
    /// (`client/registerCapability`, LSP 3.17 "DidChangeWatchedFiles Notification"). Clients
    /// that cannot still get a changed configuration on the document's next edit.
    func registerConfigurationWatcher() {
        guard client.watchesFiles else { return }
        let watcher = JSONValue.object([("globPattern", .string("**/" + DocumentConfiguration.fileName))])
        let registration = JSONValue.object([
            ("id", .string("vflc-configuration")),
            ("method", .string("workspace/didChangeWatchedFiles")),
            ("registerOptions", .object([("watchers", .array([watcher]))])),
        ])
        send(.object([("jsonrpc", .string("2.0")), ("id", .string("vflc-\(nextRequestID)")),
                      ("method", .string("client/registerCapability")),
                      ("params", .object([("registrations", .array([registration]))]))]))
        nextRequestID += 1
    }
}
