import XCTest
import LayoutSource
import LayoutLowering
@testable import LayoutCheck

/// The checker's decisions on small `.layout` files, through the real front end.
final class CheckerLayoutTests: XCTestCase {
    private func check(_ text: String) -> CheckResult {
        let (source, variants, front) = CheckTestSupport.compile(text)
        XCTAssertEqual(front.filter { $0.severity == .error }.map(\.message), [])
        return Checker.check(variants, source: source)
    }

    func testCompressionResistanceTieIsNamed() {
        let r = check("""
            label a intrinsic 500x20
            label b intrinsic 500x20
            H:|-[a]-[b]-|
            V:|-[a]
            V:|-[b]
            """)
        let d = r.diagnostics.filter { $0.id == .ambiguous && $0.subject == "a" }
        XCTAssertEqual(d.count, 1)
        XCTAssertTrue(d[0].message.contains("`a` and `b` have equal horizontal compression resistance priority (750)"), d[0].message)
        XCTAssertEqual(d[0].traits, ["wC hR", "wC hC", "wR hC", "wR hR"])
    }

    /// Two rows that each overflow are two ties: each message names its own row's views only.
    func testTiesInIndependentRowsAreNamedSeparately() {
        let r = check("""
            view top {
              label a intrinsic 500x20
              label b intrinsic 500x20
              H:|-[a]-[b]-|
              V:|[a]|
              V:|[b]|
            }
            view bottom {
              label c intrinsic 500x20
              label d intrinsic 500x20
              H:|-[c]-[d]-|
              V:|[c]|
              V:|[d]|
            }
            H:|[top]|
            H:|[bottom]|
            V:|[top(40)][bottom(40)]
            """)
        let messages = Dictionary(uniqueKeysWithValues: r.diagnostics.filter { $0.id == .ambiguous }.map { ($0.subject ?? "", $0.message) })
        XCTAssertTrue(messages["a"]?.contains("`a` and `b` have equal") ?? false, messages["a"] ?? "no diagnostic for a")
        XCTAssertTrue(messages["c"]?.contains("`c` and `d` have equal") ?? false, messages["c"] ?? "no diagnostic for c")
        XCTAssertFalse(messages["a"]?.contains("`c`") ?? true)
    }

    func testRaisingOneHuggingPriorityRemovesTheAmbiguity() {
        let r = check("""
            label a intrinsic 100x20 hug 252
            label b intrinsic 100x20
            H:|-[a]-[b]-|
            V:|-[a]
            V:|-[b]
            """)
        XCTAssertEqual(r.diagnostics.filter { $0.severity == .error }, [])
    }

    func testVariantSpecificAmbiguityNamesItsVariants() {
        let r = check("""
            view box
            V:|-[box(20)]
            when wR { H:|-[box]-| } else { H:|-[box] }
            """)
        let d = r.diagnostics.filter { $0.id == .ambiguous }
        XCTAssertEqual(d.map(\.traits), [["wC hR", "wC hC"]])
        XCTAssertEqual(d.first?.axis, "horizontal")
        XCTAssertTrue(d.first?.message.contains("the width of `box` is ambiguous") ?? false)
    }

    func testUnsatisfiableVariantReportsOnlyTheAmbiguityOutsideTheConflict() {
        let r = check("""
            view box
            view other
            H:|-[box(100)]
            box.width == 50
            """)
        XCTAssertEqual(r.diagnostics.filter { $0.id == .unsatisfiable }.count, 1)
        // The conflict is about `box` horizontally: not reported ambiguous there (its width is
        // free only because `box.width == 50` was broken). Its vertical axis and `other` are
        // outside the conflict, and are.
        let ambiguous = Set(r.diagnostics.filter { $0.id == .ambiguous }.map { "\($0.subject ?? "") \($0.axis ?? "")" })
        XCTAssertEqual(ambiguous, ["box vertical", "other horizontal", "other vertical"])
        XCTAssertTrue(r.solutions.allSatisfy { !$0.isSatisfiable && $0.ambiguities.count == 3 })
        // The frames still exist: the breaking constraint (the later line) is the one dropped.
        XCTAssertEqual(r.solutions[0].frame(of: ViewID(3)).width, 100)
    }

    func testHiddenArrangedViewIsJudgedLikeAnyOther() {
        // Spec §9: hidden views are laid out, so they are checked. The stack sizes a hidden
        // arranged view to 0 along its axis and pins its leading edge across it, but nothing
        // gives it a height: that alone is reported, and the message says the view is hidden.
        let r = check("""
            stack row axis horizontal distribution fillEqually spacing 8 {
              view a
              view b hidden
              view c
            }
            H:|-[row]-|
            V:|-[row(40)]
            """)
        XCTAssertEqual(r.diagnostics.map(\.id), [.ambiguous])
        XCTAssertEqual(r.diagnostics.first?.subject, "b")
        XCTAssertEqual(r.diagnostics.first?.axis, "vertical")
        XCTAssertTrue(r.diagnostics.first?.message.hasPrefix("the height of hidden `b` is ambiguous") ?? false,
                      r.diagnostics.first?.message ?? "")
        let fixed = check("""
            stack row axis horizontal distribution fillEqually spacing 8 {
              view a
              view b hidden
              view c
            }
            H:|-[row]-|
            V:|-[row(40)]
            b.height == 20
            """)
        XCTAssertEqual(fixed.diagnostics.map(\.id), [])
    }

    func testIndependentConflictsAreFoundInSourceOrderInOneRound() {
        // 40 views, each pinned at width 10 and then given width 20: 40 independent conflicts,
        // searched per component in one round. The first 16 in source order are reported with
        // their minimal sets (the pin and the contradicting line), and every frame exists.
        var text = ""
        for i in 0..<40 { text += "view c\(i)\nH:|-[c\(i)(10)]\nV:|-[c\(i)(10)]\nc\(i).width == 20\n" }
        let r = check(text)
        let d = r.diagnostics.filter { $0.id == .unsatisfiable }
        XCTAssertEqual(d.count, CheckOptions().maxConflictsPerVariant)
        XCTAssertEqual(d.map(\.range.start.line), (0..<16).map { 4 * $0 + 4 }, "breaking lines, first 16 in source order")
        for s in r.solutions {
            XCTAssertEqual(s.conflicts.count, 16)
            XCTAssertEqual(s.brokenConstraints.count, 16)
            XCTAssertTrue(s.conflicts.allSatisfy { $0.count == 2 }, "\(s.conflicts)")
            XCTAssertEqual(s.frame(of: ViewID(3 + 39)).width, 10, accuracy: 1e-9)
        }
    }

    func testChildFreeInsideAFreeContainerIsReportedInTheSameRun() {
        // Issue 13's example: `box2` is free vertically, and `gd3` is free inside it (only a
        // lower bound on its top), so both are reported at once, not one per run.
        let r = check("""
            view box2 {
              guide gd3
              V:|-(>=9)-[gd3(45)]
              H:|[gd3]|
            }
            H:|[box2]|
            """)
        let d = r.diagnostics.filter { $0.id == .ambiguous }
        XCTAssertEqual(d.map(\.subject), ["box2", "gd3"])
        XCTAssertEqual(d.map(\.axis), ["vertical", "vertical"])
        XCTAssertTrue(d.last?.message.hasPrefix("the vertical position of `gd3` is ambiguous") ?? false, d.last?.message ?? "")
    }

    func testChildCarriedByAnAmbiguousContainerIsNotReported() {
        let r = check("""
            view card {
              view inner
              H:|-8-[inner]-8-|
              V:|-8-[inner]-8-|
            }
            V:|-[card(100)]
            card.width == 200
            """)
        XCTAssertEqual(r.diagnostics.filter { $0.id == .ambiguous }.map(\.subject), ["card"])
        XCTAssertTrue(r.solutions[0].isFree(IRVariable(ViewID(4), .x)), "inner moves with card")
    }

    func testConflictInOneVariantOnlyAndFramesElsewhere() {
        let r = check("""
            view box
            H:|-[box]-|
            V:|-[box(40)]
            when hC { box.width == 900 }
            """)
        let d = r.diagnostics.filter { $0.id == .unsatisfiable }
        // The canvas widths differ, but the conflict is the same: one diagnostic naming both
        // variants, its canvas note giving each variant's width.
        XCTAssertEqual(d.map(\.traits), [["wC hC", "wR hC"]])
        XCTAssertEqual(d.first?.notes.first { $0.range == nil }?.message,
                       "conflicts with this: the canvas is 852 pt wide in wC hC (iPhone 15); 932 pt wide in wR hC (iPhone 15 Pro Max)")
        XCTAssertEqual(r.solutions.map(\.isSatisfiable), [true, false, false, true])
    }

    func testAConstraintThatCancelsToAFalseStatementIsItsOwnConflict() {
        let r = check("""
            view a
            H:|-[a]-|
            V:|-[a(20)]
            a.width == a.width + 5
            """)
        let d = r.diagnostics.filter { $0.id == .unsatisfiable }
        XCTAssertEqual(d.count, 1)
        XCTAssertEqual(d.first?.range.start.line, 4)
        XCTAssertTrue(d.first?.message.contains("can never hold") ?? false, d.first?.message ?? "")
        XCTAssertEqual(d.first?.notes, [])
        XCTAssertEqual(r.solutions[0].conflicts.map(\.count), [1])
    }
}
