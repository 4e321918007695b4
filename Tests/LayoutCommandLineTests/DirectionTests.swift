import LayoutCheck
import LayoutPipeline
import LayoutCommandLine
import LayoutLowering
import LayoutSource
import XCTest

/// Right-to-left layouts (`--direction rtl`, the `direction` property), frames computed by
/// hand on a 1000 × 1000 canvas without insets: a view whose leading edge is `d` from its
/// superview's leading edge is at `x = 1000 - d - width` in right-to-left.
final class DirectionTests: XCTestCase {
    static let ltr = StackLayout.roomy
    static let rtl = LayoutTarget(variant: StackLayout.roomy.variant, canvas: StackLayout.roomy.canvas,
                                  direction: .rightToLeft)

    private func frames(_ text: String, _ target: LayoutTarget, _ names: [String],
                        file: StaticString = #filePath, line: UInt = #line) -> [String: Rect] {
        let layout = StackLayout.errorFree(text, target, file: file, line: line)
        var out: [String: Rect] = [:]
        for n in names { out[n] = layout.frame(n) }
        return out
    }

    func testVisualFormatLineFlips() {
        let text = "view a\nview b\nH:|-16-[a(100)]-8-[b(50)]\nV:|[a(10)]\nV:|[b(10)]"
        let l = frames(text, Self.ltr, ["a", "b"])
        XCTAssertEqual(l["a"], Rect(16, 0, 100, 10))
        XCTAssertEqual(l["b"], Rect(124, 0, 50, 10))
        let r = frames(text, Self.rtl, ["a", "b"])
        XCTAssertEqual(r["a"], Rect(884, 0, 100, 10))   // 1000 - 16 - 100
        XCTAssertEqual(r["b"], Rect(826, 0, 50, 10))    // 884 - 8 - 50
    }

    func testLeftAndRightDoNotFlip() {
        let text = "view a\na.left == superview.left + 16\na.width == 100\nview b\nb.right == superview.right - 10\n"
            + "b.width == 30\nV:|[a(10)]\nV:|[b(10)]"
        for target in [Self.ltr, Self.rtl] {
            let f = frames(text, target, ["a", "b"])
            XCTAssertEqual(f["a"], Rect(16, 0, 100, 10))
            XCTAssertEqual(f["b"], Rect(960, 0, 30, 10))
        }
    }

    func testCenterXFollowsLeadingInTheSameConstraint() {
        let text = "view c\nc.centerX == superview.leading + 100\nc.width == 40\nV:|[c(10)]"
        XCTAssertEqual(frames(text, Self.ltr, ["c"])["c"], Rect(80, 0, 40, 10))
        XCTAssertEqual(frames(text, Self.rtl, ["c"])["c"], Rect(880, 0, 40, 10))   // centre at 1000 - 100
        // centerX alone (with left, or another centerX) does not flip.
        let absolute = "view c\nc.centerX == superview.left + 100\nc.width == 40\nV:|[c(10)]"
        XCTAssertEqual(frames(absolute, Self.rtl, ["c"])["c"], Rect(80, 0, 40, 10))
    }

    func testMultiplierMirrorsAboutTheRoot() {
        // LTR: a.x = 0.25 × 1000. RTL: the mirror image, a's right edge at 750.
        let text = "view a\na.leading == 0.25 * root.trailing\na.width == 100\nV:|[a(10)]"
        XCTAssertEqual(frames(text, Self.ltr, ["a"])["a"], Rect(250, 0, 100, 10))
        XCTAssertEqual(frames(text, Self.rtl, ["a"])["a"], Rect(650, 0, 100, 10))
    }

    func testHorizontalStackArrangesFromTheTrailingSideInRightToLeft() {
        let text = """
        stack row axis horizontal spacing 8 {
          label a intrinsic 40x20
          label b intrinsic 60x20
        }
        H:|-8-[row]
        V:|[row]
        """
        let l = frames(text, Self.ltr, ["row", "a", "b"])
        XCTAssertEqual(l["row"], Rect(8, 0, 108, 20))
        XCTAssertEqual(l["a"], Rect(8, 0, 40, 20))
        XCTAssertEqual(l["b"], Rect(56, 0, 60, 20))
        let r = frames(text, Self.rtl, ["row", "a", "b"])
        XCTAssertEqual(r["row"], Rect(884, 0, 108, 20))  // 1000 - 8 - 108
        XCTAssertEqual(r["a"], Rect(952, 0, 40, 20))     // the first arranged view at the stack's right edge
        XCTAssertEqual(r["b"], Rect(884, 0, 60, 20))     // 952 - 8 - 60
    }

    func testVerticalStackLeadingAlignmentIsTheRightEdgeInRightToLeft() {
        let text = """
        stack col axis vertical alignment leading {
          label a intrinsic 40x20
          label b intrinsic 60x20
        }
        H:|[col]
        V:|[col]
        """
        let r = frames(text, Self.rtl, ["col", "a", "b"])
        XCTAssertEqual(r["col"], Rect(940, 0, 60, 40))
        XCTAssertEqual(r["a"], Rect(960, 0, 40, 20))     // leading (right) edges on the stack's
        XCTAssertEqual(r["b"], Rect(940, 20, 60, 20))
    }

    func testForcedLeftToRightContainerKeepsItsContentLeftToRight() {
        // `controls` is laid out by the root (right to left); its content by itself (ltr),
        // like UIKit's playback controls.
        let text = """
        view controls direction playback {
          view play
          view next
          H:|-10-[play(30)]-5-[next(30)]
          V:|[play(10)]
          V:|[next(10)]
        }
        H:|-20-[controls(200)]
        V:|[controls(10)]
        """
        let r = frames(text, Self.rtl, ["controls", "play", "next"])
        XCTAssertEqual(r["controls"], Rect(780, 0, 200, 10))  // 1000 - 20 - 200
        XCTAssertEqual(r["play"], Rect(790, 0, 30, 10))       // 780 + 10
        XCTAssertEqual(r["next"], Rect(825, 0, 30, 10))       // 790 + 30 + 5
    }

    func testForcedRightToLeftViewFlipsItsContentInALeftToRightScreen() {
        let text = """
        view box direction rtl {
          view p
          H:|-10-[p(30)]
          V:|[p(10)]
        }
        H:|-20-[box(200)]
        V:|[box(10)]
        """
        let l = frames(text, Self.ltr, ["box", "p"])
        XCTAssertEqual(l["box"], Rect(20, 0, 200, 10))
        XCTAssertEqual(l["p"], Rect(180, 0, 30, 10))          // 20 + 200 - 10 - 30
    }

    func testTheClosestCommonAncestorDecides() {
        // `p` is inside a left-to-right box, but its constraint to the root is the root's content.
        let text = """
        view box direction ltr {
          view p
          V:|[p(10)]
        }
        p.leading == root.leading + 5
        p.width == 30
        H:|[box(500)]
        V:|[box(10)]
        """
        let r = frames(text, Self.rtl, ["box", "p"])
        XCTAssertEqual(r["box"], Rect(500, 0, 500, 10))
        XCTAssertEqual(r["p"], Rect(965, 0, 30, 10))          // 1000 - 5 - 30
    }

    func testMixedLeadingAndLeftWarnsAndKeepsItsLeftToRightMeaning() {
        let text = "view a\na.leading == superview.left + 16\na.width == 10\nV:|[a(10)]"
        let layout = StackLayout(text, targets: [Self.rtl])
        XCTAssertTrue(layout.diagnostics.contains { $0.hasPrefix("warning mixed-direction") }, "\(layout.diagnostics)")
        XCTAssertEqual(layout.frame("a"), Rect(16, 0, 10, 10))
    }

    func testCheckResultDependsOnTheDirection() {
        // b follows a's trailing edge: off the right edge left to right, inside right to left.
        let text = "view a\nview b\na.left == superview.left + 900\na.width == 50\nb.leading == a.trailing + 20\n"
            + "b.width == 60\nV:|[a(10)]\nV:|[b(10)]"
        let both = StackLayout(text, targets: [Self.ltr, Self.rtl])
        let outside = both.compiled.diagnostics.filter { $0.id == .outsideSuperview }
        XCTAssertEqual(outside.map(\.traits), [["wC hR"]], "\(both.diagnostics)")
        XCTAssertEqual(both.compiled.solutions.count, 2)
    }

    func testUnknownDirectionValueIsLocatedWithASuggestion() {
        // The declaration survives its malformed property: `a` is placed, so the one error is the value's.
        let layout = StackLayout("view a direction rtll\nH:|[a(10)]\nV:|[a(10)]\n", targets: [Self.ltr])
        XCTAssertEqual(layout.diagnostics.count, 1)
        XCTAssertTrue(layout.diagnostics[0].contains("did you mean 'rtl'?"), "\(layout.diagnostics)")
        XCTAssertEqual(layout.compiled.diagnostics.first?.range.start.column, 18)
    }

    func testDirectionFlagParses() throws {
        guard case .success(.render(let r)) = ArgumentParser.parse(["render", "a.layout", "--direction", "ltr",
                                                                   "--direction=rtl"]) else { return XCTFail() }
        XCTAssertEqual(r.directions, [.leftToRight, .rightToLeft])
        let targets = try TargetResolver.resolve(traits: [TraitVariant(width: .compact, height: .regular)], devices: [],
                                                 size: nil, directions: r.directions)
        XCTAssertEqual(targets.map(\.direction), [.leftToRight, .rightToLeft])
        guard case .failure(let e) = ArgumentParser.parse(["check", "a.layout", "--direction", "up"]) else {
            return XCTFail()
        }
        XCTAssertTrue(e.message.contains("--direction"))
    }
}
