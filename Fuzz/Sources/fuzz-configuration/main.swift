import Foundation
import FuzzHarness
import FuzzMain

// The `configuration` fuzz target (docs/testing.md, "Fuzzing").
// SwiftPM makes this file the program's `main`; libFuzzer's driver runs from here.
exit(LibFuzzer.main(FuzzTarget.named("configuration")!) { data, size in
    FuzzEntry.run(FuzzTarget.named("configuration")!, data, size)
})
