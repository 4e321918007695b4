// Constraints of three or four anchors (docs/codegen.md, "Three and four anchors"): each side
// is an NSLayoutDimension, a width or height anchor or the distance between two anchors of one
// axis, `from.anchorWithOffset(to: to)` (iOS 10,
// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor/anchorwithoffset(to:),
// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor/anchorwithoffset(to:)),
// related with NSLayoutDimension's `constraint(equalTo:multiplier:constant:)` family
// (https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equalto:multiplier:constant:))
// or, for multiplier 1, NSLayoutAnchor's `constraint(equalTo:constant:)`.
import LayoutEmissionModel

extension UIKitConstraintText {
    /// Whether `c` has a side that is a distance between two anchors.
    public static func isOffsetForm(_ c: UIKitConstraint) -> Bool { c.firstBase != nil || c.secondBase != nil }

    /// Why the offset form `c` cannot be made, or `nil` when it can.
    static func offsetUnsupportedReason(_ c: UIKitConstraint) -> String? {
        guard let secondAttribute = c.secondAttribute else { return nil }
        if c.multiplier == 0 { return "a multiplier of 0 cannot be an NSLayoutConstraint" }
        let attributes = [c.firstAttribute, secondAttribute] + [c.firstBase, c.secondBase].compactMap { $0?.attribute }
        // Apple, NSLayoutXAxisAnchor: leading/trailing and left/right anchors do not mix
        // (lowering reports this for explicit constraints; kept here for any other source).
        if attributes.contains(where: isDirectional), attributes.contains(where: { $0 == "left" || $0 == "right" }) {
            return "UIKit cannot relate leading/trailing anchors to left/right ones (UIKit raises an exception); "
                + "write every anchor as leading/trailing or every one as left/right"
        }
        return nil
    }

    /// `b.leftAnchor.anchorWithOffset(to: a.centerXAnchor).constraint(equalTo: a.centerXAnchor
    /// .anchorWithOffset(to: c.rightAnchor), constant: 20)` for `c` (an offset form).
    static func offsetExpression(_ c: UIKitConstraint, constant: Double) -> String {
        func side(_ item: String, _ attribute: String, base: (item: String, attribute: String)?) -> String {
            guard let base else { return "\(item).\(attribute)Anchor" }
            return "\(base.item).\(base.attribute)Anchor.anchorWithOffset(to: \(item).\(attribute)Anchor)"
        }
        let first = side(c.first, c.firstAttribute, base: c.firstBase)
        let second = side(c.second ?? "root", c.secondAttribute ?? "width", base: c.secondBase)
        let multiplierPart = c.multiplier == 1 ? "" : ", multiplier: \(number(c.multiplier))"
        let constantPart = constant == 0 ? "" : ", constant: \(number(constant))"
        return "\(first).constraint(\(relationLabel(c.relation))To: \(second)\(multiplierPart)\(constantPart))"
    }
}
