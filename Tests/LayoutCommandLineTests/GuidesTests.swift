import LayoutCheck
@testable import LayoutCommandLine
import TestSupport
import LayoutLowering
import LayoutSource
import XCTest

/// The readable content guide and the keyboard guide (docs/language.md §15), frames computed
/// by hand, in both directions.
final class GuidesTests: XCTestCase {
    static let ltr = DirectionTests.ltr
    static let rtl = DirectionTests.rtl

    private func layout(_ text: String, _ target: LayoutTarget, file: StaticString = #filePath, line: UInt = #line) -> StackLayout {
        StackLayout.errorFree(text, target, file: file, line: line)
    }

    private static func canvas(_ width: Double, _ height: Double, keyboard: Double? = nil,
                               safe: EdgeInsets = .zero, direction: LayoutDirection = .leftToRight) -> LayoutTarget {
        var c = Canvas(width: width, height: height, safeArea: safe)
        c.keyboardHeight = keyboard
        return LayoutTarget(variant: ltr.variant, canvas: c, direction: direction)
    }

    // MARK: - readable

    static let column = "view text\nH:[text]\ntext.leading == readable.leading\ntext.trailing == readable.trailing\nV:|[text(10)]\n"

    func testReadableGuideIsAtMostTheReadableWidthAndCentred() {
        // 1000 wide, margins 16: 968 > 672, so 672 wide at (1000 − 672) / 2 = 164, either way.
        XCTAssertEqual(layout(Self.column, Self.ltr).frame("text"), Rect(164, 0, 672, 10))
        XCTAssertEqual(layout(Self.column, Self.rtl).frame("text"), Rect(164, 0, 672, 10))
        XCTAssertEqual(layout(Self.column, Self.ltr).frame("readable"), Rect(164, 16, 672, 968))
    }

    func testReadableGuideIsTheMarginsWhereTheyAreNarrower() {
        // 400 wide: the margins are 368 wide, less than 672.
        XCTAssertEqual(layout(Self.column, Self.canvas(400, 800)).frame("text"), Rect(16, 0, 368, 10))
        XCTAssertEqual(layout(Self.column, Self.canvas(400, 800, direction: .rightToLeft)).frame("text"), Rect(16, 0, 368, 10))
    }

    func testReadableGuideOfAViewIsCentredInItsDirectionalMargins() {
        let text = "view card margins 0,20,0,40 {\n  view t\n  H:[t]\n  t.leading == superview.readable.leading\n"
            + "  t.trailing == superview.readable.trailing\n  V:|[t(10)]\n}\nH:|-100-[card(800)]\nV:|[card(100)]\n"
        // Margins 120…860 (740 wide, more than 672): centre 490, so 154…826.
        XCTAssertEqual(layout(text, Self.ltr).frame("t"), Rect(154, 0, 672, 10))
        // Right to left the leading 20 is on the right: margins 140…880, centre 510.
        XCTAssertEqual(layout(text, Self.rtl).frame("t"), Rect(174, 0, 672, 10))
        XCTAssertEqual(layout(text, Self.ltr).frame("card.readable"), Rect(154, 0, 672, 100))
    }

    // MARK: - keyboard

    static let bar = "view bar\nH:|[bar]|\nbar.bottom == keyboard.top\nbar.height == 44\n"

    func testKeyboardGuideTopIsTheSafeAreaBottomWithoutAKeyboard() {
        // iPhone 15 portrait: 852 high, safe-area bottom 34.
        let phone = Self.canvas(393, 852, safe: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(layout(Self.bar, phone).frame("bar"), Rect(0, 774, 393, 44))   // 852 − 34 − 44
        XCTAssertEqual(layout(Self.bar, phone).frame("keyboard"), Rect(0, 818, 393, 34))
    }

    func testADockedKeyboardMovesTheGuide() {
        let phone = Self.canvas(393, 852, keyboard: 336, safe: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(layout(Self.bar, phone).frame("bar"), Rect(0, 472, 393, 44))   // 852 − 336 − 44
        XCTAssertEqual(layout(Self.bar, phone).frame("keyboard"), Rect(0, 516, 393, 336))
        let rtl = Self.canvas(393, 852, keyboard: 336, safe: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                              direction: .rightToLeft)
        let text = "view send\nsend.trailing == keyboard.trailing - 8\nsend.bottom == keyboard.top - 8\nsend.width == 60\nsend.height == 30\n"
        XCTAssertEqual(layout(text, rtl).frame("send"), Rect(8, 478, 60, 30))   // trailing is the left edge
    }

    func testKeyboardOfAnotherViewIsAnErrorWithAFix() throws {
        let text = "view card\nH:|[card]|\nV:|[card(10)]\nview b\nH:|[b]|\nb.bottom == card.keyboard.top\nb.height == 4\n"
        let d = try XCTUnwrap(StackLayout(text).compiled.diagnostics.first { $0.id == .guideMisuse })
        XCTAssertTrue(d.message.contains("only the root has a keyboard guide"), d.message)
        let fixed = try XCTUnwrap(d.fixes.first).applied(to: SourceFile(path: "k.layout", text: text))
        XCTAssertTrue(fixed.contains("b.bottom == keyboard.top"), fixed)
        XCTAssertEqual(StackLayout(fixed).compiled.diagnostics.filter { $0.severity == .error }.map(\.id), [])
    }

    func testRenderKeyboardOption() throws {
        let dir = try TemporaryDirectory(prefix: "vflc-keyboard")
        let path = try dir.write("k.layout", Self.bar)
        var out = "", err = ""
        let io = ToolIO(stdout: { out += $0 }, stderr: { err += $0 }, stdin: { [] }, colored: false)
        let status = CommandLineTool.run(["render", path, "--device", "iPhone 15", "--keyboard", "336", "--format", "svg"], io: io)
        XCTAssertEqual(status, 0, err)
        XCTAssertTrue(out.contains("<g class=\"keyboard\"><rect x=\"0\" y=\"516\" width=\"393\" height=\"336\""), out)
        out = ""
        XCTAssertEqual(CommandLineTool.run(["render", path, "--device", "iPhone 15", "--keyboard", "336"], io: io), 0)
        XCTAssertTrue(out.contains("keyboard   docked, height 336"), out)
        XCTAssertTrue(out.contains("  bar  view  0  472"), out)
        err = ""
        XCTAssertEqual(CommandLineTool.run(["render", path, "--keyboard", "tall"], io: io), 2)
        XCTAssertTrue(err.contains("malformed --keyboard 'tall'"), err)
    }

    // MARK: - The sign-in sample

    /// `Samples/sign-in.layout`, frames worked out by hand from its constraints.
    func testSignInSampleByHand() throws {
        let text = try String(contentsOfFile: RepoPaths.path("Samples/sign-in.layout"), encoding: .utf8)
        let safe = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        // iPhone 15 portrait: margins 16…377 (361 < 672, so the readable guide is the margins).
        let phone = layout(text, Self.canvas(393, 852, safe: safe))
        XCTAssertEqual(phone.frame("heading"), Rect(16, 83, 180, 34))        // 59 + 24
        XCTAssertEqual(phone.frame("form"), Rect(16, 141, 361, 116))         // 83 + 34 + 24; 16 + 36 + 12 + 36 + 16
        XCTAssertEqual(phone.frame("emailLabel"), Rect(36, 164, 80, 21))     // on email's baseline: 157 + 23 − 16
        XCTAssertEqual(phone.frame("email"), Rect(128, 157, 229, 36))        // 36 + 80 + 12; 377 − 20 − 128
        XCTAssertEqual(phone.frame("password"), Rect(128, 205, 229, 36))
        XCTAssertEqual(phone.frame("links"), Rect(161, 265, 216, 30))        // 4 + 60 + 8 + 140 + 4, trailing at 377
        XCTAssertEqual(phone.frame("help"), Rect(165, 265, 60, 30))
        XCTAssertEqual(phone.frame("forgot"), Rect(233, 265, 140, 30))
        XCTAssertEqual(phone.frame("signIn"), Rect(16, 752, 361, 50))        // 852 − 34 − 16 − 50
        // Right to left: the mirror image about x = 196.5.
        let rtl = layout(text, Self.canvas(393, 852, safe: safe, direction: .rightToLeft))
        XCTAssertEqual(rtl.frame("heading"), Rect(197, 83, 180, 34))
        XCTAssertEqual(rtl.frame("emailLabel"), Rect(277, 164, 80, 21))
        XCTAssertEqual(rtl.frame("email"), Rect(36, 157, 229, 36))
        XCTAssertEqual(rtl.frame("links"), Rect(16, 265, 216, 30))
        XCTAssertEqual(rtl.frame("help"), Rect(168, 265, 60, 30))
        XCTAssertEqual(rtl.frame("forgot"), Rect(20, 265, 140, 30))
        // A docked keyboard of 336 pt lifts the button: 852 − 336 − 16 − 50.
        XCTAssertEqual(layout(text, Self.canvas(393, 852, keyboard: 336, safe: safe)).frame("signIn"), Rect(16, 450, 361, 50))
        // iPad Pro 11" portrait: margins 20…814 (794 wide), so the readable guide is 672 at 81.
        let pad = layout(text, Self.canvas(834, 1194, safe: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)))
        XCTAssertEqual(pad.frame("heading"), Rect(81, 48, 180, 34))
        XCTAssertEqual(pad.frame("form"), Rect(81, 106, 672, 116))
        XCTAssertEqual(pad.frame("signIn"), Rect(81, 1108, 672, 50))          // 1194 − 20 − 16 − 50
    }
}
