/// The legend under the panels: what the shading, the kinds and the outlines mean.
enum SVGLegend {
    static let red = "#d70015"
    static let amber = "#ff9f0a"
    static let safeAreaFill = "#8e8e93"
    static let marginsFill = "#32ade6"

    /// Label and swatch (an SVG fragment drawn in a 14×12 box at the origin) per entry.
    static let items: [(label: String, swatch: String)] = [
        ("outside safe area", "<rect width=\"14\" height=\"12\" fill=\"\(safeAreaFill)\" fill-opacity=\"0.22\"/>"),
        ("margins", "<rect width=\"14\" height=\"12\" fill=\"\(marginsFill)\" fill-opacity=\"0.12\" stroke=\"#c7c7cc\" stroke-width=\"0.5\"/>"),
        ("view", "<rect width=\"14\" height=\"12\" fill=\"#5b6b7f\" fill-opacity=\"0.07\" stroke=\"#5b6b7f\"/>"),
        ("stack", "<rect width=\"14\" height=\"12\" fill=\"#af52de\" fill-opacity=\"0.05\" stroke=\"#af52de\"/>"),
        ("label", "<rect width=\"14\" height=\"12\" fill=\"none\" stroke=\"#8e8e93\" stroke-width=\"0.75\"/><rect x=\"2\" y=\"4\" width=\"10\" height=\"4\" fill=\"#d1d1d6\"/>"),
        ("button", "<rect width=\"14\" height=\"12\" rx=\"4\" ry=\"4\" fill=\"#007aff\" fill-opacity=\"0.14\" stroke=\"#007aff\"/>"),
        ("image", "<rect width=\"14\" height=\"12\" fill=\"#ff9500\" fill-opacity=\"0.08\" stroke=\"#c77700\"/><path d=\"M0 0L14 12M14 0L0 12\" stroke=\"#c77700\" stroke-width=\"0.75\"/>"),
        ("field", "<rect width=\"14\" height=\"12\" fill=\"#f2f2f7\"/><path d=\"M0 11.25H14\" stroke=\"#1c1c1e\" stroke-width=\"1.5\"/>"),
        ("guide", "<rect width=\"14\" height=\"12\" fill=\"none\" stroke=\"#34c759\" stroke-dasharray=\"4 3\"/>"),
        ("hidden", "<rect width=\"14\" height=\"12\" fill=\"#5b6b7f\" fill-opacity=\"0.07\" stroke=\"#5b6b7f\" opacity=\"0.3\"/>"),
        ("unsatisfiable", "<rect x=\"1\" y=\"1\" width=\"12\" height=\"10\" fill=\"none\" stroke=\"\(red)\" stroke-width=\"2.5\"/>"),
        ("ambiguous", "<rect x=\"1\" y=\"1\" width=\"12\" height=\"10\" fill=\"none\" stroke=\"\(amber)\" stroke-width=\"2.5\"/>"),
    ]

    /// The entries added when a document has a scroll view.
    static let scrollItems: [(label: String, swatch: String)] = [
        ("scroll view (visible)", "<rect x=\"1\" y=\"1\" width=\"12\" height=\"10\" fill=\"none\" stroke=\"\(SVGScroll.visibleStroke)\" stroke-width=\"1.5\"/>"),
        ("scrolled out of view", SVGScroll.veil),
    ]

    static func write(_ items: [(label: String, swatch: String)], top: Double, left: Double, perRow: Int, to out: inout String) {
        out += "<g class=\"legend\" font-size=\"11\" fill=\"#3a3a3c\">\n"
        for (i, item) in items.enumerated() {
            let x = left + Double(i % perRow) * SVGWriter.legendItemWidth
            let y = top + Double(i / perRow) * SVGWriter.legendRowHeight
            out += "<g transform=\"translate(\(SVGWriter.n(x)),\(SVGWriter.n(y)))\">\(item.swatch)"
            out += "<text x=\"20\" y=\"10\">\(XMLText.escape(item.label))</text></g>\n"
        }
        out += "</g>\n"
    }
}
