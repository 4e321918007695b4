import Foundation
import LayoutSource
import LayoutWorkspace

/// The input as a folder's `.vflc.json`, read as every command reads it: `check` of a file,
/// `config --effective`, `fmt --check` of the folder (its `exclude` patterns), and `check` of
/// the folder or `render` of the file. The fixed documents beside it have warnings, suppressions and a text style,
/// so that the configuration's `diagnostics`, `strict`, `contentSizes`, `traits` and `devices`
/// all change what is reported. Promises kept: a configuration `Configuration.parse` refuses
/// stops every command with exit status 2 and its `config-error`; one it accepts never gives
/// 2 for the file, and `render` reports exactly what `check` does (and exits 1 for its errors,
/// not for warnings under `strict`, which is `check`'s).
enum ConfigurationHarness {
    /// Warnings only (a redundant constraint, an unused suppression), a suppressed unused
    /// metric and a Dynamic Type label: clean by default, an error under `strict` or a setting.
    static let document = """
    // vflc-ignore-file: unused-metric
    metrics {
      inset = 16
      spare = 3
    }
    label title style headline intrinsic 120x22
    view box
    H:|-inset-[title]-inset-|
    V:|-inset-[title]-[box(40)]
    H:|[box]|
    box.width == root.width // vflc-ignore: redundant-constraint
    box.height >= 40

    """
    /// Not in the canonical style, in a sub-folder an `exclude` pattern may name.
    static let unformatted = "view  a\nH:|[a]|\nV:|[a(  10 )]\n"

    static func run(_ bytes: [UInt8]) -> [String] {
        let folder = "configuration"
        let config = ScratchDirectory.write(bytes, to: Configuration.fileName, in: folder, rootConfiguration: false)
        let dir = (config as NSString).deletingLastPathComponent
        let file = ScratchDirectory.write(Array(document.utf8), to: "screen.layout", in: folder, rootConfiguration: false)
        _ = ScratchDirectory.write(Array(unformatted.utf8), to: "card.layout", in: folder + "/sub", rootConfiguration: false)

        // What the reader says on its own: the CLI must agree.
        let valid: Bool
        switch SourceFile.decode(path: Configuration.fileName, bytes: bytes) {
        case .success(let source): valid = (try? Configuration.parse(source, directory: dir).get()) != nil
        case .failure: valid = false
        }
        var problems: [String] = []
        func expect(_ run: InProcessTool.Run, _ allowed: Set<Int32>, _ what: String) {
            problems += InProcessTool.expect(run, allowed, what + (valid ? "" : " (configuration refused)"))
            if !valid, !run.output.contains("config-error") { problems.append("\(what): no config-error for a refused configuration") }
        }

        let check = InProcessTool.run(["check", file])
        expect(check, valid ? [0, 1] : [2], "check FILE")
        let format = PipelineHarness.hash(bytes) % 2 == 0 ? "text" : "json"
        expect(InProcessTool.run(["config", "--effective", file, "--format", format]), valid ? [0] : [2], "config --effective --format \(format)")
        expect(InProcessTool.run(["fmt", "--check", dir]), valid ? [0, 1, 2] : [2], "fmt --check DIR")
        // One more compile per input, picked by its hash (each costs as much as the rest).
        if PipelineHarness.hash(bytes) / 2 % 2 == 0 {
            expect(InProcessTool.run(["check", dir]), valid ? [0, 1, 2] : [2], "check DIR")
        } else {
            let render = InProcessTool.run(["render", file])
            // `strict` makes check's warnings exit 1, render's not (docs/configuration.md).
            expect(render, valid ? [check.errorCount > 0 ? 1 : 0] : [2], "render FILE (check: \(check.errorCount) errors)")
            if valid, render.stderr != check.stdout {
                problems.append("render's standard error is not what check prints:\n\(render.stderr.prefix(1500))\n---\n\(check.stdout.prefix(1500))")
            }
        }
        return problems
    }
}
