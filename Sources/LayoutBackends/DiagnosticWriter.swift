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
            var out: [UInt8] = []
            DiagnosticJSON.document(diagnostics).write(to: &out, indent: 2)
            out.append(0x0A)
            return String(decoding: out, as: UTF8.self)
        case .github:
            return GitHubAnnotationWriter.write(diagnostics)
        case .sarif:
            return SARIFWriter.write(diagnostics)
        }
    }
}
