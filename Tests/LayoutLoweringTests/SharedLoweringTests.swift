@testable import LayoutLowering
import LayoutSource
import LayoutSyntax
import TestSupport
import XCTest

/// Targets whose variants select the same `when` bodies are lowered once and share all but
/// the canvas and guide constraints (`WhenSelection`): the result must be exactly that of
/// lowering every target in full.
final class SharedLoweringTests: XCTestCase {
    /// Each variant on two canvases (one with a fitting-size width), so that every group
    /// has members with different canvas constraints.
    static let targets: [LayoutTarget] = TraitVariant.all.flatMap { variant in
        [LoweringFixture.defaultTarget(variant),
         LayoutTarget(variant: variant, canvas: Canvas(width: nil, height: 500,
                                                       safeArea: EdgeInsets(top: 7, left: 1, bottom: 3, right: 2)))]
    }

    static let texts: [String] = [
        "view a\nH:|-[a]-|\nV:|-[a(40)]\n",
        """
        metrics { pad = 10 }
        view a intrinsic 20x10
        view b
        when wC { metrics { pad = 4 } }
        when hC { set a hidden } else when wR hR { set b intrinsic 5x5 }
        H:|-pad-[a]-[b(==a)]-pad-|
        V:|[a][b]|
        when wR { view c { when hC { H:|[x]| } } }
        b.height == a.height * 2 @high
        """,
        "view a\nwhen wC hR or wR hC { a.width == unknownMetric }\nH:|[a][nope]|\n",
    ]

    func testSharedLoweringEqualsLoweringEveryTarget() throws {
        var sources = Self.texts.enumerated().map { SourceFile(path: "text\($0.offset).layout", text: $0.element) }
        let samples = RepoPaths.path("Samples")
        for name in try FileManager.default.contentsOfDirectory(atPath: samples).sorted() where name.hasSuffix(".layout") {
            sources.append(SourceFile(path: name, text: try String(contentsOfFile: samples + "/" + name, encoding: .utf8)))
        }
        XCTAssertGreaterThan(sources.count, Self.texts.count)
        for source in sources {
            let file = Parser.parse(source).file
            let shared = Lowering.lower(file, source: source, targets: Self.targets, sharing: true)
            let full = Lowering.lower(file, source: source, targets: Self.targets, sharing: false)
            XCTAssertEqual(shared.variants.count, Self.targets.count)
            for (a, b) in zip(shared.variants, full.variants) {
                XCTAssertEqual(IRDump.dump(a), IRDump.dump(b), source.path)
            }
            XCTAssertEqual(shared.diagnostics.map(render), full.diagnostics.map(render), source.path)
        }
    }

    func testVariantsAreGroupedByTheBodiesTheySelect() {
        let none = Parser.parse(SourceFile(path: "n.layout", text: "view a\nH:|[a]|\n")).file.statements
        XCTAssertEqual(Set(TraitVariant.all.map { WhenSelection(none, variant: $0).choices }).count, 1)
        let text = "view a\nwhen wC { a.width == 1 }\nview b { when hC { b.height == 1 } else { b.height == 2 } }\n"
        let statements = Parser.parse(SourceFile(path: "w.layout", text: text)).file.statements
        let choices = TraitVariant.all.map { WhenSelection(statements, variant: $0).choices }
        XCTAssertEqual(Set(choices).count, 4)
        XCTAssertEqual(choices.map(\.count), [2, 2, 2, 2])
        let byWidth = Parser.parse(SourceFile(path: "w.layout", text: "view a\nwhen wR { a.width == 1 }\n")).file.statements
        XCTAssertEqual(Set(TraitVariant.all.map { WhenSelection(byWidth, variant: $0).choices }).count, 2)
    }

    private func render(_ d: Diagnostic) -> String {
        "\(d.severity) \(d.id) \(d.range) \(d.message) \(d.traits) \(d.notes.map { "\($0.message)@\(String(describing: $0.range))" })"
    }
}
