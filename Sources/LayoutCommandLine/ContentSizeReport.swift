import LayoutPipeline
import LayoutSource

/// The one line `vflc check` prints for a file whose errors all hold only at larger content
/// size categories than the default: `card.layout: note: breaks only at AX5 (clean at L)`.
/// A team checking a layout wants to know first whether the default size is fine and the
/// trouble is the accessibility sizes (the fix is then a `when size >= …` switch).
enum ContentSizeReport {
    /// The line for `file`, or `nil` when it was checked at one category only, is clean, or
    /// has an error at the default category (or one that holds in no particular variant).
    static func line(for file: CompiledFile) -> String? {
        let checked = Set(file.solutions.map { $0.ir.target.variant.effectiveContentSize })
        guard checked.count > 1, checked.contains(.defaultCategory) else { return nil }
        let errors = file.diagnostics.filter { $0.severity == .error }
        guard !errors.isEmpty else { return nil }
        var breaking = Set<ContentSizeCategory>()
        for d in errors {
            let variants = d.traits.compactMap(TraitVariant.parse)
            guard !variants.isEmpty, variants.count == d.traits.count else { return nil }
            for v in variants {
                if v.effectiveContentSize == .defaultCategory { return nil }
                breaking.insert(v.effectiveContentSize)
            }
        }
        let names = breaking.sorted().map(\.shortName).joined(separator: ", ")
        let clean = checked.subtracting(breaking).sorted().map(\.shortName).joined(separator: ", ")
        return "\(file.source.path): note: breaks only at \(names) (clean at \(clean))"
    }
}
