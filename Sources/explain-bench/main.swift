import Foundation
import LayoutExplain

// The explainer's benchmark (docs/performance.md, "Explaining a console log"); the command is
// `vflc explain`, this executable only measures it and makes its input:
//
//   explain-bench --bench [REPORTS]        a generated log of REPORTS (1,000) reports in 10 MB,
//                                          read, explained and written as JSON in-process, best of 5
//   explain-bench --write-log PATH [--reports N] [--bytes N]
//                                          the same log written to PATH, for timing the whole
//                                          `vflc explain PATH --format json` process
let args = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("explain-bench: error: \(message)\n".utf8))
    exit(2)
}

/// The value after `flag`, as a positive integer, or `fallback`.
func number(_ flag: String, _ fallback: Int) -> Int {
    guard let i = args.firstIndex(of: flag) else { return fallback }
    guard i + 1 < args.count, let n = Int(args[i + 1]), n > 0 else { fail("\(flag) needs a positive number") }
    return n
}

switch args.first {
case "--bench":
    let reports = args.count > 1 ? Int(args[1]) ?? 1000 : 1000
    let bytes = Array(BenchLog.make(reports: reports, bytes: 10_000_000).utf8)
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
case "--write-log":
    guard args.count > 1, !args[1].hasPrefix("--") else { fail("--write-log needs a PATH") }
    let text = BenchLog.make(reports: number("--reports", 1000), bytes: number("--bytes", 10_000_000))
    do { try Data(text.utf8).write(to: URL(fileURLWithPath: args[1]), options: .atomic) } catch { fail("cannot write \(args[1]): \(error)") }
    print("\(args[1]): \(text.utf8.count) bytes")
default:
    fail("usage: explain-bench --bench [REPORTS] | --write-log PATH [--reports N] [--bytes N] (the command is `vflc explain`)")
}
