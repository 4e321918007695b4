import Foundation
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
    var index: SymbolIndex { lazyIndex.index }
    private let lazyIndex: LazySymbolIndex

    /// An analysis with its index already built.
    init(diagnostics: [Diagnostic], solutions: [VariantSolution], index: SymbolIndex) {
        self.init(diagnostics: diagnostics, solutions: solutions, lazyIndex: LazySymbolIndex(index))
    }

    private init(diagnostics: [Diagnostic], solutions: [VariantSolution], lazyIndex: LazySymbolIndex) {
        self.diagnostics = diagnostics
        self.solutions = solutions
        self.lazyIndex = lazyIndex
    }

    /// Runs the pipeline on `source` for the four default variants, as `vflc check` does.
    ///
    /// The same stages as `Pipeline.compile` (which stops at the first stage with errors), but
    /// the variants are checked in parallel: checking dominates the time of a re-check, and an
    /// editor waits for it on every edit. A test compares the result with `Pipeline.compile`.
    /// With `checker`, the check reuses what it solved for the document's previous text (same
    /// result, see `IncrementalChecker`).
    static func analyze(_ source: SourceFile, checker: IncrementalChecker? = nil) -> DocumentAnalysis {
        var t = ServerTrace.now()
        let parsed = Parser.parse(source)
        t = ServerTrace.mark("parse", since: t)
        let index = LazySymbolIndex(parsed.file)
        var diagnostics = parsed.diagnostics
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            return DocumentAnalysis(diagnostics: finished(diagnostics), solutions: [], lazyIndex: index)
        }
        let lowered = Lowering.lower(parsed.file, source: source, targets: TargetResolver.defaultTargets)
        t = ServerTrace.mark("lower", since: t)
        diagnostics += lowered.diagnostics
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            return DocumentAnalysis(diagnostics: finished(diagnostics), solutions: [], lazyIndex: index)
        }
        let variants = lowered.variants
        if let checker {
            let checked = checker.check(variants, source: source)
            t = ServerTrace.mark("incremental check", since: t)
            diagnostics += mergeVariants(checked.diagnostics)
            let done = finished(diagnostics)
            ServerTrace.mark("merge and sort \(done.count) diagnostics", since: t)
            return DocumentAnalysis(diagnostics: done, solutions: checked.solutions, lazyIndex: index)
        }
        let checked = parallelMap(variants.count) { i in Checker.check([variants[i]], source: source) }
        diagnostics += mergeVariants(checked.flatMap(\.diagnostics))
        return DocumentAnalysis(diagnostics: finished(diagnostics), solutions: checked.flatMap(\.solutions), lazyIndex: index)
    }

    /// One diagnostic per finding, its `traits` naming every variant it holds in — the same
    /// merge `Checker.check` applies when it checks the variants together.
    static func mergeVariants(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        DiagnosticMerger.merge(diagnostics)
    }

    /// Sorted in output order, duplicates removed (as the driver does).
    static func finished(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return stableSorted(diagnostics).filter { seen.insert($0).inserted }
    }

    private static func stableSorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            if Diagnostic.sortKey(a.element, b.element) { return true }
            if Diagnostic.sortKey(b.element, a.element) { return false }
            return a.offset < b.offset
        }.map(\.element)
    }
}
