import LayoutCheck
import LayoutPipeline
import LayoutLowering
import LayoutSource
import XCTest

/// Layout margins of any view (`margins T,L,B,R`, `VIEW.margins.ATTR`, `||`, stacks arranged
/// `marginsRelative`), frames computed by hand on the 1000 × 1000 canvas without insets in
/// `wC hR` (root margins 16, spec §8), in both directions. Right to left, a view whose leading
/// edge is `d` from its superview's is at `x = superview.right − d − width`, and a view's
/// leading margin is on its right (UIKit's `directionalLayoutMargins`).
final class MarginsTests: XCTestCase {
    static let ltr = DirectionTests.ltr
    static let rtl = DirectionTests.rtl

    private func layout(_ text: String, _ target: LayoutTarget, file: StaticString = #filePath, line: UInt = #line) -> StackLayout {
        StackLayout.errorFree(text, target, file: file, line: line)
    }

    /// `card` at x = 100 (left to right) or 1000 − 100 − 300 = 600 (right to left), y = 100, 300 × 200.
    static let card = "H:|-100-[card(300)]\nV:|-100-[card(200)]\n"

    func testDefaultMarginsAreEightOnEachSide() {
        let text = "view card {\n  view a\n  H:||[a]||\n  V:||[a]||\n}\n" + Self.card
        XCTAssertEqual(layout(text, Self.ltr).frame("a"), Rect(108, 108, 284, 184))
        XCTAssertEqual(layout(text, Self.rtl).frame("a"), Rect(608, 108, 284, 184))
        XCTAssertEqual(layout(text, Self.ltr).frame("card.margins"), Rect(108, 108, 284, 184))
    }

    func testDirectionalMarginsPutTheLeadingInsetOnTheRightInRightToLeft() {
        // top 10, leading 20, bottom 30, trailing 40: 300 − 60 = 240 wide, 200 − 40 = 160 high.
        let text = "view card margins 10,20,30,40 {\n  view a\n  H:||[a]||\n  V:||[a]||\n}\n" + Self.card
        XCTAssertEqual(layout(text, Self.ltr).frame("a"), Rect(120, 110, 240, 160))
        // Right to left: the leading inset 20 is on the right (900 − 20 = 880), the trailing 40 on the left.
        XCTAssertEqual(layout(text, Self.rtl).frame("a"), Rect(640, 110, 240, 160))
    }

    func testOneValueSetsAllFourMargins() {
        let text = "view card margins 12 {\n  view a\n  H:||[a]||\n  V:||[a]||\n}\n" + Self.card
        XCTAssertEqual(layout(text, Self.ltr).frame("a"), Rect(112, 112, 276, 176))
    }

    func testStandardSpaceToTheMarginsIsTheSiblingSpace() {
        // `||-[a]`: the standard space (8) from the margins, not standardEdge (20).
        let text = "view card margins 0,20,0,20 {\n  view a\n  H:||-[a(50)]\n  V:|[a(10)]\n}\n" + Self.card
        XCTAssertEqual(layout(text, Self.ltr).frame("a"), Rect(128, 100, 50, 10))
        XCTAssertEqual(layout(text, Self.rtl).frame("a"), Rect(822, 100, 50, 10))   // 900 − 20 − 8 − 50
    }

    func testMarginAnchorsInConstraints() {
        let text = "view card margins 10,20,30,40\n" + Self.card + "view b\nview c\n"
            + "b.leading == card.margins.leading + 5\nb.width == 50\nb.top == card.margins.bottom\nb.height == 10\n"
            + "c.left == card.margins.left\nc.width == card.margins.width / 2\nc.centerY == card.margins.centerY\nc.height == 10\n"
        let l = layout(text, Self.ltr)
        XCTAssertEqual(l.frame("b"), Rect(125, 270, 50, 10))    // 100 + 20 + 5; 300 − 30
        XCTAssertEqual(l.frame("c"), Rect(120, 185, 120, 10))   // margins 240 wide; centre 110 + 80
        let r = layout(text, Self.rtl)
        XCTAssertEqual(r.frame("b"), Rect(825, 270, 50, 10))    // right edge 900 − 20 − 5
        // `left` never flips, but the card's left margin is its trailing one (40) right to left.
        XCTAssertEqual(r.frame("c"), Rect(640, 185, 120, 10))
    }

    func testTheRootKeepsItsDeviceMargins() {
        let text = "view a\nH:||[a]||\nV:||[a(10)]\nview b\nb.leading == root.margins.leading\nb.trailing == superview.margins.trailing\n"
            + "V:[a]-[b(10)]\n"
        for target in [Self.ltr, Self.rtl] {
            let l = layout(text, target)
            XCTAssertEqual(l.frame("a"), Rect(16, 16, 968, 10))
            XCTAssertEqual(l.frame("b"), Rect(16, 34, 968, 10))
        }
        let device = TargetResolver.defaultTargets.first { $0.variant.width == .regular && $0.variant.height == .regular }!
        // iPad Pro 11" portrait: 834 wide, regular width margins 20 (spec §8), safe-area top 24.
        XCTAssertEqual(layout(text, device).frame("a"), Rect(20, 44, 794, 10))
    }

    func testMarginsPerVariantWithSet() {
        let text = "view card {\n  view a\n  H:||[a]||\n  V:||[a]||\n}\n" + Self.card + "when wR { set card margins 0 }\n"
        let regular = LayoutTarget(variant: TraitVariant(width: .regular, height: .regular), canvas: Self.ltr.canvas)
        XCTAssertEqual(layout(text, Self.ltr).frame("a"), Rect(108, 108, 284, 184))
        XCTAssertEqual(layout(text, regular).frame("a"), Rect(100, 100, 300, 200))
    }

    func testMarginsRelativeStackArrangesInsideItsMargins() {
        let text = "stack s axis horizontal marginsRelative margins 5,10,5,20 {\n  label a intrinsic 40x20\n"
            + "  label b intrinsic 60x20 hug 240\n}\nH:|-100-[s(300)]\nV:|-100-[s]\n"
        let l = layout(text, Self.ltr)
        XCTAssertEqual(l.frame("s"), Rect(100, 100, 300, 30))
        XCTAssertEqual(l.frame("a"), Rect(110, 105, 40, 20))
        XCTAssertEqual(l.frame("b"), Rect(150, 105, 230, 20))   // 300 − 10 − 20 − 40
        let r = layout(text, Self.rtl)
        XCTAssertEqual(r.frame("a"), Rect(850, 105, 40, 20))    // 900 − 10 − 40
        XCTAssertEqual(r.frame("b"), Rect(620, 105, 230, 20))
        // Without `marginsRelative` the same stack ignores its margins, as UIStackView does.
        let plain = layout(text.replacingOccurrences(of: " marginsRelative", with: ""), Self.ltr)
        XCTAssertEqual(plain.frame("a"), Rect(100, 100, 40, 20))
    }

    func testAForcedDirectionViewKeepsItsOwnMargins() {
        // `card` lays out its content left to right in a right-to-left screen: its leading
        // margin (20) stays on its left; the root's constraint reads its right margin edge.
        let text = "view card direction ltr margins 0,20,0,40 {\n  view a\n  H:||[a(50)]\n  V:|[a(10)]\n}\n" + Self.card
            + "view b\nb.leading == card.margins.leading\nb.width == 10\nV:|[b(10)]\n"
        let r = layout(text, Self.rtl)
        XCTAssertEqual(r.frame("a"), Rect(620, 100, 50, 10))   // card at 600, leading margin 20 on its left
        XCTAssertEqual(r.frame("b"), Rect(850, 0, 10, 10))     // b's right = card.margins' right = 900 − 40
    }

    // MARK: - Errors

    private func errors(_ text: String) -> [Diagnostic] {
        StackLayout(text).compiled.diagnostics.filter { $0.severity == .error }
    }

    func testMisspeltGuideGetsASuggestionAndAFix() throws {
        let text = "view card\n" + Self.card + "view a\na.leading == card.margin.leading\nH:[a(10)]\nV:|[a(10)]\n"
        let d = try XCTUnwrap(errors(text).first { $0.id == .guideMisuse })
        XCTAssertTrue(d.message.contains("did you mean 'margins'"), d.message)
        XCTAssertEqual(d.range.start.line, 5)
        XCTAssertEqual(d.range.start.column, 19)
        let fixed = try XCTUnwrap(d.fixes.first).applied(to: SourceFile(path: "m.layout", text: text))
        XCTAssertTrue(fixed.contains("card.margins.leading"))
        XCTAssertEqual(errors(fixed).filter { $0.id == .guideMisuse }.map(\.id), [])
    }

    func testGuidesOfAGuideAreExplained() throws {
        let text = "guide spacer\nview a\nH:|[spacer(10)][a]|\nV:|[spacer(10)]\nV:|[a(10)]\na.width == spacer.readable.width\n"
        let d = try XCTUnwrap(errors(text).first { $0.id == .guideMisuse })
        XCTAssertTrue(d.message.contains("'spacer' is a layout guide, which has no margins"), d.message)
        XCTAssertEqual(d.range.start.line, 6)
        XCTAssertNotNil(errors("guide spacer margins 4\nH:|[spacer(10)]\nV:|[spacer(10)]\n").first { $0.id == .guideMisuse })
    }

    func testMarginsUsage() throws {
        let d = try XCTUnwrap(errors("view a margins 1,2\nH:|[a]|\nV:|[a]|\n").first)
        XCTAssertEqual(d.id, .syntax)
        XCTAssertTrue(d.message.contains("margins TOP,LEADING,BOTTOM,TRAILING"), d.message)
        XCTAssertTrue(d.message.contains("found 2 values"), d.message)
        let misspelt = try XCTUnwrap(errors("view a margin 8\nH:|[a]|\nV:|[a]|\n").first)
        XCTAssertEqual(misspelt.id, .unknownProperty)
        XCTAssertTrue(misspelt.message.contains("did you mean 'margins'"), misspelt.message)
        let notStack = try XCTUnwrap(errors("view a marginsRelative\nH:|[a]|\nV:|[a]|\n").first)
        XCTAssertEqual(notStack.id, .notAStack)
    }

    func testAcceptedBeforeStillMeansTheSame() {
        // `| |` with a blank is two bars, not `||`: still the "expected a view" error.
        XCTAssertEqual(errors("view a\nH:| |[a]\nV:|[a]|\n").filter { $0.id != .ambiguous }.map(\.id), [.syntax])
        // A view may still be called `readable` or `keyboard`; it wins over the root's guide.
        let text = "view readable\nview keyboard\nH:|[readable(10)][keyboard(20)]\nV:|[readable(10)]\nV:|[keyboard(10)]\n"
            + "view x\nx.leading == keyboard.trailing\nx.width == 5\nV:|[x(5)]\n"
        XCTAssertEqual(layout(text, Self.ltr).frame("x"), Rect(30, 0, 5, 5))
    }
}
