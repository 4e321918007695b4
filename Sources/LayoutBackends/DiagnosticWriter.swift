import LayoutSource

/// Renders diagnostics in any `check --format`. The caller sorts them (`Diagnostic.sortKey`).
public enum DiagnosticWriter {
    /// Renders `diagnostics`; `sources` (path → file) supplies quoted lines for `text`,
    /// `colored` applies to `text` only.
    public static func write(_ diagnostics: [Diagnostic], format: DiagnosticFormat,
                             sources: [String: SourceFile], colored: Bool) -> String {
        switch format {
        case .text:
            return TextDiagnosticRenderer(colored: colored).render(diagnostics, sources: sources)
        case .json:
            return DiagnosticJSON.document(diagnostics).serialized(indent: 2) + "\n"
        case .github:
            return GitHubAnnotationWriter.write(diagnostics)
        case .sarif:
            return SARIFWriter.write(diagnostics)
        }
    }
}
