import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One client connection to `127.0.0.1:port`, held open as long as the test wants: to wait
/// in a long poll, to sit idle, to send a request in pieces, or to close early. Every read
/// has a deadline (`SO_RCVTIMEO`), so a server that never answers fails the test, not hangs it.
final class LoopbackClient {
    let fd: Int32
    private(set) var isOpen = true

    /// Connects, or nil when nothing listens.
    init?(port: Int, timeout: Int = 20) {
        #if canImport(Glibc)
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { return nil }
        var tv = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var a = sockaddr_in()
        a.sin_family = sa_family_t(AF_INET)
        a.sin_port = in_port_t(UInt16(port).bigEndian)
        a.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let ok = withUnsafePointer(to: &a) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard ok == 0 else { _ = systemClose(fd); return nil }
    }

    deinit { close() }

    /// A request's bytes: `GET target` with our own `Host` (default: the server's own name).
    static func request(_ target: String, port: Int, method: String = "GET", host: String? = nil, body: String = "") -> String {
        "\(method) \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
    }

    /// Sends `text` (all of it, or false).
    @discardableResult
    func send(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { rawSend(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { return false }
            sent += n
        }
        return true
    }

    /// Everything the server sends until it closes (or the read deadline passes: nil).
    func readToEnd() -> String? {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n == 0 { return String(decoding: data, as: UTF8.self) }
            if n < 0 { return errno == ECONNRESET ? String(decoding: data, as: UTF8.self) : nil }
            data += buffer[0..<n]
        }
    }

    /// The response's status and body, read to the end.
    func response() -> (status: Int, body: String, text: String)? {
        guard let text = readToEnd(), let headEnd = text.range(of: "\r\n\r\n"),
              let status = Int(text.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return (status, String(text[headEnd.upperBound...]), text)
    }

    /// Whether the server has closed its end (a read sees the end of the stream) within
    /// `seconds`, without having sent anything.
    func serverClosed(within seconds: Int) -> Bool {
        var tv = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        var byte: UInt8 = 0
        let n = recv(fd, &byte, 1, 0)
        return n == 0 || (n < 0 && errno == ECONNRESET)
    }

    /// Closes the connection (as a browser closing its tab does).
    func close() {
        guard isOpen else { return }
        isOpen = false
        _ = systemClose(fd)
    }
}

/// The system calls, under names that the client's own methods do not shadow.
private func systemClose(_ fd: Int32) -> Int32 { close(fd) }
#if canImport(Glibc)
private func rawSend(_ fd: Int32, _ p: UnsafeRawPointer?, _ n: Int) -> Int { send(fd, p, n, Int32(MSG_NOSIGNAL)) }
#else
private func rawSend(_ fd: Int32, _ p: UnsafeRawPointer?, _ n: Int) -> Int { send(fd, p, n, 0) }
#endif

/// Waits until `condition` holds, at most `seconds`; whether it did.
func eventually(within seconds: TimeInterval, _ condition: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: seconds)
    while Date() < deadline {
        if condition() { return true }
        Thread.sleep(forTimeInterval: 0.01)
    }
    return condition()
}
