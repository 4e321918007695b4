/// Feasibility of a small system of linear relations over the rationals, exactly: phase one of
/// a dense tableau simplex with Bland's rule (no cycling, no rounding). Free variables are split
/// into two non-negative columns. The reference for the explainer's minimal sets, written apart
/// from LayoutSolver (a different algorithm, different arithmetic).
enum ExactSimplex {
    enum Relation { case equal, lessOrEqual, greaterOrEqual }

    struct Row {
        var terms: [String: Rational]
        var relation: Relation
        var constant: Rational
    }

    static func feasible(_ rows: [Row]) -> Bool {
        let names = Array(Set(rows.flatMap { $0.terms.keys })).sorted()
        let column = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        let m = rows.count
        guard m > 0 else { return true }
        let structural = 2 * names.count
        let slacks = rows.filter { $0.relation != .equal }.count
        let width = structural + slacks + m          // + artificials
        var t = [[Rational]](repeating: [Rational](repeating: .zero, count: width + 1), count: m)
        var basis = [Int](repeating: 0, count: m)
        var slack = structural
        for (i, r) in rows.enumerated() {
            for (name, c) in r.terms {
                let j = column[name]!
                t[i][2 * j] = t[i][2 * j] + c
                t[i][2 * j + 1] = t[i][2 * j + 1] - c
            }
            switch r.relation {
            case .lessOrEqual: t[i][slack] = .one; slack += 1
            case .greaterOrEqual: t[i][slack] = -.one; slack += 1
            case .equal: break
            }
            t[i][width] = r.constant
            if r.constant.signum < 0 { t[i] = t[i].map { -$0 } }
            t[i][structural + slacks + i] = .one
            basis[i] = structural + slacks + i
        }
        // Objective: minimise the sum of artificials; reduced costs of the other columns.
        var cost = [Rational](repeating: .zero, count: width + 1)
        for i in 0..<m { for j in 0...width where j < structural + slacks || j == width { cost[j] = cost[j] - t[i][j] } }
        while true {
            guard let enter = (0..<(structural + slacks)).first(where: { cost[$0].signum < 0 }) else { break }
            var leave: Int?
            var best: Rational?
            for i in 0..<m where t[i][enter].signum > 0 {
                let ratio = t[i][width] / t[i][enter]
                if best == nil || ratio < best! || (ratio == best! && basis[i] < basis[leave!]) { best = ratio; leave = i }
            }
            guard let l = leave else { return true }   // unbounded below cannot happen in phase one
            let p = t[l][enter]
            t[l] = t[l].map { $0 / p }
            for i in 0..<m where i != l && !t[i][enter].isZero {
                let f = t[i][enter]
                for j in 0...width where !t[l][j].isZero { t[i][j] = t[i][j] - f * t[l][j] }
            }
            let f = cost[enter]
            for j in 0...width where !t[l][j].isZero { cost[j] = cost[j] - f * t[l][j] }
            basis[l] = enter
        }
        // Optimum: −cost[width] is the sum of the artificials.
        return cost[width].isZero
    }
}
