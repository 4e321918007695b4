import Foundation

/// `NSLayoutConstraint`'s `description` as UIKit prints it in its console messages ("Unable to
/// simultaneously satisfy constraints" lists), so a test can write such a report from the
/// stand-in's constraints. The format is UIKit's observed output (docs/explain.md lists the
/// forms, read from real console logs): `<Class:0xADDR 'identifier' BODY   (active[, names: …])>`,
/// the body in the visual format for an edge pinned to the superview (`H:|-(16)-[UIView:0x…]`,
/// `V:[UIView:0x…]-(8)-|`) and for a gap between two views (`H:[a]-(12)-[b]`), `(LTR)` after it
/// for left/right edges, otherwise in the anchor form (`UIView:0x….width == 0.5*UIView:0x….width
/// + 10`), priorities below required as `@750`, and `'|'` named in the names list.
/// https://developer.apple.com/documentation/objectivec/nsobject/1418746-description
extension NSLayoutConstraint {
    var standInDescription: String {
        var bar: AnyObject?
        let body = standInVisualFormat(&bar) ?? standInAnchorForm()
        let names = bar.map { "active, names: '|':\(Self.standInName($0)) " } ?? "active"
        let id = identifier.map { "'\($0)' " } ?? ""
        return "<\(type(of: self)):\(Self.standInAddress(self)) \(id)\(body)   (\(isActive ? names : "in" + names))>"
    }

    /// `UIView:0x…`, a guide with its identifier in quotes.
    static func standInName(_ item: AnyObject) -> String {
        let base = "\(type(of: item)):\(standInAddress(item))"
        if let g = item as? UILayoutGuide { return base + "'\(g.identifier)'" }
        return base
    }

    static func standInAddress(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }

    /// A number as UIKit prints one (`%g`: 16, 0.5, 136.333).
    static func standInNumber(_ v: CGFloat) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return String(format: "%g", Double(v))
    }

    private var standInPriorityText: String {
        priority.rawValue < 1000 ? "@" + Self.standInNumber(CGFloat(priority.rawValue)) : ""
    }

    /// The visual format when the constraint is an edge on the superview or a gap between
    /// neighbours (multiplier 1, plain anchors); nil otherwise.
    private func standInVisualFormat(_ bar: inout AnyObject?) -> String? {
        guard multiplier == 1, standInSystemSpacingMultiplier == nil, standInFirstTerms.count == 1, standInSecondTerms.count == 1,
              let first = firstItem as? UIView, let second = secondItem as? UIView else { return nil }
        let a1 = firstAttribute, a2 = secondAttribute
        let axis = a1 == .top || a1 == .bottom ? "V:" : "H:"
        let ltr = a1 == .left || a1 == .right ? "(LTR)" : ""
        let rel = relation == .equal ? "" : relation == .lessThanOrEqual ? "<=" : ">="
        let gap = "-(\(rel)\(Self.standInNumber(constant))\(standInPriorityText))-"
        let leading: Set<NSLayoutConstraint.Attribute> = [.leading, .left, .top]
        let trailing: Set<NSLayoutConstraint.Attribute> = [.trailing, .right, .bottom]
        func pairs(_ a: NSLayoutConstraint.Attribute, _ b: NSLayoutConstraint.Attribute) -> Bool {
            (a == .leading && b == .trailing) || (a == .left && b == .right) || (a == .top && b == .bottom)
        }
        if a1 == a2, leading.contains(a1), first.superview === second {
            bar = second
            return "\(axis)|\(gap)[\(Self.standInName(first))]\(ltr)"
        }
        if a1 == a2, trailing.contains(a1), second.superview === first {
            bar = first
            return "\(axis)[\(Self.standInName(second))]\(gap)|\(ltr)"
        }
        if pairs(a2, a1) { return nil }
        if leading.contains(a1), pairs(a1, a2) { return "\(axis)[\(Self.standInName(second))]\(gap)[\(Self.standInName(first))]\(ltr)" }
        return nil
    }

    /// `first.attr REL [m*]second.attr [± c] [@p]`, or `first.attr REL c`.
    private func standInAnchorForm() -> String {
        let rel = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        let first = firstItem.map { Self.standInName($0) } ?? "?"
        var s = "\(first).\(firstAttribute) \(rel) "
        if let second = secondItem {
            if multiplier != 1 { s += Self.standInNumber(multiplier) + "*" }
            s += "\(Self.standInName(second)).\(secondAttribute)"
            if constant > 0 { s += " + " + Self.standInNumber(constant) } else if constant < 0 { s += " - " + Self.standInNumber(-constant) }
        } else {
            s += constant < 0 ? "- " + Self.standInNumber(-constant) : Self.standInNumber(constant)
        }
        return s + (standInPriorityText.isEmpty ? "" : " " + standInPriorityText)
    }
}
