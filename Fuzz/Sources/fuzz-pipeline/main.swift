import Foundation
import FuzzHarness
import FuzzMain

// The `pipeline` fuzz target (docs/fuzzing.md).
// SwiftPM makes this file the program's `main`; libFuzzer's driver runs from here.
exit(LibFuzzer.main(FuzzTarget.named("pipeline")!) { data, size in
    FuzzEntry.run(FuzzTarget.named("pipeline")!, data, size)
})
