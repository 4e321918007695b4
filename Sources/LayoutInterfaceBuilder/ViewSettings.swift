import InterfaceBuilderDocument
import LayoutSource
import LayoutSyntax

// A view's properties in the language: intrinsic size, content priorities, hidden, stack
// settings, margins, baselines, text style; and the `when` blocks of the settings that a
// size-class variation changes.
extension UnitSyntaxBuilder {
    /// The declaration's properties of view `s` (its base, "Any", settings).
    func properties(_ s: Int, kind: ViewKind) -> [ViewProperty] {
        let v = views[s]
        let tag = range(v.element)
        var out: [ViewProperty] = []
        func add(_ value: ViewPropertyValue, _ keyword: String, at r: SourceRange) {
            out.append(ViewProperty(value: value, keyword: Identifier(keyword, r), range: r))
        }
        if let size = IntrinsicRule.size(of: v) {
            add(.intrinsic(width: size.width, height: size.height), "intrinsic",
                at: v.frameElement.map(range) ?? tag)
        }
        let defaultHug = ElementViewKinds.languageDefaults(kind).hug
        let hug = (v.hugging.h ?? 250, v.hugging.v ?? 250)
        if hug != defaultHug {
            add(.hug(horizontal: hug.0, vertical: hug.1), "hug", at: range(v.element, attribute: "horizontalHuggingPriority"))
        }
        let resist = (v.resistance.h ?? 750, v.resistance.v ?? 750)
        if resist != (750, 750) {
            add(.resist(horizontal: resist.0, vertical: resist.1), "resist",
                at: range(v.element, attribute: "horizontalCompressionResistancePriority"))
        }
        if v.hidden { add(.hidden(true), "hidden", at: range(v.element, attribute: "hidden")) }
        if let style = textStyle(of: s) { add(.style(style), "style", at: tag) }
        if baselineUsers.contains(s), [.label, .button, .field].contains(kind), let b = IntrinsicRule.baselines(of: v) {
            add(.baseline(first: b.first, last: b.last == b.first ? nil : b.last), "baseline", at: tag)
        }
        if let m = s < margins.count ? margins[s] : v.layoutMargins, m != (8, 8, 8, 8) {
            add(.margins(DirectionalInsets(top: m.top, leading: m.leading, bottom: m.bottom, trailing: m.trailing)), "margins", at: tag)
        }
        if kind == .stack { out += stackProperties(v, in: nil, at: tag) }
        return out
    }

    /// A stack view's settings in variant `k` (`nil`: its base settings), each only when it
    /// is not UIStackView's default (horizontal, fill, fill, spacing 0).
    func stackProperties(_ v: IBView, in k: VariantIndex?, at tag: SourceRange) -> [ViewProperty] {
        func value(_ name: String) -> String? { k.map { VariationResolver.attribute(name, of: v, in: $0) } ?? v.attributes[name] }
        var out: [ViewProperty] = []
        func add(_ p: ViewPropertyValue, _ keyword: String) {
            let r = xml.elements[v.element].attribute(keyword)?.range ?? tag
            out.append(ViewProperty(value: p, keyword: Identifier(keyword, r), range: r))
        }
        if value("axis") == "vertical" { add(.axis(.vertical), "axis") }
        if let d = value("distribution").flatMap(StackDistribution.init(rawValue:)), d != .fill { add(.distribution(d), "distribution") }
        if let a = value("alignment").flatMap(Self.alignment), a != .fill { add(.alignment(a), "alignment") }
        if let s = value("spacing").flatMap(Double.init), s != 0 { add(.spacing(Expr(.number(s), tag)), "spacing") }
        if value("baselineRelativeArrangement") == "YES" { add(.baselineRelative(true), "baselineRelative") }
        // A stack view with layout margins in a document arranges its views within them: the
        // stored frames show it, and no document seen writes `layoutMarginsRelativeArrangement`
        // (still read where written).
        if value("layoutMarginsRelativeArrangement") == "YES" || v.layoutMargins != nil {
            add(.marginsRelative(true), "marginsRelative")
        }
        return out
    }

    private static func alignment(_ text: String) -> StackAlignment? {
        text == "baseline" ? .lastBaseline : StackAlignment(rawValue: text)
    }

    /// The text style of a label, button or field whose font follows Dynamic Type
    /// (`adjustsFontForContentSizeCategory="YES"` with a text-style font), which makes its
    /// intrinsic size grow with the content size category as UIKit's does.
    func textStyle(of s: Int) -> TextStyle? {
        let v = views[s]
        guard v.attributes["adjustsFontForContentSizeCategory"] == "YES",
              [.label, .button, .field].contains(ElementViewKinds.kind(of: v.elementName)) else { return nil }
        for c in xml.children(of: v.element, named: "fontDescription") {
            if let style = TextStyleSizes.style(xml.elements[c]["style"]) { return style }
        }
        return nil
    }

    /// Views whose first or last baseline a constraint reads, and the arranged views of
    /// stacks aligned or spaced by baselines.
    mutating func findBaselineUsers() {
        for (h, v) in views.enumerated() {
            for c in v.constraints where !c.placeholder {
                if c.firstAttribute.contains("aseline"), case .view(let i)? = items[c.firstItem ?? v.id] { baselineUsers.insert(i) }
                if let a = c.secondAttribute, a.contains("aseline"), let s = c.secondItem, case .view(let i)? = items[s] {
                    baselineUsers.insert(i)
                }
            }
            if v.elementName == "stackView",
               ["firstBaseline", "lastBaseline", "baseline"].contains(v.attributes["alignment"] ?? "")
                || v.attributes["baselineRelativeArrangement"] == "YES"
                || v.variations.contains(where: { ($0.attributes["alignment"] ?? "").contains("aseline") }) {
                baselineUsers.formUnion(views[h].subviews)
                for s in views[h].subviews where views[s].elementName == "stackView" {
                    baselineUsers.insert(baselineView(s, first: true))
                    baselineUsers.insert(baselineView(s, first: false))
                }
            }
        }
    }

    // MARK: - Variants

    /// The `when` blocks for view `s`'s settings that change by size class: not installed
    /// (`uninstalled`), `hidden`, and a stack's settings.
    mutating func variantSettings(_ s: Int) -> [Statement] {
        let v = views[s]
        var out: [Statement] = []
        let tag = range(v.element)
        if !v.installed.isEverywhere {
            let missing = (0..<4).filter { !v.installed.variants[$0] }
            let at = variationRange(of: s) ?? tag
            out.append(whenSet(missing, target: names[s], [ViewProperty(value: .installed(false), keyword: Identifier("uninstalled", at), range: at)], at: at))
        }
        guard !v.variations.isEmpty else { return out }
        // Hidden, per variant.
        var byValue: [Bool: [VariantIndex]] = [:]
        for k in 0..<4 {
            let hidden = VariationResolver.attribute("hidden", of: v, in: k) == "YES"
            if hidden != v.hidden { byValue[hidden, default: []].append(k) }
        }
        for (hidden, ks) in byValue.sorted(by: { !$0.key && $1.key }) {
            let at = variationRange(of: s, attribute: "hidden") ?? tag
            out.append(whenSet(ks, target: names[s], [ViewProperty(value: .hidden(hidden), keyword: Identifier(hidden ? "hidden" : "visible", at), range: at)], at: at))
        }
        if v.elementName == "stackView" {
            let baseProps = stackProperties(v, in: nil, at: tag)
            let base = baseProps.map(\.keyword.name)
            let baseKeys = Set(baseProps.map { "\($0.keyword.name)=\($0.value)" })
            var groups: [[String]: [VariantIndex]] = [:]
            var order: [[String]] = []
            var settings: [[String]: [ViewProperty]] = [:]
            for k in 0..<4 {
                // Only what differs from the declaration: its changed settings, and the
                // defaults of those it sets and the variant does not.
                let props = stackProperties(v, in: k, at: tag)
                let changed = props.filter { !baseKeys.contains("\($0.keyword.name)=\($0.value)") }
                let key = props.map { "\($0.keyword.name)=\($0.value)" }
                if Set(key) == baseKeys { continue }
                if groups[key] == nil {
                    order.append(key)
                    settings[key] = Self.withDefaults(changed, base: base.filter { name in !props.contains { $0.keyword.name == name } }, at: tag)
                }
                groups[key, default: []].append(k)
            }
            for key in order {
                let at = variationRange(of: s) ?? tag
                out.append(whenSet(groups[key]!, target: names[s], settings[key]!, at: at))
            }
        }
        return out
    }

    /// A variant's changed stack settings, with the defaults written out for the settings in
    /// `unset`, which the base sets and the variant does not (so that `set` undoes them).
    private static func withDefaults(_ props: [ViewProperty], base unset: [String], at tag: SourceRange) -> [ViewProperty] {
        var out = props
        func add(_ p: ViewPropertyValue, _ keyword: String) {
            out.append(ViewProperty(value: p, keyword: Identifier(keyword, tag), range: tag))
        }
        for name in unset {
            switch name {
            case "axis": add(.axis(.horizontal), name)
            case "distribution": add(.distribution(.fill), name)
            case "alignment": add(.alignment(.fill), name)
            case "spacing": add(.spacing(Expr(.number(0), tag)), name)
            default: break
            }
        }
        return out
    }

    /// The range of the first variation of `s` (or of its superview's mask naming it).
    private func variationRange(of s: Int, attribute: String? = nil) -> SourceRange? {
        for variation in views[s].variations where attribute == nil || variation.attributes[attribute!] != nil {
            return range(variation.element)
        }
        if let p = views[s].parent {
            for variation in views[p].variations
            where variation.includedSubviews.contains(views[s].id) || variation.excludedSubviews.contains(views[s].id) {
                return range(variation.element)
            }
        }
        return nil
    }

    /// `when COND { set target PROPERTIES }`.
    func whenSet(_ variants: [VariantIndex], target: String, _ properties: [ViewProperty], at: SourceRange) -> Statement {
        let set = SetStmt(target: Identifier(target, at), properties: properties, range: at)
        return when(variants, [.set(set)], at: at)
    }

    /// `when COND { BODY }` for the variants listed (all four: the body alone).
    func when(_ variants: [VariantIndex], _ body: [Statement], at: SourceRange) -> Statement {
        let condition = Self.condition(variants, at: at)
        let clause = WhenClause(condition: condition, body: body, range: at)
        return .when(WhenBlock(clauses: [clause], elseBody: nil, elseRange: nil, range: at))
    }

    /// The shortest condition holding in exactly `variants` (`wC`, `wC hC`, `wR or hC`).
    static func condition(_ variants: [VariantIndex], at: SourceRange) -> TraitCondition {
        let set = Set(variants)
        let singles: [(TraitTerm, Set<VariantIndex>)] = [(.wC, [0, 1]), (.wR, [2, 3]), (.hC, [1, 2]), (.hR, [0, 3])]
        var alternatives: [[(term: TraitTerm, range: SourceRange)]] = []
        var covered = Set<VariantIndex>()
        for (term, members) in singles where members.isSubset(of: set) && !members.isSubset(of: covered) {
            alternatives.append([(term, at)])
            covered.formUnion(members)
        }
        let pairs: [[TraitTerm]] = [[.wC, .hR], [.wC, .hC], [.wR, .hC], [.wR, .hR]]
        for k in [0, 1, 2, 3] where set.contains(k) && !covered.contains(k) {
            alternatives.append(pairs[k].map { ($0, at) })
        }
        return TraitCondition(alternatives: alternatives, range: at)
    }

    /// Whether UIKit makes constraints from `s`'s frame and autoresizing mask: a view that is
    /// not a stack's arranged view (UIStackView turns that off) and that the document does
    /// not mark `translatesAutoresizingMaskIntoConstraints="NO"` (IB marks every view its
    /// constraints touch), or every view of a document without Auto Layout. A view marked
    /// `fixedFrame="YES"` (Size inspector, "Layout: Autoresizing Mask", since Xcode 8) is laid
    /// out by its mask whatever the attribute says: IB writes `NO` beside it and builds it
    /// with autoresizing.
    func translatesAutoresizing(_ s: Int) -> Bool {
        guard let p = views[s].parent else { return false }
        if views[p].elementName == "stackView" { return false }
        if !document.usesAutolayout || views[s].attributes["fixedFrame"] == "YES" { return true }
        return views[s].translatesAutoresizing ?? true
    }
}
