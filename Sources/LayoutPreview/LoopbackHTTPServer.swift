import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// The bytes.
    public var body: [UInt8]
    /// Creates a response.
    public init(status: Int, contentType: String, body: String) {
        self.status = status; self.contentType = contentType; self.body = Array(body.utf8)
    }
}

/// Why the server could not start.
public struct ServerStartError: Error, Sendable, CustomStringConvertible {
    /// One line, readable on its own.
    public var description: String
}

/// A small HTTP/1.1 server on the loopback address only (`127.0.0.1`), over BSD sockets: no
/// package, nothing reachable from another machine. One thread accepts; each connection is
/// handled on a dispatch queue and closed after one response (the page's requests are few).
public final class LoopbackHTTPServer: Sendable {
    /// The port actually bound (the one asked for, or the system's pick for 0).
    public let port: Int
    private let listener: Int32
    private let handler: @Sendable (HTTPRequest) -> HTTPResponse
    private let stopped = Mutex(false)
    private let acceptDone = DispatchSemaphore(value: 0)

    /// The largest request head or body read (the page sends small reports).
    static let maximumRequest = 1 << 20

    /// Binds `127.0.0.1:port` and starts accepting; `handler` runs on a background queue.
    public init(port: Int, handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) throws {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw ServerStartError(description: "cannot create a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        // INADDR_LOOPBACK: the preview is for this machine only, never 0.0.0.0.
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else {
            let e = errno
            close(fd)
            if e == EADDRINUSE {
                throw ServerStartError(description: "port \(port) on 127.0.0.1 is in use; give another with --port N (0 picks a free one)")
            }
            throw ServerStartError(description: "cannot listen on 127.0.0.1:\(port): \(String(cString: strerror(e)))")
        }
        guard listen(fd, 16) == 0 else {
            let e = errno
            close(fd)
            throw ServerStartError(description: "cannot listen on 127.0.0.1:\(port): \(String(cString: strerror(e)))")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        self.port = Int(UInt16(bigEndian: actual.sin_port))
        self.listener = fd
        self.handler = handler
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "vflc-preview-accept"
        thread.start()
    }

    /// Stops accepting and closes the listening socket; returns once the accept loop ended.
    public func stop() {
        let already = stopped.withLock { stopped in
            defer { stopped = true }
            return stopped
        }
        guard !already else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        _ = acceptDone.wait(timeout: .now() + 5)
    }

    private var isStopped: Bool { stopped.withLock { $0 } }

    private func acceptLoop() {
        defer { acceptDone.signal() }
        while !isStopped {
            var pfd = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            let ready = poll(&pfd, 1, 200)
            if isStopped { return }
            guard ready > 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            DispatchQueue.global().async { [self] in serve(client) }
        }
    }

    private func serve(_ fd: Int32) {
        defer { close(fd) }
        // A client that stops sending cannot hold the connection for ever.
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var yes: Int32 = 1
        #if canImport(Darwin)
        setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        _ = yes
        guard let request = read(fd) else {
            write(fd, HTTPResponse(status: 400, contentType: "text/plain; charset=utf-8", body: "bad request\n"))
            return
        }
        write(fd, handler(request))
    }

    private func read(_ fd: Int32) -> HTTPRequest? {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        var headEnd: Int?
        while headEnd == nil {
            let n = recv(fd, &buffer, buffer.count, 0)
            guard n > 0 else { return nil }
            data += buffer[0..<n]
            headEnd = find([13, 10, 13, 10], in: data)
            if headEnd == nil && data.count > LoopbackHTTPServer.maximumRequest { return nil }
        }
        let head = String(decoding: data[0..<headEnd!], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Array(data[(headEnd! + 4)...])
        let length = Int(headers["content-length"] ?? "0") ?? 0
        guard length >= 0, length <= LoopbackHTTPServer.maximumRequest else { return nil }
        while body.count < length {
            let n = recv(fd, &buffer, buffer.count, 0)
            guard n > 0 else { return nil }
            body += buffer[0..<n]
        }
        let target = String(requestLine[1])
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var query: [String: String] = [:]
        if parts.count == 2 {
            for pair in parts[1].split(separator: "&") {
                let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                query[String(kv[0])] = kv.count == 2 ? String(kv[1]) : ""
            }
        }
        return HTTPRequest(method: String(requestLine[0]), path: String(parts[0]), query: query,
                           host: headers["host"], body: Array(body.prefix(length)))
    }

    private func write(_ fd: Int32, _ response: HTTPResponse) {
        let reason = [200: "OK", 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed"][response.status] ?? "Error"
        let head = "HTTP/1.1 \(response.status) \(reason)\r\nContent-Type: \(response.contentType)\r\n"
            + "Content-Length: \(response.body.count)\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n"
        let bytes = Array(head.utf8) + response.body
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL_OR_ZERO)) }
            guard n > 0 else { return }
            sent += n
        }
    }

    private func find(_ needle: [UInt8], in data: [UInt8]) -> Int? {
        guard data.count >= needle.count else { return nil }
        for i in 0...(data.count - needle.count) where data[i] == needle[0] && Array(data[i..<i + needle.count]) == needle {
            return i
        }
        return nil
    }
}

#if canImport(Glibc)
/// `MSG_NOSIGNAL`: a browser that closes early must not kill the process with SIGPIPE.
private let MSG_NOSIGNAL_OR_ZERO = Int32(MSG_NOSIGNAL)
#else
private let MSG_NOSIGNAL_OR_ZERO: Int32 = 0
#endif
