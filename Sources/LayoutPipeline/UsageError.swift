/// A usage error: bad flags or values. Exit status 2, one line, nothing written.
public struct UsageError: Error, Equatable, Sendable {
    /// What is wrong, readable on its own.
    public var message: String
    /// Creates a usage error.
    public init(_ message: String) { self.message = message }
}
