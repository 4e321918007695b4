/// "Did you mean …?" suggestions by edit distance.
enum Suggestion {
    /// The closest candidate within edit distance 2 (ties: the first in `candidates`' order).
    static func closest<S: Sequence>(to name: String, in candidates: S) -> String? where S.Element == String {
        let target = Array(name.utf8)
        var best: String?
        var bestDistance = 3
        for candidate in candidates where candidate != name {
            let c = Array(candidate.utf8)
            if abs(c.count - target.count) >= bestDistance { continue }
            let d = distance(target, c, limit: bestDistance)
            if d < bestDistance { bestDistance = d; best = candidate }
        }
        return best
    }

    /// `"; did you mean 'x'?"` or empty.
    static func suffix<S: Sequence>(for name: String, in candidates: S) -> String where S.Element == String {
        closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Edit distance counting a swap of two neighbouring letters as one edit (optimal string
    /// alignment), since `widht` for `width` is the typical typo; gives up (returning `limit`)
    /// once a whole row reaches it.
    static func distance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if a.isEmpty { return min(b.count, limit) }
        if b.isEmpty { return min(a.count, limit) }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMin = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d = min(d, beforePrevious[j - 2] + 1)
                }
                current[j] = d
                rowMin = min(rowMin, d)
            }
            if rowMin >= limit { return limit }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return min(previous[b.count], limit)
    }
}
