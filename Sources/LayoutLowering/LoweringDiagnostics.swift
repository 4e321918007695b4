import LayoutSource

// Diagnostic ids owned by lowering (semantic errors of the language, spec §9). The raw values
// are what JSON, SARIF and the docs use, so they never change once published.
extension DiagnosticID {
    /// A name that is not a declared (or built-in) view.
    public static let unknownView = DiagnosticID("unknown-view")
    /// A name that is not a metric.
    public static let unknownMetric = DiagnosticID("unknown-metric")
    /// A view name declared twice, or a declaration that reuses a built-in name.
    public static let duplicateName = DiagnosticID("duplicate-name")
    /// A view on a visual-format line that is not a child of the line's `|`.
    public static let notAChild = DiagnosticID("not-a-child")
    /// A horizontal position related to a vertical one.
    public static let mixedAxes = DiagnosticID("mixed-axes")
    /// A product or quotient that would make the system non-linear.
    public static let nonlinear = DiagnosticID("nonlinear")
    /// A priority outside 1…1000 or not a known name.
    public static let priorityOutOfRange = DiagnosticID("priority-out-of-range")
    /// Metrics that refer to each other in a cycle.
    public static let metricCycle = DiagnosticID("metric-cycle")
    /// A view named in a spacing predicate of a visual-format line.
    public static let viewInSpacing = DiagnosticID("view-in-spacing")
    /// An anchor attribute that does not exist.
    public static let unknownAttribute = DiagnosticID("unknown-attribute")
    /// A view declared inside a `when` block.
    public static let viewInWhen = DiagnosticID("view-in-when")
    /// A division by a value that is zero.
    public static let divisionByZero = DiagnosticID("division-by-zero")
    /// A metric defined but never used in any variant (warning).
    public static let unusedMetric = DiagnosticID("unused-metric")
    /// An anchor where only a number is meaningful (metric value, stack spacing).
    public static let notConstant = DiagnosticID("not-constant")
    /// A size predicate whose object names more than one view (spec §4 allows at most one).
    public static let multipleViewsInPredicate = DiagnosticID("multiple-views-in-predicate")
    /// A stack property (`axis`, `spacing`, …) on a view that is not a stack.
    public static let notAStack = DiagnosticID("not-a-stack")
    /// A metric defined through too long a chain of other metrics.
    public static let metricTooDeep = DiagnosticID("metric-too-deep")
    /// A number or computed value too large to be a finite double.
    public static let numberOutOfRange = DiagnosticID("number-out-of-range")
    /// An `intrinsic` size on a `guide`, which has none (warning: it is ignored).
    public static let guideIntrinsic = DiagnosticID("guide-intrinsic")
}
