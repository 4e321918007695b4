import LayoutConsoleLog
import LayoutSolver

/// A minimal conflicting set of a report's required constraints, found with LayoutSolver's
/// conflict search (`Solver.conflictingRequiredConstraints()`, QuickXplain over feasibility
/// solves), in three stages: the printed constraints with the sizes ≥ 0 UIKit's engine keeps;
/// then, if they have a solution, also assuming a left-to-right layout; then also assuming
/// UIKit's default 8 pt margins where the log does not print a view's margins.
struct ConflictSearch {
    /// The conflict: printed constraints (their indices in UIKit's list) and the facts it needs.
    struct Outcome {
        var members: [Int]
        var facts: [ImplicitFact]
    }

    /// The most constraints and facts searched for a minimal set beyond what the solver's
    /// elimination reads off (QuickXplain costs about a solve per member): UIKit prints lists
    /// of a few dozen; a list of thousands must not cost minutes. Larger lists are reported
    /// without a minimal set.
    static let searchLimit = 256


    private(set) var system: ReportSystem
    /// Required, understood constraints: index in UIKit's list and row.
    private let rows: [(index: Int, row: ReportSystem.Row)]
    private let nonNegative: [(ImplicitFact, ReportSystem.Row)]
    private let leftToRight: [(ImplicitFact, ReportSystem.Row)]
    private let margins: [(ImplicitFact, ReportSystem.Row)]

    /// The report's constraints, the superviews assumed for items whose superview it does not name.
    private let constraints: [(index: Int, description: ConstraintDescription)]
    private let assumed: [ImplicitFact]

    init(_ constraints: [(index: Int, description: ConstraintDescription)], assumed: [ImplicitFact] = []) {
        self.constraints = constraints
        self.assumed = assumed
        var map: [String: LogItem] = [:]
        for f in assumed { if let r = f.related { map[f.item.key] = r } }
        var system = ReportSystem(constraints.map(\.description), assumed: map)
        let rows = constraints.filter { $0.description.isRequired }.map { ($0.index, system.row($0.description.equation)) }
        func facts(_ kind: ImplicitFact.Kind, _ parts: [(String, LogAttribute)], _ when: (String, String) -> Bool = { _, _ in true })
            -> [(ImplicitFact, ReportSystem.Row)] {
            var out: [(ImplicitFact, ReportSystem.Row)] = []
            for key in system.keyOrder {
                guard let item = system.items[key] else { continue }
                for (part, attribute) in parts where system.existing(key, part) != nil && when(key, part) {
                    let f = ImplicitFact(kind: kind, item: item, attribute: attribute)
                    out.append((f, f.row(&system)))
                }
            }
            return out
        }
        // Margin facts first: they may make a view's edges variables, which the others then cover.
        margins = facts(.defaultMargin, [("topMargin", .topMargin), ("bottomMargin", .bottomMargin), ("leftMargin", .leftMargin),
                                         ("rightMargin", .rightMargin), ("leadingMargin", .leadingMargin), ("trailingMargin", .trailingMargin)])
        let sys = system
        leftToRight = facts(.leftToRight, [("l", .leading), ("leadingMargin", .leadingMargin), ("trailingMargin", .trailingMargin)]) { key, part in
            switch part {
            case "l": return sys.existing(key, "x") != nil
            case "leadingMargin": return sys.existing(key, "leftMargin") != nil
            default: return sys.existing(key, "rightMargin") != nil
            }
        }
        nonNegative = facts(.nonNegative, [("w", .width), ("h", .height)])
        self.system = system
        self.rows = rows
    }

    /// The first stage's conflict, or nil when every stage has a solution; with the superviews
    /// the log does not name, the search that found it (a superview assumed) when that helped.
    func findAssumingSuperviews() -> (Outcome, ConflictSearch)? {
        var large = false
        if let o = find(tooLarge: &large) { return (o, self) }
        if large { return nil }
        var tries = 0
        for (child, candidates) in system.unnamedSuperviews(constraints.map(\.description)) {
            guard let childItem = system.items[child] else { continue }
            for w in candidates {
                tries += 1
                if tries > 8 { return nil }
                let fact = ImplicitFact(kind: .superview, item: childItem, attribute: .minX, related: w)
                let s = ConflictSearch(constraints, assumed: assumed + [fact])
                if var o = s.find() {
                    o.facts.append(fact)
                    return (o, s)
                }
            }
        }
        return nil
    }

    /// The first stage's conflict, or nil when every stage has a solution.
    func find() -> Outcome? {
        var unused = false
        return find(tooLarge: &unused)
    }

    /// `find()`, saying whether a conflict was found too large to search.
    func find(tooLarge: inout Bool) -> Outcome? {
        let stages: [[(ImplicitFact, ReportSystem.Row)]] = [
            nonNegative,
            leftToRight.isEmpty ? [] : nonNegative + leftToRight,
            margins.isEmpty ? [] : nonNegative + leftToRight + margins,
        ]
        for (k, facts) in stages.enumerated() where k == 0 || !facts.isEmpty {
            let solver = makeSolver(rows.map(\.row) + facts.map(\.1))
            guard solver.solve() == .infeasible else { continue }
            // Equalities alone in conflict: the elimination names a minimal set, no search.
            var found = solver.eliminationConflict()
            if found == nil, rows.count + facts.count > ConflictSearch.searchLimit {
                // Too many to search: the printed equalities may still conflict alone.
                let plain = makeSolver(rows.map(\.row))
                if plain.solve() == .infeasible, let ids = plain.eliminationConflict() {
                    return Outcome(members: ids.map { rows[$0.id].index }.sorted(), facts: [])
                }
                tooLarge = true
                return nil
            }
            if found == nil {
                found = solver.conflictingRequiredConstraints()
            }
            let ids = found!.map(\.id)
            return Outcome(members: ids.filter { $0 < rows.count }.map { rows[$0].index }.sorted(),
                           facts: ids.filter { $0 >= rows.count }.map { facts[$0 - rows.count].0 })
        }
        return nil
    }

    /// Inequalities that hold only exactly: the other constraints (with every stage's facts)
    /// force the constraint's left side to its constant. Such a system is solvable only at
    /// that one value, and UIKit prints its numbers rounded.
    /// Whether the printed constraints conflict but are too many to search (`searchLimit`).
    func conflictTooLargeToSearch() -> Bool {
        var large = false
        _ = find(tooLarge: &large)
        return large
    }

    func tightInequalities() -> [(index: Int, value: Double)] {
        // One solve per inequality over all the others: kept to lists of the size UIKit prints.
        guard rows.count <= 64 else { return [] }
        let all = nonNegative + leftToRight + margins
        var out: [(Int, Double)] = []
        for (k, r) in rows.enumerated() where r.row.relation != .equal {
            guard let e = constraints.first(where: { $0.index == r.index })?.description.equation else { continue }
            let others = rows.enumerated().filter { $0.offset != k }.map(\.element.index)
            guard let range = range(of: e.terms, members: others, facts: all.map(\.0)),
                  let l = range.lower, let u = range.upper, abs(l - u) < 1e-9, abs(l - e.constant.value) < 1e-9 else { continue }
            out.append((r.index, l))
        }
        return out
    }

    /// The least and greatest value `attribute` of `item` may take under `members` (printed
    /// indices) and `facts`; nil bounds when unbounded, nil when they have no solution.
    func range(of item: LogItem, _ attribute: LogAttribute, members: [Int], facts: [ImplicitFact]) -> VariableRange? {
        range(of: [LogTerm(item, attribute)], members: members, facts: facts)
    }

    /// The range of `Σ terms` under `members` and `facts`.
    func range(of terms: [LogTerm], members: [Int], facts: [ImplicitFact]) -> VariableRange? {
        var system = self.system
        var target: [(Int, Double)] = []
        for t in terms { target += system.expand(t.item, t.attribute).map { ($0.0, $0.1 * t.coefficient.value) } }
        var chosen = rows.filter { members.contains($0.index) }.map(\.row)
        for f in facts where f.kind != .superview { chosen.append(f.row(&system)) }
        let total = system.variableCount + 1
        let solver = Solver()
        _ = solver.makeVariables(total)
        for r in chosen { add(r, to: solver) }
        // z is the attribute's value (its own variable when the attribute is a sum).
        solver.add(LinearExpression([(Variable(id: total - 1), 1)] + target.map { (Variable(id: $0.0), -$0.1) }), .equal)
        guard solver.solve() == .optimal else { return nil }
        return solver.range(of: Variable(id: total - 1))
    }

    private func makeSolver(_ rows: [ReportSystem.Row]) -> Solver {
        let solver = Solver()
        _ = solver.makeVariables(system.variableCount)
        for r in rows { add(r, to: solver) }
        return solver
    }

    private func add(_ r: ReportSystem.Row, to solver: Solver) {
        let relation: ConstraintRelation
        switch r.relation {
        case .equal: relation = .equal
        case .lessOrEqual: relation = .lessOrEqual
        case .greaterOrEqual: relation = .greaterOrEqual
        }
        solver.add(LinearExpression(r.terms.map { (Variable(id: $0.0), $0.1) }, constant: -r.constant), relation)
    }
}
