/// A printed constraint's header: `<Class:0xADDR[@file#line] [h=--& v=--&] ['identifier'] …`.
public struct ConstraintHeader: Sendable, Hashable {
    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `SnapKit.LayoutConstraint`,
    /// `MASLayoutConstraint`, `_UILayoutSupportConstraint`, `_UISystemBaselineConstraint`…
    public var className: String
    /// The constraint's own address (`0x…`, lowercased), or a Masonry key.
    public var address: String?
    /// SnapKit's `file#line` after the address.
    public var snapKitSource: String?
    /// The constraint's `identifier`, printed in quotes.
    public var identifier: String?
    /// An autoresizing-mask constraint's codes.
    public var autoresizing: AutoresizingCodes?

    public init(className: String, address: String?, snapKitSource: String? = nil, identifier: String? = nil,
                autoresizing: AutoresizingCodes? = nil) {
        self.className = className; self.address = address; self.snapKitSource = snapKitSource
        self.identifier = identifier; self.autoresizing = autoresizing
    }
}

/// The `h=… v=…` codes of an `NSAutoresizingMaskLayoutConstraint`: per axis three characters
/// for the minimum margin, the size and the maximum margin, `-` fixed and `&` flexible — UIKit's
/// left margin, width, right margin (`h`) and top margin, height, bottom margin (`v`), the
/// flexible parts of the view's `autoresizingMask`. `h=--& v=--&` is a view with no flexible
/// part (`autoresizingMask` empty, the default of a view made in code): its frame's origin and
/// size are fixed, and the slack goes to the right and bottom margins.
/// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask
public struct AutoresizingCodes: Sendable, Hashable {
    /// `--&`: left margin, width, right margin.
    public var horizontal: String
    /// `--&`: top margin, height, bottom margin.
    public var vertical: String

    public init(horizontal: String, vertical: String) { self.horizontal = horizontal; self.vertical = vertical }

    /// `h=--& v=--&`.
    public var text: String { "h=\(horizontal) v=\(vertical)" }

    /// The mask in words: "fixed left margin, fixed width, flexible right margin; …".
    public var words: String {
        func axis(_ codes: String, _ parts: [String]) -> String {
            zip(codes, parts).map { ($0 == "&" ? "flexible " : "fixed ") + $1 }.joined(separator: ", ")
        }
        return axis(horizontal, ["left margin", "width", "right margin"]) + "; "
            + axis(vertical, ["top margin", "height", "bottom margin"])
    }
}

/// How the constraint was printed.
public enum DescriptionForm: Sendable, Hashable {
    /// `a.attr == m*b.attr + c`.
    case anchor
    /// `H:|-(4)-[a]`, `V:[a(200)]`…; `leftToRight` for the `(LTR)` suffix (left/right edges).
    case visualFormat(vertical: Bool, leftToRight: Bool)
}

/// A constraint description read completely.
public struct ConstraintDescription: Sendable {
    public var header: ConstraintHeader
    /// The relation it states.
    public var equation: LogEquation
    /// The printed priority (`@750`); nil for a required constraint.
    public var priority: LogNumber?
    public var form: DescriptionForm
    /// The item printed as `'|'` (the superview in the visual format), when named.
    public var superview: LogItem?
    /// Every item it relates.
    public var items: [LogItem] { var seen: [LogItem] = []; for t in equation.terms where !seen.contains(t.item) { seen.append(t.item) }; return seen }
    /// Whether the description said `(active…)`.
    public var printedActive: Bool

    /// Whether it must hold exactly (no priority printed, or 1000).
    public var isRequired: Bool { priority == nil || priority!.value >= 1000 }
}

/// The outcome of reading one description.
public enum DescriptionParse: Sendable {
    case understood(ConstraintDescription)
    /// Not read: why, and the header when that much was read (for matching and origins).
    case notUnderstood(ConstraintHeader?, reason: String)

    public var description: ConstraintDescription? {
        if case .understood(let d) = self { return d }
        return nil
    }

    public var header: ConstraintHeader? {
        switch self {
        case .understood(let d): return d.header
        case .notUnderstood(let h, _): return h
        }
    }
}
