import LayoutLowering
import LayoutSource
import XCTest

/// `uninstalled` / `installed`: a view out of the hierarchy in a variant goes with its
/// subviews and every constraint naming one of them (docs/language.md §2).
final class UninstalledViewTests: XCTestCase {
    let wChR = TraitVariant.all[0], wChC = TraitVariant.all[1], wRhC = TraitVariant.all[2], wRhR = TraitVariant.all[3]

    private func held(_ f: LoweringFixture, _ v: TraitVariant) -> [String] {
        let ir = f.ir(v)
        return ir.constraints.filter { $0.origin.description.hasSuffix("(not installed)") }.map { IRDump.equation($0, in: ir) }
    }

    func testAViewAndItsSubtreeAndTheirConstraintsAreRemovedWhereUninstalled() {
        let f = LoweringFixture("""
        view a {
          view b
          H:|[b]|
        }
        view c
        H:|[a(100)]-8-[c(50)]
        b.height == c.height
        V:|[a(20)]
        V:|[c(10)]
        when wC hC { set a uninstalled }
        """)
        XCTAssertEqual(f.diagnostics, [])
        XCTAssertEqual(f.constraints(wChR), [
            "b.x == a.x @1000", "a.x + a.width == b.x + b.width @1000",
            "a.x == root.x @1000", "a.width == 100 @1000", "c.x == a.x + a.width + 8 @1000", "c.width == 50 @1000",
            "b.height == c.height @1000", "a.y == root.y @1000", "a.height == 20 @1000", "c.y == root.y @1000",
            "c.height == 10 @1000",
        ])
        // In wC hC only the constraints of `c` alone are left; `a` and `b` are held empty.
        XCTAssertEqual(f.constraints(wChC), ["c.width == 50 @1000", "c.y == root.y @1000", "c.height == 10 @1000"])
        XCTAssertEqual(held(f, wChC), [
            "a.x == root.x", "a.y == root.y", "a.width == 0", "a.height == 0",
            "b.x == a.x", "b.y == a.y", "b.width == 0", "b.height == 0",
        ])
        XCTAssertEqual(held(f, wChR), [])
        let ir = f.ir(wChC)
        XCTAssertTrue(ir.views.first { $0.name == "a" }!.hidden)
        XCTAssertTrue(ir.views.first { $0.name == "b" }!.hidden)
        XCTAssertFalse(ir.views.first { $0.name == "c" }!.hidden)
        XCTAssertFalse(f.ir(wChR).views.first { $0.name == "a" }!.hidden)
        // The holding constraints point at the `set` line.
        let line = ir.constraints.first { $0.origin.description.hasSuffix("(not installed)") }!.origin.range
        XCTAssertEqual(line.map { f.source.text(in: $0) }, "uninstalled")
    }

    func testUninstalledOnTheDeclarationAndInstalledInAVariant() {
        let f = LoweringFixture("""
        view a uninstalled
        H:|[a(10)]
        V:|[a(10)]
        when wR { set a installed }
        """)
        XCTAssertEqual(f.constraints(wChR), [])
        XCTAssertEqual(f.constraints(wRhR), ["a.x == root.x @1000", "a.width == 10 @1000", "a.y == root.y @1000", "a.height == 10 @1000"])
        XCTAssertEqual(held(f, wChR).count, 4)
        XCTAssertEqual(held(f, wRhC), [])
    }

    func testAnUninstalledArrangedViewLeavesTheStack() {
        let f = LoweringFixture("""
        stack s axis horizontal spacing 8 {
          label x intrinsic 10x10
          label y intrinsic 20x10
        }
        H:|[s]
        V:|[s]
        when wR { set x uninstalled }
        """)
        let arrangement = { (v: TraitVariant) in f.constraints(v).filter { $0.contains(".x") && !$0.contains("root") } }
        XCTAssertTrue(arrangement(wChR).contains("y.x == x.x + x.width + 8 @1000"), "\(arrangement(wChR))")
        XCTAssertTrue(arrangement(wRhR).contains("y.x == s.x @1000"), "\(arrangement(wRhR))")
        XCTAssertFalse(f.constraints(wRhR).contains { $0.contains("x.") && !$0.hasPrefix("y.") && !$0.hasPrefix("s.") }, "\(f.constraints(wRhR))")
    }

    func testTheGuidesOfAnUninstalledViewGoWithIt() {
        let f = LoweringFixture("""
        view card {
          view inner
          inner.leading == card.margins.leading
        }
        when hC { set card uninstalled }
        """)
        let ir = f.ir(wChC)
        XCTAssertFalse(ir.constraints.contains { $0.origin.description.contains("card.margins.leading == card.leading") })
        XCTAssertTrue(f.ir(wChR).constraints.contains { $0.origin.description.contains("card.margins.leading == card.leading") })
        XCTAssertTrue(held(f, wChC).contains("card.margins.width == 0"), "\(held(f, wChC))")
    }
}
