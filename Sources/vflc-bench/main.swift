import Foundation

// vflc-bench: generates the solver workloads and prints time and peak memory per size.
// Build and run in release: `swift run -c release vflc-bench [options]`.

let usage = """
usage: vflc-bench [--size N]... [--workload NAME [--size N]...]... [--repeat K] [--json]
       vflc-bench --dump --workload NAME --size N      (the system as JSON, for other solvers)
       vflc-bench --write-layout --workload lNAME --size N   (that workload's .layout file; also content-size-…)
       vflc-bench --list
A --size after --workload NAME applies to that workload only; sizes given before any
--workload apply to every selected workload without sizes of its own.
What N is depends on the workload: the number of views for most (lchain, lsoft, lrandom,
lunconstrained, …), but the SIDE of an N × N grid for grid, lgrid, lgrid-solve,
lgrid-check, grid-check (-w lgrid -n 1000 is a million views). A size whose .layout text would exceed
256 MiB is refused with a usage error (exit 2) that says what N is for that workload.
Times loading each system into a fresh solver and solving it (best of K runs). Each case
runs in its own child process when several are selected, so the peak memory printed
(VmHWM) is that case's: the generated system plus the solver.
"""

var names: [String] = []
var sizes: [Int] = []
var sizesOf: [String: [Int]] = [:]
var repeats = 1
var json = false
var dump = false
var writeLayout = false
var arguments = CommandLine.arguments.dropFirst()
while let a = arguments.popFirst() {
    switch a {
    case "--workload", "-w": if let v = arguments.popFirst() { names.append(v) }
    case "--size", "-n":
        guard let v = arguments.popFirst(), let n = Int(v), n > 0 else { print(usage); exit(2) }
        if let last = names.last { sizesOf[last, default: []].append(n) } else { sizes.append(n) }
    case "--repeat": repeats = max(1, Int(arguments.popFirst() ?? "1") ?? 1)
    case "--json": json = true
    case "--dump": dump = true
    case "--write-layout": writeLayout = true
    case "--list":
        for w in Workloads.all { print("\(w.name.padding(toLength: Workloads.nameWidth, withPad: " ", startingAt: 0)) \(w.summary) (default sizes \(w.defaultSizes.map(String.init).joined(separator: ", ")))") }
        exit(0)
    case "-h", "--help": print(usage); exit(0)
    default:
        FileHandle.standardError.write("vflc-bench: unknown argument \(a)\n\(usage)\n".data(using: .utf8)!)
        exit(2)
    }
}

let selected: [Workload]
if names.isEmpty {
    selected = Workloads.all.filter { !$0.name.contains("-") }
} else {
    selected = names.map { n in
        guard let w = Workloads.named(n) else {
            FileHandle.standardError.write("vflc-bench: unknown workload \(n) (see --list)\n".data(using: .utf8)!)
            exit(2)
        }
        return w
    }
}

// A workload that writes .layout text refuses a size whose text would be absurd (LayoutSizeGuard).
for w in selected {
    for n in sizesOf[w.name] ?? (sizes.isEmpty ? w.defaultSizes : sizes) {
        if let message = LayoutSizeGuard.refusal(workload: w.name, size: n) {
            FileHandle.standardError.write((message + "\n").data(using: .utf8)!)
            exit(2)
        }
    }
}

if writeLayout {
    let layoutSizes = sizesOf[selected.first?.name ?? ""] ?? sizes
    guard selected.count == 1, layoutSizes.count == 1, let text = LayoutFileWorkload.named(selected[0].name) ?? ContentSizeWorkload.text(named: selected[0].name)
            ?? SoftFamilyWorkload.text(named: selected[0].name) else {
        FileHandle.standardError.write("vflc-bench: --write-layout needs one l… or content-size file workload and one --size\n".data(using: .utf8)!)
        exit(2)
    }
    print(text(layoutSizes[0]), terminator: "")
    exit(0)
}

if dump {
    let dumpSizes = sizesOf[selected.first?.name ?? ""] ?? sizes
    guard selected.count == 1, dumpSizes.count == 1, let system = selected[0].prepare(dumpSizes[0]).system else {
        FileHandle.standardError.write("vflc-bench: --dump needs one solver workload and one --size\n".data(using: .utf8)!)
        exit(2)
    }
    print(system.json())
    exit(0)
}

/// One measured case.
struct CaseResult {
    var workload: String, size: Int, constraints: Int, seconds: Double, peakMB: Double, ok: Bool

    var json: String {
        "{\"workload\":\"\(workload)\",\"size\":\(size),\"constraints\":\(constraints),"
            + "\"seconds\":\(seconds),\"peakMB\":\(peakMB),\"ok\":\(ok)}"
    }

    var row: String {
        [workload.padding(toLength: Workloads.nameWidth, withPad: " ", startingAt: 0), String(size).leftPad(6),
         String(constraints).leftPad(12), String(format: "%9.4f", seconds), String(format: "%9.1f", peakMB),
         ok ? "" : "  (FAILED: infeasible or a required constraint off by > 1e-9 relative)"].joined(separator: " ")
    }

    init(workload: String, size: Int, constraints: Int, seconds: Double, peakMB: Double, ok: Bool) {
        self.workload = workload; self.size = size; self.constraints = constraints
        self.seconds = seconds; self.peakMB = peakMB; self.ok = ok
    }

    /// Parses `json` (the child process's output line).
    init?(json line: String) {
        guard let data = line.data(using: .utf8),
              let o = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let w = o["workload"] as? String, let n = o["size"] as? Int, let c = o["constraints"] as? Int,
              let t = o["seconds"] as? Double, let m = o["peakMB"] as? Double, let ok = o["ok"] as? Bool else { return nil }
        self.init(workload: w, size: n, constraints: c, seconds: t, peakMB: m, ok: ok)
    }
}

/// Runs one case in this process.
@MainActor func measure(_ workload: Workload, _ size: Int) -> CaseResult {
    let prepared = workload.prepare(size)
    var best = Double.infinity
    var check = 0.0
    for _ in 0..<repeats {
        let start = Measure.now()
        check = prepared.run()
        best = min(best, Measure.now() - start)
    }
    let peak = Measure.peakMegabytes()
    let verified = prepared.verify?() ?? true
    return CaseResult(workload: workload.name, size: size, constraints: prepared.constraints, seconds: best,
                      peakMB: peak, ok: check.isFinite && verified)
}

/// Runs one case in a fresh child process, so that its peak memory is its own.
@MainActor func measureInChild(_ workload: Workload, _ size: Int) -> CaseResult? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    process.arguments = ["--workload", workload.name, "--size", String(size), "--repeat", String(repeats), "--json"]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let line = String(decoding: data, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
    return CaseResult(json: line)
}

let cases = selected.flatMap { w in (sizesOf[w.name] ?? (sizes.isEmpty ? w.defaultSizes : sizes)).map { (w, $0) } }
if !json { print("workload".padding(toLength: Workloads.nameWidth, withPad: " ", startingAt: 0) + "   size  constraints   seconds   peak MB") }
for (workload, size) in cases {
    let result = cases.count > 1 ? (measureInChild(workload, size) ?? measure(workload, size)) : measure(workload, size)
    print(json ? result.json : result.row)
    fflush(nil)
}

extension String {
    func leftPad(_ n: Int) -> String { count >= n ? self : String(repeating: " ", count: n - count) + self }
}
