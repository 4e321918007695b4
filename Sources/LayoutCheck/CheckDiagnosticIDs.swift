import LayoutSource

// The diagnostics the checker emits (spec §9). Their raw values are what JSON, SARIF
// (`ruleId`) and docs/diagnostics.md use, so they never change once released.
extension DiagnosticID {
    /// Error: the required constraints of a variant have no common solution.
    public static let unsatisfiable = DiagnosticID("unsatisfiable")
    /// Error: a view's position or size on an axis is not fixed by the constraints.
    public static let ambiguous = DiagnosticID("ambiguous")
    /// Warning: a non-required explicit or visual-format constraint is left unsatisfied.
    public static let unsatisfiedConstraint = DiagnosticID("unsatisfied-constraint")
    /// Warning: a required constraint is implied by the others.
    public static let redundantConstraint = DiagnosticID("redundant-constraint")
    /// Warning: a view's solved width or height is negative.
    public static let negativeSize = DiagnosticID("negative-size")
    /// Warning: a view's frame is not inside its superview's.
    public static let outsideSuperview = DiagnosticID("outside-superview")
    /// Warning: a declared view that no constraint mentions.
    public static let unusedView = DiagnosticID("unused-view")
}
