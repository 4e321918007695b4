import LayoutSolver

/// A constraint system described independently of any solver, so that the same system can be
/// timed in vflc and dumped as JSON for other solvers (`bench/compare-kiwi.py`).
struct BenchSystem {
    /// One constraint: `sum(terms) + constant RELATION 0` at `priority` (1000 = required).
    struct Constraint {
        var terms: [(Int, Double)]
        var constant: Double
        var relation: ConstraintRelation
        var priority: Double
    }

    var variableCount = 0
    var constraints: [Constraint] = []

    /// A new variable index.
    mutating func variable() -> Int {
        variableCount += 1
        return variableCount - 1
    }

    /// Adds `sum(terms) + constant RELATION 0`.
    mutating func add(_ terms: [(Int, Double)], _ constant: Double, _ relation: ConstraintRelation, _ priority: Double = 1000) {
        constraints.append(Constraint(terms: terms, constant: constant, relation: relation, priority: priority))
    }

    /// Loads the system into a fresh solver (the timed part of a solver benchmark).
    func load() -> (Solver, [Variable]) {
        let s = Solver()
        let vars = s.makeVariables(variableCount)
        for c in constraints {
            s.add(LinearExpression(c.terms.map { (vars[$0.0], $0.1) }, constant: c.constant), c.relation, priority: c.priority)
        }
        return (s, vars)
    }

    /// `{"variables":N,"constraints":[[[[var,coef],…],constant,"==",priority],…]}`.
    func json() -> String {
        var out = "{\"variables\":\(variableCount),\"constraints\":["
        out.reserveCapacity(constraints.count * 48)
        for (i, c) in constraints.enumerated() {
            if i > 0 { out += "," }
            out += "[["
            for (k, t) in c.terms.enumerated() {
                if k > 0 { out += "," }
                out += "[\(t.0),\(number(t.1))]"
            }
            let rel: String
            switch c.relation {
            case .equal: rel = "=="
            case .lessOrEqual: rel = "<="
            case .greaterOrEqual: rel = ">="
            }
            out += "],\(number(c.constant)),\"\(rel)\",\(number(c.priority))]"
        }
        return out + "]}"
    }

    private func number(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : "\(x)"
    }
}

/// A deterministic generator (SplitMix64) so that every run builds identical systems.
struct BenchRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// Uniform in `0..<n`.
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
