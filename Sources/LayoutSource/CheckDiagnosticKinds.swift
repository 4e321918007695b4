// The kinds of "Solving and checking" (docs/diagnostics.md). The ids are what JSON, SARIF (`ruleId`) and
// the docs use, so they never change once published; the prose is the docs' prose.

extension DiagnosticKind {
    /// The required constraints of a variant have no common solution.
    public static let unsatisfiable = DiagnosticKind(
        id: "unsatisfiable", severity: .error, family: .checking,
        summary: "The required constraints of a variant have no common solution.",
        explanation: "The required constraints of a variant have no common solution. The diagnostic points at one constraint of a minimal conflicting set and, as notes, at the others: removing any one of them makes the rest satisfiable." + "\n\n" + "The constraint pointed at is the one that breaks the layout when it is read top to bottom (the last of the shortest conflicting prefix of the file). A conflict can run through a whole generated layout: the message counts every member, the notes list at most 40 of them (the canvas and guide members first, then those nearest the breaking constraint), and a last note counts the rest. When a conflict among inequalities is too large to search within the checker's budget, only the breaking constraint is reported, with a note saying so. Lines longer than 120 characters are quoted as a window around the location, cut with `…`.",
        fix: "Remove one of the listed constraints, or lower its priority below `required` (for example `@high`), so that Auto Layout may break it.")
    /// A view's position or size on an axis is not fixed by the constraints.
    public static let ambiguous = DiagnosticKind(
        id: "ambiguous", severity: .error, family: .checking,
        summary: "A view's position or size on an axis is not fixed by the constraints.",
        explanation: "A view's position or size along an axis is not fixed: it can change without making any constraint less satisfied. Each view is judged relative to its superview: it is reported when its width (height), or its position relative to its superview (`view.x − superview.x`), can change; a view that only moves because its free superview carries it along is not reported separately, and one that is also free inside a free superview is reported in the same run. Hidden views are checked like any other (they are laid out, and shown at run time), and the message says the view is hidden. The message names the view, the axis and whether its position, size or both are free; notes show the constraints that do involve it. Equal hugging or compression-resistance priorities between views that share the space are ambiguous too (UIKit picks one arbitrarily); the message names at most five of the tied views.",
        fix: "Add the missing constraint the message suggests, or break the tie by giving one view a higher `hug` (or `resist`) priority.")
    /// A non-required explicit or visual-format constraint is left unsatisfied.
    public static let unsatisfiedConstraint = DiagnosticKind(
        id: "unsatisfied-constraint", severity: .warning, family: .checking,
        summary: "A non-required explicit or visual-format constraint is left unsatisfied.",
        explanation: "An optional constraint (priority below 1000) that is not satisfied in the solution, with the amount it is off by. Intrinsic-size and stack constraints are not reported: they give way by design.",
        fix: "Check that the constraint can hold; otherwise lower it, remove it, or make room for it.")
    /// A required constraint is implied by the others.
    public static let redundantConstraint = DiagnosticKind(
        id: "redundant-constraint", severity: .warning, family: .checking,
        summary: "A required constraint is implied by the others.",
        explanation: "A required constraint that the other required constraints already imply; removing it changes nothing.",
        fix: "Remove it (or keep it deliberately and ignore the warning).")
    /// A view's solved width or height is negative.
    public static let negativeSize = DiagnosticKind(
        id: "negative-size", severity: .warning, family: .checking,
        summary: "A view's solved width or height is negative.",
        explanation: "A view's solved width or height is negative (as in UIKit, sizes are not implicitly non-negative), usually because fixed spacings add up to more than the canvas.",
        fix: "Use `>=` spacings or lower the priority of the fixed ones for small canvases, or change them per size class with `when`.")
    /// A view's frame is not inside its superview's.
    public static let outsideSuperview = DiagnosticKind(
        id: "outside-superview", severity: .warning, family: .checking,
        summary: "A view's frame is not inside its superview's.",
        explanation: "A view's frame extends past an edge of its superview's (by more than half a point). The message says which edge and by how much.",
        fix: "Make room for the view or constrain it inside its superview; if it is meant to overhang (a badge), accept the warning.")
    /// A declared view that no constraint mentions.
    public static let unusedView = DiagnosticKind(
        id: "unused-view", severity: .warning, family: .checking,
        summary: "A declared view that no constraint mentions.",
        explanation: "A declared, visible view that no constraint mentions apart from its own intrinsic size. Such a view always has a free position too, so the same view is also reported as `ambiguous`.",
        fix: "Place it with constraints, or remove the declaration.")
}

extension DiagnosticID {
    /// `unsatisfiable`: the required constraints of a variant have no common solution.
    public static let unsatisfiable = DiagnosticKind.unsatisfiable.id
    /// `ambiguous`: a view's position or size on an axis is not fixed by the constraints.
    public static let ambiguous = DiagnosticKind.ambiguous.id
    /// `unsatisfied-constraint`: a non-required explicit or visual-format constraint is left unsatisfied.
    public static let unsatisfiedConstraint = DiagnosticKind.unsatisfiedConstraint.id
    /// `redundant-constraint`: a required constraint is implied by the others.
    public static let redundantConstraint = DiagnosticKind.redundantConstraint.id
    /// `negative-size`: a view's solved width or height is negative.
    public static let negativeSize = DiagnosticKind.negativeSize.id
    /// `outside-superview`: a view's frame is not inside its superview's.
    public static let outsideSuperview = DiagnosticKind.outsideSuperview.id
    /// `unused-view`: a declared view that no constraint mentions.
    public static let unusedView = DiagnosticKind.unusedView.id
}
