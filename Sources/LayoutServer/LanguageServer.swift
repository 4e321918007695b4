import Foundation
import LayoutIDE
import LayoutSource
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `vflc lsp` entry point: a Language Server Protocol server over a byte stream.
public enum LanguageServer {
    /// Serves one client until `exit` or the end of `input`.
    ///
    /// Returns the exit status the LSP specifies: 0 after `shutdown` then `exit`, 1 when the
    /// client exits (or closes the stream) without `shutdown`.
    public static func run(input: FileHandle, output: FileHandle) -> Int32 {
        run(input: input, output: output, options: ServerOptions())
    }

    /// `run(input:output:)` with explicit options (tests shorten the debounce).
    public static func run(input: FileHandle, output: FileHandle, options: ServerOptions) -> Int32 {
        run(input: input, output: output, options: options, analyze: nil)
    }

    /// `run` with a stand-in for the pipeline (tests).
    static func run(input: FileHandle, output: FileHandle, options: ServerOptions,
                    analyze: (@Sendable (SourceFile) -> DocumentAnalysis)?) -> Int32 {
        // A client that goes away must not kill us with SIGPIPE mid-write.
        signal(SIGPIPE, SIG_IGN)
        let writer = MessageWriter(output: output)
        let session = ServerSession(options: options, send: writer.send, analyze: analyze,
                                    sendSerialized: { writer.send(serialized: $0) })
        var framer = MessageFramer()
        var status: Int32?
        var buffer = [UInt8](repeating: 0, count: 65536)
        while status == nil {
            let count = readChunk(input.fileDescriptor, into: &buffer)
            if count == 0 { break }
            framer.append(buffer[0..<count])
            while status == nil, let item = framer.next() {
                status = session.receiveSync(item)
            }
        }
        writer.close()
        return status ?? session.statusAtEndOfInput
    }

    /// Reads the next bytes of `fd` into `buffer`: their count, 0 at the end of the input or on
    /// a read error. A read that a signal interrupts (EINTR) is retried: Foundation's
    /// `FileHandle.availableData` stops the process there instead (found by the server fuzz
    /// target, whose libFuzzer installs signal handlers; a debugger or a client's job control
    /// can do the same).
    static func readChunk(_ fd: Int32, into buffer: inout [UInt8]) -> Int {
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n >= 0 { return n }
            if errno != EINTR { return 0 }
        }
    }
}
