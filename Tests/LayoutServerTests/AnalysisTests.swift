import Foundation
@testable import LayoutServer
import LayoutDriver
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
            XCTAssertEqual(ours.diagnostics, pipeline.diagnostics, "file \(i): \(files.indices.contains(i) ? files[i] : text)")
            XCTAssertEqual(ours.solutions.map(\.values), pipeline.solutions.map(\.values), "file \(i)")
            XCTAssertEqual(ours.solutions.map(\.ir.target), pipeline.solutions.map(\.ir.target), "file \(i)")
        }
    }
}
