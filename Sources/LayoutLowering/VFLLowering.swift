import LayoutSource
import LayoutSyntax

// Visual-format lines (spec §4) with Apple's meaning: a connection between items a and b
// (in line order) is `b.leading REL a.trailing + gap` (top/bottom for `V:`); the leading `|`
// gives `a.leading REL superview.leading + gap`, the trailing one
// `superview.trailing REL a.trailing + gap`; a size predicate is `a.width REL object`.
extension IRBuilder {
    /// One item of a connection: a view and the edge the connection touches.
    private struct Edge {
        var view: ViewID?
        var attribute: LayoutAttribute
    }

    /// Which attributes a line's connections read, after its format options: `H:` lines run
    /// leading to trailing (`directionLeadingToTrailing`, the default), left to right or right
    /// to left; `V:` lines top to bottom, with `spacingBaselineToBaseline` measuring the spaces
    /// between views "from the last baseline of the view above to the first baseline of the view
    /// below" (NSLayoutConstraint.h; a view without text uses its top and bottom edges, which
    /// is what a view without a `baseline` has here).
    private struct VFLFlow {
        /// The edge at the start of the flow (`|-` and a view's edge after a connection).
        var start: LayoutAttribute
        /// The edge at the end of the flow.
        var end: LayoutAttribute
        /// A view's edge before a connection to the next view.
        var betweenEnd: LayoutAttribute
        /// The next view's edge after that connection.
        var betweenStart: LayoutAttribute
        /// The size predicates' attribute.
        var size: LayoutAttribute
        /// Right to left: gaps are measured leftwards.
        var reversed = false

        /// The flow of a line along `axis` with `options` (its parts, not the line: passing
        /// the line copied it).
        init(axis: VFLOrientation, options: [VFLOptionSyntax]) {
            func has(_ option: VFLFormatOption) -> Bool { options.contains { $0.option == option } }
            switch axis {
            case .vertical:
                (start, end, size) = (.top, .bottom, .height)
                let baselines = has(.spacingBaselineToBaseline)
                (betweenEnd, betweenStart) = baselines ? (.lastBaseline, .firstBaseline) : (.bottom, .top)
            case .horizontal:
                size = .width
                if has(.directionLeftToRight) {
                    (start, end) = (.left, .right)
                } else if has(.directionRightToLeft) {
                    (start, end) = (.right, .left)
                    reversed = true
                } else {
                    (start, end) = (.leading, .trailing)
                }
                (betweenEnd, betweenStart) = (end, start)
            }
        }
    }

    /// Lowers one visual-format line written in the block of `context.superview`.
    mutating func lowerVFL(_ line: VFLLine, _ context: WalkContext) {
        let flow = VFLFlow(axis: line.axis, options: line.options)
        let superview = context.superview
        // By index: `for view in` would copy every `VFLView` (and retain its parts).
        let items = line.views
        // The ids live in a buffer kept across lines, so a line costs no allocation for them.
        var ids = lineIDs
        lineIDs = []
        ids.removeAll(keepingCapacity: true)
        for i in items.indices { ids.append(resolveArrangedView(items[i].name, superview: superview)) }
        defer { lineIDs = ids }

        guard !items.isEmpty else { return }
        // `||` is the superview's layout margins guide (NorthLayout's extension of the format).
        let marginsGuide = line.leadingMargins || line.trailingMargins ? table.guide(.margins, of: superview) : nil
        if let leading = line.leadingEdge {
            // A standard space to the margins is `standard` (8): the margins already keep the
            // view off the edge, as the system spacing to a margins guide's anchor does.
            connect(flow, Edge(view: line.leadingMargins ? marginsGuide : superview, attribute: flow.start),
                    Edge(view: ids[0], attribute: flow.start),
                    leading.connection, toEdge: !line.leadingMargins, context)
        }
        for i in items.indices {
            if !items[i].predicates.isEmpty { lowerSizePredicates(items[i], id: ids[i], size: flow.size, context) }
            if i < line.connections.count, i + 1 < ids.count {
                connect(flow, Edge(view: ids[i], attribute: flow.betweenEnd), Edge(view: ids[i + 1], attribute: flow.betweenStart),
                        line.connections[i], toEdge: false, context)
            }
        }
        if let trailing = line.trailingEdge, let last = ids.last {
            connect(flow, Edge(view: last, attribute: flow.end),
                    Edge(view: line.trailingMargins ? marginsGuide : superview, attribute: flow.end),
                    trailing.connection, toEdge: !line.trailingMargins, context)
        }
        if !line.options.isEmpty { lowerAlignmentOptions(line, ids: ids, context) }
    }

    /// The alignment options of a line (`NSLayoutConstraint.FormatOptions`, "Align all specified
    /// interface elements using centerY on each"): for each pair of neighbours on the line,
    /// `previous.ATTR == next.ATTR`, one per option in written order, after the line's own
    /// constraints (as GNUstep's implementation of the format orders them; Apple documents no
    /// order). The parser has already refused the options a line may not have.
    private mutating func lowerAlignmentOptions(_ line: VFLLine, ids: [ViewID?], _ context: WalkContext) {
        for i in ids.indices.dropLast() {
            guard let previous = ids[i], let next = ids[i + 1], previous != next else { continue }
            for option in line.options {
                guard let attribute = Self.alignedAttribute(option.option) else { continue }
                let a = scrollItem(previous, attribute, other: next), b = scrollItem(next, attribute, other: previous)
                var e = LinearExpr(a, attribute, baseline: views[a.index].baseline)
                e.append(b, attribute, scale: -1, baseline: views[b.index].baseline)
                if attribute == .leading || attribute == .trailing { direction.resolve(&e) }
                let text = DeferredDescription.relation(lhs: table.name(a), lhsAttribute: attribute, relation: .equal,
                                                        rhs: table.name(b), rhsAttribute: attribute, constant: 0, priority: 1000)
                let anchor = AnchorForm(first: a, firstAttribute: attribute, relation: .equal, second: b,
                                        secondAttribute: attribute, multiplier: 1, constant: 0)
                addConstraint(consume e, .equal, priority: 1000,
                              origin: ConstraintOrigin(kind: .vflOption, range: option.range, deferred: text),
                              conditions: context.conditions, anchor: anchor)
            }
        }
    }

    /// The attribute an alignment option aligns, `nil` for the direction and spacing options.
    static func alignedAttribute(_ option: VFLFormatOption) -> LayoutAttribute? {
        switch option {
        case .alignAllLeft: return .left
        case .alignAllRight: return .right
        case .alignAllTop: return .top
        case .alignAllBottom: return .bottom
        case .alignAllLeading: return .leading
        case .alignAllTrailing: return .trailing
        case .alignAllCenterX: return .centerX
        case .alignAllCenterY: return .centerY
        case .alignAllLastBaseline: return .lastBaseline
        case .alignAllFirstBaseline: return .firstBaseline
        case .directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft, .spacingEdgeToEdge,
             .spacingBaselineToBaseline:
            return nil
        }
    }

    /// The view named in `[name]`, which must be a child of the line's superview — or the
    /// superview itself, `[superview]`: Apple's views dictionary commonly maps "superview" to
    /// the container, as in the centring idiom `V:[superview]-(<=1)-[view]`, and the item
    /// then takes part by its own edges (not as `|`).
    private mutating func resolveArrangedView(_ name: Identifier, superview: ViewID) -> ViewID? {
        if name.name == "superview" { return superview }
        guard let id = table.ids[name.name] else {
            report(.unknownView(name.name, suggesting: closest(to: name.name, in: table.names)), at: name.range)
            return nil
        }
        guard views[id.index].parent == superview else {
            let parentName = views[id.index].parent.map { table.name($0) } ?? "nothing"
            let note = views[id.index].declaration.map {
                DiagnosticNote("'\(name.name)' is declared here, inside '\(parentName)'", at: $0)
            }
            report(.notAChild(name.name, of: table.name(superview)), at: name.range, notes: note.map { [$0] } ?? [])
            return nil
        }
        return id
    }

    /// `second.attribute REL first.attribute + gap` for each gap the connection gives; `first`
    /// and `second` are in line order, and swapped here for a right-to-left line, which measures
    /// its gaps leftwards.
    private mutating func connect(_ flow: VFLFlow, _ inOrder: Edge, _ following: Edge, _ connection: VFLConnection,
                                  toEdge: Bool, _ context: WalkContext) {
        let first = flow.reversed ? following : inOrder, second = flow.reversed ? inOrder : following
        // Gaps are lowered even when a view failed to resolve, so that all errors show at once.
        // Each gap is emitted as soon as it is known (no temporary array per connection):
        // emitting touches only the constraints, so the errors come out the same.
        switch connection.kind {
        case .adjacent:
            emitGap(first, second, .equal, 0, 1000, connection, context)
        case .standard:
            let name = toEdge ? "standardEdge" : "standard"
            if let value = useMetric(Identifier(name, connection.range)) {
                emitGap(first, second, .equal, value, 1000, connection, context)
            }
        case .predicates(let predicates):
            for predicate in predicates {
                var axes = AxisUse()
                let object = linear(predicate.object, ExprContext(superview: context.superview, names: .spacing), &axes)
                let priority = priority(predicate.priority)
                if let object, let priority {
                    emitGap(first, second, predicate.relation ?? .equal, object.constant, priority, connection, context)
                }
            }
        }
    }

    /// `second.attribute REL first.attribute + gap`, unless a view failed to resolve.
    private mutating func emitGap(_ first: Edge, _ second: Edge, _ relation: Relation, _ gap: Double, _ priority: Double,
                                  _ connection: VFLConnection, _ context: WalkContext) {
        guard let a0 = first.view, let b0 = second.view else { return }
        // A scroll view's edges next to its subviews are its content area's (ScrollViews.swift).
        let a = scrollItem(a0, first.attribute, other: b0), b = scrollItem(b0, second.attribute, other: a0)
        var e = LinearExpr(b, second.attribute, baseline: views[b.index].baseline)
        e.append(a, first.attribute, scale: -1, baseline: views[a.index].baseline)
        e.constant -= gap
        // `H:` lines are leading/trailing: Apple's default format option is
        // `directionLeadingToTrailing` ("In right-to-left languages (like Arabic or Hebrew),
        // the ordering is reversed"), NSLayoutConstraint.FormatOptions.
        if second.attribute == .leading || second.attribute == .trailing { direction.resolve(&e) }
        let text = DeferredDescription.relation(lhs: table.name(b), lhsAttribute: second.attribute,
            relation: relation, rhs: table.name(a), rhsAttribute: first.attribute, constant: gap,
            priority: priority)
        let anchor = AnchorForm(first: b, firstAttribute: second.attribute, relation: relation, second: a,
                                secondAttribute: first.attribute, multiplier: 1, constant: gap)
        addConstraint(consume e, relation, priority: priority,
                      origin: ConstraintOrigin(kind: .vflConnection, range: connection.range, deferred: text),
                      conditions: context.conditions, anchor: anchor)
    }

    /// `[a(p, …)]`: `a.size REL object` for each predicate.
    private mutating func lowerSizePredicates(_ view: VFLView, id: ViewID?, size: LayoutAttribute, _ context: WalkContext) {
        for predicate in view.predicates {
            var axes = AxisUse()
            let object = linear(predicate.object, ExprContext(superview: context.superview, names: .viewSize(size)), &axes)
            let priority = priority(predicate.priority)
            guard let object, let priority else { continue }
            if object.views.count > 1 {
                report(.multipleViewsInPredicate, at: predicate.object.range)
                continue
            }
            guard let id else { continue }
            var e = LinearExpr(id, size)
            e.add(object, scale: -1)
            let relation = predicate.relation ?? .equal
            let text: DeferredDescription
            let anchor: AnchorForm?
            if object.isConstant {
                text = .relation(lhs: table.name(id), lhsAttribute: size, relation: relation, rhs: nil, rhsAttribute: size,
                                 constant: object.constant, priority: priority)
                anchor = AnchorForm(first: id, firstAttribute: size, relation: relation, second: nil, secondAttribute: nil,
                                    multiplier: 1, constant: object.constant)
            } else if case .name(let name) = predicate.object.kind, let other = table.ids[name.name] {
                text = .relation(lhs: table.name(id), lhsAttribute: size, relation: relation, rhs: name.name,
                                 rhsAttribute: size, constant: 0, priority: priority)
                anchor = AnchorForm(first: id, firstAttribute: size, relation: relation, second: other,
                                    secondAttribute: size, multiplier: 1, constant: 0)
            } else {
                text = .written(lhs: table.name(id), lhsAttribute: size, relation: relation,
                                text: .init(file: source, range: predicate.object.range), priority: priority)
                anchor = anchorForm(predicateOf: id, size: size, relation, object: predicate.object,
                                    superview: context.superview)
            }
            addConstraint(consume e, relation, priority: priority,
                          origin: ConstraintOrigin(kind: .vflPredicate, range: predicate.range, deferred: text),
                          conditions: context.conditions, anchor: anchor)
        }
    }
}
