import XCTest
@testable import LayoutBackends

/// View names in SVG panels never overlap: a leaf keeps its top-left corner, a container
/// moves to a free corner, and a name with no free place is left to the tooltip.
final class SVGLabelTests: XCTestCase {
    private func view(_ name: String, _ kind: String, parent: Int?, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
                      depth: Int) -> RenderView {
        RenderView(name: name, kind: kind, parent: parent, x: x, y: y, width: w, height: h,
                   isBuiltin: parent == nil, depth: depth)
    }

    private func place(_ views: [RenderView]) -> [Int: SVGLabels.Placement] {
        SVGLabels.place(views, frames: views.map { SVGPanel.normalized($0.frame) },
                        containers: Set(views.compactMap(\.parent)))
    }

    /// Estimated boxes, as the placement estimates them.
    private func boxes(_ views: [RenderView], _ p: [Int: SVGLabels.Placement]) -> [(Int, CGRect)] {
        p.map { i, l in
            let w = Double(views[i].name.count) * SVGLabels.characterWidth
            let left = l.anchor == "start" ? l.x : l.anchor == "middle" ? l.x - w / 2 : l.x - w
            return (i, CGRect(x: left, y: l.y - 9, width: w, height: 11))
        }
    }

    func testNestedContainersSharingACornerTakeDifferentCorners() throws {
        let views = [
            view("root", "view", parent: nil, 0, 0, 400, 800, depth: 0),
            view("grid", "stack", parent: 0, 16, 75, 361, 700, depth: 1),
            view("first", "stack", parent: 1, 16, 75, 361, 300, depth: 2),
            view("tile", "view", parent: 2, 16, 75, 361, 100, depth: 3),
        ]
        let p = place(views)
        XCTAssertEqual(p[3], SVGLabels.Placement(x: 19, y: 86, anchor: "start"), "the leaf keeps its corner")
        XCTAssertEqual(p[2]?.y, 86, "the deeper container keeps the top-right corner")
        XCTAssertEqual(p[1]?.y, 75 + 700 - 3, "the outer container moves to the bottom")
    }

    func testNarrowColumnsNeverOverlap() {
        var views = [view("root", "view", parent: nil, 0, 0, 900, 400, depth: 0)]
        for c in 0..<20 {
            let x = 10 + Double(c) * 44
            views.append(view("card\(c)", "view", parent: 0, x, 10, 30, 300, depth: 1))
            let card = views.count - 1
            views.append(view("photo\(c)", "image", parent: card, x, 10, 30, 30, depth: 2))
            views.append(view("buy\(c)", "button", parent: card, x, 42, 30, 20, depth: 2))
        }
        let p = place(views)
        let placed = boxes(views, p)
        for (a, ra) in placed {
            for (b, rb) in placed where a < b {
                XCTAssertFalse(ra.intersects(rb), "\(views[a].name) overlaps \(views[b].name)")
            }
        }
        for c in 0..<20 { XCTAssertNotNil(p[views.firstIndex { $0.name == "photo\(c)" }!], "leaves are named first") }
    }
}
