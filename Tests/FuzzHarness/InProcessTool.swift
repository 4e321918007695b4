import Foundation
import LayoutCommandLine

/// `vflc ARGS…` run in-process through `CommandLineTool.run` (what `Sources/vflc/main.swift`
/// calls), with buffers for streams: the command line exactly as users reach it, minus the
/// process.
enum InProcessTool {
    /// One run's status and output.
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Both streams, for messages.
        var output: String { stdout + stderr }
        /// The errors counted by `check`'s summary line ("2 errors and 1 warning in 1 file"; none without it).
        var errorCount: Int {
            guard let line = stderr.split(separator: "\n").last(where: { $0.hasSuffix(" file") || $0.hasSuffix(" files") }),
                  let n = Int(line.prefix { $0.isNumber }) else { return 0 }
            return n
        }
    }

    private final class Buffers {
        var stdout = ""
        var stderr = ""
    }

    /// Runs `vflc arguments…` with `stdin` as standard input.
    static func run(_ arguments: [String], stdin: [UInt8] = []) -> Run {
        let buffers = Buffers()
        let io = ToolIO(stdout: { buffers.stdout += $0 }, stderr: { buffers.stderr += $0 }, stdin: { stdin }, colored: false)
        let status = CommandLineTool.run(arguments, io: io)
        return Run(status: status, stdout: buffers.stdout, stderr: buffers.stderr)
    }

    /// `problem` unless `run`'s status is one of `allowed`, with what it printed.
    static func expect(_ run: Run, _ allowed: Set<Int32>, _ what: String) -> [String] {
        guard !allowed.contains(run.status) else { return [] }
        return ["\(what) exited \(run.status) (expected \(allowed.sorted())): \(run.output.prefix(2000))"]
    }
}

/// This process's own folder for the files the targets write (the document under test, a
/// `.vflc.json`): under the system's temporary directory, with a `"root": true` configuration
/// so that nothing above it applies; removed when the process exits normally.
enum ScratchDirectory {
    /// The folder's path.
    static let path: String = {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vflc-fuzz-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: ScratchDirectory.path) }
        return dir
    }()

    /// Writes `bytes` to `name` in a sub-folder `folder` (created, with a root configuration
    /// when `rootConfiguration`); returns the file's path.
    static func write(_ bytes: [UInt8], to name: String, in folder: String, rootConfiguration: Bool = true) -> String {
        let dir = path + "/" + folder
        if !FileManager.default.fileExists(atPath: dir) {
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            if rootConfiguration { _ = FileManager.default.createFile(atPath: dir + "/.vflc.json", contents: Data(#"{ "root": true }"#.utf8)) }
        }
        let file = dir + "/" + name
        // Not atomic: one process, one input at a time, and a crash leaves the input in libFuzzer's artifact anyway.
        _ = FileManager.default.createFile(atPath: file, contents: Data(bytes))
        return file
    }
}
