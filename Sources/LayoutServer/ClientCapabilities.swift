import LayoutSource

/// What the client said it can do (`initialize`'s `capabilities`) and the settings it gave
/// (`initializationOptions`, later `workspace/didChangeConfiguration`). Absent means no, as
/// the protocol specifies: a client that does not list a capability does not get it.
struct ClientCapabilities: Sendable {
    /// `publishDiagnostics.relatedInformation`: otherwise notes go into the message.
    var relatedInformation = false
    /// Hover text as Markdown (the client lists `markdown` in `hover.contentFormat`).
    var hoverMarkdown = false
    /// `documentSymbol.hierarchicalDocumentSymbolSupport`: otherwise a flat list.
    var hierarchicalSymbols = false
    /// `workspace.inlayHint.refreshSupport`: the server may ask for hints again.
    var inlayHintRefresh = false
    /// `workspace.didChangeWatchedFiles.dynamicRegistration`: the server may ask to be told
    /// when a `.vflc.json` changes.
    var watchesFiles = false
    /// `workspace.configuration`: the server may ask for its settings (`workspace/configuration`).
    var pullsConfiguration = false
    /// `workspace.didChangeConfiguration.dynamicRegistration`: the server may ask to be told
    /// when its settings change.
    var registersConfigurationChanges = false

    /// Reads `initialize`'s params. A client that sends no `contentFormat` at all (older
    /// protocol versions) gets Markdown, which every client renders at least as text.
    init(initializeParams params: JSONValue?) {
        let caps = params?["capabilities"]
        let text = caps?["textDocument"]
        relatedInformation = text?["publishDiagnostics"]?["relatedInformation"]?.boolValue ?? false
        if let formats = text?["hover"]?["contentFormat"]?.arrayValue {
            hoverMarkdown = formats.contains { $0.stringValue == "markdown" }
        } else {
            hoverMarkdown = true
        }
        hierarchicalSymbols = text?["documentSymbol"]?["hierarchicalDocumentSymbolSupport"]?.boolValue ?? false
        inlayHintRefresh = caps?["workspace"]?["inlayHint"]?["refreshSupport"]?.boolValue ?? false
        watchesFiles = caps?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue ?? false
        pullsConfiguration = caps?["workspace"]?["configuration"]?.boolValue ?? false
        registersConfigurationChanges = caps?["workspace"]?["didChangeConfiguration"]?["dynamicRegistration"]?.boolValue ?? false
    }

    init() {}
}

/// The server's settings: `initializationOptions` at start, then the section `vflc` of the
/// client's settings — asked for with `workspace/configuration` when the client answers it, or
/// pushed as `{"vflc": …}` in `workspace/didChangeConfiguration` (docs/editors.md).
struct ServerSettings: Sendable, Equatable {
    /// Inlay hints with each view's solved frame in the first variant.
    var frameHints = true

    /// Applies the settings present in `options` (`{"inlayHints": {"frames": false}}`).
    mutating func apply(_ options: JSONValue?) {
        guard let options, options.isObject else { return }
        if let frames = options["inlayHints"]?["frames"]?.boolValue { frameHints = frames }
    }
}
