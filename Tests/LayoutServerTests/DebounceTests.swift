import Foundation
@testable import LayoutServer
import LayoutIDE
import LayoutSource
import XCTest

/// Re-checks are debounced, and a result that a newer edit has overtaken is never published.
final class DebounceTests: XCTestCase {
    /// Collects what the session sends.
    final class Outbox: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [JSONValue] = []
        func add(_ v: JSONValue) { lock.lock(); items.append(v); lock.unlock() }
        var all: [JSONValue] { lock.lock(); defer { lock.unlock() }; return items }
        var published: [(version: Int, text: String)] {
            all.filter { $0["method"]?.stringValue == "textDocument/publishDiagnostics" }.compactMap {
                guard let v = $0["params"]?["version"]?.intValue else { return nil }
                return (v, $0["params"]?["diagnostics"]?.arrayValue?.first?["message"]?.stringValue ?? "")
            }
        }
    }

    /// The texts the "checker" was run on, in order.
    final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var texts: [String] = []
        func add(_ t: String) { lock.lock(); texts.append(t); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return texts }
        var count: Int { all.count }
    }

    private func body(_ message: JSONValue) -> MessageFramer.Item { .body(Array(message.serialized().utf8)) }

    private func notification(_ method: String, _ params: JSONValue) -> MessageFramer.Item {
        body(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
    }

    private func change(_ version: Int, _ text: String) -> MessageFramer.Item {
        notification("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string("file:///d.layout")), ("version", .number(Double(version)))])),
            ("contentChanges", .array([.object([("text", .string(text))])])),
        ]))
    }

    /// A session whose "checker" reports the text as the message, slowly for texts saying so.
    private func session(debounce: Int, outbox: Outbox, analyzed: Recorder) -> ServerSession {
        let s = ServerSession(options: ServerOptions(debounceMilliseconds: debounce), send: outbox.add) { source in
            analyzed.add(source.text)
            if source.text.hasPrefix("slow") { Thread.sleep(forTimeInterval: 0.3) }
            let d = Diagnostic(id: DiagnosticID("test"), severity: .error, message: source.text, file: source.path, range: SourceRange(at: .start))
            return DocumentAnalysis.stub(source, diagnostics: [d])
        }
        _ = s.receiveSync(body(.object([("jsonrpc", .string("2.0")), ("id", .number(1)), ("method", .string("initialize")),
                                        ("params", .object([]))])))
        return s
    }

    private func waitUntil(_ condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(10)
        while !condition() && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    }

    func testStaleResultIsDropped() {
        let outbox = Outbox(), analyzed = Recorder()
        let s = session(debounce: 10, outbox: outbox, analyzed: analyzed)
        _ = s.receiveSync(notification("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string("file:///d.layout")), ("version", .number(1)), ("text", .string("slow v1")),
        ]))])))
        // Let the slow check start, then overtake it.
        waitUntil { analyzed.count == 1 }
        _ = s.receiveSync(change(2, "fast v2"))
        waitUntil { outbox.published.contains { $0.version == 2 } }
        Thread.sleep(forTimeInterval: 0.5)  // the slow check has finished by now
        XCTAssertEqual(outbox.published.map(\.version), [2], "the overtaken result must not be published")
        XCTAssertEqual(outbox.published.first?.text, "fast v2")
        XCTAssertEqual(analyzed.count, 2)
    }

    func testEditsWithinTheDebounceWindowCoalesce() {
        let outbox = Outbox(), analyzed = Recorder()
        let s = session(debounce: 300, outbox: outbox, analyzed: analyzed)
        _ = s.receiveSync(notification("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string("file:///d.layout")), ("version", .number(1)), ("text", .string("v1")),
        ]))])))
        waitUntil { outbox.published.count == 1 }
        // The burst's first edit finds the server idle and is checked at once (leading edge);
        // its check is slow, so the rest of the burst arrives while it runs and waits.
        _ = s.receiveSync(change(2, "slow v2"))
        for v in 3...10 { _ = s.receiveSync(change(v, "v\(v)")) }
        waitUntil { outbox.published.contains { $0.version == 10 } }
        Thread.sleep(forTimeInterval: 0.1)
        XCTAssertEqual(analyzed.all.filter { !["v1", "slow v2"].contains($0) }, ["v10"], "intermediate versions are never checked")
        XCTAssertEqual(outbox.published.last?.version, 10)
        XCTAssertTrue(outbox.published.allSatisfy { [1, 2, 10].contains($0.version) }, "\(outbox.published)")
    }

    /// Typing slower than the server checks: every edit finds the server idle and is checked
    /// at once, even within the debounce interval of the previous edit.
    func testAnEditAfterThePreviousResultIsCheckedAtOnce() {
        let outbox = Outbox(), analyzed = Recorder()
        let s = session(debounce: 2_000, outbox: outbox, analyzed: analyzed)
        _ = s.receiveSync(notification("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string("file:///d.layout")), ("version", .number(1)), ("text", .string("v1")),
        ]))])))
        waitUntil { outbox.published.count == 1 }
        for v in 2...4 {
            let start = Date()
            _ = s.receiveSync(change(v, "v\(v)"))
            waitUntil { outbox.published.contains { $0.version == v } }
            XCTAssertLessThan(Date().timeIntervalSince(start), 1.5, "v\(v) must not wait for the debounce interval")
        }
        XCTAssertEqual(analyzed.all, ["v1", "v2", "v3", "v4"])
    }

    func testAnEditAfterAQuietSpellIsCheckedAtOnce() {
        let outbox = Outbox(), analyzed = Recorder()
        let s = session(debounce: 600, outbox: outbox, analyzed: analyzed)
        _ = s.receiveSync(notification("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string("file:///d.layout")), ("version", .number(1)), ("text", .string("v1")),
        ]))])))
        waitUntil { outbox.published.count == 1 }
        Thread.sleep(forTimeInterval: 0.65)
        let start = Date()
        _ = s.receiveSync(change(2, "v2"))
        waitUntil { outbox.published.contains { $0.version == 2 } }
        XCTAssertLessThan(Date().timeIntervalSince(start), 0.5, "a lone edit must not wait for the debounce interval")
    }

    func testHoverDuringAPendingCheckAnswersAboutTheCurrentText() {
        let outbox = Outbox(), analyzed = Recorder()
        let s = session(debounce: 10_000, outbox: outbox, analyzed: analyzed)
        _ = s.receiveSync(notification("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string("file:///d.layout")), ("version", .number(1)), ("text", .string("v1")),
        ]))])))
        waitUntil { outbox.published.count == 1 }
        // v2's slow check keeps the server busy, so v3 waits for the debounce interval.
        _ = s.receiveSync(change(2, "slow v2"))
        _ = s.receiveSync(change(3, "v3"))
        _ = s.receiveSync(body(.object([("jsonrpc", .string("2.0")), ("id", .number(2)), ("method", .string("textDocument/hover")),
                                        ("params", .object([("textDocument", .object([("uri", .string("file:///d.layout"))])),
                                                            ("position", .object([("line", .number(0)), ("character", .number(0))]))]))])))
        XCTAssertEqual(analyzed.all.filter { $0 != "slow v2" }, ["v1", "v3"],
                       "hover analyses the new text without waiting for the debounce")
    }
}
