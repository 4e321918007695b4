import LayoutSource
import LayoutSyntax

// Scroll views (docs/language.md §16). A `scroll` is a view with two layout guides: `content`
// (UIScrollView's `contentLayoutGuide`, the content area, whose size is the content size) and
// `frame` (`frameLayoutGuide`, the scroll view's own frame). As the Auto Layout Guide says
// ("Working with Scroll Views",
// https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/WorkingwithScrollViews.html):
// "Constraints between the edges or margins of the scroll view and its content attach to the
// scroll view's content area", while "constraints between the height, width, or centers attach
// to the scroll view's frame", and constraints with views outside it attach to its frame.
// Subviews are laid out in content coordinates: the content area's top-left corner is the
// scroll view's at content offset zero (no content insets).
extension IRBuilder {
    /// `content.left == scroll.left`, `content.top == scroll.top`: the content offset is zero.
    /// Its width and height are the content size, which only the content decides.
    mutating func lowerContentGuide(_ g: ViewID, of scroll: ViewID) {
        for attribute in [LayoutAttribute.left, .top] {
            addGuideEquality(g, scroll, attribute, range: views[scroll.index].declaration)
        }
    }

    /// The frame guide is the scroll view's frame.
    mutating func lowerFrameGuide(_ g: ViewID, of scroll: ViewID) {
        for attribute in [LayoutAttribute.left, .top, .width, .height] {
            addGuideEquality(g, scroll, attribute, range: views[scroll.index].declaration)
        }
    }

    private mutating func addGuideEquality(_ g: ViewID, _ owner: ViewID, _ attribute: LayoutAttribute, range: SourceRange?) {
        var e = LinearExpr(g, attribute)
        e.add(LinearExpr(owner, attribute), scale: -1)
        let text = DeferredDescription.relation(lhs: table.name(g), lhsAttribute: attribute, relation: .equal,
                                                rhs: table.name(owner), rhsAttribute: attribute, constant: 0, priority: 1000)
        addConstraint(consume e, .equal, priority: 1000, origin: ConstraintOrigin(kind: .guide, range: range, deferred: text),
                      conditions: setConditions[owner.index])
    }

    /// The item `view.attribute` stands for in a constraint that also reads `other`: the
    /// content guide when `view` is a scroll view, the attribute an edge and `other` its content.
    /// Inlined so that a file without scroll views (the usual case) pays one flag test per gap;
    /// a call would copy the builder for its read of `table`.
    @inline(__always)
    func scrollItem(_ view: ViewID, _ attribute: LayoutAttribute, other: ViewID?) -> ViewID {
        table.hasScrollViews ? table.scrollItem(view, attribute, other: other) : view
    }

    /// Whether `view` is in the content of scroll view `scroll`.
    func isContent(_ view: ViewID, of scroll: ViewID) -> Bool { table.isContent(view, of: scroll) }

    /// The scroll views of an explicit constraint whose edges attach to their content area:
    /// those it names together with a view of their content. Inlined for the same reason as
    /// `scrollItem`.
    @inline(__always)
    func contentEdgeScrolls(_ lhs: Expr, _ rhs: Expr, superview: ViewID) -> [ViewID] {
        table.hasScrollViews ? table.contentEdgeScrolls(lhs, rhs, superview: superview) : []
    }
}

extension ViewTable {
    /// Whether `view` is in the content of scroll view `scroll` (a subview, at any depth; a
    /// guide counts as its owner, so a scroll view's own guides are not its content).
    func isContent(_ view: ViewID, of scroll: ViewID) -> Bool {
        var s = enclosingScroll[view.index]
        while s >= 0 {
            if Int(s) == scroll.index { return true }
            s = enclosingScroll[Int(s)]
        }
        return false
    }

    /// Whether an attribute is an edge (or margin, or baseline, which a scroll view has at its
    /// edges), as opposed to a size or a centre, in Apple's rule.
    static func isEdge(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .left, .right, .leading, .trailing, .top, .bottom, .firstBaseline, .lastBaseline: return true
        case .width, .height, .centerX, .centerY: return false
        }
    }

    /// `IRBuilder.scrollItem` for a file with scroll views (a view's kind is the same in
    /// every variant, so the table's views answer it).
    func scrollItem(_ view: ViewID, _ attribute: LayoutAttribute, other: ViewID?) -> ViewID {
        guard views[view.index].kind == .scroll, Self.isEdge(attribute), let other, isContent(other, of: view),
              let content = guide(.content, of: view) else { return view }
        return content
    }

    /// `IRBuilder.contentEdgeScrolls` for a file with scroll views.
    func contentEdgeScrolls(_ lhs: Expr, _ rhs: Expr, superview: ViewID) -> [ViewID] {
        var named: [ViewID] = []
        func collect(_ e: Expr) {
            switch e.kind {
            case .number, .name: break
            case .anchor(let v, _), .guideAnchor(let v, _, _):
                if let id = v.name == Vocabulary.superview ? superview : ids[v.name] { named.append(id) }
            case .negate(let inner), .paren(let inner), .scaled(let inner, _, _): collect(inner)
            case .binary(_, let l, let r): collect(l); collect(r)
            }
        }
        collect(lhs)
        collect(rhs)
        var out: [ViewID] = []
        for s in named where views[s.index].kind == .scroll && !out.contains(s) {
            if named.contains(where: { $0 != s && isContent($0, of: s) }) { out.append(s) }
        }
        return out
    }
}
