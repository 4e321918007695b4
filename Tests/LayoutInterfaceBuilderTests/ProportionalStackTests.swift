import InterfaceBuilderDocument
import LayoutInterfaceBuilder
import LayoutSource
import LayoutSyntax
import XCTest

/// `proportional-stacks.xib`: `fillProportionally` stacks whose arranged views have no
/// intrinsic size along the axis (a nested stack, a plain view) share the stack by the sizes
/// they have when the nib loads, their stored frames (docs/interface-builder.md, "Stack views").
final class ProportionalStackTests: XCTestCase {
    private func solver() throws -> UnitSolver { try FixtureFrames.solver("proportional-stacks.xib") }

    private func assertFrames(_ frames: [String: IBRect], _ expected: [String: IBRect], file: StaticString = #filePath, line: UInt = #line) {
        FixtureFrames.assertFrames(frames, expected, file: file, line: line)
    }

    /// The 327 pt the gaps leave of 343 shared 160 : 12 : 155 (the nested stack's and the
    /// plain view's stored widths, the label's intrinsic width): what the document stores.
    func testViewsWithoutAnIntrinsicWidthShareByTheirStoredWidths() throws {
        let frames = try solver().frames(width: 375, height: 180, variant: TraitVariant.all[0])
        assertFrames(frames, [
            "departure": IBRect(x: 0, y: 0, width: 160, height: 47.5),
            "label2": IBRect(x: 168, y: 0, width: 12, height: 47.5),
            "gauge": IBRect(x: 188, y: 0, width: 155, height: 47.5),
            // Vertically too, with the gap: 56 of 60 shared 36 : 20.
            "track": IBRect(x: 0, y: 0, width: 343, height: 36),
            "captionLabel": IBRect(x: 0, y: 40, width: 343, height: 20),
        ])
    }

    /// The shares are numbers: on a wider canvas the views keep their proportions.
    func testTheSharesScaleWithTheStack() throws {
        let frames = try solver().frames(width: 670, height: 180, variant: TraitVariant.all[0])
        // 670 − 32 − 16 = 622 shared 160 : 12 : 155 of 327.
        let k = 622.0 / 327
        assertFrames(frames, [
            "departure": IBRect(x: 0, y: 0, width: 160 * k, height: 47.5),
            "label2": IBRect(x: 160 * k + 8, y: 0, width: 12 * k, height: 47.5),
            "gauge": IBRect(x: 172 * k + 16, y: 0, width: 155 * k, height: 47.5),
        ])
    }

    /// Such a stack is written `fill` with the proportions in its body; one whose every
    /// arranged view has an intrinsic size stays the language's `fillProportionally`.
    func testOnlyStacksWithAViewWithoutAnIntrinsicSizeAreWrittenOut() throws {
        let text = LayoutPrinter.print(try solver().unit.syntax)
        XCTAssertTrue(text.contains("stack legs spacing 8 {"), text)
        XCTAssertTrue(text.contains("departure.width == (legs.width - 16) * 160 / 327 @999"), text)
        XCTAssertTrue(text.contains("gauge.width == (legs.width - 16) * 155 / 327 @997"), text)
        XCTAssertTrue(text.contains("track.height == (meter.height - 4) * 36 / 56 @999"), text)
        XCTAssertTrue(text.contains("stack chips distribution fillProportionally {"), text)
    }
}
