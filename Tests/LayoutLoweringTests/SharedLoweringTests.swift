@testable import LayoutLowering
import LayoutSource
import LayoutSyntax
import TestSupport
import XCTest

/// Targets whose variants select the same `when` bodies are lowered once and share all but
/// the canvas and guide constraints (`WhenSelection`); a file that scales sizes has each
/// category derived from a lowering of its own. The result must be exactly that of lowering
/// every target in full (`sharing: false`), field by field and bit for bit (`IRComparison`).
final class SharedLoweringTests: XCTestCase {
    /// Each variant on two canvases (one with a fitting-size width), so that every group
    /// has members with different canvas constraints.
    static let targets: [LayoutTarget] = TraitVariant.all.flatMap { variant in
        [LoweringFixture.defaultTarget(variant),
         LayoutTarget(variant: variant, canvas: Canvas(width: nil, height: 500,
                                                       safeArea: EdgeInsets(top: 7, left: 1, bottom: 3, right: 2)))]
    }

    /// Every size class at every content size category on its default canvas (the 48 variants
    /// of `--content-size all`), then right to left at three categories.
    static let allTargets: [LayoutTarget] = ContentSizeCategory.allCases.flatMap { category in
        TraitVariant.all.map { LayoutTarget(variant: $0.at(category), canvas: LoweringFixture.defaultTarget($0).canvas) }
    } + [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge].flatMap { category in
        TraitVariant.all.map {
            LayoutTarget(variant: $0.at(category), canvas: LoweringFixture.defaultTarget($0).canvas, direction: .rightToLeft)
        }
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
        // Numbers that depend on the category in every place lowering reads one: a scaled
        // metric as a priority (out of range at larger sizes), a coefficient that is zero at
        // `L` only, a stack spacing, a styled intrinsic size and baseline, a size condition.
        """
        metrics { p = scaled(900, body)  k = scaled(1, body) - 1  s = scaled(4, caption2) }
        label a style body intrinsic 50x20 baseline 15
        label b style largeTitle intrinsic 30x_
        stack st axis vertical spacing s { label c style footnote intrinsic 10x10 }
        H:|-scaled(8, title1)-[a]-(s@p)-[b]-|
        a.width == b.width * k + 3 @p
        V:|[a]-[st]
        when size >= AX2 { set st spacing scaled(2, body) }
        when size < M wR { b.height == 2 * a.height }
        """,
    ]

    /// The texts above, every sample and every test fixture (`.layout` files under Samples/
    /// and Tests/, among them the styled cards of the `content-size-*` benchmark).
    static func sources() -> [SourceFile] {
        var sources = texts.enumerated().map { SourceFile(path: "text\($0.offset).layout", text: $0.element) }
        for path in RepoPaths.layoutFiles() {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            sources.append(SourceFile(path: path, text: text))
        }
        return sources
    }

    func testSharedLoweringEqualsLoweringEveryTarget() throws {
        let sources = Self.sources()
        XCTAssertTrue(sources.contains { $0.path.hasSuffix("/Samples/card.layout") })
        XCTAssertTrue(sources.contains { $0.path.hasSuffix("/content-size-cards.layout") })
        for source in sources {
            let file = Parser.parse(source).file
            for targets in [Self.targets, Self.allTargets] {
                let shared = Lowering.lower(file, source: source, targets: targets, sharing: true)
                let full = Lowering.lower(file, source: source, targets: targets, sharing: false)
                XCTAssertEqual(shared.variants.count, targets.count)
                XCTAssertNil(IRComparison.difference(shared, full), source.path)
            }
        }
    }

    /// The comparison finds every kind of difference a derived IR could have.
    func testTheComparisonFindsADifferenceInAnyField() throws {
        let source = SourceFile(path: "c.layout", text: Self.texts[3])
        let file = Parser.parse(source).file
        let result = Lowering.lower(file, source: source, targets: Self.allTargets, sharing: false)
        let ir = result.variants[0]
        XCTAssertNil(IRComparison.difference(ir, ir))
        for (name, value, count) in IRComparison.storedFieldCounts {
            XCTAssertEqual(Mirror(reflecting: value).children.count, count, "\(name) has a field IRComparison does not compare")
        }
        var mutations: [(String, (inout LayoutIR) -> Void)] = [
            ("constant by one ulp", { $0.constraints[5].constant = $0.constraints[5].constant.nextUp }),
            ("zero's sign", { $0.constraints[0].constant = -$0.constraints[0].constant }),
            ("coefficient", { $0.constraints[6].terms[0].coefficient *= 1 + 1e-15 }),
            ("priority", { $0.constraints[7].priority = $0.constraints[7].priority.nextDown }),
            ("relation", { $0.constraints[8].relation = $0.constraints[8].relation == .equal ? .lessOrEqual : .equal }),
            ("conditions", { $0.constraints[9].conditions.append(SourceRange(start: .init(line: 1, column: 1, offset: 0),
                                                                             end: .init(line: 1, column: 2, offset: 1))) }),
            ("description", { $0.constraints[10].origin.description += " " }),
            ("intrinsic width", { $0.views[3].intrinsicWidth = ($0.views[3].intrinsicWidth ?? 0).nextUp }),
            ("metric value", { $0.metrics[0].value = $0.metrics[0].value.nextUp }),
            ("canvas", { $0.target.canvas.width = ($0.target.canvas.width ?? 0) + 1 }),
            ("one constraint fewer", { $0.constraints = IRConstraintList($0.constraints.dropLast()) }),
        ]
        if let k = ir.constraints.indices.first(where: { ir.constraints[$0].anchor != nil }) {
            mutations.append(("anchor form", { $0.constraints[k].anchor?.constant += 1 }))
        }
        XCTAssertGreaterThan(ir.constraints.count, 10)
        for (name, mutate) in mutations {
            var changed = ir
            mutate(&changed)
            XCTAssertNotNil(IRComparison.difference(ir, changed), name)
        }
        // Another category's lowering differs (its scaled numbers), and so do its diagnostics.
        XCTAssertNotNil(IRComparison.difference(result.variants[0], result.variants[4 * 11]))
        var fewer = result
        fewer.diagnostics.removeLast()
        XCTAssertNotNil(IRComparison.difference(result, fewer))
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

}
