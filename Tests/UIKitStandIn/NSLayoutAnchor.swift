import Foundation

/// A factory class for creating layout constraint objects using a fluent API.
/// https://developer.apple.com/documentation/uikit/nslayoutanchor
///
/// The stand-in's anchor is the sum of the `(item, attribute)` terms it reads: one term for a
/// view's or guide's anchor, two for a dimension made by `anchorWithOffset(to:)`.
@MainActor open class NSLayoutAnchor<AnchorType>: NSObject where AnchorType: AnyObject {
    /// What the anchor measures.
    package let standInTerms: [StandInAnchorTerm]

    package init(terms: [StandInAnchorTerm]) {
        standInTerms = terms
        super.init()
    }

    package convenience init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.init(terms: [StandInAnchorTerm(item: item, attribute: attribute, coefficient: 1)])
    }

    /// The attribute a single-term anchor stands for; `.notAnAttribute` for a composite one.
    package var standInAttribute: NSLayoutConstraint.Attribute {
        standInTerms.count == 1 ? standInTerms[0].attribute : .notAnAttribute
    }

    /// `self REL multiplier × other + constant`, with UIKit's attribute checks.
    package func standInConstraint(_ relation: NSLayoutConstraint.Relation, _ other: [StandInAnchorTerm],
                                   otherAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
                                   constant: CGFloat = 0, systemSpacing: CGFloat? = nil) -> NSLayoutConstraint {
        if standInTerms.count == 1, other.count <= 1 {
            StandInAttributeRules.check(standInAttribute, other.isEmpty ? .notAnAttribute : otherAttribute,
                                        multiplier: multiplier)
        }
        return NSLayoutConstraint(first: standInTerms, attribute: standInAttribute, relation: relation,
                                  second: other, attribute: otherAttribute, multiplier: multiplier,
                                  constant: constant, systemSpacing: systemSpacing)
    }

    /// Returns a constraint that defines one item's attribute as equal to another.
    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        standInConstraint(.equal, anchor.standInTerms, otherAttribute: anchor.standInAttribute)
    }

    /// Returns a constraint that defines one item's attribute as greater than or equal to another.
    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:)
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        standInConstraint(.greaterThanOrEqual, anchor.standInTerms, otherAttribute: anchor.standInAttribute)
    }

    /// Returns a constraint that defines one item's attribute as less than or equal to another.
    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:)
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        standInConstraint(.lessThanOrEqual, anchor.standInTerms, otherAttribute: anchor.standInAttribute)
    }

    /// Returns a constraint that defines one item's attribute as equal to another item's
    /// attribute plus a constant offset.
    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        standInConstraint(.equal, anchor.standInTerms, otherAttribute: anchor.standInAttribute, constant: c)
    }

    /// Returns a constraint that defines one item's attribute as greater than or equal to
    /// another item's attribute plus a constant offset.
    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:constant:)
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        standInConstraint(.greaterThanOrEqual, anchor.standInTerms, otherAttribute: anchor.standInAttribute, constant: c)
    }

    /// Returns a constraint that defines one item's attribute as less than or equal to another
    /// item's attribute plus a constant offset.
    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:constant:)
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        standInConstraint(.lessThanOrEqual, anchor.standInTerms, otherAttribute: anchor.standInAttribute, constant: c)
    }
}

/// A factory class for creating horizontal layout constraint objects using a fluent API.
/// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// Returns a constraint that defines the specific distance, as a multiple of the system
    /// spacing, by which the current anchor trails the specified anchor.
    /// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor/constraint(equaltosystemspacingafter:multiplier:)
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        standInConstraint(.equal, anchor.standInTerms, otherAttribute: anchor.standInAttribute, systemSpacing: multiplier)
    }

    /// Returns a constraint that defines the minimum distance, as a multiple of the system
    /// spacing, by which the current anchor trails the specified anchor.
    /// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor/constraint(greaterthanorequaltosystemspacingafter:multiplier:)
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        standInConstraint(.greaterThanOrEqual, anchor.standInTerms, otherAttribute: anchor.standInAttribute,
                          systemSpacing: multiplier)
    }

    /// Returns a constraint that defines the maximum distance, as a multiple of the system
    /// spacing, by which the current anchor trails the specified anchor.
    /// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor/constraint(lessthanorequaltosystemspacingafter:multiplier:)
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        standInConstraint(.lessThanOrEqual, anchor.standInTerms, otherAttribute: anchor.standInAttribute,
                          systemSpacing: multiplier)
    }

    /// Creates a layout dimension object from two anchors (the distance from this anchor to
    /// `otherAnchor`). https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor/anchorwithoffset(to:)
    @available(iOS 10.0, *)
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(terms: otherAnchor.standInTerms + standInTerms.map {
            StandInAnchorTerm(item: $0.item, attribute: $0.attribute, coefficient: -$0.coefficient)
        })
    }
}

/// A factory class for creating vertical layout constraint objects using a fluent API.
/// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// Returns a constraint that defines the specific distance, as a multiple of the system
    /// spacing, at which the current anchor is positioned below the specified anchor.
    /// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor/constraint(equaltosystemspacingbelow:multiplier:)
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        standInConstraint(.equal, anchor.standInTerms, otherAttribute: anchor.standInAttribute, systemSpacing: multiplier)
    }

    /// Returns a constraint that defines the minimum distance, as a multiple of the system
    /// spacing, at which the current anchor is positioned below the specified anchor.
    /// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor/constraint(greaterthanorequaltosystemspacingbelow:multiplier:)
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        standInConstraint(.greaterThanOrEqual, anchor.standInTerms, otherAttribute: anchor.standInAttribute,
                          systemSpacing: multiplier)
    }

    /// Returns a constraint that defines the maximum distance, as a multiple of the system
    /// spacing, at which the current anchor is positioned below the specified anchor.
    /// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor/constraint(lessthanorequaltosystemspacingbelow:multiplier:)
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        standInConstraint(.lessThanOrEqual, anchor.standInTerms, otherAttribute: anchor.standInAttribute,
                          systemSpacing: multiplier)
    }

    /// Creates a layout dimension object from two anchors (the distance from this anchor to
    /// `otherAnchor`). https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor/anchorwithoffset(to:)
    @available(iOS 10.0, *)
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(terms: otherAnchor.standInTerms + standInTerms.map {
            StandInAnchorTerm(item: $0.item, attribute: $0.attribute, coefficient: -$0.coefficient)
        })
    }
}

/// A factory class for creating size-based layout constraint objects using a fluent API.
/// https://developer.apple.com/documentation/uikit/nslayoutdimension
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// Returns a constraint that defines a constant size for the anchor's size attribute.
    /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        standInConstraint(.equal, [], otherAttribute: .notAnAttribute, constant: c)
    }

    /// Returns a constraint that defines the minimum size for the anchor's size attribute.
    /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(greaterthanorequaltoconstant:)
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        standInConstraint(.greaterThanOrEqual, [], otherAttribute: .notAnAttribute, constant: c)
    }

    /// Returns a constraint that defines the maximum size for the anchor's size attribute.
    /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(lessthanorequaltoconstant:)
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        standInConstraint(.lessThanOrEqual, [], otherAttribute: .notAnAttribute, constant: c)
    }

    /// Returns a constraint that defines the anchor's size attribute as equal to the specified
    /// anchor multiplied by the constant.
    /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equalto:multiplier:)
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        standInConstraint(.equal, anchor.standInTerms, otherAttribute: anchor.standInAttribute, multiplier: m)
    }

    /// Returns a constraint that defines the anchor's size attribute as greater than or equal
    /// to the specified anchor multiplied by the constant.
    /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(greaterthanorequalto:multiplier:)
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        standInConstraint(.greaterThanOrEqual, anchor.standInTerms, otherAttribute: anchor.standInAttribute, multiplier: m)
    }

    /// Returns a constraint that defines the anchor's size attribute as less than or equal to
    /// the specified anchor multiplied by the constant.
    /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(lessthanorequalto:multiplier:)
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        standInConstraint(.lessThanOrEqual, anchor.standInTerms, otherAttribute: anchor.standInAttribute, multiplier: m)
    }

    /// Returns a constraint that defines the anchor's size attribute as equal to the specified
    /// size attribute multiplied by a constant plus an offset.
    /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equalto:multiplier:constant:)
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        standInConstraint(.equal, anchor.standInTerms, otherAttribute: anchor.standInAttribute, multiplier: m, constant: c)
    }

    /// Returns a constraint that defines the anchor's size attribute as greater than or equal
    /// to the specified anchor multiplied by the constant plus an offset.
    /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(greaterthanorequalto:multiplier:constant:)
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        standInConstraint(.greaterThanOrEqual, anchor.standInTerms, otherAttribute: anchor.standInAttribute,
                          multiplier: m, constant: c)
    }

    /// Returns a constraint that defines the anchor's size attribute as less than or equal to
    /// the specified anchor multiplied by the constant plus an offset.
    /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(lessthanorequalto:multiplier:constant:)
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        standInConstraint(.lessThanOrEqual, anchor.standInTerms, otherAttribute: anchor.standInAttribute,
                          multiplier: m, constant: c)
    }
}
