import Foundation
import LayoutSource
import LayoutLowering

/// The checker (spec §9): solves every variant and reports unsatisfiable and ambiguous
/// layouts and the warnings, pointing at the source.
public enum Checker {
    /// Solves and checks every variant; diagnostics merged across variants (spec §9).
    public static func check(_ variants: [LayoutIR], source: SourceFile, options: CheckOptions = .init()) -> CheckResult {
        // Several content size categories of one target share solver work (CategorySharing.swift).
        if CategorySharing.applies(variants) { return CategorySharing.check(variants, source: source, options: options) }
        // Variants are independent (one solver each), so they are checked in parallel; results
        // are kept by index, so the output does not depend on scheduling.
        let done = parallelMap(variants.count) { i in checkVariant(variants[i], source: source, options: options) }
        return CheckResult(solutions: done.map(\.0), diagnostics: DiagnosticMerger.merge(done.flatMap(\.1)))
    }

    /// Solves one variant without analysis (render path when the user only wants frames).
    public static func solve(_ ir: LayoutIR) -> VariantSolution {
        let solved = SolverAdapter.run(ir, analyse: false, maxConflicts: CheckOptions().maxConflictsPerVariant)
        var s = VariantSolution(ir: ir, values: solved.values, isSatisfiable: solved.satisfiable)
        s.conflicts = solved.conflicts
        s.conflictIsComplete = solved.conflictIsComplete
        s.brokenConstraints = solved.broken
        return s
    }

    /// One variant: its solution and its (unmerged) diagnostics, each with `traits` = [variant].
    static func checkVariant(_ ir: LayoutIR, source: SourceFile, options: CheckOptions) -> (VariantSolution, [Diagnostic]) {
        report(SolverAdapter.run(ir, analyse: true, maxConflicts: options.maxConflictsPerVariant), ir: ir, source: source, options: options)
    }

    /// The solution and (unmerged) diagnostics of one analysed variant.
    static func report(_ solved: SolvedVariant, ir: LayoutIR, source: SourceFile, options: CheckOptions) -> (VariantSolution, [Diagnostic]) {
        var solution = VariantSolution(ir: ir, values: solved.values, isSatisfiable: solved.satisfiable)
        solution.conflicts = solved.conflicts
        solution.conflictIsComplete = solved.conflictIsComplete
        solution.brokenConstraints = solved.broken
        solution.freeVariables = solved.free
        solution.redundantConstraints = solved.redundant
        var diagnostics: [Diagnostic] = []
        for (k, set) in solved.conflicts.enumerated() {
            diagnostics.append(ConflictReporter.diagnostic(members: set, breaking: solved.broken[k],
                                                           complete: solved.conflictIsComplete[k], ir: ir, source: source))
        }
        let warnings = WarningReporter(ir: ir, values: solved.values, free: solved.free, source: source, options: options)
        if options.warnings { diagnostics += warnings.unusedViews() }
        // An unsatisfiable variant is analysed with its conflicts broken, the views they touch
        // counted as fixed (`SolverAdapter`): the ambiguity of the other views is reported.
        let ambiguity = AmbiguityReporter(ir: ir, free: solved.free, relativeFree: solved.relativeFree, values: solved.values, source: source, options: options)
        solution.ambiguities = ambiguity.ambiguities()
        diagnostics += ambiguity.diagnostics(for: solution.ambiguities)
        // Its frames come from a broken system: no frame or redundancy warnings there.
        guard solved.satisfiable else { return (solution, diagnostics) }
        if options.warnings {
            diagnostics += warnings.unsatisfied(violations: solved.violations)
            diagnostics += warnings.redundant(solved.redundant)
            diagnostics += warnings.frames()
        }
        return (solution, diagnostics)
    }
}
