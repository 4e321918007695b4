/// A linear constraint solver with strictly lexicographic priorities (spec §10).
///
/// Priorities run from 1 to 1000; 1000 is *required*: required constraints hold exactly or
/// `solve()` reports `.infeasible`. Soft constraints are satisfied priority by priority, highest
/// first: a level minimises the sum of its absolute violations among the solutions that are
/// optimal for every higher level, however many lower-priority constraints there are.
///
/// Usage: make variables, add constraints, `solve()`, read `value(of:)`. Adding, removing or
/// editing a constant marks the system dirty; the next `solve()` (or any analysis call, which
/// solves first when needed) recomputes it. An unchanged system is never solved twice, and
/// the system is split into independent components (no shared variable) that are solved
/// separately and reused while unchanged: an edit re-solves only the component it touches.
///
/// Not thread-safe: use one instance per thread (instances share nothing).
public final class Solver {
    private var variableTotal = 0
    private var stored: [StoredConstraint?] = []
    private var liveCount = 0
    private var versions: [Int] = []
    private var orders: [Int] = []
    private var ordersAreIDs = true
    private var partition: Partition?
    private var solved = false
    private var cachedValues: [Double] = []
    private var cachedStatus: SolveStatus = .optimal
    private var cachedConflict: [ConstraintID]?
    private var cachedFree: [Bool]?
    /// Since the last solve: whether anything but constants changed (then the partition is
    /// rebuilt), else the constraints whose constant changed (then it is updated in place).
    private var structureChanged = true
    private var changedConstants: [Int] = []
    /// The plan `sharingPlan()` made for the next solve (kept for `copyForVariant()`).
    private var plannedNext: Partition.Plan?
    /// For a copy (`copyForVariant()`): the plan of the system it was copied from, from which
    /// its own is derived while only constants change (`changedConstants`).
    private var template: Partition.Plan?

    /// Options and statistics shared with this solver's engines.
    let context: SolverContext

    /// Creates an empty solver.
    public init(options: SolverOptions = SolverOptions()) {
        context = SolverContext(options: options)
    }

    /// What this solver's engines have done so far (hand-overs to revised form and the like).
    public var statistics: SolverStatistics { context.statistics }

    /// Number of variables made so far.
    public var variableCount: Int { variableTotal }

    /// Number of constraints currently in the system.
    public var constraintCount: Int { liveCount }

    /// A new unrestricted variable.
    public func makeVariable() -> Variable {
        // `values()` and the free flags cover every variable, so they are stale now.
        if solved { invalidate() }
        plannedNext = nil
        structureChanged = true
        variableTotal += 1
        return Variable(id: variableTotal - 1)
    }

    /// `count` new variables, in id order.
    public func makeVariables(_ count: Int) -> [Variable] {
        (0..<count).map { _ in makeVariable() }
    }

    /// Adds `expression RELATION 0` at `priority` (1...1000; 1000 = required).
    /// Coefficients and the constant must be finite.
    ///
    /// `order` (default: the new id) is where the constraint stands in the system's sequence:
    /// components are built and eliminated in ascending `order` (ties by id). A caller that
    /// keeps one solver across edits (adding new constraints with larger ids) passes its own
    /// positions so that the result is exactly that of a fresh solver fed in that order.
    @discardableResult
    public func add(_ expression: LinearExpression, _ relation: ConstraintRelation, priority: Double = 1000,
                    order: Int? = nil) -> ConstraintID {
        precondition(priority >= 1 && priority <= 1000, "priority must be in 1...1000")
        precondition(expression.constant.isFinite && expression.terms.allSatisfy { $0.1.isFinite }, "non-finite input")
        precondition(expression.terms.allSatisfy { $0.0.id >= 0 && $0.0.id < variableTotal }, "unknown variable")
        stored.append(StoredConstraint(expression, relation, priority: priority))
        versions.append(0)
        orders.append(order ?? stored.count - 1)
        if order != nil { ordersAreIDs = false }
        liveCount += 1
        structureChanged = true
        invalidate()
        return ConstraintID(id: stored.count - 1)
    }

    /// Removes a constraint; removing one twice is a no-op. Its id is not reused.
    public func remove(_ constraint: ConstraintID) {
        guard constraint.id >= 0 && constraint.id < stored.count, stored[constraint.id] != nil else { return }
        stored[constraint.id] = nil
        liveCount -= 1
        structureChanged = true
        invalidate()
    }

    /// Whether `constraint` is currently in the system.
    public func contains(_ constraint: ConstraintID) -> Bool {
        constraint.id >= 0 && constraint.id < stored.count && stored[constraint.id] != nil
    }

    /// Changes the constant of a constraint (an edit value, e.g. the canvas width).
    public func setConstant(of constraint: ConstraintID, to constant: Double) {
        precondition(constant.isFinite, "non-finite input")
        guard contains(constraint) else { return }
        stored[constraint.id]!.constant = constant
        versions[constraint.id] += 1
        changedConstants.append(constraint.id)
        invalidate()
    }

    /// `setConstant` for each of `changes` in turn, with one invalidation: a content size
    /// category changes the constants of thousands of constraints at once, and the per-call
    /// bookkeeping (access checks on every table) cost as much as the change itself.
    public func setConstants(_ changes: [(ConstraintID, Double)]) {
        guard !changes.isEmpty else { return }
        // Moved out so each table is one unique local buffer while it is edited in place.
        var st = stored, vs = versions, ch = changedConstants
        stored = []; versions = []; changedConstants = []
        var any = false
        for (constraint, constant) in changes {
            precondition(constant.isFinite, "non-finite input")
            let i = constraint.id
            guard i >= 0, i < st.count, st[i] != nil else { continue }
            st[i]!.constant = constant
            vs[i] += 1
            ch.append(i)
            any = true
        }
        stored = st; versions = vs; changedConstants = ch
        if any { invalidate() }
    }

    /// Moves a constraint in the system's sequence (see `add`'s `order`). Components whose
    /// members keep their relative order are still reused.
    public func setOrder(of constraint: ConstraintID, to order: Int) {
        guard contains(constraint), orders[constraint.id] != order else { return }
        orders[constraint.id] = order
        ordersAreIDs = false
        structureChanged = true
        invalidate()
    }

    /// The priority of a constraint in the system.
    public func priority(of constraint: ConstraintID) -> Double {
        stored[constraint.id]!.priority
    }

    private func invalidate() {
        plannedNext = nil
        solved = false
        cachedConflict = nil
        cachedFree = nil
    }

    /// Solves the system (a no-op when nothing changed since the last solve).
    @discardableResult
    public func solve() -> SolveStatus {
        if solved { return cachedStatus }
        install(Partition(pendingPlan()!, context: context))
        return cachedStatus
    }

    /// The grouping the next solve starts from (its unchanged components reused, the others
    /// pending); nil when the system is solved.
    func pendingPlan() -> Partition.Plan? {
        if solved { return nil }
        if let plannedNext { return plannedNext }
        if let template, partition == nil, !structureChanged {
            return Partition.plan(derivedFrom: template, changed: changedConstants, stored: stored, versions: versions)
        }
        if let previous = partition, !structureChanged {
            return Partition.plan(updatingConstantsOf: previous, changed: changedConstants, stored: stored, versions: versions)
        }
        return Partition.plan(variableCount: variableTotal, stored: stored, versions: versions,
                              orders: ordersAreIDs ? nil : orders, previous: partition)
    }

    /// Makes `p` (solved from `pendingPlan()`) the current solution.
    func install(_ p: Partition) {
        plannedNext = nil
        template = nil
        structureChanged = false
        changedConstants = []
        partition = p
        solved = true
        cachedStatus = p.status
        cachedValues = p.values(count: variableTotal)
    }

    /// The plan of the next solve, kept for `copyForVariant()` (see `ComponentSharing`).
    func plannedSharingPlan() -> Partition.Plan? {
        if plannedNext == nil { plannedNext = pendingPlan() }
        return plannedNext
    }

    /// A solver with this one's system (same variables and constraint ids), for a variant that
    /// differs from it in constants only (`setConstant` on the copy): the constraint tables are
    /// shared until written, and when this solver has a sharing plan for a system it has not
    /// solved yet, the copy's plan is derived from it (grouping not repeated, unchanged
    /// components paired without comparing them). Its results are those of a fresh solver
    /// given the same system in the same order.
    public func copyForVariant() -> Solver {
        let copy = Solver(options: context.options)
        copy.variableTotal = variableTotal
        copy.stored = stored
        copy.liveCount = liveCount
        copy.versions = versions
        copy.orders = orders
        copy.ordersAreIDs = ordersAreIDs
        // Only a plan that reuses nothing can be the copy's: reused components belong to
        // this solver.
        if partition == nil, let plannedNext, plannedNext.slots.allSatisfy({ $0 == nil }) {
            copy.template = plannedNext
            // Nothing but constants has changed since the template (a fresh solver's flag says
            // "structure changed", which would make the copy group its system again).
            copy.structureChanged = false
        }
        return copy
    }

    /// Adds what engines solved elsewhere for this solver did (see `ComponentSharing`).
    func absorb(_ statistics: SolverStatistics) {
        context.statistics.completedHandOvers += statistics.completedHandOvers
        context.statistics.crashStarts += statistics.crashStarts
        context.statistics.breakdowns += statistics.breakdowns
        context.statistics.twins += statistics.twins
        context.statistics.dualSolves += statistics.dualSolves
    }

    /// The value of `variable` in the last solution (0 before any solve). When the system is
    /// infeasible the values are those of the phase-1 point and carry no guarantee.
    public func value(of variable: Variable) -> Double {
        solve()
        return variable.id < cachedValues.count ? cachedValues[variable.id] : 0
    }

    /// All variable values, indexed by variable id.
    public func values() -> [Double] {
        solve()
        return cachedValues
    }

    /// How far the solution is from satisfying `constraint`: `|expr|` for an equality, the
    /// amount by which an inequality is crossed, 0 when satisfied.
    public func violation(of constraint: ConstraintID) -> Double {
        solve()
        guard let c = stored[constraint.id] else { return 0 }
        return c.violation(cachedValues)
    }

    /// `violation(of:)` of each of `constraints`, in order (0 for one not in the system), after
    /// one solve: a variant asks for all of its constraints' violations.
    public func violations(of constraints: [ConstraintID]) -> [Double] {
        solve()
        let values = cachedValues
        return stored.withUnsafeBufferPointer { table in
            constraints.map { id in
                id.id >= 0 && id.id < table.count ? table[id.id]?.violation(values) ?? 0 : 0
            }
        }
    }

    /// The optimal total violation of every soft priority level in use, highest first
    /// (empty when infeasible).
    public func levelOptima() -> [(priority: Double, violation: Double)] {
        guard solve() == .optimal else { return [] }
        var total: [Double: Double] = [:]
        for c in currentPartition.components {
            for (p, v) in c.engine.levelOptima { total[p, default: 0] += v }
        }
        return total.keys.sorted(by: >).map { ($0, total[$0]!) }
    }

    /// Required equalities implied by the other required equalities (linear dependence found
    /// during elimination). Of a dependent group, the ones eliminated last are reported.
    public func redundantRequiredEqualities() -> [ConstraintID] {
        solve()
        // A pinning constraint is copied into several components; report it once.
        return Array(Set(currentPartition.components.flatMap { $0.redundant })).sorted()
    }

    /// Internal access for the analysis extension.
    var currentPartition: Partition { solve(); return partition! }
    var conflictCache: [ConstraintID]? { get { cachedConflict } set { cachedConflict = newValue } }
    var freeCache: [Bool]? { get { cachedFree } set { cachedFree = newValue } }
}
