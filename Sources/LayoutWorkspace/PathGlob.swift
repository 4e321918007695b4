/// Matches `exclude` patterns against paths relative to a configuration's folder.
///
/// `*` matches any run of characters within one path component, `?` one character, `**` any
/// number of whole components (also none); everything else matches itself. A pattern that
/// matches a folder excludes everything under it, so `Generated` and `Generated/**` are the
/// same. Matching is on bytes (case-sensitive), like the stable order of the directory walk.
public enum PathGlob {
    /// Whether `pattern` matches `path` (components separated by `/`) or one of its folders.
    public static func matches(_ pattern: String, _ path: String) -> Bool {
        let p = pattern.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.utf8) }
        let s = path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.utf8) }
        // A match of any prefix of the path's components (a folder) counts.
        var memo = [Int: Bool]()
        return (1...max(1, s.count)).contains { n in match(p, 0, Array(s.prefix(n)), 0, &memo, n) }
    }

    /// Component-wise match with `**`; memoised on (pattern index, path index) per prefix.
    private static func match(_ p: [[UInt8]], _ i: Int, _ s: [[UInt8]], _ j: Int, _ memo: inout [Int: Bool], _ n: Int) -> Bool {
        let key = (n << 32) | (i << 16) | j
        if let m = memo[key] { return m }
        let result: Bool
        if i == p.count {
            result = j == s.count
        } else if p[i] == Array("**".utf8) {
            result = match(p, i + 1, s, j, &memo, n) || (j < s.count && match(p, i, s, j + 1, &memo, n))
        } else {
            result = j < s.count && component(p[i], s[j]) && match(p, i + 1, s, j + 1, &memo, n)
        }
        memo[key] = result
        return result
    }

    /// `*` and `?` within one component (iterative, linear backtracking on the last `*`).
    static func component(_ p: [UInt8], _ s: [UInt8]) -> Bool {
        var i = 0, j = 0, star = -1, mark = 0
        while j < s.count {
            if i < p.count && (p[i] == 0x3F || p[i] == s[j]) && p[i] != 0x2A {
                i += 1; j += 1
            } else if i < p.count && p[i] == 0x2A {
                star = i; mark = j; i += 1
            } else if star >= 0 {
                i = star + 1; mark += 1; j = mark
            } else {
                return false
            }
        }
        while i < p.count && p[i] == 0x2A { i += 1 }
        return i == p.count
    }
}
