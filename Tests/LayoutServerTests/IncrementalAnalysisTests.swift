import Foundation
@testable import LayoutServer
import LayoutIDE
import LayoutCheck
import LayoutSyntax
import LayoutSource
import XCTest

/// The server re-checks each document with its own `IncrementalChecker`; what it publishes
/// must be exactly what a fresh analysis of the same text gives.
final class IncrementalAnalysisTests: XCTestCase {
    /// One checker fed every sample in turn, then each again after a one-digit edit.
    func testIncrementalAnalysisMatchesAFreshOne() throws {
        let texts = try GrammarTests.sampleFiles().map { try String(contentsOfFile: $0, encoding: .utf8) }
        XCTAssertGreaterThan(texts.count, 5)
        let session = AnalysisSession()
        /// Each token's kind and spelling (line breaks by kind only), and whether it touches
        /// the token before on its line: equal for texts that differ in comments and spacing
        /// alone, spacing that keeps apart what was apart.
        func spelling(_ source: SourceFile) -> [String]? {
            let (tokens, problems) = Lexer.tokenize(source)
            guard problems.isEmpty else { return nil }
            return tokens.indices.map { k in
                let t = tokens[k]
                if t.kind == .newline { return "\n" }
                let joined = k > 0 && t.kind != .endOfFile && tokens[k - 1].kind != .newline && tokens[k - 1].endOffset == t.offset
                return (joined ? "~" : "") + "\(t.kind)" + source.text(in: t.range)
            }
        }
        var base: [String]?
        for (i, text) in texts.enumerated() {
            // Every digit 1 becomes 2: many constants change, structure stays; then comments
            // and blank lines that move every position but change no token (carried over).
            // (Not inside block comments, where `*/` would end them early.)
            let commented = "// a new first line\n\n"
                + (text.contains("/*") ? text : text.replacingOccurrences(of: "\n", with: " /* c */\n"))
            for (k, version) in [text, text.replacingOccurrences(of: "1", with: "2"), text, commented, text].enumerated() {
                let source = SourceFile(path: "f\(i).layout", text: version)
                let fresh = AnalysisSession(incremental: false).analyze(source)
                let ours = session.analyze(source)
                let spelt = spelling(source)
                XCTAssertEqual(ours.carried != nil, spelt != nil && spelt == base,
                               "file \(i) version \(k): carried over exactly when only comments or spacing changed")
                if ours.carried == nil { base = spelt }
                if k == 3, spelt != nil { XCTAssertNotNil(ours.carried, "file \(i): only comments were added") }
                if ours.carried != nil {
                    // Carried over: the same findings, positions moved; fixes come from the pipeline.
                    var unfixed = fresh.diagnostics
                    for d in unfixed.indices { unfixed[d].fixes = [] }
                    XCTAssertEqual(ours.diagnostics, unfixed, "file \(i) version \(k)")
                    XCTAssertEqual(session.analyze(source, carryOver: false).diagnostics, fresh.diagnostics, "file \(i) version \(k)")
                    // (that analysis is the new base: the next version is compared with it)
                } else {
                    XCTAssertEqual(ours.diagnostics, fresh.diagnostics, "file \(i) version \(k)")
                }
                XCTAssertEqual(ours.solutions.map { $0.values.map(\.bitPattern) }, fresh.solutions.map { $0.values.map(\.bitPattern) },
                               "file \(i) version \(k)")
                XCTAssertEqual(ours.solutions.map(\.ir.target), fresh.solutions.map(\.ir.target), "file \(i) version \(k)")
            }
        }
    }

    /// A space put between tokens the parser reads together (`120x22` is `120` `x22`, `!=` is
    /// `!` `=`) changes what the text means, though every token is the same: not carried over.
    func testASpaceBetweenTouchingTokensIsNotCarriedOver() {
        let size = "label t intrinsic 120x22\nH:|[t]|\nV:|[t]|\n"
        let condition = "view box\nH:|[box(10)]\nV:|[box]\nwhen size != AX5 {\n  box.height == 20\n}\nwhen size == AX5 {\n  box.height == 40\n}\n"
        for (before, after) in [(size, size.replacingOccurrences(of: "120x", with: "120 x")),
                                (condition, condition.replacingOccurrences(of: "!=", with: "! ="))] {
            let session = AnalysisSession()
            let first = session.analyze(SourceFile(path: "t.layout", text: before))
            XCTAssertFalse(first.hasErrors, before)
            let source = SourceFile(path: "t.layout", text: after)
            let ours = session.analyze(source)
            XCTAssertNil(ours.carried, after)
            let fresh = AnalysisSession(incremental: false).analyze(source)
            XCTAssertTrue(fresh.hasErrors, after)
            XCTAssertEqual(ours.diagnostics, fresh.diagnostics, after)
        }
        // Spacing elsewhere, around tokens that do not touch, is still carried over.
        let session = AnalysisSession()
        _ = session.analyze(SourceFile(path: "t.layout", text: size))
        XCTAssertNotNil(session.analyze(SourceFile(path: "t.layout", text: size.replacingOccurrences(of: "label t", with: "label   t"))).carried)
    }

    /// Through the protocol: every published version's diagnostics are those of a fresh
    /// analysis of that version, while edits go from broken to fixed and back.
    func testPublishedDiagnosticsAfterEditsMatchAFreshAnalysis() {
        publishedDiagnosticsMatchAFreshAnalysis(incremental: true)
        publishedDiagnosticsMatchAFreshAnalysis(incremental: false)
    }

    private func publishedDiagnosticsMatchAFreshAnalysis(incremental: Bool) {
        let server = InProcessServer(options: ServerOptions(debounceMilliseconds: 0, incrementalChecks: incremental))
        let c = server.client
        let uri = "file:///incremental.layout"
        _ = c.response(to: c.request("initialize", .object([])))
        let versions = [SessionScript.broken, SessionScript.fixed, SessionScript.fixed + "\nview extra\n",
                        SessionScript.fixed, SessionScript.broken]
        c.notify("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(uri)), ("version", .number(1)), ("text", .string(versions[0])),
        ]))]))
        for (k, text) in versions.enumerated() {
            let version = k + 1
            if k > 0 {
                c.notify("textDocument/didChange", .object([
                    ("textDocument", .object([("uri", .string(uri)), ("version", .number(Double(version)))])),
                    ("contentChanges", .array([.object([("text", .string(text))])])),
                ]))
            }
            let published = c.waitFor("diagnostics v\(version)") {
                $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["version"]?.intValue == version
            }
            let source = ServerSession.sourceFile(uri: uri, text: text)
            let expected = AnalysisSession(incremental: false).analyze(source).diagnostics.map {
                // This client declares no capabilities: notes go into the message.
                LSPConvert.diagnostic($0, in: source, uri: uri, relatedInformation: false)
            }
            // Compared as the client reads them (its parser orders object keys).
            let wanted = try? JSONValue.parse(Data(JSONValue.array(expected).serialized().utf8))
            XCTAssertNotNil(published, "version \(version)")
            XCTAssertEqual(published?["params"]?["diagnostics"], wanted, "version \(version)")
            if k == 0 { XCTAssertFalse(expected.isEmpty, "the broken text must have diagnostics") }
        }
        c.notify("exit", .null)
        _ = server.waitForStatus()
    }
}
