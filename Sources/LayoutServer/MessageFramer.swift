import Foundation

/// The base protocol's framing: `Content-Length: N\r\n` (plus optional other headers),
/// a blank line, then exactly N bytes of UTF-8 JSON.
///
/// Incremental, because a pipe delivers arbitrary chunks: one read may hold half a header
/// or three messages. Lengths are bytes, never characters.
public struct MessageFramer: Sendable {
    /// What `next()` found.
    public enum Item: Equatable, Sendable {
        /// A complete body.
        case body([UInt8])
        /// A header block that cannot be used (no or bad `Content-Length`); it has been
        /// skipped, so reading can go on with the next message.
        case malformedHeader(String)
    }

    private var buffer: [UInt8] = []
    private var start = 0
    /// Headers longer than this are garbage, not a header still arriving.
    private static let maxHeaderBytes = 8192

    /// Creates an empty framer.
    public init() {}

    /// Adds bytes read from the stream.
    public mutating func append<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
        if start > 0 && start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        } else if start > 65536 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// Bytes received but not yet returned as a message.
    public var pendingByteCount: Int { buffer.count - start }

    /// The next complete item, or `nil` if more bytes are needed.
    public mutating func next() -> Item? {
        guard let headerEnd = findHeaderEnd() else {
            if buffer.count - start > Self.maxHeaderBytes {
                // No blank line in sight: drop what we have so one bad writer cannot grow memory.
                let skipped = buffer.count - start
                start = buffer.count
                return .malformedHeader("header too long (\(skipped) bytes without a blank line)")
            }
            return nil
        }
        let headerText = String(decoding: buffer[start..<headerEnd.headerEnd], as: UTF8.self)
        var length: Int?
        var problem: String?
        for line in headerText.components(separatedBy: "\r\n") where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { problem = "header line without ':': \(line)"; continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "content-length" {
                if let n = Int(value), n >= 0 { length = n } else { problem = "invalid Content-Length: \(value)" }
            }
        }
        guard let length, problem == nil else {
            start = headerEnd.bodyStart
            return .malformedHeader(problem ?? "missing Content-Length header")
        }
        guard buffer.count - headerEnd.bodyStart >= length else { return nil }
        let body = Array(buffer[headerEnd.bodyStart..<(headerEnd.bodyStart + length)])
        start = headerEnd.bodyStart + length
        return .body(body)
    }

    private func findHeaderEnd() -> (headerEnd: Int, bodyStart: Int)? {
        var i = start
        let n = buffer.count
        while i + 3 < n {
            if buffer[i] == 13, buffer[i + 1] == 10, buffer[i + 2] == 13, buffer[i + 3] == 10 {
                return (i, i + 4)
            }
            i += 1
        }
        return nil
    }

    /// Frames one body for writing.
    public static func frame(_ body: String) -> Data {
        frame(bytes: Array(body.utf8))
    }

    /// `frame(_:)` of a body already written as UTF-8 (the large messages are).
    public static func frame(bytes: [UInt8]) -> Data {
        var out = Data("Content-Length: \(bytes.count)\r\n\r\n".utf8)
        out.append(contentsOf: bytes)
        return out
    }
}
