/// Closest-name suggestions for "did you mean …?" messages.
enum Suggestion {
    /// The candidate nearest to `word` within `maxDistance` edits (ties: first in `candidates`).
    static func closest(to word: String, in candidates: [String], maxDistance: Int = 2) -> String? {
        var best: String?
        var bestDistance = maxDistance + 1
        let w = Array(word.lowercased().utf8)
        for c in candidates {
            let d = distance(w, Array(c.lowercased().utf8))
            if d < bestDistance { best = c; bestDistance = d }
        }
        return best
    }

    /// Levenshtein distance; names are short, so the quadratic table is fine.
    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
