import LayoutLowering
import LayoutSource
import XCTest

/// `when` / `else when` / `else` / `or`, metrics overrides (last wins, whole variant), `set`.
final class VariantSelectionTests: XCTestCase {
    let wChR = TraitVariant.all[0], wChC = TraitVariant.all[1], wRhC = TraitVariant.all[2], wRhR = TraitVariant.all[3]

    func testWhenElseWhenElseAndOr() {
        let f = LoweringFixture("""
        view a
        when wC hR {
          a.width == 1
        } else when hC or wR hR {
          a.width == 2
        } else {
          a.width == 3
        }
        when wR { a.height == 4 }
        """)
        XCTAssertEqual(f.constraints(wChR), ["a.width == 1 @1000"])
        XCTAssertEqual(f.constraints(wChC), ["a.width == 2 @1000"])
        XCTAssertEqual(f.constraints(wRhC), ["a.width == 2 @1000", "a.height == 4 @1000"])
        XCTAssertEqual(f.constraints(wRhR), ["a.width == 2 @1000", "a.height == 4 @1000"])
        XCTAssertEqual(f.diagnostics, [])
    }

    func testElseBranchIsTakenWhenNoClauseMatches() {
        let f = LoweringFixture("view a\nwhen wC hC { a.width == 1 } else { a.width == 3 }\n")
        XCTAssertEqual(f.constraints(wChR), ["a.width == 3 @1000"])
        XCTAssertEqual(f.constraints(wChC), ["a.width == 1 @1000"])
    }

    func testConstraintsRecordTheirConditionsOutermostFirst() {
        let text = "view a\nwhen wC {\n  when hC {\n    a.width == 1\n  } else {\n    a.width == 2\n  }\n}\n"
        let f = LoweringFixture(text)
        let conditions = { (v: TraitVariant) in
            f.ir(v).constraints.last!.conditions.map { f.source.text(in: $0) }
        }
        XCTAssertEqual(conditions(wChC), ["wC", "hC"])
        XCTAssertEqual(conditions(wChR).first, "wC")
        XCTAssertEqual(conditions(wChR).count, 2)
        XCTAssertEqual(f.ir(wRhR).constraints.last?.origin.kind, .guide)
    }

    func testMetricOverrideAppliesToTheWholeVariantAndTheLastActiveWins() {
        let f = LoweringFixture("""
        metrics { pad = 10 }
        view a
        H:|-pad-[a]
        when wR { metrics { pad = 30 } }
        when wR hR { metrics { pad = 40 } }
        when hC or wR { metrics { other = pad * 2 } }
        V:|-(other)-[a]
        metrics { other = 1 }
        """)
        // The last top-level `other = 1` comes after every block, so it wins everywhere.
        XCTAssertEqual(f.constraints(wChR), ["a.x == root.x + 10 @1000", "a.y == root.y + 1 @1000"])
        XCTAssertEqual(f.constraints(wRhC), ["a.x == root.x + 30 @1000", "a.y == root.y + 1 @1000"])
        XCTAssertEqual(f.constraints(wRhR), ["a.x == root.x + 40 @1000", "a.y == root.y + 1 @1000"])
    }

    func testMetricsReferToEachOtherInAnyOrder() {
        let f = LoweringFixture("""
        metrics {
          double = base * 2
          base = half + 1
        }
        when wR { metrics { half = 10 } } else { metrics { half = 3 } }
        view a
        [a(double)]
        """)
        XCTAssertEqual(f.constraints(wChR), ["a.width == 8 @1000"])
        XCTAssertEqual(f.constraints(wRhR), ["a.width == 22 @1000"])
        XCTAssertEqual(f.diagnostics, [])
    }

    func testMetricAsPriority() {
        let f = LoweringFixture("metrics { soft = 300 }\nview a\na.width == 5 @soft\n[a(>=1@low)]\n")
        XCTAssertEqual(f.constraints(), ["a.width == 5 @300", "a.width >= 1 @250"])
    }

    func testSetChangesPropertiesForItsVariantOnly() {
        let f = LoweringFixture("""
        label title intrinsic 120x22
        stack content axis vertical spacing 8 {
          view one
          view two spacingAfter 4
        }
        when wC hC {
          set content axis horizontal spacing 24
          set title hug 300,260 intrinsic 100x_
        }
        when wR { set one hidden }
        """)
        let portrait = f.ir(wChR), landscape = f.ir(wChC), pad = f.ir(wRhR)
        XCTAssertEqual(portrait.views[4].stack, StackSettings(axis: .vertical, spacing: 8))
        XCTAssertEqual(landscape.views[4].stack, StackSettings(axis: .horizontal, spacing: 24))
        XCTAssertEqual(portrait.views[6].spacingAfter, 4)
        XCTAssertEqual(portrait.views[5].hidden, false)
        XCTAssertEqual(pad.views[5].hidden, true)
        // The stack's own constraints come first (StackLoweringTests covers them); here they
        // show the `set` axis and spacing: vertical with 8 in portrait, horizontal with 24 in landscape.
        XCTAssertEqual(f.constraints(wChR), [
            "one.y == content.y @1000", "two.y == one.y + one.height + 8 @1000",
            "two.y + two.height == content.y + content.height @1000",
            "one.x == content.x @1000", "one.x + one.width == content.x + content.width @1000",
            "two.x == content.x @1000", "two.x + two.width == content.x + content.width @1000",
            "title.width <= 120 @251", "title.width >= 120 @750", "title.height <= 22 @251", "title.height >= 22 @750",
        ])
        XCTAssertEqual(f.constraints(wChC), [
            "one.x == content.x @1000", "two.x == one.x + one.width + 24 @1000",
            "two.x + two.width == content.x + content.width @1000",
            "one.y == content.y @1000", "one.y + one.height == content.y + content.height @1000",
            "two.y == content.y @1000", "two.y + two.height == content.y + content.height @1000",
            "title.width <= 100 @300", "title.width >= 100 @750",
        ])
        let hug = f.ir(wChC).constraints.first { $0.origin.kind == .intrinsicHug }!
        XCTAssertEqual(f.source.text(in: hug.origin.range!), "intrinsic 100x_")
        XCTAssertEqual(hug.conditions.map { f.source.text(in: $0) }, ["wC hC"])
    }

    func testKindDefaults() {
        let f = LoweringFixture("view v\nlabel l\nbutton b\nimage i\nfield t\nguide g intrinsic 10x10\n")
        let ir = f.ir()
        XCTAssertEqual(ir.views[3...].map { "\($0.name) \(NumberFormat.string($0.hug.horizontal))" },
                       ["v 250", "l 251", "b 251", "i 251", "t 250", "g 250"])
        XCTAssertEqual(f.constraints(), [], "a guide has no intrinsic size")
        XCTAssertEqual(f.diagnostics, ["guide-intrinsic 6:9"])
    }

    func testCanvasAndGuides() {
        let f = LoweringFixture("view a\n")
        let ir = f.ir(wChC)
        let lines = ir.constraints.map { IRDump.equation($0, in: ir) + " @" + NumberFormat.string($0.priority) }
        XCTAssertEqual(lines, [
            "root.x == 0 @1000", "root.y == 0 @1000", "root.width == 852 @1000", "root.height == 393 @1000",
            "safeArea.x == root.x + 59 @1000", "safeArea.y == root.y @1000",
            "safeArea.x + safeArea.width == root.x + root.width - 59 @1000",
            "safeArea.y + safeArea.height == root.y + root.height - 21 @1000",
            "margins.x == safeArea.x + 16 @1000", "margins.y == safeArea.y + 16 @1000",
            "margins.x + margins.width == safeArea.x + safeArea.width - 16 @1000",
            "margins.y + margins.height == safeArea.y + safeArea.height - 16 @1000",
        ])
        let regular = f.ir(wRhR)
        XCTAssertEqual(IRDump.equation(regular.constraints[8], in: regular), "margins.x == safeArea.x + 20")
        XCTAssertEqual(ir.views.map(\.name), ["root", "safeArea", "margins", "a"])
        XCTAssertEqual(ir.views.map(\.isBuiltin), [true, true, true, false])
    }

    func testAutoCanvasMinimisesAtFittingPriority() {
        let target = LayoutTarget(variant: wChR, canvas: Canvas(width: 320, height: nil))
        let f = LoweringFixture("view a\n", targets: [target])
        let ir = f.ir()
        XCTAssertEqual(IRDump.equation(ir.constraints[3], in: ir), "root.height <= 0")
        XCTAssertEqual(ir.constraints[3].priority, 50)
        XCTAssertEqual(ir.constraints[3].origin.kind, .canvas)
    }

    func testGuidesAndSuperviewInExplicitConstraints() {
        let f = LoweringFixture("""
        view header
        view card {
          view inner
          inner.top == superview.top + 4
        }
        header.top == safeArea.top + 8
        header.leading == margins.leading
        card.centerX == root.centerX
        """)
        XCTAssertEqual(f.constraints(), [
            "inner.y == card.y + 4 @1000",
            "header.y == safeArea.y + 8 @1000",
            "header.x == margins.x @1000",
            "card.x + 0.5*card.width == root.x + 0.5*root.width @1000",
        ])
    }

    func testExplicitLinearForms() {
        let f = LoweringFixture("""
        view a
        view b
        view cell
        view grid
        a.width == 0.5 * b.width + 10
        cell.width == (grid.width - 10) / 3
        a.width + b.width == superview.width
        """)
        XCTAssertEqual(f.constraints(), [
            "a.width == 0.5*b.width + 10 @1000",
            "cell.width == 0.3333333333333333*grid.width - 3.3333333333333335 @1000",
            "a.width + b.width == root.width @1000",
        ])
    }
}
