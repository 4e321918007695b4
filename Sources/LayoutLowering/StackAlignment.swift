import LayoutSyntax

/// Where arranged views sit across a stack's axis: UIStackView.Alignment reduced to the four
/// layouts it makes. `top` and `leading` are one value in UIKit (both raw value 1), as are
/// `bottom` and `trailing` (3), whatever the axis: on a vertical stack `top` aligns the
/// leading edges, on a horizontal stack `leading` aligns the tops.
enum StackCrossPlacement {
    case fill, start, center, end, firstBaseline, lastBaseline

    /// The placement of an alignment as written.
    init(_ alignment: StackAlignment) {
        switch alignment {
        case .fill: self = .fill
        case .leading, .top: self = .start
        case .center: self = .center
        case .trailing, .bottom: self = .end
        case .firstBaseline: self = .firstBaseline
        case .lastBaseline: self = .lastBaseline
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
        let s = container
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
            case .firstBaseline, .lastBaseline:
                // Each view inside the stack; the baselines equal the first view's (below).
                parts = [inside(across.leading, .greaterOrEqual), inside(across.trailing, .lessOrEqual)]
            }
            // UIKit keeps only the first arranged view of a baseline-aligned stack inside it: a
            // later view reaching higher or lower sticks out (open radar 32291130, "Stack View
            // height incorrect for first/last baseline alignment"). These two constraints of
            // the others carry an anchor form, so `emit uikit` writes them and the app lays out
            // as documented and checked (docs/codegen.md).
            let generated = (placement == .firstBaseline || placement == .lastBaseline) && view != visible.first
            for (lhs, relation, rhs) in parts {
                let anchor = generated ? AnchorForm(first: view, firstAttribute: lhs.attribute, relation: relation, second: s,
                                                    secondAttribute: rhs.attribute) : nil
                emit([lhs], relation, [rhs], about: [view], anchor: anchor)
            }
        }
        guard placement != .fill else { return }
        if placement == .firstBaseline || placement == .lastBaseline, let first = visible.first {
            // `UIStackView.Alignment.firstBaseline`: "aligns its arranged views based on their
            // first baseline" (lastBaseline: last). A view without a baseline uses its top
            // (bottom) edge, as Auto Layout does. The aligned group sits at the stack's top
            // (its highest view's top on the stack's), pulled there at 1, the weakest level,
            // so a stack taller than its content does not leave the group free to float.
            let baseline: LayoutAttribute = placement == .firstBaseline ? .firstBaseline : .lastBaseline
            for view in visible.dropFirst() {
                emit([StackTerm(view, baseline)], .equal, [StackTerm(first, baseline)], about: [view, first])
            }
            emit([StackTerm(first, across.leading)], .equal, [StackTerm(s, across.leading)],
                 priority: StackPriority.baselineGroupTop, about: [first])
        }
        emit([StackTerm(s, across.size)], .equal, [], priority: StackPriority.spanningFit, about: [])
        for view in visible {
            emit([StackTerm(view, across.size)], .equal, [], priority: StackPriority.ambiguitySuppression, about: [view])
        }
    }
}
