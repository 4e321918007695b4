import Foundation
import LayoutSource
import Synchronization

/// What the page shows, versioned: each change of the file's outcome is a new version, and
/// page requests wait (long polling) until the version they have is out of date. A waiting
/// request is a callback, not a thread: a new version answers every waiter once, with the
/// snapshot's JSON encoded once for all of them.
public final class PreviewState: Sendable {
    /// One version of the page's content.
    public struct Snapshot: Sendable {
        /// Increases with every change.
        public var version: Int
        /// The last pictures that compiled (one SVG per variant), kept while the file is broken.
        public var pictures: [(traits: String, svg: String)]
        /// The current diagnostics as text (`file:line:col: error: …`).
        public var diagnosticsText: String
        /// Error and warning counts of the current version.
        public var errors: Int
        public var warnings: Int
        /// Whether `pictures` are older than the current text (the file stopped compiling).
        public var stale: Bool
        /// The snapshot as `/state` sends it (encoded once per version, by the publisher).
        public var json: [UInt8] = []
    }

    /// Called with the new snapshot, once.
    typealias Waiter = @Sendable (Snapshot) -> Void

    /// What the lock guards.
    private struct Guarded {
        var snapshot = Snapshot(version: 0, pictures: [], diagnosticsText: "", errors: 0, warnings: 0, stale: false)
        var closed = false
        var reports: [String] = []
        var waiters: [UInt64: Waiter] = [:]
    }
    private let guarded = Mutex(Guarded())
    /// One publisher at a time, so the encoding (outside `guarded`) numbers versions in order.
    private let publishing = Mutex(())

    /// Creates an empty state (version 0: nothing compiled yet).
    public init() {
        guarded.withLock { $0.snapshot.json = Self.encode($0.snapshot) }
    }

    /// The current snapshot.
    public var current: Snapshot { guarded.withLock { $0.snapshot } }

    /// Publishes a new outcome; `pictures` nil keeps the previous (last good) pictures. Every
    /// waiting request is answered, on this thread.
    public func publish(pictures: [(traits: String, svg: String)]?, diagnosticsText: String, errors: Int, warnings: Int) {
        publishing.withLock { _ in
            var next = current
            next.version += 1
            if let pictures { next.pictures = pictures }
            next.stale = pictures == nil && !next.pictures.isEmpty
            next.diagnosticsText = diagnosticsText
            next.errors = errors
            next.warnings = warnings
            next.json = Self.encode(next)
            let waiters = guarded.withLock { g in
                g.snapshot = next
                defer { g.waiters = [:] }
                return Array(g.waiters.values)
            }
            for answer in waiters { answer(next) }
        }
    }

    /// The snapshot if its version differs from `since` (or the state is closed); else nil,
    /// and `answer` is kept under `id` until the next version, `withdraw(id)` or `close()`.
    func snapshot(since: Int, orWaitAs id: UInt64, _ answer: @escaping Waiter) -> Snapshot? {
        guarded.withLock { g in
            if g.closed || g.snapshot.version != since { return g.snapshot }
            g.waiters[id] = answer
            return nil
        }
    }

    /// Forgets the waiter `id` (its client went away, or it timed out).
    func withdraw(_ id: UInt64) {
        _ = guarded.withLock { $0.waiters.removeValue(forKey: id) }
    }

    /// Requests waiting for a new version.
    var waitingCount: Int { guarded.withLock { $0.waiters.count } }

    /// Answers every waiting request with the current snapshot, and every later one at once
    /// (the server is stopping).
    public func close() {
        let (waiters, snapshot) = guarded.withLock { g in
            g.closed = true
            defer { g.waiters = [:] }
            return (Array(g.waiters.values), g.snapshot)
        }
        for answer in waiters { answer(snapshot) }
    }

    /// Records what a page reported it drew (`POST /report`); the last 100 are kept.
    public func record(report: String) {
        guarded.withLock { g in
            g.reports.append(report)
            if g.reports.count > 100 { g.reports.removeFirst(g.reports.count - 100) }
        }
    }

    /// The reports received, oldest first.
    public var receivedReports: [String] { guarded.withLock { $0.reports } }

    /// `/state`'s body: the version, pictures, diagnostics text and counts.
    private static func encode(_ s: Snapshot) -> [UInt8] {
        let json: JSONValue = .object([
            ("version", .number(Double(s.version))),
            ("pictures", .array(s.pictures.map { .object([("traits", .string($0.traits)), ("svg", .string($0.svg))]) })),
            ("diagnostics", .string(s.diagnosticsText)),
            ("errors", .number(Double(s.errors))),
            ("warnings", .number(Double(s.warnings))),
            ("stale", .bool(s.stale)),
        ])
        return Array(json.serialized().utf8)
    }
}
