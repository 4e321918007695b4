import Foundation
import FuzzHarness
import FuzzMain

// The `interface-builder` fuzz target (InterfaceBuilderHarness).
// SwiftPM makes this file the program's `main`; libFuzzer's driver runs from here.
exit(LibFuzzer.main(FuzzTarget.named("interface-builder")!) { data, size in
    FuzzEntry.run(FuzzTarget.named("interface-builder")!, data, size)
})
