import LayoutSource

// The messages of the "Names, expressions and metrics" kinds (`LayoutSource`'s
// LoweringDiagnosticKinds.swift), one constructor per situation. Lowering calls these with what
// it found; the wording, and the did-you-mean fix, are decided here, beside the stage.

extension DiagnosticMessage {
    // MARK: unknown-view

    /// `unknown view 'x'`, with the closest declared name.
    public static func unknownView(_ name: String, suggesting suggestion: String?) -> DiagnosticMessage {
        DiagnosticMessage(.unknownView, "unknown view '\(name)'", suggesting: suggestion)
    }

    /// A bare name in a size predicate that is neither a view nor a metric; the id follows the
    /// suggestion (a metric's, else a view's).
    public static func unknownViewOrMetric(_ name: String, metric: String?, view: String?) -> DiagnosticMessage {
        DiagnosticMessage(metric == nil && view != nil ? .unknownView : .unknownMetric,
                          "unknown view or metric '\(name)'", suggesting: metric ?? view)
    }

    // MARK: unknown-metric

    /// `unknown metric 'x'`, with the closest metric.
    public static func unknownMetric(_ name: String, suggesting suggestion: String?) -> DiagnosticMessage {
        DiagnosticMessage(.unknownMetric, "unknown metric '\(name)'", suggesting: suggestion)
    }

    /// A view's name where a metric's value is wanted.
    public static func viewIsNotAMetric(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.unknownMetric, "'\(name)' is a view, not a metric; name one of its attributes, such as '\(name).width'")
    }

    // MARK: unknown-attribute

    /// `unknown attribute 'x'`, with the closest attribute.
    public static func unknownAttribute(_ name: String, suggesting suggestion: String?) -> DiagnosticMessage {
        DiagnosticMessage(.unknownAttribute, "unknown attribute '\(name)'", suggesting: suggestion)
    }

    // MARK: duplicate-name

    /// A declaration that reuses a built-in name.
    public static func builtInName(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.duplicateName, "'\(name)' is a built-in name and cannot name a view")
    }

    /// A second declaration of a name.
    public static func alreadyDeclared(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.duplicateName, "a view named '\(name)' is already declared")
    }

    /// `view root`, with the name the rename fix proposes.
    public static func rootDeclared(renamingTo replacement: String) -> DiagnosticMessage {
        DiagnosticMessage(.duplicateName,
            "'root' names the canvas view of a .layout file and cannot name a declared view; rename it, "
            + "e.g. '\(replacement)' (in Apple's visual format 'root' is only a key of the views dictionary)")
    }

    /// A constraint named like a view or a metric (`what`).
    public static func constraintNamedLike(_ name: String, what: String) -> DiagnosticMessage {
        DiagnosticMessage(.duplicateName, "'\(name)' names a \(what); a constraint's name must differ from every view and metric name")
    }

    /// A constraint name used twice in one variant.
    public static func constraintNameTaken(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.duplicateName, "a constraint named '\(name)' is already declared (a name may be written once per variant)")
    }

    // MARK: not-a-child, view-in-when, multiple-views-in-predicate, view-in-spacing

    /// A view on a visual-format line of another view's block.
    public static func notAChild(_ name: String, of superview: String) -> DiagnosticMessage {
        DiagnosticMessage(.notAChild, "'\(name)' is not a child of '\(superview)'; every view on a visual-format line "
                          + "must be a subview of the view whose block the line is in")
    }

    /// A view declared in a `when` block.
    public static func viewInWhen(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.viewInWhen, "views must be declared outside 'when' blocks; declare '\(name)' outside and change it with 'set'")
    }

    /// A size predicate naming several views.
    public static let multipleViewsInPredicate = DiagnosticMessage(.multipleViewsInPredicate,
        "a size predicate may refer to at most one view; use an explicit constraint to relate several")

    /// A view (`a`, or an anchor `a.top`) in a spacing.
    public static func viewInSpacing(_ reference: String) -> DiagnosticMessage {
        DiagnosticMessage(.viewInSpacing, "a spacing cannot refer to a view ('\(reference)'); use an explicit constraint instead")
    }

    // MARK: not-constant, nonlinear, division-by-zero, mixed-axes

    /// An anchor where `what` must be a number.
    public static func notConstant(_ what: String, anchor: String) -> DiagnosticMessage {
        DiagnosticMessage(.notConstant, "\(what) must be a number, not the anchor '\(anchor)'")
    }

    /// `a.width * b.width`.
    public static let productOfAnchors = DiagnosticMessage(.nonlinear,
        "the product of two anchors is not linear; multiply an anchor by a number or metric only")

    /// `x / a.width`.
    public static let divisionByAnchor = DiagnosticMessage(.nonlinear,
        "dividing by an anchor is not linear; divide by a number or metric only")

    /// A divisor that is zero.
    public static let divisionByZero = DiagnosticMessage(.divisionByZero, "division by zero")

    /// A horizontal position related to a vertical one (`kind` is "a horizontal" or "a vertical").
    public static func mixedAxes(_ text: String, _ kind: String, other otherText: String, _ otherKind: String) -> DiagnosticMessage {
        DiagnosticMessage(.mixedAxes, "'\(text)' is \(kind) position and cannot be related to the \(otherKind) position '\(otherText)'; "
                          + "only sizes may be related across axes")
    }

    // MARK: priority-out-of-range

    /// A priority name that is no keyword and no metric.
    public static func unknownPriority(_ name: String, suggesting suggestion: String?) -> DiagnosticMessage {
        DiagnosticMessage(.priorityOutOfRange, "unknown priority '\(name)'; use a number from 1 to 1000, required, high, "
                          + "low, fitting or a metric", suggesting: suggestion)
    }

    /// A constraint priority outside 1…1000, as written.
    public static func priorityOutOfRange(_ written: String) -> DiagnosticMessage {
        DiagnosticMessage(.priorityOutOfRange, "priority \(written) is out of range; use a number from 1 to 1000, or required, high, low or fitting")
    }

    /// A hugging or compression-resistance priority outside 1…1000.
    public static func contentPriorityOutOfRange(_ written: String) -> DiagnosticMessage {
        DiagnosticMessage(.priorityOutOfRange, "priority \(written) is out of range; use a number from 1 to 1000")
    }

    // MARK: metric-cycle, metric-too-deep, number-out-of-range, unused-metric

    /// Metrics that refer to each other; `path` is the cycle, its first name repeated last.
    public static func metricCycle(_ path: [String]) -> DiagnosticMessage {
        DiagnosticMessage(.metricCycle, "metrics refer to each other in a cycle: \(path.joined(separator: " -> "))")
    }

    /// A metric defined through more than `depth` others.
    public static func metricTooDeep(_ name: String, depth: Int) -> DiagnosticMessage {
        DiagnosticMessage(.metricTooDeep, "metric '\(name)' is defined through more than \(depth) other metrics; define it more directly")
    }

    /// A literal too large to be a finite double.
    public static let numberTooLarge = DiagnosticMessage(.numberOutOfRange, "the number is too large")

    /// An expression whose value overflows.
    public static let valueTooLarge = DiagnosticMessage(.numberOutOfRange, "the value of this expression is too large")

    /// An intrinsic size that is not finite.
    public static func intrinsicNotFinite(_ written: String) -> DiagnosticMessage {
        DiagnosticMessage(.numberOutOfRange, "intrinsic size \(written) is not a finite number")
    }

    /// A metric no variant uses.
    public static func unusedMetric(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.unusedMetric, "metric '\(name)' is never used")
    }

    // MARK: not-a-stack, guide-intrinsic

    /// A stack property on a view of another kind.
    public static func notAStack(property: String, view: String, kind: String) -> DiagnosticMessage {
        DiagnosticMessage(.notAStack, "'\(property)' applies only to stacks, and '\(view)' is a \(kind)")
    }

    /// `intrinsic` on a guide.
    public static let guideIntrinsic = DiagnosticMessage(.guideIntrinsic, "a guide has no intrinsic size; this 'intrinsic' is ignored")

    // MARK: text-style-kind

    /// `style` on a view that shows no text.
    public static func textStyleKind(view: String, kind: String) -> DiagnosticMessage {
        DiagnosticMessage(.textStyleKind, "'style' applies to labels, buttons and fields, and '\(view)' is a \(kind)")
    }

    // MARK: baseline-misuse

    /// `baseline` on a view that shows no text.
    public static func baselineOnViewWithoutText(view: String, kind: String) -> DiagnosticMessage {
        DiagnosticMessage(.baselineMisuse, "'baseline' applies to labels, buttons and fields (views with text), and '\(view)' "
                          + "is a \(kind); its firstBaseline and lastBaseline are its top and bottom")
    }

    /// Baseline alignment on a vertical stack.
    public static func baselineAlignmentOnVerticalStack(_ alignment: String, stack: String) -> DiagnosticMessage {
        DiagnosticMessage(.baselineMisuse, "alignment \(alignment) is only valid for horizontal stacks, and '\(stack)' "
                          + "is vertical; align a vertical stack by leading, center, trailing or fill")
    }

    /// A baseline offset that is not finite.
    public static let baselineNotFinite = DiagnosticMessage(.numberOutOfRange, "a baseline offset is not a finite number")

    // MARK: mixed-direction

    /// A constraint relating a leading/trailing anchor to a left/right one.
    public static func mixedDirection(directional: String, absolute: String) -> DiagnosticMessage {
        DiagnosticMessage(.mixedDirection, "'\(directional)' flips in a right-to-left layout and '\(absolute)' does not; "
                          + "UIKit rejects a constraint between leading/trailing and left/right, so use leading/trailing for both or neither")
    }
}
