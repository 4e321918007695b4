import InterfaceBuilderDocument
import LayoutInterfaceBuilder
import LayoutSource
import XCTest

/// Views left to autoresizing keep their stored frames at the stored superview size and,
/// when the superview grows, follow their masks as UIKit's autoresizing does: fixed margins
/// and sizes stay, flexible ones share the change in proportion to their stored lengths
/// (every expectation below computed by hand from `autoresizing.xib`).
final class AutoresizingTests: XCTestCase {
    private func unit() throws -> (IBUnit, SourceFile) {
        let source = try Fixtures.source("autoresizing.xib")
        let read = InterfaceBuilder.read(source)
        XCTAssertEqual(read.diagnostics.map(\.message), [])
        let unit = try XCTUnwrap(read.units.first)
        return (unit, source)
    }

    func testTheUnitIsTheTopLevelViewNamedByItsClass() throws {
        let (unit, _) = try unit()
        XCTAssertEqual(unit.name, "BannerView")
        XCTAssertEqual(unit.kind, .topLevelView)
        XCTAssertEqual(unit.rootID, "Ban-ne-r01")
        XCTAssertEqual(unit.designCanvas.width, 320)
        XCTAssertEqual(unit.designCanvas.height, 200)
        XCTAssertEqual(unit.designCanvas.safeArea, .zero)
        XCTAssertEqual(unit.views.map(\.name), ["root", "fixed", "rightPinned", "stretch", "centered", "leftAndWidth", "fill",
                                                "proportional", "widthAndRight", "noMask"])
    }

    func testFramesAtTheStoredSizeAreTheStoredFrames() throws {
        let (unit, source) = try unit()
        let frames = UnitSolver(unit: unit, source: source).frames(width: 320, height: 200, variant: TraitVariant.all[0])
        for v in unit.views.dropFirst() {
            let stored = try XCTUnwrap(v.frame)
            XCTAssertEqual(UnitSolver.difference(try XCTUnwrap(frames[v.name]), stored), 0, accuracy: 1e-6, v.name)
        }
    }

    func testFramesWhenTheSuperviewGrowsFollowTheMasks() throws {
        let (unit, source) = try unit()
        let frames = UnitSolver(unit: unit, source: source).frames(width: 400, height: 300, variant: TraitVariant.all[0])
        let expected: [String: IBRect] = [
            "fixed": IBRect(x: 10, y: 20, width: 100, height: 40),
            // Right margin 20 kept.
            "rightPinned": IBRect(x: 280, y: 10, width: 100, height: 30),
            "stretch": IBRect(x: 20, y: 80, width: 360, height: 30),
            // Margins 110 : 110 share the 80 pt.
            "centered": IBRect(x: 150, y: 120, width: 100, height: 20),
            // Right margin 120 kept; left 40 : width 160 share 80.
            "leftAndWidth": IBRect(x: 56, y: 150, width: 224, height: 40),
            "fill": IBRect(x: 0, y: 0, width: 400, height: 300),
            // 80 : 80 : 160 across; bottom margin 20 kept down.
            "proportional": IBRect(x: 100, y: 260, width: 100, height: 20),
            // Left 60 kept; width 60 : right 200 share 80.
            "widthAndRight": IBRect(x: 60, y: 100, width: 60 + 80.0 * 60 / 260, height: 50),
            "noMask": IBRect(x: 5, y: 5, width: 10, height: 10),
        ]
        for (name, rect) in expected {
            let solved = try XCTUnwrap(frames[name], name)
            XCTAssertEqual(UnitSolver.difference(solved, rect), 0, accuracy: 1e-6, "\(name): \(solved)")
        }
    }
}
