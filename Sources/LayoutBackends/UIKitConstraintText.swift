// How one `UIKitConstraint` is spelled in Swift, with Apple's anchor API:
// https://developer.apple.com/documentation/uikit/nslayoutanchor ,
// https://developer.apple.com/documentation/uikit/nslayoutdimension and, for a multiplier on
// a position (which no anchor method takes),
// https://developer.apple.com/documentation/uikit/nslayoutconstraint/init(item:attribute:relatedby:toitem:attribute:multiplier:constant:)
import LayoutEmissionModel

/// Swift text for constraints, numbers and strings in generated UIKit code.
public enum UIKitConstraintText {
    /// Why `c` cannot be one `NSLayoutConstraint`, or `nil` when it can.
    public static func unsupportedReason(_ c: UIKitConstraint) -> String? {
        if isOffsetForm(c) { return offsetUnsupportedReason(c) }
        let firstIsSize = isSize(c.firstAttribute)
        guard let secondAttribute = c.secondAttribute else {
            return firstIsSize ? nil : "a position compared with a number alone cannot be one NSLayoutConstraint"
        }
        if firstIsSize != isSize(secondAttribute) {
            // A size and a position: the position becomes a dimension measured from the root's
            // origin with anchorWithOffset(to:) (`expression`); multiplier 0 is still refused.
            return c.multiplier == 0 ? "a multiplier of 0 cannot be an NSLayoutConstraint" : nil
        }
        if !firstIsSize, isDirectional(c.firstAttribute) != isDirectional(secondAttribute),
           !isCenter(c.firstAttribute), !isCenter(secondAttribute) {
            // Apple, NSLayoutXAxisAnchor: "you can't constrain a leading anchor to a left anchor"
            // (UIKit raises an exception at run time).
            return "UIKit cannot relate '\(c.firstAttribute)' to '\(secondAttribute)': leading/trailing and left/right "
                + "anchors do not mix (UIKit raises an exception); write both sides as leading/trailing or both as left/right"
        }
        if c.multiplier == 0 { return "a multiplier of 0 cannot be an NSLayoutConstraint" }
        return nil
    }

    /// The expression that makes `c` (its constant: `constant`), e.g.
    /// `title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12)`.
    /// `c` must be supported (`unsupportedReason(c) == nil`).
    public static func expression(_ c: UIKitConstraint, constant: Double) -> String {
        if isOffsetForm(c) { return offsetExpression(c, constant: constant) }
        let first = "\(c.first).\(c.firstAttribute)Anchor"
        guard let second = c.second, let secondAttribute = c.secondAttribute else {
            return "\(first).constraint(\(relationLabel(c.relation))ToConstant: \(number(constant)))"
        }
        var secondAnchor = "\(second).\(secondAttribute)Anchor"
        let constantPart = constant == 0 ? "" : ", constant: \(number(constant))"
        if isSize(c.firstAttribute) != isSize(secondAttribute) {
            // A size related to a position (`a.width == b.leading`): the position, measured from
            // the root's origin as the layout file measures it, is the dimension
            // `root.leadingAnchor.anchorWithOffset(to: b.leadingAnchor)` (iOS 10,
            // https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor/anchorwithoffset(to:)),
            // related with NSLayoutDimension's constraint(equalTo:multiplier:constant:).
            var firstAnchor = first
            if isSize(c.firstAttribute) {
                secondAnchor = "root.\(origin(of: secondAttribute))Anchor.anchorWithOffset(to: \(secondAnchor))"
            } else {
                firstAnchor = "root.\(origin(of: c.firstAttribute))Anchor.anchorWithOffset(to: \(first))"
            }
            let multiplierPart = c.multiplier == 1 ? "" : ", multiplier: \(number(c.multiplier))"
            return "\(firstAnchor).constraint(\(relationLabel(c.relation))To: \(secondAnchor)\(multiplierPart)\(constantPart))"
        }
        if c.multiplier == 1 {
            return "\(first).constraint(\(relationLabel(c.relation))To: \(secondAnchor)\(constantPart))"
        }
        if isSize(c.firstAttribute) {
            return "\(first).constraint(\(relationLabel(c.relation))To: \(secondAnchor), multiplier: \(number(c.multiplier))\(constantPart))"
        }
        return "NSLayoutConstraint(item: \(c.first), attribute: .\(c.firstAttribute), relatedBy: .\(relationCase(c.relation)), "
            + "toItem: \(second), attribute: .\(secondAttribute), multiplier: \(number(c.multiplier)), constant: \(number(constant)))"
    }

    /// A constant that follows the content size category:
    /// `8 + UIFontMetrics(forTextStyle: .body).scaledValue(for: 16, compatibleWith: traits)`.
    public static func scaledExpression(_ k: ScaledConstant) -> String {
        var parts: [String] = k.base == 0 ? [] : [number(k.base)]
        for p in k.scaled {
            parts.append("UIFontMetrics(forTextStyle: .\(p.style)).scaledValue(for: \(number(p.value)), compatibleWith: traits)")
        }
        return parts.isEmpty ? "0" : parts.joined(separator: " + ")
    }

    /// `equal`, `greaterThanOrEqual` or `lessThanOrEqual`, the prefix of the anchor methods' first label.
    static func relationLabel(_ relation: String) -> String {
        switch relation {
        case "<=": return "lessThanOrEqual"
        case ">=": return "greaterThanOrEqual"
        default: return "equal"
        }
    }

    /// The `NSLayoutConstraint.Relation` case.
    static func relationCase(_ relation: String) -> String {
        switch relation {
        case "<=": return "lessThanOrEqual"
        case ">=": return "greaterThanOrEqual"
        default: return "equal"
        }
    }

    /// The root attribute a position is measured from (as `AnchorForm` measures a position
    /// compared with a number): `leading` for leading/trailing, `left` for left/right/centerX,
    /// `top` for vertical positions.
    static func origin(of attribute: String) -> String {
        switch attribute {
        case "leading", "trailing": return "leading"
        case "left", "right", "centerX": return "left"
        default: return "top"
        }
    }

    static func isSize(_ attribute: String) -> Bool { attribute == "width" || attribute == "height" }
    static func isDirectional(_ attribute: String) -> Bool { attribute == "leading" || attribute == "trailing" }
    static func isCenter(_ attribute: String) -> Bool { attribute == "centerX" || attribute == "centerY" }

    /// A Swift floating-point literal for `value`: the shortest text that reads back as the
    /// same double (`20`, `0.2`, `-7.5`, `0.3333333333333333`).
    public static func number(_ value: Double) -> String { DecimalLiteral.shortest(value) }

    /// A Swift string literal with `"`, `\` and control characters escaped.
    public static func stringLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7f {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
