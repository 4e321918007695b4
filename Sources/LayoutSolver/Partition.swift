/// The system split into independent components (constraints that share no variable, even
/// transitively), each solved by its own `Engine` over local variable numbers.
///
/// Independent parts are independent problems: in a layout the horizontal and vertical axes
/// usually are, and a conflict search or a re-solve after an edit only needs the component
/// involved. Engines are cached by their exact content (constraint ids and edit versions), so
/// an edit or a removal re-solves only the components it touches.
final class Partition {
    /// One component.
    final class Component {
        /// Global ids of its constraints, ascending.
        let constraintIDs: [ConstraintID]
        /// Local constraint data (variables renumbered to `0..<variables.count`).
        let constraints: [StoredConstraint]
        /// Global variable id of each local variable.
        let variables: [Int32]
        /// Cache key: constraint ids interleaved with their edit versions.
        let key: [Int]
        /// Its content without the constants (kept for re-keying it with new constants).
        let structure: ComponentStructure
        /// Solved over local labels: the engine's constraint ids are positions in
        /// `constraintIDs`, so that components with the same local content (repeated cells,
        /// cards, rows) can share one engine; `redundant` and `contradictionSet` translate.
        let engine: Engine

        /// Whether `engine` also serves other solvers' components (see `ComponentSharing`): it
        /// is then settled (its analyses computed) and only read, and anything that would
        /// change it (a range search) goes to `ownEngine` instead.
        let isShared: Bool

        /// A component solved by `engine`, which ran on exactly these local constraints (its
        /// own, or that of a component whose local constraints are identical, see
        /// `ComponentContent`): the engine only ever sees local data, so its results, read
        /// through this component's ids and variables, are exactly what a fresh engine would give.
        init(_ pending: Pending, engine: Engine, isShared: Bool = false) {
            constraintIDs = pending.constraintIDs
            constraints = pending.constraints
            variables = pending.variables
            key = pending.key
            structure = pending.content.structure
            self.engine = engine
            self.isShared = isShared
        }

        /// An engine of this component's own for analyses that change an engine (ranges), when
        /// `engine` is shared with other threads. Built on first use, like a fresh solve.
        lazy var ownEngine: Engine = {
            guard isShared else { return engine }
            let e = Engine(variableCount: variables.count, ids: constraints.indices.map { ConstraintID(id: $0) },
                           constraints: constraints, context: SolverContext(options: engine.context.options))
            e.run()
            // In the order a solver asks (`Solver.range(of:)` tests freedom first).
            _ = e.freeUserColumns()
            return e
        }()

        /// Required equalities implied by earlier ones, as global ids (ascending).
        var redundant: [ConstraintID] { engine.redundant.map { constraintIDs[$0.id] }.sorted() }

        /// The minimal conflicting set read off the elimination, as global ids (ascending).
        var contradictionSet: [ConstraintID]? { engine.contradictionSet.map { $0.map { constraintIDs[$0.id] }.sorted() } }
    }

    /// A component whose grouping is known but which still needs an engine.
    struct Pending {
        let constraintIDs: [ConstraintID]
        let constraints: [StoredConstraint]
        let variables: [Int32]
        let key: [Int]
        /// Everything its engine will see (equal contents share one engine).
        let content: ComponentContent
        /// Where its solve may start: the elimination of a solved component with the same
        /// terms, relations, priorities and order (`Engine+Warm`); the result is the same.
        var warmStart: WarmStart? = nil
    }

    /// The grouping of a system before its new components are solved: the components reused
    /// from the previous partition, and in the other slots the pending ones, in order.
    struct Plan {
        var slots: [Component?]
        var pending: [(slot: Int, component: Pending)]
        var componentOf: [Int32]
        var localOf: [Int32]
        /// This plan's identity, for plans derived from it.
        var token = PlanToken()
        /// For a plan derived from another by constant edits: that plan, and for each pending
        /// component the index of the identical one there (-1: changed). Lets
        /// `ComponentSharing` pair them without comparing contents.
        var derivedFrom: PlanToken?
        var origins: [Int] = []
    }

    /// A plan's identity (see `Plan.derivedFrom`).
    final class PlanToken {}

    let components: [Component]
    /// For each global variable: its component index and local id, or -1.
    let componentOf: [Int32]
    let localOf: [Int32]

    /// `plan` with its pending components solved, `engines[k]` for `plan.pending[k]` (see
    /// `Component.init`), shared with other solvers where `shared[k]`.
    init(_ plan: Plan, engines: [Engine], shared: [Bool]) {
        var slots = plan.slots
        for (k, p) in plan.pending.enumerated() { slots[p.slot] = Component(p.component, engine: engines[k], isShared: shared[k]) }
        components = slots.map { $0! }
        componentOf = plan.componentOf
        localOf = plan.localOf
    }

    /// `plan` solved here: one engine per distinct content (a layout's repeated parts, and an
    /// edit of a metric they all use, are solved once).
    convenience init(_ plan: Plan, context: SolverContext) {
        var solvedContent: [ComponentContent: Engine] = [:]
        var engines: [Engine] = []
        engines.reserveCapacity(plan.pending.count)
        for p in plan.pending {
            if let e = solvedContent[p.component.content] {
                engines.append(e)
                continue
            }
            let c = p.component
            let e = Engine.solved(variableCount: c.variables.count, constraints: c.constraints, context: context,
                                  warmFrom: c.warmStart)
            solvedContent[c.content] = e
            engines.append(e)
        }
        self.init(plan, engines: engines, shared: [Bool](repeating: false, count: engines.count))
    }

    /// Splits `stored` (indexed by constraint id; nil = removed) over `variableCount`
    /// variables and solves it, reusing components of `previous` whose content is unchanged
    /// (see `plan(variableCount:stored:versions:orders:previous:)`).
    convenience init(variableCount: Int, stored: [StoredConstraint?], versions: [Int], orders: [Int]? = nil,
                     previous: Partition?, context: SolverContext) {
        self.init(Self.plan(variableCount: variableCount, stored: stored, versions: versions, orders: orders,
                            previous: previous), context: context)
    }

    /// `previous` after an edit that changed only the constants of `changed`, solved (see
    /// `plan(updatingConstantsOf:changed:stored:versions:)`).
    convenience init(updatingConstantsOf previous: Partition, changed: [Int], stored: [StoredConstraint?], versions: [Int],
                     context: SolverContext) {
        self.init(Self.plan(updatingConstantsOf: previous, changed: changed, stored: stored, versions: versions),
                  context: context)
    }

    /// Splits `stored` (indexed by constraint id; nil = removed) over `variableCount`
    /// variables, reusing components of `previous` whose content is unchanged. Constraints are
    /// taken in ascending `orders` (ties by id; nil: by id), so a component's engine sees the
    /// same sequence as a fresh solver given the constraints in that order.
    static func plan(variableCount: Int, stored: [StoredConstraint?], versions: [Int], orders: [Int]? = nil,
                     previous: Partition?) -> Plan {
        var sequence = stored.indices.filter { stored[$0] != nil }
        if let orders { sequence.sort { orders[$0] != orders[$1] ? orders[$0] < orders[$1] : $0 < $1 } }
        var position = [Int32](repeating: -1, count: stored.count)
        for (k, i) in sequence.enumerated() { position[i] = Int32(k) }
        // Union-find over the variables that are not pinned (see `PinnedVariables`).
        let pins = PinnedVariables(variableCount: variableCount, stored: stored, sequence: sequence)
        var parent = [Int32](0..<Int32(variableCount))
        func find(_ v: Int32) -> Int32 {
            var v = v
            while parent[Int(v)] != v {
                parent[Int(v)] = parent[Int(parent[Int(v)])]
                v = parent[Int(v)]
            }
            return v
        }
        for case let c? in stored where c.terms.count > 1 {
            // Unpinned variables join through the constraint; a constraint over pinned
            // variables only joins those (so the pins of independent axes stay apart).
            let allPinned = c.terms.allSatisfy { pins.isPinned($0.0) }
            var a: Int32 = -1
            for t in c.terms where allPinned || !pins.isPinned(t.0) {
                let b = find(t.0)
                if a < 0 { a = b } else if a != b { parent[Int(b)] = a }
            }
        }
        // Group constraints by the root of their unpinned variables. Constraints over pinned
        // variables only (the pins themselves, the canvas) form groups of their own, the home
        // of each pinned variable; constant-only ones stand alone.
        var groupOfRoot: [Int32: Int] = [:]
        var groups: [[Int]] = []
        var isPinnedGroup: [Bool] = []
        for i in sequence {
            let c = stored[i]!
            if c.terms.isEmpty {
                groups.append([i])
                isPinnedGroup.append(false)
                continue
            }
            let unpinned = c.terms.first(where: { !pins.isPinned($0.0) })
            let r = find((unpinned ?? c.terms[0]).0)
            if let g = groupOfRoot[r] {
                groups[g].append(i)
            } else {
                groupOfRoot[r] = groups.count
                groups.append([i])
                isPinnedGroup.append(unpinned == nil)
            }
        }
        // Every other group gets a copy of the support of each pinned variable it uses.
        // (Marks instead of sets: this runs over every constraint on every structural edit.)
        var inGroup = [Int32](repeating: -1, count: stored.count)
        for g in groups.indices where !isPinnedGroup[g] {
            let mark = Int32(g)
            for i in groups[g] { inGroup[i] = mark }
            var extra: [Int] = []
            for i in groups[g] {
                for (v, _) in stored[i]!.terms {
                    guard let support = pins.support[Int(v)] else { continue }
                    for j in support where inGroup[j] != mark {
                        inGroup[j] = mark
                        extra.append(j)
                    }
                }
            }
            if !extra.isEmpty { groups[g] = (groups[g] + extra).sorted { position[$0] < position[$1] } }
        }
        var reusable: [ReuseKey: Component] = [:]
        for c in previous?.components ?? [] { reusable[ReuseKey(c.key)] = c }
        var componentOf = [Int32](repeating: -1, count: variableCount)
        var localOf = [Int32](repeating: -1, count: variableCount)
        var slots: [Component?] = []
        slots.reserveCapacity(groups.count)
        var pending: [(slot: Int, component: Pending)] = []
        var inVariables = [Int32](repeating: -1, count: variableCount)
        for (groupIndex, group) in groups.enumerated() {
            let index = Int32(slots.count)
            var variables: [Int32] = []
            // A pinned variable appears in several components; its home (where values and
            // ranges are read) is the pinned group's component.
            let mark = Int32(groupIndex)
            for i in group {
                for (v, _) in stored[i]!.terms where inVariables[Int(v)] != mark {
                    inVariables[Int(v)] = mark
                    variables.append(v)
                }
            }
            variables.sort()
            let isHome = isPinnedGroup[groupIndex]
            for (local, v) in variables.enumerated() where !pins.isPinned(v) || isHome {
                componentOf[Int(v)] = index
                localOf[Int(v)] = Int32(local)
            }
            var key: [Int] = []
            key.reserveCapacity(2 * group.count)
            for i in group { key.append(i); key.append(versions[i]) }
            if let old = reusable[ReuseKey(key)], old.variables == variables {
                slots.append(old)
                continue
            }
            var localIndex: [Int32: Int32] = [:]
            for (l, v) in variables.enumerated() { localIndex[v] = Int32(l) }
            let local = group.map { i -> StoredConstraint in
                var c = stored[i]!
                c.terms = c.terms.map { (localIndex[$0.0]!, $0.1) }
                return c
            }
            let content = ComponentContent(variableCount: variables.count, constraints: local)
            pending.append((slots.count, Pending(constraintIDs: group.map { ConstraintID(id: $0) }, constraints: local,
                                                 variables: variables, key: key, content: content)))
            slots.append(nil)
        }
        return Plan(slots: slots, pending: pending, componentOf: componentOf, localOf: localOf)
    }

    /// `previous` after an edit that changed only the constants of `changed` (constraint ids):
    /// which constraints form a component, and which variables are pinned, depend only on
    /// terms, relations, priorities and order, so the grouping stays and only the components
    /// holding a changed constraint get new local data (and an engine). The result equals
    /// `init(variableCount:stored:versions:orders:previous:)` on the edited system.
    static func plan(updatingConstantsOf previous: Partition, changed: [Int], stored: [StoredConstraint?],
                     versions: [Int]) -> Plan {
        var isChanged = [Bool](repeating: false, count: stored.count)
        for i in changed { isChanged[i] = true }
        var slots: [Component?] = []
        slots.reserveCapacity(previous.components.count)
        var pending: [(slot: Int, component: Pending)] = []
        var rekeying = Rekeying(stored: stored, versions: versions)
        for old in previous.components {
            guard old.constraintIDs.contains(where: { isChanged[$0.id] }) else {
                slots.append(old)
                continue
            }
            var p = rekeying.rekeyed(old.constraintIDs, old.constraints, old.variables, old.structure)
            // Same coefficients, relations, priorities and order: its elimination carries over.
            p.warmStart = old.engine.reuse.warmStart
            pending.append((slots.count, p))
            slots.append(nil)
        }
        return Plan(slots: slots, pending: pending, componentOf: previous.componentOf, localOf: previous.localOf)
    }

    /// Components of the same grouping with the constants `stored` now has (see `rekeyed`).
    ///
    /// A layout's repeated parts (cards, cells) are components of equal structure that usually
    /// take equal new constants (the same scaled sizes at the next category): the first one's
    /// new local constraints and content are kept for the others, so each distinct result is
    /// copied and hashed once, not once per component. Equal structure (terms, relations,
    /// priorities, order) and equal constants, bit for bit, are equal local constraints: the
    /// shared arrays are exactly what re-keying each component on its own would make.
    struct Rekeying {
        let stored: [StoredConstraint?]
        let versions: [Int]
        /// By old structure, the latest distinct result re-keyed from it (an index in
        /// `results`); `earlierOfSame` links each to the one before it of that structure.
        /// Flat, so that looking one up copies no `Pending` (each copy retains five arrays).
        private var latest: [ComponentStructure: Int] = [:]
        private var results: [(constraints: [StoredConstraint], content: ComponentContent)] = []
        private var earlierOfSame: [Int] = []

        init(stored: [StoredConstraint?], versions: [Int]) {
            self.stored = stored
            self.versions = versions
        }

        /// A component of the same grouping with the constants `stored` now has: its
        /// constraints take the new constants, and its key and content are made again from them.
        mutating func rekeyed(_ ids: [ConstraintID], _ constraints: [StoredConstraint], _ variables: [Int32],
                              _ structure: ComponentStructure) -> Pending {
            var key: [Int] = []
            key.reserveCapacity(2 * ids.count)
            for id in ids {
                key.append(id.id)
                key.append(versions[id.id])
            }
            let last = latest[structure] ?? -1
            var r = last, seen = 0
            // A few per structure: past that, the constants differ from component to component.
            while r >= 0 && seen < 4 {
                if hasConstants(of: ids, results[r].constraints) {
                    return Pending(constraintIDs: ids, constraints: results[r].constraints, variables: variables, key: key,
                                   content: results[r].content)
                }
                r = earlierOfSame[r]
                seen += 1
            }
            var local = constraints
            for (k, id) in ids.enumerated() { local[k].constant = stored[id.id]!.constant }
            let content = ComponentContent(structure: structure, constraints: local)
            if seen < 4 {
                latest[structure] = results.count
                results.append((local, content))
                earlierOfSame.append(last)
            }
            return Pending(constraintIDs: ids, constraints: local, variables: variables, key: key, content: content)
        }

        /// Whether the constraints `ids` have in `stored` the constants of `local`, bit for bit.
        private func hasConstants(of ids: [ConstraintID], _ local: [StoredConstraint]) -> Bool {
            guard ids.count == local.count else { return false }
            return stored.withUnsafeBufferPointer { table in
                local.withUnsafeBufferPointer { l in
                    for k in ids.indices where table[ids[k].id]!.constant.bitPattern != l[k].constant.bitPattern { return false }
                    return true
                }
            }
        }
    }

    /// `template` (a plan with nothing reused, of a system over the same terms, relations,
    /// priorities and order) for the system `stored` that differs from it in the constants of
    /// `changed` only: the grouping stays, pending components holding a changed constraint get
    /// the new constants, the others are taken as they are. Equals `plan(variableCount:…)` of
    /// `stored` with no previous partition (same reasoning as `plan(updatingConstantsOf:)`).
    static func plan(derivedFrom template: Plan, changed: [Int], stored: [StoredConstraint?], versions: [Int]) -> Plan {
        var isChanged = [Bool](repeating: false, count: stored.count)
        for i in changed { isChanged[i] = true }
        var plan = template
        plan.token = PlanToken()
        plan.derivedFrom = template.token
        plan.origins = []
        plan.origins.reserveCapacity(template.pending.count)
        var rekeying = Rekeying(stored: stored, versions: versions)
        for (k, p) in template.pending.enumerated() {
            let old = p.component
            guard old.constraintIDs.contains(where: { isChanged[$0.id] }) else {
                plan.origins.append(k)
                continue
            }
            plan.pending[k] = (p.slot, rekeying.rekeyed(old.constraintIDs, old.constraints, old.variables, old.content.structure))
            plan.origins.append(-1)
        }
        return plan
    }

    var status: SolveStatus {
        components.contains { $0.engine.status == .infeasible } ? .infeasible : .optimal
    }

    /// Values of every global variable (0 for variables in no constraint).
    func values(count: Int) -> [Double] {
        var out = [Double](repeating: 0, count: count)
        for (index, c) in components.enumerated() {
            let v = c.engine.userValues()
            for (local, global) in c.variables.enumerated() where componentOf[Int(global)] == Int32(index) {
                out[Int(global)] = v[local]
            }
        }
        return out
    }

    /// Free flags of every global variable; a variable in no constraint is free.
    func freeFlags(count: Int) -> [Bool] {
        var out = [Bool](repeating: false, count: count)
        for v in 0..<count where componentOf[v] < 0 { out[v] = true }
        for (index, c) in components.enumerated() {
            let f = c.engine.freeUserColumns()
            for (local, global) in c.variables.enumerated() where componentOf[Int(global)] == Int32(index) {
                out[Int(global)] = f[local]
            }
        }
        return out
    }
}

/// A component's cache key (`Component.key`) as a dictionary key, hashed by its length and
/// its last few entries only: hashing every key in full, for every component on every
/// structural edit, cost more than comparing the rare keys that share a tail. The last entries
/// are the component's own constraints (pinned supports, shared by many, sort first).
struct ReuseKey: Hashable {
    let key: [Int]

    init(_ key: [Int]) { self.key = key }

    static func == (a: ReuseKey, b: ReuseKey) -> Bool { a.key == b.key }

    func hash(into hasher: inout Hasher) {
        hasher.combine(key.count)
        for x in key.suffix(6) { hasher.combine(x) }
    }
}
