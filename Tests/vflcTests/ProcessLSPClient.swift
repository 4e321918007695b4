import Foundation
import LayoutServer
import LayoutSource
import XCTest

/// A protocol client for a `vflc lsp` process: writes framed messages to its standard input
/// and collects what it writes to standard output on a background thread.
final class ProcessLSPClient: @unchecked Sendable {
    let process: Process
    private let toServer: FileHandle
    private let condition = NSCondition()
    private var messages: [JSONValue] = []
    private var framingErrors: [String] = []
    private var ended = false
    private var nextID = 1

    /// Starts `vflc ARGS…` (the arguments an editor passes).
    init(arguments: [String]) throws {
        process = try BuiltExecutable.start(arguments)
        toServer = (process.standardInput as! Pipe).fileHandleForWriting
        let fromServer = (process.standardOutput as! Pipe).fileHandleForReading
        Thread { [self] in readLoop(fromServer) }.start()
    }

    private func readLoop(_ handle: FileHandle) {
        var framer = MessageFramer()
        while true {
            let chunk = handle.availableData
            condition.lock()
            defer { condition.broadcast(); condition.unlock() }
            if chunk.isEmpty { ended = true; return }
            framer.append(chunk)
            while let item = framer.next() {
                switch item {
                case .body(let body):
                    if let v = try? JSONValue.parse(Data(body)) { messages.append(v) } else {
                        framingErrors.append("not JSON: \(String(decoding: body, as: UTF8.self))")
                    }
                case .malformedHeader(let why): framingErrors.append(why)
                }
            }
        }
    }

    /// Sends a request; returns its id.
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

    private func send(_ message: JSONValue) { toServer.write(MessageFramer.frame(message.serialized())) }

    /// Answers a request the server sent (`workspace/configuration`) with `result`.
    func respond(to request: JSONValue, result: JSONValue) {
        send(.object([("jsonrpc", .string("2.0")), ("id", request["id"] ?? .null), ("result", result)]))
    }

    /// Waits for (and removes) the next request the server sends with `method`.
    func serverRequest(_ method: String) -> JSONValue? {
        waitFor("a \(method) request") { $0["method"]?.stringValue == method && $0["id"] != nil }
    }

    /// Waits for (and removes) the first message satisfying `matches`.
    func waitFor(_ what: String, timeout: TimeInterval = 30, _ matches: (JSONValue) -> Bool) -> JSONValue? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let i = messages.firstIndex(where: matches) { return messages.remove(at: i) }
            if ended || !condition.wait(until: deadline) {
                XCTFail("no \(what); have \(messages.map { $0.serialized() })")
                return nil
            }
        }
    }

    /// The result of request `id` (failing the test on an error response).
    func result(of id: Int) -> JSONValue? {
        guard let r = waitFor("response to \(id)", { $0["id"]?.intValue == id && $0["method"] == nil }) else { return nil }
        if let error = r["error"] { XCTFail("request \(id) failed: \(error.serialized())") }
        return r["result"]
    }

    /// `request` then `result`.
    func call(_ method: String, _ params: JSONValue) -> JSONValue? { result(of: request(method, params)) }

    /// The next diagnostics published for `uri` with `version`.
    func diagnostics(_ uri: String, version: Int) -> [JSONValue]? {
        waitFor("diagnostics of \(uri) v\(version)") {
            $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri
                && $0["params"]?["version"]?.intValue == version
        }?["params"]?["diagnostics"]?.arrayValue
    }

    /// Framing problems seen (must stay empty).
    var errors: [String] {
        condition.lock(); defer { condition.unlock() }
        return framingErrors
    }

    /// The exit status once the process has ended (nil after `timeout`).
    func waitForExit(timeout: TimeInterval = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        return process.isRunning ? nil : process.terminationStatus
    }
}
