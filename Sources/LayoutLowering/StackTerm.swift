import LayoutSyntax

/// `scale * view.attribute`, one side's term of a stack-made constraint. Stack constraints
/// are written as two sides of terms (plus a constant) so that the same data gives both the
/// linear expression and the readable description (`b.leading == a.trailing + 8`).
struct StackTerm {
    /// The view.
    var view: ViewID
    /// The anchor.
    var attribute: LayoutAttribute
    /// Its coefficient.
    var scale: Double = 1

    init(_ view: ViewID, _ attribute: LayoutAttribute, scale: Double = 1) {
        self.view = view; self.attribute = attribute; self.scale = scale
    }

    /// `sum(terms) + constant`.
    static func expression(_ terms: [StackTerm], constant: Double = 0, views: [IRView]) -> LinearExpr {
        var e = LinearExpr(constant: constant)
        for t in terms { e.append(t.view, t.attribute, scale: t.scale, baseline: views[t.view.index].baseline) }
        return e
    }

    /// `a.trailing - b.leading + 8`, or the constant alone when there are no terms.
    static func text(_ terms: [StackTerm], constant: Double, names: (ViewID) -> String) -> String {
        var out = ""
        for t in terms {
            let magnitude = abs(t.scale)
            let anchor = (magnitude == 1 ? "" : NumberFormat.string(magnitude) + "*") + "\(names(t.view)).\(t.attribute.rawValue)"
            if out.isEmpty {
                out = (t.scale < 0 ? "-" : "") + anchor
            } else {
                out += (t.scale < 0 ? " - " : " + ") + anchor
            }
        }
        if out.isEmpty { return NumberFormat.string(constant) }
        return out + NumberFormat.offset(constant)
    }
}

/// The anchors of one axis of a stack: along it (the arrangement) or across it (the alignment).
struct StackAxisAnchors {
    /// Leading edge (`leading` or `top`).
    var leading: LayoutAttribute
    /// Trailing edge (`trailing` or `bottom`).
    var trailing: LayoutAttribute
    /// Centre (`centerX` or `centerY`).
    var center: LayoutAttribute
    /// Size (`width` or `height`).
    var size: LayoutAttribute

    /// The anchors of the horizontal or the vertical axis.
    init(_ axis: StackAxis) {
        switch axis {
        case .horizontal: (leading, trailing, center, size) = (.leading, .trailing, .centerX, .width)
        case .vertical: (leading, trailing, center, size) = (.top, .bottom, .centerY, .height)
        }
    }
}

extension StackAxis {
    /// The other axis (across the stack).
    var crossing: StackAxis { self == .horizontal ? .vertical : .horizontal }
}
