import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How other threads reach the event loop: answers to deferred requests and the request to
/// stop, queued under a lock, and one byte written to a pipe the loop polls (only when the
/// loop has not been woken already, so a burst of answers costs one wake-up).
final class EventLoopInbox: Sendable {
    private struct Guarded {
        var responses: [(id: UInt64, response: HTTPResponse)] = []
        var stopRequested = false
        /// A byte is in the pipe that the loop has not taken the queue for yet.
        var woken = false
        /// The loop ended and closed the pipe: nothing more is queued or written.
        var closed = false
    }
    private let guarded = Mutex(Guarded())
    /// The pipe's read end, polled by the loop.
    let wakeDescriptor: Int32
    private let wakeWriter: Int32

    init() throws {
        (wakeDescriptor, wakeWriter) = try Socket.makePipe()
    }

    /// Queues `response` for connection `id` (any thread).
    func post(_ id: UInt64, _ response: HTTPResponse) {
        guarded.withLock { g in
            guard !g.closed else { return }
            g.responses.append((id, response))
            wake(&g)
        }
    }

    /// Asks the loop to stop (any thread).
    func requestStop() {
        guarded.withLock { g in
            g.stopRequested = true
            wake(&g)
        }
    }

    /// Empties the pipe and takes the queue (the loop, when the pipe is readable).
    func take() -> (responses: [(id: UInt64, response: HTTPResponse)], stop: Bool) {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(wakeDescriptor, &buffer, buffer.count) > 0 {}
        return guarded.withLock { g in
            g.woken = false
            defer { g.responses = [] }
            return (g.responses, g.stopRequested)
        }
    }

    /// Closes the pipe (the loop, as it ends); under the lock, so no thread writes to a
    /// descriptor number that may since have been reused.
    func shutDown() {
        guarded.withLock { g in
            g.closed = true
            g.responses = []
            close(wakeDescriptor)
            close(wakeWriter)
        }
    }

    private func wake(_ g: inout Guarded) {
        guard !g.woken, !g.closed else { return }
        g.woken = true
        var byte: UInt8 = 1
        _ = write(wakeWriter, &byte, 1)
    }
}
