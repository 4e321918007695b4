import XCTest
import LayoutSource
import LayoutBackends
@testable import LayoutPipeline
@testable import LayoutDiagnosticWriters

/// Issue 13: the same error about the same name is reported once, at its first use, with the
/// next uses as notes and the rest as a count; different names and other errors stay apart.
final class RepeatedDiagnosticsTests: XCTestCase {
    private func compile(_ text: String) -> [Diagnostic] {
        Pipeline.compile(SourceFile(path: "t.layout", text: text), targets: TargetResolver.defaultTargets).diagnostics
    }

    func testUsesOfOneUndeclaredNameFoldIntoTheFirst() {
        let uses = 10
        let text = "view box\nH:|[box(10)]\nV:|[box(10)]\n" + Array(repeating: "ghost.width == 10", count: uses).joined(separator: "; ")
            + "\nphantom.height == 4\n"
        let d = compile(text)
        XCTAssertEqual(d.map(\.message), ["unknown view 'ghost'", "unknown view 'phantom'"])
        let ghost = d[0]
        XCTAssertEqual(ghost.range.start.line, 4)
        XCTAssertEqual(ghost.range.start.column, 1)
        let located = ghost.notes.filter { $0.range != nil }
        XCTAssertEqual(located.count, RepeatedDiagnostics.quotedUses)
        XCTAssertEqual(located.map { $0.range!.start.column }, [20, 39, 58], "the next uses, in order")
        XCTAssertEqual(ghost.notes.last?.message, "and \(uses - 1 - RepeatedDiagnostics.quotedUses) more uses with the same error")
        XCTAssertTrue(d[1].notes.isEmpty)
    }

    func testFewUsesGetNotesOnlyAndOtherErrorsAreNotFolded() {
        let d = compile("view a\nH:|[a(10)]\nV:|[a(10)]\nghost.width == 1\nghost.height == 2\na.width == 1 @2000\na.height == 1 @2000\n")
        let ghost = d.filter { $0.id == DiagnosticKind.unknownView.id }
        XCTAssertEqual(ghost.count, 1)
        XCTAssertEqual(ghost.first?.notes.map(\.message), ["the same error here"])
        XCTAssertEqual(d.filter { $0.id == DiagnosticKind.priorityOutOfRange.id }.count, 2, "two findings with one text stay two")
    }

    /// The fold is made on the diagnostics as data, so every format shows one error with the
    /// same notes and count: counted here in each format's own text, for several sizes.
    func testRepeatedUsesFoldTheSameInEveryFormat() {
        for uses in [2, 4, 5, 50] {
            let text = "view box\nH:|[box(10)]\nV:|[box(10)]\n" + Array(repeating: "ghost.width == 10", count: uses).joined(separator: "\n") + "\n"
            let source = SourceFile(path: "t.layout", text: text)
            let d = Pipeline.compile(source, targets: TargetResolver.defaultTargets).diagnostics
            let more = uses - 1 - RepeatedDiagnostics.quotedUses
            let quoted = min(uses - 1, RepeatedDiagnostics.quotedUses)
            let countNote = more > 0 ? "and \(more) more use\(more == 1 ? "" : "s") with the same error" : nil
            func occurrences(_ s: String, _ of: String) -> Int { s.components(separatedBy: of).count - 1 }
            for format in DiagnosticFormat.allCases {
                let out = DiagnosticWriter.write(d, format: format, sources: [source.path: source], colored: false)
                let context = "\(format) with \(uses) uses"
                XCTAssertEqual(occurrences(out, "unknown view 'ghost'"), 1, context)
                XCTAssertEqual(occurrences(out, "the same error here"), quoted, context)
                XCTAssertEqual(occurrences(out, "more use"), countNote == nil ? 0 : 1, context)
                if let countNote { XCTAssertTrue(out.contains(countNote), context) }
            }
        }
    }
}
