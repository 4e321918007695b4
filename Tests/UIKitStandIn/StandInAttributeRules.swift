import Foundation

/// UIKit's rules for the attributes of `NSLayoutConstraint(item:attribute:relatedBy:toItem:…)`,
/// whose violations UIKit raises an exception for (the stand-in traps):
/// - a location attribute needs a second item, a location attribute and a nonzero multiplier
///   ("Location attributes must be specified in pairs");
/// - horizontal and vertical locations do not mix, nor locations and sizes ("Invalid pairing
///   of layout attributes");
/// - leading/trailing do not mix with left/right ("A constraint cannot be made between a
///   leading/trailing attribute and a right/left attribute. Use leading/trailing for both or
///   neither.").
/// https://developer.apple.com/documentation/uikit/nslayoutconstraint/init(item:attribute:relatedby:toitem:attribute:multiplier:constant:)
/// and the anchors' typed API (https://developer.apple.com/documentation/uikit/nslayoutanchor),
/// which exists so these errors are caught at compile time.
enum StandInAttributeRules {
    enum Kind { case horizontal, vertical, size, none }

    static func kind(_ a: NSLayoutConstraint.Attribute) -> Kind {
        switch a {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
             .centerYWithinMargins:
            return .vertical
        case .width, .height: return .size
        case .notAnAttribute: return .none
        }
    }

    static func isDirectional(_ a: NSLayoutConstraint.Attribute) -> Bool? {
        switch a {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        case .left, .right, .leftMargin, .rightMargin: return false
        default: return nil
        }
    }

    static func check(_ a1: NSLayoutConstraint.Attribute, _ a2: NSLayoutConstraint.Attribute, multiplier: CGFloat) {
        let k1 = kind(a1), k2 = kind(a2)
        if k1 == .none {
            standInProgrammerError("NSLayoutConstraint: the first attribute cannot be NSLayoutAttributeNotAnAttribute.")
        }
        if k1 != .size, k2 == .none || multiplier == 0 {
            standInProgrammerError("A multiplier of 0 or a nil second item together with a location for the first attribute "
                + "creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.")
        }
        if k2 != .none, k1 != k2, !(k1 == .size && k2 == .size) {
            standInProgrammerError("Invalid pairing of layout attributes: \(a1) and \(a2).")
        }
        if let d1 = isDirectional(a1), let d2 = isDirectional(a2), d1 != d2 {
            standInProgrammerError("A constraint cannot be made between a leading/trailing attribute and a right/left "
                + "attribute. Use leading/trailing for both or neither.")
        }
    }
}
