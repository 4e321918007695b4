import Foundation
import TestSupport
@testable import LayoutSolver


enum RandomSystems {
    /// Seeds to run: `VFLC_SEED=<n>` reruns one.
    static func seeds(_ count: Int) -> [UInt64] {
        if let s = ProcessInfo.processInfo.environment["VFLC_SEED"], let n = UInt64(s) { return [n] }
        return (1...UInt64(count)).map { $0 }
    }

    /// A small random system in the style of layouts: few variables, small integer
    /// coefficients (including halves), mixed relations and priorities.
    static func make(seed: UInt64, large: Bool = false) -> (variables: Int, constraints: [RefConstraint]) {
        var r = SeededRandom(solverSeed: seed)
        let variables = large ? r.int(6...10) : r.int(2...5)
        let count = large ? r.int(6...16) : r.int(2...8)
        let cs = (0..<count).map { _ in
            constraint(&r, variables: variables, maxTerms: 3, relations: [.equal, .equal, .lessOrEqual, .greaterOrEqual],
                       requiredChance: 0.45, constants: -20...20)
        }
        return (variables, cs)
    }

    /// One random constraint over `variables` variables.
    private static func constraint(_ r: inout SeededRandom, variables: Int, maxTerms: Int, relations: [ConstraintRelation],
                                   requiredChance: Double, constants: ClosedRange<Int>) -> RefConstraint {
        var used = Set<Int>()
        var terms: [(Int, Double)] = []
        for _ in 0..<r.int(1...min(maxTerms, variables)) {
            let v = r.int(0...(variables - 1))
            if used.insert(v).inserted { terms.append((v, r.pick([1, -1, 1, -1, 2, 0.5, -0.5]))) }
        }
        let relation = r.pick(relations)
        let priority = r.chance(requiredChance) ? 1000 : r.pick([750.0, 500, 250, 251, 1])
        return RefConstraint(terms: terms, constant: Double(r.int(constants)), relation: relation, priority: priority)
    }

    /// A chain `x_{k+1} >= x_k + gap_k` between `x_0 >= 0` and `x_last <= width`, with soft
    /// targets `x_k == c_k` at mixed priorities (the benchmark's soft workload, small): most
    /// required inequalities end tight, which is what the revised form's crash basis is for.
    static func softChain(seed: UInt64) -> (variables: Int, constraints: [RefConstraint]) {
        var r = SeededRandom(solverSeed: seed)
        let n = r.int(3...7)
        var cs = [RefConstraint(terms: [(0, 1)], constant: 0, relation: .greaterOrEqual, priority: 1000)]
        var span = 0
        for k in 1..<n {
            let gap = r.int(0...10)
            span += gap
            cs.append(RefConstraint(terms: [(k, 1), (k - 1, -1)], constant: Double(-gap), relation: .greaterOrEqual, priority: 1000))
        }
        let width = span + r.int(0...15)
        cs.append(RefConstraint(terms: [(n - 1, 1)], constant: Double(-width), relation: .lessOrEqual, priority: 1000))
        for k in 0..<n {
            let relation = r.chance(0.8) ? ConstraintRelation.equal : r.pick([.lessOrEqual, .greaterOrEqual])
            cs.append(RefConstraint(terms: [(k, 1)], constant: Double(-r.int(0...(width + 10))), relation: relation,
                                    priority: r.pick([750.0, 500, 250, 250])))
        }
        return (n, cs)
    }

    /// A wider random system (20–60 variables, about 1.5 constraints per variable): too large
    /// for the dense reference, for comparing the solver's two forms with each other.
    static func wide(seed: UInt64) -> (variables: Int, constraints: [RefConstraint]) {
        var r = SeededRandom(solverSeed: seed)
        let variables = r.int(20...60)
        let cs = (0..<(variables * 3 / 2)).map { _ in
            constraint(&r, variables: variables, maxTerms: 4, relations: [.equal, .lessOrEqual, .greaterOrEqual, .greaterOrEqual],
                       requiredChance: 0.4, constants: -50...50)
        }
        return (variables, cs)
    }

    /// A long soft chain (`softChain`, 50–300 links).
    static func longSoftChain(seed: UInt64) -> (variables: Int, constraints: [RefConstraint]) {
        var r = SeededRandom(solverSeed: seed)
        let n = r.int(50...300)
        var cs = [RefConstraint(terms: [(0, 1)], constant: 0, relation: .greaterOrEqual, priority: 1000)]
        for k in 1..<n {
            cs.append(RefConstraint(terms: [(k, 1), (k - 1, -1)], constant: Double(-r.int(0...10)), relation: .greaterOrEqual, priority: 1000))
        }
        cs.append(RefConstraint(terms: [(n - 1, 1)], constant: Double(-6 * n), relation: .lessOrEqual, priority: 1000))
        for k in 0..<n {
            cs.append(RefConstraint(terms: [(k, 1)], constant: Double(-r.int(0...(6 * n))), relation: .equal,
                                    priority: r.pick([750.0, 500, 250])))
        }
        return (n, cs)
    }

    /// Loads a system into a fresh solver, in the given order.
    static func load(_ variables: Int, _ cs: [RefConstraint], order: [Int]? = nil,
                     options: SolverOptions = SolverOptions()) -> (Solver, [Variable], [Int: ConstraintID]) {
        let s = Solver(options: options)
        let vars = s.makeVariables(variables)
        var ids: [Int: ConstraintID] = [:]
        for i in order ?? Array(0..<cs.count) {
            let c = cs[i]
            ids[i] = s.add(LinearExpression(c.terms.map { (vars[$0.0], $0.1) }, constant: c.constant), c.relation, priority: c.priority)
        }
        return (s, vars, ids)
    }
}

extension SeededRandom {
    /// The solver suites' seeding (kept so their recorded seeds reproduce).
    init(solverSeed seed: UInt64) { self.init(state: seed &* 0x2545_F491_4F6C_DD1D &+ 1) }
}
