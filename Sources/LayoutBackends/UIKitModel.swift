import LayoutSource

// The code-generation model of one `.layout` file for `vflc emit uikit`: plain values, built
// by the driver from the four variants' IR (`UIKitModelBuilder`) and written as Swift by
// `UIKitWriter`. It knows nothing of lowering: views by name, constraints as UIKit's one
// equation each, and for everything that can change, its value in each variant.

/// The four size-class variants, in the order the generated code lists them.
public enum UIKitVariant: Int, CaseIterable, Sendable, Comparable {
    case compactCompact, compactRegular, regularCompact, regularRegular

    /// The variant of these size classes.
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

    public static func < (a: UIKitVariant, b: UIKitVariant) -> Bool { a.rawValue < b.rawValue }
}

/// A value that may differ between the four variants, indexed by `UIKitVariant.rawValue`.
public struct PerVariant<Value: Equatable & Sendable>: Equatable, Sendable {
    /// The values of `compactCompact`, `compactRegular`, `regularCompact`, `regularRegular`.
    public var values: [Value]
    /// Creates the value from one per variant (exactly four).
    public init(_ values: [Value]) { precondition(values.count == 4); self.values = values }
    /// The value of `variant`.
    public subscript(_ variant: UIKitVariant) -> Value { values[variant.rawValue] }
    /// The value when all four variants agree.
    public var uniform: Value? { values.allSatisfy { $0 == values[0] } ? values[0] : nil }
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
    /// Creates settings.
    public init(axis: String, distribution: String, alignment: String, spacing: Double) {
        self.axis = axis; self.distribution = distribution; self.alignment = alignment; self.spacing = spacing
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
    /// Creates settings.
    public init(hidden: Bool, hugH: Double, hugV: Double, resistH: Double, resistV: Double,
                stack: UIKitStackSettings?, spacingAfter: Double?) {
        self.hidden = hidden; self.hugH = hugH; self.hugV = hugV; self.resistH = resistH; self.resistV = resistV
        self.stack = stack; self.spacingAfter = spacingAfter
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
    public var constants: PerVariant<Double?>
    /// Creates a constraint.
    public init(identifier: String, line: Int, sourceText: String, first: String, firstAttribute: String,
                relation: String, second: String?, secondAttribute: String?, multiplier: Double, priority: Double,
                constants: PerVariant<Double?>) {
        self.identifier = identifier; self.line = line; self.sourceText = sourceText
        self.first = first; self.firstAttribute = firstAttribute; self.relation = relation
        self.second = second; self.secondAttribute = secondAttribute; self.multiplier = multiplier
        self.priority = priority; self.constants = constants
    }

    /// The variants it holds in.
    public var variants: [UIKitVariant] { UIKitVariant.allCases.filter { constants[$0] != nil } }
}

/// A whole file ready to be written.
public struct UIKitModel: Sendable {
    /// The path as given on the command line.
    public var file: String
    /// The generated class's name.
    public var className: String
    /// Declared views in declaration order (depth first, source order).
    public var views: [UIKitView]
    /// Constraints in source order.
    public var constraints: [UIKitConstraint]
    /// Creates a model.
    public init(file: String, className: String, views: [UIKitView], constraints: [UIKitConstraint]) {
        self.file = file; self.className = className; self.views = views; self.constraints = constraints
    }
}
