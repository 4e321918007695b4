import LayoutConsoleLog

/// A relation the log does not print but the conflict relies on (docs/explain.md, "Implicit facts").
public struct ImplicitFact: Sendable, Hashable {
    public enum Kind: String, Sendable {
        /// `width ≥ 0` or `height ≥ 0`: UIKit's engine never gives a view or guide a negative size
        /// (a report can consist of `UIView.width == - 16` alone).
        case nonNegative = "nonnegative"
        /// `leading == left` (`attribute` leading), `leadingMargin == leftMargin`,
        /// `trailingMargin == rightMargin`: assumed, when the conflict holds only in a
        /// left-to-right layout.
        case leftToRight = "left-to-right"
        /// A margin edge 8 pt inside its edge (`topMargin == top + 8`, `bottomMargin == bottom - 8`,
        /// likewise left/right/leading/trailing): UIKit's default layout margins, assumed when the
        /// conflict holds only with margins of some size and the log does not print them.
        /// https://developer.apple.com/documentation/uikit/uiview/layoutmargins
        case defaultMargin = "default-margin"
        /// `related` is `item`'s superview: assumed, when the log does not name the superview an
        /// autoresizing constraint positions `item` in, and the conflict holds with that one. It
        /// adds no relation of its own: the report's equations name `related` for it.
        case superview = "superview"
    }

    public var kind: Kind
    public var item: LogItem
    public var attribute: LogAttribute
    /// For `superview`: the superview.
    public var related: LogItem?

    public init(kind: Kind, item: LogItem, attribute: LogAttribute, related: LogItem? = nil) {
        self.kind = kind; self.item = item; self.attribute = attribute; self.related = related
    }

    /// Whether vflc assumed it (rather than UIKit guaranteeing it).
    public var assumed: Bool { kind != .nonNegative }

    /// UIKit's default margin.
    public static let defaultMarginValue = LogNumber("8")!

    /// The fact in words.
    public var text: String {
        switch kind {
        case .nonNegative:
            return "the \(attribute.rawValue) of \(item.display) is at least 0 (UIKit's engine keeps every width and height ≥ 0)"
        case .leftToRight:
            let what = attribute == .leading ? "leading edge is its left edge"
                : attribute == .leadingMargin ? "leading margin is its left margin" : "trailing margin is its right margin"
            return "\(item.display)'s \(what) (assumed: a left-to-right layout)"
        case .defaultMargin:
            return "\(item.display)'s \(attribute.rawValue) is \(ImplicitFact.defaultMarginValue) pt inside its edge "
                + "(assumed: UIKit's default layout margins; the log does not print \(item.display)'s margins)"
        case .superview:
            return "\(related?.display ?? "?") is \(item.display)'s superview (assumed: the log does not name it)"
        }
    }

    /// The relation as a row of `system`.
    func row(_ system: inout ReportSystem) -> ReportSystem.Row {
        func combine(_ plus: LogAttribute, _ minus: LogAttribute, _ relation: LogRelation, _ constant: Double) -> ReportSystem.Row {
            var terms = system.expand(item, plus)
            terms += system.expand(item, minus).map { ($0.0, -$0.1) }
            return ReportSystem.Row(terms: terms, relation: relation, constant: constant)
        }
        let m = ImplicitFact.defaultMarginValue.value
        switch kind {
        case .superview:
            return ReportSystem.Row(terms: [], relation: .equal, constant: 0)
        case .nonNegative:
            return ReportSystem.Row(terms: system.expand(item, attribute), relation: .greaterOrEqual, constant: 0)
        case .leftToRight:
            switch attribute {
            case .leadingMargin: return combine(.leadingMargin, .leftMargin, .equal, 0)
            case .trailingMargin: return combine(.trailingMargin, .rightMargin, .equal, 0)
            default: return combine(.leading, .left, .equal, 0)
            }
        case .defaultMargin:
            switch attribute {
            case .topMargin: return combine(.topMargin, .top, .equal, m)
            case .bottomMargin: return combine(.bottom, .bottomMargin, .equal, m)
            case .leftMargin: return combine(.leftMargin, .left, .equal, m)
            case .rightMargin: return combine(.right, .rightMargin, .equal, m)
            case .leadingMargin: return combine(.leadingMargin, .leading, .equal, m)
            default: return combine(.trailing, .trailingMargin, .equal, m)
            }
        }
    }
}
