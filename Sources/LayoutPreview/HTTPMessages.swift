import Foundation

/// One HTTP request, as much as the preview needs of it.
public struct HTTPRequest: Sendable {
    /// `GET`, `POST`…
    public var method: String
    /// The path without the query (`/state`).
    public var path: String
    /// Query parameters (`since=3`), undecoded values.
    public var query: [String: String]
    /// The `Host` header.
    public var host: String?
    /// The body (`POST`).
    public var body: [UInt8]
}

/// A response: status, type and body; every response closes its connection.
public struct HTTPResponse: Sendable {
    /// `200`.
    public var status: Int
    /// `text/html; charset=utf-8`.
    public var contentType: String
    /// The bytes. Responses made from one array share its storage, so the same body sent to
    /// many connections (a new version to every waiting page) is held once.
    public var body: [UInt8]
    /// Creates a response.
    public init(status: Int, contentType: String, body: String) {
        self.init(status: status, contentType: contentType, bytes: Array(body.utf8))
    }
    /// Creates a response whose body is `bytes`.
    public init(status: Int, contentType: String, bytes: [UInt8]) {
        self.status = status; self.contentType = contentType; self.body = bytes
    }
    /// A plain-text response (errors, refusals).
    static func text(_ status: Int, _ message: String) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: message + "\n")
    }

    /// The status line and headers.
    var head: [UInt8] {
        let reasons = [200: "OK", 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
                       410: "Gone", 413: "Content Too Large", 431: "Request Header Fields Too Large",
                       501: "Not Implemented", 503: "Service Unavailable"]
        return Array(("HTTP/1.1 \(status) \(reasons[status] ?? "Error")\r\nContent-Type: \(contentType)\r\n"
            + "Content-Length: \(body.count)\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n").utf8)
    }
}

/// What a handler does with a request: answer now, or later through its `HTTPExchange`.
public enum HTTPReply: Sendable {
    /// The answer, sent at once.
    case response(HTTPResponse)
    /// The handler keeps the exchange and answers through it (a long poll). The server
    /// watches the connection meanwhile: a client that goes away is dropped at once.
    case deferred(HTTPDeferral)
}

/// A deferred answer's deadline and what to tell the handler about it. Both closures run on
/// the server's event loop, so they must be quick (no compiling, no waiting).
public struct HTTPDeferral: Sendable {
    /// Seconds the server waits for `HTTPExchange.respond` before it asks `onTimeout`.
    public var seconds: TimeInterval
    /// The answer when nothing came in time.
    public var onTimeout: @Sendable () -> HTTPResponse
    /// The client closed its connection (or the server stopped) before any answer: forget it.
    public var onClose: @Sendable () -> Void
    /// Creates a deferral.
    public init(seconds: TimeInterval, onTimeout: @escaping @Sendable () -> HTTPResponse,
                onClose: @escaping @Sendable () -> Void) {
        self.seconds = seconds; self.onTimeout = onTimeout; self.onClose = onClose
    }
}

/// One request's way back to its connection, usable from any thread. The first answer wins
/// (a response after a timeout, a close, or another response is dropped).
public struct HTTPExchange: Sendable {
    /// Unique per connection for the server's lifetime (never reused, unlike descriptors).
    public let id: UInt64
    let inbox: EventLoopInbox

    /// Sends `response` on this exchange's connection if it is still waiting for one.
    public func respond(_ response: HTTPResponse) { inbox.post(id, response) }
}

/// Why the server could not start.
public struct ServerStartError: Error, Sendable, CustomStringConvertible {
    /// One line, readable on its own.
    public var description: String
}

/// What one connection may cost the server. Every cap bounds memory or time, so no number
/// of clients, nor any client's bytes or silence, can exhaust the process or stall others
/// (docs/preview.md, "Limits").
public struct HTTPLimits: Sendable {
    /// Connections open at once, long polls included. A connection over the cap is answered
    /// 503 and closed at once. Lowered to the descriptor limit (`RLIMIT_NOFILE`) less 64.
    public var maximumConnections = 1024
    /// The request line and headers, in bytes; more: 431.
    public var maximumHeadBytes = 16 * 1024
    /// Header lines; more: 431.
    public var maximumHeaderCount = 100
    /// One request's body (`Content-Length`); more: 413. Chunked bodies are refused (501).
    public var maximumBodyBytes = 1 << 20
    /// Bodies buffered across all connections at once; a request that would pass it: 503.
    public var maximumBufferedBodyBytes = 32 << 20
    /// Seconds from a connection's opening to its whole request; a connection still idle or
    /// incomplete then is closed (others are not delayed: the server never waits on one).
    public var requestTimeout: TimeInterval = 5
    /// Seconds a client may take to read its response once it is ready; then it is closed.
    public var responseTimeout: TimeInterval = 10
    /// Seconds a stopping server keeps writing answers already made.
    public var stopGrace: TimeInterval = 1
    /// The defaults.
    public init() {}
}
