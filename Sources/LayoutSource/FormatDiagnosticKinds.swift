// The kinds of "Formatter" (docs/diagnostics.md). The ids are what JSON, SARIF (`ruleId`) and
// the docs use, so they never change once published; the prose is the docs' prose.

extension DiagnosticKind {
    /// The formatter's output would differ from the input in its tokens (a formatter bug); the file is left as it was.
    public static let formatInternal = DiagnosticKind(
        id: "format-internal", severity: .error, family: .formatter,
        summary: "The formatter's output would differ from the input in its tokens (a formatter bug); the file is left as it was.",
        explanation: "The formatter produced text whose tokens differ from the input's: a bug in `vflc fmt`. The file is left as it was.",
        fix: "Report the input as a bug. (No example file: no known input triggers it.)")
}

extension DiagnosticID {
    /// `format-internal`: the formatter produced text whose tokens differ from the input's (a formatter bug); the file is left as it was.
    public static let formatInternal = DiagnosticKind.formatInternal.id
}
