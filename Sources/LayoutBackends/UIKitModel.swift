import LayoutSource

// The code-generation model of one `.layout` file for `vflc emit uikit`: plain values, built
// by the driver from the four variants' IR (`UIKitModelBuilder`) and written as Swift by
// `UIKitWriter`. It knows nothing of lowering: views by name, constraints as UIKit's one
// equation each, and for everything that can change, its value in each variant.

/// The four size-class combinations, in the order the generated code lists them.
public enum UIKitSizeClasses: Int, CaseIterable, Sendable, Comparable {
    case compactCompact, compactRegular, regularCompact, regularRegular

    /// The combination of these size classes.
    public init(_ variant: TraitVariant) {
        switch (variant.width, variant.height) {
        case (.compact, .compact): self = .compactCompact
        case (.compact, .regular): self = .compactRegular
        case (.regular, .compact): self = .regularCompact
        case (.regular, .regular): self = .regularRegular
        }
    }

    /// The size classes.
    public var traits: TraitVariant {
        switch self {
        case .compactCompact: return TraitVariant(width: .compact, height: .compact)
        case .compactRegular: return TraitVariant(width: .compact, height: .regular)
        case .regularCompact: return TraitVariant(width: .regular, height: .compact)
        case .regularRegular: return TraitVariant(width: .regular, height: .regular)
        }
    }

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

    public static func < (a: UIKitSizeClasses, b: UIKitSizeClasses) -> Bool { a.rawValue < b.rawValue }
}

/// One variant of the generated code: a size-class combination and the content size
/// categories it covers (all twelve for a layout that does not depend on the category; else
/// the categories that select the same constraints and properties, a "band").
public struct UIKitVariant: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Its position in `UIKitModel.variants` (and in every `PerVariant`).
    public var index: Int
    /// The size classes.
    public var sizeClasses: UIKitSizeClasses
    /// The categories it covers, smallest first.
    public var categories: [ContentSizeCategory]
    /// Whether it covers the default category `L` (its case has no suffix).
    public var isDefaultBand: Bool { categories.contains(.defaultCategory) }

    /// Creates a variant.
    public init(index: Int, sizeClasses: UIKitSizeClasses, categories: [ContentSizeCategory]) {
        self.index = index; self.sizeClasses = sizeClasses; self.categories = categories.sorted()
    }

    /// The categories as runs of consecutive ones.
    public var runs: [ClosedRange<ContentSizeCategory>] {
        var out: [ClosedRange<ContentSizeCategory>] = []
        for c in categories {
            if let last = out.last, last.upperBound.rawValue + 1 == c.rawValue {
                out[out.count - 1] = last.lowerBound...c
            } else {
                out.append(c...c)
            }
        }
        return out
    }

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

    /// `wC hR`, or `wC hR AX1…AX5` for a band.
    public var description: String {
        let classes = sizeClasses.traits.description
        guard categories.count < ContentSizeCategory.allCases.count else { return classes }
        return classes + " " + runs.map { r in
            r.lowerBound == r.upperBound ? r.lowerBound.shortName : r.lowerBound.shortName + "…" + r.upperBound.shortName
        }.joined(separator: ", ")
    }

    public static func < (a: UIKitVariant, b: UIKitVariant) -> Bool { a.index < b.index }
}

/// A value that may differ between the variants, indexed by `UIKitVariant.index`.
public struct PerVariant<Value: Equatable & Sendable>: Equatable, Sendable {
    /// The value of each variant, in `UIKitModel.variants` order.
    public var values: [Value]
    /// Creates the value from one per variant.
    public init(_ values: [Value]) { precondition(!values.isEmpty); self.values = values }
    /// The value of `variant`.
    public subscript(_ variant: UIKitVariant) -> Value { values[variant.index] }
    /// The value when all variants agree.
    public var uniform: Value? { values.allSatisfy { $0 == values[0] } ? values[0] : nil }
}

/// A constraint's constant in one variant: `base + Σ UIFontMetrics(forTextStyle: style)
/// .scaledValue(for: value, compatibleWith: traits)`, which follows the content size category
/// at run time (`scaled(…)` in the layout file). Most constants are a plain `base`.
public struct UIKitConstant: Equatable, Sendable {
    /// The part that does not scale.
    public var base: Double
    /// The scaled parts: a `UIFont.TextStyle` case name and the value at the default category.
    public var scaled: [UIKitScaledPart]
    /// Creates a constant.
    public init(base: Double, scaled: [UIKitScaledPart] = []) { self.base = base; self.scaled = scaled }
    /// Whether it follows the content size category.
    public var isScaled: Bool { !scaled.isEmpty }
}

/// `UIFontMetrics(forTextStyle: .style).scaledValue(for: value, …)`.
public struct UIKitScaledPart: Equatable, Sendable {
    /// The `UIFont.TextStyle` case name (`body`).
    public var style: String
    /// The value at the default category `L`.
    public var value: Double
    /// Creates a part.
    public init(style: String, value: Double) { self.style = style; self.value = value }
}

/// Settings of a `UIStackView` in one variant.
public struct UIKitStackSettings: Equatable, Sendable {
    /// `horizontal` or `vertical` (`NSLayoutConstraint.Axis`).
    public var axis: String
    /// A `UIStackView.Distribution` case name.
    public var distribution: String
    /// A `UIStackView.Alignment` case name.
    public var alignment: String
    /// The spacing in points.
    public var spacing: Double
    /// `isBaselineRelativeArrangement` (the file's `baselineRelative`).
    public var baselineRelative: Bool
    /// `isLayoutMarginsRelativeArrangement`: arranged within the stack's layout margins.
    public var marginsRelative = false
    /// Creates settings.
    public init(axis: String, distribution: String, alignment: String, spacing: Double, baselineRelative: Bool = false) {
        self.axis = axis; self.distribution = distribution; self.alignment = alignment; self.spacing = spacing
        self.baselineRelative = baselineRelative
    }
}

/// What can change about a view between variants.
public struct UIKitViewSettings: Equatable, Sendable {
    /// `isHidden`.
    public var hidden: Bool
    /// Content-hugging priorities (horizontal, vertical).
    public var hugH: Double, hugV: Double
    /// Compression-resistance priorities (horizontal, vertical).
    public var resistH: Double, resistV: Double
    /// The stack's settings, for stacks.
    public var stack: UIKitStackSettings?
    /// Custom spacing after this view in its stack (`setCustomSpacing(_:after:)`), if set.
    public var spacingAfter: Double?
    /// The text style (`UIFont.TextStyle` case name) of a label, button or field, if any.
    public var textStyle: String?
    /// The `UISemanticContentAttribute` case name (`unspecified` by default).
    public var semanticContent: String
    /// A stack spacing that follows the content size category (`spacing scaled(8, body)`):
    /// `apply(_:)` sets `spacing` from `UIFontMetrics` (then `stack.spacing` is its value at `L`).
    public var scaledSpacing: UIKitConstant?
    /// A custom spacing after this arranged view that follows the content size category
    /// (`spacingAfter scaled(4, caption1)`): `apply(_:)` calls `setCustomSpacing(_:after:)` with it.
    public var scaledSpacingAfter: UIKitConstant?
    /// `directionalLayoutMargins` (top, leading, bottom, trailing) for a view whose margins the
    /// file writes or whose margins guide it uses; `nil` leaves UIKit's.
    public var margins: [Double]?
    /// Whether its spacing or custom spacing follows the content size category.
    public var hasScaledSpacing: Bool { scaledSpacing != nil || scaledSpacingAfter != nil }
    /// Creates settings.
    public init(hidden: Bool, hugH: Double, hugV: Double, resistH: Double, resistV: Double,
                stack: UIKitStackSettings?, spacingAfter: Double?, textStyle: String? = nil,
                semanticContent: String = "unspecified") {
        self.hidden = hidden; self.hugH = hugH; self.hugV = hugV; self.resistH = resistH; self.resistV = resistV
        self.stack = stack; self.spacingAfter = spacingAfter; self.textStyle = textStyle
        self.semanticContent = semanticContent
    }
}

/// One declared view (or guide).
public struct UIKitView: Sendable {
    /// Its name: the stored property's name.
    public var name: String
    /// Its kind keyword (`view label button image field stack guide`).
    public var kind: String
    /// The superview's name, `root` at top level.
    public var parent: String
    /// Whether its parent is a stack, so it is an arranged subview.
    public var isArranged: Bool
    /// The declaration's line.
    public var line: Int
    /// The settings of each variant.
    public var settings: PerVariant<UIKitViewSettings>
    /// Creates a view.
    public init(name: String, kind: String, parent: String, isArranged: Bool, line: Int,
                settings: PerVariant<UIKitViewSettings>) {
        self.name = name; self.kind = kind; self.parent = parent; self.isArranged = isArranged
        self.line = line; self.settings = settings
    }
}

/// One `NSLayoutConstraint`: `first.firstAttribute RELATION multiplier × second.secondAttribute + constant`.
public struct UIKitConstraint: Sendable {
    /// `FILE:LINE:COLUMN` of the source it came from (its `identifier`).
    public var identifier: String
    /// The source line, for the comment.
    public var line: Int
    /// The source text it came from (the line's text for VFL; the statement for others).
    public var sourceText: String
    /// The first item's name (`root`, `safeArea`, `margins` or a declared view).
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
    public var constants: PerVariant<UIKitConstant?>
    /// For a first side that is the distance between two anchors (three or four anchors in
    /// all): the item and attribute it is measured from, `firstBase.anchorWithOffset(to: first)`.
    public var firstBase: (item: String, attribute: String)?
    /// The same for the second side.
    public var secondBase: (item: String, attribute: String)?
    /// For a constraint that keeps an arranged view inside a baseline-aligned stack: the view,
    /// whose `isHidden` at run time it follows (`nil` for every other constraint).
    public var followsHiddenView: String?
    /// Creates a constraint.
    public init(identifier: String, line: Int, sourceText: String, first: String, firstAttribute: String,
                relation: String, second: String?, secondAttribute: String?, multiplier: Double, priority: Double,
                constants: PerVariant<UIKitConstant?>) {
        self.identifier = identifier; self.line = line; self.sourceText = sourceText
        self.first = first; self.firstAttribute = firstAttribute; self.relation = relation
        self.second = second; self.secondAttribute = secondAttribute; self.multiplier = multiplier
        self.priority = priority; self.constants = constants
    }

    /// The indices of the variants it holds in.
    public var variantIndices: [Int] { constants.values.indices.filter { constants.values[$0] != nil } }
    /// Whether its constant follows the content size category in some variant.
    public var isScaled: Bool { constants.values.contains { $0?.isScaled == true } }
}

/// A whole file ready to be written.
public struct UIKitModel: Sendable {
    /// The path as given on the command line.
    public var file: String
    /// The generated class's name.
    public var className: String
    /// The variants, in the order of every `PerVariant`: the four size classes, each split into
    /// bands of content size categories when the layout depends on the category.
    public var variants: [UIKitVariant]
    /// Declared views in declaration order (depth first, source order).
    public var views: [UIKitView]
    /// Constraints in source order.
    public var constraints: [UIKitConstraint]
    /// Creates a model.
    public init(file: String, className: String, variants: [UIKitVariant], views: [UIKitView],
                constraints: [UIKitConstraint]) {
        self.file = file; self.className = className; self.variants = variants; self.views = views
        self.constraints = constraints
    }

    /// Whether the layout depends on the content size category (some size class has several
    /// bands, or some constant or font follows the category).
    public var dependsOnContentSize: Bool {
        variants.count > UIKitSizeClasses.allCases.count || constraints.contains(where: \.isScaled)
            || views.contains { v in v.settings.values.contains { $0.textStyle != nil || $0.hasScaledSpacing } }
    }
}
