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
        // Position in `order` of each key: one (cheaply hashed) lookup per diagnostic.
        var index: [MergeKey: Int] = [:]
        var traits: [[String]] = []
        // Per key and note index: the unlocated texts seen, with the first trait they came from.
        var unlocated: [Int: [Int: [(trait: String, text: String)]]] = [:]
        for d in diagnostics {
            var key = d
            key.traits = []
            if d.notes.contains(where: { $0.range == nil }) {
                key.notes = d.notes.map { $0.range == nil ? DiagnosticNote("", at: nil) : $0 }
            }
            let k: Int
            if let found = index[MergeKey(key)] {
                k = found
            } else {
                k = order.count
                index[MergeKey(key)] = k
                order.append(key)
                traits.append([])
            }
            for t in d.traits where !traits[k].contains(t) { traits[k].append(t) }
            for (i, note) in d.notes.enumerated() where note.range == nil {
                var texts = unlocated[k, default: [:]][i, default: []]
                if !texts.contains(where: { $0.text == note.message }) {
                    texts.append((d.traits.first ?? "", note.message))
                }
                unlocated[k, default: [:]][i] = texts
            }
        }
        let merged = order.enumerated().map { k, key -> Diagnostic in
            var d = key
            d.traits = traits[k].sorted(by: traitOrder)
            for (i, texts) in unlocated[k] ?? [:] {
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

    /// The rank of each variant's description in `TraitVariant` order.
    private static let knownRank: [String: Int] = {
        var rank: [String: Int] = [:]
        for (r, v) in TraitVariant.all.sorted().enumerated() { rank[v.description] = r }
        return rank
    }()

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
    /// A right-to-left target (`wC hR rtl`) follows its variant's left-to-right one.
    static func traitOrder(_ a: String, _ b: String) -> Bool {
        // The checker's own traits are the variants' descriptions: ranked without parsing.
        if let x = knownRank[a], let y = knownRank[b] { return x < y }
        func variant(_ s: String) -> TraitVariant? {
            TraitVariant.parse(s.hasSuffix(" rtl") ? String(s.dropLast(4)) : s)
        }
        switch (variant(a), variant(b)) {
        case let (x?, y?): return x != y ? x < y : a < b
        case (_?, nil): return true
        case (nil, _?): return false
        case (nil, nil): return a < b
        }
    }
}


/// A diagnostic as a dictionary key, hashed by where it is and what it says only (equality is
/// still the whole diagnostic): hashing every note and fix of every diagnostic of every
/// variant was a fifth of checking a file with 10,000 warnings.
struct MergeKey: Hashable {
    let diagnostic: Diagnostic
    init(_ d: Diagnostic) { diagnostic = d }
    static func == (a: MergeKey, b: MergeKey) -> Bool { a.diagnostic == b.diagnostic }
    func hash(into hasher: inout Hasher) {
        hasher.combine(diagnostic.range.start.offset)
        hasher.combine(diagnostic.range.end.offset)
        hasher.combine(diagnostic.message)
    }
}
