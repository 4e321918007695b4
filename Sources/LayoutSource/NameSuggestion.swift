/// "Did you mean …?": the one name-suggestion function of vflc (the parser's keywords and
/// properties, lowering's views, metrics, attributes and priorities, the driver's commands and
/// flags all ask it), and the replacement fix that goes with a suggestion.
public enum NameSuggestion {
    /// The candidate nearest to `name` within `maxDistance` edits, `nil` when none is that
    /// near. Case is ignored when measuring (`Hidden` → `hidden` is no edit at all), a candidate
    /// spelled exactly like `name` is never proposed, and ties go to the first in `candidates`'
    /// order (callers list declared names in declaration order, so the answer is deterministic).
    public static func closest<S: Sequence>(to name: String, in candidates: S, maxDistance: Int = 2) -> String?
    where S.Element == String {
        let target = folded(name)
        var best: String?
        var bestDistance = maxDistance + 1
        for candidate in candidates where candidate != name {
            let c = folded(candidate)
            if abs(c.count - target.count) >= bestDistance { continue }
            let d = distance(target, c, limit: bestDistance)
            if d < bestDistance { bestDistance = d; best = candidate }
        }
        return best
    }

    /// `"; did you mean 'x'?"`, the suffix every message with a suggestion ends with.
    public static func didYouMean(_ suggestion: String) -> String { "; did you mean '\(suggestion)'?" }

    /// `didYouMean` of the suggestion, or empty.
    public static func suffix(_ suggestion: String?) -> String { suggestion.map(didYouMean) ?? "" }

    /// The fix that replaces the misspelled name at `range` by `suggestion`.
    public static func replacement(_ suggestion: String, at range: SourceRange) -> DiagnosticFix {
        DiagnosticFix(title: "Replace with '\(suggestion)'", edits: [TextEdit(range: range, replacement: suggestion)])
    }

    /// ASCII letters lower-cased; names are ASCII, and other bytes compare as they are.
    private static func folded(_ s: String) -> [UInt8] {
        s.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
    }

    /// Edit distance counting a swap of two neighbouring letters as one edit (optimal string
    /// alignment), since `widht` for `width` is the typical typo; gives up (returning `limit`)
    /// once a whole row reaches it, so a long non-match costs little.
    public static func distance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
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
