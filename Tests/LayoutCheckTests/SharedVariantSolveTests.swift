import Foundation
import XCTest
import LayoutSource
import LayoutLowering
import LayoutSyntax
import TestSupport
@testable import LayoutCheck
@testable import LayoutDriver

/// The variants' solvers solve their common components once (`SolverAdapter.solveTogether`,
/// `CheckOptions.sharesComponents`): the results must be exactly those with sharing off, in
/// the stateless checker, the incremental one and across content size categories.
final class SharedVariantSolveTests: XCTestCase {
    private var unshared: CheckOptions {
        var o = CheckOptions()
        o.sharesComponents = false
        return o
    }

    private func files(random: UInt64) -> [(String, String)] {
        var out: [(String, String)] = []
        for dir in ["Tests/LayoutCheckTests/Fixtures", "Samples", "Samples/errors"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: RepoPaths.path(dir))) ?? []
            for name in names.sorted() where name.hasSuffix(".layout") {
                let path = RepoPaths.path("\(dir)/\(name)")
                // Some error samples are deliberately not UTF-8; the front end's tests cover them.
                if let text = try? String(contentsOfFile: path, encoding: .utf8) { out.append((path, text)) }
            }
        }
        for seed in 1...random {
            var generator = RandomLayoutGenerator(seed: seed)
            out.append(("random seed \(seed)", generator.makeLayout()))
        }
        return out
    }

    func testSharedEqualsUnsharedOnFixturesSamplesAndRandomLayouts() {
        var checked = 0, unsatisfiable = 0
        for (name, text) in files(random: 150) {
            let (source, variants, front) = CheckTestSupport.compile(text, path: name)
            guard !front.contains(where: { $0.severity == .error }) else { continue }
            let alone = Checker.check(variants, source: source, options: unshared)
            assertSame(Checker.check(variants, source: source), alone, name)
            // The incremental checker, fresh and then unchanged (every component reused).
            let incremental = IncrementalChecker()
            assertSame(incremental.check(variants, source: source), alone, "\(name), incremental")
            assertSame(incremental.check(variants, source: source), alone, "\(name), incremental again")
            checked += 1
            if alone.solutions.contains(where: { !$0.isSatisfiable }) { unsatisfiable += 1 }
        }
        XCTAssertGreaterThan(checked, 150)
        XCTAssertGreaterThan(unsatisfiable, 5, "conflicts must be exercised too")
    }

    /// Several content size categories: chains of categories per size class, solved step by
    /// step together (`CategorySharing`), against the same with sharing off.
    func testSharedEqualsUnsharedAcrossContentSizeCategories() {
        let targets = TargetResolver.expand(TargetResolver.defaultTargets, usage: .init(scalesSizes: true),
                                            choice: .categories([.large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge, .extraSmall]))
        var checked = 0
        for (name, text) in files(random: 60) {
            let source = SourceFile(path: name, text: text)
            let parsed = Parser.parse(source)
            guard parsed.diagnostics.isEmpty else { continue }
            let lowered = Lowering.lower(parsed.file, source: source, targets: targets)
            guard !lowered.diagnostics.contains(where: { $0.severity == .error }) else { continue }
            XCTAssertTrue(CategorySharing.applies(lowered.variants))
            assertSame(Checker.check(lowered.variants, source: source),
                       Checker.check(lowered.variants, source: source, options: unshared), name)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 60)
    }
}
