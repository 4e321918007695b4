import Foundation
import FuzzHarness
import FuzzMain

// The `configuration` fuzz target (docs/fuzzing.md).
// SwiftPM makes this file the program's `main`; libFuzzer's driver runs from here.
exit(LibFuzzer.main(FuzzTarget.named("configuration")!) { data, size in
    FuzzEntry.run(FuzzTarget.named("configuration")!, data, size)
})
