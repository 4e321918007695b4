import Foundation
import LayoutSource
import Synchronization

/// Writes framed messages to the output, one whole message at a time, from any thread.
final class MessageWriter: Sendable {
    private let output: FileHandle
    /// Whether output has stopped; held while a message is written, so messages never interleave.
    private let closed = Mutex(false)

    init(output: FileHandle) { self.output = output }

    /// Sends one message; silently drops it after `close()` or when the client is gone.
    func send(_ message: JSONValue) { send(serialized: message.serialized()) }

    /// Sends one message already written as JSON text.
    func send(serialized text: String) { write(MessageFramer.frame(text)) }

    /// Sends one message already written as JSON in UTF-8 (the diagnostics, the semantic
    /// tokens: hundreds of kilobytes, not made a `String` to be split into bytes again).
    func send(serialized bytes: [UInt8]) { write(MessageFramer.frame(bytes: bytes)) }

    private func write(_ data: Data) {
        closed.withLock { closed in
            guard !closed else { return }
            do { try output.write(contentsOf: data) } catch { closed = true }
        }
    }

    /// Stops all further output (after `exit`, late check results must not be written).
    func close() {
        closed.withLock { $0 = true }
    }
}
