import LayoutSource

/// Merges per-variant diagnostics: one that holds in several variants is reported once,
/// its `traits` naming them all in `TraitVariant` order (spec §9). Output is sorted by
/// `Diagnostic.sortKey`, so it does not depend on the order variants were checked in.
enum DiagnosticMerger {
    static func merge(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var order: [Diagnostic] = []
        var traits: [Diagnostic: [String]] = [:]
        for d in diagnostics {
            var key = d
            key.traits = []
            if traits[key] == nil { order.append(key); traits[key] = [] }
            for t in d.traits where !traits[key]!.contains(t) { traits[key]!.append(t) }
        }
        let merged = order.map { key -> Diagnostic in
            var d = key
            d.traits = traits[key]!.sorted(by: traitOrder)
            return d
        }
        // Stable: equal keys keep the order they were found in (variant order).
        let indexed = merged.enumerated().sorted { a, b in
            if Diagnostic.sortKey(a.element, b.element) { return true }
            if Diagnostic.sortKey(b.element, a.element) { return false }
            return a.offset < b.offset
        }
        return indexed.map(\.element)
    }

    /// `wC hR` < `wC hC` < `wR hC` < `wR hR`; anything unparsable after, alphabetically.
    static func traitOrder(_ a: String, _ b: String) -> Bool {
        switch (TraitVariant.parse(a), TraitVariant.parse(b)) {
        case let (x?, y?): return x != y ? x < y : a < b
        case (_?, nil): return true
        case (nil, _?): return false
        case (nil, nil): return a < b
        }
    }
}
