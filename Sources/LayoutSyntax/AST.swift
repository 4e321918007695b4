import LayoutSource

// The abstract syntax tree of a `.layout` file (spec §2–§7). Every node keeps its source
// range so that later stages can point at exactly the text that produced a constraint.
// The tree is plain values; `Parser` builds it, `LayoutLowering` reads it.

/// A name as written, with its range.
public struct Identifier: Hashable, Sendable {
    /// The name.
    public var name: String
    /// Where it is written.
    public var range: SourceRange
    /// Creates an identifier.
    public init(_ name: String, _ range: SourceRange) { self.name = name; self.range = range }
}

/// A whole file.
public struct LayoutFileSyntax: Sendable {
    /// Top-level statements, in source order.
    public var statements: [Statement]
    /// The whole file.
    public var range: SourceRange
    /// What of the content size category the file reads (set by the parser).
    public var contentSizeUsage = ContentSizeUsage()
    /// `cell table` or `cell collection` as the file's first statement: the file describes a
    /// self-sizing cell's content view (docs/language.md §16); `nil` for a screen.
    public var cell: CellHeader?
    /// Whether the ranges cover `.layout` text, which messages may quote as written; `false`
    /// for a tree another front end made of its own document (an Interface Builder document's
    /// XML), whose constraints messages quote as `LayoutPrinter` writes them.
    public var sourceIsLayoutText = true
    /// Creates a file node.
    public init(statements: [Statement], range: SourceRange) { self.statements = statements; self.range = range }
}

/// Whether a file depends on the content size category: the parser notes it while reading,
/// so the driver can apply the matrix rule (check L and AX5) and lowering knows whether
/// variants that differ only in the category can share one lowering.
public struct ContentSizeUsage: Sendable, Hashable {
    /// A `style` property or a `scaled(…)` expression: sizes change with the category.
    public var scalesSizes = false
    /// A `when` condition tests `size`: which bodies are selected may change with it.
    public var testsConditions = false
    /// The text styles of `scaled(…, STYLE)` expressions, in first-written order (`emit uikit`
    /// names them in `UIFontMetrics(forTextStyle:)`).
    public var scaledStyles: [TextStyle] = []
    /// Creates a usage.
    public init(scalesSizes: Bool = false, testsConditions: Bool = false) {
        self.scalesSizes = scalesSizes; self.testsConditions = testsConditions
    }
    /// Either.
    public var any: Bool { scalesSizes || testsConditions }
}

/// A statement: anything that can stand on its own line, at top level or in a block.
public indirect enum Statement: Sendable {
    case view(ViewDecl)
    case metrics(MetricsBlock)
    case vfl(VFLLine)
    case constraint(ConstraintStmt)
    case when(WhenBlock)
    case set(SetStmt)

    /// The statement's range.
    public var range: SourceRange {
        switch self {
        case .view(let s): return s.range
        case .metrics(let s): return s.range
        case .vfl(let s): return s.range
        case .constraint(let s): return s.range
        case .when(let s): return s.range
        case .set(let s): return s.range
        }
    }
}

/// The kind of a view (spec §3; the controls and `scroll` are docs/language.md §16–§17).
public enum ViewKind: String, Sendable, CaseIterable {
    case view, label, button, image, field, stack, guide
    /// `UIScrollView`, with its `content` and `frame` layout guides.
    case scroll
    /// `UISwitch`.
    case `switch`
    /// `UISlider`.
    case slider
    /// `UISegmentedControl`.
    case segmented
    /// `UIStepper`.
    case stepper
    /// `UIPageControl`.
    case pages
    /// `UIProgressView`.
    case progress
    /// `UIActivityIndicatorView`.
    case activity
    /// `UITextView`.
    case text
    /// `UIPickerView`.
    case picker
    /// `UIDatePicker`.
    case date
    /// `UITableView`.
    case table
    /// `UICollectionView`.
    case collection
}

/// What a cell file's content view belongs to: `cell table` or `cell collection`.
public enum CellKind: String, Sendable, CaseIterable {
    /// A `UITableViewCell`'s `contentView`.
    case table
    /// A `UICollectionViewCell`'s `contentView`.
    case collection
}

/// `cell table [estimated N]` or `cell collection [estimated N]`, the first statement of a cell
/// file: the root is the cell's content view, as wide as the table or collection, as tall as
/// its content (docs/language.md §16).
public struct CellHeader: Sendable {
    /// Table or collection.
    public var kind: CellKind
    /// The `cell` keyword.
    public var keywordRange: SourceRange
    /// The `table` or `collection` word.
    public var kindRange: SourceRange
    /// `estimated N`: the height UIKit gives the content view during its first layout pass
    /// (`estimatedRowHeight`, `estimatedItemSize`); `nil` for the default.
    public var estimatedHeight: Double?
    /// The `estimated N` property, if written.
    public var estimatedRange: SourceRange?
    /// The whole header.
    public var range: SourceRange
    /// Creates a header.
    public init(kind: CellKind, keywordRange: SourceRange, kindRange: SourceRange, estimatedHeight: Double?,
                estimatedRange: SourceRange?, range: SourceRange) {
        self.kind = kind; self.keywordRange = keywordRange; self.kindRange = kindRange
        self.estimatedHeight = estimatedHeight; self.estimatedRange = estimatedRange; self.range = range
    }
}

/// `KIND NAME [PROPERTY …] [{ BODY }]`.
public struct ViewDecl: Sendable {
    /// The kind keyword.
    public var kind: ViewKind
    /// Range of the kind keyword.
    public var kindRange: SourceRange
    /// The view's name.
    public var name: Identifier
    /// Properties in source order.
    public var properties: [ViewProperty]
    /// The body's statements (children, constraints, VFL lines, `when` blocks); `nil` without braces.
    public var body: [Statement]?
    /// From the kind keyword to the closing brace (or last property).
    public var range: SourceRange
    /// `: ClassName` after the name (`view chart: ChartView`): the class generated code
    /// instantiates; the checker treats the view as its declared kind.
    public var customClass: Identifier?
    /// Creates a view declaration.
    public init(kind: ViewKind, kindRange: SourceRange, name: Identifier, properties: [ViewProperty],
                body: [Statement]?, range: SourceRange, customClass: Identifier? = nil) {
        self.kind = kind; self.kindRange = kindRange; self.name = name
        self.properties = properties; self.body = body; self.range = range; self.customClass = customClass
    }
}

/// Stack axis.
public enum StackAxis: String, Sendable, CaseIterable { case horizontal, vertical }

/// Stack distribution (UIStackView.Distribution).
public enum StackDistribution: String, Sendable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

/// Stack alignment (UIStackView.Alignment); `leading`/`top` and `trailing`/`bottom` are
/// kept as written so diagnostics can quote them.
public enum StackAlignment: String, Sendable, CaseIterable {
    case fill, leading, center, trailing, top, bottom, firstBaseline, lastBaseline
}

/// A view's `direction` (UIKit's `UIView.semanticContentAttribute`): whether its content
/// flips under a right-to-left layout direction.
/// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute
public enum SemanticContent: String, Sendable, CaseIterable {
    /// `.unspecified`: follows the layout direction (the default).
    case auto
    /// `.forceLeftToRight`.
    case ltr
    /// `.forceRightToLeft`.
    case rtl
    /// `.playback`: media controls, never flipped.
    case playback
    /// `.spatial`: directional controls (a D-pad, text-alignment segments), never flipped.
    case spatial
}

/// One property of a view, a stack or a `set` line.
public enum ViewPropertyValue: Sendable {
    /// `intrinsic WxH`; `nil` for a side written `_`.
    case intrinsic(width: Double?, height: Double?)
    /// `hug H[,V]`; one value sets both axes (`vertical == nil`).
    case hug(horizontal: Double, vertical: Double?)
    /// `resist H[,V]`.
    case resist(horizontal: Double, vertical: Double?)
    /// `hidden` (and `visible`, which `set` may use to undo it).
    case hidden(Bool)
    /// `axis vertical|horizontal` (stacks).
    case axis(StackAxis)
    /// `distribution …` (stacks).
    case distribution(StackDistribution)
    /// `alignment …` (stacks).
    case alignment(StackAlignment)
    /// `spacing EXPR` (stacks).
    case spacing(Expr)
    /// `spacingAfter EXPR` on an arranged view: custom spacing after it (UIStackView.setCustomSpacing(_:after:)).
    case spacingAfter(Expr)
    /// `margins T,L,B,R` (or one value for all four): the view's layout margins, directional
    /// like UIKit's `directionalLayoutMargins` (top, leading, bottom, trailing).
    case margins(DirectionalInsets)
    /// `marginsRelative` (stacks): UIKit's `isLayoutMarginsRelativeArrangement = true`.
    case marginsRelative(Bool)
    /// `style body` on a label, button or field: the text style whose point size scales the
    /// declared intrinsic size with the content size category (`UIFont.TextStyle`).
    case style(TextStyle)
    /// `direction auto|ltr|rtl|playback|spatial`: UIKit's `semanticContentAttribute`.
    case direction(SemanticContent)
    /// `baseline F[,L]`: the first and last baselines' distances from the top (labels,
    /// buttons, fields); `last == nil` means the same as the first (one line of text).
    case baseline(first: Double, last: Double?)
    /// `baselineRelative` (stacks): UIKit's `isBaselineRelativeArrangement = true`.
    case baselineRelative(Bool)
    /// `uninstalled` (`installed(false)`), and `installed`, which `set` may use to undo it:
    /// whether the view is in the hierarchy in the variant. An uninstalled view and its
    /// subviews are removed, with every constraint that names them, as UIKit removes a view
    /// Interface Builder does not install in a size class.
    case installed(Bool)
}

/// Insets along the layout direction (UIKit's `NSDirectionalEdgeInsets`): `leading` is the
/// left inset left to right and the right one right to left.
/// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets
public struct DirectionalInsets: Hashable, Sendable {
    /// Top inset.
    public var top: Double
    /// Leading inset.
    public var leading: Double
    /// Bottom inset.
    public var bottom: Double
    /// Trailing inset.
    public var trailing: Double
    /// Creates insets.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// The same inset on every side.
    public init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }
    /// UIKit's default layout margins of a view that is not a view controller's root: "For most
    /// views, the default layout margins are 8 points on each side"
    /// (https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins).
    public static let viewDefault = DirectionalInsets(all: 8)
}

/// A property with its range (keyword through value).
public struct ViewProperty: Sendable {
    /// The value.
    public var value: ViewPropertyValue
    /// The keyword as written.
    public var keyword: Identifier
    /// Keyword through value.
    public var range: SourceRange
    /// Creates a property.
    public init(value: ViewPropertyValue, keyword: Identifier, range: SourceRange) {
        self.value = value; self.keyword = keyword; self.range = range
    }
}

/// `metrics { NAME = EXPR … }`.
public struct MetricsBlock: Sendable {
    /// The definitions, in source order.
    public var definitions: [MetricDef]
    /// The whole block.
    public var range: SourceRange
    /// Creates a metrics block.
    public init(definitions: [MetricDef], range: SourceRange) { self.definitions = definitions; self.range = range }
}

/// `NAME = EXPR` inside a metrics block.
public struct MetricDef: Sendable {
    /// The metric's name.
    public var name: Identifier
    /// Its value; may refer to other metrics.
    public var value: Expr
    /// The whole definition.
    public var range: SourceRange
    /// Creates a metric definition.
    public init(name: Identifier, value: Expr, range: SourceRange) { self.name = name; self.value = value; self.range = range }
}

/// `==`, `<=`, `>=`.
public enum Relation: String, Sendable, CaseIterable {
    case equal = "==", lessOrEqual = "<=", greaterOrEqual = ">="
}

/// A priority as written after `@`.
public enum PriorityValue: Sendable {
    /// A number; checked against 1…1000 by lowering.
    case number(Double)
    /// `required`, `high`, `low`, `fitting`, or a metric name (resolved by lowering).
    case name(String)
}

/// `@PRIORITY` with its range (excluding the `@`).
public struct PrioritySyntax: Sendable {
    /// The value.
    public var value: PriorityValue
    /// The range of the value.
    public var range: SourceRange
    /// Creates a priority.
    public init(value: PriorityValue, range: SourceRange) { self.value = value; self.range = range }
}

/// `EXPR RELATION EXPR [@PRIORITY]` (spec §5).
public struct ConstraintStmt: Sendable {
    /// Left-hand side.
    public var lhs: Expr
    /// The relation.
    public var relation: Relation
    /// Range of the relation operator.
    public var relationRange: SourceRange
    /// Right-hand side.
    public var rhs: Expr
    /// The priority, if written.
    public var priority: PrioritySyntax?
    /// The whole statement (from its name, when it has one).
    public var range: SourceRange
    /// Its name (`heroHeight: hero.height == 200`), which generated code exposes the constraint
    /// by (docs/language.md, "Named constraints"); `nil` for an anonymous constraint.
    public var name: Identifier?
    /// Creates a constraint statement.
    public init(lhs: Expr, relation: Relation, relationRange: SourceRange, rhs: Expr,
                priority: PrioritySyntax?, range: SourceRange, name: Identifier? = nil) {
        self.lhs = lhs; self.relation = relation; self.relationRange = relationRange
        self.rhs = rhs; self.priority = priority; self.range = range; self.name = name
    }
}

/// Binary operators of expressions.
public enum BinaryOperator: String, Sendable { case add = "+", subtract = "-", multiply = "*", divide = "/" }

/// An expression: numbers, metric or view names, anchors, arithmetic (spec §4, §5).
public struct Expr: Sendable {
    /// The shape of the expression.
    public indirect enum Kind: Sendable {
        /// A number literal.
        case number(Double)
        /// A bare name: a metric, or (in VFL predicates) a view.
        case name(Identifier)
        /// `VIEW.ATTRIBUTE`; the view may be `superview`, `root`, `safeArea` or `margins`.
        case anchor(view: Identifier, attribute: Identifier)
        /// `VIEW.GUIDE.ATTRIBUTE`: one of a view's layout guides (`card.margins.leading`,
        /// `root.readable.width`); the guide name is checked by lowering.
        case guideAnchor(view: Identifier, guide: Identifier, attribute: Identifier)
        /// `-EXPR`.
        case negate(Expr)
        /// `EXPR op EXPR`.
        case binary(BinaryOperator, Expr, Expr)
        /// `( EXPR )`, kept so ranges and the formatter see the parentheses.
        case paren(Expr)
        /// `scaled(EXPR, STYLE)`: the value scaled like `UIFontMetrics(forTextStyle:).scaledValue(for:)`.
        case scaled(Expr, style: TextStyle, styleRange: SourceRange)
    }
    /// The shape.
    public var kind: Kind
    /// The whole expression.
    public var range: SourceRange
    /// Creates an expression.
    public init(_ kind: Kind, _ range: SourceRange) { self.kind = kind; self.range = range }
}

/// `H` or `V`.
public enum VFLOrientation: String, Sendable { case horizontal = "H", vertical = "V" }

/// One predicate: `[RELATION] OBJECT [@PRIORITY]`.
public struct VFLPredicate: Sendable {
    /// The relation; `nil` means `==`.
    public var relation: Relation?
    /// The object: a number, metric, view name, or (extension) a linear expression of these.
    public var object: Expr
    /// The priority, if written.
    public var priority: PrioritySyntax?
    /// The whole predicate.
    public var range: SourceRange
    /// Creates a predicate.
    public init(relation: Relation?, object: Expr, priority: PrioritySyntax?, range: SourceRange) {
        self.relation = relation; self.object = object; self.priority = priority; self.range = range
    }
}

/// A connection between two items of a VFL line.
public struct VFLConnection: Sendable {
    /// The kind of connection.
    public enum Kind: Sendable {
        /// No dash: the items touch (`][`, `|[`), spacing 0.
        case adjacent
        /// `-` alone: the standard space.
        case standard
        /// `-N-`, `-metric-`, `-(p, …)-`.
        case predicates([VFLPredicate])
    }
    /// The kind.
    public var kind: Kind
    /// The dashes and predicates; empty (at the join) for `.adjacent`.
    public var range: SourceRange
    /// Creates a connection.
    public init(kind: Kind, range: SourceRange) { self.kind = kind; self.range = range }
}

/// `[name(predicates)]`.
public struct VFLView: Sendable {
    /// The view's name.
    public var name: Identifier
    /// Size predicates, `[]` if none.
    public var predicates: [VFLPredicate]
    /// From `[` to `]`.
    public var range: SourceRange
    /// Creates a view element.
    public init(name: Identifier, predicates: [VFLPredicate], range: SourceRange) {
        self.name = name; self.predicates = predicates; self.range = range
    }
}

/// A visual-format line (spec §4):
/// `(H:|V:)? (| connection)? view (connection view)* (connection |)?`.
public struct VFLLine: Sendable {
    /// The orientation; `nil` when omitted (means horizontal).
    public var orientation: VFLOrientation?
    /// Range of `H:`/`V:`, if written.
    public var orientationRange: SourceRange?
    /// `|` at the start and the connection after it.
    public var leadingEdge: (pipe: SourceRange, connection: VFLConnection)?
    /// The views, at least one.
    public var views: [VFLView]
    /// `connections[i]` joins `views[i]` and `views[i+1]`.
    public var connections: [VFLConnection]
    /// The connection before `|` at the end, and the `|`.
    public var trailingEdge: (connection: VFLConnection, pipe: SourceRange)?
    /// The whole line.
    public var range: SourceRange
    /// Whether the leading edge is written `||`: the superview's layout margins, as
    /// NorthLayout's extension of the format (`H:||[a]||`); its range covers both bars.
    public var leadingMargins = false
    /// Whether the trailing edge is written `||`.
    public var trailingMargins = false
    /// `options alignAllCenterY, directionLeftToRight` at the end of the line: Apple's
    /// `NSLayoutConstraint.FormatOptions` by their Swift names, in written order (only valid
    /// ones: the parser reports and leaves out the others).
    public var options: [VFLOptionSyntax] = []
    /// The `options` keyword, when written.
    public var optionsKeyword: SourceRange?
    /// Creates a VFL line.
    public init(orientation: VFLOrientation?, orientationRange: SourceRange?,
                leadingEdge: (pipe: SourceRange, connection: VFLConnection)?, views: [VFLView],
                connections: [VFLConnection], trailingEdge: (connection: VFLConnection, pipe: SourceRange)?,
                range: SourceRange) {
        self.orientation = orientation; self.orientationRange = orientationRange
        self.leadingEdge = leadingEdge; self.views = views; self.connections = connections
        self.trailingEdge = trailingEdge; self.range = range
    }

    /// The effective orientation (none written means horizontal).
    public var axis: VFLOrientation { orientation ?? .horizontal }
}

/// One of Apple's visual-format options (`NSLayoutConstraint.FormatOptions`,
/// https://developer.apple.com/documentation/uikit/nslayoutconstraint/formatoptions), by its
/// Swift name. `alignAllBaseline` is not one: Swift spells it `alignAllLastBaseline`.
public enum VFLFormatOption: String, Sendable, CaseIterable {
    case alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing
    case alignAllCenterX, alignAllCenterY, alignAllLastBaseline, alignAllFirstBaseline
    case directionLeadingToTrailing, directionLeftToRight, directionRightToLeft
    case spacingEdgeToEdge, spacingBaselineToBaseline

    /// The three groups of the option set ("choose only one" of the directions and of the
    /// spacings, NSLayoutConstraint.h).
    public enum Group: Sendable { case alignment, direction, spacing }

    /// The group.
    public var group: Group {
        switch self {
        case .directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft: return .direction
        case .spacingEdgeToEdge, .spacingBaselineToBaseline: return .spacing
        default: return .alignment
        }
    }

    /// For an alignment option, whether it aligns a vertical attribute (top, bottom, centerY,
    /// baselines), which only a horizontal line may use; `nil` for the other groups.
    public var alignsVertically: Bool? {
        switch self {
        case .alignAllTop, .alignAllBottom, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline: return true
        case .alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing, .alignAllCenterX: return false
        default: return nil
        }
    }
}

/// One option of a visual-format line, with its range.
public struct VFLOptionSyntax: Sendable {
    /// The option.
    public var option: VFLFormatOption
    /// Where it is written.
    public var range: SourceRange
    /// Creates an option.
    public init(option: VFLFormatOption, range: SourceRange) { self.option = option; self.range = range }
}

/// A relation of a content-size term: `size >= AX1`.
public enum ContentSizeRelation: String, Sendable, Hashable, CaseIterable {
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="

    /// Whether `value REL bound` holds.
    public func holds(_ value: ContentSizeCategory, _ bound: ContentSizeCategory) -> Bool {
        switch self {
        case .equal: return value == bound
        case .notEqual: return value != bound
        case .less: return value < bound
        case .lessOrEqual: return value <= bound
        case .greater: return value > bound
        case .greaterOrEqual: return value >= bound
        }
    }
}

/// One term of a condition: a size class (`wC wR hC hR`) or a content-size comparison
/// (`size >= AX1`).
public enum TraitTerm: Sendable, Hashable {
    case wC, wR, hC, hR
    /// `size REL CATEGORY`.
    case contentSize(ContentSizeRelation, ContentSizeCategory)

    /// The four size-class terms.
    public static let sizeClassTerms: [TraitTerm] = [.wC, .wR, .hC, .hR]

    /// The term's canonical text (`wC`, `size >= AX1`).
    public var text: String {
        switch self {
        case .wC: return "wC"
        case .wR: return "wR"
        case .hC: return "hC"
        case .hR: return "hR"
        case .contentSize(let r, let c): return "size \(r.rawValue) \(c.shortName)"
        }
    }

    /// A size-class term from its text (`wC`), or nil.
    public init?(sizeClass text: String) {
        switch text {
        case "wC": self = .wC
        case "wR": self = .wR
        case "hC": self = .hC
        case "hR": self = .hR
        default: return nil
        }
    }

    /// Which dimension the term constrains: 0 width, 1 height, 2 content size.
    public var dimension: Int {
        switch self {
        case .wC, .wR: return 0
        case .hC, .hR: return 1
        case .contentSize: return 2
        }
    }
}

/// A condition: alternatives joined by `or`; each alternative is up to one term per
/// dimension (width class, height class, content size), all of which must hold.
public struct TraitCondition: Sendable {
    /// Each alternative's terms with their ranges.
    public var alternatives: [[(term: TraitTerm, range: SourceRange)]]
    /// The whole condition.
    public var range: SourceRange
    /// Creates a condition.
    public init(alternatives: [[(term: TraitTerm, range: SourceRange)]], range: SourceRange) {
        self.alternatives = alternatives; self.range = range
    }

    /// Whether the condition holds in `variant`.
    public func matches(_ variant: TraitVariant) -> Bool {
        alternatives.contains { alt in
            alt.allSatisfy { t in
                switch t.term {
                case .wC: return variant.width == .compact
                case .wR: return variant.width == .regular
                case .hC: return variant.height == .compact
                case .hR: return variant.height == .regular
                case .contentSize(let r, let c): return r.holds(variant.effectiveContentSize, c)
                }
            }
        }
    }

    /// Whether any alternative tests the content size.
    public var testsContentSize: Bool {
        alternatives.contains { $0.contains { $0.term.dimension == 2 } }
    }
}

/// `when COND { … }` or `else when COND { … }`.
public struct WhenClause: Sendable {
    /// The condition.
    public var condition: TraitCondition
    /// The statements of the block.
    public var body: [Statement]
    /// From `when` to `}`.
    public var range: SourceRange
    /// Creates a clause.
    public init(condition: TraitCondition, body: [Statement], range: SourceRange) {
        self.condition = condition; self.body = body; self.range = range
    }
}

/// `when … { } else when … { } else { }`.
public struct WhenBlock: Sendable {
    /// The `when` and `else when` clauses, in order; at least one.
    public var clauses: [WhenClause]
    /// The final `else` block, if any.
    public var elseBody: [Statement]?
    /// Range of the final `else` keyword through its `}`.
    public var elseRange: SourceRange?
    /// The whole construct.
    public var range: SourceRange
    /// Creates a when block.
    public init(clauses: [WhenClause], elseBody: [Statement]?, elseRange: SourceRange?, range: SourceRange) {
        self.clauses = clauses; self.elseBody = elseBody; self.elseRange = elseRange; self.range = range
    }

    /// The statements active in `variant`: the first matching clause's body, else the `else` body.
    public func activeBody(in variant: TraitVariant) -> (body: [Statement], condition: SourceRange)? {
        for clause in clauses where clause.condition.matches(variant) {
            return (clause.body, clause.condition.range)
        }
        if let elseBody, let elseRange { return (elseBody, elseRange) }
        return nil
    }
}

/// `set NAME PROPERTIES…`.
public struct SetStmt: Sendable {
    /// The view changed.
    public var target: Identifier
    /// The properties set.
    public var properties: [ViewProperty]
    /// The whole line.
    public var range: SourceRange
    /// Creates a set statement.
    public init(target: Identifier, properties: [ViewProperty], range: SourceRange) {
        self.target = target; self.properties = properties; self.range = range
    }
}
