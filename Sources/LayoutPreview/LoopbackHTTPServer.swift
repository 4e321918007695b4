import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server on the loopback address only (`127.0.0.1`), over BSD sockets: no
/// package, nothing reachable from another machine. One thread runs an event loop over
/// `poll(2)` (`HTTPEventLoop`), so any number of requests may wait at once (long polls) up to
/// `HTTPLimits.maximumConnections`, and none holds a thread. Each connection carries one
/// request and is closed after its response.
public final class LoopbackHTTPServer: Sendable {
    /// Answers a request on the event loop: it must return quickly (no compiling, no waiting);
    /// a request that must wait returns `.deferred` and is answered through the exchange.
    public typealias Handler = @Sendable (HTTPRequest, HTTPExchange) -> HTTPReply

    /// The port actually bound (the one asked for, or the system's pick for 0).
    public let port: Int
    let listener: Int32
    let handler: Handler
    /// The limits in force (the connection cap lowered to the descriptor limit).
    let limits: HTTPLimits
    let inbox: EventLoopInbox
    /// Open connections, as of the loop's last turn (for tests: a closed client is dropped).
    let connectionCount = Mutex(0)
    private let stopped = Mutex(false)
    private let loopDone = DispatchSemaphore(value: 0)

    /// Binds `127.0.0.1:port` and starts serving; `handler` runs on the server's thread.
    public init(port: Int, limits: HTTPLimits = HTTPLimits(), handler: @escaping Handler) throws {
        inbox = try EventLoopInbox()
        do {
            (listener, self.port) = try Socket.makeListener(port: port)
        } catch {
            inbox.shutDown()
            throw error
        }
        var limits = limits
        // Room for the process's other descriptors (files, pipes, the watcher's reads).
        limits.maximumConnections = max(1, min(limits.maximumConnections, Socket.descriptorLimit - 64))
        self.limits = limits
        self.handler = handler
        let thread = Thread { [self] in
            HTTPEventLoop(server: self).run()
            loopDone.signal()
        }
        thread.name = "vflc-preview-http"
        thread.start()
    }

    /// Stops accepting and closes the listening socket; answers already made are written
    /// (within `HTTPLimits.stopGrace`), other connections closed. Returns once the loop ended.
    public func stop() {
        let already = stopped.withLock { stopped in
            defer { stopped = true }
            return stopped
        }
        guard !already else { return }
        inbox.requestStop()
        _ = loopDone.wait(timeout: .now() + 5)
    }

    /// Connections open now (reading, waiting or writing).
    var openConnections: Int { connectionCount.withLock { $0 } }
}
