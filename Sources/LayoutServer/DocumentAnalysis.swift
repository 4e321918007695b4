import LayoutCheck
import LayoutDriver
import LayoutLowering
import LayoutSource
import LayoutSyntax

/// What the server knows about one version of a document: the checker's diagnostics, the
/// solved variants (for hover), and the names (for definition and symbols).
struct DocumentAnalysis {
    /// The diagnostics to publish, sorted, merged across variants.
    var diagnostics: [Diagnostic]
    /// One solution per default variant; empty when the file has front-end errors.
    var solutions: [VariantSolution]
    /// Names and where they are declared (from the syntax tree, which exists even with errors).
    var index: SymbolIndex

    /// Runs the pipeline on `source` for the four default variants, as `vflc check` does.
    static func analyze(_ source: SourceFile) -> DocumentAnalysis {
        let compiled = Pipeline.compile(source, targets: TargetResolver.defaultTargets)
        // The pipeline parses too, but does not hand the tree out; parsing is a small part
        // of a check (the solver dominates), so the tree is rebuilt here.
        let syntax = Parser.parse(source).file
        return DocumentAnalysis(diagnostics: compiled.diagnostics, solutions: compiled.solutions,
                                index: SymbolIndex(syntax))
    }
}
