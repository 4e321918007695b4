import InterfaceBuilderDocument
import LayoutSource
import LayoutSyntax

// `<constraint>` → `first.attr REL m * second.attr + c @p`, UIKit's one equation
// (NSLayoutConstraint: "item1.attribute1 = multiplier × item2.attribute2 + constant",
// https://developer.apple.com/documentation/uikit/nslayoutconstraint), with each item's
// attribute as the language says it (`IBItem` → `AnchorSum`).
extension UnitSyntaxBuilder {
    /// The statements of one constraint held by view `h`: none for a placeholder (Interface
    /// Builder's "Remove at build time") or a constraint installed nowhere; one per constant
    /// it has across the variants where it is installed, in a `when` block unless it holds in all four.
    mutating func constraintStatements(_ c: IBConstraint, holder h: Int) -> [Statement] {
        guard !c.placeholder, !c.installed.isNowhere else { return [] }
        guard let first = resolve(c.firstItem ?? views[h].id, in: c, attribute: "firstItem", holder: h),
              let firstAttribute = attribute(c.firstAttribute, of: c) else { return [] }
        var second: (item: IBItem, attribute: String, margin: Bool)?
        if let s = c.secondItem {
            guard let item = resolve(s, in: c, attribute: "secondItem", holder: h),
                  let a = attribute(c.secondAttribute ?? c.firstAttribute, of: c) else { return [] }
            second = (item, a.base, a.margin)
        }
        guard let lhs = anchorSum(first, firstAttribute.base, margin: firstAttribute.margin, other: second?.item, in: c) else { return [] }
        var rhs: AnchorSum?
        if let second {
            guard let r = anchorSum(second.item, second.attribute, margin: second.margin, other: first, in: c) else { return [] }
            rhs = c.multiplier * r
        }
        // The standard spacing to a layout guide is 8 pt, which Xcode 5 wrote as 20.
        let toGuide = [first, second?.item].contains { $0 == .topGuide || $0 == .bottomGuide }
        let standard: Double? = c.symbolic && toGuide ? (c.constant < 0 ? -8 : 8) : nil
        // One statement per distinct constant, over the variants where it is installed.
        var groups: [(constant: Double, variants: [VariantIndex])] = []
        for k in 0..<4 where c.installed.variants[k] {
            let constant = standard ?? c.constants[k] ?? c.constant
            if let g = groups.firstIndex(where: { $0.constant == constant }) { groups[g].variants.append(k) } else { groups.append((constant, [k])) }
        }
        let tag = range(c.element)
        return groups.map { group in
            let statement = Statement.constraint(constraint(c, lhs: lhs, rhs: rhs, constant: group.constant))
            return group.variants.count == 4 ? statement : when(group.variants, [statement], at: variationRange(of: c) ?? tag)
        }
    }

    private func constraint(_ c: IBConstraint, lhs: AnchorSum, rhs: AnchorSum?, constant: Double) -> ConstraintStmt {
        let tag = range(c.element)
        let relation: Relation
        switch c.relation {
        case "greaterThanOrEqual": relation = .greaterOrEqual
        case "lessThanOrEqual": relation = .lessOrEqual
        default: relation = .equal
        }
        let left = lhs.expr(at: range(c.element, attribute: c.firstItem == nil ? "firstAttribute" : "firstItem"))
        let rightRange = range(c.element, attribute: c.secondItem == nil ? "constant" : "secondItem")
        let right = rhs.map { $0.expr(at: rightRange, ratio: c.ratio, extra: constant) } ?? Expr(.number(constant), rightRange)
        let priority = c.priority < 1000
            ? PrioritySyntax(value: .number(c.priority), range: range(c.element, attribute: "priority")) : nil
        return ConstraintStmt(lhs: left, relation: relation, relationRange: range(c.element, attribute: "relation"),
                              rhs: right, priority: priority, range: tag)
    }

    private func variationRange(of c: IBConstraint) -> SourceRange? {
        xml.children(of: c.element, named: "variation").first.map(range)
    }

    /// The item `id` names, or `nil` (with `ib-reference` unless it is a view left out).
    private mutating func resolve(_ id: String, in c: IBConstraint, attribute: String, holder h: Int) -> IBItem? {
        if let item = items[id] { return item }
        if viewIDs.contains(id) { return nil }
        report(.ibReference, "constraint '\(c.id)' of \(describe(h)) names '\(id)' as its \(attribute), which is not a view or "
               + "layout guide of this scene; the constraint is left out", at: c.element)
        return nil
    }

    /// IB's attribute name as the language's attribute and whether it is a margin
    /// (`leadingMargin`, `centerXWithinMargins`); `baseline` is `lastBaseline`
    /// (NSLayoutConstraint.Attribute.lastBaseline: "the object's baseline").
    private mutating func attribute(_ name: String, of c: IBConstraint) -> (base: String, margin: Bool)? {
        if let a = Self.attribute(name) { return a }
        report(.ibReference, "constraint '\(c.id)' has the attribute '\(name)', which Interface Builder does not write; left out",
               at: c.element)
        return nil
    }

    static func attribute(_ name: String) -> (base: String, margin: Bool)? {
        switch name {
        case "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
             "firstBaseline", "lastBaseline":
            return (name, false)
        case "baseline": return ("lastBaseline", false)
        case "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin", "trailingMargin":
            return (String(name.dropLast("Margin".count)), true)
        case "centerXWithinMargins": return ("centerX", true)
        case "centerYWithinMargins": return ("centerY", true)
        default: return nil
        }
    }

    // MARK: - Items as anchors

    /// What `attribute` of `item` is in the language. `other` is the constraint's other
    /// item: the edges of a scroll view read by its own content are its content area's.
    mutating func anchorSum(_ item: IBItem, _ attribute: String, margin: Bool, other: IBItem?, in c: IBConstraint) -> AnchorSum? {
        switch item {
        case .view(let i):
            if let guide = contentGuides[i], let other, other.owner != i, isDescendant(other.owner, of: i),
               Self.edges.contains(attribute) {
                return AnchorSum(AnchorName(view: guide, attribute: attribute))
            }
            if margin { return marginSum(i, attribute) }
            return AnchorSum(AnchorName(view: names[i], attribute: attribute))
        case .safeArea(let i):
            if i == 0 { return AnchorSum(AnchorName(view: "safeArea", attribute: attribute)) }
            return nestedSafeArea(i).value(attribute)
        case .content(let i):
            if let guide = contentGuides[i] { return AnchorSum(AnchorName(view: guide, attribute: attribute)) }
            return AnchorSum(AnchorName(view: names[i], guide: "content", attribute: attribute))
        case .frame(let i):
            if i == 0 { return AnchorSum(AnchorName(view: names[i], attribute: attribute)) }
            return AnchorSum(AnchorName(view: names[i], guide: "frame", attribute: attribute))
        case .topGuide:
            // The top layout guide ends where the safe area starts (status and navigation bars).
            return Box(leading: rootAnchor("leading"), trailing: rootAnchor("trailing"), top: rootAnchor("top"),
                       bottom: AnchorSum(AnchorName(view: "safeArea", attribute: "top"))).value(attribute)
        case .bottomGuide:
            return Box(leading: rootAnchor("leading"), trailing: rootAnchor("trailing"),
                       top: AnchorSum(AnchorName(view: "safeArea", attribute: "bottom")), bottom: rootAnchor("bottom")).value(attribute)
        case .cell:
            return margin ? marginSum(0, attribute) : cellSum(attribute)
        }
    }

    /// The cell around the root (its content view), from their stored frames: UITableViewCell
    /// "adds [the content view] as a subview" and insets it for the accessory and the separator
    /// (https://developer.apple.com/documentation/uikit/uitableviewcell/contentview), so the
    /// cell's edges are the root's moved by those fixed lengths.
    private func cellSum(_ attribute: String) -> AnchorSum? {
        let content = views[0].frame ?? IBRect(x: 0, y: 0, width: 0, height: 0)
        let cell = model.cell?.frame ?? content
        let left = content.x, top = content.y
        let right = cell.width - left - content.width, below = cell.height - top - content.height
        let offset: Double
        switch attribute {
        case "leading", "left": offset = -left
        case "trailing", "right": offset = right
        case "top": offset = -top
        case "bottom": offset = below
        case "width": offset = left + right
        case "height": offset = top + below
        case "centerX": offset = (right - left) / 2
        case "centerY": offset = (below - top) / 2
        default: return nil
        }
        return rootAnchor(attribute).adding(offset)
    }

    static let edges: Set<String> = ["leading", "trailing", "left", "right", "top", "bottom"]

    private func rootAnchor(_ attribute: String) -> AnchorSum { AnchorSum(AnchorName(view: "root", attribute: attribute)) }

    /// The layout margins of view `i` (docs/interface-builder.md, "Margins").
    private func marginSum(_ i: Int, _ attribute: String) -> AnchorSum? {
        let v = views[i]
        let horizontal = ["leading", "trailing", "left", "right", "centerX", "width"].contains(attribute)
        if i == 0 {
            if model.kind == .scene {
                // A view controller's root: its horizontal margins are the system minimum (16
                // or 20 by width class) inside the safe area, which are the language's root
                // `margins`; its top and bottom margins are zero inside the safe area
                // (UIViewController.systemMinimumLayoutMargins), or, in a document from before
                // safe areas, zero inside the root's own edges (the top layout guide was apart).
                if horizontal { return AnchorSum(AnchorName(view: "margins", attribute: attribute)) }
                return AnchorSum(AnchorName(view: document.usesSafeAreas ? "safeArea" : "root", attribute: attribute))
            }
            let m = topLevelMargins
            let base = v.insetsMarginsFromSafeArea && document.usesSafeAreas ? "safeArea" : "root"
            func edge(_ a: String, _ inset: Double) -> AnchorSum { AnchorSum(AnchorName(view: base, attribute: a)).adding(inset) }
            return Box(leading: edge("leading", m.leading), trailing: edge("trailing", -m.trailing), top: edge("top", m.top),
                       bottom: edge("bottom", -m.bottom)).value(attribute)
        }
        if v.marginsFollowReadableWidth && horizontal {
            return AnchorSum(AnchorName(view: names[i], guide: "readable", attribute: attribute))
        }
        let unsafe = v.insetsMarginsFromSafeArea && document.usesSafeAreas ? unsafeSides(i) : []
        if unsafe.isEmpty { return AnchorSum(AnchorName(view: names[i], guide: "margins", attribute: attribute)) }
        let m = v.layoutMargins ?? (8, 8, 8, 8)
        func edge(_ a: String, _ inset: Double) -> AnchorSum {
            unsafe.contains(a) ? AnchorSum(AnchorName(view: "safeArea", attribute: a)).adding(inset)
                : AnchorSum(AnchorName(view: names[i], guide: "margins", attribute: a))
        }
        return Box(leading: edge("leading", m.leading), trailing: edge("trailing", -m.trailing), top: edge("top", m.top),
                   bottom: edge("bottom", -m.bottom)).value(attribute)
    }

    /// A nested view's safe-area guide: its own edges, except on the sides where its stored
    /// frame reaches past the root's safe area, where UIKit insets it to the root's safe-area
    /// edge (UIView.safeAreaInsets: "the portion of your view that is unobscured by bars and
    /// other content", https://developer.apple.com/documentation/uikit/uiview/safeareainsets).
    /// Which sides is decided at design time, from the stored frames on the document's device.
    private func nestedSafeArea(_ i: Int) -> Box {
        let unsafe = unsafeSides(i)
        func edge(_ a: String) -> AnchorSum { AnchorSum(AnchorName(view: unsafe.contains(a) ? "safeArea" : names[i], attribute: a)) }
        return Box(leading: edge("leading"), trailing: edge("trailing"), top: edge("top"), bottom: edge("bottom"))
    }

    /// The sides (`leading`, `trailing`, `top`, `bottom`; left to right) on which view `i`'s
    /// stored frame reaches past the root's safe area on the design canvas.
    func unsafeSides(_ i: Int) -> Set<String> {
        guard let f = absolute[i] else { return [] }
        let s = canvas.safeArea, tolerance = 0.5
        var out = Set<String>()
        if s.top > 0, f.y < s.top - tolerance { out.insert("top") }
        if s.bottom > 0, f.y + f.height > canvas.height - s.bottom + tolerance { out.insert("bottom") }
        if s.left > 0, f.x < s.left - tolerance { out.insert("leading") }
        if s.right > 0, f.x + f.width > canvas.width - s.right + tolerance { out.insert("trailing") }
        return out
    }
}

/// A rectangle given by its four edges as anchor sums: its other attributes follow.
struct Box {
    var leading: AnchorSum, trailing: AnchorSum, top: AnchorSum, bottom: AnchorSum

    func value(_ attribute: String) -> AnchorSum? {
        switch attribute {
        case "leading", "left": return leading
        case "trailing", "right": return trailing
        case "top": return top
        case "bottom": return bottom
        case "width": return trailing + (-1) * leading
        case "height": return bottom + (-1) * top
        case "centerX": return 0.5 * leading + 0.5 * trailing
        case "centerY": return 0.5 * top + 0.5 * bottom
        default: return nil
        }
    }
}
