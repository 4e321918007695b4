import Foundation
import LayoutConsoleLog
import LayoutExplain

// `explain-bench --bench`: the benchmark of docs/performance.md ("Explaining a console log"):
// a generated log of 1,000 reports in 10 MB, read, explained and written as JSON, best of 5.
// `explain-bench [--format json] [--layouts DIR] FILE…`: the phase-1 stand-in for
// `vflc explain` that bench/explain-corpus.py runs.
let args = Array(CommandLine.arguments.dropFirst())
if args.first == "--bench" {
    let reports = args.count > 1 ? Int(args[1]) ?? 1000 : 1000
    let text = BenchLog.make(reports: reports, bytes: 10_000_000)
    let bytes = Array(text.utf8)
    var best = Double.infinity
    var found = 0, conflicts = 0
    for _ in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = Explainer.explain(bytes: bytes, file: "bench.log")
        let json = ExplainJSONWriter.write([result])
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        best = min(best, seconds)
        found = result.reports.count
        conflicts = result.reports.filter { !$0.minimal.isEmpty }.count
        precondition(!json.isEmpty)
    }
    print("explain: \(bytes.count) bytes, \(found) reports (\(conflicts) with a minimal conflict): \(String(format: "%.3f", best)) s (best of 5)")
    exit(0)
}
var json = false
var layouts: String?
var files: [String] = []
var i = 0
while i < args.count {
    switch args[i] {
    case "--format": json = i + 1 < args.count && args[i + 1] == "json"; i += 1
    case "--layouts": layouts = i + 1 < args.count ? args[i + 1] : nil; i += 1
    default: files.append(args[i])
    }
    i += 1
}
let sources = LayoutSources(directory: layouts)
var results: [ExplainResult] = []
for path in files {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write("explain-bench: error: cannot read \(path)\n".data(using: .utf8)!)
        exit(2)
    }
    results.append(Explainer.explain(bytes: [UInt8](data), file: path, layouts: sources))
}
print(json ? ExplainJSONWriter.write(results) : ExplainTextWriter.write(results), terminator: "")
exit(results.contains { !$0.reports.isEmpty } ? 1 : 0)
