import Foundation
import LayoutServer
import LayoutSource
import XCTest

/// Definition, document symbols and formatting through a server in this process.
final class FeatureTests: XCTestCase {
    let uri = "file:///tmp/features.layout"
    let text = """
    // café ☕︎ first
    metrics { gap = 8 }
    view card {
      label title intrinsic 100x20
      H:|-gap-[title]-gap-|
      title.top == superview.top + gap
    }
    H:|[card]|
    V:|[card]|
    """

    private func open(_ server: InProcessServer) {
        _ = server.client.response(to: server.client.request("initialize", .object([("capabilities", SessionScript.capabilities)])))
        server.client.notify("initialized", .object([]))
        server.client.notify("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(uri)), ("languageId", .string("layout")), ("version", .number(1)), ("text", .string(text)),
        ]))]))
    }

    private func position(_ line: Int, _ character: Int) -> JSONValue {
        .object([("textDocument", .object([("uri", .string(uri))])),
                 ("position", .object([("line", .number(Double(line))), ("character", .number(Double(character)))]))])
    }

    private func range(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int) -> JSONValue {
        .object([("start", .object([("line", .number(Double(l1))), ("character", .number(Double(c1)))])),
                 ("end", .object([("line", .number(Double(l2))), ("character", .number(Double(c2)))]))])
    }

    func testDefinitionOfViewsMetricsAndSuperview() throws {
        let server = InProcessServer()
        open(server)
        let c = server.client
        // `title` inside `[title]` on line 4 → its declaration on line 3, columns 8..<13.
        let r1 = try XCTUnwrap(c.response(to: c.request("textDocument/definition", position(4, 12))))
        XCTAssertEqual(r1["result"], JSONValue.array([.object([("uri", .string(uri)), ("range", range(3, 8, 3, 13))])]).canonical)
        // `gap` in the constraint on line 5 → the metric on line 1.
        let r2 = try XCTUnwrap(c.response(to: c.request("textDocument/definition", position(5, 33))))
        XCTAssertEqual(r2["result"], JSONValue.array([.object([("uri", .string(uri)), ("range", range(1, 10, 1, 13))])]).canonical)
        // `superview` inside card's block → card.
        let r3 = try XCTUnwrap(c.response(to: c.request("textDocument/definition", position(5, 17))))
        XCTAssertEqual(r3["result"], JSONValue.array([.object([("uri", .string(uri)), ("range", range(2, 5, 2, 9))])]).canonical)
        // A keyword has no definition.
        let r4 = try XCTUnwrap(c.response(to: c.request("textDocument/definition", position(2, 1))))
        XCTAssertEqual(r4["result"], .null)
        server.closeInput()
        _ = server.waitForStatus()
    }

    func testDocumentSymbolsAreTheViewTree() throws {
        let server = InProcessServer()
        open(server)
        let c = server.client
        let r = try XCTUnwrap(c.response(to: c.request("textDocument/documentSymbol",
                                                       .object([("textDocument", .object([("uri", .string(uri))]))]))))
        let symbols = try XCTUnwrap(r["result"]?.arrayValue)
        XCTAssertEqual(symbols.compactMap { $0["name"]?.stringValue }, ["card", "gap"])
        XCTAssertEqual(symbols[0]["detail"], .string("view"))
        XCTAssertEqual(symbols[0]["selectionRange"], range(2, 5, 2, 9).canonical)
        XCTAssertEqual(symbols[0]["range"], range(2, 0, 6, 1).canonical)
        XCTAssertEqual(symbols[0]["children"]?.arrayValue?.compactMap { $0["name"]?.stringValue }, ["title"])
        XCTAssertEqual(symbols[0]["children"]?.arrayValue?.first?["detail"], .string("label"))
        server.closeInput()
        _ = server.waitForStatus()
    }

    func testFormattingReplacesTheWholeDocument() throws {
        let server = InProcessServer()
        open(server)
        let c = server.client
        let params = JSONValue.object([("textDocument", .object([("uri", .string(uri))])),
                                       ("options", .object([("tabSize", .number(2)), ("insertSpaces", .bool(true))]))])
        let r = try XCTUnwrap(c.response(to: c.request("textDocument/formatting", params)))
        let edits = try XCTUnwrap(r["result"]?.arrayValue)
        XCTAssertEqual(edits.count, 1)
        XCTAssertEqual(edits.first?["range"], range(0, 0, 8, 10).canonical)
        let newText = try XCTUnwrap(edits.first?["newText"]?.stringValue)
        XCTAssertTrue(newText.hasPrefix("// café ☕︎ first\nmetrics {\n  gap = 8\n}\nview card {\n"), newText)
        // Already formatted: no edits.
        c.notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(uri)), ("version", .number(2))])),
            ("contentChanges", .array([.object([("text", .string(newText))])])),
        ]))
        let again = try XCTUnwrap(c.response(to: c.request("textDocument/formatting", params)))
        XCTAssertEqual(again["result"], .array([]))
        server.closeInput()
        _ = server.waitForStatus()
    }
}
