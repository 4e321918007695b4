import FuzzHarness
import FuzzMain

// libFuzzer calls these instead of its own mutations (docs/fuzzing.md).
@_cdecl("LLVMFuzzerCustomMutator")
public func customMutator(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
    let result = ServerStreamMutator.mutate(LibFuzzer.bytes(data, size), maxSize: maxSize, seed: seed, bytes: LibFuzzer.mutate)
    return LibFuzzer.store(result, into: data, maxSize: maxSize)
}
