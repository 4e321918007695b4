import LayoutSource

// The emission model of one `.layout` file: what every code emitter (`vflc emit NAME`) reads.
// Plain values, built once from the variants' IR by `LayoutEmission.EmissionModelBuilder` and
// written by an `Emitter` (the UIKit writer is the first). It knows nothing of lowering and
// nothing of any platform's API: views by name, each constraint once as the one equation of
// Auto Layout (attributes as the file writes them) with its constant in each variant, and for
// every property that can change, its value in each variant.

/// The four size-class combinations, in the order every emitter lists them.
public enum SizeClasses: Int, CaseIterable, Sendable, Comparable {
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

    public static func < (a: SizeClasses, b: SizeClasses) -> Bool { a.rawValue < b.rawValue }
}

/// One variant of the generated code: a size-class combination and the content size
/// categories it covers (all twelve for a layout that does not depend on the category; else
/// the categories that select the same constraints and properties, a "band").
public struct EmissionVariant: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Its position in `EmissionModel.variants` (and in every `PerVariant`).
    public var index: Int
    /// The size classes.
    public var sizeClasses: SizeClasses
    /// The categories it covers, smallest first.
    public var categories: [ContentSizeCategory]
    /// Whether it covers the default category `L`.
    public var isDefaultBand: Bool { categories.contains(.defaultCategory) }

    /// Creates a variant.
    public init(index: Int, sizeClasses: SizeClasses, categories: [ContentSizeCategory]) {
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

    /// `wC hR`, or `wC hR AX1…AX5` for a band.
    public var description: String {
        let classes = sizeClasses.traits.description
        guard categories.count < ContentSizeCategory.allCases.count else { return classes }
        return classes + " " + runs.map { r in
            r.lowerBound == r.upperBound ? r.lowerBound.shortName : r.lowerBound.shortName + "…" + r.upperBound.shortName
        }.joined(separator: ", ")
    }

    public static func < (a: EmissionVariant, b: EmissionVariant) -> Bool { a.index < b.index }
}

/// A value that may differ between the variants, indexed by `EmissionVariant.index`.
public struct PerVariant<Value: Equatable & Sendable>: Equatable, Sendable {
    /// The value of each variant, in `EmissionModel.variants` order.
    public var values: [Value]
    /// Creates the value from one per variant.
    public init(_ values: [Value]) { precondition(!values.isEmpty); self.values = values }
    /// The value of `variant`.
    public subscript(_ variant: EmissionVariant) -> Value { values[variant.index] }
    /// The value when all variants agree.
    public var uniform: Value? { values.allSatisfy { $0 == values[0] } ? values[0] : nil }
}

/// A constant in one variant: `base + Σ value × (style's point size at the category / at L)`,
/// which follows the content size category at run time the way `scaled(…)` does (UIKit's
/// `UIFontMetrics.scaledValue(for:compatibleWith:)`). Most constants are a plain `base`.
public struct ScaledConstant: Equatable, Sendable {
    /// The part that does not scale.
    public var base: Double
    /// The scaled parts: a text style and the value at the default category.
    public var scaled: [ScaledPart]
    /// Creates a constant.
    public init(base: Double, scaled: [ScaledPart] = []) { self.base = base; self.scaled = scaled }
    /// Whether it follows the content size category.
    public var isScaled: Bool { !scaled.isEmpty }
}

/// One scaled part of a constant: `value` at `L`, scaled as text of `style` is.
public struct ScaledPart: Equatable, Sendable {
    /// The text style as the file names it (`body`, `caption1`: UIKit's `UIFont.TextStyle` names).
    public var style: String
    /// The value at the default category `L`.
    public var value: Double
    /// Creates a part.
    public init(style: String, value: Double) { self.style = style; self.value = value }
}

/// Settings of a stack in one variant, in the file's words (which are UIStackView's).
public struct EmissionStackSettings: Equatable, Sendable {
    /// `horizontal` or `vertical`.
    public var axis: String
    /// The `distribution` keyword (`fill`, `fillEqually` …).
    public var distribution: String
    /// The `alignment` keyword (`fill`, `center`, `firstBaseline` …).
    public var alignment: String
    /// The spacing in points.
    public var spacing: Double
    /// The file's `baselineRelative`.
    public var baselineRelative: Bool
    /// Whether the arranged views are laid out within the stack's layout margins.
    public var marginsRelative = false
    /// Creates settings.
    public init(axis: String, distribution: String, alignment: String, spacing: Double, baselineRelative: Bool = false) {
        self.axis = axis; self.distribution = distribution; self.alignment = alignment; self.spacing = spacing
        self.baselineRelative = baselineRelative
    }
}

/// What can change about a view between variants.
public struct EmissionViewSettings: Equatable, Sendable {
    /// Hidden.
    public var hidden: Bool
    /// Content-hugging priorities (horizontal, vertical).
    public var hugH: Double, hugV: Double
    /// Compression-resistance priorities (horizontal, vertical).
    public var resistH: Double, resistV: Double
    /// The stack's settings, for stacks.
    public var stack: EmissionStackSettings?
    /// Custom spacing after this view in its stack, if set.
    public var spacingAfter: Double?
    /// The text style of a label, button or field, if any (the file's name for it).
    public var textStyle: String?
    /// The file's `direction` keyword (`auto`, `ltr`, `rtl`, `playback`, `spatial`).
    public var direction: String
    /// A stack spacing that follows the content size category (`spacing scaled(8, body)`;
    /// `stack.spacing` is then its value at `L`).
    public var scaledSpacing: ScaledConstant?
    /// A custom spacing after this arranged view that follows the content size category.
    public var scaledSpacingAfter: ScaledConstant?
    /// The layout margins (top, leading, bottom, trailing) of a view whose margins the file
    /// writes or whose margins guide it uses; `nil` leaves the platform's.
    public var margins: [Double]?
    /// Whether its spacing or custom spacing follows the content size category.
    public var hasScaledSpacing: Bool { scaledSpacing != nil || scaledSpacingAfter != nil }
    /// Creates settings.
    public init(hidden: Bool, hugH: Double, hugV: Double, resistH: Double, resistV: Double,
                stack: EmissionStackSettings?, spacingAfter: Double?, textStyle: String? = nil, direction: String = "auto") {
        self.hidden = hidden; self.hugH = hugH; self.hugV = hugV; self.resistH = resistH; self.resistV = resistV
        self.stack = stack; self.spacingAfter = spacingAfter; self.textStyle = textStyle
        self.direction = direction
    }
}

/// One declared view (or guide).
public struct EmissionView: Sendable {
    /// Its name.
    public var name: String
    /// Its kind keyword (`view label button image field stack guide scroll switch …`).
    public var kind: String
    /// The class written after its name (`view chart: ChartView`), which the output creates
    /// instead of the kind's own; as written (`Charts.BarChart`).
    public var customClass: String?
    /// The superview's name, `root` at top level.
    public var parent: String
    /// Whether its parent is a stack, so it is an arranged subview.
    public var isArranged: Bool
    /// The declaration's line.
    public var line: Int
    /// The declaration's range (for an emitter's diagnostics about the view).
    public var declaration: SourceRange?
    /// The settings of each variant.
    public var settings: PerVariant<EmissionViewSettings>
    /// Creates a view.
    public init(name: String, kind: String, parent: String, isArranged: Bool, line: Int,
                declaration: SourceRange? = nil, settings: PerVariant<EmissionViewSettings>) {
        self.name = name; self.kind = kind; self.parent = parent; self.isArranged = isArranged
        self.line = line; self.declaration = declaration; self.settings = settings
    }
}

/// What a constraint's side names: a declared view, the root or one of its built-in guides
/// (`root`, `safeArea`, `margins`), or a guide a view owns (`card`'s margins guide).
public struct EmissionItem: Hashable, Sendable {
    /// The name as the file writes it (a view's own guide: its name in the file).
    public var name: String
    /// Its kind keyword (a built-in item's is `view` or `guide`).
    public var kind: String
    /// For a view's own guide: which (`margins`, `readable`, `keyboard`, `content`, `frame`) …
    public var guide: String?
    /// … the view that owns it …
    public var owner: String?
    /// … and the owner's kind (`scroll`: a scroll view's guides).
    public var ownerKind: String?
    /// Creates an item.
    public init(name: String, kind: String, guide: String? = nil, owner: String? = nil, ownerKind: String? = nil) {
        self.name = name; self.kind = kind; self.guide = guide; self.owner = owner; self.ownerKind = ownerKind
    }
}

/// An item and one of its attributes, as the file writes it (`firstBaseline` stays).
public struct EmissionAnchor: Hashable, Sendable {
    /// The item.
    public var item: EmissionItem
    /// The attribute keyword (`leading`, `width`, `firstBaseline` …).
    public var attribute: String
    /// Creates an anchor.
    public init(_ item: EmissionItem, _ attribute: String) { self.item = item; self.attribute = attribute }
}

/// One constraint: `first RELATION multiplier × second + constant`, where a side may instead
/// be the distance from a base anchor to its anchor (three or four anchors in all).
public struct EmissionConstraint: Sendable {
    /// `FILE:LINE:COLUMN` of the source it came from, then a space and a role where one
    /// position makes several constraints (`… width-hugging`): distinct in the file.
    public var identifier: String
    /// The source range it came from.
    public var range: SourceRange
    /// The source line, for a comment.
    public var line: Int
    /// The source line's text, trimmed, at most 100 characters.
    public var sourceText: String
    /// The first side's anchor.
    public var first: EmissionAnchor
    /// `==`, `<=` or `>=`.
    public var relation: String
    /// The second side's anchor; `nil` for a constant.
    public var second: EmissionAnchor?
    /// The multiplier.
    public var multiplier: Double
    /// The priority, 1…1000.
    public var priority: Double
    /// The constant in each variant; `nil` where the constraint does not hold.
    public var constants: PerVariant<ScaledConstant?>
    /// For a first side that is the distance between two anchors: the anchor it is measured from.
    public var firstBase: EmissionAnchor?
    /// The same for the second side.
    public var secondBase: EmissionAnchor?
    /// For a constraint that keeps an arranged view inside a baseline-aligned stack: the view,
    /// whose hidden state at run time it follows (`nil` for every other constraint).
    public var followsHiddenView: String?
    /// The name the file gives it (`heroHeight: hero.height == 200`), by which the output
    /// exposes it; constraints of different variants may share one name (one per variant).
    public var name: String?
    /// Creates a constraint.
    public init(identifier: String, range: SourceRange, line: Int, sourceText: String, first: EmissionAnchor,
                relation: String, second: EmissionAnchor?, multiplier: Double, priority: Double,
                constants: PerVariant<ScaledConstant?>) {
        self.identifier = identifier; self.range = range; self.line = line; self.sourceText = sourceText
        self.first = first; self.relation = relation; self.second = second
        self.multiplier = multiplier; self.priority = priority; self.constants = constants
    }

    /// The indices of the variants it holds in.
    public var variantIndices: [Int] { constants.values.indices.filter { constants.values[$0] != nil } }
    /// Whether its constant follows the content size category in some variant.
    public var isScaled: Bool { constants.values.contains { $0?.isScaled == true } }
}

/// A whole file ready to be written by any emitter.
public struct EmissionModel: Sendable {
    /// The file's name as constraint identifiers and headers show it.
    public var file: String
    /// The variants, in the order of every `PerVariant`: the four size classes, each split into
    /// bands of content size categories when the layout depends on the category.
    public var variants: [EmissionVariant]
    /// Declared views in declaration order (depth first, source order).
    public var views: [EmissionView]
    /// Constraints in source order: those the platform does not make itself (stack
    /// arrangements, intrinsic sizes of content views, the canvas and its guides are left out).
    public var constraints: [EmissionConstraint]
    /// For a cell's file (`cell table`, `cell collection`): which; the root is the cell's
    /// content view. `nil` for a screen.
    public var cell: String?
    /// Creates a model.
    public init(file: String, variants: [EmissionVariant], views: [EmissionView], constraints: [EmissionConstraint],
                cell: String? = nil) {
        self.file = file; self.variants = variants; self.views = views; self.constraints = constraints; self.cell = cell
    }

    /// Whether the layout depends on the content size category (some size class has several
    /// bands, or some constant, spacing or font follows the category).
    public var dependsOnContentSize: Bool {
        variants.count > SizeClasses.allCases.count || constraints.contains(where: \.isScaled)
            || views.contains { v in v.settings.values.contains { $0.textStyle != nil || $0.hasScaledSpacing } }
    }
}

/// A number as the shortest decimal literal that reads back as the same double (`20`, `0.2`,
/// `-7.5`, `0.3333333333333333`): how emitters write numbers, and the measure of "simplest"
/// when several scaled forms fit the same constants.
public enum DecimalLiteral {
    /// The literal.
    public static func shortest(_ value: Double) -> String {
        let v = value == 0 ? 0 : value // no `-0`
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }
}
