import Foundation
import LayoutLowering
import LayoutSource

/// A checker that keeps each variant's solver between checks of successive versions of one
/// file (the language server keeps one per open document), so that a re-check after an edit
/// re-solves only the independent parts of the layout the edit touched.
///
/// Its results are exactly those of `Checker.check` on the same input (tested on every
/// fixture and sample and on sequences of random edits). Not thread-safe: one check at a
/// time per instance.
public final class IncrementalChecker {
    /// By variant position in the last `check`.
    private var states: [IncrementalVariant?] = []

    /// Creates a checker with no state.
    public init() {}

    /// `Checker.check(variants, source:, options:)`, reusing what the previous call solved.
    public func check(_ variants: [LayoutIR], source: SourceFile, options: CheckOptions = .init()) -> CheckResult {
        var kept = [IncrementalVariant?](repeating: nil, count: variants.count)
        for i in variants.indices {
            if i < self.states.count, let old = self.states[i], old.target == variants[i].target, !old.isWorn {
                kept[i] = old
            } else {
                kept[i] = IncrementalVariant(target: variants[i].target)
            }
        }
        self.states = kept
        // A variant's state (its solver) is not Sendable: each iteration uses only its own.
        nonisolated(unsafe) let states = kept
        // Each variant has its own solver, so they run in parallel; results by index. The
        // components they have in common are solved once between them (`solveTogether`).
        let share = options.sharesComponents && variants.count > 1
        let ids = parallelMap(variants.count) { i in share ? states[i]!.load(variants[i]) : [] }
        if share { SolverAdapter.solveTogether(states.map { $0!.solver }) }
        let done = parallelMap(variants.count) { i in
            let state = states[i]!, ir = variants[i], maxConflicts = options.maxConflictsPerVariant
            let solved = share ? state.finish(ir, ids: ids[i], analyse: true, maxConflicts: maxConflicts)
                               : state.run(ir, analyse: true, maxConflicts: maxConflicts)
            return Checker.report(solved, ir: ir, source: source, options: options)
        }
        return CheckResult(solutions: done.map(\.0), diagnostics: DiagnosticMerger.merge(done.flatMap(\.1)))
    }
}
