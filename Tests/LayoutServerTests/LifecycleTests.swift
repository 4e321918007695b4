import Foundation
import LayoutServer
import LayoutSource
import XCTest

/// The server's lifecycle and error handling, in process over pipes.
final class LifecycleTests: XCTestCase {
    func testShutdownThenExitReturnsZero() throws {
        let server = InProcessServer()
        let c = server.client
        let initID = c.request("initialize", .object([("processId", .null), ("capabilities", .object([]))]))
        let initResponse = try XCTUnwrap(c.response(to: initID))
        let caps = try XCTUnwrap(initResponse["result"]?["capabilities"])
        XCTAssertEqual(caps["textDocumentSync"]?["change"], .number(2), "incremental sync")
        XCTAssertEqual(caps["hoverProvider"], .bool(true))
        XCTAssertEqual(caps["definitionProvider"], .bool(true))
        XCTAssertEqual(caps["documentSymbolProvider"], .bool(true))
        XCTAssertEqual(caps["documentFormattingProvider"], .bool(true))
        c.notify("initialized", .object([]))
        let shutdownID = c.request("shutdown", .null)
        XCTAssertEqual(c.response(to: shutdownID)?["result"], .null)
        // After shutdown, requests are refused.
        let lateID = c.request("textDocument/hover", .object([]))
        XCTAssertEqual(c.response(to: lateID)?["error"]?["code"], .number(-32600))
        c.notify("exit", .null)
        XCTAssertEqual(server.waitForStatus(), 0)
        XCTAssertTrue(c.waitForEnd())
        XCTAssertEqual(c.errors, [])
    }

    func testExitWithoutShutdownReturnsOne() {
        let server = InProcessServer()
        server.client.request("initialize", .object([]))
        server.client.notify("exit", .null)
        XCTAssertEqual(server.waitForStatus(), 1)
    }

    func testEndOfInputWithoutShutdownReturnsOne() {
        let server = InProcessServer()
        server.client.request("initialize", .object([]))
        _ = server.client.response(to: 1)
        server.closeInput()
        XCTAssertEqual(server.waitForStatus(), 1)
    }

    func testRequestBeforeInitializeIsRefused() {
        let server = InProcessServer()
        let id = server.client.request("textDocument/hover", .object([]))
        XCTAssertEqual(server.client.response(to: id)?["error"]?["code"], .number(-32002))
        server.closeInput()
        XCTAssertEqual(server.waitForStatus(), 1)
    }

    func testMalformedMessagesGetErrorsAndTheServerSurvives() throws {
        let server = InProcessServer()
        let c = server.client
        _ = c.response(to: c.request("initialize", .object([])))

        c.sendRaw(MessageFramer.frame("{this is not json"))
        let parseError = try XCTUnwrap(c.waitFor("parse error") { $0["error"]?["code"] == .number(-32700) })
        XCTAssertEqual(parseError["id"], .null)

        c.sendRaw(MessageFramer.frame(#"{"jsonrpc":"2.0","id":"q","method":7}"#))
        let invalid = try XCTUnwrap(c.waitFor("invalid request") { $0["error"]?["code"] == .number(-32600) })
        XCTAssertEqual(invalid["id"], .string("q"))

        c.sendRaw(Data("Content-Length: nope\r\n\r\n".utf8))
        XCTAssertNotNil(c.waitFor("header error") { $0["error"]?["code"] == .number(-32700) })

        let unknown = c.request("workspace/frobnicate", .object([]))
        XCTAssertEqual(c.response(to: unknown)?["error"]?["code"], .number(-32601))

        let badParams = c.request("textDocument/hover", .array([]))
        XCTAssertEqual(c.response(to: badParams)?["error"]?["code"], .number(-32602))
        let missing = c.request("textDocument/definition", .object([("textDocument", .object([]))]))
        XCTAssertEqual(c.response(to: missing)?["error"]?["code"], .number(-32602))

        // An unknown notification gets no answer; a bad one neither (notifications never do).
        c.notify("$/somethingNew", .object([]))
        c.notify("textDocument/didOpen", .object([("textDocument", .number(3))]))

        // Still alive and in order: a normal request works.
        let shutdown = c.request("shutdown", .null)
        XCTAssertEqual(c.response(to: shutdown)?["result"], .null)
        c.notify("exit", .null)
        XCTAssertEqual(server.waitForStatus(), 0)
        XCTAssertTrue(c.waitForEnd())
        XCTAssertEqual(c.pending.map { $0.serialized() }, [], "no responses to notifications")
        XCTAssertEqual(c.errors, [])
    }

    func testLSPPositionsCountUTF16Units() throws {
        // Through the public conversion used for diagnostics (via a published diagnostic would
        // need the checker; this checks the arithmetic at the source level).
        let source = SourceFile(path: "x.layout", text: "// café ☕︎ 𝄞\nview a\n")
        let end = source.location(at: source.lineStarts[1] - 1)
        XCTAssertEqual(source.utf16Column(of: end), "// café ☕︎ 𝄞".utf16.count)
    }
}
