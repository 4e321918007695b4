import Foundation

/// The relationship between two user interface objects that must be satisfied by the
/// constraint-based layout system. https://developer.apple.com/documentation/uikit/nslayoutconstraint
///
/// Activation installs the constraint on the closest common ancestor of its items (a guide
/// counts as its owning view), as `isActive` documents; that view's `constraints` lists it.
@MainActor open class NSLayoutConstraint: NSObject {
    /// The part of an object's visual representation that should be used to get the value
    /// for the constraint. https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute
    public enum Attribute: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/left
        case left = 1
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/right
        case right = 2
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/top
        case top = 3
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/bottom
        case bottom = 4
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/leading
        case leading = 5
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/trailing
        case trailing = 6
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/width
        case width = 7
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/height
        case height = 8
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/centerx
        case centerX = 9
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/centery
        case centerY = 10
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/lastbaseline
        case lastBaseline = 11
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/firstbaseline
        case firstBaseline = 12
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/leftmargin
        case leftMargin = 13
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/rightmargin
        case rightMargin = 14
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/topmargin
        case topMargin = 15
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/bottommargin
        case bottomMargin = 16
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/leadingmargin
        case leadingMargin = 17
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/trailingmargin
        case trailingMargin = 18
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/centerxwithinmargins
        case centerXWithinMargins = 19
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/centerywithinmargins
        case centerYWithinMargins = 20
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/notanattribute
        case notAnAttribute = 0
    }

    /// The relation between the first attribute and the modified second attribute.
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation
    public enum Relation: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation/lessthanorequal
        case lessThanOrEqual = -1
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation/equal
        case equal = 0
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation/greaterthanorequal
        case greaterThanOrEqual = 1
    }

    /// Keys that specify a horizontal or vertical layout constraint between objects.
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
    public enum Axis: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis/horizontal
        case horizontal = 0
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis/vertical
        case vertical = 1
    }

    // What the constraint says, as `first REL multiplier × second + constant`. Items are held
    // weakly (the SDK declares them `unowned(unsafe)`): a constraint does not keep views alive.
    private weak var firstObject: AnyObject?
    private weak var secondObject: AnyObject?
    private let firstAttr: Attribute
    private let secondAttr: Attribute
    private let rel: Relation
    private let mult: CGFloat
    /// The second side's extra terms, for a dimension made by `anchorWithOffset(to:)`.
    package let standInFirstTerms: [StandInAnchorTerm]
    /// The second side's terms (empty for a constant).
    package let standInSecondTerms: [StandInAnchorTerm]
    /// `k` of a system-spacing constraint (`… + k × system spacing`); `nil` otherwise.
    package let standInSystemSpacingMultiplier: CGFloat?
    private weak var installedOn: UIView?

    package init(first: [StandInAnchorTerm], attribute a1: Attribute, relation: Relation,
                 second: [StandInAnchorTerm], attribute a2: Attribute, multiplier: CGFloat,
                 constant: CGFloat, systemSpacing: CGFloat? = nil) {
        firstObject = first.first?.item
        secondObject = second.first?.item
        firstAttr = a1; secondAttr = a2; rel = relation; mult = multiplier
        standInFirstTerms = first; standInSecondTerms = second
        standInSystemSpacingMultiplier = systemSpacing
        self.constant = constant
        super.init()
    }

    /// Creates a constraint that defines the relationship between the specified attributes of
    /// the given views. Traps on UIKit's invalid combinations (a location equal to a constant,
    /// attributes of different axes, leading/trailing with left/right), which UIKit raises for.
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/init(item:attribute:relatedby:toitem:attribute:multiplier:constant:)
    public convenience init(item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
                            relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?,
                            attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat,
                            constant c: CGFloat) {
        guard let first = standInLayoutItem(view1) else {
            standInProgrammerError("NSLayoutConstraint for \(view1): Constraint items must each be a view or layout guide.")
        }
        let second: AnyObject? = view2.map { v in
            guard let item = standInLayoutItem(v) else {
                standInProgrammerError("NSLayoutConstraint for \(v): Constraint items must each be a view or layout guide.")
            }
            return item
        }
        StandInAttributeRules.check(attr1, second == nil ? .notAnAttribute : attr2, multiplier: multiplier)
        self.init(first: [StandInAnchorTerm(item: first, attribute: attr1, coefficient: 1)], attribute: attr1,
                  relation: relation,
                  second: second.map { [StandInAnchorTerm(item: $0, attribute: attr2, coefficient: 1)] } ?? [],
                  attribute: second == nil ? .notAnAttribute : attr2, multiplier: multiplier, constant: c)
    }

    /// Activates each constraint in the specified array.
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates each constraint in the specified array.
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/deactivate(_:)
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    /// Test hook: told of every constraint as it becomes active (UIKit's engine takes its
    /// constant and its views' content priorities from that moment on).
    package static var standInActivationObserver: ((NSLayoutConstraint) -> Void)?

    /// The active state of the constraint. Activating a constraint whose items have no common
    /// ancestor is a programmer error ("an exception is thrown"): the stand-in traps.
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
    open var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue {
                guard installedOn == nil else { return }
                guard let ancestor = closestCommonAncestor() else {
                    standInProgrammerError("Unable to activate constraint with anchors \(describe(standInFirstTerms)) and "
                        + "\(describe(standInSecondTerms)) because they have no common ancestor. Does the constraint or "
                        + "its anchors reference items in different view hierarchies? That's illegal.")
                }
                ancestor.standInInstall(self)
                installedOn = ancestor
                NSLayoutConstraint.standInActivationObserver?(self)
            } else {
                installedOn?.standInUninstall(self)
                installedOn = nil
            }
        }
    }

    /// The priority of the constraint. Changing an installed constraint from required to
    /// optional or back throws in UIKit; the stand-in traps.
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority
    open var priority: UILayoutPriority = .required {
        willSet {
            if isActive, (priority == .required) != (newValue == .required) {
                standInProgrammerError("Mutating a priority from required to not on an installed constraint (or vice-versa) "
                    + "is not supported. You passed priority \(newValue.rawValue) and the existing priority was \(priority.rawValue).")
            }
        }
    }

    /// The name that identifies the constraint.
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/identifier
    open var identifier: String?

    /// The constant added to the multiplied second attribute participating in the constraint.
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant
    open var constant: CGFloat

    /// The multiplier applied to the second attribute participating in the constraint.
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/multiplier
    open var multiplier: CGFloat { mult }

    /// The first object participating in the constraint.
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstitem
    open var firstItem: AnyObject? { firstObject }

    /// The second object participating in the constraint.
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/seconditem
    open var secondItem: AnyObject? { secondObject }

    /// The attribute of the first object participating in the constraint.
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstattribute
    open var firstAttribute: NSLayoutConstraint.Attribute { firstAttr }

    /// The attribute of the second object participating in the constraint.
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/secondattribute
    open var secondAttribute: NSLayoutConstraint.Attribute { secondAttr }

    /// The relation between the two attributes in the constraint.
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation-swift.property
    open var relation: NSLayoutConstraint.Relation { rel }

    /// The first anchor that defines the constraint (a copy, as the SDK's `@NSCopying`).
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstanchor
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor<AnyObject>(terms: standInFirstTerms) }

    /// The second anchor that defines the constraint (`nil` for a constant).
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/secondanchor
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        standInSecondTerms.isEmpty ? nil : NSLayoutAnchor<AnyObject>(terms: standInSecondTerms)
    }

    /// UIKit's printed form, as its console messages show constraints
    /// (NSLayoutConstraint+Description.swift). https://developer.apple.com/documentation/objectivec/nsobject/1418746-description
    nonisolated open override var description: String { MainActor.assumeIsolated { standInDescription } }

    /// The view the constraint is installed on while active.
    package var standInInstalledView: UIView? { installedOn }

    private func closestCommonAncestor() -> UIView? {
        var views: [UIView] = []
        for t in standInFirstTerms + standInSecondTerms {
            guard let v = standInOwningView(of: t.item) else { return nil }
            views.append(v)
        }
        guard var candidate = views.first else { return nil }
        for v in views.dropFirst() {
            guard let common = UIView.standInClosestCommonAncestor(candidate, v) else { return nil }
            candidate = common
        }
        return candidate
    }

    private func describe(_ terms: [StandInAnchorTerm]) -> String {
        terms.isEmpty ? "(none)" : terms.map { "\(type(of: $0.item)).\($0.attribute)" }.joined(separator: " + ")
    }
}

/// An item reference inside an anchor: `coefficient × attribute(item)`.
package struct StandInAnchorTerm {
    package let item: AnyObject
    package let attribute: NSLayoutConstraint.Attribute
    package let coefficient: CGFloat
    package init(item: AnyObject, attribute: NSLayoutConstraint.Attribute, coefficient: CGFloat) {
        self.item = item; self.attribute = attribute; self.coefficient = coefficient
    }
}

/// A view or layout guide from an `Any` constraint item; `nil` for anything else.
@MainActor func standInLayoutItem(_ value: Any) -> AnyObject? {
    if let v = value as? UIView { return v }
    if let g = value as? UILayoutGuide { return g }
    return nil
}

/// The view an item lives in: the view itself, or a guide's owning view.
@MainActor func standInOwningView(of item: AnyObject) -> UIView? {
    if let v = item as? UIView { return v }
    if let g = item as? UILayoutGuide { return g.owningView }
    return nil
}
