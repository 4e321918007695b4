import Foundation
import LayoutDriver

// The executable is only process plumbing: streams, colour decision, exit status.
setvbuf(stdout, nil, _IOFBF, 1 << 16)
let environment = ProcessInfo.processInfo.environment
let colored = isatty(STDERR_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil
    && environment["TERM"] != "dumb"
let io = ToolIO(
    stdout: { FileHandle.standardOutput.write($0.data(using: .utf8)!) },
    stderr: { FileHandle.standardError.write($0.data(using: .utf8)!) },
    stdin: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) },
    colored: colored)
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), io: io))
