import LayoutConsoleLog

/// The linear system of one report, built as UIKit's engine relates a view's attributes
/// (docs/explain.md, "The linear system"):
///
/// - horizontally `left = minX = x`, `right = maxX = x + width`, `centerX = midX = x + width/2`;
///   leading and trailing on an axis of their own, `trailing = leading + width` (the same in
///   both directions: leading grows towards the trailing side), tied to left and right only
///   in the left-to-right stage;
/// - vertically `top = minY = y`, `bottom = maxY = y + height`, `centerY = midY = y + height/2`;
/// - baselines, and each margin edge, variables of their own: the log does not print their
///   offsets. A view's margin edges are its margins guide's edges when the log names that
///   guide (`'UIView-topMargin-guide-constraint'` and the like);
/// - a position compared with a constant (only autoresizing-mask constraints print one) is in
///   its superview's coordinates: the `'|'` of the names list, the superview a visual-format
///   edge constraint names, or an unnamed superview of its own.
struct ReportSystem {
    /// One linear relation over the system's variables: `Σ terms RELATION constant`.
    struct Row {
        var terms: [(Int, Double)]
        var relation: LogRelation
        var constant: Double
    }

    private var index: [String: Int] = [:]
    private(set) var variableNames: [String] = []
    /// A view's margins guide, by the view's key.
    private(set) var marginsGuide: [String: LogItem] = [:]
    /// A view's superview, by the view's key, when the report shows it.
    private(set) var superviewOf: [String: LogItem] = [:]
    /// Items by key, as printed (the most informative printing kept).
    private(set) var items: [String: LogItem] = [:]
    /// The keys of `items` in the order the report first names them.
    private(set) var keyOrder: [String] = []

    /// `assumed`: superviews to take for items whose superview the report does not name.
    init(_ descriptions: [ConstraintDescription], assumed: [String: LogItem] = [:]) {
        for d in descriptions {
            for t in d.equation.terms { remember(t.item) }
            if let s = d.superview {
                remember(s)
                // A visual-format edge or an autoresizing constraint relates an item to its superview.
                for t in d.equation.terms where t.item != s && t.item.superviewOf == nil && superviewOf[t.item.key] == nil {
                    if case .visualFormat = d.form { superviewOf[t.item.key] = s }
                    else if d.header.className == "NSAutoresizingMaskLayoutConstraint" { superviewOf[t.item.key] = s }
                }
            }
            if let id = d.header.identifier, id.hasPrefix("UIView-"), id.hasSuffix("Margin-guide-constraint"), let owner = d.superview,
               let guide = d.equation.terms.first(where: { $0.item != owner })?.item {
                marginsGuide[owner.key] = guide
            }
        }
        for (child, s) in assumed where superviewOf[child] == nil { superviewOf[child] = s }
    }

    /// Placeholders for superviews the report does not name, in order, and for each the items
    /// their child is related to by the report (candidates, in order).
    func unnamedSuperviews(_ descriptions: [ConstraintDescription]) -> [(child: String, candidates: [LogItem])] {
        var out: [(String, [LogItem])] = []
        for key in keyOrder {
            guard let p = items[key], let child = p.superviewOf, superviewOf[child] == nil else { continue }
            var candidates: [LogItem] = []
            for d in descriptions where d.equation.terms.contains(where: { $0.item.key == child }) {
                for t in d.equation.terms where t.item.key != child && t.item.superviewOf == nil && !candidates.contains(t.item) {
                    if t.item.className == "UILayoutGuide" || t.item.className == "_UILayoutGuide" { continue }
                    candidates.append(resolve(t.item))
                }
            }
            out.append((child, candidates))
        }
        return out
    }

    private mutating func remember(_ item: LogItem) {
        if items[item.key] == nil { keyOrder.append(item.key) }
        guard item.superviewOf == nil else {
            if items[item.key] == nil { items[item.key] = item }
            return
        }
        if let known = items[item.key], known.className != nil, known.text != nil || item.text == nil { return }
        if let known = items[item.key], item.className == nil, known.className != nil { return }
        items[item.key] = item
    }

    /// The item a printed one stands for: a placeholder superview resolved when the report
    /// names it, otherwise the item as best printed.
    func resolve(_ item: LogItem) -> LogItem {
        if let child = item.superviewOf { return superviewOf[child] ?? item }
        return items[item.key] ?? item
    }

    var variableCount: Int { variableNames.count }

    /// Variable `part` of the item with `key`, made on first use.
    mutating func variable(_ key: String, _ part: String) -> Int {
        let name = key + "." + part
        if let v = index[name] { return v }
        index[name] = variableNames.count
        variableNames.append(name)
        return variableNames.count - 1
    }

    func existing(_ key: String, _ part: String) -> Int? { index[key + "." + part] }

    /// `attribute` of `item` as variables and coefficients.
    mutating func expand(_ item: LogItem, _ a: LogAttribute) -> [(Int, Double)] {
        let k = resolve(item).key
        if a.isMargin, let guide = marginsGuide[k] {
            let plain: LogAttribute
            switch a {
            case .leftMargin: plain = .left
            case .rightMargin: plain = .right
            case .topMargin: plain = .top
            case .bottomMargin: plain = .bottom
            case .leadingMargin: plain = .leading
            case .trailingMargin: plain = .trailing
            case .centerXWithinMargins: plain = .centerX
            default: plain = .centerY
            }
            return expand(guide, plain)
        }
        func v(_ part: String) -> Int { variable(k, part) }
        switch a {
        case .left, .minX: return [(v("x"), 1)]
        case .right, .maxX: return [(v("x"), 1), (v("w"), 1)]
        case .centerX, .midX: return [(v("x"), 1), (v("w"), 0.5)]
        case .width: return [(v("w"), 1)]
        case .leading: return [(v("l"), 1)]
        case .trailing: return [(v("l"), 1), (v("w"), 1)]
        case .top, .minY: return [(v("y"), 1)]
        case .bottom, .maxY: return [(v("y"), 1), (v("h"), 1)]
        case .centerY, .midY: return [(v("y"), 1), (v("h"), 0.5)]
        case .height: return [(v("h"), 1)]
        case .firstBaseline: return [(v("firstBaseline"), 1)]
        case .lastBaseline: return [(v("lastBaseline"), 1)]
        case .leftMargin: return [(v("leftMargin"), 1)]
        case .rightMargin: return [(v("rightMargin"), 1)]
        case .leadingMargin: return [(v("leadingMargin"), 1)]
        case .trailingMargin: return [(v("trailingMargin"), 1)]
        case .topMargin: return [(v("topMargin"), 1)]
        case .bottomMargin: return [(v("bottomMargin"), 1)]
        case .centerXWithinMargins: return [(v("leftMargin"), 0.5), (v("rightMargin"), 0.5)]
        case .centerYWithinMargins: return [(v("topMargin"), 0.5), (v("bottomMargin"), 0.5)]
        }
    }

    /// The row of a printed relation.
    mutating func row(_ e: LogEquation) -> Row {
        var sum: [Int: Double] = [:]
        var order: [Int] = []
        for t in e.terms {
            for (v, c) in expand(t.item, t.attribute) {
                if sum[v] == nil { order.append(v) }
                sum[v, default: 0] += c * t.coefficient.value
            }
        }
        return Row(terms: order.compactMap { sum[$0] == 0 ? nil : ($0, sum[$0]!) }, relation: e.relation, constant: e.constant.value)
    }

    /// The equation with every item resolved (placeholders replaced by the superview the report names).
    func resolved(_ e: LogEquation) -> LogEquation {
        LogEquation(terms: e.terms.map { LogTerm(resolve($0.item), $0.attribute, $0.coefficient) }, relation: e.relation, constant: e.constant)
    }
}
