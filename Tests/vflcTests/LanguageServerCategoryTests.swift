import Foundation
import LayoutServer
import LayoutSource
import TestSupport
import XCTest

/// The built `vflc lsp` publishes what `vflc check FILE` reports for the same file on disk:
/// the same content size categories (check's rule: `L`, and `AX5` for a file that depends on
/// the category; a `.vflc.json`'s `contentSizes` and targets when it has them), the
/// categories named in the message as check names them.
final class LanguageServerCategoryTests: XCTestCase {
    /// Clean at `L`; the `size` condition's constraint conflicts from `AX1` up.
    static let breaksLarge = "label t intrinsic 100x20\nH:|-[t]\nV:|-[t]\nt.width == 120\nwhen size >= AX1 {\n  t.width == 300\n}\n"

    /// `(id, line, column, message)` of `vflc check --format json`, the message as the text
    /// output writes it (with the variants it holds in).
    private func checked(_ path: String) throws -> [String] {
        let run = VFLCRunner.run(["check", path, "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let diagnostics = try XCTUnwrap(object?["diagnostics"] as? [[String: Any]])
        let text = VFLCRunner.run(["check", path]).stdout.split(separator: "\n").filter { $0.hasPrefix(path + ":") && !$0.contains(": note: ") }
        XCTAssertEqual(text.count, diagnostics.count)
        return zip(diagnostics, text).map { d, line in
            // `…: error: MESSAGE [in …] [id]` → MESSAGE (in …), as the server writes it.
            var message = String(line.split(separator: ":", maxSplits: 4)[4].dropFirst())
            message = String(message.dropFirst(message.hasPrefix("error: ") ? 7 : message.hasPrefix("warning: ") ? 9 : 0))
            message = String(message[..<message.range(of: " [\(d["id"]!)]", options: .backwards)!.lowerBound])
            if message.hasSuffix("]"), let open = message.range(of: " [in ", options: .backwards) {
                message = message[..<open.lowerBound] + " (" + message[message.index(open.lowerBound, offsetBy: 2)..<message.index(before: message.endIndex)] + ")"
            }
            return "\(d["id"]!)@\(d["line"]!):\(d["column"]!) \(message)"
        }
    }

    private func published(_ path: String, _ text: String) throws -> [String] {
        let c = try ProcessLSPClient(arguments: ["lsp", "--stdio"])
        _ = try XCTUnwrap(c.call("initialize", .object([("processId", .null), ("rootUri", .null), ("capabilities", .object([]))])))
        c.notify("initialized", .object([]))
        let uri = URL(fileURLWithPath: path).absoluteString
        c.notify("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(uri)), ("languageId", .string("layout")), ("version", .number(1)), ("text", .string(text)),
        ]))]))
        let diagnostics = try XCTUnwrap(c.diagnostics(uri, version: 1))
        XCTAssertEqual(c.call("shutdown", .null), .null)
        c.notify("exit", .null)
        XCTAssertEqual(c.waitForExit(), 0)
        return diagnostics.map { d in
            let start = d["range"]?["start"]
            let line = (start?["line"]?.intValue ?? -1) + 1, column = (start?["character"]?.intValue ?? -1) + 1
            // The first line: a client without related information gets the notes as further lines.
            let message = (d["message"]?.stringValue ?? "").split(separator: "\n").first.map(String.init) ?? ""
            return "\(d["code"]?.stringValue ?? "-")@\(line):\(column) \(message)"
        }
    }

    func testTheServerChecksAtChecksCategories() throws {
        let dir = try TemporaryDirectory(prefix: "lsp-categories")
        let path = try dir.write("large.layout", Self.breaksLarge)
        let fromCheck = try checked(path)
        XCTAssertEqual(fromCheck.count, 1, "\(fromCheck)")
        XCTAssertTrue(fromCheck[0].contains("at AX5"), "\(fromCheck)")
        XCTAssertEqual(try published(path, Self.breaksLarge), fromCheck)
    }

    func testTheServerTakesTheConfigurationsCategoriesAndTargets() throws {
        let dir = try TemporaryDirectory(prefix: "lsp-categories")
        let path = try dir.write("large.layout", Self.breaksLarge)
        _ = try dir.write(".vflc.json", #"{ "traits": ["wR,hR"], "contentSizes": ["L", "AX2"] }"#)
        let fromCheck = try checked(path)
        XCTAssertEqual(fromCheck.count, 1, "\(fromCheck)")
        XCTAssertTrue(fromCheck[0].contains("wR hR at AX2"), "\(fromCheck)")
        XCTAssertEqual(try published(path, Self.breaksLarge), fromCheck)
    }
}
