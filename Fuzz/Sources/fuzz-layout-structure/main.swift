import Foundation
import FuzzHarness
import FuzzMain

// The `layout-structure` fuzz target (structure-aware: LayoutMutator).
// SwiftPM makes this file the program's `main`; libFuzzer's driver runs from here.
exit(LibFuzzer.main(FuzzTarget.named("layout-structure")!) { data, size in
    FuzzEntry.run(FuzzTarget.named("layout-structure")!, data, size)
})
