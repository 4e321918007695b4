import LayoutSource
import LayoutSyntax

// The constraint IR: what lowering produces for one trait variant and one canvas, and what
// the checker, the solver adapter and the backends consume. Plain values, deterministic order.

/// Index of a view in `LayoutIR.views`; `0` is always `root`.
public struct ViewID: Hashable, Comparable, Sendable {
    /// The index into `LayoutIR.views`.
    public var index: Int
    /// Creates an id.
    public init(_ index: Int) { self.index = index }
    /// The canvas view.
    public static let root = ViewID(0)
    public static func < (a: ViewID, b: ViewID) -> Bool { a.index < b.index }
}

/// The four unknowns of a view's frame, in the root's coordinates (absolute).
public enum FrameComponent: Int, Sendable, CaseIterable {
    case x = 0, y = 1, width = 2, height = 3

    /// `x`, `y`, `width`, `height`: the case's name, without the reflection that string
    /// interpolation of an enum goes through (most of `vflc dump ir`'s time on large files).
    public var name: String {
        switch self {
        case .x: return "x"
        case .y: return "y"
        case .width: return "width"
        case .height: return "height"
        }
    }
}

/// One solver unknown: a component of a view's absolute frame.
/// Its dense index is `view.index * 4 + component.rawValue`.
public struct IRVariable: Hashable, Comparable, Sendable {
    /// The view.
    public var view: ViewID
    /// Which component.
    public var component: FrameComponent
    /// Creates a variable.
    public init(_ view: ViewID, _ component: FrameComponent) { self.view = view; self.component = component }
    /// Dense index, `view.index * 4 + component`.
    public var index: Int { view.index * 4 + component.rawValue }
    /// Inverse of `index`.
    public init(index: Int) { self.view = ViewID(index / 4); self.component = FrameComponent(rawValue: index % 4)! }
    public static func < (a: IRVariable, b: IRVariable) -> Bool { a.index < b.index }
}

/// `coefficient * variable`.
public struct LinearTerm: Hashable, Sendable {
    /// The variable.
    public var variable: IRVariable
    /// Its coefficient (never 0 in a normalised expression).
    public var coefficient: Double
    /// Creates a term.
    public init(_ variable: IRVariable, _ coefficient: Double) { self.variable = variable; self.coefficient = coefficient }
}

/// What produced a constraint, so a diagnostic can point at it.
public enum ConstraintOriginKind: String, Sendable {
    /// An explicit `a.x == b.y` line.
    case explicit
    /// A connection (spacing) on a VFL line.
    case vflConnection
    /// A size predicate `[a(…)]` on a VFL line.
    case vflPredicate
    /// The `<= w @hug` half of an intrinsic size.
    case intrinsicHug
    /// The `>= w @resist` half of an intrinsic size.
    case intrinsicResist
    /// Made by a stack for an arranged view.
    case stack
    /// The root's frame (canvas size) or the fitting-size objective of `--size …xauto`.
    case canvas
    /// The frame of the `safeArea` or `margins` guide (from the device).
    case guide
    /// An alignment of a visual-format line's `options` (`alignAllCenterY`: `a.centerY == b.centerY`).
    case vflOption
}

/// The origin of a constraint: the exact source text, and other places involved.
public struct ConstraintOrigin: Hashable, Sendable {
    /// What kind of source made it.
    public var kind: ConstraintOriginKind
    /// The primary range: the connection or predicate of a VFL line, the explicit statement,
    /// the `intrinsic` property, the stack declaration; `nil` for canvas and guide constraints.
    public var range: SourceRange?
    /// Other ranges involved (for a stack: the arranged view's declaration).
    public var related: [SourceRange]
    /// A readable rendering of the constraint, e.g. `title.leading == avatar.trailing + 12`.
    public var description: String {
        get { deferred.render() }
        set { deferred = .text(newValue) }
    }
    // Lowering makes hundreds of thousands of constraints for a large file and most
    // descriptions are never read, so it stores what to render and renders on demand.
    private var deferred: DeferredDescription

    /// Creates an origin.
    public init(kind: ConstraintOriginKind, range: SourceRange?, related: [SourceRange] = [], description: String) {
        self.kind = kind; self.range = range; self.related = related; self.deferred = .text(description)
    }

    /// What the description is rendered from (for tests that compare origins field by field).
    var deferredDescription: DeferredDescription { deferred }

    /// Creates an origin whose description is rendered when first read.
    init(kind: ConstraintOriginKind, range: SourceRange?, related: [SourceRange] = [], deferred: DeferredDescription) {
        self.kind = kind; self.range = range; self.related = related; self.deferred = deferred
    }

    /// Equal when kind, ranges and rendered description are.
    public static func == (a: ConstraintOrigin, b: ConstraintOrigin) -> Bool {
        a.kind == b.kind && a.range == b.range && a.related == b.related && a.description == b.description
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind); hasher.combine(range); hasher.combine(related); hasher.combine(description)
    }
}

/// `sum(terms) + constant  RELATION  0`, at a priority.
public struct IRConstraint: Sendable {
    /// Terms sorted by variable index, merged, without zero coefficients.
    public var terms: [LinearTerm]
    /// The constant.
    public var constant: Double
    /// The relation to zero.
    public var relation: Relation
    /// 1…1000; 1000 is required.
    public var priority: Double
    /// Where it came from.
    public var origin: ConstraintOrigin
    /// Ranges of the `when` conditions (or `else` keywords) that enabled it, outermost first.
    public var conditions: [SourceRange]
    /// The constraint as written, in UIKit's one-equation form, wherever the source says one:
    /// VFL gaps and size predicates, explicit constraints of one or two anchors, intrinsic
    /// hug/resist halves, and the stack constraints UIKit's `UIStackView` does not make itself
    /// (`StackAlignment`), and explicit constraints of three or four anchors that pair up as
    /// distances (an offset form). `nil` for other stack, canvas and guide constraints, and for
    /// other explicit constraints of three or more anchors (`LayoutIR.anchorFormGaps` says why).
    public var anchor: AnchorForm?
    /// Creates a constraint.
    public init(terms: [LinearTerm], constant: Double, relation: Relation, priority: Double,
                origin: ConstraintOrigin, conditions: [SourceRange] = [], anchor: AnchorForm? = nil) {
        self.terms = terms; self.constant = constant; self.relation = relation
        self.priority = priority; self.origin = origin; self.conditions = conditions; self.anchor = anchor
    }

    /// Whether it must hold.
    public var isRequired: Bool { priority >= 1000 }
}

/// Stack settings as lowered for one variant (after `set` lines).
public struct StackSettings: Hashable, Sendable {
    /// `marginsRelative` (UIKit's `isLayoutMarginsRelativeArrangement`): the arranged views
    /// are laid out within the stack's layout margins rather than its edges.
    public var marginsRelative = false
    /// The axis.
    public var axis: StackAxis
    /// The distribution.
    public var distribution: StackDistribution
    /// The alignment.
    public var alignment: StackAlignment
    /// The spacing in points.
    public var spacing: Double
    /// `baselineRelative` (UIKit's `isBaselineRelativeArrangement`): in a vertical stack,
    /// spacing is measured from a view's last baseline to the next one's first baseline.
    public var baselineRelative = false
    /// Creates settings.
    public init(axis: StackAxis = .horizontal, distribution: StackDistribution = .fill,
                alignment: StackAlignment = .fill, spacing: Double = 0) {
        self.axis = axis; self.distribution = distribution; self.alignment = alignment; self.spacing = spacing
    }
}

/// Where a text view's baselines are, from its top (the `baseline F[,L]` property): UIKit's
/// first and last baselines of its topmost and bottommost lines of text.
public struct BaselineOffsets: Hashable, Sendable {
    /// The first baseline's distance from the top.
    public var first: Double
    /// The last baseline's distance from the top (the first for one line).
    public var last: Double
    /// Creates offsets.
    public init(first: Double, last: Double) { self.first = first; self.last = last }
}

/// A view as lowered for one variant.
public struct IRView: Sendable {
    /// Its id (index in `LayoutIR.views`).
    public var id: ViewID
    /// Its name (`root`, `safeArea`, `margins` for the built-ins).
    public var name: String
    /// Its kind; the root is a `view`, the system guides are `guide`s.
    public var kind: ViewKind
    /// The superview; `nil` only for the root.
    public var parent: ViewID?
    /// Its declaration's name range; `nil` for built-ins.
    public var declaration: SourceRange?
    /// Whether it is hidden in this variant.
    public var hidden: Bool
    /// Whether it is a built-in (root, safeArea, margins) rather than declared in the file.
    public var isBuiltin: Bool
    /// Intrinsic width and height in this variant (`nil` for none).
    public var intrinsicWidth: Double?
    /// Intrinsic height.
    public var intrinsicHeight: Double?
    /// Hugging priorities (horizontal, vertical).
    public var hug: (horizontal: Double, vertical: Double)
    /// Compression-resistance priorities (horizontal, vertical).
    public var resist: (horizontal: Double, vertical: Double)
    /// Stack settings, for stacks.
    public var stack: StackSettings?
    /// Custom spacing after this view in its stack, if set.
    public var spacingAfter: Double?
    /// The text style (`style body`) of a label, button or field; its intrinsic size above is
    /// already scaled to the variant's content size category.
    public var textStyle: TextStyle?
    /// Its baselines (`baseline F[,L]`), for labels, buttons and fields that declare them.
    public var baseline: BaselineOffsets?
    /// Its `direction` property (UIKit's `semanticContentAttribute`); `.auto` by default.
    public var semanticContent: SemanticContent = .auto
    /// The direction it arranges its own content in (UIKit's
    /// `effectiveUserInterfaceLayoutDirection`), set by lowering for this target.
    public var effectiveDirection: LayoutDirection = .leftToRight
    /// Its layout margins (`margins T,L,B,R`; UIKit's `directionalLayoutMargins`, 8 on each
    /// side unless written). Unused for the root, whose margins are the device's.
    public var margins: DirectionalInsets = .viewDefault
    /// Where this variant's `margins` property is written, if it is.
    public var marginsSource: SourceRange?
    /// For a layout guide of a declared view (or one of the root's besides `safeArea` and
    /// `margins`), which guide it is; its owner is `parent`.
    public var guide: LayoutGuideKind?
    /// The class written after the name (`view chart: ChartView`), which generated code
    /// instantiates; the view is laid out and checked as its `kind`.
    public var customClass: String?
    /// The whole declaration, from the kind keyword to the closing brace of its body (or its
    /// last property); `nil` for built-ins. Fixes insert lines after it.
    public var declarationRange: SourceRange?
    /// Creates a view.
    public init(id: ViewID, name: String, kind: ViewKind, parent: ViewID?, declaration: SourceRange?,
                hidden: Bool = false, isBuiltin: Bool = false, intrinsicWidth: Double? = nil,
                intrinsicHeight: Double? = nil, hug: (horizontal: Double, vertical: Double) = (250, 250),
                resist: (horizontal: Double, vertical: Double) = (750, 750), stack: StackSettings? = nil,
                spacingAfter: Double? = nil) {
        self.id = id; self.name = name; self.kind = kind; self.parent = parent; self.declaration = declaration
        self.hidden = hidden; self.isBuiltin = isBuiltin; self.intrinsicWidth = intrinsicWidth
        self.intrinsicHeight = intrinsicHeight; self.hug = hug; self.resist = resist; self.stack = stack
        self.spacingAfter = spacingAfter
    }
}

/// A layout guide a view owns (spec "Margins and guides" in docs/language.md).
public enum LayoutGuideKind: String, Hashable, Sendable, CaseIterable {
    /// `layoutMarginsGuide`: the view inset by its layout margins.
    case margins
    /// `readableContentGuide`: centred in the margins, at most the readable width wide.
    case readable
    /// `keyboardLayoutGuide` (the root's only): the docked keyboard, or the bottom of the
    /// safe area when no keyboard is shown.
    case keyboard
    /// A scroll view's `contentLayoutGuide`: the content area, whose size is the content size.
    /// Its top-left corner is the scroll view's at content offset zero.
    case content
    /// A scroll view's `frameLayoutGuide`: the scroll view's own frame, which does not scroll.
    case frame
}

/// What a cell file's root is (`cell table`, `cell collection`): a cell's content view,
/// as wide as its table or collection and as tall as its content (docs/language.md §16).
public struct CellLayout: Hashable, Sendable {
    /// Table or collection.
    public var kind: CellKind
    /// The content view's height during UIKit's first layout pass
    /// (`UIView-Encapsulated-Layout-Height`): the header's `estimated N`, else 44 for a table
    /// cell and 50 for a collection cell.
    public var estimatedHeight: Double
    /// The header (`cell table …`), where the cell's own diagnostics point.
    public var range: SourceRange
    /// Creates a cell layout.
    public init(kind: CellKind, estimatedHeight: Double, range: SourceRange) {
        self.kind = kind; self.estimatedHeight = estimatedHeight; self.range = range
    }

    /// The first pass's height when the header names none. A table's is the standard row
    /// height, 44 pt, that `UIView-Encapsulated-Layout-Height` holds a new cell at ("The
    /// default value is automaticDimension, which means that the table view selects an
    /// estimated height", UITableView.estimatedRowHeight); a flow layout's item is 50 × 50 pt
    /// unless set (UICollectionViewFlowLayout.itemSize: "The default size value is (50.0, 50.0)").
    public static func defaultEstimate(_ kind: CellKind) -> Double { kind == .table ? 44 : 50 }
}

/// Edge insets in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double, left: Double, bottom: Double, right: Double
    /// Creates insets.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// No insets.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// The canvas a variant is solved on (spec §8).
public struct Canvas: Hashable, Sendable {
    /// Width in points; `nil` for `auto` (fitting size).
    public var width: Double?
    /// Height in points; `nil` for `auto`.
    public var height: Double?
    /// Safe-area insets.
    public var safeArea: EdgeInsets
    /// The device's name, if the canvas is a device's.
    public var deviceName: String?
    /// The height of a docked keyboard shown over the bottom of the canvas (`render
    /// --keyboard`), measured from the canvas's bottom edge; `nil` when no keyboard is shown.
    public var keyboardHeight: Double?
    /// The root's layout margin inside the safe area when the device's is known to differ from
    /// the size-class rule (16 pt in compact width, 20 pt in regular width): UIKit gives a
    /// view controller's root 20 pt on the 414 pt and wider iPhones in portrait, which are
    /// compact width (an Interface Builder document's device). `nil`: the rule.
    public var rootMargin: Double?
    /// Creates a canvas.
    public init(width: Double?, height: Double?, safeArea: EdgeInsets = .zero, deviceName: String? = nil) {
        self.width = width; self.height = height; self.safeArea = safeArea; self.deviceName = deviceName
    }
}

/// What to compile a file for: a trait variant on a canvas.
public struct LayoutTarget: Hashable, Sendable {
    /// The size classes.
    public var variant: TraitVariant
    /// The canvas.
    public var canvas: Canvas
    /// The layout direction (`--direction`); left to right unless asked.
    public var direction: LayoutDirection = .leftToRight
    /// Creates a target.
    public init(variant: TraitVariant, canvas: Canvas) { self.variant = variant; self.canvas = canvas }
    /// Creates a target in a layout direction.
    public init(variant: TraitVariant, canvas: Canvas, direction: LayoutDirection) {
        self.variant = variant; self.canvas = canvas; self.direction = direction
    }

    /// How diagnostics name the target: the variant (`wC hR`), followed by `rtl` for a
    /// right-to-left target, so a finding that holds in one direction only says so.
    public var label: String { direction == .rightToLeft ? "\(variant) rtl" : variant.description }
}

/// The constraint system of one file for one target.
public struct LayoutIR: Sendable {
    /// The target it was lowered for.
    public var target: LayoutTarget
    /// Views by `ViewID`: root first, then `safeArea` and `margins`, then declared views in
    /// source order (depth first).
    public var views: [IRView]
    /// Constraints in deterministic order (source order, canvas and guide constraints first).
    /// Used like an array; targets lowered from one representative share the storage of
    /// everything after their own canvas and guide constraints (`IRConstraintList`).
    public var constraints: IRConstraintList
    /// The value of each metric defined for this variant (the effective definition, spec §7),
    /// in first-definition order; the solver never reads them (editors show them on hover).
    public var metrics: [(name: String, value: Double)]
    /// Why the explicit constraints of three or more anchors that have no `AnchorForm` have
    /// none, by source range (what `emit uikit` reports); usually empty.
    public var anchorFormGaps: [SourceRange: AnchorFormGap]
    /// For a cell file, what the root is; `nil` for a screen.
    public var cell: CellLayout?
    /// The names of named explicit constraints (`heroHeight: hero.height == 200`) active in
    /// this variant, by the constraint's source range (its `origin.range`); usually empty.
    public var constraintNames: [SourceRange: String] = [:]
    /// Creates an IR.
    public init(target: LayoutTarget, views: [IRView], constraints: [IRConstraint],
                metrics: [(name: String, value: Double)] = [], anchorFormGaps: [SourceRange: AnchorFormGap] = [:]) {
        self.init(target: target, views: views, constraintList: IRConstraintList(constraints), metrics: metrics,
                  anchorFormGaps: anchorFormGaps)
    }

    /// Creates an IR from a constraint list (which may share storage with another IR's).
    init(target: LayoutTarget, views: [IRView], constraintList: IRConstraintList,
         metrics: [(name: String, value: Double)], anchorFormGaps: [SourceRange: AnchorFormGap]) {
        self.target = target; self.views = views; self.constraints = constraintList; self.metrics = metrics
        self.anchorFormGaps = anchorFormGaps
    }

    /// Number of solver variables (`views.count * 4`).
    public var variableCount: Int { views.count * 4 }
}
