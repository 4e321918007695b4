import LayoutSource

/// The `svg` output: a wireframe of each variant, side by side, one panel each (spec §8,
/// docs/output-formats.md). SVG 1.1, self-contained (no scripts, images or external fonts),
/// deterministic. One canvas point is one SVG unit.
public enum SVGWriter {
    static let pad = 24.0
    static let titleHeight = 40.0
    static let gap = 40.0
    static let legendItemWidth = 124.0
    static let legendRowHeight = 20.0

    /// Renders the document as an SVG file (with XML declaration and final newline).
    public static func write(_ doc: RenderDocument) -> String {
        // One row of panels per unit of a document of several (an Interface Builder
        // document's scenes), one row for a `.layout` file.
        var panelX: [Double] = [], panelY: [Double] = []
        var x = pad, y = pad + titleHeight, widest = 0.0, tallest = 0.0
        for (i, v) in doc.variants.enumerated() {
            if i > 0, v.unit != doc.variants[i - 1].unit {
                widest = max(widest, x - gap)
                x = pad
                y += tallest + titleHeight + gap
                tallest = 0
            }
            panelX.append(x)
            panelY.append(y)
            // A scroll view's content may reach past the canvas: the panel shows all of it.
            let extent = SVGScroll.extent(v)
            x += max(extent.width, 160) + gap
            tallest = max(tallest, extent.height)
        }
        widest = max(widest, x - gap)
        let width = max(widest + pad, 2 * pad + 4 * legendItemWidth)
        let scrolls = doc.variants.contains { $0.views.contains { $0.contentSize != nil } }
        let legend = SVGLegend.items + (scrolls ? SVGLegend.scrollItems : [])
        let perRow = max(1, Int((width - 2 * pad) / legendItemWidth))
        let legendRows = (legend.count + perRow - 1) / perRow
        let legendTop = y + tallest + pad
        let height = legendTop + Double(legendRows) * legendRowHeight + pad

        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""
        out += " width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\""
        out += " font-family=\"sans-serif\">\n"
        out += "<title>\(XMLText.escape("vflc render: " + doc.file))</title>\n"
        out += "<rect class=\"background\" x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#f2f2f7\"/>\n"
        let document = doc.file.split(separator: "/").last.map(String.init) ?? doc.file
        for (i, v) in doc.variants.enumerated() {
            let marks = SVGDiagnosticMarks(variant: v, source: doc.source)
            SVGPanel.write(v, index: i + 1, originX: panelX[i], originY: panelY[i], marks: marks, document: document, to: &out)
        }
        SVGLegend.write(legend, top: legendTop, left: pad, perRow: perRow, to: &out)
        out += "</svg>\n"
        return out
    }

    /// Number formatting shared by the SVG pieces.
    static func n(_ d: Double) -> String { NumberText.format(d) }
}
