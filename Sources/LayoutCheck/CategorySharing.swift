import LayoutSource
import LayoutLowering

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
        // Chains are independent (one solver each), so they run in parallel; the members of a
        // chain run in order through the chain's solver.
        let done = parallelMap(chains.count) { c -> [(Int, VariantSolution, [Diagnostic])] in
            let chain = chains[c]
            let state = IncrementalVariant(target: variants[chain[0]].target)
            var solvedSoFar: [(ir: Int, solved: SolvedVariant)] = []
            var out: [(Int, VariantSolution, [Diagnostic])] = []
            for i in chain {
                let ir = variants[i]
                let solved: SolvedVariant
                if let same = solvedSoFar.first(where: { sameSystem(variants[$0.ir], ir) }) {
                    solved = same.solved
                } else {
                    solved = state.run(ir, analyse: true, maxConflicts: options.maxConflictsPerVariant)
                    solvedSoFar.append((i, solved))
                }
                let (solution, diagnostics) = Checker.report(solved, ir: ir, source: source, options: options)
                out.append((i, solution, diagnostics))
            }
            return out
        }
        var solutions = [VariantSolution?](repeating: nil, count: variants.count)
        var diagnostics: [Diagnostic] = []
        for chain in done {
            for (i, solution, found) in chain {
                solutions[i] = solution
                diagnostics += found
            }
        }
        return CheckResult(solutions: solutions.map { $0! }, diagnostics: DiagnosticMerger.merge(diagnostics))
    }

    /// Whether `a` and `b` are the same system to the solver and the reports: the same views
    /// (intrinsic sizes, hidden) and the same constraints, number for number.
    static func sameSystem(_ a: LayoutIR, _ b: LayoutIR) -> Bool {
        guard a.views.count == b.views.count, a.constraints.count == b.constraints.count else { return false }
        for k in a.views.indices {
            let x = a.views[k], y = b.views[k]
            guard x.hidden == y.hidden, x.intrinsicWidth == y.intrinsicWidth, x.intrinsicHeight == y.intrinsicHeight else { return false }
        }
        for k in a.constraints.indices where !IncrementalVariant.same(a.constraints, k, b.constraints, k) {
            return false
        }
        return true
    }
}
