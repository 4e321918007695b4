import LayoutSource
import LayoutLowering

// The messages of the "Solving and checking" kinds (`LayoutSource`'s CheckDiagnosticKinds.swift),
// one constructor per situation. The reporters call these with what they found (constraints
// already quoted by `ConstraintText.quote`); the wording is decided here, beside the stage. The
// notes' wording stays with the reporters, as lowering's does.

extension DiagnosticMessage {
    // MARK: unsatisfiable

    /// A required constraint that conflicts with `others` (at least one) other required constraints.
    static func conflict(_ quoted: String, others count: Int) -> DiagnosticMessage {
        let plural = count == 1 ? "1 other required constraint" : "\(count) other required constraints"
        return DiagnosticMessage(.unsatisfiable, "unsatisfiable constraints: \(quoted) conflicts with \(plural); "
                                 + "remove one of these or lower its priority below required")
    }

    /// A required constraint whose terms cancel out, leaving a false statement.
    static func neverHolds(_ quoted: String) -> DiagnosticMessage {
        DiagnosticMessage(.unsatisfiable, "unsatisfiable constraint: \(quoted) can never hold (its terms cancel out, "
                          + "leaving a false statement); remove it or change its constants")
    }

    /// A conflict too large to search for its members (`ConflictFinder`'s budget).
    static func conflictTooLarge(_ quoted: String) -> DiagnosticMessage {
        DiagnosticMessage(.unsatisfiable, "unsatisfiable constraints: \(quoted) conflicts with the required constraints before it; "
                          + "remove it or lower its priority below required, or change one of those")
    }

    // MARK: ambiguous

    /// `the width of `a` is ambiguous: …`, followed by the content-priority tie (`tie`, from
    /// `contentPriorityTie`) or else by what to add. `view` is the view's name; `hidden` says
    /// whether it is hidden itself, `insideHidden` names the hidden view it is inside.
    static func ambiguous(_ a: AxisAmbiguity, view: String, hidden: Bool, insideHidden: String?,
                          tie: String?) -> DiagnosticMessage {
        // A hidden view is still laid out (and shown at run time): say why it is reported.
        var name = "`\(view)`"
        if hidden {
            name = "hidden `\(view)`"
        } else if let ancestor = insideHidden {
            name = "`\(view)` (inside hidden `\(ancestor)`)"
        }
        let pos = a.axis == .horizontal ? "horizontal position" : "vertical position"
        let size = a.axis == .horizontal ? "width" : "height"
        var text: String
        switch (a.positionFree, a.sizeFree) {
        case (true, true): text = "the \(pos) and \(size) of \(name) are"
        case (true, false): text = "the \(pos) of \(name) is"
        default: text = "the \(size) of \(name) is"
        }
        text += " ambiguous"
        if let tie {
            text += ": \(tie)"
        } else {
            text += ": \(whatToAdd(a))"
        }
        return DiagnosticMessage(.ambiguous, text)
    }

    /// What to add, as literal texts (made for every ambiguous view: 40,000 times for a
    /// file of 20,000 unconstrained views, where interpolating them was a fifth of the report).
    private static func whatToAdd(_ a: AxisAmbiguity) -> String {
        let h = a.axis == .horizontal
        switch (a.positionFree, a.sizeFree) {
        case (true, true):
            return h ? "add a width and pin its leading edge or centerX, or pin both its leading and trailing edges"
                : "add a height and pin its top edge or centerY, or pin both its top and bottom edges"
        case (true, false): return h ? "pin its leading edge or centerX" : "pin its top edge or centerY"
        default: return h ? "add a width, or pin its trailing edge" : "add a height, or pin its bottom edge"
        }
    }

    /// The tie part of an `ambiguous` message: `content priority ambiguity: `a` and `b` have
    /// equal horizontal hugging priority (250); raise one's hugging priority`. `names` are the
    /// tied views' names in view order, all of them when `total` is nil; else `names` is this
    /// view and a few partners out of `total` tied views.
    static func contentPriorityTie(_ names: [String], total: Int?, axis: LayoutAxis, stretched: Bool,
                                   priority: Double) -> String {
        let quoted = names.map { "`\($0)`" }
        let listed: String
        if let total {
            listed = "\(quoted[0]) and \(total - 1) other views (\(quoted.dropFirst().joined(separator: ", ")), …)"
        } else if quoted.count == 2 {
            listed = "\(quoted[0]) and \(quoted[1])"
        } else {
            listed = quoted.dropLast().joined(separator: ", ") + " and \(quoted.last!)"
        }
        let kind = stretched ? "hugging" : "compression resistance"
        return "content priority ambiguity: \(listed) have equal \(axis.rawValue) \(kind) priority (\(ConstraintText.number(priority))); "
            + "raise one's \(kind) priority"
    }

    // MARK: unused-view, unsatisfied-constraint, redundant-constraint

    /// A declared, visible view that no constraint mentions.
    static func unusedView(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.unusedView, "view `\(name)` is not used by any constraint; place it or remove it")
    }

    /// A non-required constraint the solution misses by `violation` points.
    static func unsatisfiedConstraint(_ quoted: String, off violation: Double) -> DiagnosticMessage {
        DiagnosticMessage(.unsatisfiedConstraint,
                          "constraint \(quoted) is not satisfied: it is off by \(ConstraintText.number(violation)) pt")
    }

    /// A required constraint the others imply.
    static func redundantConstraint(_ quoted: String) -> DiagnosticMessage {
        DiagnosticMessage(.redundantConstraint, "required constraint \(quoted) is implied by the others; it can be removed")
    }

    // MARK: negative-size, outside-superview

    /// A fixed frame whose width (or height) is negative.
    static func negativeSize(_ view: String, axis: LayoutAxis, size: Double) -> DiagnosticMessage {
        DiagnosticMessage(.negativeSize,
                          "`\(view)` has a negative \(axis == .horizontal ? "width" : "height") (\(ConstraintText.number(size)) pt)")
    }

    /// A fixed frame that extends `before` points past its superview's leading (top) edge and
    /// `after` points past its trailing (bottom) edge; at least one is given.
    static func outsideSuperview(_ view: String, axis: LayoutAxis, before: Double?, after: Double?,
                                 superview: String) -> DiagnosticMessage {
        let (lead, trail) = axis == .horizontal ? ("leading", "trailing") : ("top", "bottom")
        var parts: [String] = []
        if let before { parts.append("\(ConstraintText.number(before)) pt past the \(lead) edge") }
        if let after { parts.append("\(ConstraintText.number(after)) pt past the \(trail) edge") }
        return DiagnosticMessage(.outsideSuperview,
                                 "`\(view)` extends \(parts.joined(separator: " and ")) of its superview `\(superview)`")
    }
}
