import Foundation
import LayoutCommandLine
import LayoutServer

// The executable is only process plumbing: streams, colour decision, exit status.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "preview" {
    // A long-running server: it owns the process until SIGINT.
    exit(PreviewCommand.main(arguments, stdout: { FileHandle.standardOutput.write(Data($0.utf8)) },
                             stderr: { FileHandle.standardError.write(Data($0.utf8)) }))
}
let environment = ProcessInfo.processInfo.environment
let colored = isatty(STDERR_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil
    && environment["TERM"] != "dumb"
let io = ToolIO(
    stdout: { FileHandle.standardOutput.write($0.data(using: .utf8)!) },
    stderr: { FileHandle.standardError.write($0.data(using: .utf8)!) },
    stdin: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) },
    colored: colored)
// `vflc lsp`: the language server owns the raw streams (Content-Length framing is byte-exact).
exit(CommandLineTool.run(arguments, io: io) { _ in
    LanguageServer.run(input: .standardInput, output: .standardOutput)
})
