import LayoutLowering
import LayoutSource
import LayoutSyntax
import TestSupport
import XCTest

/// The constraints a stack lowers to (spec §6), one setting at a time, and their origins.
/// Frames from these constraints are checked end to end in LayoutCommandLineTests/Stack*Tests.
final class StackLoweringTests: XCTestCase {
    private let wChR = TraitVariant(width: .compact, height: .regular)
    private let wChC = TraitVariant(width: .compact, height: .compact)
    private let wRhC = TraitVariant(width: .regular, height: .compact)
    private let wRhR = TraitVariant(width: .regular, height: .regular)

    /// A stack `s` with arranged views `a`, `b`, `c` (intrinsic sizes) and the given settings.
    private func stack(_ settings: String, views: String = "label a intrinsic 40x20\n  label b intrinsic 60x30\n  label c intrinsic 80x50",
                       extra: String = "") -> LoweringFixture {
        LoweringFixture("stack s \(settings) {\n  \(views)\n}\n\(extra)")
    }

    func testHorizontalFillConnectsTheEdgesAndSpacesTheViews() {
        let f = stack("axis horizontal spacing 8")
        XCTAssertEqual(f.stackConstraints(), [
            // UISV-canvas-connection, UISV-spacing, UISV-canvas-connection
            "a.x == s.x @1000", "b.x == a.x + a.width + 8 @1000", "c.x == b.x + b.width + 8 @1000",
            "c.x + c.width == s.x + s.width @1000",
            // alignment fill: top and bottom of every view on the stack's
            "a.y == s.y @1000", "a.y + a.height == s.y + s.height @1000",
            "b.y == s.y @1000", "b.y + b.height == s.y + s.height @1000",
            "c.y == s.y @1000", "c.y + c.height == s.y + s.height @1000",
        ])
        XCTAssertEqual(f.errors, [])
    }

    func testVerticalAxisSwapsTheAnchors() {
        let f = stack("axis vertical spacing 4", views: "view a\n  view b")
        XCTAssertEqual(f.stackConstraints(), [
            "a.y == s.y @1000", "b.y == a.y + a.height + 4 @1000", "b.y + b.height == s.y + s.height @1000",
            "a.x == s.x @1000", "a.x + a.width == s.x + s.width @1000",
            "b.x == s.x @1000", "b.x + b.width == s.x + s.width @1000",
        ])
    }

    func testDefaultsAreHorizontalFillFillZeroSpacing() {
        let f = stack("", views: "view a\n  view b")
        XCTAssertEqual(f.ir().views[3].stack, StackSettings())
        XCTAssertEqual(Array(f.stackConstraints().prefix(3)), ["a.x == s.x @1000", "b.x == a.x + a.width @1000",
                                                                 "b.x + b.width == s.x + s.width @1000"])
    }

    func testFillEquallyMakesEverySizeEqualToTheFirst() {
        let along = distribution(stack("axis horizontal distribution fillEqually spacing 10"))
        XCTAssertEqual(along, ["b.width == a.width @1000", "c.width == a.width @1000"])
    }

    func testFillProportionallySharesTheLengthLeftAfterSpacingByIntrinsicSize() {
        // Σ intrinsic widths = 40 + 60 + 80 = 180; spacing 10 twice, but `a` has a custom 5:
        // the views share `s.width - 15`, at 999, 998, 997 as UIKit.
        let f = stack("axis horizontal distribution fillProportionally spacing 10",
                      views: "label a intrinsic 40x20 spacingAfter 5\n  label b intrinsic 60x30\n  label c intrinsic 80x50")
        XCTAssertEqual(distribution(f), [
            "180*a.width == 40*s.width - 600 @999", "180*b.width == 60*s.width - 900 @998",
            "180*c.width == 80*s.width - 1200 @997",
        ])
        let c = f.ir().constraints.first { $0.priority == 999 }!
        XCTAssertEqual(c.origin.description, "stack s: a.width == 40/180 * (s.width - 15) @999")
    }

    func testFillProportionallyWithoutIntrinsicSizesBehavesAsFill() {
        let f = stack("distribution fillProportionally", views: "view a\n  view b")
        XCTAssertEqual(distribution(f), [])
    }

    func testEqualSpacingUsesMinimumGapsEqualGapsAndCanvasFit() {
        let f = stack("axis horizontal distribution equalSpacing spacing 10")
        XCTAssertEqual(Array(f.stackConstraints().prefix(4)), [
            "a.x == s.x @1000", "b.x >= a.x + a.width + 10 @1000", "c.x >= b.x + b.width + 10 @1000",
            "c.x + c.width == s.x + s.width @1000",
        ])
        // gap(b, c) == gap(a, b), required; the stack hugs its content along the axis at 49.
        XCTAssertEqual(distribution(f), ["a.x + a.width + c.x == 2*b.x + b.width @1000", "s.width == 0 @49"])
        let equal = f.ir().constraints.first { $0.origin.kind == .stack && $0.origin.description.contains(" - ") }!
        XCTAssertEqual(equal.origin.description, "stack s: c.leading - b.trailing == b.leading - a.trailing")
    }

    func testEqualCenteringEqualisesCentreDistancesAt149() {
        let f = stack("axis vertical distribution equalCentering spacing 6")
        XCTAssertTrue(f.stackConstraints().contains("b.y >= a.y + a.height + 6 @1000"))
        XCTAssertEqual(distribution(f), ["a.y + 0.5*a.height + c.y + 0.5*c.height == 2*b.y + b.height @149", "s.height == 0 @49"])
        let equal = f.ir().constraints.first { $0.priority == 149 }!
        XCTAssertEqual(equal.origin.description, "stack s: c.centerY - b.centerY == b.centerY - a.centerY @149")
    }

    func testAlignmentsAcrossAHorizontalStack() {
        let cross = { (alignment: String) in
            self.stack("axis horizontal alignment \(alignment)", views: "view a").stackConstraints().filter { $0.contains(".y") || $0.contains("height") }
        }
        XCTAssertEqual(cross("fill"), ["a.y == s.y @1000", "a.y + a.height == s.y + s.height @1000"])
        XCTAssertEqual(cross("top"), ["a.y == s.y @1000", "a.y + a.height <= s.y + s.height @1000",
                                      "s.height == 0 @51", "a.height == 0 @25"])
        XCTAssertEqual(cross("center"), ["a.y + 0.5*a.height == s.y + 0.5*s.height @1000", "a.y >= s.y @1000",
                                         "a.y + a.height <= s.y + s.height @1000", "s.height == 0 @51", "a.height == 0 @25"])
        XCTAssertEqual(cross("bottom"), ["a.y + a.height == s.y + s.height @1000", "a.y >= s.y @1000",
                                         "s.height == 0 @51", "a.height == 0 @25"])
        // UIKit: .leading and .top are one value, as are .trailing and .bottom.
        XCTAssertEqual(cross("leading"), cross("top"))
        XCTAssertEqual(cross("trailing"), cross("bottom"))
    }

    func testAlignmentsAcrossAVerticalStack() {
        let cross = { (alignment: String) in
            self.stack("axis vertical alignment \(alignment)", views: "view a").stackConstraints().filter { $0.contains(".x") || $0.contains("width") }
        }
        XCTAssertEqual(cross("leading"), ["a.x == s.x @1000", "a.x + a.width <= s.x + s.width @1000",
                                          "s.width == 0 @51", "a.width == 0 @25"])
        XCTAssertEqual(cross("trailing"), ["a.x + a.width == s.x + s.width @1000", "a.x >= s.x @1000",
                                           "s.width == 0 @51", "a.width == 0 @25"])
        XCTAssertEqual(cross("top"), cross("leading"))
        XCTAssertEqual(cross("bottom"), cross("trailing"))
        XCTAssertNotEqual(cross("leading"), cross("trailing"))
    }

    func testHiddenViewLeavesTheArrangementAndItsCustomSpacingIsDropped() {
        let f = stack("axis horizontal spacing 8",
                      views: "view a spacingAfter 3\n  view b hidden spacingAfter 50\n  view c")
        XCTAssertEqual(f.stackConstraints(), [
            // `a`'s custom spacing now separates `a` and `c`; `b`'s 50 is gone.
            "a.x == s.x @1000", "c.x == a.x + a.width + 3 @1000", "c.x + c.width == s.x + s.width @1000",
            "a.y == s.y @1000", "a.y + a.height == s.y + s.height @1000",
            "c.y == s.y @1000", "c.y + c.height == s.y + s.height @1000",
            // `b`: size 0 where `a` ends, at the stack's top; nothing about its height.
            "b.x == a.x + a.width @999", "b.width == 0 @999", "b.y == s.y @999",
        ])
    }

    func testHiddenFirstViewSitsAtTheStackStartAndLastCustomSpacingIsUnused() {
        let f = stack("axis vertical spacing 8", views: "view a hidden\n  view b spacingAfter 40")
        XCTAssertEqual(f.stackConstraints(), [
            "b.y == s.y @1000", "b.y + b.height == s.y + s.height @1000",
            "b.x == s.x @1000", "b.x + b.width == s.x + s.width @1000",
            "a.y == s.y @999", "a.height == 0 @999", "a.x == s.x @999",
        ])
    }

    func testEmptyOrAllHiddenStackFitsToNothing() {
        XCTAssertEqual(stack("axis vertical", views: "view a hidden").stackConstraints().prefix(2),
                       ["s.height == 0 @49", "s.width == 0 @49"])
        XCTAssertEqual(LoweringFixture("stack s axis horizontal\nH:|[s]").stackConstraints(),
                       ["s.width == 0 @49", "s.height == 0 @49"])
    }

    func testNestedStackIsAnArrangedViewOfItsParent() {
        let f = LoweringFixture("""
        stack outer axis vertical spacing 20 {
          stack row axis horizontal spacing 5 {
            view a
            view b
          }
          view footer
        }
        """)
        let all = f.stackConstraints()
        XCTAssertEqual(all.prefix(3), ["row.y == outer.y @1000", "footer.y == row.y + row.height + 20 @1000",
                                       "footer.y + footer.height == outer.y + outer.height @1000"])
        XCTAssertTrue(all.contains("b.x == a.x + a.width + 5 @1000"), "\(all)")
        XCTAssertTrue(all.contains("a.y == row.y @1000"), "\(all)")
    }

    func testOriginsPointAtTheStackAndTheArrangedViews() throws {
        let f = stack("axis horizontal spacing 8", views: "view a\n  view b")
        let made = f.ir().constraints.filter { $0.origin.kind == .stack }
        XCTAssertEqual(made.count, 7)
        for c in made { XCTAssertEqual(f.source.text(in: try XCTUnwrap(c.origin.range)), "s") }
        let spacing = try XCTUnwrap(made.first { $0.origin.description.contains("+ 8") })
        XCTAssertEqual(spacing.origin.description, "stack s: b.leading == a.trailing + 8")
        XCTAssertEqual(spacing.origin.related.map { f.source.text(in: $0) }, ["b", "a"])
        XCTAssertEqual(made.map(\.origin.description), [
            "stack s: a.leading == s.leading", "stack s: b.leading == a.trailing + 8", "stack s: b.trailing == s.trailing",
            "stack s: a.top == s.top", "stack s: a.bottom == s.bottom", "stack s: b.top == s.top", "stack s: b.bottom == s.bottom",
        ])
        XCTAssertEqual(made.map { $0.origin.related.map { f.source.text(in: $0) } },
                       [["a"], ["b", "a"], ["b"], ["a"], ["a"], ["b"], ["b"]])
    }

    func testSetLinesChangeAxisHiddenAndCustomSpacingPerVariant() {
        let f = LoweringFixture("""
        stack s axis vertical spacing 8 {
          view a
          view b
          view c
        }
        when wR {
          set s axis horizontal distribution fillEqually alignment center spacing 12
          set a spacingAfter 30
        }
        when hC { set b hidden }
        """)
        XCTAssertEqual(f.ir(wChR).views[3].stack, StackSettings(axis: .vertical, spacing: 8))
        XCTAssertEqual(f.ir(wRhR).views[3].stack,
                       StackSettings(axis: .horizontal, distribution: .fillEqually, alignment: .center, spacing: 12))
        XCTAssertEqual(f.ir(wRhR).views[4].spacingAfter, 30)
        XCTAssertNil(f.ir(wChR).views[4].spacingAfter)
        XCTAssertEqual(f.ir(wChC).views[5].hidden, true)
        XCTAssertEqual(f.ir(wRhR).views[5].hidden, false)

        XCTAssertEqual(Array(f.stackConstraints(wChR).prefix(4)), [
            "a.y == s.y @1000", "b.y == a.y + a.height + 8 @1000", "c.y == b.y + b.height + 8 @1000",
            "c.y + c.height == s.y + s.height @1000"])
        XCTAssertEqual(Array(f.stackConstraints(wRhR).prefix(6)), [
            "a.x == s.x @1000", "b.x == a.x + a.width + 30 @1000", "c.x == b.x + b.width + 12 @1000",
            "c.x + c.width == s.x + s.width @1000", "b.width == a.width @1000", "c.width == a.width @1000"])
        XCTAssertEqual(Array(f.stackConstraints(wChC).prefix(3)), [
            "a.y == s.y @1000", "c.y == a.y + a.height + 8 @1000", "c.y + c.height == s.y + s.height @1000"])
        XCTAssertEqual(Array(f.stackConstraints(wRhC).prefix(3)), [
            "a.x == s.x @1000", "c.x == a.x + a.width + 30 @1000", "c.x + c.width == s.x + s.width @1000"])

        // The `when` conditions of the `set` lines a constraint depends on.
        let ir = f.ir(wRhC)
        let gap = ir.constraints.first { $0.origin.description == "stack s: c.leading == a.trailing + 30" }!
        XCTAssertEqual(gap.conditions.map { f.source.text(in: $0) }, ["wR", "hC"])
        XCTAssertEqual(f.ir(wChR).constraints.filter { $0.origin.kind == .stack }.flatMap(\.conditions), [])
    }

    func testStackSettingsOnOtherViewsAreStillErrors() {
        let f = LoweringFixture("view v axis horizontal")
        XCTAssertEqual(f.errors, ["not-a-stack 1:8"])
    }

    func testGoldenDumps() throws {
        for name in ["distributions", "nested"] {
            let path = RepoPaths.path("Tests/LayoutLoweringTests/Fixtures/stacks/\(name).layout")
            let f = LoweringFixture(try String(contentsOfFile: path, encoding: .utf8))
            XCTAssertEqual(f.errors, [], name)
            let out = f.result.variants.map(IRDump.dump).joined(separator: "\n")
            Golden.assertMatches(out, path: RepoPaths.path("Tests/LayoutLoweringTests/Fixtures/stacks/\(name).ir.txt"))
        }
    }

    /// The stack-made constraints that are neither the canvas connection, the spacing nor the
    /// alignment (told apart by their descriptions): what the distribution adds.
    private func distribution(_ fixture: LoweringFixture) -> [String] {
        let ir = fixture.ir()
        let structural = try! Regex(#"^stack s: (\w+\.\w+ (==|>=|<=) s\.\w+|\w+\.(leading|top) (==|>=) \w+\.(trailing|bottom)( [+-] [0-9.]+)?|\w+\.(width|height) == 0 @25)$"#)
        return ir.constraints.filter { c in
            c.origin.kind == .stack && (try? structural.wholeMatch(in: c.origin.description)) == nil
        }.map { IRDump.equation($0, in: ir) + " @" + NumberFormat.string($0.priority) }
    }
}

extension LoweringFixture {
    /// Stack-made constraints of `variant`, as `equation @priority`.
    func stackConstraints(_ variant: TraitVariant = TraitVariant.all[0]) -> [String] {
        let ir = ir(variant)
        return ir.constraints.filter { $0.origin.kind == .stack }
            .map { IRDump.equation($0, in: ir) + " @" + NumberFormat.string($0.priority) }
    }
}
