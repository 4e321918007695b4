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
    /// Linear apart from the sort, and each diagnostic is moved rather than copied where it
    /// can be: a file of 20,000 unconstrained views merges 60,000 findings, and copying a
    /// diagnostic retains each of its strings and arrays.
    public static func merge(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var input = diagnostics
        var order: [Diagnostic] = []
        // Position in `order` of the first finding of each hash (by place and text), and the
        // next finding with the same hash: one hash per diagnostic, no diagnostic as a key.
        var first: [Int: Int] = [:]
        var sameHash: [Int] = []
        var traits: [[String]] = []
        // Per key and note index: the unlocated texts seen, with the first trait they came from.
        var unlocated: [Int: [Int: [(trait: String, text: String)]]] = [:]
        guard var placeholder = input.first else { return [] }
        // What each diagnostic leaves behind when it is moved out of `input`: nearly nothing to retain.
        placeholder.message = ""; placeholder.file = ""; placeholder.notes = []; placeholder.traits = []
        placeholder.fixes = []; placeholder.subject = nil; placeholder.axis = nil
        for n in input.indices {
            var key = placeholder
            swap(&key, &input[n])
            let found = key.traits
            key.traits = []
            let hasUnlocated = key.notes.contains(where: { $0.range == nil })
            let notes = key.notes
            if hasUnlocated {
                key.notes = notes.map { $0.range == nil ? DiagnosticNote("", at: nil) : $0 }
            }
            let h = hashOf(key)
            var k = first[h] ?? -1
            while k >= 0, order[k] != key { k = sameHash[k] }
            if k < 0 {
                k = order.count
                sameHash.append(first[h] ?? -1)
                first[h] = k
                order.append(key)
                traits.append([])
            }
            for t in found where !traits[k].contains(t) { traits[k].append(t) }
            guard hasUnlocated else { continue }
            for (i, note) in notes.enumerated() where note.range == nil {
                var texts = unlocated[k, default: [:]][i, default: []]
                if !texts.contains(where: { $0.text == note.message }) {
                    texts.append((found.first ?? "", note.message))
                }
                unlocated[k, default: [:]][i] = texts
            }
        }
        for k in order.indices {
            order[k].traits = traits[k].count > 1 ? traits[k].sorted(by: traitOrder) : traits[k]
            for (i, texts) in unlocated[k] ?? [:] {
                let sorted = texts.sorted { traitOrder($0.trait, $1.trait) }.map(\.text)
                order[k].notes[i].message = combined(sorted)
            }
        }
        // Stable: equal keys keep the order they were found in (variant order).
        let sortedIndices = order.indices.sorted { a, b in
            if Diagnostic.sortKey(order[a], order[b]) { return true }
            if Diagnostic.sortKey(order[b], order[a]) { return false }
            return a < b
        }
        return sortedIndices.map { order[$0] }
    }

    /// Where a diagnostic is and what it says: hashing every note and fix of every diagnostic
    /// of every variant was a fifth of checking a file with 10,000 warnings.
    private static func hashOf(_ d: Diagnostic) -> Int {
        var hasher = Hasher()
        hasher.combine(d.range.start.offset)
        hasher.combine(d.range.end.offset)
        hasher.combine(d.message)
        return hasher.finalize()
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

