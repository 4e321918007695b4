import LayoutLowering
import LayoutSolver

/// One variant's solver kept across checks of successive versions of a file.
///
/// On each check the new IR's constraints are matched to the solver's by content (terms,
/// constant, relation, priority — not origins, whose ranges shift with every edit): matched
/// ones stay, the rest are removed or added. Every constraint's place in the solver's sequence
/// is set to its IR index, so the components the edit did not touch are reused by the solver
/// and the others are built exactly as a fresh solver would build them (see `Solver.add`).
final class IncrementalVariant {
    /// The target this state belongs to; a different target starts afresh.
    let target: LayoutTarget
    /// The solver, kept from check to check (solved with the other variants' solvers when
    /// they share components, see `SolverAdapter.solveTogether`).
    let solver: Solver
    private var variables: [Variable] = []
    /// The constraints of the last check and their solver ids (nil: not in the solver, i.e.
    /// disabled to break a conflict).
    private var previous = IRConstraintList()
    private var previousIDs: [ConstraintID?] = []
    /// Ids handed out so far (the solver never reuses one, so its tables only grow).
    private var issued = 0

    /// Creates an empty state for `target`.
    init(target: LayoutTarget) {
        self.target = target
        solver = Solver()
    }

    /// A state for `ir` whose solver already holds it (`SolverAdapter.loadVariants`: variants
    /// that differ in constants share one grouping), as if `load(ir)` had given `ids`.
    init(_ ir: LayoutIR, loaded: (Solver, [Variable], [ConstraintID])) {
        target = ir.target
        let ids: [ConstraintID]
        (solver, variables, ids) = loaded
        previousIDs = ids.map { Optional($0) }
        previous = ir.constraints
        issued = previousIDs.count
    }

    /// Whether the solver has accumulated so many removed constraints that a fresh state is
    /// cheaper than carrying them (every solve walks all ids ever issued).
    var isWorn: Bool { issued > 4 * max(solver.constraintCount, 1_000) }

    /// Brings the solver to `ir` and solves it (see `SolverAdapter.run`).
    func run(_ ir: LayoutIR, analyse: Bool, maxConflicts: Int) -> SolvedVariant {
        finish(ir, ids: load(ir), analyse: analyse, maxConflicts: maxConflicts)
    }

    /// Brings the solver to `ir` without solving it: the solver id of each IR constraint.
    func load(_ ir: LayoutIR) -> [ConstraintID] {
        while variables.count < ir.variableCount { variables.append(solver.makeVariable()) }
        return reconcile(ir.constraints)
    }

    /// Solves `ir` after `load(ir)` gave `ids` (or the state was made loaded with it; the
    /// solver may have been solved since, by `SolverAdapter.solveTogether`).
    func finish(_ ir: LayoutIR, ids: [ConstraintID], analyse: Bool, maxConflicts: Int) -> SolvedVariant {
        let (solved, disabled) = SolverAdapter.run(ir, solver: solver, variables: variables, ids: ids,
                                                   analyse: analyse, maxConflicts: maxConflicts)
        previous = ir.constraints
        // Wrapped by `map`: the implicit `[ConstraintID]` to `[ConstraintID?]` conversion is a
        // generic element-by-element cast, which cost as much as the reconciliation.
        previousIDs = ids.map { Optional($0) }
        // Constraints disabled to break conflicts are out of the solver; the next check adds
        // them back if they are still there.
        for i in disabled { previousIDs[i] = nil }
        return solved
    }

    /// The solver id of each of `constraints`, after removing the previous constraints that
    /// are gone and adding the new ones. An edit usually leaves a common prefix and suffix of
    /// the constraint list in place: those are matched by position, the middle by content.
    private func reconcile(_ constraints: IRConstraintList) -> [ConstraintID] {
        previous.withUnsafeBufferPointer { old in
            constraints.withUnsafeBufferPointer { new in reconcile(old, new) }
        }
    }

    /// `reconcile` on the buffers of the previous and the new constraints (read in place).
    private func reconcile(_ old: IRConstraintList.UnsafeBuffer, _ constraints: IRConstraintList.UnsafeBuffer) -> [ConstraintID] {
        let oldIDs = previousIDs
        var ids = [ConstraintID?](repeating: nil, count: constraints.count)
        // Whether `ids[i]` was at index `i` before too: then its place in the solver's sequence
        // is already `i` (every id's order is its IR index after each check).
        var samePlace = [Bool](repeating: false, count: constraints.count)
        var prefix = 0
        while prefix < min(old.count, constraints.count), Self.same(old, prefix, constraints, prefix) {
            ids[prefix] = oldIDs[prefix]
            samePlace[prefix] = true
            prefix += 1
        }
        var suffix = 0
        while suffix < min(old.count, constraints.count) - prefix,
              Self.same(old, old.count - 1 - suffix, constraints, constraints.count - 1 - suffix) {
            ids[constraints.count - 1 - suffix] = oldIDs[old.count - 1 - suffix]
            samePlace[constraints.count - 1 - suffix] = old.count == constraints.count
            suffix += 1
        }
        // An edit of a number (a metric, a constant) keeps the list's length: the middle is
        // then compared position by position, and a constraint whose constant alone changed
        // keeps its id and gets the new constant (no new id, so the solver's tables do not grow).
        var unmatchedOld: [Int] = []
        var constantChanges: [(ConstraintID, Double)] = []
        if old.count == constraints.count {
            for i in prefix..<(constraints.count - suffix) {
                guard let id = oldIDs[i] else { continue }
                if Self.same(old, i, constraints, i) {
                    ids[i] = id
                    samePlace[i] = true
                } else if Self.sameExceptConstant(old, i, constraints, i) {
                    constantChanges.append((id, constraints[i].constant))
                    ids[i] = id
                    samePlace[i] = true
                } else {
                    unmatchedOld.append(i)
                }
            }
            // In one call, in the same order (a category changes thousands of constants).
            solver.setConstants(constantChanges)
        } else {
            unmatchedOld = Array(prefix..<(old.count - suffix))
        }
        // The rest, by content: each old constraint matches at most one new one, in order.
        var pool: [ConstraintContent: [ConstraintID]] = [:]
        for k in unmatchedOld {
            guard let id = oldIDs[k] else { continue }
            pool[ConstraintContent(old[k]), default: []].append(id)
        }
        for i in prefix..<(constraints.count - suffix) where ids[i] == nil && !pool.isEmpty {
            let key = ConstraintContent(constraints[i])
            guard var list = pool[key] else { continue }
            ids[i] = list.removeFirst()
            pool[key] = list.isEmpty ? nil : list
        }
        for list in pool.values { for id in list { solver.remove(id) } }
        var result: [ConstraintID] = []
        result.reserveCapacity(constraints.count)
        // By index: iterating the constraints themselves would copy every one of them.
        for i in constraints.indices {
            if let id = ids[i] {
                if !samePlace[i] { solver.setOrder(of: id, to: i) }
                result.append(id)
            } else {
                result.append(SolverAdapter.add(constraints[i], to: solver, variables: variables, order: i))
                issued += 1
            }
        }
        return result
    }

    /// Whether the solver sees `a` and `b` as the same constraint (numbers bit for bit, so
    /// `-0.0` and `0.0` differ: they may print differently downstream).
    /// Compares `a[i]` with `b[j]` field by field: copying whole constraints (origins, ranges,
    /// conditions) for the comparison cost more than the rest of a re-check.
    static func same(_ a: IRConstraintList, _ i: Int, _ b: IRConstraintList, _ j: Int) -> Bool {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in same(a, i, b, j) } }
    }

    /// `same` apart from the constant.
    static func sameExceptConstant(_ a: IRConstraintList, _ i: Int, _ b: IRConstraintList, _ j: Int) -> Bool {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in sameExceptConstant(a, i, b, j) } }
    }

    /// `same` on the arrays' buffers: a loop over thousands of constraints (every content size
    /// category is an edit of the previous one) reads them in place, with no retain of either
    /// array or of any terms array per comparison.
    static func same(_ a: IRConstraintList.UnsafeBuffer, _ i: Int, _ b: IRConstraintList.UnsafeBuffer, _ j: Int) -> Bool {
        a[i].constant.bitPattern == b[j].constant.bitPattern && sameExceptConstant(a, i, b, j)
    }

    /// `sameExceptConstant` on the arrays' buffers (see `same`).
    static func sameExceptConstant(_ a: IRConstraintList.UnsafeBuffer, _ i: Int, _ b: IRConstraintList.UnsafeBuffer,
                                   _ j: Int) -> Bool {
        guard a[i].priority.bitPattern == b[j].priority.bitPattern, a[i].relation == b[j].relation else { return false }
        return a[i].terms.withUnsafeBufferPointer { x in
            b[j].terms.withUnsafeBufferPointer { y in
                guard x.count == y.count else { return false }
                for k in x.indices where x[k].variable.index != y[k].variable.index
                    || x[k].coefficient.bitPattern != y[k].coefficient.bitPattern {
                    return false
                }
                return true
            }
        }
    }

    /// Whether every constraint of `b` is `a`'s at the same index apart from its constant.
    static func differInConstantsOnly(_ a: IRConstraintList, _ b: IRConstraintList) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in a.indices.allSatisfy { sameExceptConstant(a, $0, b, $0) } }
        }
    }

    /// A hash of what `same` compares of `c[i]`.
    static func contentHash(_ c: IRConstraintList.UnsafeBuffer, _ i: Int) -> Int {
        var h = Hasher()
        h.combine(c[i].constant.bitPattern)
        h.combine(c[i].priority.bitPattern)
        h.combine(c[i].relation)
        c[i].terms.withUnsafeBufferPointer { terms in
            for t in terms {
                h.combine(t.variable.index)
                h.combine(t.coefficient.bitPattern)
            }
        }
        return h.finalize()
    }

    /// Whether `load(ir)` would be an edit of constants alone (same constraints at the same
    /// indices apart from their constants): the solver's grouping then stays.
    func isConstantEdit(_ ir: LayoutIR) -> Bool {
        Self.differInConstantsOnly(previous, ir.constraints)
    }

    /// How many of `ir`'s constraints `load(ir)` would keep as they are (matched as in
    /// `reconcile`: the common prefix and suffix, then the middle by index when the counts
    /// are equal, else by content). The components made only of those are reused.
    func unchangedCount(_ ir: LayoutIR) -> Int {
        previous.withUnsafeBufferPointer { old in
            ir.constraints.withUnsafeBufferPointer { new in
                if old.count == new.count { return old.indices.reduce(0) { Self.same(old, $1, new, $1) ? $0 + 1 : $0 } }
                var prefix = 0
                while prefix < min(old.count, new.count), Self.same(old, prefix, new, prefix) { prefix += 1 }
                var suffix = 0
                while suffix < min(old.count, new.count) - prefix,
                      Self.same(old, old.count - 1 - suffix, new, new.count - 1 - suffix) { suffix += 1 }
                // By content hash (no key made per constraint): a collision only over-counts,
                // and the count only chooses between two ways to the same result.
                var pool: [Int: Int] = [:]
                for k in prefix..<(old.count - suffix) { pool[Self.contentHash(old, k), default: 0] += 1 }
                var matched = 0
                for i in prefix..<(new.count - suffix) {
                    let key = Self.contentHash(new, i)
                    guard let n = pool[key] else { continue }
                    matched += 1
                    pool[key] = n > 1 ? n - 1 : nil
                }
                return prefix + suffix + matched
            }
        }
    }
}

/// The part of an `IRConstraint` the solver sees, as a hash key (see `IncrementalVariant.same`).
struct ConstraintContent: Hashable {
    private let bits: [UInt64]

    init(_ c: IRConstraint) {
        var b: [UInt64] = []
        b.reserveCapacity(2 * c.terms.count + 3)
        for t in c.terms {
            b.append(UInt64(t.variable.index))
            b.append(t.coefficient.bitPattern)
        }
        b.append(c.constant.bitPattern)
        b.append(c.priority.bitPattern)
        switch c.relation {
        case .equal: b.append(0)
        case .lessOrEqual: b.append(1)
        case .greaterOrEqual: b.append(2)
        }
        bits = b
    }
}
