import LayoutLowering
import LayoutSolver
import LayoutSyntax
import LayoutSource

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
    /// With `analyse`, also measures freedom (of the system left once the conflicts are broken,
    /// see `maskConflicts`) and, when satisfiable, redundancy.
    static func run(_ ir: LayoutIR, analyse: Bool, maxConflicts: Int) -> SolvedVariant {
        let (solver, variables, ids) = load(ir)
        return run(ir, solver: solver, variables: variables, ids: ids, analyse: analyse, maxConflicts: maxConflicts).solved
    }

    /// A fresh solver holding `ir`: its variables (by IR index) and constraint ids (by IR index).
    static func load(_ ir: LayoutIR) -> (Solver, [Variable], [ConstraintID]) {
        let solver = Solver()
        var variables: [Variable] = []
        variables.reserveCapacity(ir.variableCount)
        for _ in 0..<ir.variableCount { variables.append(solver.makeVariable()) }
        var ids: [ConstraintID] = []
        ids.reserveCapacity(ir.constraints.count)
        for c in ir.constraints { ids.append(add(c, to: solver, variables: variables)) }
        return (solver, variables, ids)
    }

    /// A fresh solver for each of `variants` (as `load`). The variants of a file usually
    /// differ in constants only (the canvas): a variant whose constraints are the first one's
    /// apart from constants is a copy of its solver with those constants set
    /// (`Solver.copyForVariant`), which also spares it the grouping of `solveTogether`.
    static func loadVariants(_ variants: [LayoutIR]) -> [(Solver, [Variable], [ConstraintID])] {
        guard let first = variants.first else { return [] }
        // Not Sendable: the iterations only read it, each making its own copy.
        nonisolated(unsafe) let base = load(first)
        // The plan the copies derive theirs from.
        base.0.prepareVariantCopies()
        let rest = parallelMap(variants.count - 1) { k -> (Solver, [Variable], [ConstraintID]) in
            let ir = variants[k + 1]
            guard ir.variableCount == first.variableCount,
                  IncrementalVariant.differInConstantsOnly(first.constraints, ir.constraints) else { return load(ir) }
            // Shares the base's tables until written (copy on write), which the compiler cannot see.
            nonisolated(unsafe) let copy = base.0.copyForVariant()
            // In one call, in order (another category's variant differs in thousands).
            var changes: [(ConstraintID, Double)] = []
            for i in ir.constraints.indices where ir.constraints[i].constant.bitPattern != first.constraints[i].constant.bitPattern {
                changes.append((base.2[i], ir.constraints[i].constant))
            }
            copy.setConstants(changes)
            return (copy, base.1, base.2)
        }
        return [base] + rest
    }

    /// Solves every solver in `solvers` (one per variant, each used by one thread at a time),
    /// each distinct independent component once between them (`Solver.solveTogether`), on
    /// all cores; each solver's result is what its own `solve()` gives.
    static func solveTogether(_ solvers: [Solver]) {
        Solver.solveTogether(solvers, on: AllCores())
    }

    /// `parallelMap` as the solver's loop.
    private struct AllCores: ConcurrentLoop {
        func map<T>(_ count: Int, _ body: (Int) -> T) -> [T] {
            // The solver's contract (`ConcurrentLoop`): each iteration touches only its own
            // solver or component, so the body may run on several threads although its
            // captures are not Sendable.
            withoutActuallyEscaping(body) { body in
                nonisolated(unsafe) let body = body
                return parallelMap(count) { i in
                    nonisolated(unsafe) let result = body(i)
                    return result
                }
            }
        }
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
        if status == .infeasible {
            breakConflicts(ir, solver: solver, ids: ids, maxConflicts: maxConflicts, into: &result, disabled: &disabled)
            status = solver.solve()
        }

        // A reused solver may hold variables of a larger earlier version of the file.
        result.values = Array(solver.values().prefix(ir.variableCount))
        // A disabled constraint is out of the solver (its violation reads as 0 there too, but
        // say so rather than rely on it).
        result.violations = solver.violations(of: Array(ids.prefix(ir.constraints.count)))
        for i in disabled where i < result.violations.count { result.violations[i] = 0 }
        guard analyse, status == .optimal else { return (result, disabled) }

        var asked: [Variable] = []
        // The views read in place (iterating them would copy each one, for every variant).
        ir.views.withUnsafeBufferPointer { views in
            for k in views.indices where !views[k].isBuiltin {
                for comp in FrameComponent.allCases { asked.append(variables[IRVariable(views[k].id, comp).index]) }
            }
            // A scroll view's content size (`ambiguous-scroll-content`) and a cell's height
            // (`cell-height-undetermined`) are built-in variables the checker judges too.
            for k in views.indices where views[k].guide == .content {
                asked.append(variables[IRVariable(views[k].id, .width).index])
                asked.append(variables[IRVariable(views[k].id, .height).index])
            }
        }
        if ir.cell != nil { asked.append(variables[IRVariable(.root, .height).index]) }
        // Exact freedom over the optimal face, without computing the ranges themselves.
        var free = Array(repeating: false, count: ir.variableCount)
        for v in solver.freeVariables(among: asked) { free[v.id] = true }
        result.free = free
        // Positions relative to the superview (spec §9): one subtraction per view and axis
        // over the same face analysis.
        var relative = free
        var pairs: [(Variable, Variable)] = []
        var slots: [Int] = []
        ir.views.withUnsafeBufferPointer { views in
            for k in views.indices where !views[k].isBuiltin {
                guard let parent = views[k].parent else { continue }
                for comp in [FrameComponent.x, .y] {
                    let v = IRVariable(views[k].id, comp).index, p = IRVariable(parent, comp).index
                    pairs.append((variables[v], variables[p]))
                    slots.append(v)
                }
            }
        }
        for (k, f) in solver.freeDifferences(pairs).enumerated() { relative[slots[k]] = f }
        result.relativeFree = relative
        guard result.satisfiable else {
            maskConflicts(ir, disabled: disabled, in: &result)
            return (result, disabled)
        }
        let redundant = solver.redundantRequiredEqualities()
        if !redundant.isEmpty {
            var irIndex: [ConstraintID: Int] = [:]
            for (i, id) in ids.enumerated() { irIndex[id] = i }
            result.redundant = redundant.compactMap { irIndex[$0] }.sorted()
        }
        return (result, disabled)
    }

    /// Finds the conflicts of an infeasible system and removes their breaking constraints from
    /// `solver` until it is feasible. Conflicts of different infeasible components are
    /// independent, so each round searches every infeasible component on its own (a finder over
    /// that component's required constraints only) and breaks them all before one re-solve:
    /// 1,000 independent conflicts cost one round, not 1,000 full solves and searches.
    ///
    /// The result is the one-at-a-time rule's (spec §9: read top to bottom, the constraint that
    /// makes the layout unsatisfiable is the one broken): within a component the breaking
    /// constraints come later and later in source order, and a component's conflicts do not
    /// depend on the others, so the global sequence is all breakings in source order. The first
    /// `maxConflicts` of it get a minimal set, searched in the state of their own discovery.
    static func breakConflicts(_ ir: LayoutIR, solver: Solver, ids: [ConstraintID], maxConflicts: Int,
                               into result: inout SolvedVariant, disabled: inout Set<Int>) {
        var index: [ConstraintID: Int] = [:]
        for (i, id) in ids.enumerated() { index[id] = i }
        let irIndex = index
        let position = sourcePositions(ir)
        // Each found conflict: its breaking constraint and the required constraints of its
        // component still enabled when it was found (for the minimal-set search below).
        var found: [(breaking: Int, order: [Int])] = []
        var rounds = 0
        while solver.solve() == .infeasible {
            rounds += 1
            var broke = false
            let components = solver.infeasibleComponentsConstraints()
            let off = disabled
            let searched = parallelMapIfLarge(components.count) { k -> (Int, [Int])? in
                let members = components[k].compactMap { irIndex[$0] }.filter { ir.constraints[$0].isRequired && !off.contains($0) }
                let order = members.sorted { position[$0] < position[$1] }
                guard let hit = ConflictFinder(ir: ir, order: order).find(minimal: false) else { return nil }
                return (hit.breaking, order)
            }
            for case let (breaking, order)? in searched {
                found.append((breaking, order))
                disabled.insert(breaking)
                solver.remove(ids[breaking])
                broke = true
            }
            // A conflict that no component search finds (numerical disagreement) must not loop.
            if !broke || rounds > ir.constraints.count { break }
        }
        found.sort { position[$0.breaking] < position[$1.breaking] }
        let minimal = found.prefix(maxConflicts)
        let sets = parallelMapIfLarge(minimal.count) { k -> [Int]? in
            ConflictFinder(ir: ir, order: minimal[minimal.startIndex + k].order).find(minimal: true)?.members
        }
        for (k, c) in minimal.enumerated() {
            result.conflicts.append(sets[k] ?? [c.breaking])
            result.conflictIsComplete.append(sets[k] != nil)
            result.broken.append(c.breaking)
        }
    }

    /// An unsatisfiable variant is analysed without its broken constraints, so the ambiguity
    /// of views outside the conflicts is still reported; but a variable a conflict touches
    /// (a term of a reported member, or of any broken constraint) may be free only because
    /// its breaking member is gone, so it counts as fixed (fix the conflict first).
    private static func maskConflicts(_ ir: LayoutIR, disabled: Set<Int>, in result: inout SolvedVariant) {
        for i in Set(result.conflicts.joined()).union(disabled) {
            for t in ir.constraints[i].terms where t.variable.index < result.free.count {
                result.free[t.variable.index] = false
                result.relativeFree[t.variable.index] = false
            }
        }
    }

    /// Each IR constraint's rank in `ConflictFinder.sourceOrder` (unlocated ones first).
    private static func sourcePositions(_ ir: LayoutIR) -> [Int] {
        var rank = [Int](repeating: Int.max, count: ir.constraints.count)
        for (r, i) in ConflictFinder.sourceOrder(ir, excluding: []).enumerated() { rank[i] = r }
        return rank
    }

    /// `parallelMap` for many items; inline for a few (the variants are already in parallel).
    private static func parallelMapIfLarge<T>(_ count: Int, _ body: @Sendable (Int) -> sending T) -> [T] {
        count >= 8 ? parallelMap(count, body) : (0..<count).map { body($0) }
    }

    static func relation(_ r: Relation) -> ConstraintRelation {
        switch r {
        case .equal: return .equal
        case .lessOrEqual: return .lessOrEqual
        case .greaterOrEqual: return .greaterOrEqual
        }
    }
}
