import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The server's one thread: every socket is non-blocking and watched by one `poll(2)`, so
/// no connection — idle, slow, or waiting for a new version — holds a thread or delays
/// another. A connection reads one request, is answered (now, or later when deferred), and
/// is closed once its response is written. While a deferred request waits, its socket is
/// watched for readability: a client that closed it is dropped at once, and the handler is
/// told (`HTTPDeferral.onClose`). Every phase has a deadline (`HTTPLimits`).
///
/// Confined to its thread: created and run there, never shared, so its state needs no lock.
final class HTTPEventLoop {
    private final class Connection {
        enum Phase {
            case reading
            case awaiting(HTTPDeferral)
            /// `linger`: the request was refused before it was read whole.
            case writing(linger: Bool)
            /// A refusal is sent; the rest of the request is read and dropped until the client
            /// closes, so closing does not reset the connection before the client read it.
            case lingering
        }
        let fd: Int32
        let id: UInt64
        var phase = Phase.reading
        var deadline: ContinuousClock.Instant
        var reader: HTTPRequestReader
        /// Body bytes reserved in the shared budget while the body arrives.
        var reserved = 0
        /// Bytes a waiting client sent after its request (discarded, but capped).
        var extra = 0
        var head: [UInt8] = []
        var body: [UInt8] = []
        var sent = 0

        init(fd: Int32, id: UInt64, deadline: ContinuousClock.Instant, limits: HTTPLimits) {
            self.fd = fd; self.id = id; self.deadline = deadline; reader = HTTPRequestReader(limits: limits)
        }
        var isWriting: Bool { if case .writing = phase { return true } else { return false } }
        var isLingering: Bool { if case .lingering = phase { return true } else { return false } }
    }

    private let server: LoopbackHTTPServer
    private var limits: HTTPLimits { server.limits }
    private var connections: [UInt64: Connection] = [:]
    private var nextID: UInt64 = 1
    private var listening = true
    private var acceptPausedUntil: ContinuousClock.Instant?
    private var stopDeadline: ContinuousClock.Instant?
    private var bufferedBodies = 0
    /// Connections in `.lingering` (refusals), which the connection cap does not count.
    private var lingeringCount = 0
    private var scratch = [UInt8](repeating: 0, count: 64 * 1024)

    init(server: LoopbackHTTPServer) { self.server = server }

    /// Serves until the inbox asks to stop and the answers already made are written (or the
    /// grace period ends); then closes everything.
    func run() {
        while listening || !(connections.isEmpty || stopDeadline.map { $0 <= .now } ?? true) {
            var fds = [pollfd(fd: server.inbox.wakeDescriptor, events: Int16(POLLIN), revents: 0)]
            if let t = acceptPausedUntil, t <= .now { acceptPausedUntil = nil }
            let accepting = listening && acceptPausedUntil == nil
            if accepting { fds.append(pollfd(fd: server.listener, events: Int16(POLLIN), revents: 0)) }
            let first = fds.count
            let watched = Array(connections.values)
            for c in watched { fds.append(pollfd(fd: c.fd, events: Int16(c.isWriting ? POLLOUT : POLLIN), revents: 0)) }
            _ = poll(&fds, nfds_t(fds.count), timeoutMilliseconds())
            if fds[0].revents != 0 { takeInbox() }
            if accepting && fds[1].revents != 0 { acceptAll() }
            for (i, c) in watched.enumerated() where fds[first + i].revents != 0 && connections[c.id] === c {
                service(c)
            }
            expireDeadlines()
            server.connectionCount.withLock { $0 = connections.count }
        }
        for c in Array(connections.values) { abandon(c) }
        server.connectionCount.withLock { $0 = 0 }
        server.inbox.shutDown()
    }

    // MARK: Events

    private func takeInbox() {
        let (responses, stop) = server.inbox.take()
        for (id, response) in responses {
            // The first answer wins: after a timeout or a close there is nothing to answer.
            if let c = connections[id], case .awaiting = c.phase { startWriting(c, response) }
        }
        if stop && listening { beginStop() }
    }

    private func beginStop() {
        listening = false
        close(server.listener)
        stopDeadline = .now + .seconds(limits.stopGrace)
        for c in Array(connections.values) where !c.isWriting { abandon(c) }
    }

    private func acceptAll() {
        while true {
            let fd = Socket.acceptClient(server.listener)
            guard fd >= 0 else {
                switch errno {
                case EINTR, ECONNABORTED: continue
                case EMFILE, ENFILE, ENOBUFS, ENOMEM: acceptPausedUntil = .now + .milliseconds(100)
                default: break
                }
                return
            }
            let c = Connection(fd: fd, id: nextID, deadline: .now + .seconds(limits.requestTimeout), limits: limits)
            nextID += 1
            connections[c.id] = c
            if connections.count - lingeringCount > limits.maximumConnections {
                // Over the cap: refused at once (a few refusals linger, the rest just close).
                if lingeringCount < Self.maximumLingering {
                    startWriting(c, Self.overloaded, linger: true)
                } else {
                    finish(c)
                }
            }
        }
    }

    private func service(_ c: Connection) {
        switch c.phase {
        case .reading: read(c)
        case .awaiting: watch(c)
        case .writing: flush(c)
        case .lingering: drain(c)
        }
    }

    private func read(_ c: Connection) {
        let wanted = min(scratch.count, c.reader.capacity)
        let n = scratch.withUnsafeMutableBytes { recv(c.fd, $0.baseAddress, wanted, 0) }
        guard n > 0 else {
            if n == 0 || !Self.isTransient(errno) { finish(c) }
            return
        }
        let progress = scratch.withUnsafeBytes { c.reader.append(UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
        switch progress {
        case .incomplete:
            break
        case .needsBody(let length):
            if bufferedBodies + length > limits.maximumBufferedBodyBytes {
                startWriting(c, .text(503, "busy: too many request bodies at once"), linger: true)
            } else {
                c.reserved = length
                bufferedBodies += length
            }
        case .refused(let status):
            startWriting(c, .text(status, Self.refusals[status] ?? "bad request"), linger: true)
        case .complete:
            let request = c.reader.request
            release(c)
            c.reader = HTTPRequestReader(limits: limits)
            if let request { dispatch(request, on: c) }
        }
    }

    private func dispatch(_ request: HTTPRequest, on c: Connection) {
        switch server.handler(request, HTTPExchange(id: c.id, inbox: server.inbox)) {
        case .response(let response):
            startWriting(c, response)
        case .deferred(let deferral):
            c.phase = .awaiting(deferral)
            c.deadline = .now + .seconds(deferral.seconds)
        }
    }

    /// A waiting connection became readable: the client closed it (or sent more, which is
    /// read and dropped, within the head's cap).
    private func watch(_ c: Connection) {
        let n = scratch.withUnsafeMutableBytes { recv(c.fd, $0.baseAddress, $0.count, 0) }
        if n > 0 {
            c.extra += n
            if c.extra > limits.maximumHeadBytes { abandon(c) }
        } else if n == 0 || !Self.isTransient(errno) {
            abandon(c)
        }
    }

    private func startWriting(_ c: Connection, _ response: HTTPResponse, linger: Bool = false) {
        release(c)
        c.reader = HTTPRequestReader(limits: limits)
        c.phase = .writing(linger: linger)
        c.head = response.head
        c.body = response.body
        c.sent = 0
        c.deadline = .now + .seconds(limits.responseTimeout)
        flush(c)
    }

    private func flush(_ c: Connection) {
        while c.sent < c.head.count + c.body.count {
            let n = c.sent < c.head.count
                ? Socket.sendSome(c.fd, c.head[c.sent...])
                : Socket.sendSome(c.fd, c.body[(c.sent - c.head.count)...])
            if n < 0 { finish(c); return }
            if n == 0 { return }
            c.sent += n
        }
        guard case .writing(linger: true) = c.phase else { finish(c); return }
        shutdown(c.fd, Int32(SHUT_WR))
        c.phase = .lingering
        c.deadline = .now + Self.lingerTime
        lingeringCount += 1
    }

    private func drain(_ c: Connection) {
        let n = scratch.withUnsafeMutableBytes { recv(c.fd, $0.baseAddress, $0.count, 0) }
        if n == 0 || (n < 0 && !Self.isTransient(errno)) { finish(c) }
    }

    private func expireDeadlines() {
        let now = ContinuousClock.now
        for c in connections.values.filter({ $0.deadline <= now }) {
            switch c.phase {
            case .reading, .writing, .lingering: finish(c)
            case .awaiting(let deferral): startWriting(c, deferral.onTimeout())
            }
        }
    }

    // MARK: Closing

    /// Closes a connection; a waiting handler is told first.
    private func abandon(_ c: Connection) {
        if case .awaiting(let deferral) = c.phase { deferral.onClose() }
        finish(c)
    }

    private func finish(_ c: Connection) {
        if c.isLingering { lingeringCount -= 1 }
        release(c)
        connections[c.id] = nil
        close(c.fd)
    }

    private func release(_ c: Connection) {
        bufferedBodies -= c.reserved
        c.reserved = 0
    }

    // MARK: Helpers

    /// Until the earliest deadline (-1: none, the pipe wakes the loop).
    private func timeoutMilliseconds() -> Int32 {
        var earliest = connections.values.map(\.deadline).min()
        for t in [acceptPausedUntil, listening ? nil : stopDeadline].compactMap({ $0 }) where earliest.map({ t < $0 }) ?? true {
            earliest = t
        }
        guard let earliest else { return -1 }
        let (seconds, attoseconds) = (earliest - .now).components
        let milliseconds = (Double(seconds) * 1000 + Double(attoseconds) / 1e15).rounded(.up)
        return Int32(max(0, min(milliseconds, 60_000)))
    }

    private static func isTransient(_ e: Int32) -> Bool { e == EAGAIN || e == EWOULDBLOCK || e == EINTR }

    private static let refusals = [400: "bad request", 413: "request body too large", 431: "request head too large",
                                   501: "transfer encodings are not supported"]

    private static let overloaded = HTTPResponse.text(503, "busy: too many connections")
    /// Refused connections closing at once beyond this many: a flood of them costs nothing.
    private static let maximumLingering = 64
    /// How long a refused client has to read its refusal.
    private static let lingerTime = Duration.seconds(1)
}
