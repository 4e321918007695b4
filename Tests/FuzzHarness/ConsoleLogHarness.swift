import Foundation
import LayoutServer
import LayoutSource

/// The slot of the console-log reader (`vflc explain`, targets `LayoutConsoleLog` and
/// `LayoutExplain`, docs/explain.md once they land): the input as a pasted console log,
/// explained as text and as JSON through the command line. Promises kept: exit status 0 (no
/// report found) or 1 (reports found), the same for both formats, and the JSON parses.
///
/// Until `explain` is a command of this build (`vflc help explain` fails), `isAvailable` is
/// false and `Fuzz/fuzz ci` skips the target. If the library lands before the command, this
/// file is the one place to change: call `Explainer.explain(bytes:…)` and its writers here.
enum ConsoleLogHarness {
    /// Whether `vflc explain` exists in this build.
    static let isAvailable: Bool = InProcessTool.run(["help", "explain"]).status == 0

    static func run(_ bytes: [UInt8]) -> [String] {
        guard isAvailable else { return [] }
        let path = ScratchDirectory.write(bytes, to: "console.log", in: "console-log")
        let text = InProcessTool.run(["explain", path])
        var problems = InProcessTool.expect(text, [0, 1], "explain")
        let json = InProcessTool.run(["explain", path, "--format", "json"])
        problems += InProcessTool.expect(json, [text.status], "explain --format json (text exited \(text.status))")
        if (try? JSONValue.parse(Data(json.stdout.utf8))) == nil { problems.append("explain --format json wrote no JSON: \(json.stdout.prefix(500))") }
        return problems
    }
}
