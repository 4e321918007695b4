/// A view or layout guide as a constraint description names it: `UILabel:0x7f…'Title'`,
/// `Trust.BrowserNavigationBar:0x7f…`, an accessibility identifier (`homeLarge`, resolved to an
/// address through the description's names list), a Masonry key (`UILabel:messageLabel`), a
/// class alone when the address was removed (`[UIImageView]`), or — never printed — the unnamed
/// superview of an item that an autoresizing constraint positions.
public struct LogItem: Hashable, Sendable {
    /// Identity within one report: the address when known (lowercased), else the name.
    public let key: String
    /// The class as printed (`UILabel`, `Trust.BrowserNavigationBar`, a mangled name); nil for an
    /// item printed by its accessibility identifier.
    public let className: String?
    /// `0x…` (lowercased) or a Masonry key; nil when not printed.
    public let address: String?
    /// The accessibility identifier UIKit printed instead of `Class:0x…`.
    public let name: String?
    /// The quoted text after the address (a label's text, a guide's identifier), as printed.
    public let text: String?
    /// For a placeholder: the key of the item whose superview this is.
    public let superviewOf: String?
    /// For a placeholder: how that item is named.
    private let childDisplay: String?

    public init(className: String?, address: String?, name: String? = nil, text: String? = nil) {
        self.className = className
        self.address = address.map { $0.hasPrefix("0x") ? $0.lowercased() : $0 }
        self.name = name
        self.text = text
        self.superviewOf = nil
        self.childDisplay = nil
        self.key = self.address ?? name ?? className ?? "?"
    }

    private init(superviewOf child: LogItem) {
        className = nil; address = nil; name = nil; text = nil
        superviewOf = child.key
        childDisplay = child.display
        key = "superview(\(child.key))"
    }

    /// The superview of `child`, which the description does not name.
    public static func superview(of child: LogItem) -> LogItem { LogItem(superviewOf: child) }

    /// How explanations name it: as printed, without the quoted text (`UILabel:0x7f…`), an
    /// identifier with its address, or "the superview of …".
    public var display: String {
        if superviewOf != nil { return "the superview of \(childDisplay ?? key)" }
        if let name {
            if let address { return "\(name) (\(address))" }
            return name
        }
        if let className, let address { return "\(className):\(address)" }
        return className ?? address ?? key
    }

    /// `display` followed by the quoted text when there is one (`UILabel:0x7f…'Title'`).
    public var displayWithText: String {
        guard let text, !text.isEmpty else { return display }
        return display + "'" + text + "'"
    }

    public static func == (a: LogItem, b: LogItem) -> Bool { a.key == b.key }
    public func hash(into h: inout Hasher) { h.combine(key) }
}

/// An attribute as UIKit and AppKit print it. `baseline` (the old name) reads as
/// `lastBaseline`; `minX`… are the private attributes of autoresizing-mask constraints.
public enum LogAttribute: String, CaseIterable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case minX, midX, maxX, minY, midY, maxY

    /// The attribute a printed name stands for.
    public init?(printed: String) {
        if printed == "baseline" { self = .lastBaseline; return }
        self.init(rawValue: printed)
    }

    /// Width or height.
    public var isSize: Bool { self == .width || self == .height }

    /// Whether it lies on the vertical axis.
    public var isVertical: Bool {
        switch self {
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
             .centerYWithinMargins, .minY, .midY, .maxY: return true
        default: return false
        }
    }

    /// A margin attribute (`topMargin`, `centerXWithinMargins`…).
    public var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins: return true
        default: return false
        }
    }
}

/// `coefficient × item.attribute`.
public struct LogTerm: Hashable, Sendable {
    public var item: LogItem
    public var attribute: LogAttribute
    public var coefficient: LogNumber
    public init(_ item: LogItem, _ attribute: LogAttribute, _ coefficient: LogNumber = .one) {
        self.item = item; self.attribute = attribute; self.coefficient = coefficient
    }
}

/// `==`, `<=`, `>=`.
public enum LogRelation: String, Sendable {
    case equal = "==", lessOrEqual = "<=", greaterOrEqual = ">="
}

/// A printed constraint as one linear relation: `Σ terms RELATION constant` — UIKit's
/// `first.attr REL multiplier × second.attr + constant` with the second term moved left
/// (coefficient `-multiplier`).
public struct LogEquation: Sendable {
    public var terms: [LogTerm]
    public var relation: LogRelation
    public var constant: LogNumber
    public init(terms: [LogTerm], relation: LogRelation, constant: LogNumber) {
        self.terms = terms; self.relation = relation; self.constant = constant
    }

    /// Readable anchor form: `a.top - b.bottom == 8`, the same whatever the printed form was.
    public var text: String {
        var s = ""
        for (k, t) in terms.enumerated() {
            let c = t.coefficient
            let negative = c.text.hasPrefix("-")
            let magnitude = negative ? c.negated : c
            if k == 0 { s += negative ? "-" : "" } else { s += negative ? " - " : " + " }
            if magnitude.text != "1" { s += magnitude.text + "*" }
            s += t.item.display + "." + t.attribute.rawValue
        }
        return s + " " + relation.rawValue + " " + constant.text
    }
}
