import Foundation
import LayoutServer
import LayoutSource
import XCTest

/// Framing and JSON-RPC decoding, without a running server.
final class TransportTests: XCTestCase {
    func testFramingCountsBytesNotCharacters() {
        let body = "{\"m\":\"café ☕︎\"}"
        let framed = MessageFramer.frame(body)
        let expectedLength = Array(body.utf8).count
        XCTAssertNotEqual(expectedLength, body.count)
        XCTAssertEqual(Array(framed), Array("Content-Length: \(expectedLength)\r\n\r\n\(body)".utf8))
    }

    func testFramerReassemblesArbitraryChunks() {
        let bodies = ["{\"a\":1}", "{\"b\":\"ü☕︎\"}", "[]"]
        var stream: [UInt8] = []
        for b in bodies { stream += Array(MessageFramer.frame(b)) }
        // Every split of the stream into two chunks yields the same three bodies.
        for split in 0...stream.count {
            var framer = MessageFramer()
            var got: [String] = []
            framer.append(stream[..<split])
            while case .body(let b)? = framer.next() { got.append(String(decoding: b, as: UTF8.self)) }
            framer.append(stream[split...])
            while case .body(let b)? = framer.next() { got.append(String(decoding: b, as: UTF8.self)) }
            XCTAssertEqual(got, bodies, "split at \(split)")
            XCTAssertEqual(framer.pendingByteCount, 0)
        }
    }

    func testFramerAcceptsOtherHeadersAndAnyCase() {
        var framer = MessageFramer()
        framer.append(Array("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8))
        XCTAssertEqual(framer.next(), .body(Array("{}".utf8)))
        XCTAssertNil(framer.next())
    }

    func testFramerSkipsABadHeaderAndRecovers() {
        var framer = MessageFramer()
        framer.append(Array("Content-Type: x\r\n\r\nContent-Length: abc\r\n\r\nContent-Length: 2\r\n\r\n{}".utf8))
        guard case .malformedHeader(let first)? = framer.next() else { return XCTFail("expected a header error") }
        XCTAssertTrue(first.contains("missing Content-Length"), first)
        guard case .malformedHeader(let second)? = framer.next() else { return XCTFail("expected a header error") }
        XCTAssertTrue(second.contains("invalid Content-Length"), second)
        XCTAssertEqual(framer.next(), .body(Array("{}".utf8)))
    }

    func testFramerWaitsForTheWholeBody() {
        var framer = MessageFramer()
        framer.append(Array("Content-Length: 10\r\n\r\n{\"a\":".utf8))
        XCTAssertNil(framer.next())
        framer.append(Array("12}xy".utf8))
        XCTAssertEqual(framer.next(), .body(Array("{\"a\":12}xy".utf8)))
    }

    private func decodeError(_ text: String) -> (Int, JSONValue)? {
        if case .failure(let f) = RPCMessage.decode(Array(text.utf8)) { return (f.error.code.rawValue, f.id) }
        return nil
    }

    func testDecodeClassifiesMessages() {
        guard case .success(.request(let id, let method, let params)) =
            RPCMessage.decode(Array(#"{"jsonrpc":"2.0","id":7,"method":"shutdown"}"#.utf8))
        else { return XCTFail("not a request") }
        XCTAssertEqual(id, .number(7))
        XCTAssertEqual(method, "shutdown")
        XCTAssertNil(params)
        guard case .success(.notification(let m, let p)) =
            RPCMessage.decode(Array(#"{"jsonrpc":"2.0","method":"exit","params":{"x":true}}"#.utf8))
        else { return XCTFail("not a notification") }
        XCTAssertEqual(m, "exit")
        XCTAssertEqual(p?["x"], .bool(true))
        guard case .success(.request(let sid, _, _)) =
            RPCMessage.decode(Array(#"{"jsonrpc":"2.0","id":"abc","method":"x"}"#.utf8))
        else { return XCTFail("string id") }
        XCTAssertEqual(sid, .string("abc"))
    }

    func testDecodeErrors() {
        XCTAssertEqual(decodeError("{not json")?.0, -32700)
        XCTAssertEqual(decodeError("[1,2]")?.0, -32600)
        XCTAssertEqual(decodeError("42")?.0, -32600)
        XCTAssertEqual(decodeError(#"{"id":3,"method":"x"}"#)?.0, -32600)
        XCTAssertEqual(decodeError(#"{"id":3,"method":"x"}"#)?.1, .number(3))
        XCTAssertEqual(decodeError(#"{"jsonrpc":"2.0","id":4,"method":5}"#)?.0, -32600)
        XCTAssertEqual(decodeError(#"{"jsonrpc":"2.0","id":{},"method":"x"}"#)?.0, -32600)
        XCTAssertEqual(decodeError(#"{"jsonrpc":"2.0","id":5,"method":"x","params":3}"#)?.0, -32600)
        XCTAssertEqual(decodeError(#"{"jsonrpc":"2.0","id":5}"#)?.0, -32600)
    }

    func testResponsesAreWrittenDeterministically() {
        let r = RPCMessage.errorResponse(id: .number(3), RPCError(.methodNotFound, "unknown method 'x'"))
        XCTAssertEqual(r.serialized(), #"{"jsonrpc":"2.0","id":3,"error":{"code":-32601,"message":"unknown method 'x'"}}"#)
        XCTAssertEqual(RPCMessage.response(id: .string("a"), result: .null).serialized(), #"{"jsonrpc":"2.0","id":"a","result":null}"#)
    }

    func testBooleansAndNumbersParseDistinctly() throws {
        let v = try JSONValue.parse(Data(#"{"t":true,"f":false,"one":1,"zero":0,"half":0.5}"#.utf8))
        XCTAssertEqual(v["t"], .bool(true))
        XCTAssertEqual(v["f"], .bool(false))
        XCTAssertEqual(v["one"], .number(1))
        XCTAssertEqual(v["zero"], .number(0))
        XCTAssertEqual(v["half"], .number(0.5))
    }
}
