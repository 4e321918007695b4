import Foundation
import LayoutSyntax

/// A document's `SymbolIndex`, built on first use: only hover, definition and symbols read it,
/// so building it is kept off an edit's path to fresh diagnostics.
final class LazySymbolIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var file: LayoutFileSyntax?
    private var built: SymbolIndex?

    /// Indexes `file` when first asked.
    init(_ file: LayoutFileSyntax) { self.file = file }

    /// An index that is already built.
    init(_ index: SymbolIndex) { built = index }

    /// The index (built now if this is the first use; thread-safe).
    var index: SymbolIndex {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let index = SymbolIndex(file!)
        built = index
        file = nil
        return index
    }
}
