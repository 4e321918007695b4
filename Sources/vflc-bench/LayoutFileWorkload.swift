import Foundation
import LayoutCommandLine

/// What users run: each solver workload written as `.layout` text and checked by the
/// `vflc check` code path (`CommandLineTool.run(["check", FILE])`: read, parse, lower for the
/// four default variants, solve, check, merge, write the diagnostics), in process. The text is
/// written to a temporary file once, untimed; `--write-layout` prints it instead, for timing
/// the built `vflc check` as a process (`bench/layout-files.sh`).
///
/// Each file states the same system as its solver workload: the views sit in a `strip`
/// container as wide as the solver's canvas (the default devices are narrower; the strip's
/// single `outside-superview` warning is the price), the axes the solver workload leaves out
/// are pinned. Also the diagnostic stress files of issue 13: many uses of one undeclared
/// name, many independent conflicts, many unconstrained views.
enum LayoutFileWorkload {
    static var all: [Workload] {
        [workload("lchain", "chain as a .layout file through `vflc check`", [10_000], chain),
         workload("lgrid", "N × N grid (N is the side) as a .layout file through `vflc check`", [100], grid),
         workload("lsoft", "soft as a .layout file through `vflc check`", [1_000, 10_000], soft),
         workload("lrandom", "random as a .layout file through `vflc check`", [1_000, 10_000], random),
         workload("lundeclared", "N uses of one undeclared name on one line, `vflc check`", [50_000], undeclared),
         workload("lconflicts", "N independent unsatisfiable views, `vflc check`", [1_000], conflicts),
         workload("lunconstrained", "N views and no constraint, `vflc check`", [20_000], unconstrained)]
    }

    static func named(_ name: String) -> (@Sendable (Int) -> String)? {
        switch name {
        case "lchain": return chain
        case "lgrid": return grid
        case "lsoft": return soft
        case "lrandom": return random
        case "lundeclared": return undeclared
        case "lconflicts": return conflicts
        case "lunconstrained": return unconstrained
        default: return nil
        }
    }

    static func workload(_ name: String, _ summary: String, _ sizes: [Int],
                                 _ text: @escaping @Sendable (Int) -> String) -> Workload {
        Workload(name: name, summary: summary, defaultSizes: sizes) { size in
            let layout = text(size)
            let path = NSTemporaryDirectory() + "vflc-bench-\(name)-\(size)-\(getpid()).layout"
            _ = FileManager.default.createFile(atPath: path, contents: Data(layout.utf8))
            return PreparedCase(constraints: size, run: {
                var bytes = 0
                let io = ToolIO(stdout: { bytes += $0.utf8.count }, stderr: { bytes += $0.utf8.count },
                                stdin: { [] }, colored: false)
                let status = CommandLineTool.run(["check", path], io: io)
                // Exit 0 or 1 (layout errors) is a finished check; 2 would be an I/O failure.
                return status <= 1 ? Double(bytes) : .nan
            }, system: nil, verify: {
                // Called once after the timed runs: the temporary file is not needed any more.
                try? FileManager.default.removeItem(atPath: path)
                return true
            })
        }
    }

    /// `ChainWorkload`: `|-8-[v1]-8-[v2(==v1)]-…-8-|` in a strip 20·N wide, heights and tops pinned.
    @Sendable static func chain(_ n: Int) -> String {
        var out = "view strip {\n"
        for i in 1...n { out += "  view v\(i)\n" }
        out += "  H:|-8-[v1]"
        for i in 2...max(2, n) where i <= n { out += "-8-[v\(i)(==v1)]" }
        out += "-8-|\n"
        for i in 1...n { out += "  V:|-8-[v\(i)(20)]\n" }
        return out + "}\nH:|[strip(\(20 * n))]\nV:|[strip(100)]\n"
    }

    /// `GridWorkload`: N × N equal cells with 8-point gaps in a strip 30·N square.
    @Sendable static func grid(_ n: Int) -> String {
        var out = "view strip {\n"
        for r in 0..<n { for c in 0..<n { out += "  view c\(r)_\(c)\n" } }
        for r in 0..<n {
            out += "  H:|-8-[c\(r)_0]"
            for c in 1..<n { out += "-8-[c\(r)_\(c)(==c\(r)_0)]" }
            out += "-8-|\n"
        }
        for c in 0..<n {
            out += "  V:|-8-[c0_\(c)]"
            for r in 1..<n { out += "-8-[c\(r)_\(c)(==c0_\(c))]" }
            out += "-8-|\n"
        }
        return out + "}\nH:|[strip(\(30 * n))]\nV:|[strip(\(30 * n))]\n"
    }

    /// `SoftWorkload`: the views' leading edges are the variables (the same order, targets
    /// and priorities); widths, tops and heights pinned.
    @Sendable static func soft(_ n: Int) -> String {
        var out = "view strip {\n"
        for k in 1...n { out += "  view s\(k)\n" }
        out += "  s1.leading >= strip.leading\n"
        for k in 2...max(2, n) where k <= n { out += "  s\(k).leading >= s\(k - 1).leading + 10\n" }
        out += "  s\(n).leading <= strip.leading + \(10 * n)\n"
        var random = BenchRandom(seed: 42)
        let priorities = [250, 500, 750]
        for k in 0..<n { out += "  s\(k + 1).leading == strip.leading + \(random.below(10 * n)) @\(priorities[k % 3])\n" }
        for k in 1...n { out += "  s\(k).width == 5\n  V:|[s\(k)]|\n" }
        return out + "}\nH:|[strip(\(10 * n + 10))]\nV:|[strip(20)]\n"
    }

    /// `RandomSparseWorkload`, the same random stream: view 0 is the 1000 × 1000 container,
    /// each later view nested in its random superview and placed relative to it or to its
    /// previous sibling.
    @Sendable static func random(_ n: Int) -> String {
        var random = BenchRandom(seed: 7)
        let priorities = [100, 250, 300, 500, 750, 900]
        var children: [[Int]] = [[]]
        var lastChild: [Int: Int] = [:]
        var siblingPairs: [(Int, Int)] = []
        var lines: [String] = []
        let pos = ["leading", "top"], end = ["trailing", "bottom"], size = ["width", "height"]
        for i in 1...n {
            children.append([])
            let parent = random.below(i)
            let p = lastChild[parent].map { random.below(2) == 0 ? $0 : parent } ?? parent
            if let previous = lastChild[parent] { siblingPairs.append((previous, i)) }
            lastChild[parent] = i
            children[parent].append(i)
            for axis in 0..<2 {
                let gap = 8 * random.below(3)
                if random.below(2) == 0 {
                    lines.append("n\(i).\(pos[axis]) == n\(p).\(pos[axis]) + \(gap)")
                } else {
                    lines.append("n\(i).\(pos[axis]) >= n\(p).\(pos[axis]) + 8")
                    lines.append("n\(i).\(pos[axis]) == n\(p).\(end[axis]) + \(gap) @\(priorities[random.below(priorities.count)])")
                }
                if random.below(2) == 0 {
                    lines.append("n\(i).\(size[axis]) == \(20 + random.below(80))")
                } else {
                    lines.append("n\(i).\(size[axis]) >= 10")
                    lines.append("n\(i).\(size[axis]) == n\(p).\(size[axis]) * 0.5 @\(priorities[random.below(priorities.count)])")
                    lines.append("n\(i).\(size[axis]) <= 60 @250")
                }
            }
        }
        for _ in 0..<(siblingPairs.isEmpty ? 0 : n / 2) {
            let (a, b) = siblingPairs[random.below(siblingPairs.count)]
            let axis = random.below(2)
            lines.append("n\(a).\(pos[axis]) == n\(b).\(pos[axis]) @\(priorities[random.below(priorities.count)])")
        }
        var out = ""
        // Declarations nested as the tree (iteratively: the tree is shallow, but no recursion).
        var stack: [(view: Int, closing: Bool, depth: Int)] = [(0, false, 0)]
        while let (v, closing, depth) = stack.popLast() {
            let indent = String(repeating: "  ", count: depth)
            if closing { out += indent + "}\n"; continue }
            if children[v].isEmpty { out += indent + "view n\(v)\n"; continue }
            out += indent + "view n\(v) {\n"
            stack.append((v, true, depth))
            for c in children[v].reversed() { stack.append((c, false, depth + 1)) }
        }
        out += "H:|[n0(1000)]\nV:|[n0(1000)]\n"
        return out + lines.joined(separator: "\n") + "\n"
    }

    /// One line of `ghost.width == 10;` N times: N uses of one undeclared name.
    @Sendable static func undeclared(_ n: Int) -> String {
        "view box\nH:|[box(10)]\nV:|[box(10)]\n" + Array(repeating: "ghost.width == 10", count: n).joined(separator: "; ") + "\n"
    }

    /// N views, each pinned and then given a contradicting width: N independent conflicts.
    @Sendable static func conflicts(_ n: Int) -> String {
        var out = ""
        for i in 0..<n { out += "view c\(i)\nH:|-[c\(i)(10)]\nV:|-[c\(i)(10)]\nc\(i).width == 20\n" }
        return out
    }

    /// N views that no constraint mentions.
    @Sendable static func unconstrained(_ n: Int) -> String {
        (0..<n).map { "view u\($0)\n" }.joined()
    }
}
