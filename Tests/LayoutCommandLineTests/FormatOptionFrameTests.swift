import LayoutPipeline
import LayoutLowering
import LayoutSource
import XCTest

/// What UIKit does with a visual-format line's options, solved: frames computed by hand
/// (docs/language.md §18; the constraints themselves are `FormatOptionsTests`).
final class FormatOptionFrameTests: XCTestCase {
    private func x(_ text: String, _ name: String, _ direction: LayoutDirection) -> Double? {
        var target = StackLayout.roomy
        target.direction = direction
        return StackLayout.errorFree(text, target).frame(name)?.x
    }

    /// On the 1000 pt canvas a right-to-left line puts its first view at the right edge
    /// whatever the layout direction, and a left-to-right line at the left edge even right to
    /// left; leading to trailing (the default) follows the layout direction.
    func testDirectionOptionsIgnoreTheLayoutDirection() {
        let text = "view a\nview b\nH:|-[a(50)]-10-[b(30)] options OPTION\nV:|[a(10)]\nV:|[b(10)]\n"
        func line(_ option: String) -> String { text.replacingOccurrences(of: "OPTION", with: option) }
        for d in [LayoutDirection.leftToRight, .rightToLeft] {
            XCTAssertEqual(x(line("directionRightToLeft"), "a", d), 1000 - 20 - 50)
            XCTAssertEqual(x(line("directionRightToLeft"), "b", d), 1000 - 20 - 50 - 10 - 30)
            XCTAssertEqual(x(line("directionLeftToRight"), "a", d), 20)
            XCTAssertEqual(x(line("directionLeftToRight"), "b", d), 20 + 50 + 10)
        }
        XCTAssertEqual(x(line("directionLeadingToTrailing"), "a", .leftToRight), 20)
        XCTAssertEqual(x(line("directionLeadingToTrailing"), "a", .rightToLeft), 1000 - 20 - 50)
        XCTAssertEqual(x(line("directionLeadingToTrailing"), "b", .rightToLeft), 1000 - 20 - 50 - 10 - 30)
    }

    /// `alignAllCenterY` centres the line's views on each other: the 40 pt view pinned at 100
    /// puts the 20 pt one at 110 and the 10 pt one at 115.
    func testAlignmentCentresTheViewsOnEachOther() {
        let text = "view a\nview b\nview c\nH:|[a(10)][b(10)][c(10)] options alignAllCenterY\nV:|-100-[a(40)]\nV:[b(20)]\nV:[c(10)]\n"
        let layout = StackLayout.errorFree(text, StackLayout.roomy)
        XCTAssertEqual(layout.frame("a"), Rect(0, 100, 10, 40))
        XCTAssertEqual(layout.frame("b"), Rect(10, 110, 10, 20))
        XCTAssertEqual(layout.frame("c"), Rect(20, 115, 10, 10))
    }

    /// `spacingBaselineToBaseline`: a (baseline 15) at 20 puts b's first baseline 12 lower, at
    /// 47, so b (first baseline 22) at 25; b's last baseline (26 from its top) is at 51, and c,
    /// which has no text, has its top 8 lower, at 59.
    func testBaselineSpacing() {
        let text = "label a intrinsic 100x20 baseline 15\nlabel b intrinsic 100x30 baseline 22,26\nview c\n"
            + "V:|-[a]-12-[b]-[c(10)] options spacingBaselineToBaseline\nH:|[a]\nH:|[b]\nH:|[c(10)]\n"
        let layout = StackLayout.errorFree(text, StackLayout.roomy)
        XCTAssertEqual(layout.frame("a")?.y, 20)
        XCTAssertEqual(layout.frame("b")?.y, 25)
        XCTAssertEqual(layout.frame("c")?.y, 59)
    }

    /// Alignment options hold in every variant that selects the line, and none where a `when`
    /// block leaves the line out (size classes keep working).
    func testOptionsInSizeClassBlocks() {
        let text = "view a\nview b\nH:|[a(10)][b(10)]\nV:|-50-[a(40)]\nV:[b(20)]\n"
            + "when hR { H:[a][b] options alignAllTop } else { H:[a][b] options alignAllBottom }\n"
        let regular = LayoutTarget(variant: TraitVariant(width: .compact, height: .regular), canvas: Canvas(width: 1000, height: 1000))
        let compact = LayoutTarget(variant: TraitVariant(width: .compact, height: .compact), canvas: Canvas(width: 1000, height: 1000))
        XCTAssertEqual(StackLayout.errorFree(text, regular).frame("b"), Rect(10, 50, 10, 20))
        XCTAssertEqual(StackLayout.errorFree(text, compact).frame("b"), Rect(10, 70, 10, 20))
    }
}
