/// Tunables of the server.
public struct ServerOptions: Sendable {
    /// How long after an edit the re-check starts; edits within this window coalesce.
    public var debounceMilliseconds: Int
    /// Whether each open document keeps its solved state between checks (`IncrementalChecker`);
    /// false re-checks from scratch every time (same diagnostics, for comparison).
    public var incrementalChecks: Bool
    /// Creates options; the default debounce is 50 ms, checks are incremental.
    public init(debounceMilliseconds: Int = 50, incrementalChecks: Bool = true) {
        self.debounceMilliseconds = debounceMilliseconds
        self.incrementalChecks = incrementalChecks
    }
}
