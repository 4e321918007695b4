import LayoutSource
import LayoutSyntax

/// What the server knows about one version of a document: its diagnostics, and what hover,
/// definition and symbols need.
struct DocumentAnalysis {
    /// The diagnostics to publish, sorted.
    var diagnostics: [Diagnostic]
    /// The syntax tree (with recovery, so a file with errors still has one).
    var syntax: LayoutFileSyntax
    /// Names and where they are declared.
    var index: SymbolIndex

    /// Runs the pipeline on `source`.
    static func analyze(_ source: SourceFile) -> DocumentAnalysis {
        let parsed = Parser.parse(source)
        return DocumentAnalysis(diagnostics: parsed.diagnostics.sorted(by: Diagnostic.sortKey),
                                syntax: parsed.file, index: SymbolIndex(parsed.file))
    }
}
