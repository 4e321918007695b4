import LayoutSolver

/// Soft layouts at scale (issue 28): views of a fixed size ordered by required inequalities —
/// a row, a tree, a grid — each with soft position targets at a random priority of 250, 500
/// or 750, the targets spread over a canvas much wider than the views need, so that most
/// inequalities are slack at the optimum and the views gather in short runs pushed together.
///
/// Each shape is one description (`SoftFamily`) written two ways: as the solver system of its
/// positions (`softrow`, `softtree`, `softgrid`: the direct solve, like `soft`) and as a
/// `.layout` file checked through `vflc check` (`lsoftrow`, `lsofttree`, `lsoftgrid`;
/// `--write-layout` prints it). `N` is the number of views for every shape.
enum SoftFamilyWorkload {
    static var all: [Workload] {
        [direct("softrow", "N fixed-width views in a row ordered by >=, soft targets at random priorities", SoftFamily.row),
         direct("softtree", "N views in a tree of >= orderings (both axes), soft targets at random priorities", SoftFamily.tree),
         direct("softgrid", "√N × √N views, rows and columns ordered by >=, soft targets at random priorities", SoftFamily.grid),
         direct("softrow-check", "softrow, solve + freedom of every variable", SoftFamily.row, analysis: true),
         file("lsoftrow", "softrow as a .layout file through `vflc check`", SoftFamily.row),
         file("lsofttree", "softtree as a .layout file through `vflc check`", SoftFamily.tree),
         file("lsoftgrid", "softgrid as a .layout file through `vflc check`", SoftFamily.grid)]
    }

    static let sizes = [1_000, 10_000]

    /// The `.layout` text of a file workload of this family, for `--write-layout`.
    static func text(named name: String) -> (@Sendable (Int) -> String)? {
        switch name {
        case "lsoftrow": return { SoftFamily.row($0).layoutText() }
        case "lsofttree": return { SoftFamily.tree($0).layoutText() }
        case "lsoftgrid": return { SoftFamily.grid($0).layoutText() }
        default: return nil
        }
    }

    /// The text generator of a file workload, for `LayoutSizeGuard` (linear in `N`).
    static func shape(of name: String) -> (text: @Sendable (Int) -> String, growth: LayoutSizeGuard.Growth, meaning: String)? {
        text(named: name).map { ($0, .linear, "the number of views") }
    }

    private static func direct(_ name: String, _ summary: String, _ make: @escaping @Sendable (Int) -> SoftFamily,
                               analysis: Bool = false) -> Workload {
        Workload.solver(name, summary, sizes: analysis ? [1_000] : sizes, analysis: analysis) { make($0).system() }
    }

    private static func file(_ name: String, _ summary: String, _ make: @escaping @Sendable (Int) -> SoftFamily) -> Workload {
        LayoutFileWorkload.workload(name, summary, sizes) { make($0).layoutText() }
    }
}

/// One soft layout of the family: views of one size, orderings, soft targets.
struct SoftFamily {
    /// `after.position >= before.position + offset` on one axis, where the offset is the
    /// view's size plus `gap` when `fromEnd` (after's leading edge past before's trailing edge).
    struct Order {
        var axis: Int, before: Int, after: Int, gap: Int, fromEnd: Bool
    }

    /// `view.position == value` on `axis` at `priority`.
    struct Target {
        var axis: Int, view: Int, value: Int, priority: Int
    }

    let views: Int
    let size = 20
    /// The canvas (the `strip` container in the `.layout` file), by axis.
    let canvas: [Int]
    /// Whether an axis has variables; the other is pinned to the canvas's edge.
    let solves: [Bool]
    var orders: [Order] = []
    var targets: [Target] = []
    /// Views whose position must be at least the canvas's edge / whose far edge at most its far edge.
    var first: [(axis: Int, view: Int)] = []
    var last: [(axis: Int, view: Int)] = []

    private static let priorities = [250, 500, 750]

    /// Soft targets on every solved axis at random priorities: uniform over the canvas, or
    /// `natural(view, axis)` moved by up to `jitter` either way (kept on the canvas).
    private mutating func addTargets(_ random: inout BenchRandom, natural: ((Int, Int) -> Int)? = nil) {
        for v in 0..<views {
            for axis in 0..<2 where solves[axis] {
                let room = canvas[axis] - size
                var value = random.below(room)
                if let natural {
                    value = min(room - 1, max(0, natural(v, axis) + random.below(2 * Self.jitter + 1) - Self.jitter))
                }
                targets.append(Target(axis: axis, view: v, value: value, priority: Self.priorities[random.below(3)]))
            }
        }
    }

    /// How far a tree's or grid's target lies from the view's natural place, at most.
    static let jitter = 120
    /// A tree's or grid's natural spacing: room for the 20-point views and their 8-point gaps.
    static let pitch = 40

    /// The issue-28 row: N views of width 20 in a row, `v(k+1).leading >= v(k).trailing + 8`,
    /// inside a canvas 100·N wide, each with a soft target on its leading edge.
    static func row(_ n: Int) -> SoftFamily {
        var s = SoftFamily(views: n, canvas: [100 * n, 20], solves: [true, false])
        var random = BenchRandom(seed: 28)
        s.first = [(0, 0)]
        s.last = [(0, n - 1)]
        for k in 1..<max(1, n) { s.orders.append(Order(axis: 0, before: k - 1, after: k, gap: 8, fromEnd: true)) }
        s.addTargets(&random)
        return s
    }

    /// A ternary tree of N views: on each axis a child is at least 8 past its parent's start
    /// (horizontally) or end (vertically), and siblings are ordered left to right. Targets are
    /// near the natural drawing of the tree (depth down, each node at the left of its subtree).
    static func tree(_ n: Int) -> SoftFamily {
        var depth = 0, reach = 1, width = 1
        while reach < n { width *= 3; reach += width; depth += 1 }
        var span = 1
        for _ in 0..<depth { span *= 3 }
        var s = SoftFamily(views: n, canvas: [pitch * span + 100, pitch * (depth + 1) + 100], solves: [true, true])
        var random = BenchRandom(seed: 29)
        // Level and index within the level of each view (breadth-first numbering).
        var level = [Int](repeating: 0, count: n), indexInLevel = [Int](repeating: 0, count: n)
        var first = 0, count = 1, l = 0
        while first < n {
            for v in first..<min(n, first + count) { level[v] = l; indexInLevel[v] = v - first }
            first += count; count *= 3; l += 1
        }
        s.first = [(0, 0), (1, 0)]
        for v in 1..<max(1, n) {
            let parent = (v - 1) / 3
            s.orders.append(Order(axis: 0, before: parent, after: v, gap: 8, fromEnd: false))
            s.orders.append(Order(axis: 1, before: parent, after: v, gap: 8, fromEnd: true))
            if (v - 1) % 3 > 0 { s.orders.append(Order(axis: 0, before: v - 1, after: v, gap: 8, fromEnd: true)) }
            if 3 * v + 1 >= n { s.last.append((0, v)); s.last.append((1, v)) }
        }
        var below = [Int](repeating: 1, count: depth + 1)
        for k in stride(from: depth - 1, through: 0, by: -1) { below[k] = 3 * below[k + 1] }
        s.addTargets(&random) { v, axis in axis == 0 ? pitch * indexInLevel[v] * below[level[v]] : pitch * level[v] }
        return s
    }

    /// A grid of about N views (side ⌈√N⌉ columns): each row ordered left to right and each
    /// column top to bottom by `>= end + 8`, and each view no left of the one above it and no
    /// higher than the one before it in its row. Targets are near each cell's natural place.
    static func grid(_ n: Int) -> SoftFamily {
        var side = 1
        while side * side < n { side += 1 }
        let rows = (n + side - 1) / side
        var s = SoftFamily(views: n, canvas: [pitch * side + 100, pitch * rows + 100], solves: [true, true])
        var random = BenchRandom(seed: 30)
        for v in 0..<n {
            let r = v / side, c = v % side
            if c > 0 {
                s.orders.append(Order(axis: 0, before: v - 1, after: v, gap: 8, fromEnd: true))
                s.orders.append(Order(axis: 1, before: v - 1, after: v, gap: 0, fromEnd: false))
            } else {
                s.first.append((0, v))
            }
            if r > 0 {
                s.orders.append(Order(axis: 1, before: v - side, after: v, gap: 8, fromEnd: true))
                s.orders.append(Order(axis: 0, before: v - side, after: v, gap: 0, fromEnd: false))
            } else {
                s.first.append((1, v))
            }
            if c == side - 1 || v == n - 1 { s.last.append((0, v)) }
            if v + side >= n { s.last.append((1, v)) }
        }
        s.addTargets(&random) { v, axis in pitch * (axis == 0 ? v % side : v / side) }
        return s
    }

    /// The solver system of the solved axes' positions (the pinned axis and the sizes are
    /// constants there, as the pipeline's elimination makes them).
    func system() -> BenchSystem {
        var b = BenchSystem()
        var variable = [[Int]](repeating: [], count: 2)
        for axis in 0..<2 where solves[axis] { variable[axis] = (0..<views).map { _ in b.variable() } }
        for (axis, v) in first { b.add([(variable[axis][v], 1)], 0, .greaterOrEqual) }
        for o in orders {
            let offset = o.gap + (o.fromEnd ? size : 0)
            b.add([(variable[o.axis][o.after], 1), (variable[o.axis][o.before], -1)], -Double(offset), .greaterOrEqual)
        }
        for (axis, v) in last { b.add([(variable[axis][v], 1)], Double(size - canvas[axis]), .lessOrEqual) }
        for t in targets { b.add([(variable[t.axis][t.view], 1)], -Double(t.value), .equal, Double(t.priority)) }
        return b
    }

    /// The same layout as a `.layout` file: the views in a `strip` container the size of the
    /// canvas, positions relative to it.
    func layoutText() -> String {
        let start = ["leading", "top"], end = ["trailing", "bottom"]
        var out = "view strip {\n"
        out.reserveCapacity(120 * views)
        for v in 0..<views { out += "  view v\(v)\n" }
        for v in 0..<views {
            out += "  v\(v).width == \(size)\n  v\(v).height == \(size)\n"
            for axis in 0..<2 where !solves[axis] { out += "  v\(v).\(start[axis]) == strip.\(start[axis])\n" }
        }
        for (axis, v) in first { out += "  v\(v).\(start[axis]) >= strip.\(start[axis])\n" }
        for o in orders {
            let edge = o.fromEnd ? end[o.axis] : start[o.axis]
            out += "  v\(o.after).\(start[o.axis]) >= v\(o.before).\(edge)\(o.gap > 0 ? " + \(o.gap)" : "")\n"
        }
        for (axis, v) in last { out += "  v\(v).\(end[axis]) <= strip.\(end[axis])\n" }
        for t in targets {
            out += "  v\(t.view).\(start[t.axis]) == strip.\(start[t.axis]) + \(t.value) @\(t.priority)\n"
        }
        return out + "}\nH:|[strip(\(canvas[0]))]\nV:|[strip(\(canvas[1]))]\n"
    }
}
