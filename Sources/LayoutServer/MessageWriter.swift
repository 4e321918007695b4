import Foundation
import LayoutSource

/// Writes framed messages to the output, one whole message at a time, from any thread.
final class MessageWriter: @unchecked Sendable {
    private let output: FileHandle
    private let lock = NSLock()
    private var closed = false

    init(output: FileHandle) { self.output = output }

    /// Sends one message; silently drops it after `close()` or when the client is gone.
    func send(_ message: JSONValue) { send(serialized: message.serialized()) }

    /// Sends one message already written as JSON text.
    func send(serialized text: String) {
        let data = MessageFramer.frame(text)
        lock.lock()
        defer { lock.unlock() }
        guard !closed else { return }
        do { try output.write(contentsOf: data) } catch { closed = true }
    }

    /// Stops all further output (after `exit`, late check results must not be written).
    func close() {
        lock.lock()
        closed = true
        lock.unlock()
    }
}
