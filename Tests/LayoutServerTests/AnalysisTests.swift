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
}
