import InterfaceBuilderDocument
import LayoutCheck
import LayoutInterfaceBuilder
import LayoutLowering
import LayoutSource
import XCTest

/// `size-classes.storyboard` (an Xcode 7 document: no `<device>`, 600 × 600, layout guides)
/// in each of vflc's variants: what UIKit installs in each size class, computed by hand.
final class SizeClassTests: XCTestCase {
    private let wChR = TraitVariant.all[0], wChC = TraitVariant.all[1], wRhC = TraitVariant.all[2], wRhR = TraitVariant.all[3]

    private func solver() throws -> UnitSolver { try FixtureFrames.solver("size-classes.storyboard") }

    private func assertFrames(_ frames: [String: IBRect], _ expected: [String: IBRect], file: StaticString = #filePath, line: UInt = #line) {
        FixtureFrames.assertFrames(frames, expected, file: file, line: line)
    }

    func testTheDesignCanvasIsTheAnyAnyCanvasInAVariantNoVariationTouches() throws {
        let unit = try solver().unit
        XCTAssertEqual(unit.device, IBDevice(id: nil, landscape: false))
        XCTAssertEqual(unit.designCanvas.width, 600)
        XCTAssertEqual(unit.designCanvas.safeArea.top, 20, "the top layout guide under the status bar")
        XCTAssertEqual(unit.designCanvas.traits, wChR)
    }

    func testCompactHeightRemovesTheBannerAndInstallsItsReplacement() throws {
        let frames = try solver().frames(width: 667, height: 375, variant: wChC)
        assertFrames(frames, [
            "titleLabel": IBRect(x: 16, y: 8, width: 200, height: 21),
            "detailLabel": IBRect(x: 20, y: 37, width: 150, height: 21),
            // Hidden in compact height, still laid out.
            "image": IBRect(x: 607, y: 10, width: 40, height: 40),
            "row": IBRect(x: 16, y: 78, width: 210, height: 30),
            "banner": IBRect(x: 0, y: 0, width: 0, height: 0),
        ])
    }

    func testRegularWidthChangesTheConstantAndRegularRegularTheAxis() throws {
        let s = try solver()
        let ipad = s.frames(width: 1024, height: 768, variant: wRhR, insets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        assertFrames(ipad, [
            "banner": IBRect(x: 0, y: 20, width: 1024, height: 60),
            "titleLabel": IBRect(x: 20, y: 88, width: 200, height: 21),
            "detailLabel": IBRect(x: 40, y: 117, width: 150, height: 21),
            "image": IBRect(x: 964, y: 30, width: 40, height: 40),
            "row": IBRect(x: 20, y: 158, width: 100, height: 70),
            "aLabel": IBRect(x: 0, y: 0, width: 100, height: 30),
            "bLabel": IBRect(x: 0, y: 40, width: 100, height: 30),
        ])
        let landscape = s.frames(width: 896, height: 414, variant: wRhC)
        assertFrames(landscape, [
            "titleLabel": IBRect(x: 20, y: 8, width: 200, height: 21),
            "detailLabel": IBRect(x: 40, y: 37, width: 150, height: 21),
            "row": IBRect(x: 20, y: 78, width: 210, height: 30),
            "bLabel": IBRect(x: 110, y: 0, width: 100, height: 30),
        ])
    }

    func testEveryVariantChecksCleanly() throws {
        let s = try solver()
        let targets = [(wChR, 600.0, 600.0), (wChC, 667, 375), (wRhC, 896, 414), (wRhR, 1024, 768)].map {
            LayoutTarget(variant: $0.0, canvas: Canvas(width: $0.1, height: $0.2, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)))
        }
        let lowered = Lowering.lower(s.unit.syntax, source: s.source, targets: targets)
        XCTAssertEqual(lowered.diagnostics.map(\.message), [])
        let checked = Checker.check(lowered.variants, source: s.source)
        XCTAssertEqual(checked.diagnostics.filter { $0.severity == .error }.map(\.message), [])
    }
}
