// The kinds of "Code generation" (docs/diagnostics.md): reported by `vflc emit uikit` only.
// The ids are what JSON, SARIF (`ruleId`) and the docs use, so they never change once published.

extension DiagnosticKind {
    /// A valid file has a constraint or a view name that `vflc emit uikit` cannot turn into UIKit code.
    public static let uikitUnsupported = DiagnosticKind(
        id: "uikit-unsupported", severity: .error, family: .codeGeneration,
        summary: "A constraint or view name that `vflc emit uikit` cannot turn into UIKit code; nothing is written.",
        explanation: "The file is valid, but `vflc emit uikit` cannot turn part of it into UIKit code, so it writes "
            + "nothing: a constraint of three or more anchors that is not one dimension related to a multiple of "
            + "another (a sum of sizes, `a.width + b.width == root.width`, or more than four anchors), which one "
            + "`NSLayoutConstraint` cannot express; `leading`/`trailing` related to `left`/`right` (UIKit raises an exception for that); a multiplier that "
            + "changes with the content size category (UIKit cannot change a constraint's multiplier), or a constant or "
            + "spacing that scales in a way no sum of `UIFontMetrics.scaledValue` calls reproduces; a guide's `direction` (UILayoutGuide has no semanticContentAttribute); or a view whose name is a Swift keyword or a name the generated class uses itself (`install`, "
            + "`apply`, `variant`…).",
        fix: "Split the constraint into constraints of two dimensions at most (often through a `guide`), write both sides "
            + "with the same kind of horizontal attribute, or rename the view. (No example file: `vflc check` accepts "
            + "such files.)")
}

extension DiagnosticID {
    /// `uikit-unsupported`: a constraint or view name that `vflc emit uikit` cannot turn into UIKit code.
    public static let uikitUnsupported = DiagnosticKind.uikitUnsupported.id
}
