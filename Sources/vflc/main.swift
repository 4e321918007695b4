import Foundation
import LayoutDriver
import LayoutServer

// The executable is only process plumbing: streams, colour decision, exit status.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["lsp"] {
    // The language server owns the raw streams (Content-Length framing is byte-exact).
    exit(LanguageServer.run(input: .standardInput, output: .standardOutput))
}
let environment = ProcessInfo.processInfo.environment
let colored = isatty(STDERR_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil
    && environment["TERM"] != "dumb"
let io = ToolIO(
    stdout: { FileHandle.standardOutput.write($0.data(using: .utf8)!) },
    stderr: { FileHandle.standardError.write($0.data(using: .utf8)!) },
    stdin: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) },
    colored: colored)
exit(CommandLineTool.run(arguments, io: io))
