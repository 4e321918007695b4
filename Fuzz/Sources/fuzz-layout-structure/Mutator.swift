import FuzzHarness
import FuzzMain

// libFuzzer calls these instead of its own mutations (docs/fuzzing.md).
@_cdecl("LLVMFuzzerCustomMutator")
public func customMutator(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
    let result = LayoutMutator.mutate(LibFuzzer.bytes(data, size), maxSize: maxSize, seed: seed, bytes: LibFuzzer.mutate)
    return LibFuzzer.store(result, into: data, maxSize: maxSize)
}

@_cdecl("LLVMFuzzerCustomCrossOver")
public func customCrossOver(_ data1: UnsafePointer<UInt8>?, _ size1: Int, _ data2: UnsafePointer<UInt8>?, _ size2: Int,
                            _ out: UnsafeMutablePointer<UInt8>, _ maxOutSize: Int, _ seed: UInt32) -> Int {
    let result = LayoutMutator.crossOver(LibFuzzer.bytes(data1, size1), LibFuzzer.bytes(data2, size2), maxSize: maxOutSize, seed: seed)
    return LibFuzzer.store(result, into: out, maxSize: maxOutSize)
}
