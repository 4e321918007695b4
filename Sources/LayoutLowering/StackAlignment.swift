import LayoutSyntax

/// Where arranged views sit across a stack's axis: UIStackView.Alignment reduced to the four
/// layouts it makes. `top` and `leading` are one value in UIKit (both raw value 1), as are
/// `bottom` and `trailing` (3), whatever the axis: on a vertical stack `top` aligns the
/// leading edges, on a horizontal stack `leading` aligns the tops.
enum StackCrossPlacement {
    case fill, start, center, end

    /// The placement of an alignment as written.
    init(_ alignment: StackAlignment) {
        switch alignment {
        case .fill: self = .fill
        case .leading, .top: self = .start
        case .center: self = .center
        case .trailing, .bottom: self = .end
        }
    }
}

extension StackLowering {
    /// Across the axis, for each visible arranged view:
    /// - `fill`: both edges on the stack's (`UISV-canvas-connection`, `UISV-alignment`);
    /// - `leading`/`top`: the leading (top) edge on the stack's, the other edge inside it;
    /// - `center`: centres equal, both edges inside;
    /// - `trailing`/`bottom`: the trailing (bottom) edge on the stack's, the other inside.
    ///
    /// For the last three UIKit encloses the views in a spanning guide whose size is pulled to
    /// 0 at 51 (`UISV-spanning-fit`) and pins it to the stack, so a stack whose cross size is
    /// otherwise free takes its largest arranged view's; here the stack itself plays the guide
    /// (`stack.size == 0 @51`, bounded below by the views inside it). Each view's cross size is
    /// also pulled to 0 at 25 (`UISV-ambiguity-suppression`), so a view with nothing else
    /// deciding it is not ambiguous, as in UIKit.
    mutating func lowerAlignment() {
        guard !visible.isEmpty else { return }
        let s = stack
        let placement = StackCrossPlacement(settings.alignment)
        for view in visible {
            let inside = { (edge: LayoutAttribute, relation: Relation) in
                (StackTerm(view, edge), relation, StackTerm(s, edge))
            }
            var parts: [(StackTerm, Relation, StackTerm)] = []
            switch placement {
            case .fill:
                parts = [inside(across.leading, .equal), inside(across.trailing, .equal)]
            case .start:
                parts = [inside(across.leading, .equal), inside(across.trailing, .lessOrEqual)]
            case .center:
                parts = [inside(across.center, .equal), inside(across.leading, .greaterOrEqual),
                         inside(across.trailing, .lessOrEqual)]
            case .end:
                parts = [inside(across.trailing, .equal), inside(across.leading, .greaterOrEqual)]
            }
            for (lhs, relation, rhs) in parts { emit([lhs], relation, [rhs], about: [view]) }
        }
        guard placement != .fill else { return }
        emit([StackTerm(s, across.size)], .equal, [], priority: StackPriority.spanningFit, about: [])
        for view in visible {
            emit([StackTerm(view, across.size)], .equal, [], priority: StackPriority.ambiguitySuppression, about: [view])
        }
    }
}
