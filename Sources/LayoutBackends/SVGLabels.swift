/// Where each view's name goes in an SVG panel, so that no two names overlap.
///
/// A name is drawn inside its view: a leaf's at the top-left corner (a button's centred), a
/// container's at the top-right so that it misses its first child's. Narrow containers (a
/// column of cards in landscape) still collided, so placement is a pass of its own: leaves
/// first, in view order, then containers, deepest first; each takes the first of its
/// candidate positions that overlaps no name placed so far, or none (the view's tooltip still
/// names it). Text extents are estimated (10 pt sans-serif, about 6 pt per character), which
/// is what a layout-free writer can do; the estimate errs wide.
enum SVGLabels {
    /// One placed name: the text's anchor point and alignment (`start`, `middle`, `end`).
    struct Placement: Equatable {
        var x: Double
        var y: Double
        var anchor: String
    }

    private struct Box {
        var minX, minY, maxX, maxY: Double
        func overlaps(_ o: Box) -> Bool { minX < o.maxX && o.minX < maxX && minY < o.maxY && o.minY < maxY }
    }

    /// Placed boxes bucketed by 64-pt cells, so that a panel of thousands of views is
    /// placed in about linear time.
    private struct SpatialIndex {
        private var cells: [Int64: [Box]] = [:]
        private static let size = 64.0

        private func cell(_ v: Double) -> Int64 {
            // Clamped: a frame far off the canvas must not overflow the conversion.
            Int64((max(-1e12, min(1e12, v)) / Self.size).rounded(.down))
        }

        private func keys(_ b: Box) -> [Int64] {
            let x0 = cell(b.minX), x1 = cell(b.maxX), y0 = cell(b.minY), y1 = cell(b.maxY)
            var k: [Int64] = []
            for x in x0...x1 { for y in y0...y1 { k.append(x &* 1_000_003 &+ y) } }
            return k
        }

        func overlapsAny(_ b: Box) -> Bool {
            keys(b).contains { cells[$0]?.contains { $0.overlaps(b) } ?? false }
        }

        mutating func insert(_ b: Box) {
            for k in keys(b) { cells[k, default: []].append(b) }
        }
    }

    /// Estimated advance of one character at font size 10.
    static let characterWidth = 6.0

    /// Placements by view index; a missing index means the name is not drawn.
    static func place(_ views: [RenderView], frames: [RenderRect], containers: Set<Int>) -> [Int: Placement] {
        let drawn = views.indices.filter { !views[$0].isBuiltin }
        let leaves = drawn.filter { !containers.contains($0) }
        let boxes = drawn.filter { containers.contains($0) }.sorted { views[$0].depth > views[$1].depth }
        var placed = SpatialIndex()
        var result: [Int: Placement] = [:]
        for i in leaves + boxes {
            let r = frames[i]
            let w = Double(views[i].name.unicodeScalars.count) * characterWidth
            for p in candidates(views[i], r, isContainer: containers.contains(i)) {
                let left = p.anchor == "start" ? p.x : p.anchor == "middle" ? p.x - w / 2 : p.x - w
                let box = Box(minX: left, minY: p.y - 9, maxX: left + w, maxY: p.y + 2)
                if placed.overlapsAny(box) { continue }
                placed.insert(box)
                result[i] = p
                break
            }
        }
        return result
    }

    private static func candidates(_ view: RenderView, _ r: RenderRect, isContainer: Bool) -> [Placement] {
        let topLeft = Placement(x: r.x + 3, y: r.y + 11, anchor: "start")
        let topRight = Placement(x: r.x + r.width - 3, y: r.y + 11, anchor: "end")
        let bottomRight = Placement(x: r.x + r.width - 3, y: r.y + r.height - 3, anchor: "end")
        let bottomLeft = Placement(x: r.x + 3, y: r.y + r.height - 3, anchor: "start")
        if view.kind == "button" {
            return [Placement(x: r.x + r.width / 2, y: r.y + r.height / 2 + 3.5, anchor: "middle"), topLeft]
        }
        // Corners other than the top only make sense in a view tall enough for two lines.
        let roomy = r.height >= 26
        if isContainer { return roomy ? [topRight, bottomRight, bottomLeft, topLeft] : [topRight, topLeft] }
        return roomy ? [topLeft, bottomLeft, topRight, bottomRight] : [topLeft, topRight]
    }

}
