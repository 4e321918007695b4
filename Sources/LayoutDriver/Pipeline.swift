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

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    /// Whether any diagnostic is a warning.
    public var hasWarnings: Bool { diagnostics.contains { $0.severity == .warning } }
}

/// The pipeline shared by the CLI, the tests and the language server.
public enum Pipeline {
    /// Parses, lowers and (when the front end is clean) solves and checks `source`.
    /// Stages stop at the first stage that reports errors: a broken file is not solved.
    /// Each target is compiled at the content size categories `contentSizes` chooses
    /// (`TargetResolver.expand`): by default the matrix rule.
    public static func compile(_ source: SourceFile, targets: [LayoutTarget], analyse: Bool = true,
                               contentSizes: ContentSizeChoice = .rule) -> CompiledFile {
        let parsed = Parser.parse(source)
        var diagnostics = parsed.diagnostics
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            return CompiledFile(source: source, diagnostics: sorted(diagnostics), solutions: [])
        }
        let targets = TargetResolver.expand(targets, usage: parsed.file.contentSizeUsage, choice: contentSizes)
        let lowered = Lowering.lower(parsed.file, source: source, targets: targets)
        diagnostics += lowered.diagnostics
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            return CompiledFile(source: source, diagnostics: sorted(diagnostics), solutions: [])
        }
        if analyse {
            let checked = Checker.check(lowered.variants, source: source)
            diagnostics += checked.diagnostics
            return CompiledFile(source: source, diagnostics: sorted(diagnostics), solutions: checked.solutions)
        }
        let solutions = lowered.variants.map { Checker.solve($0) }
        return CompiledFile(source: source, diagnostics: sorted(diagnostics), solutions: solutions)
    }

    /// Diagnostics in output order (file, position, severity, id), duplicates removed, and
    /// repeated name errors folded into their first use (`RepeatedDiagnostics`).
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return RepeatedDiagnostics.fold(diagnostics.sorted(by: Diagnostic.sortKey).filter { seen.insert($0).inserted })
    }
}
