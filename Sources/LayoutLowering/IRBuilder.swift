import LayoutSource
import LayoutSyntax

/// Builds the `LayoutIR` of one target. Lowering runs in passes over the same builder:
/// metrics and `set` lines of the active blocks, view properties, canvas and guides, stacks
/// (`lowerStacks`), then every constraint-producing statement in source order.
///
/// The stack lowering (StackLowering.swift) works through this type: `views` carries each
/// stack's `StackSettings` and each view's `hidden`/`spacingAfter` for this variant,
/// `table.children` the arranged views, and `addConstraint` appends with an origin.
struct IRBuilder {
    /// The file being lowered.
    let source: SourceFile
    /// The variant and canvas.
    let target: LayoutTarget
    /// Views of the file (variant independent).
    let table: ViewTable
    /// Views with this variant's properties.
    var views: [IRView]
    /// Constraints so far, in the deterministic order.
    var constraints: [IRConstraint] = []
    /// Diagnostics of this variant (merged across variants by `Lowering`).
    var diagnostics: [Diagnostic] = []
    /// How many more "did you mean" searches this variant may make: each is linear in the
    /// number of names, so a file with thousands of misspellings must not become quadratic.
    var suggestionBudget = 100
    /// Metric definitions and values of this variant.
    var metrics = MetricEnvironment()
    /// Where each view's effective intrinsic size was written (origin of the intrinsic
    /// constraints), and the conditions of every active `set` line that changed its size,
    /// hugging or resistance (the intrinsic constraints' conditions), by `ViewID.index`.
    var intrinsicSource: [(range: SourceRange, conditions: [SourceRange])?]

    /// For each view (by `ViewID.index`), the conditions of the active `set` lines that
    /// changed it in this variant, outermost first: constraints made from the changed
    /// properties (stacks, intrinsic sizes) carry them, so a diagnostic can name the block.
    var setConditions: [[SourceRange]]

    /// Scratch for `lowerVFL`: the ids of one line's views (kept to reuse its storage).
    var lineIDs: [ViewID?] = []

    /// How leading/trailing resolve in this target (made once the properties are applied).
    var direction = DirectionResolver()

    /// Why explicit constraints of three or more anchors have no anchor form, by source range.
    var anchorFormGaps: [SourceRange: AnchorFormGap] = [:]

    /// For each view (by `ViewID.index`), whether it is out of the hierarchy in this variant
    /// (`uninstalled`, itself or an ancestor; `UninstalledViews.swift`), and whether any is.
    var uninstalled: [Bool] = []
    var hasUninstalled = false
    /// Where each view's `uninstalled` is written (the last active one).
    var uninstalledSource: [SourceRange?] = []
    /// Named constraints' names by their constraint's range, and where each name is first
    /// written in this variant (a second use is `duplicate-name`).
    var constraintNames: [SourceRange: String] = [:]
    var constraintNameRanges: [String: SourceRange] = [:]

    init(source: SourceFile, target: LayoutTarget, table: ViewTable) {
        self.source = source
        self.target = target
        self.table = table
        self.views = table.views
        // A control's default intrinsic size is written by its kind keyword (ControlDefaults).
        self.intrinsicSource = table.defaultIntrinsic.map { range in range.map { ($0, []) } }
        self.setConditions = Array(repeating: [], count: table.views.count)
        self.uninstalled = Array(repeating: false, count: table.views.count)
        self.uninstalledSource = Array(repeating: nil, count: table.views.count)
        // Growing by doubling would copy every constraint a few times; reserved but untouched
        // capacity costs no memory pages, so err on the large side.
        self.constraints.reserveCapacity(64 + table.views.count * 8)
    }

    /// A builder for `lowerCanvasAndGuides` alone (`ir(for:)`): it reads only the target, the
    /// table and the views' names, so it has none of the per-view tables the other passes fill.
    private init(canvasOf target: LayoutTarget, source: SourceFile, table: ViewTable, views: [IRView]) {
        self.source = source
        self.target = target
        self.table = table
        self.views = views
        self.intrinsicSource = []
        self.setConditions = []
        self.constraints.reserveCapacity(16)
    }

    /// The finished IR.
    var ir: LayoutIR {
        var ir = LayoutIR(target: target, views: views, constraints: constraints, metrics: metricValues, anchorFormGaps: anchorFormGaps)
        ir.cell = table.cell
        ir.constraintNames = constraintNames
        return ir
    }

    /// The evaluated metrics in first-definition order (failed ones left out).
    var metricValues: [(name: String, value: Double)] {
        metrics.order.compactMap { name in metrics.values[name].map { (name, $0) } }
    }

    /// How many constraints `lowerCanvasAndGuides` made: the only ones that depend on the
    /// canvas, and the first ones.
    var canvasConstraintCount = 0

    /// The IR of `other`, a target whose variant selects the same `when` bodies: this one's
    /// views and constraints behind `other`'s own canvas and guide constraints. The
    /// constraints after those are this IR's, shared, not copied (`IRConstraintList`).
    func ir(for other: LayoutTarget) -> LayoutIR {
        var prefix = IRBuilder(canvasOf: other, source: source, table: table, views: views)
        prefix.lowerCanvasAndGuides()
        precondition(prefix.constraints.count == canvasConstraintCount)
        var ir = LayoutIR(target: other, views: views,
                          constraintList: IRConstraintList(prefix.constraints, followedBy: constraints, from: canvasConstraintCount),
                          metrics: metricValues, anchorFormGaps: anchorFormGaps)
        ir.cell = table.cell
        ir.constraintNames = constraintNames
        return ir
    }

    // MARK: - Emitting

    /// Appends `expr REL 0` at `priority`.
    /// The expression and origin are taken, not borrowed: callers build them for this call,
    /// so neither is copied (no retains). Callers pass their expression with `consume`: a local
    /// variable otherwise lives to the end of its scope, its terms stay shared, and `normalize`
    /// copies them (an allocation per constraint, a tenth of lowering's instructions).
    mutating func addConstraint(_ expr: consuming LinearExpr, _ relation: Relation, priority: Double,
                                origin: __owned ConstraintOrigin, conditions: [SourceRange], anchor: AnchorForm? = nil) {
        // A constraint naming a view that is not installed goes with it (UninstalledViews.swift).
        if hasUninstalled, expr.terms.contains(where: { uninstalled[$0.variable.view.index] }) { return }
        expr.normalize()
        constraints.append(IRConstraint(terms: expr.terms, constant: expr.constant, relation: relation,
                                        priority: priority, origin: origin, conditions: conditions, anchor: anchor))
    }

    /// The closest name within edit distance 2, while the budget lasts.
    mutating func closest<S: Sequence>(to name: String, in candidates: S) -> String? where S.Element == String {
        guard suggestionBudget > 0 else { return nil }
        suggestionBudget -= 1
        return NameSuggestion.closest(to: name, in: candidates)
    }

    /// Records a diagnostic of this variant (its severity is the kind's; a suggestion in the
    /// message becomes a replacement fix of `range`).
    mutating func report(_ message: DiagnosticMessage, at range: SourceRange,
                         notes: [DiagnosticNote] = [], fixes: [DiagnosticFix] = []) {
        diagnostics.append(Diagnostic(message, in: source, at: range, notes: notes, fixes: fixes))
    }

    // MARK: - Canvas and guides

    /// The root's frame from the canvas, then the frames of `safeArea` and `margins` (spec §8).
    mutating func lowerCanvasAndGuides() {
        if let cell = table.cell {
            lowerCellCanvas(cell)
            return
        }
        let canvas = target.canvas
        let root = ViewID.root
        func canvasOrigin(_ text: String) -> ConstraintOrigin { ConstraintOrigin(kind: .canvas, range: nil, description: text) }
        // `root.width == 393`, rendered when read (made for every target).
        func canvasOrigin(_ attribute: LayoutAttribute, _ value: Double) -> ConstraintOrigin {
            ConstraintOrigin(kind: .canvas, range: nil, deferred: .relation(
                lhs: "root", lhsAttribute: attribute, relation: .equal, rhs: nil, rhsAttribute: attribute,
                constant: value, priority: 1000))
        }
        addConstraint(LinearExpr(root, .left), .equal, priority: 1000, origin: canvasOrigin(.left, 0), conditions: [])
        addConstraint(LinearExpr(root, .top), .equal, priority: 1000, origin: canvasOrigin(.top, 0), conditions: [])
        for (attribute, value) in [(LayoutAttribute.width, canvas.width), (.height, canvas.height)] {
            var e = LinearExpr(root, attribute)
            if let value {
                e.constant = -value
                addConstraint(consume e, .equal, priority: 1000, origin: canvasOrigin(attribute, value), conditions: [])
            } else {
                addFittingConstraint(attribute)
            }
        }
        let safe = canvas.safeArea
        inset(ViewTable.safeArea, in: root, top: safe.top, left: safe.left, bottom: safe.bottom, right: safe.right)
        let m: Double = canvas.rootMargin ?? (target.variant.width == .compact ? 16 : 20)
        inset(ViewTable.margins, in: ViewTable.safeArea, top: m, left: m, bottom: m, right: m)
        lowerKeyboardGuide()
    }

    /// `auto`: fitting size. Only growth is penalised (`<= 0`), so the solver shrinks the root
    /// as far as the content allows, like systemLayoutSizeFitting(compressed); it never pulls a
    /// size up towards 0.
    mutating func addFittingConstraint(_ attribute: LayoutAttribute) {
        addConstraint(LinearExpr(.root, attribute), .lessOrEqual, priority: 50,
                      origin: ConstraintOrigin(kind: .canvas, range: nil, description: "root.\(attribute) <= 0 @50 (fitting size)"),
                      conditions: [])
    }

    /// `guide` = `outer` inset by the given amounts, as four required guide constraints.
    mutating func inset(_ guide: ViewID, in outer: ViewID, top: Double, left: Double, bottom: Double, right: Double) {
        let g = views[guide.index].name, o = views[outer.index].name
        let edges: [(LayoutAttribute, Double)] = [(.leading, left), (.top, top), (.trailing, -right), (.bottom, -bottom)]
        for (attribute, offset) in edges {
            var e = LinearExpr(guide, attribute)
            e.add(LinearExpr(outer, attribute), scale: -1)
            e.constant = -offset
            // `safeArea.top == root.top + 59`, rendered when read (made for every target).
            let text = DeferredDescription.relation(lhs: g, lhsAttribute: attribute, relation: .equal, rhs: o,
                                                    rhsAttribute: attribute, constant: offset, priority: 1000)
            addConstraint(consume e, .equal, priority: 1000, origin: ConstraintOrigin(kind: .guide, range: nil, deferred: text),
                          conditions: [])
        }
    }
}
