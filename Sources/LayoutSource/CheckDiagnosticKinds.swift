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
    /// A scroll view's content size is not fixed on an axis.
    public static let ambiguousScrollContent = DiagnosticKind(
        id: "ambiguous-scroll-content", severity: .error, family: .checking,
        summary: "A scroll view's content size is not fixed on an axis.",
        explanation: "Interface Builder's \"Scrollable content size ambiguity\": the width or height of a scroll view's content area (its `content` guide, UIKit's `contentLayoutGuide`) can change without making any constraint less satisfied, because the content does not reach from one edge of the content area to the other, or nothing sizes it. UIKit then picks a content size, so the view does not scroll or the content collapses. The notes show the constraints that do involve the content area on that axis.",
        fix: "Pin the content from edge to edge: its last view's bottom to `NAME.content.bottom` (`V:[last]-|` in the scroll view's block), or, for vertical scrolling, make the content as wide as the visible frame with `NAME.content.width == NAME.frame.width`. The fix offered is the one that fits the solved layout.")
    /// A cell's content does not determine its height.
    public static let cellHeightUndetermined = DiagnosticKind(
        id: "cell-height-undetermined", severity: .error, family: .checking,
        summary: "A cell's content does not determine its height.",
        explanation: "In a `cell table` or `cell collection` file the height of the content view is its fitting height, as `systemLayoutSizeFitting` computes it with a required width and a fitting-size vertical priority. When no chain of constraints runs from the content view's top edge to its bottom edge, that height collapses to zero; UIKit logs \"Detected a case where constraints ambiguously suggest a height of zero for a table view cell's content view\" and shows the cell at its estimated height instead.",
        fix: "Pin the last view's bottom edge to the content view's (`V:[last]-|`), so that the views and the spaces between them add up to the height.")
    /// A cell's required vertical constraints fight the estimated height of UIKit's first pass.
    public static let cellHeightConflict = DiagnosticKind(
        id: "cell-height-conflict", severity: .warning, family: .checking,
        summary: "A cell's required vertical constraints fight the estimated height of UIKit's first pass.",
        explanation: "Before a self-sizing cell is measured, UIKit lays it out once at its estimated height (44 pt for a table cell, 50 pt for a collection cell, or the header's `estimated N`), holding the content view there with the required constraint `UIView-Encapsulated-Layout-Height`. When the cell's required vertical constraints need another height, that pass is unsatisfiable: UIKit logs \"Unable to simultaneously satisfy constraints\" and breaks one of them. The final layout is right, but the log is noise that hides real conflicts. The notes show the constraints of the conflict.",
        fix: "Give one constraint of the vertical chain the priority 999 (the fix does it for the one that closes the chain, usually the bottom spacing): it then yields during the first pass and holds in the final layout.")
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
    /// `ambiguous-scroll-content`: a scroll view's content size is not fixed on an axis.
    public static let ambiguousScrollContent = DiagnosticKind.ambiguousScrollContent.id
    /// `cell-height-undetermined`: a cell's content does not determine its height.
    public static let cellHeightUndetermined = DiagnosticKind.cellHeightUndetermined.id
    /// `cell-height-conflict`: a cell's required vertical constraints fight the first pass's estimated height.
    public static let cellHeightConflict = DiagnosticKind.cellHeightConflict.id
}
