// The kinds of "Names, expressions and metrics" (docs/diagnostics.md). The ids are what JSON, SARIF (`ruleId`) and
// the docs use, so they never change once published; the prose is the docs' prose.

extension DiagnosticKind {
    /// A name that is not a declared (or built-in) view.
    public static let unknownView = DiagnosticKind(
        id: "unknown-view", severity: .error, family: .namesAndMetrics,
        summary: "A name that is not a declared (or built-in) view.",
        explanation: "A name on a visual-format line, in a constraint or in a `set` line that is not a declared view nor a built-in (`root`, `superview`, `safeArea`, `margins`). The same error about the same name is reported once, at its first use, with the next three uses as notes and the rest as a count.",
        fix: "Fix the spelling (the message suggests the closest declared name) or declare the view.")
    /// A view name declared twice, or a declaration that reuses a built-in name.
    public static let duplicateName = DiagnosticKind(
        id: "duplicate-name", severity: .error, family: .namesAndMetrics,
        summary: "A view name declared twice, or a declaration that reuses a built-in name.",
        explanation: "Two views with the same name, or a view named like a built-in (`root`, `safeArea`, `margins`, `superview`). Names are unique in a file, whatever their superview. A note points at the first declaration. Every use of the name means the first view, so nothing can constrain the second: it gets this error alone, not also its ambiguity or `unused-view`. A named constraint (`heroHeight: hero.height == 200`) likewise: its name is written once per variant (a `when` body and its `else` may each name one) and differs from every view and metric name; the error is at the name.",
        fix: "Rename one of them.")
    /// A view on a visual-format line that is not a child of the line's `|`.
    public static let notAChild = DiagnosticKind(
        id: "not-a-child", severity: .error, family: .namesAndMetrics,
        summary: "A view on a visual-format line that is not a child of the line's `|`.",
        explanation: "A view on a visual-format line that is not a child of the line's `|`: lines written at the top level describe the root's children, lines inside `view card { … }` describe the card's children.",
        fix: "Move the line into the block of the view's superview, or write an explicit constraint, which may relate any two views.")
    /// A horizontal position related to a vertical one.
    public static let mixedAxes = DiagnosticKind(
        id: "mixed-axes", severity: .error, family: .namesAndMetrics,
        summary: "A horizontal position related to a vertical one.",
        explanation: "A constraint relates a horizontal position (`left`, `leading`, `centerX`, …) to a vertical one (`top`, `centerY`, …). Only sizes may be related across axes (`image.height == image.width`).",
        fix: "Relate edges of the same axis.")
    /// A product or quotient that would make the system non-linear.
    public static let nonlinear = DiagnosticKind(
        id: "nonlinear", severity: .error, family: .namesAndMetrics,
        summary: "A product or quotient that would make the system non-linear.",
        explanation: "A product or quotient of two anchors (`a.width * b.width`, `100 / b.width`): the constraint system must stay linear.",
        fix: "Multiply or divide an anchor by a number or a metric only.")
    /// A priority outside 1…1000 or not a known name.
    public static let priorityOutOfRange = DiagnosticKind(
        id: "priority-out-of-range", severity: .error, family: .namesAndMetrics,
        summary: "A priority outside 1…1000 or not a known name.",
        explanation: "A priority outside 1…1000, or a name other than `required`, `high`, `low` and `fitting`; also `hug` and `resist` values out of range.",
        fix: "Use a number from 1 to 1000 or one of the names; 1000 is required.")
    /// A view named in a spacing predicate of a visual-format line.
    public static let viewInSpacing = DiagnosticKind(
        id: "view-in-spacing", severity: .error, family: .namesAndMetrics,
        summary: "A view named in a spacing predicate of a visual-format line.",
        explanation: "A spacing on a visual-format line (`-(b)-`) names a view; a spacing is a number, a metric or an expression of them.",
        fix: "Write an explicit constraint if the gap depends on a view.")
    /// An anchor attribute that does not exist.
    public static let unknownAttribute = DiagnosticKind(
        id: "unknown-attribute", severity: .error, family: .namesAndMetrics,
        summary: "An anchor attribute that does not exist.",
        explanation: "`VIEW.ATTRIBUTE` with an attribute that does not exist. The attributes are `left right leading trailing centerX width top bottom centerY height`.",
        fix: "Fix the spelling; the message suggests the closest attribute.")
    /// A view declared inside a `when` block.
    public static let viewInWhen = DiagnosticKind(
        id: "view-in-when", severity: .error, family: .namesAndMetrics,
        summary: "A view declared inside a `when` block.",
        explanation: "A view declared inside a `when` block. Views exist in every variant; a block only adds constraints or changes properties.",
        fix: "Declare the view outside the block; hide it per variant with `set NAME hidden`.")
    /// A division by a value that is zero.
    public static let divisionByZero = DiagnosticKind(
        id: "division-by-zero", severity: .error, family: .namesAndMetrics,
        summary: "A division by a value that is zero.",
        explanation: "A division by a value that is zero in this variant, such as a metric set to 0.",
        fix: "Fix the divisor, or the metric's value for that variant.")
    /// A size predicate whose object names more than one view (spec §4 allows at most one).
    public static let multipleViewsInPredicate = DiagnosticKind(
        id: "multiple-views-in-predicate", severity: .error, family: .namesAndMetrics,
        summary: "A size predicate whose object names more than one view (spec §4 allows at most one).",
        explanation: "A size predicate whose expression names more than one view (`[c(==a+b)]`); a predicate relates the view to at most one other.",
        fix: "Write an explicit constraint: `c.width == a.width + b.width`.")
    /// An anchor where only a number is meaningful (metric value, stack spacing).
    public static let notConstant = DiagnosticKind(
        id: "not-constant", severity: .error, family: .namesAndMetrics,
        summary: "An anchor where only a number is meaningful (metric value, stack spacing).",
        explanation: "An anchor where only a number is meaningful: a metric's value or a stack's spacing.",
        fix: "Use a number or another metric; relate views with constraints instead.")
    /// A stack property (`axis`, `spacing`, …) on a view that is not a stack.
    public static let notAStack = DiagnosticKind(
        id: "not-a-stack", severity: .error, family: .namesAndMetrics,
        summary: "A stack property (`axis`, `spacing`, …) on a view that is not a stack.",
        explanation: "A stack property (`axis`, `distribution`, `alignment`, `spacing`) on a view that is not a `stack`.",
        fix: "Declare the view as a `stack`, or drop the property.")
    /// A name that is not a metric.
    public static let unknownMetric = DiagnosticKind(
        id: "unknown-metric", severity: .error, family: .namesAndMetrics,
        summary: "A name that is not a metric.",
        explanation: "A name used as a number (in a spacing, a predicate or an expression) that is not a metric, built-in (`standard`, `standardEdge`) or defined in a `metrics` block. The same error about the same name is reported once, at its first use, with the next three uses as notes and the rest as a count.",
        fix: "Fix the spelling (the message suggests the closest metric) or define it in `metrics { … }`.")
    /// Metrics that refer to each other in a cycle.
    public static let metricCycle = DiagnosticKind(
        id: "metric-cycle", severity: .error, family: .namesAndMetrics,
        summary: "Metrics that refer to each other in a cycle.",
        explanation: "Metrics defined in terms of each other in a cycle. The message lists the cycle; a note points at each other member.",
        fix: "Define one of them as a number.")
    /// A metric defined through too long a chain of other metrics.
    public static let metricTooDeep = DiagnosticKind(
        id: "metric-too-deep", severity: .error, family: .namesAndMetrics,
        summary: "A metric defined through too long a chain of other metrics.",
        explanation: "A metric defined through a chain of more than 100 other metrics. The chain is evaluated recursively, and the bound keeps generated chains off the end of the stack. The location is the definition where evaluation stopped.",
        fix: "Define the metrics more directly (fewer levels of indirection).")
    /// A number or computed value too large to be a finite double.
    public static let numberOutOfRange = DiagnosticKind(
        id: "number-out-of-range", severity: .error, family: .namesAndMetrics,
        summary: "A number or computed value too large to be a finite double.",
        explanation: "A number, or the value of a constant expression, that is not a finite double (`1e300 * 1e300`).",
        fix: "Use realistic point values.")
    /// A metric defined but never used in any variant.
    public static let unusedMetric = DiagnosticKind(
        id: "unused-metric", severity: .warning, family: .namesAndMetrics,
        summary: "A metric defined but never used in any variant.",
        explanation: "A metric defined but used by no line in any variant.",
        fix: "Remove it, or use it.")
    /// An `intrinsic` size on a `guide`, which has none; it is ignored.
    public static let guideIntrinsic = DiagnosticKind(
        id: "guide-intrinsic", severity: .warning, family: .namesAndMetrics,
        summary: "An `intrinsic` size on a `guide`, which has none; it is ignored.",
        explanation: "An `intrinsic` size on a `guide`. Layout guides have no content and so no intrinsic size; the property is ignored.",
        fix: "Remove the property and give the guide explicit size constraints if it needs a size.")
    /// `style` on a view that shows no text.
    public static let textStyleKind = DiagnosticKind(
        id: "text-style-kind", severity: .error, family: .namesAndMetrics,
        summary: "`style` on a view that shows no text (only labels, buttons and fields have one).",
        explanation: "A `style` property on a `view`, `image`, `stack` or `guide`. A text style scales a label's, button's or field's intrinsic size with the content size category; other views have no text to scale.",
        fix: "Move the style to the label, button or field inside, or scale a size explicitly with `scaled(VALUE, STYLE)`.")
    /// A `baseline` on a view without text, or baseline alignment on a vertical stack.
    public static let baselineMisuse = DiagnosticKind(
        id: "baseline-misuse", severity: .error, family: .namesAndMetrics,
        summary: "A `baseline` on a view without text, or baseline alignment on a vertical stack.",
        explanation: "A `baseline` property on a view that has no text (only labels, buttons and fields have baselines; any other view's `firstBaseline` and `lastBaseline` are its top and bottom edges, as in UIKit), or `alignment firstBaseline`/`lastBaseline` on a vertical stack, which UIKit documents as valid for horizontal stacks only.",
        fix: "Drop the `baseline` property (or make the view a `label`, `button` or `field`); align a vertical stack by `leading`, `center`, `trailing` or `fill`.")
    /// A constraint relating leading/trailing to left/right (UIKit raises for it).
    public static let mixedDirection = DiagnosticKind(
        id: "mixed-direction", severity: .warning, family: .namesAndMetrics,
        summary: "A constraint relates `leading`/`trailing` to `left`/`right`; UIKit rejects it.",
        explanation: "A constraint relates a `leading` or `trailing` anchor to a `left` or `right` one. Leading and trailing flip in a right-to-left layout, left and right do not, so such a constraint means different things in the two directions; UIKit raises an exception for it (\"A constraint cannot be made between a leading/trailing attribute and a right/left attribute\"). vflc keeps it with its left-to-right meaning in both directions.",
        fix: "Use leading/trailing for both anchors (the layout follows the reading direction) or left/right for both (it never flips).")
}

extension DiagnosticID {
    /// `unknown-view`: a name that is not a declared (or built-in) view.
    public static let unknownView = DiagnosticKind.unknownView.id
    /// `duplicate-name`: a view name declared twice, or a declaration that reuses a built-in name.
    public static let duplicateName = DiagnosticKind.duplicateName.id
    /// `not-a-child`: a view on a visual-format line that is not a child of the line's `|`.
    public static let notAChild = DiagnosticKind.notAChild.id
    /// `mixed-axes`: a horizontal position related to a vertical one.
    public static let mixedAxes = DiagnosticKind.mixedAxes.id
    /// `nonlinear`: a product or quotient that would make the system non-linear.
    public static let nonlinear = DiagnosticKind.nonlinear.id
    /// `priority-out-of-range`: a priority outside 1…1000 or not a known name.
    public static let priorityOutOfRange = DiagnosticKind.priorityOutOfRange.id
    /// `view-in-spacing`: a view named in a spacing predicate of a visual-format line.
    public static let viewInSpacing = DiagnosticKind.viewInSpacing.id
    /// `unknown-attribute`: an anchor attribute that does not exist.
    public static let unknownAttribute = DiagnosticKind.unknownAttribute.id
    /// `view-in-when`: a view declared inside a `when` block.
    public static let viewInWhen = DiagnosticKind.viewInWhen.id
    /// `division-by-zero`: a division by a value that is zero.
    public static let divisionByZero = DiagnosticKind.divisionByZero.id
    /// `multiple-views-in-predicate`: a size predicate whose object names more than one view (spec §4 allows at most one).
    public static let multipleViewsInPredicate = DiagnosticKind.multipleViewsInPredicate.id
    /// `not-constant`: an anchor where only a number is meaningful (metric value, stack spacing).
    public static let notConstant = DiagnosticKind.notConstant.id
    /// `not-a-stack`: a stack property (`axis`, `spacing`, …) on a view that is not a stack.
    public static let notAStack = DiagnosticKind.notAStack.id
    /// `unknown-metric`: a name that is not a metric.
    public static let unknownMetric = DiagnosticKind.unknownMetric.id
    /// `metric-cycle`: metrics that refer to each other in a cycle.
    public static let metricCycle = DiagnosticKind.metricCycle.id
    /// `metric-too-deep`: a metric defined through too long a chain of other metrics.
    public static let metricTooDeep = DiagnosticKind.metricTooDeep.id
    /// `number-out-of-range`: a number or computed value too large to be a finite double.
    public static let numberOutOfRange = DiagnosticKind.numberOutOfRange.id
    /// `unused-metric`: a metric defined but never used in any variant (warning).
    public static let unusedMetric = DiagnosticKind.unusedMetric.id
    /// `guide-intrinsic`: an `intrinsic` size on a `guide`, which has none (warning: it is ignored).
    public static let guideIntrinsic = DiagnosticKind.guideIntrinsic.id
    /// `text-style-kind`: `style` on a view that shows no text.
    public static let textStyleKind = DiagnosticKind.textStyleKind.id
    /// `mixed-direction`: a constraint between leading/trailing and left/right (warning).
    public static let mixedDirection = DiagnosticKind.mixedDirection.id
    /// `baseline-misuse`: a baseline on a view without text, or baseline alignment on a vertical stack.
    public static let baselineMisuse = DiagnosticKind.baselineMisuse.id
}
