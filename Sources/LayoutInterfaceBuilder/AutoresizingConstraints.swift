import InterfaceBuilderDocument
import LayoutSource
import LayoutSyntax

// The constraints UIKit makes for a view whose `translatesAutoresizingMaskIntoConstraints`
// is on: "the system automatically creates a set of constraints based on the view's frame
// and its autoresizing mask" (https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints).
// They keep the frame the document stores at the superview's stored size, and when the
// superview's size changes they do what the mask says: a fixed margin or size stays, and
// "when more than one option along an axis is set, the default behavior is to distribute
// the size difference proportionally among the flexible portions"
// (https://developer.apple.com/documentation/uikit/uiview/autoresizingmask). Autoresizing
// knows nothing of layout direction, so these are `left`/`right` constraints.
extension UnitSyntaxBuilder {
    /// Two constraints per axis for view `s` in its superview `h`.
    mutating func autoresizingConstraints(_ s: Int, in h: Int) -> [Statement] {
        let v = views[s]
        let superSize: (Double, Double)? = h == 0 ? (canvas.width, canvas.height) : views[h].frame.map { ($0.width, $0.height) }
        // The constraints hold the alignment rectangle where the mask keeps the frame.
        guard let f = v.frame.map({ IBElementKind.alignmentRect($0, element: v.elementName) }), let superSize else {
            report(.ibUnsupported, "\(describe(s)) has no stored frame to make its autoresizing constraints from; it is left unplaced",
                   at: v.element)
            return []
        }
        let mask = v.autoresizing ?? IBAutoresizing()
        let at = v.autoresizingElement.map(range) ?? v.frameElement.map(range) ?? range(v.element)
        let me = names[s], parent = names[h]
        return axis(me, parent, lo: "left", hi: "right", size: "width", origin: f.x, length: f.width, total: superSize.0,
                    flexible: (mask.flexibleLeft, mask.flexibleWidth, mask.flexibleRight), at: at)
            + axis(me, parent, lo: "top", hi: "bottom", size: "height", origin: f.y, length: f.height, total: superSize.1,
                   flexible: (mask.flexibleTop, mask.flexibleHeight, mask.flexibleBottom), at: at)
    }

    /// One axis: `x` from the superview's low edge, length `w`, the remaining margin `r`.
    private func axis(_ me: String, _ parent: String, lo: String, hi: String, size: String, origin x: Double,
                      length w: Double, total: Double, flexible: (Bool, Bool, Bool), at: SourceRange) -> [Statement] {
        let r = total - x - w
        func a(_ view: String, _ attribute: String) -> AnchorSum { AnchorSum(AnchorName(view: view, attribute: attribute)) }
        func equal(_ lhs: AnchorSum, _ rhs: AnchorSum) -> Statement {
            .constraint(ConstraintStmt(lhs: lhs.expr(at: at), relation: .equal, relationRange: at, rhs: rhs.expr(at: at),
                                       priority: nil, range: at))
        }
        let lowEdge = equal(a(me, lo), a(parent, lo).adding(x))
        let highEdge = equal(a(me, hi), a(parent, hi).adding(-r))
        let fixedSize = equal(a(me, size), AnchorSum(constant: w))
        switch flexible {
        case (false, false, _):
            // Fixed margin before and fixed size (a flexible far margin takes the change).
            return [lowEdge, fixedSize]
        case (true, false, false):
            return [highEdge, fixedSize]
        case (false, true, false):
            return [lowEdge, highEdge]
        case (true, false, true):
            // Both margins share the change in proportion to their stored lengths.
            let k = x + r == 0 ? 0.5 : x / (x + r)
            return [equal(a(me, lo), a(parent, lo) + k * a(parent, size).adding(-w)), fixedSize]
        case (true, true, false):
            let q = x + w == 0 ? 1 : w / (x + w)
            return [highEdge, equal(a(me, size), q * a(parent, size).adding(-r))]
        case (false, true, true):
            let q = w + r == 0 ? 1 : w / (w + r)
            return [lowEdge, equal(a(me, size), q * a(parent, size).adding(-x))]
        case (true, true, true):
            guard total != 0 else { return [lowEdge, fixedSize] }
            return [equal(a(me, lo), a(parent, lo) + (x / total) * a(parent, size)), equal(a(me, size), (w / total) * a(parent, size))]
        }
    }
}
