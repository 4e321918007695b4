import TestSupport
// Seeded random `.layout` files for the differential tests: 2–6 views, some nested, some
// labels with intrinsic sizes and tied priorities, random visual-format and explicit
// constraints at random priorities, `when` blocks. Small enough for the dense reference,
// varied enough that some come out unsatisfiable and many ambiguous.


struct RandomLayoutGenerator {
    private var rng: SeededRandom
    private struct GenView { var name: String; var kind: String; var parent: Int?; var container: Bool; var stack = false }
    private var views: [GenView] = []
    /// Per layout: how likely each view is pinned completely on an axis, so that some layouts
    /// come out fully determined and others ambiguous.
    private var completeness = 0.0

    init(seed: UInt64) { rng = SeededRandom(state: seed &+ 0x9E37_79B9_7F4A_7C15) }

    /// One random file.
    mutating func makeLayout() -> String {
        views = []
        completeness = rng.pick([0.3, 0.7, 0.95, 1.0])
        let count = rng.int(2...6)
        for i in 0..<count {
            let containers = views.indices.filter { views[$0].container }
            let parent: Int? = !containers.isEmpty && rng.chance(0.35) ? rng.pick(containers) : nil
            let kind = rng.pick(["view", "view", "label", "label", "image", "guide"])
            // Arranged views of a stack are leaves: a stack's body holds only its arranged views.
            let inStack = parent.map { views[$0].stack } ?? false
            let container = kind == "view" && !inStack && rng.chance(0.5)
            views.append(GenView(name: "v\(i + 1)", kind: container && rng.chance(0.4) ? "stack" : kind, parent: parent,
                                 container: container, stack: false))
            views[i].stack = views[i].kind == "stack"
        }
        var out = ""
        if rng.chance(0.3) { out += "metrics { pad = \(rng.int(0...30)) }\n" }
        out += block(parent: nil, indent: "")
        // Top-level conditional constraints.
        let whens = rng.int(0...2)
        for _ in 0..<whens {
            out += "when \(condition()) {\n"
            for _ in 0..<rng.int(1...2) { out += "  " + statement(parent: nil) + "\n" }
            if let stack = views.firstIndex(where: { $0.stack }), rng.chance(0.5) { out += "  " + stackSet(stack) + "\n" }
            if rng.chance(0.4) {
                out += "} else {\n"
                for _ in 0..<rng.int(1...2) { out += "  " + statement(parent: nil) + "\n" }
            }
            out += "}\n"
        }
        return out
    }

    /// The declarations and constraints of one block (`parent == nil` is the root).
    private mutating func block(parent: Int?, indent: String) -> String {
        var out = ""
        if let p = parent, views[p].stack {
            for i in views.indices where views[i].parent == p { out += indent + declaration(i) + "\n" }
            return out
        }
        for i in views.indices where views[i].parent == parent {
            out += indent + declaration(i)
            if views[i].container && views.contains(where: { $0.parent == i }) {
                out += " {\n" + block(parent: i, indent: indent + "  ") + indent + "}"
            }
            out += "\n"
        }
        for i in views.indices where views[i].parent == parent {
            for axis in ["H:", "V:"] where rng.chance(completeness) { out += indent + anchor(i, axis) + "\n" }
        }
        let lines = rng.int(0...2)
        for _ in 0..<lines { out += indent + statement(parent: parent) + "\n" }
        return out
    }

    /// A line that fixes view `i` on one axis: a leading edge and a size, or both edges.
    private mutating func anchor(_ i: Int, _ axis: String) -> String {
        let name = views[i].name
        switch rng.int(0...2) {
        case 0: return "\(axis)|-\(rng.int(0...6) * 5)-[\(name)(\(rng.int(1...10) * 10))]"
        case 1: return "\(axis)|-\(rng.int(0...6) * 5)-[\(name)]-\(rng.int(0...6) * 5)-|"
        default: return "\(axis)[\(name)(\(rng.int(1...10) * 10))]-\(rng.int(0...6) * 5)-|"
        }
    }

    private mutating func declaration(_ i: Int) -> String {
        let v = views[i]
        var s = "\(v.kind) \(v.name)"
        if v.stack { s += " " + stackSettings() }
        if v.kind == "label" || v.kind == "image" || (v.kind == "view" && rng.chance(0.15)) {
            if rng.chance(0.8) {
                let w = rng.chance(0.85) ? "\(rng.int(2...12) * 10)" : "_"
                let h = rng.chance(0.85) ? "\(rng.int(1...5) * 10)" : "_"
                s += " intrinsic \(w)x\(h)"
            }
            if rng.chance(0.25) { s += " hug \(rng.pick([250, 251, 750, 1000]))" }
            if rng.chance(0.15) { s += " resist \(rng.pick([750, 749, 1000]))" }
        }
        if rng.chance(0.07) { s += " hidden" }
        return s
    }

    private mutating func stackSettings() -> String {
        var s = "axis \(rng.pick(["horizontal", "vertical"]))"
        if rng.chance(0.7) {
            s += " distribution \(rng.pick(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]))"
        }
        if rng.chance(0.6) { s += " alignment \(rng.pick(["fill", "leading", "center", "trailing", "top", "bottom"]))" }
        if rng.chance(0.6) { s += " spacing \(rng.int(0...3) * 8)" }
        return s
    }

    /// `set STACK …`: a stack's settings changed in one variant.
    private mutating func stackSet(_ i: Int) -> String { "set \(views[i].name) " + stackSettings() }

    private mutating func condition() -> String {
        rng.pick(["wC", "wR", "hC", "hR", "wC hR", "wR hC", "wC or hC", "wR hR"])
    }

    private mutating func priority() -> String {
        if rng.chance(0.2) { return "" }
        return "@" + rng.pick(["750", "250", "500", "751", "low", "high", "1000"])
    }

    /// A VFL line over the children of `parent`, or an explicit constraint.
    private mutating func statement(parent: Int?) -> String {
        let children = views.indices.filter { views[$0].parent == parent }
        if !children.isEmpty && rng.chance(0.6) { return vflLine(children) }
        return explicitConstraint()
    }

    private mutating func vflLine(_ children: [Int]) -> String {
        var pool = children
        var chosen: [Int] = []
        for _ in 0..<min(pool.count, rng.int(1...3)) {
            let k = rng.int(0...pool.count - 1)
            chosen.append(pool.remove(at: k))
        }
        var s = rng.pick(["H:", "V:", ""])
        if rng.chance(0.55) { s += "|" + connection(edge: true) }
        for (n, v) in chosen.enumerated() {
            if n > 0 { s += connection(edge: false) }
            s += "[\(views[v].name)"
            if rng.chance(0.45) {
                var objects = ["\(rng.int(1...20) * 10)", ">=\(rng.int(1...10) * 10)", "<=\(rng.int(5...30) * 10)"]
                let others = children.filter { $0 != v }
                if !others.isEmpty { objects.append("==\(views[rng.pick(others)].name)") }
                s += "(" + rng.pick(objects) + priority() + ")"
            }
            s += "]"
        }
        if rng.chance(0.55) { s += connection(edge: true) + "|" }
        return s
    }

    private mutating func connection(edge: Bool) -> String {
        // Edges are mostly pinned by `anchor` lines already; required edges here would make
        // most layouts unsatisfiable, so they are rarer.
        switch edge && rng.chance(0.9) ? rng.int(3...6) : rng.int(0...6) {
        case 0: return ""
        case 1: return "-"
        case 2: return "-\(rng.int(0...4) * 10)-"
        case 3: return "-(>=\(rng.int(0...3) * 10))-"
        default: return "-(\(rng.int(0...4) * 10)@\(rng.pick(["750", "250", "500", "low"])))-"
        }
    }

    private mutating func explicitConstraint() -> String {
        let a = views[rng.int(0...views.count - 1)].name
        let b = rng.chance(0.15) ? "root" : views[rng.int(0...views.count - 1)].name
        let horizontal = rng.chance(0.5)
        let positions = horizontal ? ["leading", "trailing", "centerX", "left", "right"] : ["top", "bottom", "centerY"]
        let size = horizontal ? "width" : "height"
        let rel = rng.pick(["==", "==", "<=", ">="])
        switch rng.int(0...4) {
        case 0: return "\(a).\(size) \(rel) \(rng.int(1...20) * 10) \(priority())"
        case 1: return "\(a).\(rng.pick(positions)) \(rel) \(b).\(rng.pick(positions)) + \(rng.int(0...4) * 10) \(priority())"
        case 2: return "\(a).\(size) \(rel) \(b).\(rng.pick(["width", "height"])) * \(rng.pick(["0.5", "2", "1"])) \(priority())"
        case 3: return "\(a).\(rng.pick(positions)) \(rel) \(rng.int(0...40) * 10) \(priority())"
        default: return "\(a).\(size) + \(b).\(size) \(rel) \(rng.int(5...40) * 10) \(priority())"
        }
    }
}
