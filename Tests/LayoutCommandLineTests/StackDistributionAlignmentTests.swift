import LayoutSource
import XCTest

/// Every distribution × alignment × axis (5 × 4 × 2 = 40 layouts), with frames worked out by
/// hand from UIStackView's documented behaviour.
///
/// The stack `s` is placed at (20, 40) and sized by the test: 380 × 200 when horizontal,
/// 200 × 320 when vertical, spacing 10. Its arranged views are labels (hugging 251,
/// compression resistance 750) with intrinsic sizes
///   a 40 × 20,   b 60 × 30 (hugging lowered to 240),   c 80 × 50,
/// so along the axis Σ widths = 180, Σ heights = 100, and two gaps make 20.
/// Along and across the axis are independent in a stack, so each case's frames are the
/// along-axis entry of its distribution with the across-axis entry of its alignment.
/// Frames below are relative to the stack (its origin is added when comparing).
final class StackDistributionAlignmentTests: XCTestCase {
    /// Position and length along the axis, for a, b, c.
    private typealias Along = [(position: Double, length: Double)]

    private let alongHorizontal: [String: Along] = [
        // Apple: "When the arranged views do not fill the stack view, it stretches the views
        // according to their hugging priority": b (240) is the lowest, so a and c keep 40 and
        // 80 and b takes the rest, 380 - 2·10 - 40 - 80 = 240; b starts at 40 + 10, c at 50 + 240 + 10.
        "fill": [(0, 40), (50, 240), (300, 80)],
        // "all the same size along the axis": (380 - 20) / 3 = 120 each; 120 + 10 = 130, 260.
        "fillEqually": [(0, 120), (130, 120), (260, 120)],
        // "resized proportionally based on their intrinsic content size": the 360 left after the
        // spacing is shared 40 : 60 : 80 of 180, i.e. 80, 120, 160; b at 90, c at 90 + 120 + 10.
        "fillProportionally": [(0, 80), (90, 120), (220, 160)],
        // Views at intrinsic size, "pads the spacing between the views evenly": the 380 - 180 =
        // 200 not taken by the views makes two gaps of 100 (≥ 10): b at 40 + 100, c at 200 + 100.
        "equalSpacing": [(0, 40), (140, 60), (300, 80)],
        // "equal center-to-center spacing": a's centre is at 20, c's at 380 - 40 = 340, so b's is
        // at 180 and b starts at 150; the edge gaps are 110 and 90, both ≥ 10.
        "equalCentering": [(0, 40), (150, 60), (300, 80)],
    ]

    private let alongVertical: [String: Along] = [
        // b stretches: 320 - 20 - 20 - 50 = 230; b at 20 + 10 = 30, c at 30 + 230 + 10 = 270.
        "fill": [(0, 20), (30, 230), (270, 50)],
        // (320 - 20) / 3 = 100 each, at 0, 110, 220.
        "fillEqually": [(0, 100), (110, 100), (220, 100)],
        // 300 shared 20 : 30 : 50 of 100 → 60, 90, 150; b at 70, c at 70 + 90 + 10 = 170.
        "fillProportionally": [(0, 60), (70, 90), (170, 150)],
        // 320 - 100 = 220 of padding → two gaps of 110: b at 20 + 110 = 130, c at 160 + 110 = 270.
        "equalSpacing": [(0, 20), (130, 30), (270, 50)],
        // a's centre at 10, c's at 320 - 25 = 295 → b's at 152.5, b starts at 152.5 - 15 = 137.5.
        "equalCentering": [(0, 20), (137.5, 30), (270, 50)],
    ]

    /// Position and length across the axis, for a, b, c.
    private typealias Across = [(position: Double, length: Double)]

    private let acrossHorizontal: [String: Across] = [
        // "resizes its arranged views so that they fill the available space perpendicular to
        // the stack view's axis": every view is as tall as the stack, 200.
        "fill": [(0, 200), (0, 200), (0, 200)],
        // Top edges on the stack's, intrinsic heights 20, 30, 50 (nothing stretches them).
        "leading": [(0, 20), (0, 30), (0, 50)],
        // Centred in 200: (200 - h) / 2 = 90, 85, 75.
        "center": [(90, 20), (85, 30), (75, 50)],
        // Bottom edges on the stack's: 200 - h = 180, 170, 150.
        "trailing": [(180, 20), (170, 30), (150, 50)],
    ]

    private let acrossVertical: [String: Across] = [
        // As wide as the stack, 200.
        "fill": [(0, 200), (0, 200), (0, 200)],
        // Leading edges on the stack's, intrinsic widths 40, 60, 80.
        "leading": [(0, 40), (0, 60), (0, 80)],
        // Centred in 200: (200 - w) / 2 = 80, 70, 60.
        "center": [(80, 40), (70, 60), (60, 80)],
        // Trailing edges on the stack's: 200 - w = 160, 140, 120.
        "trailing": [(160, 40), (140, 60), (120, 80)],
    ]

    func testEveryDistributionAlignmentAndAxis() {
        var cases = 0
        for axis in ["horizontal", "vertical"] {
            let horizontal = axis == "horizontal"
            let (width, height) = horizontal ? (380.0, 200.0) : (200.0, 320.0)
            for distribution in ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"] {
                for alignment in ["fill", "leading", "center", "trailing"] {
                    cases += 1
                    let layout = StackLayout("""
                    stack s axis \(axis) distribution \(distribution) alignment \(alignment) spacing 10 {
                      label a intrinsic 40x20
                      label b intrinsic 60x30 hug 240
                      label c intrinsic 80x50
                    }
                    H:|-20-[s(\(NumberText(width)))]
                    V:|-40-[s(\(NumberText(height)))]
                    """)
                    let name = "\(axis) \(distribution) \(alignment)"
                    XCTAssertEqual(layout.diagnostics, [], name)
                    XCTAssertEqual(layout.frame("s"), Rect(20, 40, width, height), name)
                    let along = (horizontal ? alongHorizontal : alongVertical)[distribution]!
                    let across = (horizontal ? acrossHorizontal : acrossVertical)[alignment]!
                    for (i, view) in ["a", "b", "c"].enumerated() {
                        let expected = horizontal
                            ? Rect(20 + along[i].position, 40 + across[i].position, along[i].length, across[i].length)
                            : Rect(20 + across[i].position, 40 + along[i].position, across[i].length, along[i].length)
                        XCTAssertEqual(layout.frame(view), expected, "\(name): \(view)")
                    }
                }
            }
        }
        XCTAssertEqual(cases, 40)
    }

    /// `top` is `leading` and `bottom` is `trailing` whatever the axis, as in UIKit.
    func testTopAndBottomAlignmentsAreLeadingAndTrailing() {
        for axis in ["horizontal", "vertical"] {
            for (written, same) in [("top", "leading"), ("bottom", "trailing")] {
                let text = { (alignment: String) in
                    StackLayout("""
                    stack s axis \(axis) alignment \(alignment) spacing 10 {
                      label a intrinsic 40x20
                      label b intrinsic 60x30 hug 240
                    }
                    H:|-20-[s(300)]
                    V:|-40-[s(300)]
                    """)
                }
                let one = text(written), other = text(same)
                XCTAssertEqual(one.diagnostics, [])
                XCTAssertEqual(one.frame("a"), other.frame("a"), "\(axis) \(written)")
                XCTAssertEqual(one.frame("b"), other.frame("b"), "\(axis) \(written)")
            }
        }
    }

    /// A stack whose size nobody sets sizes itself to its content: along the axis the views
    /// and gaps (equalSpacing and equalCentering at their minimum gap), across it the largest
    /// view for alignments other than fill (UIKit's spanning fit).
    func testStackWithoutASizeHugsItsContent() {
        // Horizontal, spacing 10: 40 + 10 + 60 + 10 + 80 = 200 wide; the tallest view is 50.
        for distribution in ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"] {
            for alignment in ["leading", "center", "trailing"] {
                let layout = StackLayout("""
                stack s axis horizontal distribution \(distribution) alignment \(alignment) spacing 10 {
                  label a intrinsic 40x20
                  label b intrinsic 60x30 hug 240
                  label c intrinsic 80x50
                }
                H:|-20-[s]
                V:|-40-[s]
                """)
                let name = "\(distribution) \(alignment)"
                XCTAssertEqual(layout.diagnostics, [], name)
                if distribution == "fillEqually" {
                    // Equal widths: the widest view's compression resistance (750) beats the
                    // others' hugging, so all are 80: 3 · 80 + 20 = 260.
                    XCTAssertEqual(layout.frame("s"), Rect(20, 40, 260, 50), name)
                } else if distribution == "equalCentering" {
                    // Equal centre distances (149) outrank the stack's shrinking (49). With a's
                    // centre at 20 and distance d, b starts at 20 + d - 30 ≥ 40 + 10 (d ≥ 60) and
                    // c at 20 + 2d - 40 ≥ (20 + d + 30) + 10 (d ≥ 80): d = 80, c at 140, width 220.
                    XCTAssertEqual(layout.frame("s"), Rect(20, 40, 220, 50), name)
                    XCTAssertEqual(layout.frame("b")?.x, 20 + 70, name)
                    XCTAssertEqual(layout.frame("c")?.x, 20 + 140, name)
                } else {
                    XCTAssertEqual(layout.frame("s"), Rect(20, 40, 200, 50), name)
                    XCTAssertEqual(layout.frame("c")?.x, 20 + 40 + 10 + 60 + 10, name)
                }
            }
        }
    }

    private func NumberText(_ value: Double) -> String { String(Int(value)) }
}
