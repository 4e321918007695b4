import LayoutSource

/// Renders diagnostics in a `check --format` that needs only them and their sources. The
/// caller sorts them (`Diagnostic.sortKey`).
public enum DiagnosticWriter {
    /// Renders `diagnostics` (`DiagnosticOutputs`' writer of `format`); `sources` (path → file)
    /// supplies quoted lines for `text`, `colored` applies to `text` only.
    public static func write(_ diagnostics: [Diagnostic], format: DiagnosticFormat,
                             sources: [String: SourceFile], colored: Bool) -> String {
        let output = DiagnosticOutputs.named(format.rawValue) ?? DiagnosticOutputs.all[0]
        return output.write(diagnostics, DiagnosticOutputContext(sources: sources, colored: colored))
    }
}
