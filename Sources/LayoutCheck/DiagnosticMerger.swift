import LayoutSource

/// Merges per-variant diagnostics: one that holds in several variants is reported once,
/// its `traits` naming them all in `TraitVariant` order (spec §9). Output is sorted by
/// `Diagnostic.sortKey`, so it does not depend on the order variants were checked in.
///
/// Notes without a location (the canvas, the guides) name the variant's own numbers — "the
/// canvas is 393 pt wide in wC hR (iPhone 15)" — so a conflict with the canvas would differ in
/// every variant and be printed four times. Such notes are left out of the comparison and
/// combined instead: "the canvas is 393 pt wide in wC hR (iPhone 15); 852 pt wide in wC hC …".
public enum DiagnosticMerger {
    /// Merges `diagnostics` found per variant into one per finding, sorted for output.
    public static func merge(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var order: [Diagnostic] = []
        var traits: [Diagnostic: [String]] = [:]
        // Per key and note index: the unlocated texts seen, with the first trait they came from.
        var unlocated: [Diagnostic: [Int: [(trait: String, text: String)]]] = [:]
        for d in diagnostics {
            var key = d
            key.traits = []
            key.notes = d.notes.map { $0.range == nil ? DiagnosticNote("", at: nil) : $0 }
            if traits[key] == nil { order.append(key); traits[key] = [] }
            for t in d.traits where !traits[key]!.contains(t) { traits[key]!.append(t) }
            for (i, note) in d.notes.enumerated() where note.range == nil {
                var texts = unlocated[key, default: [:]][i, default: []]
                if !texts.contains(where: { $0.text == note.message }) {
                    texts.append((d.traits.first ?? "", note.message))
                }
                unlocated[key, default: [:]][i] = texts
            }
        }
        let merged = order.map { key -> Diagnostic in
            var d = key
            d.traits = traits[key]!.sorted(by: traitOrder)
            for (i, texts) in unlocated[key] ?? [:] {
                let sorted = texts.sorted { traitOrder($0.trait, $1.trait) }.map(\.text)
                d.notes[i].message = combined(sorted)
            }
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

    /// One sentence from several: the words they all start with, then each one's rest,
    /// separated by `; ` (`the canvas is 393 pt wide in wC hR; 852 pt wide in wC hC`).
    static func combined(_ texts: [String]) -> String {
        guard texts.count > 1 else { return texts.first ?? "" }
        let words = texts.map { $0.split(separator: " ", omittingEmptySubsequences: false) }
        var common = 0
        while common < words[0].count - 1, words.allSatisfy({ common < $0.count - 1 && $0[common] == words[0][common] }) {
            common += 1
        }
        guard common > 0 else { return texts.joined(separator: "; ") }
        let prefix = words[0][..<common].joined(separator: " ")
        return prefix + " " + words.map { $0[common...].joined(separator: " ") }.joined(separator: "; ")
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
