import Foundation
import FuzzHarness
import FuzzMain

// The `console-log` fuzz target (ConsoleLogHarness).
// SwiftPM makes this file the program's `main`; libFuzzer's driver runs from here.
exit(LibFuzzer.main(FuzzTarget.named("console-log")!) { data, size in
    FuzzEntry.run(FuzzTarget.named("console-log")!, data, size)
})
