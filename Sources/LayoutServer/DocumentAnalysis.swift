import LayoutSource

/// What the server knows about one version of a document: its diagnostics, and what hover,
/// definition and symbols need.
struct DocumentAnalysis {
    /// The diagnostics to publish, sorted.
    var diagnostics: [Diagnostic]

    /// Runs the pipeline on `source`.
    static func analyze(_ source: SourceFile) -> DocumentAnalysis {
        DocumentAnalysis(diagnostics: [])
    }
}
