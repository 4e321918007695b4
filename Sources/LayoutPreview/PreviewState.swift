import Foundation
import LayoutSource

/// What the page shows, versioned: each change of the file's outcome is a new version, and
/// page requests wait (long polling) until the version they have is out of date.
public final class PreviewState: @unchecked Sendable {
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

    private let condition = NSCondition()
    private var snapshot = Snapshot(version: 0, pictures: [], diagnosticsText: "", errors: 0, warnings: 0, stale: false)
    private var closed = false
    private var reports: [String] = []

    /// Creates an empty state (version 0: nothing compiled yet).
    public init() {}

    /// The current snapshot.
    public var current: Snapshot { condition.lock(); defer { condition.unlock() }; return snapshot }

    /// Publishes a new outcome; `pictures` nil keeps the previous (last good) pictures.
    public func publish(pictures: [(traits: String, svg: String)]?, diagnosticsText: String, errors: Int, warnings: Int) {
        condition.lock()
        snapshot.version += 1
        if let pictures { snapshot.pictures = pictures }
        snapshot.stale = pictures == nil && !snapshot.pictures.isEmpty
        snapshot.diagnosticsText = diagnosticsText
        snapshot.errors = errors
        snapshot.warnings = warnings
        condition.broadcast()
        condition.unlock()
    }

    /// The snapshot once its version differs from `since`, or the current one after `timeout`
    /// seconds (the page then asks again), or at once when the state is closed.
    public func wait(since: Int, timeout: TimeInterval) -> Snapshot {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while snapshot.version == since && !closed {
            if !condition.wait(until: deadline) { break }
        }
        return snapshot
    }

    /// Wakes every waiting request (the server is stopping).
    public func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// Records what a page reported it drew (`POST /report`); the last 100 are kept.
    public func record(report: String) {
        condition.lock()
        reports.append(report)
        if reports.count > 100 { reports.removeFirst(reports.count - 100) }
        condition.broadcast()
        condition.unlock()
    }

    /// The reports received, oldest first.
    public var receivedReports: [String] { condition.lock(); defer { condition.unlock() }; return reports }
}
