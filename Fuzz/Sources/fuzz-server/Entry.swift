import FuzzHarness
import FuzzMain

// The `server` fuzz target (framing-aware: ServerStreamMutator).
private let target = FuzzTarget.named("server")!

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<Int32>?, _ argv: UnsafeMutableRawPointer?) -> Int32 {
    FuzzEntry.initialize(target)
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntry.run(target, data, size)
}

@_cdecl("LLVMFuzzerCustomMutator")
public func customMutator(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
    let result = ServerStreamMutator.mutate(LibFuzzer.bytes(data, size), maxSize: maxSize, seed: seed, bytes: LibFuzzer.mutate)
    return LibFuzzer.store(result, into: data, maxSize: maxSize)
}
