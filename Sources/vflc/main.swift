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
// `vflc lsp`: the language server owns the raw streams (Content-Length framing is byte-exact).
exit(CommandLineTool.run(arguments, io: .process()) { _ in
    LanguageServer.run(input: .standardInput, output: .standardOutput)
})
