import Foundation
import LayoutPipeline
import LayoutServer
import LayoutSource

/// One document through the commands users run on it, in-process: `check`, then one of
/// `check --format F`, `render`, `emit uikit` or `check` again, and `fmt`, each on the file
/// written to the scratch folder, as `vflc` is run on a file. Besides not crashing or hanging, each keeps its
/// documented promises: exit statuses (0 clean, 1 layout errors; never 2 for a readable
/// file), `render` reports on standard error exactly what `check` prints (docs/configuration.md),
/// `emit` refuses a file `check` refuses, JSON and SARIF output parses and every location in
/// it lies inside the file, `fmt` is idempotent (docs/formatting.md) and output is the same
/// from one run to the next.
struct PipelineHarness: Sendable {
    /// The document's name: its extension picks the front end (`FrontEnds`).
    let fileName: String
    /// The scratch sub-folder.
    let folder: String
    /// Whether `fmt` reads the document (it formats `.layout` text only).
    let formats: Bool

    /// `.layout` text.
    static let layout = PipelineHarness(fileName: "Fuzz.layout", folder: "pipeline", formats: true)

    /// The formats of the second `check`, picked per input (each input always gets the same).
    private static let otherFormats = ["json", "sarif", "github", "xcode"]

    func run(_ bytes: [UInt8]) -> [String] {
        let path = ScratchDirectory.write(bytes, to: fileName, in: folder)
        let pick = Self.hash(bytes)
        // `check` in text always (the other commands are compared with it); then one more
        // compiling command per input, picked by its hash: each compile costs about as much
        // as the rest together, and the fuzzer's mutations reach every pick.
        let check = InProcessTool.run(["check", path])
        var problems = InProcessTool.expect(check, [0, 1], "check")
        switch pick % 4 {
        case 0: problems += checkFormat(path, pick / 4, check, bytes)
        case 1: problems += render(path, pick / 4, check)
        case 2: problems += emit(path, check)
        default:
            let again = InProcessTool.run(["check", path])
            if again.stdout != check.stdout || again.status != check.status { problems.append("check's output differs between two runs") }
        }
        if formats { problems += Self.formatting(path) }
        return problems
    }

    /// `check --format F`: the status of text's, output that parses and locations inside the file.
    private func checkFormat(_ path: String, _ pick: Int, _ check: InProcessTool.Run, _ bytes: [UInt8]) -> [String] {
        let format = Self.otherFormats[pick % Self.otherFormats.count]
        let formatted = InProcessTool.run(["check", path, "--format", format])
        return InProcessTool.expect(formatted, [check.status], "check --format \(format) (check exited \(check.status))")
            + OutputChecks.diagnostics(formatted.stdout, format: format, document: bytes)
    }

    /// `render`: check's status, check's text on standard error, JSON that parses.
    private func render(_ path: String, _ pick: Int, _ check: InProcessTool.Run) -> [String] {
        let format = ["frames", "svg", "json"][pick % 3]
        let render = InProcessTool.run(["render", path, "--format", format])
        var problems = InProcessTool.expect(render, [check.status], "render --format \(format) (check exited \(check.status))")
        if render.stderr != check.stdout {
            problems.append("render's standard error is not what check prints:\n\(render.stderr.prefix(1500))\n---\n\(check.stdout.prefix(1500))")
        }
        if render.status == 0, format == "json", (try? JSONValue.parse(Data(render.stdout.utf8))) == nil {
            problems.append("render --format json wrote no JSON: \(render.stdout.prefix(500))")
        }
        return problems
    }

    /// `emit uikit`: a file check refuses is refused; one it accepts is written or refused (1).
    /// Another front end's document is a usage error (2) that names `vflc import`, which
    /// writes the `.layout` files emit reads (docs/interface-builder.md).
    private func emit(_ path: String, _ check: InProcessTool.Run) -> [String] {
        let emit = InProcessTool.run(["emit", "uikit", path])
        guard FrontEnds.isLayoutText(path) else {
            let problems = InProcessTool.expect(emit, [2], "emit uikit of \(fileName)")
            return problems.isEmpty && !emit.stderr.contains("vflc import") ? ["emit uikit of \(fileName) does not name vflc import: \(emit.stderr.prefix(500))"] : problems
        }
        return InProcessTool.expect(emit, check.status == 0 ? [0, 1] : [1], "emit uikit (check exited \(check.status))")
    }

    /// `fmt`: 0 (printed) or 1 (syntax errors); the printed text formats to itself.
    private static func formatting(_ path: String) -> [String] {
        let first = InProcessTool.run(["fmt", path])
        var problems = InProcessTool.expect(first, [0, 1], "fmt")
        guard first.status == 0 else { return problems }
        let second = InProcessTool.run(["fmt", "-"], stdin: Array(first.stdout.utf8))
        problems += InProcessTool.expect(second, [0], "fmt of fmt's output")
        if second.status == 0, second.stdout != first.stdout {
            problems.append("fmt is not idempotent:\n\(first.stdout.prefix(1500))\n---\n\(second.stdout.prefix(1500))")
        }
        return problems
    }

    /// FNV-1a: a choice that is the same every time one input is run.
    static func hash(_ bytes: [UInt8]) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: h >> 1)
    }
}
