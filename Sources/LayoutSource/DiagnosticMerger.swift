/// Merges the diagnostics that several variants found: a finding that holds in several is
/// reported once, its `traits` naming them (spec §9). Output is sorted by `Diagnostic.sortKey`
/// (ties in the order found), so it does not depend on the order variants were checked in.
/// Lowering (per target) and the checker (per variant and per shared report) both merge here.
///
/// A finding is a diagnostic apart from its `traits`. Notes without a location (the canvas, the
/// guides) name the variant's own numbers — "the canvas is 393 pt wide in wC hR (iPhone 15)" —
/// so a conflict with the canvas would differ in every variant and be printed four times. Such
/// notes are left out of the comparison and combined instead: "the canvas is 393 pt wide in
/// wC hR (iPhone 15); 852 pt wide in wC hC …".
///
/// Linear apart from the sort, and a diagnostic added by `add(_:)` is never copied: it is moved
/// into the result (a file of 20,000 unconstrained views merges 60,000 findings, and copying a
/// diagnostic retains each of its strings and arrays — the copies, concatenating the parts and
/// sorting the structs were a quarter of checking that file). Each diagnostic is hashed once,
/// by place and text; only findings met again (another variant's copy) are compared, field by
/// field.
public struct DiagnosticMerger {
    /// For a merger over given variants (`init(variants:)`): each one's place in their order.
    private let rank: [String: Int]?
    private var order: [Diagnostic] = []
    /// Position in `order` of the first finding of each hash (by place and text), and the
    /// next finding with the same hash: one hash per diagnostic, no diagnostic as a key.
    private var first: [Int: Int] = [:]
    private var sameHash: [Int] = []
    /// Per finding: the variants it holds in (the first copy's own array, extended by later copies).
    private var traits: [[String]] = []
    /// Per finding met again with a different unlocated note: per note index, the texts seen
    /// with the first trait each came from (the first copy's text first).
    private var unlocated: [Int: [Int: [(trait: String, text: String)]]] = [:]
    /// The findings whose first copy named no trait.
    private var traitless = Set<Int>()

    /// A merger of diagnostics that name the variants they hold in (`traits`, the checker's):
    /// a merged finding names every variant it holds in, in `TraitVariant` order.
    public init() { rank = nil }

    /// A merger over `variants` (labels, in the order a finding names them; repeats count
    /// once), for diagnostics added with the variant they were found in (lowering's): a merged
    /// finding names the variants it holds in, in this order, and none when it holds in all.
    public init(variants: [String]) {
        var rank: [String: Int] = [:]
        for v in variants where rank[v] == nil { rank[v] = rank.count }
        self.rank = rank
    }

    /// Merges `diagnostics` found per variant into one per finding, sorted for output.
    public static func merge(_ diagnostics: consuming [Diagnostic]) -> [Diagnostic] {
        var merger = DiagnosticMerger()
        merger.add(consume diagnostics)
        return merger.merged()
    }

    /// Merges the diagnostics of `parts` (taken in order, as if concatenated) into one per
    /// finding, sorted for output; `parts` is left empty.
    public static func merge(parts: inout [[Diagnostic]]) -> [Diagnostic] {
        var merger = DiagnosticMerger()
        merger.reserve(parts.reduce(0) { $0 + $1.count })
        for p in parts.indices {
            // Swapped out, so that the merger holds the part's only reference and can move from it.
            var part: [Diagnostic] = []
            swap(&part, &parts[p])
            merger.add(consume part)
        }
        return merger.merged()
    }

    /// Room for `count` findings.
    public mutating func reserve(_ count: Int) { order.reserveCapacity(count) }

    /// Adds `diagnostics`, each holding in the variants its `traits` name; each is moved in,
    /// not copied.
    public mutating func add(_ diagnostics: consuming [Diagnostic]) {
        var input = consume diagnostics
        for n in input.indices {
            var key = Diagnostic.take(from: &input, at: n)
            let found = key.traits
            key.traits = []
            let h = Self.hashOf(key)
            let k = find(key, hash: h)
            if k < 0 {
                append(key, hash: h, found: found)
            } else {
                repeated(key, at: k, found: found)
            }
        }
    }

    /// Adds `diagnostics` found in `variant` (their own `traits` are not read). They are only
    /// read: a new finding is copied in, one met before costs nothing, so the same list may be
    /// added for each variant that found it.
    public mutating func add(_ diagnostics: [Diagnostic], foundIn variant: String) {
        let found = [variant]
        diagnostics.withUnsafeBufferPointer { input in
            for n in input.indices {
                let h = Self.hashOf(input[n])
                let k = find(input[n], hash: h)
                if k < 0 {
                    var copy = input[n]
                    copy.traits = []
                    append(copy, hash: h, found: found)
                } else {
                    repeated(input[n], at: k, found: found)
                }
            }
        }
    }

    /// One diagnostic per finding, naming the variants it holds in, sorted for output.
    public consuming func merged() -> [Diagnostic] {
        nameVariants()
        let precedes = variantOrder
        for (k, notes) in unlocated {
            for (i, texts) in notes {
                let sorted = texts.sorted { precedes($0.trait, $1.trait) }.map(\.text)
                order[k].notes[i].message = Self.combined(sorted)
            }
        }
        // Stable: equal keys keep the order they were found in (variant order). Compared in
        // place through the buffer: a closure reading a `var` array copies each element.
        let sortedIndices = order.withUnsafeBufferPointer { buffer in
            buffer.indices.sorted { a, b in
                if Diagnostic.sortKey(buffer[a], buffer[b]) { return true }
                if Diagnostic.sortKey(buffer[b], buffer[a]) { return false }
                return a < b
            }
        }
        var out: [Diagnostic] = []
        out.reserveCapacity(order.count)
        for k in sortedIndices { out.append(Diagnostic.take(from: &order, at: k)) }
        return out
    }

    /// Sets each finding's `traits` from the variants it holds in.
    private mutating func nameVariants() {
        var lastTraits: (in: [String], out: [String])?
        let precedes = variantOrder
        for k in order.indices {
            if let rank, traits[k].count == rank.count {
                order[k].traits = []
            } else if traits[k].count > 1 {
                // Findings come in runs holding in the same variants: sorted once per run.
                if let last = lastTraits, last.in == traits[k] {
                    order[k].traits = last.out
                } else {
                    let sorted = traits[k].sorted(by: precedes)
                    lastTraits = (traits[k], sorted)
                    order[k].traits = sorted
                }
            } else {
                order[k].traits = traits[k]
            }
        }
    }

    /// The order in which a finding names its variants: the given one, else `traitOrder`.
    private var variantOrder: (String, String) -> Bool {
        guard let rank else { return Self.traitOrder }
        return { a, b in (rank[a] ?? Int.max, a) < (rank[b] ?? Int.max, b) }
    }

    /// The position in `order` of the finding `d` (hashing to `h`) repeats, or -1.
    private func find(_ d: Diagnostic, hash h: Int) -> Int {
        var k = first[h] ?? -1
        while k >= 0, !order.withUnsafeBufferPointer({ Self.sameFinding($0[k], d) }) { k = sameHash[k] }
        return k
    }

    /// Records a new finding (traits cleared), holding in `found`.
    private mutating func append(_ d: consuming Diagnostic, hash h: Int, found: [String]) {
        sameHash.append(first[h] ?? -1)
        first[h] = order.count
        if found.isEmpty { traitless.insert(order.count) }
        order.append(d)
        traits.append(Self.hasRepeats(found) ? found.reduce(into: []) { if !$0.contains($1) { $0.append($1) } } : found)
    }

    /// Another copy `d` of finding `k`, holding in `found`: its variants join the finding's,
    /// and its unlocated notes' texts are kept when they differ.
    private mutating func repeated(_ d: Diagnostic, at k: Int, found: [String]) {
        for t in found where !traits[k].contains(t) { traits[k].append(t) }
        for i in d.notes.indices where d.notes[i].range == nil {
            let text = d.notes[i].message
            if var texts = unlocated[k]?[i] {
                if !texts.contains(where: { $0.text == text }) {
                    texts.append((found.first ?? "", text))
                    unlocated[k]![i] = texts
                }
            } else if text != order[k].notes[i].message {
                // The first copy's trait: the first of the traits it brought.
                let firstTrait = traitless.contains(k) ? "" : traits[k][0]
                unlocated[k, default: [:]][i] = [(firstTrait, order[k].notes[i].message), (found.first ?? "", text)]
            }
        }
    }

    private static func hasRepeats(_ traits: [String]) -> Bool {
        guard traits.count > 1 else { return false }
        for i in traits.indices.dropFirst() where traits[..<i].contains(traits[i]) { return true }
        return false
    }

    /// Whether `a` and `b` are the same finding: equal in every field but `traits`, notes
    /// without a location compared by position only (they name the variant's own numbers and
    /// are combined instead).
    private static func sameFinding(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        guard a.range == b.range, a.message == b.message, a.id == b.id, a.severity == b.severity,
              a.file == b.file, a.subject == b.subject, a.axis == b.axis,
              a.fixes == b.fixes, a.notes.count == b.notes.count else { return false }
        for i in a.notes.indices {
            let x = a.notes[i], y = b.notes[i]
            guard x.range == y.range, x.range == nil || x.message == y.message else { return false }
        }
        return true
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
