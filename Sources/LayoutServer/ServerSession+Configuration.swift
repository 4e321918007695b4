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
        document.session = DocumentConfiguration.session(forDocumentAt: document.source.path,
                                                         incremental: options.incrementalChecks)
        return true
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
