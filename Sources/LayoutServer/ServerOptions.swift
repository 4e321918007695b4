/// Tunables of the server.
public struct ServerOptions: Sendable {
    /// How long after an edit the re-check starts; edits within this window coalesce.
    public var debounceMilliseconds: Int
    /// Creates options; the default debounce is 50 ms.
    public init(debounceMilliseconds: Int = 50) { self.debounceMilliseconds = debounceMilliseconds }
}
