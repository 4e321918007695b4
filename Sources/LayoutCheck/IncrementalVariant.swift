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
    private let solver = Solver()
    private var variables: [Variable] = []
    /// Live solver constraints by content, each list in ascending IR index of the last check.
    private var live: [ConstraintContent: [ConstraintID]] = [:]
    /// Ids handed out so far (the solver never reuses one, so its tables only grow).
    private var issued = 0

    /// Creates an empty state for `target`.
    init(target: LayoutTarget) { self.target = target }

    /// Whether the solver has accumulated so many removed constraints that a fresh state is
    /// cheaper than carrying them (every solve walks all ids ever issued).
    var isWorn: Bool { issued > 4 * max(solver.constraintCount, 1_000) }

    /// Brings the solver to `ir` and solves it (see `SolverAdapter.run`).
    func run(_ ir: LayoutIR, analyse: Bool, maxConflicts: Int) -> SolvedVariant {
        while variables.count < ir.variableCount { variables.append(solver.makeVariable()) }
        var pool = live
        var ids: [ConstraintID] = []
        ids.reserveCapacity(ir.constraints.count)
        var contents: [ConstraintContent] = []
        contents.reserveCapacity(ir.constraints.count)
        for (i, c) in ir.constraints.enumerated() {
            let content = ConstraintContent(c)
            contents.append(content)
            if var list = pool[content], !list.isEmpty {
                let id = list.removeFirst()
                pool[content] = list
                solver.setOrder(of: id, to: i)
                ids.append(id)
            } else {
                ids.append(SolverAdapter.add(c, to: solver, variables: variables, order: i))
                issued += 1
            }
        }
        for list in pool.values { for id in list { solver.remove(id) } }
        let (solved, disabled) = SolverAdapter.run(ir, solver: solver, variables: variables, ids: ids,
                                                   analyse: analyse, maxConflicts: maxConflicts)
        // Constraints disabled to break conflicts are out of the solver; the next check adds
        // them back if they are still there.
        var next: [ConstraintContent: [ConstraintID]] = [:]
        next.reserveCapacity(ids.count)
        for (i, id) in ids.enumerated() where !disabled.contains(i) { next[contents[i], default: []].append(id) }
        live = next
        return solved
    }
}

/// The part of an `IRConstraint` the solver sees, compared bit for bit (so `-0.0` and `0.0`
/// differ: they may print differently downstream).
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
