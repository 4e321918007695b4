import Foundation
@testable import LayoutServer
import LayoutPipeline
import LayoutWorkspace
import LayoutIDE
import LayoutSource
import TestSupport
import XCTest

/// The server checks variants in parallel; its diagnostics and frames must be exactly what
/// the driver's pipeline reports.
final class AnalysisTests: XCTestCase {
    func testServerAnalysisMatchesThePipeline() throws {
        let files = GrammarTests.sampleFiles()
        var texts = try files.map { try String(contentsOfFile: $0, encoding: .utf8) }
        texts.append(SessionScript.broken)
        texts.append("view a\nwhen wR { a.width == 10 }\nwhen wR hR { a.width == 20 }\nH:|[a]\nV:|[a(5)]\n")
        XCTAssertGreaterThan(texts.count, 5)
        for (i, text) in texts.enumerated() {
            let source = SourceFile(path: "f\(i).layout", text: text)
            let ours = AnalysisSession(incremental: false).analyze(source)
            let pipeline = Pipeline.compile(source, targets: TargetResolver.defaultTargets)
            // As `vflc check` reports them: suppression comments applied after checking.
            let reported = DiagnosticPolicy.apply(pipeline.diagnostics, source: source, configuration: nil)
            XCTAssertEqual(ours.diagnostics, reported, "file \(i): \(files.indices.contains(i) ? files[i] : text)")
            XCTAssertEqual(ours.solutions.map(\.values), pipeline.solutions.map(\.values), "file \(i)")
            XCTAssertEqual(ours.solutions.map(\.ir.target), pipeline.solutions.map(\.ir.target), "file \(i)")
        }
    }

    /// Suppression comments apply in the editor as in `vflc check`, also when only a comment
    /// changed (the carried-over analysis must not keep the old suppressions' effect).
    func testSuppressionCommentsApplyAndFollowCommentOnlyEdits() {
        let session = AnalysisSession()
        let body = "view a\nH:|[a(10)]\nV:|[a(10)]\na.width == 10"
        let plain = session.analyze(SourceFile(path: "s.layout", text: body + "\n"))
        XCTAssertEqual(plain.diagnostics.map(\.id.rawValue), ["redundant-constraint"])
        let silenced = session.analyze(SourceFile(path: "s.layout", text: body + " // vflc-ignore: redundant-constraint\n"))
        XCTAssertEqual(silenced.diagnostics.map(\.id.rawValue), [])
        let again = session.analyze(SourceFile(path: "s.layout", text: body + " // a note\n"))
        XCTAssertEqual(again.diagnostics.map(\.id.rawValue), ["redundant-constraint"])
    }

    /// The same text asked again (a hover or the highlighting that waited for the background
    /// check of that text) gets the same analysis; asked for the fixes of a carried-over one, the
    /// pipeline runs.
    func testTheSameTextIsAnalysedOnce() {
        let session = AnalysisSession()
        let first = SourceFile(path: "s.layout", text: "view a\nH:|[bx]|\nV:|[a(10)]\n")
        _ = session.analyze(first)
        let moved = SourceFile(path: "s.layout", text: "// moved\nview a\nH:|[bx]|\nV:|[a(10)]\n")
        let carried = session.analyze(moved)
        XCTAssertNotNil(carried.carried)
        let again = session.analyze(moved)
        XCTAssertNotNil(again.carried, "the same analysis")
        XCTAssertEqual(again.diagnostics, carried.diagnostics)
        let withFixes = session.analyze(moved, carryOver: false)
        XCTAssertNil(withFixes.carried)
        XCTAssertFalse(withFixes.diagnostics.allSatisfy { $0.fixes.isEmpty }, "the did-you-mean fix")
        XCTAssertNil(session.analyze(moved).carried, "the pipeline's analysis is the last one now")
    }
}
