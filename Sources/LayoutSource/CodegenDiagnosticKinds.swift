// The kinds of "Code generation" (docs/diagnostics.md): reported by `vflc emit uikit` only.
// The ids are what JSON, SARIF (`ruleId`) and the docs use, so they never change once published.

extension DiagnosticKind {
    /// A valid file has a constraint or a view name that `vflc emit uikit` cannot turn into UIKit code.
    public static let uikitUnsupported = DiagnosticKind(
        id: "uikit-unsupported", severity: .error, family: .codeGeneration,
        summary: "A constraint or view name that `vflc emit uikit` cannot turn into UIKit code; nothing is written.",
        explanation: "The file is valid, but `vflc emit uikit` cannot turn part of it into UIKit code, so it writes "
            + "nothing: a constraint of three or more anchors (`a.width + b.width == root.width`), which one "
            + "`NSLayoutConstraint` cannot express; a size related to a position (`a.width == b.leading`); "
            + "`leading`/`trailing` related to `left`/`right` (UIKit raises an exception for that); or a view whose "
            + "name is a Swift keyword or a name the generated class uses itself (`install`, `apply`, `variant`…).",
        fix: "Split the constraint into constraints of one or two anchors (often through a `guide`), write both sides "
            + "with the same kind of horizontal attribute, or rename the view. (No example file: `vflc check` accepts "
            + "such files.)")
}

extension DiagnosticKind {
    /// The layout depends on the content size category; the generated code holds it at the default size only.
    public static let uikitContentSize = DiagnosticKind(
        id: "uikit-content-size", severity: .warning, family: .codeGeneration,
        summary: "The layout depends on the content size category; the generated code holds it at the default size (L) only.",
        explanation: "The file uses text styles, `scaled(…)` or `size` conditions, so its layout changes with the content "
            + "size category. `vflc check` checked it at `L` and `AX5`, but `vflc emit uikit` generates the layout at the "
            + "default category `L` only: constants stay at their `L` values and `size` conditions are not switched at "
            + "run time. A label's content (and so its intrinsic size) still follows Dynamic Type in UIKit.",
        fix: "Nothing, if the layout at `L` is what the app needs; otherwise keep the parts that depend on the content "
            + "size out of the generated file until `emit uikit` generates them. (No example file: `vflc check` does "
            + "not report it.)")
}

extension DiagnosticID {
    /// `uikit-content-size`: the generated code holds a content-size-dependent layout at the default size only.
    public static let uikitContentSize = DiagnosticKind.uikitContentSize.id
    /// `uikit-unsupported`: a constraint or view name that `vflc emit uikit` cannot turn into UIKit code.
    public static let uikitUnsupported = DiagnosticKind.uikitUnsupported.id
}
