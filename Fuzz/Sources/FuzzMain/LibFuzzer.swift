import Foundation
import FuzzHarness

/// libFuzzer's driver, run from the executable's `main` with the process's arguments
/// (SwiftPM gives each executable a `main` of its own, so libFuzzer's is not linked in).
@_extern(c, "LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<Int32>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

/// libFuzzer's own mutator (its default mutations, dictionary included), which the
/// structure-aware mutators use for byte-level edits of one piece.
@_extern(c, "LLVMFuzzerMutate")
func LLVMFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int

/// The bridge between libFuzzer's C entry points and the harness (`FuzzHarness`).
public enum LibFuzzer {
    /// Runs `target` under libFuzzer with the command line's options (after the harness's
    /// own jobs, `FuzzEntry.initialize`); `callback` is `LLVMFuzzerTestOneInput`.
    public static func main(_ target: FuzzTarget, _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32 {
        FuzzEntry.initialize(target)
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        return LLVMFuzzerRunDriver(&argc, &argv, callback)
    }

    /// `bytes` after one of libFuzzer's mutations, with room to grow.
    public static func mutate(_ bytes: [UInt8]) -> [UInt8] {
        var buffer = bytes + [UInt8](repeating: 0, count: max(64, bytes.count))
        let capacity = buffer.count
        let size = buffer.withUnsafeMutableBufferPointer { LLVMFuzzerMutate($0.baseAddress!, bytes.count, capacity) }
        return Array(buffer.prefix(size))
    }

    /// Copies `result` into libFuzzer's buffer (`maxSize` bytes at `data`); returns its size.
    public static func store(_ result: [UInt8], into data: UnsafeMutablePointer<UInt8>, maxSize: Int) -> Int {
        let n = min(result.count, maxSize)
        result.withUnsafeBufferPointer { source in
            if n > 0 { data.update(from: source.baseAddress!, count: n) }
        }
        return n
    }

    /// The `size` bytes at `data`.
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }
}

/// libFuzzer's archive holds its own `main`, which calls `LLVMFuzzerTestOneInput`. The
/// executables' `main` is SwiftPM's (`--defsym main=…`), which runs libFuzzer's driver with the
/// target's callback instead, so this is never called; a release build drops the archive's
/// `main` with the unused sections, a debug build keeps it and needs the symbol to link.
@_cdecl("LLVMFuzzerTestOneInput")
public func unusedTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fatalError("libFuzzer's own main ran instead of the target's (Fuzz/Sources/FuzzMain)")
}
