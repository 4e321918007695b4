import LayoutSource

// Diagnostic ids owned by lowering (semantic errors of the language, spec §9). The raw values
// are what JSON, SARIF and the docs use, so they never change once published.
extension DiagnosticID {
    /// A name that is not a declared (or built-in) view.
    public static let unknownView = DiagnosticID("unknown-view")
    /// A name that is not a metric.
    public static let unknownMetric = DiagnosticID("unknown-metric")
    /// A view name declared twice, or a declaration that reuses a built-in name.
    public static let duplicateName = DiagnosticID("duplicate-name")
    /// A view on a visual-format line that is not a child of the line's `|`.
    public static let notAChild = DiagnosticID("not-a-child")
    /// A horizontal position related to a vertical one.
    public static let mixedAxes = DiagnosticID("mixed-axes")
    /// A product or quotient that would make the system non-linear.
    public static let nonlinear = DiagnosticID("nonlinear")
    /// A priority outside 1…1000 or not a known name.
    public static let priorityOutOfRange = DiagnosticID("priority-out-of-range")
    /// Metrics that refer to each other in a cycle.
    public static let metricCycle = DiagnosticID("metric-cycle")
    /// A view named in a spacing predicate of a visual-format line.
    public static let viewInSpacing = DiagnosticID("view-in-spacing")
    /// An anchor attribute that does not exist.
    public static let unknownAttribute = DiagnosticID("unknown-attribute")
    /// A view declared inside a `when` block.
    public static let viewInWhen = DiagnosticID("view-in-when")
    /// A division by a value that is zero.
    public static let divisionByZero = DiagnosticID("division-by-zero")
    /// A metric defined but never used in any variant (warning).
    public static let unusedMetric = DiagnosticID("unused-metric")
    /// An anchor where only a number is meaningful (metric value, stack spacing).
    public static let notConstant = DiagnosticID("not-constant")
    /// A size predicate whose object names more than one view (spec §4 allows at most one).
    public static let multipleViewsInPredicate = DiagnosticID("multiple-views-in-predicate")
    /// A stack property (`axis`, `spacing`, …) on a view that is not a stack.
    public static let notAStack = DiagnosticID("not-a-stack")
    /// A metric defined through too long a chain of other metrics.
    public static let metricTooDeep = DiagnosticID("metric-too-deep")
    /// A number or computed value too large to be a finite double.
    public static let numberOutOfRange = DiagnosticID("number-out-of-range")
    /// An `intrinsic` size on a `guide`, which has none (warning: it is ignored).
    public static let guideIntrinsic = DiagnosticID("guide-intrinsic")
}

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
