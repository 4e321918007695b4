import LayoutSource
import LayoutLowering
import LayoutSolver

/// Checking one file at several content size categories (`vflc check --content-size`) shares
/// work between the variants that differ only in the category:
///
/// - Variants with the same size classes and canvas are one *chain*, checked in category
///   order through one `IncrementalVariant`: each category after the first is an edit of the
///   previous one, so the independent parts of the layout it does not change (the views
///   without text styles, the `when` bodies it selects alike) are not solved again.
/// - A variant whose system is the same as an earlier one's in its chain (a file whose only
///   dependence on the category is a `size` condition selects one of few bodies) reuses that
///   solution outright; only its report (which names its own variant) is made again.
/// - A step whose edit would replace most of the system (a `when size` switch in a file whose
///   sizes all scale) loads its members afresh together instead (`restructures`).
///
/// The results are those of checking every variant on its own (`IncrementalChecker` gives the
/// same results as `Checker.check`; `CategorySharingTests` compares them).
enum CategorySharing {
    /// The chains of `variants`: indices grouped by target without the category, in order of
    /// first appearance; each chain in input order.
    static func chains(_ variants: [LayoutIR]) -> [[Int]] {
        var keys: [LayoutTarget] = []
        var chains: [[Int]] = []
        for (i, ir) in variants.enumerated() {
            var key = ir.target
            key.variant.contentSize = nil
            if let k = keys.firstIndex(of: key) {
                chains[k].append(i)
            } else {
                keys.append(key)
                chains.append([i])
            }
        }
        return chains
    }

    /// Whether any chain has more than one member (otherwise there is nothing to share).
    static func applies(_ variants: [LayoutIR]) -> Bool {
        chains(variants).contains { $0.count > 1 }
    }

    /// `Checker.check` for variants with chains.
    static func check(_ variants: [LayoutIR], source: SourceFile, options: CheckOptions) -> CheckResult {
        let chains = chains(variants)
        let maxConflicts = options.maxConflictsPerVariant
        // The chains' first members (one per size class) usually differ in the canvas alone:
        // loaded together, the later ones are copies of the first one's solver with other
        // constants, not grouped again (`SolverAdapter.loadVariants`).
        let loadTogether = options.sharesComponents && chains.count > 1
        let firsts = chains.map { variants[$0[0]] }
        var firstIDs: [[ConstraintID]] = []
        var states: [IncrementalVariant]
        if loadTogether {
            let loaded = SolverAdapter.loadVariants(firsts)
            states = firsts.indices.map { IncrementalVariant(firsts[$0], loaded: loaded[$0]) }
            firstIDs = loaded.map(\.2)
        } else {
            states = chains.map { IncrementalVariant(target: variants[$0[0]].target) }
        }
        var solved = [SolvedVariant?](repeating: nil, count: variants.count)
        // Step t checks the t-th member of every chain: the chains are independent (one solver
        // each), so their members at one step run in parallel, and the components they have in
        // common (the same category at other size classes, parts no category reaches) are
        // solved once between them (`SolverAdapter.solveTogether`); within a chain, each member
        // is an edit of the one before.
        let steps = chains.map(\.count).max() ?? 0
        for t in 0..<steps {
            let active = chains.indices.filter { t < chains[$0].count }
            // A member whose system is that of an earlier member of its chain reuses its solution.
            let earlier = active.map { c -> Int? in
                let i = chains[c][t]
                return chains[c][..<t].first { solved[$0] != nil && sameSystem(variants[$0], variants[i]) }
            }
            let toSolve = active.indices.filter { earlier[$0] == nil }
            let share = options.sharesComponents && toSolve.count > 1
            let ids: [[ConstraintID]]
            if t > 0 && share && restructures(states[active[toSolve[0]]], variants[chains[active[toSolve[0]]][t]]) {
                // Most of the system is new (a `when` switch in a file whose sizes all scale):
                // the members are loaded afresh together, as the first step's, instead of each
                // chain removing and adding most of its constraints and grouping its system again.
                let members = toSolve.map { variants[chains[active[$0]][t]] }
                let loaded = SolverAdapter.loadVariants(members)
                var retired: [Retired] = []
                for (k, a) in toSolve.enumerated() {
                    retired.append(Retired(states[active[a]]))
                    states[active[a]] = IncrementalVariant(members[k], loaded: loaded[k])
                }
                Retired.release(retired)
                ids = loaded.map(\.2)
            } else {
                // A chain's state (its solver) is not Sendable: each iteration uses only its own chain's.
                nonisolated(unsafe) let running = states
                ids = parallelMap(toSolve.count) { [firstIDs] k in
                    let c = active[toSolve[k]]
                    if t == 0 && loadTogether { return firstIDs[c] }
                    return share ? running[c].load(variants[chains[c][t]]) : []
                }
            }
            if share { SolverAdapter.solveTogether(toSolve.map { states[active[$0]].solver }) }
            nonisolated(unsafe) let running = states
            let found = parallelMap(toSolve.count) { [ids] k -> SolvedVariant in
                let c = active[toSolve[k]], ir = variants[chains[c][t]]
                return share ? running[c].finish(ir, ids: ids[k], analyse: true, maxConflicts: maxConflicts)
                             : running[c].run(ir, analyse: true, maxConflicts: maxConflicts)
            }
            for (k, a) in toSolve.enumerated() { solved[chains[active[a]][t]] = found[k] }
            for (a, e) in earlier.enumerated() {
                if let e { solved[chains[active[a]][t]] = solved[e] }
            }
        }
        Retired.release(states.map(Retired.init))
        states = []
        // Every variant makes its own report (it names its own variant). Not grouped as
        // `Checker.check` groups size classes (`ReportSharing`): across categories the solves
        // differ (every violation and size scales), and proving the few equal ones equal —
        // views, origins and descriptions compared — cost twice the reports it spared.
        let done = parallelMap(variants.count) { [solved] i in
            Checker.report(solved[i]!, ir: variants[i], source: source, options: options)
        }
        // Merged chain by chain, in each chain's order.
        let diagnostics = chains.flatMap { $0.flatMap { done[$0].1 } }
        return CheckResult(solutions: done.map(\.0), diagnostics: DiagnosticMerger.merge(diagnostics))
    }

    /// Whether bringing `state` to `ir` would keep less than half of the constraints: then a
    /// fresh load costs less than the edit (which removes and adds most of them and groups
    /// the system again) and reuses little less. Either way the results are a fresh solver's.
    static func restructures(_ state: IncrementalVariant, _ ir: LayoutIR) -> Bool {
        !state.isConstantEdit(ir) && 2 * state.unchangedCount(ir) < ir.constraints.count
    }

    /// Whether `a` and `b` are the same system to the solver and the reports: the same views
    /// (intrinsic sizes, hidden) and the same constraints, number for number.
    static func sameSystem(_ a: LayoutIR, _ b: LayoutIR) -> Bool {
        guard a.views.count == b.views.count, a.constraints.count == b.constraints.count else { return false }
        for k in a.views.indices {
            let x = a.views[k], y = b.views[k]
            guard x.hidden == y.hidden, x.intrinsicWidth == y.intrinsicWidth, x.intrinsicHeight == y.intrinsicHeight else { return false }
        }
        return a.constraints.withUnsafeBufferPointer { x in
            b.constraints.withUnsafeBufferPointer { y in x.indices.allSatisfy { IncrementalVariant.same(x, $0, y, $0) } }
        }
    }
}

/// A chain's state that is no longer needed, freed on the parallel loop's threads: a solver's
/// components and engines are thousands of objects, and freeing the chains' solvers one after
/// the other on the calling thread would leave the other cores idle meanwhile.
private final class Retired {
    private var state: IncrementalVariant?

    init(_ state: IncrementalVariant) { self.state = state }

    /// Drops each one's state, in parallel (each task its own object; the caller holds no
    /// other reference, so each state is freed by the task that drops it).
    static func release(_ retired: [Retired]) {
        // Not Sendable: each iteration drops only its own object's state.
        nonisolated(unsafe) let each = retired
        _ = parallelMap(each.count) { each[$0].state = nil }
    }
}
