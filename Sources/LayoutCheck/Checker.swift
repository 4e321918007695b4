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
        let solved: [SolvedVariant]
        if options.sharesComponents && variants.count > 1 {
            // The components the variants have in common are solved once (see `solveTogether`).
            // Solvers are not Sendable: each iteration runs only its own variant's.
            nonisolated(unsafe) let loaded = SolverAdapter.loadVariants(variants)
            SolverAdapter.solveTogether(loaded.map(\.0))
            solved = parallelMap(variants.count) { i in
                let (solver, variables, ids) = loaded[i]
                return SolverAdapter.run(variants[i], solver: solver, variables: variables, ids: ids, analyse: true,
                                         maxConflicts: options.maxConflictsPerVariant).solved
            }
        } else {
            solved = parallelMap(variants.count) { i in
                SolverAdapter.run(variants[i], analyse: true, maxConflicts: options.maxConflictsPerVariant)
            }
        }
        return report(solved, variants: variants, source: source, options: options)
    }

    /// The reports of all `variants` (solved in `solved`), merged. The findings that do not
    /// depend on the canvas (unused views, ambiguity, unsatisfied and redundant constraints)
    /// are made once for each group of variants whose inputs to them are equal
    /// (`ReportSharing`), holding in all of the group's variants; conflicts and frame warnings
    /// are made per variant. The result is that of reporting every variant on its own and
    /// merging (`ReportSharingTests`), without building and merging the same findings four times.
    static func report(_ solved: [SolvedVariant], variants: [LayoutIR], source: SourceFile,
                       options: CheckOptions) -> CheckResult {
        let groups = ReportSharing.groups(variants, solved)
        // Tasks 0..<groups.count make each group's shared findings, the rest each variant's own.
        var done = parallelMap(groups.count + variants.count) { t -> (VariantSolution?, [Diagnostic]) in
            if t < groups.count {
                let group = groups[t], i = group[0]
                return (nil, sharedDiagnostics(solved[i], ir: variants[i], holdsIn: group.map { variants[$0].target.label },
                                               source: source, options: options))
            }
            let i = t - groups.count
            return variantReport(solved[i], ir: variants[i], source: source, options: options)
        }
        // Shared findings first, in group order, then each variant's own: the merger keeps
        // first-found order among equal keys, and the two parts have no id in common.
        // Each task's findings moved to the merger (not copied: `DiagnosticMerger.merge(parts:)`).
        var parts: [[Diagnostic]] = []
        parts.reserveCapacity(done.count)
        for t in done.indices {
            parts.append(done[t].1)
            done[t].1 = []
        }
        return CheckResult(solutions: done[groups.count...].map { $0.0! },
                           diagnostics: DiagnosticMerger.merge(parts: &parts))
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
        let (solution, variantOwn) = variantReport(solved, ir: ir, source: source, options: options)
        var own = variantOwn
        Diagnostic.move(sharedDiagnostics(solved, ir: ir, holdsIn: [ir.target.label], source: source, options: options), to: &own)
        return (solution, own)
    }

    /// The solution of one analysed variant and the findings that are its own: conflicts and
    /// the frame warnings (they read the canvas's numbers).
    static func variantReport(_ solved: SolvedVariant, ir: LayoutIR, source: SourceFile,
                              options: CheckOptions) -> (VariantSolution, [Diagnostic]) {
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
        // An unsatisfiable variant is analysed with its conflicts broken, the views they touch
        // counted as fixed (`SolverAdapter`): the ambiguity of the other views is reported.
        solution.ambiguities = AmbiguityReporter(ir: ir, free: solved.free, relativeFree: solved.relativeFree,
                                                 values: solved.values, source: source, options: options).ambiguities()
        if !solved.free.isEmpty {
            Diagnostic.move(ScrollContentReporter(ir: ir, free: solved.free, values: solved.values, source: source,
                                                  options: options).diagnostics(), to: &diagnostics)
        }
        // Its frames come from a broken system: no frame or redundancy warnings there.
        guard solved.satisfiable else { return (solution, diagnostics) }
        if let cell = ir.cell, !solved.free.isEmpty {
            Diagnostic.move(CellReporter(ir: ir, cell: cell, free: solved.free, values: solved.values, source: source,
                                         options: options).diagnostics(), to: &diagnostics)
        }
        if options.warnings {
            Diagnostic.move(WarningReporter(ir: ir, values: solved.values, free: solved.free, source: source,
                                            options: options).frames(), to: &diagnostics)
        }
        return (solution, diagnostics)
    }

    /// The findings of one analysed variant that `ReportSharing` may share between variants
    /// (unused views, ambiguity, unsatisfied and redundant constraints), holding in `holdsIn`.
    static func sharedDiagnostics(_ solved: SolvedVariant, ir: LayoutIR, holdsIn: [String], source: SourceFile,
                                  options: CheckOptions) -> [Diagnostic] {
        let warnings = WarningReporter(ir: ir, values: solved.values, free: solved.free, source: source,
                                       options: options, traits: holdsIn)
        // Each report's findings moved into the list, not copied (tens of thousands each).
        var diagnostics: [Diagnostic] = []
        if options.warnings { Diagnostic.move(warnings.unusedViews(), to: &diagnostics) }
        let ambiguity = AmbiguityReporter(ir: ir, free: solved.free, relativeFree: solved.relativeFree,
                                          values: solved.values, source: source, options: options, traits: holdsIn)
        Diagnostic.move(ambiguity.diagnostics(for: ambiguity.ambiguities()), to: &diagnostics)
        guard solved.satisfiable else { return diagnostics }
        if options.warnings {
            Diagnostic.move(warnings.unsatisfied(violations: solved.violations), to: &diagnostics)
            Diagnostic.move(warnings.redundant(solved.redundant), to: &diagnostics)
        }
        return diagnostics
    }
}
