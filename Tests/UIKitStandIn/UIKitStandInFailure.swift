// The stand-in's programmer errors. UIKit raises an Objective-C exception for these, which
// terminates an app; the stand-in traps the same way so a test of generated code that makes
// one of them fails loudly instead of recording a layout UIKit would never run.

/// Stops the process with UIKit's message for a programmer error.
@inline(never)
func standInProgrammerError(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
    fatalError("UIKit stand-in: programmer error (UIKit raises an exception here): \(message)", file: file, line: line)
}
