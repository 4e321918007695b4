/// One lexicographic solve of a fixed constraint set, kept after solving for the analyses.
///
/// Steps: (1) every constraint becomes an equation row with its own slack / error columns;
/// (2) unrestricted variables are eliminated by substitution in Markowitz order — required
/// equalities first, so that dependent ones show up as empty rows (redundant) or as `0 == c`
/// (infeasible) — and their rows leave the tableau; two-variable equalities, fixed values and
/// equality chains are the cheap cases of this; (3) the remaining rows, all over non-negative
/// columns, get a basis (own error or slack column, else an artificial); (4) phase 1 minimises
/// the artificials: required constraints hold exactly or the system is infeasible; (5) one
/// objective row per priority level, highest first: minimise its sum of errors, then fix every
/// column with a positive reduced cost at zero, which freezes that level's optimum for all lower
/// ones (exact lexicographic order, no weights).
final class Engine {
    let tableau: Tableau
    /// Constraint ids in build order, and their data.
    let ids: [ConstraintID]
    let constraints: [StoredConstraint]
    /// `max(1, largest |constant|)`: the scale of relative tolerances.
    let scale: Double
    /// Error columns per soft priority, highest priority first.
    private(set) var levels: [(priority: Double, errors: [Int32])] = []
    /// Required equalities found to be implied by earlier ones.
    private(set) var redundant: [ConstraintID] = []
    /// Required equalities that reduced to `0 == c` with `c != 0`.
    private(set) var contradictions: [ConstraintID] = []
    /// For the first contradiction: the required equalities it combines, which form a minimal
    /// conflicting set (see `eliminateUnrestricted`).
    private(set) var contradictionSet: [ConstraintID]?
    /// Whether the elimination logs its row updates (see `tracedContradictionSet`).
    private var recordsHistory = false
    /// The optimum (total violation) reached per level, highest first.
    var levelOptima: [(priority: Double, violation: Double)] = []
    var status: SolveStatus = .optimal
    var artificials: [Int32] = []
    /// The two error columns of each soft equality (`+1` and `-1` in the same row).
    var errorPairs: [(Int32, Int32)] = []
    private var rowOwner: [Int] = []     // row -> index into ids
    /// The face analysis's results (`FaceAnalysis`).
    var face = FaceResult()
    var solution: [Double]?
    /// Whether the solve may move to revised form when the tableau fills in (see
    /// `Engine+Revised`); off for the twin that answers analyses after such a move.
    let allowRevised: Bool
    /// The owning solver's options and statistics.
    let context: SolverContext
    /// The move to revised form, when the tableau fills in (`Engine+Revised`).
    var handOver = HandOver()
    /// After a hand-over, the engine that solved the same system in tableau form, built on
    /// the first analysis request.
    lazy var analysisTwin: Engine = {
        context.statistics.twins += 1
        let twin = Engine(variableCount: tableau.userCount, ids: ids, constraints: constraints, context: context,
                          allowRevised: false)
        twin.run()
        return twin
    }()

    var zeroTolerance: Double { Tolerance.relative * scale }

    /// What this engine keeps for systems that differ from it in constants alone, and how
    /// it was itself made from such a record (`ReuseRecords`).
    var reuse = ReuseRecords()

    /// An engine for `constraints`; `tableau` is an eliminated one made from a `WarmStart`
    /// (see `Engine+Warm`), else a fresh one is built by `run()`.
    init(variableCount: Int, ids: [ConstraintID], constraints: [StoredConstraint], context: SolverContext,
         allowRevised: Bool = true, tableau: Tableau? = nil) {
        self.allowRevised = allowRevised
        self.context = context
        self.tableau = tableau ?? Tableau(userCount: variableCount)
        self.ids = ids
        self.constraints = constraints
        scale = Engine.scale(of: constraints)
    }

    /// `max(1, largest |constant|)` of `constraints`.
    static func scale(of constraints: [StoredConstraint]) -> Double {
        var s = 1.0
        for c in constraints { s = max(s, abs(c.constant)) }
        return s
    }

    /// Runs the whole solve; `feasibilityOnly` stops after phase 1 and skips soft constraints.
    func run(feasibilityOnly: Bool = false) {
        defer { if !feasibilityOnly { _ = userValues() } }
        let trace = Trace()
        build(feasibilityOnly: feasibilityOnly)
        trace.mark("build \(tableau.rows.count) rows")
        // Kept for systems that differ in constants only (other content size categories,
        // other canvases); a feasibility-only run serves conflict searches, never re-solved so.
        let keeps = !feasibilityOnly && allowRevised && !recordsHistory && tableau.rows.count >= context.options.warmStartMinimumRows
        if keeps { tableau.constantLog = EliminationLog() }
        eliminateUnrestricted()
        trace.mark("eliminate \(tableau.eliminations.count) \(tableau.stats())")
        if !contradictions.isEmpty {
            tableau.constantLog = nil
            status = .infeasible
            if !recordsHistory { contradictionSet = tracedContradictionSet(feasibilityOnly: feasibilityOnly) }
            return
        }
        if keeps, let log = tableau.constantLog {
            reuse.warmStart = WarmStart(rows: tableau.rows, alive: tableau.alive, eliminations: tableau.eliminations,
                                        columnCount: tableau.columnCount, log: log, emptied: reuse.emptied,
                                        rowOwner: rowOwner, levels: levels, errorPairs: errorPairs,
                                        constraintCount: constraints.count, variableCount: tableau.userCount)
            tableau.constantLog = nil
        }
        reuse.emptied = []
        solveEliminated(feasibilityOnly: feasibilityOnly, trace: trace)
    }

    /// Takes over the elimination `start` describes, replayed on this engine's constants (its
    /// tableau made by `Engine+Warm`): the cancelled rows are sorted into redundant ones and
    /// contradictions as `eliminateUnrestricted` sorts them. False on a contradiction: the
    /// conflict set is read off a logged elimination, so the caller solves afresh then.
    func adopt(_ start: WarmStart, rowConstants: [Double]) -> Bool {
        for r in start.emptied {
            guard abs(rowConstants[Int(r)]) <= Tolerance.relative * scale else { return false }
            redundant.append(ids[start.rowOwner[Int(r)]])
        }
        redundant.sort()
        rowOwner = start.rowOwner
        levels = start.levels
        errorPairs = start.errorPairs
        reuse.warmStart = start
        return true
    }

    /// Everything after the elimination: basis, phase 1, the levels (see the type's comment).
    /// An engine that keeps a warm start records the solve's tape (`ConstantTape`) and adds
    /// it, with the tableau's state, to its warm start (`Engine+Replay`).
    func solveEliminated(feasibilityOnly: Bool, trace: Trace = Trace()) {
        let records = !feasibilityOnly && reuse.warmStart != nil
        if records { tableau.tape = ConstantTape() }
        solveSteps(feasibilityOnly: feasibilityOnly, trace: trace)
        guard records else { return }
        if let tape = tableau.tape, status == .optimal, !handOver.done, let start = reuse.warmStart {
            reuse.warmStart = start.adding(solve: SolveReplay(tape: tape, state: tableau.state, artificials: artificials,
                                                              initialNonzeros: handOver.initialNonzeros))
            trace.mark("solve tape \(tape.byteCount) bytes")
        }
        tableau.tape = nil
    }

    private func solveSteps(feasibilityOnly: Bool, trace: Trace) {
        tableau.rebuildColumns()
        handOver.initialNonzeros = tableau.nonzeros()
        if allowRevised && !feasibilityOnly && solveLarge() {
            // What the revised form does is not on the tape: nothing to replay.
            tableau.tape = nil
            trace.mark("\(levels.count) levels in revised form from the start")
            return
        }
        chooseBasis()
        // The tableau cannot fill past its budget when it has fewer cells than that: no
        // snapshot then (keeping one costs a copy of the rows on the first pivot).
        let cells = tableau.rows.count * (tableau.columnCount - tableau.userCount)
        if allowRevised && cells > fillBudget { handOver.snapshot = (tableau.rows, tableau.basic) }
        defer { handOver.snapshot = nil }
        trace.mark("basis \(artificials.count) artificials")
        if !phaseOne(feasibilityOnly: feasibilityOnly) { status = .infeasible; return }
        if handOver.done { return }
        trace.mark("phase 1, \(tableau.pivots) pivots \(tableau.stats())")
        if feasibilityOnly { return }
        defer { trace.mark("\(levels.count) levels, \(tableau.pivots) pivots") }
        for (index, level) in levels.enumerated() {
            var objective = tableau.objectiveRow(level.errors.map { ($0, 1.0) })
            if !minimizeOrHandOver(&objective, stage: index + 1, feasibilityOnly: false) { return }
            levelOptima.append((level.priority, max(0, objective.constant)))
            tableau.tape?.level()
            for k in 0..<objective.count where objective.vals[k] > Tolerance.reducedCost {
                var none = SparseRow()
                tableau.fix(objective.cols[k], objective: &none)
            }
        }
    }

    private func build(feasibilityOnly: Bool) {
        var byPriority: [Double: [Int32]] = [:]
        for (index, c) in constraints.enumerated() {
            if feasibilityOnly && !c.isRequired { continue }
            var terms = c.terms
            if c.isRequired {
                switch c.relation {
                case .equal: break
                case .greaterOrEqual: terms.append((tableau.addColumn(), -1))
                case .lessOrEqual: terms.append((tableau.addColumn(), 1))
                }
            } else {
                var errors: [Int32] = []
                switch c.relation {
                case .equal:
                    let ep = tableau.addColumn(), em = tableau.addColumn()
                    terms.append((ep, 1)); terms.append((em, -1)); errors = [ep, em]
                    errorPairs.append((ep, em))
                case .greaterOrEqual:
                    let s = tableau.addColumn(), e = tableau.addColumn()
                    terms.append((s, -1)); terms.append((e, 1)); errors = [e]
                case .lessOrEqual:
                    let s = tableau.addColumn(), e = tableau.addColumn()
                    terms.append((s, 1)); terms.append((e, -1)); errors = [e]
                }
                byPriority[c.priority, default: []].append(contentsOf: errors)
            }
            tableau.addRow(SparseRow(cols: terms.map { $0.0 }, vals: terms.map { $0.1 }, constant: c.constant))
            rowOwner.append(index)
        }
        levels = byPriority.keys.sorted(by: >).map { ($0, byPriority[$0]!) }
    }

    /// The unrestricted column to eliminate from row `r`, and the Markowitz cost of doing so.
    private func choosePivot(_ r: Int32) -> (Int32, Int)? {
        let row = tableau.rows[Int(r)]
        var biggest = 0.0
        for k in 0..<row.count where !tableau.isRestricted(row.cols[k]) { biggest = max(biggest, abs(row.vals[k])) }
        guard biggest > 0 else { return nil }
        var best: Int32 = -1, bestCount = Int.max
        for k in 0..<row.count where !tableau.isRestricted(row.cols[k]) {
            // Reject small pivots: they amplify rounding in every row they touch.
            guard abs(row.vals[k]) >= Tolerance.stability * biggest else { continue }
            let n = tableau.colRows[Int(row.cols[k])].count
            if n < bestCount { best = row.cols[k]; bestCount = n }
        }
        return (best, (row.count - 1) * (bestCount - 1))
    }

    /// The tableau's nonzeros past which the solve moves to revised form.
    private var fillBudget: Int { context.options.revisedFillBudget ?? 10 * handOver.initialNonzeros + 50_000 }

    /// Minimises on the tableau; when the tableau fills in past its budget, continues in
    /// revised form. False when the revised form finished the solve (stage 0 is phase 1,
    /// stage `k + 1` is level `k`); the tableau run resumes if the hand-over fails.
    private func minimizeOrHandOver(_ objective: inout SparseRow, stage: Int, feasibilityOnly: Bool) -> Bool {
        let budget = handOver.snapshot != nil ? fillBudget : Int.max
        if tableau.minimize(&objective, zeroTolerance: zeroTolerance, budget: budget) == .overBudget {
            // What the revised form does is not on the tape: nothing to replay.
            tableau.tape = nil
            if continueRevised(stage: stage, feasibilityOnly: feasibilityOnly) { return false }
            handOver.snapshot = nil
            _ = tableau.minimize(&objective, zeroTolerance: zeroTolerance)
        }
        return true
    }

    private func rowClass(_ r: Int32) -> Int {
        let c = constraints[rowOwner[Int(r)]]
        return c.isRequired && c.relation == .equal ? 0 : 1
    }

    /// The contradiction set of this system, from a twin that logs its row updates: logging
    /// costs an allocation per updated row, so it is done only once a contradiction is known.
    private func tracedContradictionSet(feasibilityOnly: Bool) -> [ConstraintID]? {
        let twin = Engine(variableCount: tableau.userCount, ids: ids, constraints: constraints, context: context,
                          allowRevised: false)
        twin.recordsHistory = true
        twin.build(feasibilityOnly: feasibilityOnly)
        twin.eliminateUnrestricted()
        return twin.contradictionSet
    }

    /// A required equality that reduces to `0 == c != 0` is a combination of itself and the
    /// pivot rows added into it. While only required equalities are eliminated (they all go
    /// first), those pivot rows are linearly independent, so the combination is unique: the
    /// original rows with a nonzero multiplier form a *minimal* infeasible set (any proper
    /// subset is either independent equalities, hence feasible, or lacks a row the unique
    /// dependency needs). That answers the conflict query without any search.
    private func eliminateUnrestricted() {
        // Required equalities first (so that their dependencies surface as empty rows),
        // then the rest, each by Markowitz cost.
        var queue = BucketQueue()
        tableau.recordHistory = recordsHistory
        for r in (0..<tableau.rows.count).reversed() {
            if let (_, cost) = choosePivot(Int32(r)) { queue.push(Int32(r), class: rowClass(Int32(r)), cost: cost) }
        }
        while let (r, _, queuedCost) = queue.pop() {
            guard tableau.alive[Int(r)], let (x, cost) = choosePivot(r) else { continue }
            if cost > queuedCost {
                queue.push(r, class: rowClass(r), cost: cost)
                continue
            }
            if tableau.recordHistory && rowClass(r) != 0 {
                tableau.recordHistory = false
                tableau.history = []
            }
            tableau.eliminate(x, using: r) { i in
                let row = self.tableau.rows[Int(i)]
                if row.count == 0 {
                    if self.tableau.constantLog != nil { self.reuse.emptied.append(i) }
                    let owner = self.ids[self.rowOwner[Int(i)]]
                    if abs(row.constant) <= Tolerance.relative * self.scale {
                        self.redundant.append(owner)
                    } else {
                        self.contradictions.append(owner)
                        if self.contradictionSet == nil && self.tableau.recordHistory {
                            let combination = self.tableau.originalCombination(of: i)
                            let biggest = combination.values.reduce(0) { max($0, abs($1)) }
                            self.contradictionSet = combination.filter { abs($0.value) > Tolerance.combination * biggest }
                                .map { self.ids[self.rowOwner[Int($0.key)]] }.sorted()
                        }
                    }
                    self.tableau.kill(i)
                } else if let (_, c) = self.choosePivot(i) {
                    queue.push(i, class: self.rowClass(i), cost: c)
                }
            }
        }
        redundant.sort()
        contradictions.sort()
    }

    /// Gives every remaining row a basic column: one that occurs only there and takes a
    /// non-negative value, else a new artificial column.
    private func chooseBasis() {
        let t = tableau
        for r in 0..<t.rows.count where t.alive[r] {
            let row = t.rows[r]
            var pick: Int32 = -1
            for k in 0..<row.count {
                let c = row.cols[k]
                guard t.colRows[Int(c)].count == 1 else { continue }
                let feasible = -row.constant / row.vals[k] >= -zeroTolerance
                t.tape?.testBasis(Int32(r), row.vals[k], feasible)
                if feasible { pick = c; break }
            }
            if pick < 0 {
                pick = t.addColumn()
                artificials.append(pick)
                t.tape?.testPositive(Int32(r), row.constant > 0)
                let sigma: Double = row.constant > 0 ? -1 : 1
                t.rows[r].add(pick, sigma)
                t.colRows[Int(pick)].append(Int32(r))
            }
            t.makeBasic(Int32(r), pick)
            if t.rows[r].constant < 0 { t.rows[r].constant = 0 }
            t.tape?.clamp(Int32(r))
        }
    }

    /// Minimises the artificials; false when the required constraints are infeasible.
    private func phaseOne(feasibilityOnly: Bool) -> Bool {
        guard !artificials.isEmpty else { return true }
        let t = tableau
        var objective = t.objectiveRow(artificials.map { ($0, 1.0) })
        if !minimizeOrHandOver(&objective, stage: 0, feasibilityOnly: feasibilityOnly) { return status == .optimal }
        if objective.constant > Tolerance.infeasibility * scale { return false }
        t.tape?.feasible()
        var isArtificial = Set(artificials)
        var none = SparseRow()
        for a in artificials {
            let r = t.rowOfBasic[Int(a)]
            if r >= 0 {
                // Degenerate pivot: the artificial is zero, so no other value moves.
                t.rows[Int(r)].constant = 0
                t.tape?.zero(r)
                let row = t.rows[Int(r)]
                var enter: Int32 = -1, best = Tolerance.pivot
                for k in 0..<row.count where !isArtificial.contains(row.cols[k]) && !t.fixed[Int(row.cols[k])] {
                    if abs(row.vals[k]) > best { best = abs(row.vals[k]); enter = row.cols[k] }
                }
                if enter >= 0 { t.pivot(enter, r, objective: &none) } else { t.kill(r) }
            }
            t.fix(a, objective: &none)
        }
        isArtificial.removeAll()
        return true
    }

    /// The caller's variable values (indexed by variable id).
    /// Taken once, when the solve ends: the analyses pivot within the optimal face afterwards,
    /// and a reused component must report the same vertex as when it was solved.
    func userValues() -> [Double] {
        if let v = solution { return v }
        let v = Array(tableau.values(tableau.basicValues()).prefix(tableau.userCount))
        solution = v
        return v
    }
}
