import Foundation
import LayoutCommandLine

// `vflc-build`: the command line without the language server and the preview, for the build
// plugins (`vflc emit`, `vflc check`): what a build needs, and quicker to build (docs/codegen.md,
// "A lean tool for builds"). Process plumbing only, as `vflc`'s: streams, colour, exit status.
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), io: .process()))
