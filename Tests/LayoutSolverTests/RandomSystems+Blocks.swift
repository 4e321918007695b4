import TestSupport
@testable import LayoutSolver

/// Soft rows, trees and grids large enough for the large-system path (`Engine+Large`, taken
/// at `SolverOptions.defaultLargeSystemRows` eliminated rows and above), built so that an
/// independent reference can still answer them: the dense reference (`LexReference`) on
/// each small block.
///
/// Why the blocks give the whole answer: the positions are numbered so that every ordering
/// goes from a lower to a higher number, and cut into runs of consecutive numbers (blocks).
/// Each block has a region of its own, the regions in order and more than the largest gap
/// apart; the block's sources (no ordering into them from inside the block) are required to
/// be at least the region's start and its sinks at most its end, so every position of every
/// feasible point lies in its block's region (it is on a path from a source to a sink). An
/// ordering between two blocks then holds strictly at every feasible point: dropping those
/// orderings leaves the same feasible set, so the same optimal face, and without them the
/// blocks are independent systems. The whole system's level optima are the sums of the
/// blocks', a position's freedom and range over the optimal face are those in its block, and
/// so is the value of every position the face fixes. The solver is not told any of this: the
/// orderings between blocks make the whole system one component.
extension RandomSystems {
    /// A blocked soft system: the whole system, and each block's own (its positions numbered
    /// from `first` on, its constraints without the orderings that leave the block).
    struct BlockedSoftSystem {
        var variables: Int
        var constraints: [RefConstraint]
        var blocks: [(first: Int, count: Int, constraints: [RefConstraint])]
    }

    /// A row, a tree or a grid (by `shape`, 0–2) of at least `positions` positions in small
    /// blocks: runs of 3–6 along the row; stars of a root and 2–5 children ordered left to
    /// right, each star's root a child of a position in an earlier star (after that
    /// position's earlier children); rectangles of 2–3 × 2–3 cells of a grid ordered along
    /// its rows and columns. Orderings have gaps of 0–10; each position has a soft target at
    /// 250, 500 or 750 somewhere in (or a little past) its block's region.
    static func blockedSoftShape(seed: UInt64, shape: Int, positions minimum: Int) -> BlockedSoftSystem {
        var r = SeededRandom(solverSeed: seed &+ 991)
        let maxGap = 10
        // Orderings `after >= before + gap`; `before` is in the same block or an earlier one.
        var orders: [(before: Int, after: Int, gap: Int)] = []
        var starts: [Int] = [0]
        var n = 0
        func order(_ before: Int, _ after: Int) { orders.append((before, after, r.int(0...maxGap))) }
        switch shape {
        case 0:
            while n < minimum {
                let count = r.int(3...6)
                for k in n..<(n + count) where k > 0 { order(k - 1, k) }
                n += count
                starts.append(n)
            }
        case 1:
            var lastChild: [Int: Int] = [:]
            while n < minimum {
                let root = n, children = r.int(2...5)
                if root > 0 {
                    let parent = r.int(0...(root - 1))
                    order(parent, root)
                    if let previous = lastChild[parent] { order(previous, root) }
                    lastChild[parent] = root
                }
                for c in 1...children {
                    order(root, root + c)
                    if c > 1 { order(root + c - 1, root + c) }
                }
                lastChild[root] = root + children
                n += children + 1
                starts.append(n)
            }
        default:
            let bh = r.int(2...3), bw = r.int(2...3)
            let across = 8
            let down = (minimum + across * bh * bw - 1) / (across * bh * bw)
            func id(_ row: Int, _ col: Int) -> Int {
                ((row / bh) * across + col / bw) * bh * bw + (row % bh) * bw + col % bw
            }
            for row in 0..<(down * bh) {
                for col in 0..<(across * bw) {
                    if col + 1 < across * bw { order(id(row, col), id(row, col + 1)) }
                    if row + 1 < down * bh { order(id(row, col), id(row + 1, col)) }
                }
            }
            n = down * across * bh * bw
            starts = stride(from: 0, through: n, by: bh * bw).map { $0 }
        }
        var blockOf = [Int](repeating: 0, count: n)
        for b in 0..<(starts.count - 1) { for v in starts[b]..<starts[b + 1] { blockOf[v] = b } }
        // Regions: wide enough for the block's longest path (fewer than `count` gaps), and
        // more than `maxGap` apart.
        var lo: [Int] = [], hi: [Int] = []
        var at = 0
        for b in 0..<(starts.count - 1) {
            let count = starts[b + 1] - starts[b]
            lo.append(at)
            hi.append(at + (maxGap + 1) * count + r.int(0...20))
            at = hi[b] + maxGap + 1 + r.int(0...5)
        }
        precondition(orders.allSatisfy { blockOf[$0.before] <= blockOf[$0.after] })
        var inner = [[RefConstraint]](repeating: [], count: lo.count)
        var all: [RefConstraint] = []
        func add(_ c: RefConstraint, block b: Int?) {
            all.append(c)
            guard let b else { return }
            var local = c
            local.terms = c.terms.map { ($0.0 - starts[b], $0.1) }
            inner[b].append(local)
        }
        var hasInner = [Bool](repeating: false, count: n), hasOuter = [Bool](repeating: false, count: n)
        for o in orders {
            let same = blockOf[o.before] == blockOf[o.after]
            if same { hasInner[o.after] = true; hasOuter[o.before] = true }
            add(RefConstraint(terms: [(o.after, 1), (o.before, -1)], constant: Double(-o.gap), relation: .greaterOrEqual,
                              priority: 1000), block: same ? blockOf[o.after] : nil)
        }
        for v in 0..<n {
            let b = blockOf[v]
            if !hasInner[v] {
                add(RefConstraint(terms: [(v, 1)], constant: Double(-lo[b]), relation: .greaterOrEqual, priority: 1000), block: b)
            }
            if !hasOuter[v] {
                add(RefConstraint(terms: [(v, 1)], constant: Double(-hi[b]), relation: .lessOrEqual, priority: 1000), block: b)
            }
        }
        // One target per position: the large path is for systems with a slack per row
        // (`Engine.largeSystem`), which a second target on a position would not give.
        for v in 0..<n {
            let b = blockOf[v]
            let target = r.int((lo[b] - 5)...(hi[b] + 5))
            add(RefConstraint(terms: [(v, 1)], constant: Double(-target), relation: .equal, priority: r.pick([750.0, 500, 250])),
                block: b)
        }
        let blocks = (0..<lo.count).map { (first: starts[$0], count: starts[$0 + 1] - starts[$0], constraints: inner[$0]) }
        return BlockedSoftSystem(variables: n, constraints: all, blocks: blocks)
    }
}
