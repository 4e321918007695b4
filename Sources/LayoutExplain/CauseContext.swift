import LayoutConsoleLog
import LayoutSolver
import LayoutSource

/// What the cause matcher knows of one report: its constraints, the conflict, and the solver
/// to measure what the rest of a conflict needs.
struct CauseContext {
    var constraints: [ExplainedConstraint]
    var minimal: [Int]
    var facts: [ImplicitFact]
    var search: ConflictSearch?
    var platform: ReportPlatform
    var broken: Int?
    var brokenText: String?

    /// The superview the report shows for `item` (a visual-format edge or autoresizing constraint's `'|'`).
    func superviewOf(_ item: LogItem) -> LogItem? { search?.system.superviewOf[item.key] }

    func equation(_ i: Int) -> LogEquation? { constraints[i].equation }
    func identifier(_ i: Int) -> String? { constraints[i].header?.identifier }
    func origin(_ i: Int) -> ConstraintOrigin { constraints[i].origin }

    /// `item.size REL value` when constraint `i` is a size against a constant.
    func size(_ i: Int) -> (item: LogItem, attribute: LogAttribute, relation: LogRelation, value: Double)? {
        guard let e = equation(i), e.terms.count == 1, e.terms[0].attribute.isSize, e.terms[0].coefficient.value == 1 else { return nil }
        return (e.terms[0].item, e.terms[0].attribute, e.relation, e.constant.value)
    }

    /// Whether UIKit made constraint `i` for its own views (also a translated frame of one).
    func isSystemMade(_ i: Int) -> Bool {
        switch origin(i) {
        case .system: return true
        case .app: return false
        case .autoresizing: return equation(i)?.terms.first.map { SystemNames.isSystemItem($0.item) } ?? false
        }
    }

    /// `[3]`.
    static func ref(_ i: Int) -> String { "[\(i)]" }

    /// `[1], [2] and [4]`.
    static func refs(_ list: [Int]) -> String {
        let r = list.map(ref)
        guard r.count > 1 else { return r.first ?? "" }
        return r.dropLast().joined(separator: ", ") + " and " + r.last!
    }

    /// What the rest of the conflict needs of `attribute` of `item` once `without` are left
    /// out: "exactly 183 pt", "at least 100 pt", "at most 10 pt".
    func need(_ item: LogItem, _ attribute: LogAttribute, without: [Int], against value: Double? = nil) -> String? {
        let s = needRange(item, attribute, without: without, against: value)
        return s
    }

    private func needRange(_ item: LogItem, _ attribute: LogAttribute, without: [Int], against value: Double?) -> String? {
        guard let search else { return nil }
        let rest = minimal.filter { !without.contains($0) }
        guard let r = search.range(of: item, attribute, members: rest, facts: facts) else { return nil }
        func pt(_ v: Double) -> String { NumberText.format(v) + " pt" }
        switch (r.lower, r.upper) {
        case let (l?, u?) where abs(l - u) < 1e-6: return "exactly " + pt(l)
        case let (l?, u?):
            if let value, value < l { return "at least " + pt(l) }
            if let value, value > u { return "at most " + pt(u) }
            return "between \(pt(l)) and \(pt(u))"
        case let (l?, nil): return "at least " + pt(l)
        case let (nil, u?): return "at most " + pt(u)
        default: return nil
        }
    }

    /// What the rest of the conflict makes of constraint `k`'s left side (its terms) once `k`
    /// itself is left out: "exactly 21", "at least 47" (no unit: it may be a difference).
    func needOfTerms(_ k: Int) -> (text: String, lower: Double?, upper: Double?)? {
        guard let search, let e = equation(k) else { return nil }
        let rest = minimal.filter { $0 != k }
        guard let r = search.range(of: e.terms, members: rest, facts: facts) else { return nil }
        let f = NumberText.format
        switch (r.lower, r.upper) {
        case let (l?, u?) where abs(l - u) < 1e-6: return ("exactly \(f(l))", l, u)
        case let (l?, u?): return ("between \(f(l)) and \(f(u))", l, u)
        case let (l?, nil): return ("at least \(f(l))", l, nil)
        case let (nil, u?): return ("at most \(f(u))", nil, u)
        default: return nil
        }
    }

    /// A view's attribute in words: "the height of UITableViewCellContentView:0x…".
    static func the(_ attribute: LogAttribute, of item: LogItem) -> String {
        let words: String
        switch attribute {
        case .centerX, .midX: words = "horizontal center"
        case .centerY, .midY: words = "vertical center"
        case .minX: words = "left edge"
        case .minY: words = "top edge"
        case .maxX: words = "right edge"
        case .maxY: words = "bottom edge"
        default: words = attribute.rawValue
        }
        return "the \(words) of \(item.displayWithText)"
    }

    /// The sentence on the broken constraint.
    var brokenSentence: String? {
        if let b = broken {
            return minimal.contains(b) ? "UIKit broke \(CauseContext.ref(b)), one of them."
                : minimal.isEmpty ? "UIKit broke \(CauseContext.ref(b))."
                : "UIKit broke \(CauseContext.ref(b)), which is not one of them: the conflict above may still break another constraint."
        }
        if brokenText != nil { return "UIKit broke a constraint that is not in the printed list." }
        return nil
    }
}

extension CauseContext {
    /// An equation's terms as one expression: `a.top - b.bottom`.
    static func leftSide(_ e: LogEquation) -> String {
        var s = ""
        for (k, t) in e.terms.enumerated() {
            let negative = t.coefficient.text.hasPrefix("-")
            let magnitude = negative ? t.coefficient.negated : t.coefficient
            s += k == 0 ? (negative ? "-" : "") : (negative ? " - " : " + ")
            s += (magnitude.text == "1" ? "" : magnitude.text + "*") + t.item.display + "." + t.attribute.rawValue
        }
        return s
    }
}

/// The implicit facts of a conflict, grouped into one sentence.
enum FactWords {
    static func sentence(_ facts: [ImplicitFact]) -> String? {
        guard !facts.isEmpty else { return nil }
        var parts: [String] = []
        let sizes = facts.filter { $0.kind == .nonNegative }
        if !sizes.isEmpty {
            parts.append("It relies on UIKit's rule that no width or height is negative ("
                + sizes.map { CauseContext.the($0.attribute, of: $0.item) }.joined(separator: ", ") + ").")
        }
        let ltr = facts.filter { $0.kind == .leftToRight }
        if !ltr.isEmpty {
            let views = ltr.map(\.item.display).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            parts.append("It assumes a left-to-right layout (leading is left for " + views.joined(separator: ", ") + ").")
        }
        let margins = facts.filter { $0.kind == .defaultMargin }
        if !margins.isEmpty {
            var byView: [(LogItem, [String])] = []
            for f in margins {
                if let k = byView.firstIndex(where: { $0.0 == f.item }) { byView[k].1.append(f.attribute.rawValue) } else { byView.append((f.item, [f.attribute.rawValue])) }
            }
            parts.append("It assumes UIKit's default 8 pt layout margins ("
                + byView.map { "\($0.1.joined(separator: " and ")) of \($0.0.display)" }.joined(separator: "; ")
                + "), which the log does not print.")
        }
        for f in facts where f.kind == .superview { parts.append("It assumes " + f.text + ".") }
        return parts.joined(separator: " ")
    }
}
