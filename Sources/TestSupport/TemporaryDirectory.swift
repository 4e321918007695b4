import Foundation

/// A fresh directory under the system's temporary directory, removed when released: for tests
/// that run the command line on real files.
public final class TemporaryDirectory {
    /// Its location.
    public let url: URL

    /// Creates `<tmp>/<prefix>-<uuid>`.
    public init(prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Its path.
    public var path: String { url.path }

    /// The URL of `name` inside it (which need not exist).
    public func appendingPathComponent(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Writes `text` to `name` inside it; returns the file's path.
    public func write(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }
}
