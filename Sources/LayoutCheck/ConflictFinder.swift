import LayoutLowering
import LayoutSolver

/// Finds one conflict among the required constraints of an infeasible variant, with a budget.
///
/// 1. The shortest infeasible prefix of the required constraints in source order (canvas and
///    guides first) is found by bisection, a logarithmic number of feasibility solves. Its last
///    constraint belongs to every conflict inside that prefix: it is the one that "breaks" the
///    layout when read top to bottom, and the one the diagnostic points at.
/// 2. If required equalities alone conflict, the solver's elimination names a minimal set
///    (no search). Otherwise QuickXplain (a divide-and-conquer deletion filter) shrinks the
///    rest of the prefix's infeasible component to a minimal conflicting set around it,
///    preferring earlier constraints. A minimal set can be
///    as large as the layout (a chain of 10,000 views that is 1 pt too wide conflicts as a
///    whole), and each step is a solve, so this step has a work budget; past it the conflict is
///    reported with its breaking constraint only.
struct ConflictFinder {
    /// Total constraints loaded into feasibility solves before QuickXplain gives up. The
    /// search runs over the infeasible component only, so this is enough for a conflict of
    /// dozens of constraints inside a part of thousands; it caps the worst case (a 3,000-view
    /// chain too wide for the canvas, whose conflict is the whole chain) at about a second
    /// per variant.
    static let defaultWorkBudget = 100_000

    let ir: LayoutIR
    /// Required constraints still enabled, in source order.
    let order: [Int]
    /// See `defaultWorkBudget`.
    var workBudget = ConflictFinder.defaultWorkBudget

    /// The required constraints of `ir` not in `disabled`, unlocated ones first, then by range.
    static func sourceOrder(_ ir: LayoutIR, excluding disabled: Set<Int>) -> [Int] {
        let required = ir.constraints.indices.filter { ir.constraints[$0].isRequired && !disabled.contains($0) }
        return required.sorted { a, b in
            let ra = ir.constraints[a].origin.range, rb = ir.constraints[b].origin.range
            switch (ra, rb) {
            case let (x?, y?): return x.start != y.start ? x.start < y.start : a < b
            case (nil, _?): return true
            case (_?, nil): return false
            case (nil, nil): return a < b
            }
        }
    }

    /// The breaking constraint and, when the budget allowed, a minimal conflicting set
    /// containing it (sorted IR indices); nil when the enabled required constraints are feasible.
    func find(minimal: Bool = true) -> (breaking: Int, members: [Int]?)? {
        guard !order.isEmpty, !feasible(order[...]) else { return nil }
        // Smallest n with order[..<n] infeasible.
        var lo = 1, hi = order.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if feasible(order[..<mid]) { lo = mid + 1 } else { hi = mid }
        }
        let breaking = order[lo - 1]
        guard minimal else { return (breaking, nil) }
        // Every conflict inside the prefix contains `breaking`. When equalities alone conflict,
        // the solver reads a minimal set off its elimination: one solve instead of a search.
        // Otherwise the search runs over the prefix's infeasible component only (a conflict
        // in one card of a large file is searched among that card's constraints).
        let prefix = order[..<lo]
        let s = solver(prefix)
        let indices = Array(prefix)
        if let ids = s.eliminationConflict() {
            let members = ids.map { indices[$0.id] }.sorted()
            if members.contains(breaking) { return (breaking, members) }
        }
        var candidates = Array(order[..<(lo - 1)])
        if let ids = s.infeasibleComponentConstraints() {
            let inComponent = Set(ids.map { indices[$0.id] })
            if inComponent.contains(breaking) { candidates = candidates.filter { inComponent.contains($0) } }
        }
        var work = 0
        let members = quickXplain(background: [breaking], changed: true, candidates: candidates, work: &work)
        guard let members else { return (breaking, nil) }
        return (breaking, (members + [breaking]).sorted())
    }

    /// The classic QuickXplain recursion; nil when the work budget runs out.
    private func quickXplain(background: [Int], changed: Bool, candidates: [Int], work: inout Int) -> [Int]? {
        if changed {
            work += background.count
            if work > workBudget { return nil }
            if !feasible(background[...]) { return [] }
        }
        if candidates.count == 1 { return candidates }
        if candidates.isEmpty { return [] }
        let half = candidates.count / 2
        let first = Array(candidates[..<half]), second = Array(candidates[half...])
        guard let fromSecond = quickXplain(background: background + first, changed: !first.isEmpty, candidates: second, work: &work)
        else { return nil }
        guard let fromFirst = quickXplain(background: background + fromSecond, changed: !fromSecond.isEmpty, candidates: first, work: &work)
        else { return nil }
        return fromFirst + fromSecond
    }

    /// Whether the given required constraints have a common solution.
    private func feasible(_ subset: ArraySlice<Int>) -> Bool {
        solver(subset).solve() == .optimal
    }

    /// A fresh solver over `subset` as required constraints; constraint ids are positions in it.
    /// Only the variables the subset uses are made (a search inside one small component of a
    /// large layout must not cost the layout's size per solve).
    private func solver(_ subset: ArraySlice<Int>) -> Solver {
        let solver = Solver()
        var local: [Int: Variable] = [:]
        for i in subset {
            let c = ir.constraints[i]
            let terms = c.terms.map { t -> (Variable, Double) in
                if let v = local[t.variable.index] { return (v, t.coefficient) }
                let v = solver.makeVariable()
                local[t.variable.index] = v
                return (v, t.coefficient)
            }
            solver.add(LinearExpression(terms, constant: c.constant), SolverAdapter.relation(c.relation), priority: 1000)
        }
        return solver
    }
}
