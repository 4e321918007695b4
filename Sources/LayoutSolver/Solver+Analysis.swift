/// What the checker asks after a solve: conflict sets, freedom over the optimal face.
extension Solver {
    /// When the required constraints are infeasible: a *minimal* infeasible subset of them
    /// (removing any one member makes the rest feasible), in id order; empty when feasible.
    ///
    /// When required equalities alone contradict each other, the set is read off the
    /// elimination (the unique combination that yields `0 == c`), with no search. Otherwise
    /// it is found with QuickXplain (a divide-and-conquer deletion filter) over
    /// feasibility-only solves of subsets of the infeasible component's required constraints:
    /// O(k log(n/k)) solves for a set of size k.
    public func conflictingRequiredConstraints() -> [ConstraintID] {
        guard solve() == .infeasible else { return [] }
        if let c = conflictCache { return c }
        // Only an infeasible component can hold a conflict; search the first one, over its
        // own (local) variables.
        guard let component = firstInfeasibleComponent else { return [] }
        if let set = component.contradictionSet {
            conflictCache = set
            return set
        }
        let required = component.constraints.indices.filter { component.constraints[$0].isRequired }
        let ids = required.map { component.constraintIDs[$0] }
        let cs = required.map { component.constraints[$0] }
        let variables = component.variables.count
        func feasible(_ subset: [Int]) -> Bool {
            let e = Engine(variableCount: variables, ids: subset.map { ids[$0] }, constraints: subset.map { cs[$0] },
                           context: context)
            e.run(feasibilityOnly: true)
            return e.status == .optimal
        }
        func quickXplain(_ background: [Int], _ backgroundChanged: Bool, _ candidates: [Int]) -> [Int] {
            if backgroundChanged && !feasible(background) { return [] }
            if candidates.count == 1 { return candidates }
            let half = candidates.count / 2
            let first = Array(candidates[..<half]), second = Array(candidates[half...])
            let fromSecond = quickXplain(background + first, !first.isEmpty, second)
            let fromFirst = quickXplain(background + fromSecond, !fromSecond.isEmpty, first)
            return fromFirst + fromSecond
        }
        let all = Array(0..<ids.count)
        // Soft constraints never make a system infeasible, so the required ones alone are.
        let conflict = all.isEmpty ? [] : quickXplain([], false, all).sorted().map { ids[$0] }
        conflictCache = conflict
        return conflict
    }

    /// When required equalities alone contradict each other: the minimal conflicting set read
    /// off the elimination, in id order, at the cost of the solve alone. Nil when the system is
    /// feasible or its conflict needs a search (see `conflictingRequiredConstraints()`), so a
    /// caller with a time budget can try this first.
    public func eliminationConflict() -> [ConstraintID]? {
        guard solve() == .infeasible else { return nil }
        return firstInfeasibleComponent?.contradictionSet
    }

    /// When the system is infeasible: the constraints of its first infeasible component (the
    /// independent part that holds a conflict), in id order; nil when feasible. A conflict
    /// search can stay inside it.
    public func infeasibleComponentConstraints() -> [ConstraintID]? {
        guard solve() == .infeasible else { return nil }
        return firstInfeasibleComponent?.constraintIDs
    }

    /// The variables among `variables` that are not constant over the optimal face: they can
    /// change without making any constraint less satisfied (every priority level stays at its
    /// optimum). Ties between equal soft priorities make variables free. Exact; costs about one
    /// pass over the tableau plus a warm-started LP for each degenerate undecided column.
    /// Empty when the system is infeasible.
    public func freeVariables(among variables: [Variable]) -> Set<Variable> {
        let free = freeFlags()
        return Set(variables.filter { $0.id < free.count && free[$0.id] })
    }

    /// Whether `variable` can change over the optimal face (see `freeVariables(among:)`).
    public func isFree(_ variable: Variable) -> Bool {
        let free = freeFlags()
        return variable.id < free.count && free[variable.id]
    }

    /// The least and greatest value of `variable` over the optimal face (two warm-started LPs).
    /// A point range `[value, value]` for a fixed variable; `nil` bounds when unbounded.
    /// When the system is infeasible: the point range of the returned value.
    public func range(of variable: Variable) -> VariableRange {
        let v = value(of: variable)
        guard solve() == .optimal, isFree(variable) else { return VariableRange(lower: v, upper: v) }
        let p = currentPartition
        let index = Int(p.componentOf[variable.id])
        guard index >= 0 else { return VariableRange(lower: nil, upper: nil) }
        return p.components[index].ownEngine.range(ofUserColumn: p.localOf[variable.id])
    }

    /// For each pair `(a, b)`: whether `a - b` can change over the optimal face (see
    /// `freeVariables(among:)`), e.g. a view's position relative to its superview's. Exact and
    /// cheap: within one component it reads the same hull directions as the free test (one
    /// subtraction each); variables of independent components vary independently, so there
    /// the difference is free iff either variable is. False for every pair when infeasible.
    public func freeDifferences(_ pairs: [(Variable, Variable)]) -> [Bool] {
        let free = freeFlags()
        guard solve() == .optimal else { return pairs.map { _ in false } }
        let p = currentPartition
        return pairs.map { a, b in
            if a.id == b.id { return false }
            let ca = a.id < p.componentOf.count ? p.componentOf[a.id] : -1
            let cb = b.id < p.componentOf.count ? p.componentOf[b.id] : -1
            let fa = a.id < free.count && free[a.id], fb = b.id < free.count && free[b.id]
            guard ca >= 0, ca == cb else { return fa || fb }
            if fa != fb { return true }
            if !fa { return false }
            return p.components[Int(ca)].engine.differenceIsFree(p.localOf[a.id], p.localOf[b.id])
        }
    }

    /// `range(of:)` for each of `variables`; the fixed ones cost nothing beyond the free test.
    public func freedom(of variables: [Variable]) -> [Variable: VariableRange] {
        var result: [Variable: VariableRange] = [:]
        for v in variables { result[v] = range(of: v) }
        return result
    }

    /// When the system is infeasible: the constraints of every infeasible component (each in id
    /// order; components in the solver's order); empty when feasible. Conflicts of different
    /// components are independent, so they can be searched (and broken) in one round.
    public func infeasibleComponentsConstraints() -> [[ConstraintID]] {
        guard solve() == .infeasible else { return [] }
        return currentPartition.components.filter { $0.engine.status == .infeasible }.map(\.constraintIDs)
    }

    /// The first component whose required constraints conflict (after a solve).
    private var firstInfeasibleComponent: Partition.Component? {
        currentPartition.components.first { $0.engine.status == .infeasible }
    }

    private func freeFlags() -> [Bool] {
        solve()
        if let f = freeCache { return f }
        let f = solve() == .optimal ? currentPartition.freeFlags(count: variableCount) : [Bool](repeating: false, count: variableCount)
        freeCache = f
        return f
    }
}
