import Foundation
import LayoutDriver
import LayoutSource

// A document's `.vflc.json` read again when it changes: the server checks a document as
// `vflc check FILE` does (targets, content sizes, severities), so a configuration edited while
// the document is open must take effect without reopening it (docs/editors.md).
extension ServerSession {
    /// What the configuration of the document at `path` is made of: every `.vflc.json` from
    /// its folder up to `/`, each with its text (the files are small; reading them is cheaper
    /// than any edit's check). Empty for an unsaved document. Equal stamps, same configuration.
    static func configurationStamp(for path: String) -> [String] {
        guard path.hasPrefix("/") else { return [] }
        var stamp: [String] = []
        var dir = path
        while let slash = dir.lastIndex(of: "/") {
            dir = String(dir[..<slash])
            let candidate = dir + "/" + Configuration.fileName
            if let data = FileManager.default.contents(atPath: candidate) {
                stamp.append(candidate + "\n" + String(decoding: data, as: UTF8.self))
            }
        }
        return stamp
    }

    /// A fresh pipeline for `document` when its configuration is not the one its pipeline was
    /// made with (the solved state of the old one does not carry over: the targets may differ).
    /// True when it changed.
    func reloadConfiguration(of document: inout OpenDocument) -> Bool {
        let stamp = Self.configurationStamp(for: document.source.path)
        guard stamp != document.configurationStamp else { return false }
        document.configurationStamp = stamp
        document.session = AnalysisSession.checking(like: Self.configuration(for: document.source.path),
                                                    incremental: options.incrementalChecks)
        return true
    }

    /// `workspace/didChangeWatchedFiles`: when a `.vflc.json` changed, every open document
    /// whose configuration it changes is checked again at once.
    func didChangeWatchedFiles(_ params: JSONValue) throws {
        let changes = params["changes"]?.arrayValue ?? []
        let touchesConfiguration = changes.contains {
            ($0["uri"]?.stringValue ?? "").hasSuffix("/" + Configuration.fileName)
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
        let watcher = JSONValue.object([("globPattern", .string("**/" + Configuration.fileName))])
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
