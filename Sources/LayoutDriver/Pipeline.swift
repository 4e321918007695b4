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
    /// One solution per target; empty when the front end found errors (nothing to solve).
    public var solutions: [VariantSolution]
    /// The lowered variants, one per target; empty when the front end found errors.
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
    /// One IR per target; empty when the file has syntax errors.
    public var variants: [LayoutIR]
    /// Syntax and lowering diagnostics.
    public var diagnostics: [Diagnostic]
    /// Whether an error stops the file from being solved (stages stop at errors).
    public var stopped: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The pipeline shared by the CLI, the tests and the language server.
public enum Pipeline {
    /// Parses, lowers and (when the front end is clean) solves and checks `source`.
    /// Stages stop at the first stage that reports errors: a broken file is not solved.
    /// Each target is compiled at the content size categories `contentSizes` chooses
    /// (`TargetResolver.expand`): by default the matrix rule.
    public static func compile(_ source: SourceFile, targets: [LayoutTarget], analyse: Bool = true,
                               contentSizes: ContentSizeChoice = .rule) -> CompiledFile {
        let front = frontEnd(source, lexed: Lexer.tokenize(source), targets: targets, contentSizes: contentSizes)
        if analyse { return compile(front, source: source) { Checker.check($0, source: source) } }
        return compile(front, source: source) { variants in
            CheckResult(solutions: variants.map { Checker.solve($0) }, diagnostics: [])
        }
    }

    /// Parses `source` from its tokens and lowers it for `targets` (at the content sizes
    /// `contentSizes` chooses) unless it has syntax errors.
    public static func frontEnd(_ source: SourceFile, lexed: (tokens: [Token], diagnostics: [Diagnostic]),
                                targets: [LayoutTarget], contentSizes: ContentSizeChoice = .rule) -> FrontEnd {
        let parsed = Parser.parse(source, lexed: lexed)
        var front = FrontEnd(parsed: parsed, variants: [], diagnostics: parsed.diagnostics)
        guard !front.stopped else { return front }
        let targets = TargetResolver.expand(targets, usage: parsed.file.contentSizeUsage, choice: contentSizes)
        let lowered = Lowering.lower(parsed.file, source: source, targets: targets)
        front.diagnostics += lowered.diagnostics
        front.variants = lowered.variants
        return front
    }

    /// Finishes `front` with `check` (the CLI's `Checker.check`, the language server's
    /// incremental checker: the same results), unless the front end stopped.
    public static func compile(_ front: FrontEnd, source: SourceFile,
                               check: ([LayoutIR]) -> CheckResult) -> CompiledFile {
        guard !front.stopped else {
            return CompiledFile(source: source, diagnostics: sorted(front.diagnostics), solutions: [])
        }
        let checked = check(front.variants)
        return CompiledFile(source: source, diagnostics: sorted(front.diagnostics + checked.diagnostics),
                            solutions: checked.solutions, variants: front.variants)
    }

    /// Diagnostics in output order (file, position, severity, id), duplicates removed, and
    /// repeated name errors folded into their first use (`RepeatedDiagnostics`).
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return RepeatedDiagnostics.fold(diagnostics.sorted(by: Diagnostic.sortKey).filter { seen.insert($0).inserted })
    }
}
