import LayoutLowering
import LayoutSolver
import LayoutSyntax

/// What the solver found for one variant, in IR terms (constraint and variable indices).
struct SolvedVariant {
    /// Values by `IRVariable.index`.
    var values: [Double]
    /// Whether the required constraints were satisfiable before anything was broken.
    var satisfiable: Bool
    /// Minimal conflicting sets (sorted IR constraint indices), in the order found.
    var conflicts: [[Int]] = []
    /// Whether each conflict lists all its members (false: too large to list, only `broken`).
    var conflictIsComplete: [Bool] = []
    /// The member of each conflict that was disabled.
    var broken: [Int] = []
    /// How far each IR constraint is from holding (0 when satisfied; 0 for broken ones).
    var violations: [Double] = []
    /// By `IRVariable.index`: free over the optimal face (only when analysed).
    var free: [Bool] = []
    /// By `IRVariable.index`: free relative to the superview (only when analysed): for `x`
    /// and `y` whether `view.x - superview.x` (`y`) can change, for sizes as `free`.
    var relativeFree: [Bool] = []
    /// Required constraints implied by the others (only when analysed).
    var redundant: [Int] = []
}

/// The one place that talks to `LayoutSolver`: one solver variable per IR variable (in
/// index order, so `Variable.id == IRVariable.index`) and one solver constraint per IR
/// constraint.
enum SolverAdapter {
    /// Solves `ir`. On infeasibility, finds up to `maxConflicts` independent minimal conflicts
    /// (`ConflictFinder`), disabling the breaking member of each and solving again; past that
    /// bound members are disabled without being reported, so frames always exist.
    /// With `analyse`, also measures freedom and redundancy (only when satisfiable).
    static func run(_ ir: LayoutIR, analyse: Bool, maxConflicts: Int) -> SolvedVariant {
        let solver = Solver()
        var variables: [Variable] = []
        variables.reserveCapacity(ir.variableCount)
        for _ in 0..<ir.variableCount { variables.append(solver.makeVariable()) }
        var ids: [ConstraintID] = []
        ids.reserveCapacity(ir.constraints.count)
        for c in ir.constraints { ids.append(add(c, to: solver, variables: variables)) }
        return run(ir, solver: solver, variables: variables, ids: ids, analyse: analyse, maxConflicts: maxConflicts).solved
    }

    /// Adds one IR constraint to `solver` (at `order`, see `Solver.add`).
    static func add(_ c: IRConstraint, to solver: Solver, variables: [Variable], order: Int? = nil) -> ConstraintID {
        let e = LinearExpression(c.terms.map { (variables[$0.variable.index], $0.coefficient) }, constant: c.constant)
        return solver.add(e, relation(c.relation), priority: min(1000, max(1, c.priority)), order: order)
    }

    /// Solves `ir` on a solver that already holds its constraints: `ids[i]` is the solver's id
    /// of `ir.constraints[i]`, `variables[k]` the solver variable of `IRVariable(index: k)`, and
    /// the solver's sequence (`Solver.add`'s `order`) follows the IR's constraint order, so the
    /// result is that of a fresh solver. Also returns the IR indices disabled (removed from
    /// `solver`) to break conflicts.
    static func run(_ ir: LayoutIR, solver: Solver, variables: [Variable], ids: [ConstraintID],
                    analyse: Bool, maxConflicts: Int) -> (solved: SolvedVariant, disabled: Set<Int>) {
        var status = solver.solve()
        var result = SolvedVariant(values: [], satisfiable: status == .optimal)
        var disabled = Set<Int>()
        while status == .infeasible {
            let finder = ConflictFinder(ir: ir, order: ConflictFinder.sourceOrder(ir, excluding: disabled))
            // Within the first `maxConflicts`, search for a minimal set; past them only the
            // breaking constraint is needed (frames must exist), and the search is skipped.
            guard let found = finder.find(minimal: result.conflicts.count < maxConflicts) else { break }
            if result.conflicts.count < maxConflicts {
                result.conflicts.append(found.members ?? [found.breaking])
                result.conflictIsComplete.append(found.members != nil)
                result.broken.append(found.breaking)
            }
            disabled.insert(found.breaking)
            solver.remove(ids[found.breaking])
            status = solver.solve()
        }

        // A reused solver may hold variables of a larger earlier version of the file.
        result.values = Array(solver.values().prefix(ir.variableCount))
        result.violations = ir.constraints.indices.map { disabled.contains($0) ? 0 : solver.violation(of: ids[$0]) }
        guard analyse, result.satisfiable else { return (result, disabled) }

        var asked: [Variable] = []
        for view in ir.views where !view.isBuiltin {
            for comp in FrameComponent.allCases { asked.append(variables[IRVariable(view.id, comp).index]) }
        }
        // Exact freedom over the optimal face, without computing the ranges themselves.
        var free = Array(repeating: false, count: ir.variableCount)
        for v in solver.freeVariables(among: asked) { free[v.id] = true }
        result.free = free
        // Positions relative to the superview (spec §9): one subtraction per view and axis
        // over the same face analysis.
        var relative = free
        var pairs: [(Variable, Variable)] = []
        var slots: [Int] = []
        for view in ir.views where !view.isBuiltin {
            guard let parent = view.parent else { continue }
            for comp in [FrameComponent.x, .y] {
                let v = IRVariable(view.id, comp).index, p = IRVariable(parent, comp).index
                pairs.append((variables[v], variables[p]))
                slots.append(v)
            }
        }
        for (k, f) in solver.freeDifferences(pairs).enumerated() { relative[slots[k]] = f }
        result.relativeFree = relative
        let redundant = solver.redundantRequiredEqualities()
        if !redundant.isEmpty {
            var irIndex: [ConstraintID: Int] = [:]
            for (i, id) in ids.enumerated() { irIndex[id] = i }
            result.redundant = redundant.compactMap { irIndex[$0] }.sorted()
        }
        return (result, disabled)
    }

    static func relation(_ r: Relation) -> ConstraintRelation {
        switch r {
        case .equal: return .equal
        case .lessOrEqual: return .lessOrEqual
        case .greaterOrEqual: return .greaterOrEqual
        }
    }
}
