import Foundation
import LayoutCommandLine
import TestSupport

/// Runs `vflc` in-process from the package root, so that paths in its output are the
/// relative ones a user types after cloning (`Samples/card.layout`), whatever directory the
/// test runner starts in.
enum VFLCRunner {
    /// One run's exit status and captured streams.
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// `vflc ARGS…`, with colour off as on a CI log.
    static func run(_ arguments: [String]) -> Run {
        let files = FileManager.default
        let previous = files.currentDirectoryPath
        // Tests run one at a time in one process, so moving the working directory for the
        // duration of a call cannot race with another test.
        _ = files.changeCurrentDirectoryPath(RepoPaths.root)
        defer { _ = files.changeCurrentDirectoryPath(previous) }
        var out = "", err = ""
        let io = ToolIO(stdout: { out += $0 }, stderr: { err += $0 }, stdin: { [] }, colored: false)
        let status = CommandLineTool.run(arguments, io: io)
        return Run(status: status, stdout: out, stderr: err)
    }

    /// The text of a file in the package.
    static func read(_ relative: String) throws -> String {
        try String(contentsOfFile: RepoPaths.path(relative), encoding: .utf8)
    }
}
