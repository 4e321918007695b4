import Foundation
@testable import LayoutSolver

/// An independent textbook reference for small systems: a dense two-phase simplex with
/// Bland's rule over `A z = b, z >= 0`, and the lexicographic semantics built level by level
/// on top of it (each level's optimum added as a constraint before the next). Shares no code
/// with the solver; only the constraint description types.
enum DenseLP {
    enum Outcome: Equatable { case optimal(Double), infeasible, unbounded }

    /// Minimises `c·z` subject to `rows[i]·z == rhs[i]`, `z >= 0`. Returns the outcome and z.
    static func minimize(rows: [[Double]], rhs: [Double], cost: [Double]) -> (Outcome, [Double]) {
        let m = rows.count, n = cost.count
        // Tableau with artificials: columns 0..<n real, n..<n+m artificial, last = rhs.
        var t = [[Double]](repeating: [Double](repeating: 0, count: n + m + 1), count: m)
        var basis = [Int](repeating: 0, count: m)
        for i in 0..<m {
            let sign: Double = rhs[i] < 0 ? -1 : 1
            for j in 0..<n { t[i][j] = sign * rows[i][j] }
            t[i][n + i] = 1
            t[i][n + m] = sign * rhs[i]
            basis[i] = n + i
        }
        func run(_ obj: [Double], allowed: (Int) -> Bool) -> Bool {
            while true {
                // reduced costs
                var enter = -1
                for j in 0..<(n + m) where allowed(j) && !basis.contains(j) {
                    var d = obj[j]
                    for i in 0..<m { d -= obj[basis[i]] * t[i][j] }
                    if d < -1e-10 { enter = j; break }
                }
                if enter < 0 { return true }
                var leave = -1
                var best = Double.infinity
                for i in 0..<m where t[i][enter] > 1e-10 {
                    let r = t[i][n + m] / t[i][enter]
                    if r < best - 1e-12 || (abs(r - best) <= 1e-12 && leave >= 0 && basis[i] < basis[leave]) {
                        best = r; leave = i
                    }
                }
                if leave < 0 { return false }
                let p = t[leave][enter]
                for j in 0...(n + m) { t[leave][j] /= p }
                for i in 0..<m where i != leave && t[i][enter] != 0 {
                    let f = t[i][enter]
                    for j in 0...(n + m) { t[i][j] -= f * t[leave][j] }
                }
                basis[leave] = enter
            }
        }
        var phase1 = [Double](repeating: 0, count: n + m)
        for j in n..<(n + m) { phase1[j] = 1 }
        _ = run(phase1, allowed: { _ in true })
        var infeas = 0.0
        for i in 0..<m where basis[i] >= n { infeas += t[i][n + m] }
        if infeas > 1e-7 { return (.infeasible, []) }
        // Drive artificials out of the basis where possible.
        for i in 0..<m where basis[i] >= n {
            if let j = (0..<n).first(where: { !basis.contains($0) && abs(t[i][$0]) > 1e-9 }) {
                let p = t[i][j]
                for k in 0...(n + m) { t[i][k] /= p }
                for r in 0..<m where r != i && t[r][j] != 0 {
                    let f = t[r][j]
                    for k in 0...(n + m) { t[r][k] -= f * t[i][k] }
                }
                basis[i] = j
            }
        }
        var obj2 = cost + [Double](repeating: 0, count: m)
        for j in n..<(n + m) { obj2[j] = 0 }
        let bounded = run(obj2, allowed: { $0 < n })
        var z = [Double](repeating: 0, count: n)
        for i in 0..<m where basis[i] < n { z[basis[i]] = t[i][n + m] }
        if !bounded { return (.unbounded, z) }
        var value = 0.0
        for j in 0..<n { value += cost[j] * z[j] }
        return (.optimal(value), z)
    }
}

/// A small constraint system described independently of the solver.
struct RefConstraint {
    var terms: [(Int, Double)]
    var constant: Double
    var relation: ConstraintRelation
    var priority: Double
    var isRequired: Bool { priority >= 1000 }
}

/// The reference verdict for one system.
struct ReferenceResult {
    var feasible: Bool
    /// Optimum per soft priority, highest first.
    var levelOptima: [(Double, Double)] = []
    /// Minimum and maximum of each variable over the optimal face (nil = unbounded).
    var ranges: [(Double?, Double?)] = []
    /// Minimum and maximum of `a - b` over the optimal face, for each pair asked.
    var differenceRanges: [(Double?, Double?)] = []
    func isFree(_ v: Int) -> Bool { Self.wide(ranges[v]) }
    /// Whether the `k`th asked difference can change over the optimal face.
    func isDifferenceFree(_ k: Int) -> Bool { Self.wide(differenceRanges[k]) }
    private static func wide(_ range: (Double?, Double?)) -> Bool {
        guard let l = range.0, let h = range.1 else { return true }
        return h - l > 1e-6
    }
}

enum LexReference {
    /// Solves level by level, then minimises and maximises every variable over the face.
    /// `pairs`: differences `a - b` whose ranges are measured too (`differenceRanges`).
    static func solve(variables: Int, constraints: [RefConstraint], pairs: [(Int, Int)] = []) -> ReferenceResult {
        // Columns: x+ and x- per variable, then per-constraint slack and errors.
        var nCols = 2 * variables
        var rows: [[Int: Double]] = []
        var rhs: [Double] = []
        var errorsByPriority: [Double: [Int]] = [:]
        for c in constraints {
            var row: [Int: Double] = [:]
            for (v, k) in c.terms { row[2 * v, default: 0] += k; row[2 * v + 1, default: 0] -= k }
            func col() -> Int { nCols += 1; return nCols - 1 }
            if c.isRequired {
                switch c.relation {
                case .equal: break
                case .greaterOrEqual: row[col()] = -1
                case .lessOrEqual: row[col()] = 1
                }
            } else {
                switch c.relation {
                case .equal:
                    let p = col(), m = col(); row[p] = 1; row[m] = -1
                    errorsByPriority[c.priority, default: []] += [p, m]
                case .greaterOrEqual:
                    let s = col(), e = col(); row[s] = -1; row[e] = 1
                    errorsByPriority[c.priority, default: []] += [e]
                case .lessOrEqual:
                    let s = col(), e = col(); row[s] = 1; row[e] = -1
                    errorsByPriority[c.priority, default: []] += [e]
                }
            }
            rows.append(row); rhs.append(-c.constant)
        }
        let levels = errorsByPriority.keys.sorted(by: >)
        // Each level adds one slack column for its "sum of errors <= optimum" row.
        let total = nCols + levels.count
        func dense() -> [[Double]] {
            rows.map { r in var d = [Double](repeating: 0, count: total); for (k, v) in r { d[k] = v }; return d }
        }
        var feasibilityCost = [Double](repeating: 0, count: total)
        feasibilityCost[0] = 0
        let (first, _) = DenseLP.minimize(rows: dense(), rhs: rhs, cost: feasibilityCost)
        if first == .infeasible { return ReferenceResult(feasible: false) }
        var result = ReferenceResult(feasible: true)
        for (li, p) in levels.enumerated() {
            var cost = [Double](repeating: 0, count: total)
            for e in errorsByPriority[p]! { cost[e] = 1 }
            let (outcome, _) = DenseLP.minimize(rows: dense(), rhs: rhs, cost: cost)
            guard case .optimal(let opt) = outcome else { fatalError("level objective is bounded below") }
            result.levelOptima.append((p, opt))
            var row: [Int: Double] = [:]
            for e in errorsByPriority[p]! { row[e] = 1 }
            row[nCols + li] = 1
            rows.append(row); rhs.append(opt + 1e-9)
        }
        func range(_ terms: [(Int, Double)]) -> (Double?, Double?) {
            var cost = [Double](repeating: 0, count: total)
            for (v, k) in terms { cost[2 * v] += k; cost[2 * v + 1] -= k }
            let (lo, _) = DenseLP.minimize(rows: dense(), rhs: rhs, cost: cost)
            let (hi, _) = DenseLP.minimize(rows: dense(), rhs: rhs, cost: cost.map { -$0 })
            var lower: Double?, upper: Double?
            if case .optimal(let x) = lo { lower = x }
            if case .optimal(let x) = hi { upper = -x }
            return (lower, upper)
        }
        for v in 0..<variables { result.ranges.append(range([(v, 1)])) }
        for (a, b) in pairs { result.differenceRanges.append(range([(a, 1), (b, -1)])) }
        return result
    }

    static func feasible(variables: Int, constraints: [RefConstraint]) -> Bool {
        solveFeasibility(variables: variables, constraints: constraints.filter { $0.isRequired })
    }

    private static func solveFeasibility(variables: Int, constraints: [RefConstraint]) -> Bool {
        var n = 2 * variables
        var rows: [[Int: Double]] = []
        var rhs: [Double] = []
        for c in constraints {
            var row: [Int: Double] = [:]
            for (v, k) in c.terms { row[2 * v, default: 0] += k; row[2 * v + 1, default: 0] -= k }
            switch c.relation {
            case .equal: break
            case .greaterOrEqual: row[n] = -1; n += 1
            case .lessOrEqual: row[n] = 1; n += 1
            }
            rows.append(row); rhs.append(-c.constant)
        }
        let d = rows.map { r in var x = [Double](repeating: 0, count: max(n, 1)); for (k, v) in r { x[k] = v }; return x }
        let (o, _) = DenseLP.minimize(rows: d, rhs: rhs, cost: [Double](repeating: 0, count: max(n, 1)))
        return o != .infeasible
    }
}
