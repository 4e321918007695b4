import Foundation
import XCTest
import LayoutDiagnosticWriters
import LayoutSource
import LayoutLowering
import TestSupport
@testable import LayoutCheck

/// `Checker.check` makes the findings that do not read the canvas once per group of variants
/// (`ReportSharing`); the result must be exactly that of reporting every variant on its own
/// and merging the copies, which is what these tests compute independently.
final class ReportSharingTests: XCTestCase {
    /// Every variant reported on its own (solve, full report) and the copies merged.
    private func perVariant(_ variants: [LayoutIR], _ source: SourceFile) -> CheckResult {
        let done = variants.map { Checker.checkVariant($0, source: source, options: CheckOptions()) }
        return CheckResult(solutions: done.map(\.0), diagnostics: DiagnosticMerger.merge(done.flatMap(\.1)))
    }

    private func assertSame(_ text: String, path: String = "test.layout", _ context: String,
                            file: StaticString = #filePath, line: UInt = #line) {
        let (source, variants, front) = CheckTestSupport.compile(text, path: path)
        guard !front.contains(where: { $0.severity == .error }) else { return }
        let shared = Checker.check(variants, source: source), alone = perVariant(variants, source)
        XCTAssertEqual(shared.diagnostics, alone.diagnostics, context, file: file, line: line)
        XCTAssertEqual(shared.solutions.map(\.ambiguities), alone.solutions.map(\.ambiguities), context, file: file, line: line)
        let rendered = { (r: CheckResult) in TextDiagnosticRenderer().render(r.diagnostics, sources: [source.path: source]) }
        XCTAssertEqual(rendered(shared), rendered(alone), context, file: file, line: line)
    }

    func testFixturesAndSamplesMatchPerVariantReports() {
        var files: [String] = []
        for dir in ["Tests/LayoutCheckTests/Fixtures", "Samples", "Samples/errors"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: RepoPaths.path(dir))) ?? []
            files += names.filter { $0.hasSuffix(".layout") }.sorted().map { RepoPaths.path("\(dir)/\($0)") }
        }
        XCTAssertGreaterThan(files.count, 15, "fixtures and samples not found")
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            assertSame(text, path: file, file)
        }
    }

    func testRandomLayoutsMatchPerVariantReports() {
        for seed in 1...UInt64(60) {
            var generator = RandomLayoutGenerator(seed: seed)
            let text = generator.makeLayout()
            assertSame(text, "seed \(seed):\n\(text)")
        }
    }

    /// Findings that differ by variant (a metric overridden in one size class, a `when`
    /// body, an unsatisfied constraint off by the canvas's width) are not shared.
    func testVariantsThatDifferAreNotShared() {
        let text = """
        metrics { gap = 8 }
        when wR { metrics { gap = 20 } }
        view card
        label a intrinsic 100x20
        label b intrinsic 100x20
        H:|-gap-[a]-gap-[b]
        V:|[a]
        V:|[b]
        card.width == 500 @500
        H:|[card]|
        V:|[card(40)]
        when hC { b.width == 50 }
        """
        assertSame(text, "overridden metric, when body, soft constraint against the canvas")
        let (source, variants, _) = CheckTestSupport.compile(text)
        let solved = variants.map { SolverAdapter.run($0, analyse: true, maxConflicts: 16) }
        let groups = ReportSharing.groups(variants, solved)
        // The four variants are all different here (gap, b's width, the soft width's violation).
        XCTAssertEqual(groups.count, 4, "\(groups)")
        XCTAssertFalse(Checker.check(variants, source: source).diagnostics.isEmpty)
    }

    /// A file without `when` blocks or canvas-dependent findings is reported once: the one
    /// group holds all four variants, and each finding lists none (it holds everywhere).
    func testIdenticalVariantsShareOneReport() {
        var text = ""
        for k in 0..<50 { text += "view v\(k)\n" }
        let (source, variants, _) = CheckTestSupport.compile(text)
        let solved = variants.map { SolverAdapter.run($0, analyse: true, maxConflicts: 16) }
        XCTAssertEqual(ReportSharing.groups(variants, solved), [[0, 1, 2, 3]])
        let result = Checker.check(variants, source: source)
        XCTAssertEqual(result.diagnostics.count, 150)   // two ambiguities and one unused view each
        XCTAssertEqual(result.diagnostics, perVariant(variants, source).diagnostics)
        XCTAssertNil(TraitVariant.holdingText(result.diagnostics[0].traits))
    }
}
