/// Every kind of diagnostic vflc reports, in the order of `docs/diagnostics.md`.
///
/// A new kind is declared in the family's file (`SyntaxDiagnosticKinds.swift`, …) and listed
/// here; `DiagnosticsDocTests` then asks for its section in the docs and its example in
/// `Samples/errors/`.
public enum DiagnosticCatalogue {
    /// The documentation page, relative to the repository root.
    public static let documentPath = "docs/diagnostics.md"

    /// All kinds, by family, in documentation order.
    public static let all: [DiagnosticKind] = [
        .invalidUTF8, .fileTooLarge, .syntax, .invalidCharacter, .unterminatedComment, .unterminatedBlock,
        .invalidNumber, .nestingTooDeep, .unknownProperty, .unknownContentSize, .unknownTextStyle, .formatOption,

        .unknownView, .duplicateName, .notAChild, .mixedAxes, .nonlinear, .priorityOutOfRange, .viewInSpacing,
        .unknownAttribute, .viewInWhen, .divisionByZero, .multipleViewsInPredicate, .notConstant, .notAStack,
        .unknownMetric, .metricCycle, .metricTooDeep, .numberOutOfRange, .unusedMetric, .guideIntrinsic, .textStyleKind, .mixedDirection, .baselineMisuse,
        .guideMisuse,

        .unsatisfiable, .ambiguous, .unsatisfiedConstraint, .redundantConstraint, .negativeSize,
        .outsideSuperview, .unusedView, .ambiguousScrollContent, .cellHeightUndetermined, .cellHeightConflict,

        .formatInternal,

        .uikitUnsupported,

        .unusedSuppression, .invalidSuppression, .invalidCanvas, .configWarning, .configError,

        .ibXML, .ibDocument, .ibNoAutolayout, .ibUnsupported, .ibReference, .ibMisplaced, .ibStaleFrame,
    ]

    private static let byID: [DiagnosticID: DiagnosticKind] = {
        var table: [DiagnosticID: DiagnosticKind] = [:]
        for kind in all { table[kind.id] = kind }
        return table
    }()

    /// The kind with this id; `nil` for an id no stage declares (a test's, another tool's).
    public static func kind(_ id: DiagnosticID) -> DiagnosticKind? { byID[id] }
}
