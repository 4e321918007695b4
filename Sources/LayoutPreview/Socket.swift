import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few BSD socket calls the server makes, the same on Linux (Glibc) and macOS (Darwin).
/// Every descriptor is non-blocking and closed on exec (a browser the tests start, or any
/// child process, does not inherit the server's sockets).
enum Socket {
    /// A listening socket on `127.0.0.1:port` (0: the system picks), and the port bound.
    static func makeListener(port: Int) throws -> (fd: Int32, port: Int) {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw ServerStartError(description: "cannot create a socket: \(String(cString: strerror(errno)))") }
        configure(fd)
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
        guard listen(fd, SOMAXCONN) == 0 else {
            let e = errno
            close(fd)
            throw ServerStartError(description: "cannot listen on 127.0.0.1:\(port): \(String(cString: strerror(e)))")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return (fd, Int(UInt16(bigEndian: actual.sin_port)))
    }

    /// The next waiting connection, or -1 (`errno` says why: `EAGAIN` when none waits).
    static func acceptClient(_ listener: Int32) -> Int32 {
        let fd = accept(listener, nil, nil)
        if fd >= 0 {
            configure(fd)
            #if canImport(Darwin)
            var yes: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
            #endif
        }
        return fd
    }

    /// A pipe whose write end wakes the event loop from other threads.
    static func makePipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else {
            throw ServerStartError(description: "cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        configure(fds[0]); configure(fds[1])
        return (fds[0], fds[1])
    }

    /// Sends what it can of `bytes` without blocking; the count sent, 0 when the socket is
    /// full, -1 when the connection is gone. Never raises SIGPIPE.
    static func sendSome(_ fd: Int32, _ bytes: ArraySlice<UInt8>) -> Int {
        let n = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, noSignal) }
        if n >= 0 { return n }
        return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? 0 : -1
    }

    /// The soft limit on open descriptors.
    static var descriptorLimit: Int {
        var limit = rlimit()
        #if canImport(Glibc)
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1024 }
        #else
        guard getrlimit(RLIMIT_NOFILE, &limit) == 0 else { return 256 }
        #endif
        return limit.rlim_cur > UInt64(Int32.max) ? Int(Int32.max) : Int(limit.rlim_cur)
    }

    /// Non-blocking, closed on exec.
    private static func configure(_ fd: Int32) {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        _ = fcntl(fd, F_SETFD, fcntl(fd, F_GETFD) | FD_CLOEXEC)
    }

    #if canImport(Glibc)
    /// `MSG_NOSIGNAL`: a browser that closes early must not kill the process with SIGPIPE.
    private static let noSignal = Int32(MSG_NOSIGNAL)
    #else
    /// Darwin has no `MSG_NOSIGNAL`; accepted sockets set `SO_NOSIGPIPE` instead.
    private static let noSignal: Int32 = 0
    #endif
}
