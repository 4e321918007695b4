import LayoutLowering
import LayoutSource
import LayoutSyntax

/// A constraint in a normal form both sides can be compared in: `sum(terms) + constant REL 0`
/// over IR variable indices, `>=` turned into `<=`, an equality's first coefficient positive.
/// A required row is also scaled so its first coefficient is ±1 (scale does not change what a
/// required constraint allows); an optional row keeps its scale, because the layout engine
/// minimises its error in the units it was written in.
struct LinearRow: CustomStringConvertible {
    enum Kind: String { case equal = "==", lessOrEqual = "<=" }

    /// `(variable index, coefficient)`, sorted by index, no zeros.
    var terms: [(Int, Double)]
    var constant: Double
    var kind: Kind
    var priority: Double
    /// Where it came from, for messages (IR description or the constraint's identifier).
    var label: String
    /// For an IR row: its source range (nil for canvas, guide rows). For a recorded row: the
    /// location its identifier names, if any.
    var range: SourceRange?
    var identifierLocation: (line: Int, column: Int)?

    init(terms raw: [(Int, Double)], constant: Double, relation: Relation, priority: Double, label: String) {
        var merged: [Int: Double] = [:]
        for (v, k) in raw { merged[v, default: 0] += k }
        var t = merged.filter { abs($0.value) > 1e-12 }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        var c = constant
        var kind = Kind.equal
        switch relation {
        case .equal: kind = .equal
        case .lessOrEqual: kind = .lessOrEqual
        case .greaterOrEqual:
            kind = .lessOrEqual
            t = t.map { ($0.0, -$0.1) }; c = -c
        }
        if kind == .equal, let first = t.first, first.1 < 0 {
            t = t.map { ($0.0, -$0.1) }; c = -c
        }
        if priority >= 1000, let first = t.first {
            let s = abs(first.1)
            t = t.map { ($0.0, $0.1 / s) }; c /= s
        }
        self.terms = t; self.constant = c; self.kind = kind; self.priority = priority; self.label = label
    }

    /// The variables, as the bucket key of a comparison.
    var key: String { kind.rawValue + terms.map { "\($0.0)" }.joined(separator: ",") }

    /// Equal within `tolerance` (coefficients and constant) and 0.01 (priority).
    func matches(_ o: LinearRow, tolerance: Double = 1e-7) -> Bool {
        guard kind == o.kind, terms.count == o.terms.count, abs(priority - o.priority) < 0.01 else { return false }
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance * max(1, abs(a), abs(b)) }
        for (a, b) in zip(terms, o.terms) where a.0 != b.0 || !close(a.1, b.1) { return false }
        return close(constant, o.constant)
    }

    var description: String { describe(names: []) }

    /// The row with variables named `view.component` when `names` (IR view names) are given.
    func describe(names: [String]) -> String {
        func name(_ v: Int) -> String {
            let comps = ["x", "y", "width", "height"]
            return v / 4 < names.count ? "\(names[v / 4]).\(comps[v % 4])" : "v\(v)"
        }
        let lhs = terms.map { "\($0.1 >= 0 ? "+" : "-") \(abs($0.1))·\(name($0.0))" }.joined(separator: " ")
        return "\(lhs) \(constant >= 0 ? "+" : "-") \(abs(constant)) \(kind.rawValue) 0 @\(priority)  [\(label)]"
    }
}

/// The multiset difference of two lists of rows.
struct RowComparison {
    /// Rows of `expected` with no partner in `actual`.
    var missing: [LinearRow] = []
    /// Rows of `actual` with no partner in `expected`.
    var extra: [LinearRow] = []
    /// Matched pairs `(expected, actual)`.
    var pairs: [(LinearRow, LinearRow)] = []

    var isEqual: Bool { missing.isEmpty && extra.isEmpty }

    /// Matches each actual row to an unmatched expected row equal within tolerance, preferring
    /// one whose source range contains the actual row's identifier location.
    init(expected: [LinearRow], actual: [LinearRow]) {
        var buckets: [String: [Int]] = [:]
        for (i, r) in expected.enumerated() { buckets[r.key, default: []].append(i) }
        var used = Set<Int>()
        for a in actual {
            let candidates = (buckets[a.key] ?? []).filter { !used.contains($0) && expected[$0].matches(a) }
            let preferred = candidates.first { i in
                guard let loc = a.identifierLocation, let r = expected[i].range else { return false }
                return RowComparison.contains(r, loc)
            }
            if let i = preferred ?? candidates.first {
                used.insert(i); pairs.append((expected[i], a))
            } else {
                extra.append(a)
            }
        }
        missing = expected.indices.filter { !used.contains($0) }.map { expected[$0] }
    }

    /// Whether `(line, column)` lies within `range` (inclusive at both ends).
    static func contains(_ range: SourceRange, _ loc: (line: Int, column: Int)) -> Bool {
        let s = (range.start.line, range.start.column), e = (range.end.line, range.end.column)
        return !(loc < s) && !(e < loc)
    }

    /// A readable report (empty when equal).
    func report(names: [String]) -> String {
        (missing.map { "  in vflc's IR, not in UIKit: \($0.describe(names: names))" }
            + extra.map { "  in UIKit, not in vflc's IR: \($0.describe(names: names))" })
            .joined(separator: "\n")
    }
}
