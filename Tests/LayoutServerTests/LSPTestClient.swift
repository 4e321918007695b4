import Foundation
@testable import LayoutServer
import LayoutIDE
import LayoutSource
import XCTest

/// A client end for tests: writes framed messages to the server's input and collects the
/// server's messages from its output on a background thread.
///
/// It keeps the raw bytes it received so a test can check the framing byte for byte.
final class LSPTestClient: @unchecked Sendable {
    let toServer: FileHandle
    private let fromServer: FileHandle
    private let condition = NSCondition()
    private var messages: [JSONValue] = []
    private var rawBytes: [UInt8] = []
    private var framingErrors: [String] = []
    private var ended = false
    private var nextID = 1

    init(toServer: FileHandle, fromServer: FileHandle) {
        self.toServer = toServer
        self.fromServer = fromServer
        let thread = Thread { [self] in readLoop() }
        thread.start()
    }

    private func readLoop() {
        var framer = MessageFramer()
        while true {
            let chunk = fromServer.availableData
            condition.lock()
            if chunk.isEmpty {
                ended = true
                condition.broadcast()
                condition.unlock()
                return
            }
            rawBytes += chunk
            framer.append(chunk)
            while let item = framer.next() {
                switch item {
                case .body(let body):
                    if let v = try? JSONValue.parse(Data(body)) { messages.append(v) } else {
                        framingErrors.append("body is not JSON: \(String(decoding: body, as: UTF8.self))")
                    }
                case .malformedHeader(let why): framingErrors.append(why)
                }
            }
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Sends raw bytes (for malformed-message tests).
    func sendRaw(_ bytes: Data) { toServer.write(bytes) }

    /// Sends a JSON body with correct framing.
    func send(_ message: JSONValue) { sendRaw(MessageFramer.frame(message.serialized())) }

    /// Sends a request and returns its id.
    @discardableResult
    func request(_ method: String, _ params: JSONValue) -> Int {
        let id = nextID
        nextID += 1
        send(.object([("jsonrpc", .string("2.0")), ("id", .number(Double(id))), ("method", .string(method)), ("params", params)]))
        return id
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: JSONValue) {
        send(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
    }

    /// Waits for (and removes) the first message satisfying `matches`.
    func waitFor(timeout: TimeInterval = 20, _ what: String, _ matches: (JSONValue) -> Bool) -> JSONValue? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let i = messages.firstIndex(where: matches) { return messages.remove(at: i) }
            if ended || !condition.wait(until: deadline) {
                XCTFail("timed out waiting for \(what); have \(messages.map { $0.serialized() })")
                return nil
            }
        }
    }

    /// Waits for the response to request `id`.
    func response(to id: Int) -> JSONValue? {
        waitFor("response to \(id)") { $0["id"]?.intValue == id && $0["method"] == nil }
    }

    /// Waits for the next diagnostics published for `uri`.
    func diagnostics(for uri: String) -> JSONValue? {
        waitFor("diagnostics for \(uri)") {
            $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri
        }
    }

    /// Messages received and not yet taken.
    var pending: [JSONValue] {
        condition.lock()
        defer { condition.unlock() }
        return messages
    }

    /// Everything the server wrote, byte for byte.
    var received: [UInt8] {
        condition.lock()
        defer { condition.unlock() }
        return rawBytes
    }

    /// Framing problems seen in the server's output (must stay empty).
    var errors: [String] {
        condition.lock()
        defer { condition.unlock() }
        return framingErrors
    }

    /// Waits until the server closes its output.
    func waitForEnd(timeout: TimeInterval = 20) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while !ended { if !condition.wait(until: deadline) { return false } }
        return true
    }
}

/// A server running in this process on a thread, connected through pipes.
final class InProcessServer: @unchecked Sendable {
    let client: LSPTestClient
    private let input = Pipe()
    private let output = Pipe()
    private let done = DispatchSemaphore(value: 0)
    private var status: Int32?

    init(options: ServerOptions = ServerOptions(debounceMilliseconds: 20),
         analyze: (@Sendable (SourceFile) -> DocumentAnalysis)? = nil) {
        client = LSPTestClient(toServer: input.fileHandleForWriting, fromServer: output.fileHandleForReading)
        let thread = Thread { [self] in
            status = LanguageServer.run(input: input.fileHandleForReading, output: output.fileHandleForWriting, options: options,
                                        analyze: analyze)
            try? output.fileHandleForWriting.close()
            done.signal()
        }
        thread.start()
    }

    /// Closes the server's input (as a client that dies would).
    func closeInput() { try? input.fileHandleForWriting.close() }

    /// The server's exit status, once it has returned.
    func waitForStatus(timeout: TimeInterval = 20) -> Int32? {
        guard done.wait(timeout: .now() + timeout) == .success else { return nil }
        return status
    }
}

extension JSONValue {
    /// The value with object keys sorted, as parsed values have them, for comparisons.
    var canonical: JSONValue { (try? JSONValue.parse(Data(serialized().utf8))) ?? self }
}
