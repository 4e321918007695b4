import Foundation
import LayoutSource
import Synchronization

/// What the page shows, versioned: each change of the file's outcome is a new version, and
/// page requests wait (long polling) until the version they have is out of date.
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
    }

    /// What the lock guards.
    private struct Guarded {
        var snapshot = Snapshot(version: 0, pictures: [], diagnosticsText: "", errors: 0, warnings: 0, stale: false)
        var closed = false
        var reports: [String] = []
    }
    private let guarded = Mutex(Guarded())
    /// Wakes waiting requests. A waiter tests the state while holding the condition's lock,
    /// and a change is made before the condition is signalled under that lock, so a change
    /// between a waiter's test and its wait is not missed.
    private let changed = NSCondition()

    /// Creates an empty state (version 0: nothing compiled yet).
    public init() {}

    /// The current snapshot.
    public var current: Snapshot { guarded.withLock { $0.snapshot } }

    /// Publishes a new outcome; `pictures` nil keeps the previous (last good) pictures.
    public func publish(pictures: [(traits: String, svg: String)]?, diagnosticsText: String, errors: Int, warnings: Int) {
        guarded.withLock { g in
            g.snapshot.version += 1
            if let pictures { g.snapshot.pictures = pictures }
            g.snapshot.stale = pictures == nil && !g.snapshot.pictures.isEmpty
            g.snapshot.diagnosticsText = diagnosticsText
            g.snapshot.errors = errors
            g.snapshot.warnings = warnings
        }
        signal()
    }

    /// The snapshot once its version differs from `since`, or the current one after `timeout`
    /// seconds (the page then asks again), or at once when the state is closed.
    public func wait(since: Int, timeout: TimeInterval) -> Snapshot {
        let deadline = Date(timeIntervalSinceNow: timeout)
        changed.lock()
        defer { changed.unlock() }
        while guarded.withLock({ $0.snapshot.version == since && !$0.closed }) {
            if !changed.wait(until: deadline) { break }
        }
        return current
    }

    /// Wakes every waiting request (the server is stopping).
    public func close() {
        guarded.withLock { $0.closed = true }
        signal()
    }

    /// Records what a page reported it drew (`POST /report`); the last 100 are kept.
    public func record(report: String) {
        guarded.withLock { g in
            g.reports.append(report)
            if g.reports.count > 100 { g.reports.removeFirst(g.reports.count - 100) }
        }
        signal()
    }

    private func signal() {
        changed.lock()
        changed.broadcast()
        changed.unlock()
    }

    /// The reports received, oldest first.
    public var receivedReports: [String] { guarded.withLock { $0.reports } }
}
