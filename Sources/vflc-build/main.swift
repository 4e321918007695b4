import Foundation
import LayoutCommandLine

// `vflc-build`: the command line without the language server and the preview, for the build
// plugins (`vflc emit`, `vflc check`): what a build needs, and quicker to build (docs/codegen.md,
// "A lean tool for builds"). Process plumbing only, as `vflc`'s: streams, colour, exit status.
let environment = ProcessInfo.processInfo.environment
let colored = isatty(STDERR_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil
    && environment["TERM"] != "dumb"
let io = ToolIO(
    stdout: { FileHandle.standardOutput.write($0.data(using: .utf8)!) },
    stderr: { FileHandle.standardError.write($0.data(using: .utf8)!) },
    stdin: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) },
    colored: colored)
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), io: io))
