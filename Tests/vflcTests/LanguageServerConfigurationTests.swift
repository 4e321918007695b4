import Foundation
import LayoutServer
import LayoutSource
import TestSupport
import XCTest

/// The built `vflc lsp` follows a `.vflc.json` edited while a document is open: at once when
/// the client reports the change (`workspace/didChangeWatchedFiles`, which the server asks a
/// capable client for), else on the document's next edit.
final class LanguageServerConfigurationTests: XCTestCase {
    private func open(_ path: String, capabilities: JSONValue = .object([])) throws -> (ProcessLSPClient, String) {
        let c = try ProcessLSPClient(arguments: ["lsp", "--stdio"])
        _ = try XCTUnwrap(c.call("initialize", .object([("processId", .null), ("rootUri", .null), ("capabilities", capabilities)])))
        c.notify("initialized", .object([]))
        let uri = URL(fileURLWithPath: path).absoluteString
        c.notify("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(uri)), ("languageId", .string("layout")), ("version", .number(1)),
            ("text", .string(LanguageServerCategoryTests.breaksLarge)),
        ]))]))
        return (c, uri)
    }

    private func close(_ c: ProcessLSPClient) {
        XCTAssertEqual(c.call("shutdown", .null), .null)
        c.notify("exit", .null)
        XCTAssertEqual(c.waitForExit(), 0)
    }

    private func codes(_ diagnostics: [JSONValue]?) -> [String] {
        (diagnostics ?? []).map { "\($0["code"]?.stringValue ?? "-") \($0["message"]?.stringValue?.split(separator: "\n").first ?? "")" }
    }

    func testAWatchedConfigurationChangeRechecksTheOpenDocument() throws {
        let dir = try TemporaryDirectory(prefix: "lsp-config")
        let path = try dir.write("large.layout", LanguageServerCategoryTests.breaksLarge)
        // Only `L`: the conflict from `AX1` up is not checked.
        _ = try dir.write(".vflc.json", #"{ "contentSizes": ["L"] }"#)
        let watching = JSONValue.object([("workspace", .object([
            ("didChangeWatchedFiles", .object([("dynamicRegistration", .bool(true))])),
        ]))])
        let (c, uri) = try open(path, capabilities: watching)
        let registration = try XCTUnwrap(c.waitFor("client/registerCapability") { $0["method"]?.stringValue == "client/registerCapability" })
        let registered = registration["params"]?["registrations"]?.arrayValue?.first
        XCTAssertEqual(registered?["method"]?.stringValue, "workspace/didChangeWatchedFiles")
        XCTAssertEqual(registered?["registerOptions"]?["watchers"]?.arrayValue?.first?["globPattern"]?.stringValue, "**/.vflc.json")
        XCTAssertEqual(codes(c.diagnostics(uri, version: 1)), [])

        _ = try dir.write(".vflc.json", #"{ "contentSizes": ["L", "AX2"] }"#)
        let configURI = URL(fileURLWithPath: dir.path + "/.vflc.json").absoluteString
        c.notify("workspace/didChangeWatchedFiles", .object([("changes", .array([
            .object([("uri", .string(configURI)), ("type", .number(2))]),
        ]))]))
        let after = codes(c.diagnostics(uri, version: 1))
        XCTAssertEqual(after.count, 1, "\(after)")
        XCTAssertTrue(after.first?.contains("at AX2") == true, "\(after)")
        close(c)
    }

    func testWithoutWatchingTheNextEditTakesTheNewConfiguration() throws {
        let dir = try TemporaryDirectory(prefix: "lsp-config")
        let path = try dir.write("large.layout", LanguageServerCategoryTests.breaksLarge)
        _ = try dir.write(".vflc.json", #"{ "contentSizes": ["L"] }"#)
        let (c, uri) = try open(path)
        XCTAssertEqual(codes(c.diagnostics(uri, version: 1)), [])
        _ = try dir.write(".vflc.json", #"{ "contentSizes": ["AX3"] }"#)
        // A change the client has no watcher for: nothing happens until the document is edited.
        c.notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(uri)), ("version", .number(2))])),
            ("contentChanges", .array([.object([("text", .string(LanguageServerCategoryTests.breaksLarge + "// edited\n"))])])),
        ]))
        let after = codes(c.diagnostics(uri, version: 2))
        XCTAssertEqual(after.count, 1, "\(after)")
        XCTAssertTrue(after.first?.contains("AX3") == true, "\(after)")
        close(c)
    }
}
