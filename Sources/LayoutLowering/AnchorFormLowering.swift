import LayoutSource
import LayoutSyntax

// The anchor form of explicit constraints and size predicates (see `AnchorForm`). It is
// computed only after `linear` has lowered the same expressions without errors, so every
// name here resolves and every metric already has its value: this pass reports nothing and
// costs one more walk of the (small) expression.
extension IRBuilder {
    /// `lhs REL rhs` of an explicit constraint as an anchor form, `nil` for no anchors or for
    /// three or more that do not pair up (then with the reason).
    /// `contentEdges` are the scroll views whose edges stand for their content guide here
    /// (`contentEdgeScrolls`), as in the lowered terms.
    func anchorForm(lhs: Expr, _ relation: Relation, rhs: Expr, superview: ViewID,
                    contentEdges: [ViewID] = []) -> (form: AnchorForm?, gap: AnchorFormGap?) {
        var sum = AnchorSum()
        guard accumulate(lhs, 1, into: &sum, superview: superview, viewSize: nil, contentEdges: contentEdges),
              accumulate(rhs, -1, into: &sum, superview: superview, viewSize: nil, contentEdges: contentEdges) else { return (nil, nil) }
        if let form = sum.form(relation) { return (form, nil) }
        return (nil, sum.gap(relation))
    }

    /// `view.size REL object` of a size predicate whose object is an expression.
    func anchorForm(predicateOf view: ViewID, size: LayoutAttribute, _ relation: Relation, object: Expr,
                    superview: ViewID) -> AnchorForm? {
        var sum = AnchorSum()
        sum.add(view, size, 1)
        guard accumulate(object, -1, into: &sum, superview: superview, viewSize: size) else { return nil }
        return sum.form(relation)
    }

    /// `sum += expr × k`; `false` if something does not resolve (which `linear` would have reported).
    /// `viewSize` is the attribute a bare view name means (VFL predicates), `nil` where bare names are metrics.
    private func accumulate(_ expr: Expr, _ k: Double, into sum: inout AnchorSum, superview: ViewID,
                            viewSize: LayoutAttribute?, contentEdges: [ViewID] = []) -> Bool {
        switch expr.kind {
        case .number(let n):
            sum.constant += n * k
            return true
        case .paren(let inner):
            return accumulate(inner, k, into: &sum, superview: superview, viewSize: viewSize, contentEdges: contentEdges)
        case .negate(let inner):
            return accumulate(inner, -k, into: &sum, superview: superview, viewSize: viewSize, contentEdges: contentEdges)
        case .scaled(let inner, let style, _):
            // The variant's scale, as `linear` applied it (UIFontMetrics.scaledValue(for:)).
            return accumulate(inner, k * style.scale(at: target.variant.effectiveContentSize), into: &sum,
                              superview: superview, viewSize: viewSize, contentEdges: contentEdges)
        case .name(let name):
            if let size = viewSize, let id = table.ids[name.name] {
                sum.add(id, size, k)
                return true
            }
            guard let value = metrics.values[name.name] ?? MetricEnvironment.builtin(name.name) else { return false }
            sum.constant += value * k
            return true
        case .anchor(let view, let attribute):
            let id = GuideScanner.rootGuide(view.name, table: table).flatMap { table.guide($0, of: .root) }
                ?? (view.name == "superview" ? superview : table.ids[view.name])
            guard var id, let attr = LayoutAttribute(rawValue: attribute.name) else { return false }
            if contentEdges.contains(id), ViewTable.isEdge(attr), let content = table.guide(.content, of: id) { id = content }
            sum.add(id, attr, k)
            return true
        case .guideAnchor(let view, let guide, let attribute):
            let owner = view.name == "superview" ? superview : table.ids[view.name]
            guard let owner, let kind = LayoutGuideKind(rawValue: guide.name), let id = table.guide(kind, of: owner),
                  let attr = LayoutAttribute(rawValue: attribute.name) else { return false }
            sum.add(id, attr, k)
            return true
        case .binary(let op, let l, let r):
            switch op {
            case .add:
                return accumulate(l, k, into: &sum, superview: superview, viewSize: viewSize, contentEdges: contentEdges)
                    && accumulate(r, k, into: &sum, superview: superview, viewSize: viewSize, contentEdges: contentEdges)
            case .subtract:
                return accumulate(l, k, into: &sum, superview: superview, viewSize: viewSize, contentEdges: contentEdges)
                    && accumulate(r, -k, into: &sum, superview: superview, viewSize: viewSize, contentEdges: contentEdges)
            case .multiply, .divide:
                var left = AnchorSum(), right = AnchorSum()
                guard accumulate(l, 1, into: &left, superview: superview, viewSize: viewSize, contentEdges: contentEdges),
                      accumulate(r, 1, into: &right, superview: superview, viewSize: viewSize, contentEdges: contentEdges) else { return false }
                if op == .divide {
                    guard right.terms.isEmpty, right.constant != 0 else { return false }
                    // Each part divided (not multiplied by 1 / k), as `LinearExpr.divided(by:)` does.
                    for t in left.terms { sum.add(t.view, t.attribute, t.coefficient / right.constant * k) }
                    sum.constant += left.constant / right.constant * k
                    return true
                }
                if left.terms.isEmpty {
                    sum.add(right, left.constant * k)
                } else if right.terms.isEmpty {
                    sum.add(left, right.constant * k)
                } else {
                    return false
                }
                return true
            }
        }
    }
}
