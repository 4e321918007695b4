import InterfaceBuilderDocument
import LayoutSource
import LayoutSyntax

// A `fillProportionally` stack view with an arranged view that has no intrinsic size along
// the axis (a plain view, a nested stack view), as UIKit lays it out when the nib loads.
//
// UIKit relates each arranged view's size to the stack's by a multiplier, at 999, 998, …
// (`UISV-fill-proportionally`: "arrangedSubview[i].width = multiplier[i] * stackView.width",
// the analysis of the question "UIStackView proportional layout with only intrinsicContentSize",
// https://mcmap.net/q/651934/-uistackview-proportional-layout-with-only-intrinsiccontentsize),
// computed from the arranged views' sizes: Apple documents the intrinsic content size
// (https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum/fillproportionally),
// and for a view without one UIKit takes its current size — the same question's playground
// shares a stack among views that have no `intrinsicContentSize`, only 1 × 1 frames, equally,
// "everything works as expected", where views with neither would have nothing to share by. A
// nib's views start at their stored frames, so in a document the share of such a view is its
// stored length along the axis. The language's stack counts a view without an intrinsic size
// as 0 (docs/language.md, stacks: a `.layout` view has no frame before layout), so such a stack
// is written as a `fill` stack — the same constraints but the proportions — and the
// proportions as statements in its body, each share the language's form of UIKit's multiplier
// (`view.width == share/Σ shares * (stack.width - Σ gaps)`, at the language's priorities).
extension UnitSyntaxBuilder {
    /// The proportional constraints of stack `s` when it is a `fillProportionally` stack with
    /// an arranged view that has no intrinsic size along the axis and a stored frame; `nil`
    /// otherwise (the stack is the language's `fillProportionally`).
    ///
    /// Only for a stack whose settings no size class changes, whose arranged views are shown
    /// and installed everywhere and none of them follows Dynamic Type (the shares are then the
    /// same numbers in every variant and at every text size).
    func uikitProportions(_ s: Int) -> [Statement]? {
        let v = views[s]
        guard v.attributes["distribution"] == "fillProportionally",
              !v.variations.contains(where: { !$0.attributes.isEmpty }) else { return nil }
        let arranged = v.subviews.filter { !dropped.contains($0) }
        guard arranged.count > 1, arranged.allSatisfy({ a in
            views[a].installed.isEverywhere && !views[a].hidden && textStyle(of: a) == nil
                && !views[a].variations.contains { $0.attributes["hidden"] != nil }
        }) else { return nil }
        let horizontal = v.attributes["axis"] != "vertical"
        var byFrame = false
        let shares: [Double] = arranged.map { a in
            let intrinsic = IntrinsicRule.size(of: views[a])
            if let length = horizontal ? intrinsic?.width : intrinsic?.height { return length }
            guard let stored = views[a].frame else { return 0 }
            let f = IBElementKind.alignmentRect(stored, element: views[a].elementName)
            let length = max(0, IntrinsicRule.clean(horizontal ? f.width : f.height))
            if length > 0 { byFrame = true }
            return length
        }
        let sum = shares.reduce(0, +)
        guard byFrame, sum > 0 else { return nil }
        let at = range(v.element)
        let gaps = (v.attributes["spacing"].flatMap(Double.init) ?? 0) * Double(arranged.count - 1)
        let size = horizontal ? "width" : "height"
        let margins = v.attributes["layoutMarginsRelativeArrangement"] == "YES" || v.layoutMargins != nil
        let container = AnchorSum(AnchorName(view: names[s], guide: margins ? "margins" : nil, attribute: size))
        return arranged.enumerated().map { i, a in
            let lhs = AnchorSum(AnchorName(view: names[a], attribute: size))
            // The language's proportional priorities: UIKit's 999, 998, … kept above
            // compression resistance (docs/language.md, "fillProportionally").
            let priority = max(999 - Double(i), 751)
            // `(legs.width - 16) * 160 / 327`: the share exactly as the numbers the document holds.
            var length = container.adding(-gaps).expr(at: at)
            if gaps != 0 { length = Expr(.paren(length), at) }
            let rhs = Expr(.binary(.divide, Expr(.binary(.multiply, length, Expr(.number(shares[i]), at)), at),
                                   Expr(.number(sum), at)), at)
            return .constraint(ConstraintStmt(lhs: lhs.expr(at: at), relation: .equal, relationRange: at, rhs: rhs,
                                              priority: PrioritySyntax(value: .number(priority), range: at), range: at))
        }
    }

    /// `properties` of a stack written by `uikitProportions`: its distribution `fill`, UIKit's
    /// constraints of `fillProportionally` less the proportions.
    static func withoutDistribution(_ properties: [ViewProperty]) -> [ViewProperty] {
        properties.filter { if case .distribution = $0.value { return false } else { return true } }
    }
}
