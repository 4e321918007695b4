import LayoutEmissionModel
import LayoutSource

// The UIKit writer's model of one file: the emission model (`LayoutEmissionModel`) with each
// constraint's items and attributes spelled as UIKit's anchors name them, which is what
// `UIKitConstraintText` and `UIKitWriter` write. `UIKitEmitter` makes it from the emission model.

/// One `NSLayoutConstraint`: `first.firstAttribute RELATION multiplier × second.secondAttribute + constant`.
public struct UIKitConstraint: Sendable {
    /// `FILE:LINE:COLUMN` of the source it came from, with a role where needed (its `identifier`).
    public var identifier: String
    /// The source line, for the comment.
    public var line: Int
    /// The source text it came from (the line's text for VFL; the statement for others).
    public var sourceText: String
    /// The first item's name (`root`, `safeArea`, `margins`, a declared view, or a view's
    /// guide by UIKit's property: `card.layoutMarginsGuide`).
    public var first: String
    /// Its attribute (`left right leading trailing centerX width top bottom centerY height`).
    public var firstAttribute: String
    /// `==`, `<=` or `>=`.
    public var relation: String
    /// The second item's name; `nil` for a constant.
    public var second: String?
    /// Its attribute.
    public var secondAttribute: String?
    /// The multiplier.
    public var multiplier: Double
    /// The priority, 1…1000.
    public var priority: Double
    /// The constant in each variant; `nil` where the constraint does not hold.
    public var constants: PerVariant<ScaledConstant?>
    /// For a first side that is the distance between two anchors (three or four anchors in
    /// all): the item and attribute it is measured from, `firstBase.anchorWithOffset(to: first)`.
    public var firstBase: (item: String, attribute: String)?
    /// The same for the second side.
    public var secondBase: (item: String, attribute: String)?
    /// For a constraint that keeps an arranged view inside a baseline-aligned stack: the view,
    /// whose `isHidden` at run time it follows (`nil` for every other constraint).
    public var followsHiddenView: String?
    /// Its name in the file, by which the class exposes it (`nil` for most).
    public var name: String?

    /// The constraint as UIKit's anchors name it: a view's guide by its owner's property
    /// (`card.layoutMarginsGuide`), a baseline of a view without text by its edge.
    public init(_ c: EmissionConstraint) {
        identifier = c.identifier; line = c.line; sourceText = c.sourceText
        first = Self.item(c.first.item); firstAttribute = Self.attribute(c.first)
        relation = c.relation
        second = c.second.map { Self.item($0.item) }; secondAttribute = c.second.map(Self.attribute)
        multiplier = c.multiplier; priority = c.priority; constants = c.constants
        firstBase = c.firstBase.map { (Self.item($0.item), Self.attribute($0)) }
        secondBase = c.secondBase.map { (Self.item($0.item), Self.attribute($0)) }
        followsHiddenView = c.followsHiddenView
        name = c.name
    }

    /// The indices of the variants it holds in.
    public var variantIndices: [Int] { constants.values.indices.filter { constants.values[$0] != nil } }
    /// Whether its constant follows the content size category in some variant.
    public var isScaled: Bool { constants.values.contains { $0?.isScaled == true } }

    /// How generated code names an item: a declared view or the root's `safeArea` and `margins`
    /// by name, a guide of a view by UIKit's property of its owner (`card.layoutMarginsGuide`,
    /// `root.readableContentGuide`, `root.keyboardLayoutGuide`; the generated `install(in root:)`
    /// calls the root `root`).
    static func item(_ item: EmissionItem) -> String {
        guard let guide = item.guide, let owner = item.owner else { return item.name }
        let property: String
        switch guide {
        case "margins": property = "layoutMarginsGuide"   // https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide
        case "readable": property = "readableContentGuide" // https://developer.apple.com/documentation/uikit/uiview/readablecontentguide
        case "content": property = "contentLayoutGuide"   // https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide
        case "frame": property = "frameLayoutGuide"       // https://developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide
        default: property = "keyboardLayoutGuide"         // https://developer.apple.com/documentation/uikit/uiview/keyboardlayoutguide
        }
        return "\(owner).\(property)"
    }

    /// The anchor an attribute is written with. A baseline of a view that shows no text is its
    /// top (first) or bottom (last) edge, as Auto Layout uses for a view "that does not have a
    /// baseline" (Apple, UIView `forFirstBaselineLayout` / `forLastBaselineLayout`): written
    /// so, because a `UILayoutGuide` has no baseline anchors at all and a `UIStackView`'s own
    /// baseline view is not documented.
    static func attribute(_ anchor: EmissionAnchor) -> String {
        // Only labels, buttons and fields show text whose font places baselines (docs/language.md §14).
        let withoutText = !["label", "button", "field"].contains(anchor.item.kind)
        switch anchor.attribute {
        case "firstBaseline" where withoutText: return "top"
        case "lastBaseline" where withoutText: return "bottom"
        default: return anchor.attribute
        }
    }
}

/// A whole file ready to be written.
public struct UIKitModel: Sendable {
    /// The path as given on the command line.
    public var file: String
    /// The generated class's name.
    public var className: String
    /// The variants, in the order of every `PerVariant`: the four size classes, each split into
    /// bands of content size categories when the layout depends on the category.
    public var variants: [EmissionVariant]
    /// Declared views in declaration order (depth first, source order).
    public var views: [EmissionView]
    /// Constraints in source order.
    public var constraints: [UIKitConstraint]
    /// For a cell's file, `table` or `collection`.
    public var cell: String?
    /// `--access`, `--name-prefix` (already in `className`), `--accessibility-identifiers`.
    public var options: EmitOptions

    /// The model of `emission`, for the class `className`.
    public init(_ emission: EmissionModel, className: String, options: EmitOptions = EmitOptions()) {
        file = emission.file; self.className = className; variants = emission.variants; views = emission.views
        constraints = emission.constraints.map(UIKitConstraint.init)
        cell = emission.cell; self.options = options
    }

    /// Whether the layout depends on the content size category (some size class has several
    /// bands, or some constant or font follows the category).
    public var dependsOnContentSize: Bool {
        variants.count > SizeClasses.allCases.count || constraints.contains(where: \.isScaled)
            || views.contains { v in v.settings.values.contains { $0.textStyle != nil || $0.hasScaledSpacing } }
    }

    /// The `UISemanticContentAttribute` case of a `direction`
    /// (https://developer.apple.com/documentation/uikit/uisemanticcontentattribute).
    static func semanticContentAttribute(_ direction: String) -> String {
        switch direction {
        case "ltr": return "forceLeftToRight"
        case "rtl": return "forceRightToLeft"
        case "playback": return "playback"
        case "spatial": return "spatial"
        default: return "unspecified"
        }
    }
}

extension SizeClasses {
    /// The Swift case name in the generated `Variant` enum.
    public var caseName: String {
        switch self {
        case .compactCompact: return "compactWidthCompactHeight"
        case .compactRegular: return "compactWidthRegularHeight"
        case .regularCompact: return "regularWidthCompactHeight"
        case .regularRegular: return "regularWidthRegularHeight"
        }
    }

    /// `(horizontal is regular, vertical is regular)`, as the generated `switch` tests it.
    public var regularPair: String {
        "(\(self == .regularCompact || self == .regularRegular), \(self == .compactRegular || self == .regularRegular))"
    }
}

extension EmissionVariant {
    /// The Swift case name: the size classes' (`compactWidthRegularHeight`), plus the
    /// categories for a band without `L` (`compactWidthRegularHeightFromAX1`).
    public var caseName: String {
        guard !isDefaultBand else { return sizeClasses.caseName }
        let parts = runs.map { r -> String in
            if r.lowerBound == r.upperBound { return "At" + r.lowerBound.shortName }
            if r.upperBound == .largestAccessibility { return "From" + r.lowerBound.shortName }
            if r.lowerBound == .extraSmall { return "UpTo" + r.upperBound.shortName }
            return r.lowerBound.shortName + "To" + r.upperBound.shortName
        }
        return sizeClasses.caseName + parts.joined(separator: "Or")
    }
}
