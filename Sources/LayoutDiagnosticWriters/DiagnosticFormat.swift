/// The formats of `vflc check --format` (spec §11) that need only the diagnostics and their
/// sources; `DiagnosticOutputs` is the whole table (also `xcode`, which makes paths absolute).
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    /// `FILE:LINE:COLUMN: error: MESSAGE`, the source line and a caret (`TextDiagnosticRenderer`).
    case text
    /// `{ "schemaVersion": 1, "diagnostics": [...] }` (docs/schema/check.schema.json).
    case json
    /// GitHub Actions workflow commands (`::error file=…::message`), one per line.
    case github
    /// SARIF 2.1.0, for code-scanning tools.
    case sarif
}
