import Foundation
import LayoutServer
import LayoutSource
import XCTest

/// The acceptance session of issue 8, run against any server connection: initialize → didOpen
/// of an unsatisfiable file → diagnostics with exact UTF-16 ranges and related information →
/// didChange that fixes it → empty diagnostics → hover → definition → shutdown → exit 0.
enum SessionScript {
    static let uri = "file:///tmp/vflc-session/conflict.layout"
    /// Non-ASCII before the error, on an earlier line and on the error line itself; `𝄞` is
    /// one scalar but two UTF-16 units, so scalar columns would be off by one.
    static let prefix = "/* café ☕︎ 𝄞 */ "
    static let broken = """
    // café ☕︎ 𝄞 — a line before the error
    view box
    H:|[box]
    V:|[box(50)]
    box.width == 100
    \(prefix)box.width >= 120 @required

    """
    static let fixed = broken.replacingOccurrences(of: ">= 120", with: ">= 80")

    /// What VS Code's client declares (the parts the server reads).
    static let capabilities = JSONValue.object([("textDocument", .object([
        ("publishDiagnostics", .object([("relatedInformation", .bool(true))])),
        ("hover", .object([("contentFormat", .array([.string("markdown"), .string("plaintext")]))])),
        ("documentSymbol", .object([("hierarchicalDocumentSymbolSupport", .bool(true))])),
    ]))])

    static func position(_ line: Int, _ character: Int) -> JSONValue {
        .object([("line", .number(Double(line))), ("character", .number(Double(character)))])
    }

    static func range(_ line: Int, _ start: Int, _ end: Int) -> JSONValue {
        JSONValue.object([("start", position(line, start)), ("end", position(line, end))]).canonical
    }

    static func run(_ c: LSPTestClient, waitForExit: () -> Int32?, file: StaticString = #filePath, line: UInt = #line) throws {
        let initID = c.request("initialize", .object([("processId", .null), ("rootUri", .null), ("capabilities", capabilities)]))
        let initResult = try XCTUnwrap(c.response(to: initID)?["result"], file: file, line: line)
        XCTAssertEqual(initResult["capabilities"]?["hoverProvider"], .bool(true), file: file, line: line)
        c.notify("initialized", .object([]))

        c.notify("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(uri)), ("languageId", .string("layout")), ("version", .number(1)), ("text", .string(broken)),
        ]))]))
        let first = try XCTUnwrap(c.diagnostics(for: uri)?["params"], file: file, line: line)
        XCTAssertEqual(first["version"], .number(1), file: file, line: line)
        let diagnostics = try XCTUnwrap(first["diagnostics"]?.arrayValue, file: file, line: line)
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics.map { $0.serialized() })", file: file, line: line)
        let d = try XCTUnwrap(diagnostics.first, file: file, line: line)
        let start = prefix.utf16.count
        XCTAssertEqual(start, 17, "the prefix is 16 scalars but 17 UTF-16 units", file: file, line: line)
        XCTAssertEqual(d["range"], range(5, start, start + "box.width >= 120 @required".utf16.count), file: file, line: line)
        XCTAssertEqual(d["severity"], .number(1), file: file, line: line)
        XCTAssertEqual(d["code"], .string("unsatisfiable"), file: file, line: line)
        XCTAssertEqual(d["source"], .string("vflc"), file: file, line: line)
        let related = try XCTUnwrap(d["relatedInformation"]?.arrayValue, file: file, line: line)
        XCTAssertEqual(related.count, 1, file: file, line: line)
        XCTAssertEqual(related.first?["location"]?["uri"], .string(uri), file: file, line: line)
        XCTAssertEqual(related.first?["location"]?["range"], range(4, 0, "box.width == 100".utf16.count), file: file, line: line)
        XCTAssertTrue(related.first?["message"]?.stringValue?.contains("box.width == 100") == true, file: file, line: line)

        c.notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(uri)), ("version", .number(2))])),
            ("contentChanges", .array([.object([("text", .string(fixed))])])),
        ]))
        let second = try XCTUnwrap(c.diagnostics(for: uri)?["params"], file: file, line: line)
        XCTAssertEqual(second["version"], .number(2), file: file, line: line)
        XCTAssertEqual(second["diagnostics"], .array([]), file: file, line: line)

        // Hover on `box` in `box.width == 100`: its frame in each of the four variants.
        let hoverID = c.request("textDocument/hover", .object([
            ("textDocument", .object([("uri", .string(uri))])), ("position", position(4, 1)),
        ]))
        let hover = try XCTUnwrap(c.response(to: hoverID)?["result"], file: file, line: line)
        let markdown = try XCTUnwrap(hover["contents"]?["value"]?.stringValue, file: file, line: line)
        XCTAssertEqual(hover["range"], range(4, 0, 3), file: file, line: line)
        for row in ["| wC hR | iPhone 15 393×852 | 0 | 0 | 100 | 50 |", "| wC hC | iPhone 15 landscape 852×393 | 0 | 0 | 100 | 50 |",
                    "| wR hR | iPad Pro 11\" 834×1194 | 0 | 0 | 100 | 50 |"] {
            XCTAssertTrue(markdown.contains(row), "missing \(row) in\n\(markdown)", file: file, line: line)
        }

        // Definition of `box` on the error line (after the non-ASCII prefix) → its declaration.
        let defID = c.request("textDocument/definition", .object([
            ("textDocument", .object([("uri", .string(uri))])), ("position", position(5, start + 1)),
        ]))
        let definition = try XCTUnwrap(c.response(to: defID)?["result"]?.arrayValue, file: file, line: line)
        XCTAssertEqual(definition.first?["range"], range(1, 5, 8), file: file, line: line)
        XCTAssertEqual(definition.first?["uri"], .string(uri), file: file, line: line)

        let shutdownID = c.request("shutdown", .null)
        XCTAssertEqual(c.response(to: shutdownID)?["result"], .null, file: file, line: line)
        c.notify("exit", .null)
        XCTAssertEqual(waitForExit(), 0, file: file, line: line)
        XCTAssertTrue(c.waitForEnd(), file: file, line: line)
        XCTAssertEqual(c.errors, [], file: file, line: line)
        try checkFraming(c.received, file: file, line: line)
    }

    /// Every byte the server wrote is a `Content-Length: N\r\n\r\n` header followed by exactly
    /// N bytes of valid UTF-8 JSON; nothing else, nothing missing.
    static func checkFraming(_ bytes: [UInt8], file: StaticString, line: UInt) throws {
        var i = 0
        var count = 0
        let prefix = Array("Content-Length: ".utf8)
        while i < bytes.count {
            XCTAssertEqual(Array(bytes[i..<min(bytes.count, i + prefix.count)]), prefix, "at byte \(i)", file: file, line: line)
            i += prefix.count
            var n = 0
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { n = n * 10 + Int(bytes[i] - 0x30); i += 1 }
            XCTAssertEqual(Array(bytes[i..<min(bytes.count, i + 4)]), [13, 10, 13, 10], "at byte \(i)", file: file, line: line)
            i += 4
            XCTAssertLessThanOrEqual(i + n, bytes.count, "truncated body", file: file, line: line)
            let body = Array(bytes[i..<min(bytes.count, i + n)])
            XCTAssertNotNil(String(validatingCString: body.map { CChar(bitPattern: $0) } + [0]), file: file, line: line)
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(body)), file: file, line: line)
            i += n
            count += 1
        }
        XCTAssertEqual(count, 6, "initialize, two diagnostics, hover, definition, shutdown", file: file, line: line)
    }
}
