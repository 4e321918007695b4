import Foundation
import LayoutConsoleLog

for path in CommandLine.arguments.dropFirst() {
    let data = FileManager.default.contents(atPath: path) ?? Data()
    let reports = ConsoleLogReader.reports(in: [UInt8](data))
    print("== \(path): \(reports.count) report(s)")
    for r in reports {
        print("  report line \(r.line) \(r.platform) header=\(r.hasHeader) n=\(r.constraints.count) elided=\(r.elided) breakingLine=\(r.hasBreakingLine)")
        for c in r.constraints {
            switch c.parse {
            case .understood(let d): print("    ok  \(d.equation.text)\(d.priority.map { " @\($0)" } ?? "")")
            case .notUnderstood(_, let reason): print("    NO  \(reason) :: \(c.text.prefix(140))")
            }
        }
        if let b = r.broken {
            print("    broken: \(b.understood ? "ok" : "NO") \(b.parse.header?.address ?? "-") \(b.text.prefix(100))")
        }
    }
}
