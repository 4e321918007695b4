import Foundation
import LayoutConsoleLog
import TestSupport
import XCTest

/// Reports found in console text as pasted from every kind of source (fixtures written in UIKit's
/// formats, docs/explain.md "Reading"): a golden dump of what the reader found per fixture, and
/// the properties that matter stated outright.
final class ConsoleLogReaderTests: XCTestCase {
    static let fixtures = RepoPaths.path("Tests/LayoutConsoleLogTests/Fixtures")

    static func logs() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixtures)) ?? []).filter { $0.hasSuffix(".log") }.sorted()
    }

    private func reports(_ name: String) throws -> [ConsoleReport] {
        let data = try XCTUnwrap(FileManager.default.contents(atPath: Self.fixtures + "/" + name))
        return ConsoleLogReader.reports(in: [UInt8](data))
    }

    /// What the reader found, one line per report and constraint.
    static func dump(_ reports: [ConsoleReport]) -> String {
        var out = ""
        for r in reports {
            out += "report line \(r.line) \(r.platform.rawValue)\(r.hasHeader ? "" : " no-header")\(r.elided ? " elided" : "")"
                + "\(r.hasBreakingLine ? "" : " no-breaking-line"): \(r.constraints.count) constraint(s)\n"
            for c in r.constraints { out += "  " + line(c) + "\n" }
            if let b = r.broken { out += "  broken: " + line(b) + "\n" }
        }
        return out
    }

    private static func line(_ c: PrintedConstraint) -> String {
        switch c.parse {
        case .understood(let d):
            var s = "\(c.line): \(d.header.className) \(d.header.address ?? "-")"
            if let id = d.header.identifier { s += " '\(id)'" }
            if let a = d.header.autoresizing { s += " " + a.text }
            if let src = d.header.snapKitSource { s += " @" + src }
            s += " :: " + d.equation.text
            if let p = d.priority { s += " @" + p.text }
            return s
        case .notUnderstood(let h, let reason):
            return "\(c.line): not understood (\(reason)) \(h?.address ?? "-")"
        }
    }

    func testReaderGoldens() throws {
        XCTAssertGreaterThanOrEqual(Self.logs().count, 15)
        for name in Self.logs() {
            Golden.assertMatches(Self.dump(try reports(name)), path: Self.fixtures + "/" + name.replacingOccurrences(of: ".log", with: ".reader.txt"))
        }
    }

    func testEveryFixtureReportIsFoundWithItsBrokenConstraint() throws {
        let expected: [String: Int] = [
            "appkit.log": 3, "device-syslog.log": 1, "github-markdown.log": 2, "ios8-autoresizing.log": 1, "list-only.log": 3,
            "log-show-compact.log": 2, "log-stream.log": 1, "names-and-text.log": 1, "snapkit-masonry.log": 3,
            "source-comments.log": 2, "system-constraints.log": 3, "truncated.log": 1, "web-page.log": 1, "wrapped.log": 1,
            "xcode-self-sizing-cell.log": 1,
        ]
        for name in Self.logs() {
            let found = try reports(name)
            XCTAssertEqual(found.count, expected[name], name)
            for r in found where r.hasBreakingLine && !r.elided {
                // The broken constraint is read and is one of the list (by its address).
                let b = try XCTUnwrap(r.broken, "\(name):\(r.line)")
                XCTAssertTrue(r.constraints.contains { $0.parse.header?.address == b.parse.header?.address }, "\(name):\(r.line)")
            }
        }
    }

    func testPrefixesAndWrappersDoNotChangeWhatIsRead() throws {
        // The same report in a `//` comment and in a `/* */` comment.
        let comments = try reports("source-comments.log")
        func read(_ r: ConsoleReport) -> [String?] { (r.constraints + [r.broken!]).map { $0.parse.description?.equation.text } }
        XCTAssertEqual(read(comments[0]), read(comments[1]))
        XCTAssertEqual(read(comments[0]).compactMap { $0 }.count, 5)
        // Every constraint of a quoted, fenced, escaped, bolded or HTML-encoded paste is read.
        for name in ["github-markdown.log", "web-page.log", "device-syslog.log", "log-stream.log", "log-show-compact.log", "wrapped.log"] {
            for r in try reports(name) {
                XCTAssertTrue(r.constraints.allSatisfy(\.understood), "\(name):\(r.line)")
                XCTAssertTrue(r.broken?.understood ?? false, "\(name):\(r.line)")
            }
        }
        // HTML entities undone inside label text.
        let web = try reports("web-page.log")[0]
        XCTAssertEqual(web.constraints[0].parse.description?.equation.terms[0].item.text, "Don't ask again")
    }

    func testTruncatedAndElidedListsAreMarked() throws {
        let cut = try reports("truncated.log")[0]
        XCTAssertEqual(cut.constraints.count, 3)
        XCTAssertFalse(cut.constraints[2].complete)
        XCTAssertFalse(cut.constraints[2].understood)
        XCTAssertNil(cut.broken)
        let elided = try reports("list-only.log")[2]
        XCTAssertTrue(elided.elided)
        let redacted = try reports("appkit.log")[2]
        XCTAssertTrue(redacted.elided)
        XCTAssertEqual(redacted.constraints.count, 0)
        XCTAssertEqual(redacted.platform, .appkit)
    }

    func testReportLinesAndPlatforms() throws {
        let appkit = try reports("appkit.log")
        XCTAssertEqual(appkit.map(\.line), [1, 15, 23])
        XCTAssertEqual(appkit.map(\.platform), [.appkit, .appkit, .appkit])
        XCTAssertEqual(try reports("xcode-self-sizing-cell.log")[0].platform, .uikit)
        let lists = try reports("list-only.log")
        XCTAssertEqual(lists.map(\.hasHeader), [false, false, true])
        XCTAssertEqual(lists.map(\.line), [1, 8, 14])
    }
}
