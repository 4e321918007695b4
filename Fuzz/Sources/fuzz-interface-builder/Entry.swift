import FuzzHarness
import FuzzMain

// The `interface-builder` fuzz target (a slot: InterfaceBuilderHarness).
private let target = FuzzTarget.named("interface-builder")!

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<Int32>?, _ argv: UnsafeMutableRawPointer?) -> Int32 {
    FuzzEntry.initialize(target)
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntry.run(target, data, size)
}
