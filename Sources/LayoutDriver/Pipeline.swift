import LayoutSource
import LayoutSyntax
import LayoutLowering
import LayoutCheck

/// One file taken through the pipeline: parse, lower for each target, solve and check.
public struct CompiledFile: Sendable {
    /// The source.
    public var source: SourceFile
    /// Every diagnostic, in output order.
    public var diagnostics: [Diagnostic]
    /// One solution per target; empty when the front end found errors (the frames would be
    /// of a layout the author did not write).
    public var solutions: [VariantSolution]
    /// The lowered variants, one per target (of the statements that parsed and lowered).
    public var variants: [LayoutIR] = []

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    /// Whether any diagnostic is a warning.
    public var hasWarnings: Bool { diagnostics.contains { $0.severity == .warning } }
}

/// The front end's outcome for one file: the syntax tree, the variants lowered from it and
/// the diagnostics so far.
public struct FrontEnd: Sendable {
    /// The parse.
    public var parsed: ParseResult
    /// One IR per target, lowered from the statements that parsed (the front end recovers
    /// past errors: constraints that did not parse or name unknown things are left out).
    public var variants: [LayoutIR]
    /// Syntax and lowering diagnostics; lowering's carry `Recovery`'s note after syntax errors.
    public var diagnostics: [Diagnostic]
    /// Whether any front-end diagnostic is an error: the file is still checked, but its
    /// frames are not the author's layout, so nothing is rendered from it.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The pipeline shared by the CLI, the tests and the language server.
public enum Pipeline {
    /// Parses, lowers, solves and checks `source`, recovering past errors: the statements
    /// that parsed are lowered, the constraints that lowered are checked, so one run reports
    /// what every stage can find; later findings that may only echo an earlier error say so
    /// (`Recovery`). `solutions` is empty when the front end found errors.
    /// Each target is compiled at the content size categories `contentSizes` chooses
    /// (`TargetResolver.expand`): by default the matrix rule.
    public static func compile(_ source: SourceFile, targets: [LayoutTarget], analyse: Bool = true,
                               contentSizes: ContentSizeChoice = .rule) -> CompiledFile {
        let front = frontEnd(source, lexed: Lexer.tokenize(source), targets: targets, contentSizes: contentSizes)
        if analyse { return compile(front, source: source) { Checker.check($0, source: source) } }
        // Without analysis there are no findings, only frames, and a file with errors has none.
        return compile(front, source: source) { variants in
            CheckResult(solutions: front.hasErrors ? [] : variants.map { Checker.solve($0) }, diagnostics: [])
        }
    }

    /// Parses `source` from its tokens and lowers the statements that parsed for `targets`
    /// (at the content sizes `contentSizes` chooses); lowering's findings after a syntax error
    /// carry `Recovery`'s note.
    public static func frontEnd(_ source: SourceFile, lexed: (tokens: [Token], diagnostics: [Diagnostic]),
                                targets: [LayoutTarget], contentSizes: ContentSizeChoice = .rule) -> FrontEnd {
        let parsed = Parser.parse(source, lexed: lexed)
        let targets = TargetResolver.expand(targets, usage: parsed.file.contentSizeUsage, choice: contentSizes)
        let lowered = Lowering.lower(parsed.file, source: source, targets: targets)
        let diagnostics = parsed.diagnostics
            + Recovery.annotate(lowered.diagnostics, after: parsed.diagnostics, source: source)
        return FrontEnd(parsed: parsed, variants: lowered.variants, diagnostics: diagnostics)
    }

    /// Finishes `front` with `check` (the CLI's `Checker.check`, the language server's
    /// incremental checker: the same results). The checker runs past front-end errors, its
    /// findings noted as possible consequences (`Recovery`) and offering no fixes; the
    /// solutions are kept only for a file without front-end errors (`render` and `emit` write
    /// nothing for the others).
    public static func compile(_ front: FrontEnd, source: SourceFile,
                               check: ([LayoutIR]) -> CheckResult) -> CompiledFile {
        let checked = check(front.variants)
        var findings = Recovery.annotate(checked.diagnostics, after: front.diagnostics, source: source)
        // The checker's fixes (an added constraint, a lowered priority) are for the layout it
        // saw; with front-end errors that is not the author's, and the fix is the error's.
        if front.hasErrors { for k in findings.indices { findings[k].fixes = [] } }
        return CompiledFile(source: source, diagnostics: sorted(front.diagnostics + findings),
                            solutions: front.hasErrors ? [] : checked.solutions, variants: front.variants)
    }

    /// Diagnostics in output order (file, position, severity, id), duplicates removed, and
    /// repeated name errors folded into their first use (`RepeatedDiagnostics`).
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        // Indices are sorted, not the diagnostics: a merge sort of the structs copies each one
        // (retaining every field) at every level, a third of the time for 60,000 findings.
        // Ties keep input order, as a stable sort would.
        let order = diagnostics.indices.sorted { a, b in
            if Diagnostic.sortKey(diagnostics[a], diagnostics[b]) { return true }
            if Diagnostic.sortKey(diagnostics[b], diagnostics[a]) { return false }
            return a < b
        }
        return RepeatedDiagnostics.fold(withoutDuplicates(order.map { diagnostics[$0] }))
    }

    /// `sorted` (in `Diagnostic.sortKey` order) with later copies of equal diagnostics removed.
    /// Equal diagnostics have equal sort keys, so only a run of equal keys is searched (a set
    /// for a long run): hashing every field of every diagnostic was a tenth of checking a file
    /// of 60,000 findings.
    static func withoutDuplicates(_ sorted: [Diagnostic]) -> [Diagnostic] {
        var out: [Diagnostic] = []
        out.reserveCapacity(sorted.count)
        var runStart = 0
        var runSet: Set<Diagnostic>?
        for d in sorted {
            if let last = out.last, last.file == d.file, last.range == d.range, last.severity == d.severity,
               last.id == d.id, last.message == d.message {
                if out.count - runStart < 8 {
                    if out[runStart...].contains(d) { continue }
                } else {
                    if runSet == nil { runSet = Set(out[runStart...]) }
                    if !runSet!.insert(d).inserted { continue }
                }
            } else {
                runStart = out.count
                runSet = nil
            }
            out.append(d)
        }
        return out
    }
}
