import Foundation
import LayoutCheck
import LayoutSource

/// The incremental checker of one open document, shared by its background checks and the
/// on-demand analysis of hover and definition, which may run at the same time on different
/// queues; the lock makes them take turns (the checker is not thread-safe).
final class DocumentChecker: @unchecked Sendable {
    private let lock = NSLock()
    private let checker = IncrementalChecker()

    /// `DocumentAnalysis.analyze(source)`, re-solving only what changed since the last call.
    func analyze(_ source: SourceFile) -> DocumentAnalysis {
        lock.lock()
        defer { lock.unlock() }
        return DocumentAnalysis.analyze(source, checker: checker)
    }
}
