import TestSupport
@testable import LayoutSolver

/// Small soft layouts of the shapes the `softrow`, `softtree` and `softgrid` benchmarks scale
/// up: positions ordered by required inequalities, every position with a soft target.
extension RandomSystems {
    /// A row (`softChain`'s shape with every target an equality), a tree or a grid, chosen by
    /// the seed; 3–10 positions, targets over a canvas a little wider than the order needs,
    /// so that some inequalities end tight and some slack, and equal priorities tie.
    static func softShape(seed: UInt64) -> (variables: Int, constraints: [RefConstraint]) {
        var r = SeededRandom(solverSeed: seed &+ 77)
        let n = r.int(3...10)
        var cs: [RefConstraint] = []
        func order(_ before: Int, _ after: Int, gap: Int) {
            cs.append(RefConstraint(terms: [(after, 1), (before, -1)], constant: Double(-gap), relation: .greaterOrEqual, priority: 1000))
        }
        switch r.int(0...2) {
        case 0:
            for k in 1..<n { order(k - 1, k, gap: r.int(0...10)) }
        case 1:
            for v in 1..<n {
                order((v - 1) / 3, v, gap: r.int(0...6))
                if (v - 1) % 3 > 0 { order(v - 1, v, gap: r.int(0...6)) }
            }
        default:
            let side = r.int(2...3)
            for v in 0..<n {
                if v % side > 0 { order(v - 1, v, gap: r.int(0...6)) }
                if v >= side { order(v - side, v, gap: r.int(0...6)) }
            }
        }
        let width = 8 * n
        cs.append(RefConstraint(terms: [(0, 1)], constant: 0, relation: .greaterOrEqual, priority: 1000))
        cs.append(RefConstraint(terms: [(n - 1, 1)], constant: Double(-width), relation: .lessOrEqual, priority: 1000))
        for k in 0..<n {
            cs.append(RefConstraint(terms: [(k, 1)], constant: Double(-r.int(0...width)), relation: .equal,
                                    priority: r.pick([750.0, 500, 250])))
        }
        return (n, cs)
    }
}
