import Foundation
import XCTest
import LayoutSource
import LayoutLowering
import LayoutSyntax
import TestSupport
@testable import LayoutCheck
@testable import LayoutPipeline

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

    /// Cards whose labels all scale and whose title and subtitle switch from side by side to
    /// one above the other at `AX1`, the subtitles alternating between two styles (repeated
    /// components of one structure with two sets of constants at every category).
    private func switchingCards(_ count: Int) -> String {
        var text = "metrics { gap = scaled(8, body) }\n"
        for k in 0..<count {
            text += """
            view card\(k) {
              label t\(k) style headline intrinsic 80x22 hug 252
              label s\(k) style \(k % 2 == 0 ? "body" : "caption1") intrinsic 70x17
              H:|-gap-[t\(k)]-(>=gap)-|
              when size < AX1 { H:|-gap-[s\(k)]-gap-[t\(k)] \n V:|-gap-[t\(k)]-gap-| \n V:|-gap-[s\(k)]-(>=gap)-| }
              else { H:|-gap-[s\(k)]-(>=gap)-| \n V:|-gap-[t\(k)]-gap-[s\(k)]-gap-| }
            }
            H:|[card\(k)]|
            \(k == 0 ? "V:|[card0]" : "V:[card\(k - 1)][card\(k)]")

            """
        }
        return text
    }

    /// A category step that changes most of the system's structure (the `when size` switch
    /// of a file whose sizes all scale) loads the step's members afresh together instead of
    /// editing each chain (`CategorySharing.restructures`): the same results as the unshared
    /// check, which edits every chain, bit for bit; and the steps before and after it, edits of
    /// constants alone re-keying the repeated cards' components, too.
    func testRestructuringStepLoadedAfreshEqualsEditingEachChain() throws {
        let categories: [ContentSizeCategory] = [.large, .extraLarge, .accessibilityMedium, .accessibilityLarge, .extraSmall]
        let targets = TargetResolver.expand(TargetResolver.defaultTargets, usage: .init(scalesSizes: true),
                                            choice: .categories(categories))
        let text = switchingCards(7)
        let source = SourceFile(path: "cards.layout", text: text)
        let parsed = Parser.parse(source)
        XCTAssertEqual(parsed.diagnostics.map(\.message), [])
        let lowered = Lowering.lower(parsed.file, source: source, targets: targets)
        XCTAssertEqual(lowered.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        let variants = lowered.variants
        XCTAssertEqual(variants.count, 4 * categories.count)
        // The path is taken: from XL to AX-M most constraints change, from L to XL none structurally.
        let chain = CategorySharing.chains(variants)[0].map { variants[$0] }
        XCTAssertEqual(chain.map(\.target.variant.contentSize), categories)
        let state = IncrementalVariant(target: chain[0].target)
        _ = state.run(chain[0], analyse: true, maxConflicts: 10)
        XCTAssertTrue(state.isConstantEdit(chain[1]))
        XCTAssertFalse(CategorySharing.restructures(state, chain[1]))
        _ = state.run(chain[1], analyse: true, maxConflicts: 10)
        XCTAssertFalse(state.isConstantEdit(chain[2]))
        XCTAssertTrue(CategorySharing.restructures(state, chain[2]))
        let shared = Checker.check(variants, source: source)
        assertSame(shared, Checker.check(variants, source: source, options: unshared), "cards")
        // And each variant on its own.
        for (i, ir) in variants.enumerated() {
            let alone = Checker.check([ir], source: source)
            XCTAssertEqual(shared.solutions[i].values.map(\.bitPattern), alone.solutions[0].values.map(\.bitPattern), "\(ir.target.variant)")
            XCTAssertEqual(shared.solutions[i].freeVariables, alone.solutions[0].freeVariables, "\(ir.target.variant)")
        }
    }
}
