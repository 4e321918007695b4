import Foundation
import LayoutServer
import LayoutSource
import XCTest

/// Garbage in: every malformed message gets an error response or is ignored, and the server
/// keeps serving.
final class RobustnessTests: XCTestCase {
    func testRandomMessagesNeverKillTheServer() throws {
        let server = InProcessServer()
        let c = server.client
        _ = c.response(to: c.request("initialize", .object([])))
        var state: UInt64 = 0xC0FFEE
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        let fragments = ["{", "}", "[", "]", "\"jsonrpc\"", ":", "\"2.0\"", ",", "\"id\"", "1", "\"method\"",
                         "\"textDocument/hover\"", "\"params\"", "null", "true", "\"textDocument\"", "\"uri\"",
                         "\"position\"", "\"line\"", "-1", "1e400", "\"é☕︎\"", "\"textDocument/didOpen\"", "\"text\"",
                         "\"view a\\nH:|[a]|\"", "\"file:///x.layout\"", "\"initialize\"", "\"shutdown\"", "\u{1}"]
        var sentRequests = 0
        for _ in 0..<300 {
            var body = ""
            for _ in 0..<(1 + next() % 20) { body += fragments[Int(next() % UInt64(fragments.count))] }
            if next() % 10 == 0 {
                c.sendRaw(Data("Content-Length: \(next() % 5)x\r\n\r\n".utf8))
            } else {
                c.sendRaw(MessageFramer.frame(body))
            }
            sentRequests += 1
        }
        // Well-formed requests shaped to hit every handler with wrong params.
        for method in ["textDocument/hover", "textDocument/definition", "textDocument/documentSymbol",
                       "textDocument/formatting"] {
            for params in [JSONValue.object([]), .object([("textDocument", .object([("uri", .string("file:///nope"))]))]),
                           .object([("textDocument", .object([("uri", .number(3))])), ("position", .string("x"))])] {
                let id = c.request(method, params)
                XCTAssertEqual(c.response(to: id)?["error"]?["code"], .number(-32602), "\(method) \(params.serialized())")
            }
        }
        let shutdown = c.request("shutdown", .null)
        XCTAssertEqual(c.response(to: shutdown)?["result"], .null)
        c.notify("exit", .null)
        XCTAssertEqual(server.waitForStatus(), 0)
        XCTAssertTrue(c.waitForEnd())
        XCTAssertEqual(c.errors, [], "the server's own output must always be well framed")
        // Every response to garbage is a JSON-RPC error object or a result.
        for m in c.pending where m["method"] == nil {
            XCTAssertTrue(m["error"]?["code"]?.intValue != nil || m["result"] != nil, m.serialized())
        }
        XCTAssertGreaterThan(sentRequests, 0)
    }
}
