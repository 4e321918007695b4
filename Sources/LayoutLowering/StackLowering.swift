import LayoutSource
import LayoutSyntax

/// One stack (spec §6) lowered into the constraints `UIStackView` makes for the same settings.
///
/// Along the axis (the arrangement, this file):
/// - `UISV-canvas-connection`: the first visible arranged view's leading (top) edge is the
///   stack's, the last one's trailing (bottom) edge is the stack's;
/// - `UISV-spacing`: consecutive visible views are `spacing` apart (`==` for `fill`,
///   `fillEqually`, `fillProportionally`; `>=` for `equalSpacing`, `equalCentering`), or the
///   custom spacing after the first of the two (`spacingAfter`, UIKit's `setCustomSpacing(_:after:)`);
/// - the distribution: nothing more for `fill` (intrinsic sizes and their priorities decide,
///   and equal priorities are ambiguous as in UIKit); equal sizes for `fillEqually`; sizes
///   proportional to the intrinsic sizes for `fillProportionally`; equal gaps for
///   `equalSpacing`; equal centre-to-centre distances for `equalCentering`.
///
/// Across the axis (the alignment) see StackAlignment.swift; hidden arranged views see
/// `lowerHidden`. Every constraint has origin `.stack`: range the stack's name, related the
/// arranged view(s) it is about, and a description such as `stack row: b.leading == a.trailing + 8`.
struct StackLowering {
    /// The stack.
    let stack: ViewID
    /// What the arranged views are laid out in: the stack, or its margins guide when it is
    /// `marginsRelative` (UIKit's `isLayoutMarginsRelativeArrangement`: "the stack view lays
    /// out its arranged views relative to its layout margins",
    /// https://developer.apple.com/documentation/uikit/uistackview/islayoutmarginsrelativearrangement).
    var container: ViewID
    /// Its settings in this variant.
    let settings: StackSettings
    /// Every view of the variant (read only; shares the builder's storage).
    let views: [IRView]
    /// All arranged views (the stack's children, in order), hidden ones included.
    let arranged: [ViewID]
    /// The arranged views that take part in the layout.
    let visible: [ViewID]
    /// Where each visible view is in `arranged`.
    let visiblePositions: [Int]
    /// Anchors along the axis.
    let along: StackAxisAnchors
    /// Anchors across the axis.
    let across: StackAxisAnchors
    /// The `when` conditions of the `set` lines that changed each view, by `ViewID.index`.
    let setConditions: [[SourceRange]]
    /// How leading/trailing resolve (the stack's own direction decides its constraints).
    var direction = DirectionResolver()
    /// The constraints made so far.
    var constraints: [IRConstraint] = []

    /// Lowers the stack `stack` of `builder` and appends its constraints.
    static func lower(_ stack: ViewID, in builder: inout IRBuilder) {
        guard let settings = builder.views[stack.index].stack else { return }
        // A view that is not installed is not arranged (it is not a subview at all).
        var arranged = builder.table.children[stack.index]
        if builder.hasUninstalled { arranged.removeAll { builder.uninstalled[$0.index] } }
        var lowering = StackLowering(stack: stack, settings: settings, views: builder.views,
                                     arranged: arranged, setConditions: builder.setConditions)
        lowering.direction = builder.direction
        if settings.marginsRelative, let guide = builder.table.guide(.margins, of: stack) { lowering.container = guide }
        lowering.lowerArrangement()
        lowering.lowerAlignment()
        lowering.lowerHidden()
        if builder.hasUninstalled {
            lowering.constraints.removeAll { $0.terms.contains { builder.uninstalled[$0.variable.view.index] } }
        }
        builder.constraints.append(contentsOf: lowering.constraints)
    }

    init(stack: ViewID, settings: StackSettings, views: [IRView], arranged: [ViewID], setConditions: [[SourceRange]]) {
        self.stack = stack
        self.container = stack
        self.setConditions = setConditions
        self.settings = settings
        self.views = views
        self.arranged = arranged
        self.visiblePositions = arranged.indices.filter { !views[arranged[$0].index].hidden }
        self.visible = visiblePositions.map { arranged[$0] }
        self.along = StackAxisAnchors(settings.axis)
        self.across = StackAxisAnchors(settings.axis.crossing)
    }

    // MARK: - Along the axis

    /// Canvas connection, spacing and the distribution.
    mutating func lowerArrangement() {
        let s = container
        guard let first = visible.first, let last = visible.last else {
            // Nothing to arrange: the stack collapses to nothing unless something sizes it.
            emit([StackTerm(s, along.size)], .equal, [], priority: StackPriority.canvasFit, about: [])
            emit([StackTerm(s, across.size)], .equal, [], priority: StackPriority.canvasFit, about: [])
            return
        }
        emit([StackTerm(first, along.leading)], .equal, [StackTerm(s, along.leading)], about: [first],
             dependsOn: hidden(from: 0, to: visiblePositions[0]))
        let gapRelation: Relation
        switch settings.distribution {
        case .fill, .fillEqually, .fillProportionally: gapRelation = .equal
        case .equalSpacing, .equalCentering: gapRelation = .greaterOrEqual
        }
        // `isBaselineRelativeArrangement`: "the vertical space between views is measured from
        // the last baseline of a text-based view to the first baseline of the view below it";
        // it affects vertical stacks only (Apple, UIStackView).
        let baselines = settings.baselineRelative && settings.axis == .vertical
        let nextEdge: LayoutAttribute = baselines ? .firstBaseline : along.leading
        let previousEdge: LayoutAttribute = baselines ? .lastBaseline : along.trailing
        for k in visible.indices.dropFirst() {
            let previous = visible[k - 1], next = visible[k]
            emit([StackTerm(next, nextEdge)], gapRelation, [StackTerm(previous, previousEdge)],
                 constant: spacing(after: previous), about: [next, previous],
                 dependsOn: hidden(from: visiblePositions[k - 1] + 1, to: visiblePositions[k]))
        }
        emit([StackTerm(last, along.trailing)], .equal, [StackTerm(s, along.trailing)], about: [last],
             dependsOn: hidden(from: visiblePositions[visiblePositions.count - 1] + 1, to: arranged.count))

        switch settings.distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() {
                emit([StackTerm(view, along.size)], .equal, [StackTerm(first, along.size)], about: [view, first])
            }
        case .fillProportionally:
            lowerProportions()
        case .equalSpacing:
            lowerEqualGaps(between: along.trailing, and: along.leading, priority: 1000)
            emit([StackTerm(s, along.size)], .equal, [], priority: StackPriority.canvasFit, about: [])
        case .equalCentering:
            lowerEqualGaps(between: along.center, and: along.center, priority: StackPriority.equalCentering)
            emit([StackTerm(s, along.size)], .equal, [], priority: StackPriority.canvasFit, about: [])
        }
    }

    /// The spacing after `view` (a visible arranged view followed by another one): its custom
    /// spacing, else the stack's. A hidden view's custom spacing never gets here, as in UIKit.
    func spacing(after view: ViewID) -> Double {
        views[view.index].spacingAfter ?? settings.spacing
    }

    /// The arranged views at positions `from..<to`: the hidden ones between two visible
    /// neighbours (or a visible view and the stack's edge), whose `hidden` makes them neighbours.
    func hidden(from: Int, to: Int) -> [ViewID] {
        from < to ? Array(arranged[from..<to]) : []
    }

    /// The sum of the gaps between visible arranged views.
    var totalSpacing: Double {
        zip(visible, visible.dropFirst()).reduce(0) { $0 + spacing(after: $1.0) }
    }

    /// `fillProportionally`: `size_i * Σ intrinsic == intrinsic_i * (stack size - total spacing)`.
    ///
    /// This is UIKit's `UISV-fill-proportionally` (each view's size a share of the stack's by
    /// its intrinsic size, at 999, 998, …), written so that the shares are of the length left
    /// after the spacing: the constraints then agree with the spacing for every stack size, so
    /// the views are exactly proportional (Apple: "resized proportionally based on their
    /// intrinsic content size"). A view without an intrinsic size along the axis counts as 0;
    /// when no view has one there is nothing to be proportional to and the stack behaves as `fill`.
    mutating func lowerProportions() {
        let intrinsic = visible.map { intrinsicLength($0) ?? 0 }
        let sum = intrinsic.reduce(0, +)
        guard sum > 0 else { return }
        let spacing = totalSpacing
        for (i, view) in visible.enumerated() {
            let share = intrinsic[i]
            let priority = StackPriority.proportional(i)
            let text = "\(name(view)).\(along.size) == \(NumberFormat.string(share))/\(NumberFormat.string(sum)) * ("
                + "\(name(stack)).\(along.size)\(NumberFormat.offset(-spacing)))" + DeferredDescription.prioritySuffix(priority)
            emit([StackTerm(view, along.size, scale: sum)], .equal, [StackTerm(container, along.size, scale: share)],
                 constant: -share * spacing, priority: priority, about: [view], text: text)
        }
    }

    /// Equal gaps between consecutive visible views, each gap measured from `end` of the
    /// earlier view to `start` of the later one (edges for `equalSpacing`, centres for
    /// `equalCentering`): every gap equals the first, as UIKit's gap guides of equal size.
    mutating func lowerEqualGaps(between end: LayoutAttribute, and start: LayoutAttribute, priority: Double) {
        guard visible.count > 2 else { return }
        let a = visible[0], b = visible[1]
        for i in 2..<visible.count {
            let p = visible[i - 1], n = visible[i]
            emit([StackTerm(n, start), StackTerm(p, end, scale: -1)], .equal, [StackTerm(b, start), StackTerm(a, end, scale: -1)],
                 priority: priority, about: [n, p])
        }
    }

    /// The intrinsic size of `view` along the axis.
    func intrinsicLength(_ view: ViewID) -> Double? {
        settings.axis == .horizontal ? views[view.index].intrinsicWidth : views[view.index].intrinsicHeight
    }

    // MARK: - Hidden arranged views

    /// A hidden arranged view takes no space and no spacing: it is left out of the arrangement
    /// above, and kept out of the way here — size 0 along the axis, placed where the previous
    /// visible view ends (or at the stack's leading edge), and at the stack's edge across —
    /// so that it is not ambiguous. Its size across is left to its own constraints: tying it
    /// to the stack would let a hidden view change the stack's size.
    mutating func lowerHidden() {
        var anchor = StackTerm(container, along.leading)
        for view in arranged {
            guard views[view.index].hidden else {
                anchor = StackTerm(view, along.trailing)
                continue
            }
            let p = StackPriority.hiding
            emit([StackTerm(view, along.leading)], .equal, [anchor], priority: p, about: [view])
            emit([StackTerm(view, along.size)], .equal, [], priority: p, about: [view])
            emit([StackTerm(view, across.leading)], .equal, [StackTerm(container, across.leading)], priority: p, about: [view])
        }
    }

    // MARK: - Emitting

    /// The name of a view, for descriptions.
    func name(_ view: ViewID) -> String { views[view.index].name }

    /// Appends `lhs REL rhs + constant` at `priority`; `about` are the arranged views it
    /// concerns (the origin's related declarations, the main one first); `dependsOn` are
    /// other views whose `set` lines it depends on (the hidden views it skips). `anchor` is
    /// given only to the few stack constraints generated code must make itself (UIKit's
    /// `UIStackView` makes the rest; see `lowerAlignment`).
    mutating func emit(_ lhs: [StackTerm], _ relation: Relation, _ rhs: [StackTerm], constant: Double = 0,
                       priority: Double = 1000, about: [ViewID], dependsOn: [ViewID] = [], text: String? = nil,
                       anchor: AnchorForm? = nil) {
        var e = StackTerm.expression(lhs, views: views)
        e.add(StackTerm.expression(rhs, constant: constant, views: views), scale: -1)
        // Every horizontal anchor a stack uses is leading, trailing or centerX (UIKit's
        // stack constraints are leading/trailing), so a horizontal one flips with the stack.
        if (lhs + rhs).contains(where: { $0.attribute.role == .horizontalPosition }) { direction.resolve(&e) }
        e.normalize()
        let description = "stack \(name(stack)): " + (text ?? (StackTerm.text(lhs, constant: 0, names: name) + " \(relation.rawValue) "
            + StackTerm.text(rhs, constant: constant, names: name) + DeferredDescription.prioritySuffix(priority)))
        let origin = ConstraintOrigin(kind: .stack, range: views[stack.index].declaration,
                                      related: about.compactMap { views[$0.index].declaration }, description: description)
        // A constraint depends on the `set` lines of its stack (axis, spacing…) and of the
        // arranged views it is about (hidden, spacingAfter, intrinsic size).
        var conditions = setConditions[stack.index]
        for view in about + dependsOn {
            for c in setConditions[view.index] where !conditions.contains(c) { conditions.append(c) }
        }
        constraints.append(IRConstraint(terms: e.terms, constant: e.constant, relation: relation, priority: priority,
                                        origin: origin, conditions: conditions, anchor: anchor))
    }
}
