import Foundation
import FuzzHarness
import FuzzMain

// The `server` fuzz target (framing-aware: ServerStreamMutator).
// SwiftPM makes this file the program's `main`; libFuzzer's driver runs from here.
exit(LibFuzzer.main(FuzzTarget.named("server")!) { data, size in
    FuzzEntry.run(FuzzTarget.named("server")!, data, size)
})
