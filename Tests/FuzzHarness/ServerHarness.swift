import Foundation
import LayoutServer
import LayoutSource
import LayoutWorkspace

/// The input as everything a client writes to `vflc lsp --stdio`, then the end of the stream:
/// `LanguageServer.run` (what `vflc lsp` runs) reads it from a pipe and writes to another,
/// as with a real client. Promises kept: the exit status is 0 or 1 (the protocol's), and
/// everything the server writes is framed and JSON-RPC (`Content-Length`, a JSON object with
/// `"jsonrpc": "2.0"`), whatever came in (RobustnessTests asks the same of fixed garbage).
///
/// The run ends when the server's last background check has: the session holds the output
/// handle (through its writer) until then, so the handle's release is the signal (and then
/// no other thread of the process is running: `Quiescence`). That keeps
/// one input's work inside its own run, so a crash is blamed on the input that caused it and
/// a leak check sees everything freed.
enum ServerHarness {
    /// Checks start at once (no debounce), so a run's checks finish soon after its input.
    private static let options = ServerOptions(debounceMilliseconds: 0)

    static func run(_ bytes: [UInt8]) -> [String] {
        let input = Pipe(), output = Pipe()
        let feeder = input.fileHandleForWriting
        // Written from another thread: an input larger than the pipe's buffer would block.
        let fed = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            try? feeder.write(contentsOf: bytes)
            try? feeder.close()
            fed.signal()
        }
        let reader = output.fileHandleForReading
        let received = ReceivedBytes()
        DispatchQueue.global().async {
            received.data = (try? reader.readToEnd()) ?? Data()
            received.done.signal()
        }

        weak var serverOutput: FileHandle?
        let status: Int32 = {
            // A handle of our own on the pipe, not closed when released, that only the server holds.
            let handle = FileHandle(fileDescriptor: output.fileHandleForWriting.fileDescriptor, closeOnDealloc: false)
            serverOutput = handle
            return LanguageServer.run(input: input.fileHandleForReading, output: handle, options: options)
        }()
        var problems: [String] = []
        let deadline = Date().addingTimeInterval(120)
        while serverOutput != nil {
            if Date() > deadline {
                problems.append("the server's background checks were still running 120 s after its input ended")
                break
            }
            usleep(100)
        }
        // The handle is released as the session's deinit starts; the session's documents are
        // freed after it, on the thread that let it go. Wait for that thread too, or a leak
        // check in between would see memory half freed.
        Quiescence.waitForOtherThreads()
        try? output.fileHandleForWriting.close()
        // After `exit` the server reads no more: closing our end makes a feeder blocked on a full pipe fail (EPIPE) and stop.
        try? input.fileHandleForReading.close()
        fed.wait()
        received.done.wait()
        try? reader.close()

        if status != 0 && status != 1 { problems.append("the server exited \(status)") }
        problems += framingProblems(Array(received.data))
        return problems
    }

    /// Whether `body` is a JSON object whose `jsonrpc` is "2.0". vflc's own strict reader
    /// (`LocatedJSONReader`), not Foundation's: parsing every message back through
    /// `JSONSerialization` took a sixth of the target's time. Its nesting limit is the
    /// configuration's, not the protocol's: deeper output is read by Foundation instead.
    private static func isJSONRPC(_ body: [UInt8]) -> Bool {
        let source: SourceFile
        switch SourceFile.decode(path: "message", bytes: body) {
        case .success(let s): source = s
        case .failure: return false
        }
        switch LocatedJSONReader.parse(source) {
        case .success(let located):
            guard case .object(let members) = located.value else { return false }
            return members.contains { m in
                if m.key == "jsonrpc", case .string("2.0") = m.value.value { return true }
                return false
            }
        case .failure(let e) where e.message.contains("nest"):
            guard let message = try? JSONValue.parse(Data(body)) else { return false }
            return message.isObject && message["jsonrpc"]?.stringValue == "2.0"
        case .failure:
            return false
        }
    }

    private final class ReceivedBytes: @unchecked Sendable {
        // Written once by the reading thread before `done` is signalled, read after the wait.
        var data = Data()
        let done = DispatchSemaphore(value: 0)
    }

    /// Every message the server wrote is a framed JSON-RPC object, and nothing trails them.
    static func framingProblems(_ bytes: [UInt8]) -> [String] {
        var framer = MessageFramer()
        framer.append(bytes)
        var problems: [String] = []
        while let item = framer.next() {
            switch item {
            case .malformedHeader(let why):
                problems.append("the server wrote a malformed header: \(why)")
            case .body(let body):
                if !isJSONRPC(body) {
                    problems.append("the server wrote a body that is no JSON-RPC object: \(String(decoding: body.prefix(300), as: UTF8.self))")
                }
            }
        }
        if framer.pendingByteCount > 0 { problems.append("the server's output ends inside a message (\(framer.pendingByteCount) bytes)") }
        return problems
    }
}
