import Foundation
import LayoutServer
import LayoutSource

/// The console-log reader and the explainer (`LayoutConsoleLog`, `LayoutExplain`,
/// `Explainer.explain(bytes:)` through `vflc explain`, docs/explain.md): the input as a pasted
/// console log, explained as text and as JSON through the command line, with `--layouts` naming
/// a folder that holds a `.layout` file (`screen.layout`, which the dictionary's identifiers
/// name), so that generated constraints' identifiers are looked up and checked. Promises kept:
/// exit status 0 (no report found) or 1 (reports found), the same for both formats; the JSON
/// parses and lists reports exactly when the status is 1; and, for a quarter of the inputs, the
/// text is the same from one run to the next (the reports are solved in parallel).
enum ConsoleLogHarness {
    /// Whether `vflc explain` exists in this build (`Fuzz/fuzz ci` skips the target otherwise).
    static let isAvailable: Bool = InProcessTool.run(["help", "explain"]).status == 0

    /// The folder `--layouts` names, with its one `.layout` file.
    private static let layouts: String = {
        let file = ScratchDirectory.write(Array(ConfigurationHarness.document.utf8), to: "screen.layout", in: "console-log-layouts")
        return (file as NSString).deletingLastPathComponent
    }()

    static func run(_ bytes: [UInt8]) -> [String] {
        guard isAvailable else { return [] }
        let path = ScratchDirectory.write(bytes, to: "console.log", in: "console-log")
        let text = InProcessTool.run(["explain", path, "--layouts", layouts])
        var problems = InProcessTool.expect(text, [0, 1], "explain")
        let json = InProcessTool.run(["explain", path, "--layouts", layouts, "--format", "json"])
        problems += InProcessTool.expect(json, [text.status], "explain --format json (text exited \(text.status))")
        if let value = try? JSONValue.parse(Data(json.stdout.utf8)) {
            let reports = value["reports"]?.arrayValue?.count ?? -1
            if json.status == 0 && reports != 0 || json.status == 1 && reports <= 0 {
                problems.append("explain --format json exited \(json.status) with \(reports) reports")
            }
        } else {
            problems.append("explain --format json wrote no JSON: \(json.stdout.prefix(500))")
        }
        if PipelineHarness.hash(bytes) % 4 == 0 {
            let again = InProcessTool.run(["explain", path, "--layouts", layouts])
            if again.stdout != text.stdout || again.status != text.status { problems.append("explain's output differs between two runs") }
        }
        return problems
    }
}
