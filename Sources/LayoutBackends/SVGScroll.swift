/// Scroll views in the SVG (docs/language.md §16): the whole content is drawn, in content
/// coordinates from the scroll view's origin (content offset zero), and the part outside the
/// scroll view's frame, which scrolls out of view, is veiled; the frame is outlined as the
/// visible part and the content area is dashed.
enum SVGScroll {
    private static func n(_ d: Double) -> String { SVGWriter.n(d) }

    /// The colour of a scroll view's visible frame.
    static let visibleStroke = "#0a84ff"
    /// The veil over content outside the frame.
    static let veil = "<rect width=\"14\" height=\"12\" fill=\"#ffffff\" fill-opacity=\"0.6\" stroke=\"#0a84ff\" stroke-dasharray=\"3 2\" stroke-width=\"0.75\"/>"

    /// The content area of scroll view `index`, when the variant has one.
    static func contentArea(of index: Int, in v: RenderVariant) -> RenderRect? {
        guard let size = v.views[index].contentSize else { return nil }
        return RenderRect(x: v.views[index].x, y: v.views[index].y, width: size.width, height: size.height)
    }

    /// How far the drawing reaches: the canvas and every view, content that scrolls out of view
    /// included (a panel grows to show it).
    static func extent(_ v: RenderVariant) -> (width: Double, height: Double) {
        var w = v.canvasWidth, h = v.canvasHeight
        guard v.views.contains(where: { $0.contentSize != nil }) else { return (w, h) }
        for view in v.views where !view.isBuiltin || view.guide == "content" {
            let r = SVGPanel.normalized(view.frame)
            w = max(w, r.x + r.width)
            h = max(h, r.y + r.height)
        }
        return (w, h)
    }

    /// The veil over each scroll view's content outside its frame, the frame's outline and the
    /// content area's, drawn over the views.
    static func write(_ v: RenderVariant, to out: inout String) {
        for (i, view) in v.views.enumerated() where view.contentSize != nil {
            guard let area = contentArea(of: i, in: v) else { continue }
            let content = SVGPanel.normalized(area), frame = SVGPanel.normalized(view.frame)
            func path(_ r: RenderRect) -> String { "M\(n(r.x)) \(n(r.y))H\(n(r.x + r.width))V\(n(r.y + r.height))H\(n(r.x))Z" }
            out += "<g class=\"scroll\"><title>" + XMLText.escape("\(view.name): content \(n(content.width)) \u{00D7} \(n(content.height)), "
                + "visible \(n(frame.width)) \u{00D7} \(n(frame.height))") + "</title>"
            out += "<path class=\"scroll-offscreen\" d=\"\(path(content))\(path(frame))\" fill=\"#ffffff\" fill-opacity=\"0.6\" fill-rule=\"evenodd\"/>"
            out += "<rect class=\"scroll-content\" x=\"\(n(content.x))\" y=\"\(n(content.y))\" width=\"\(n(content.width))\""
            out += " height=\"\(n(content.height))\" fill=\"none\" stroke=\"\(visibleStroke)\" stroke-width=\"0.75\" stroke-dasharray=\"3 2\"/>"
            out += "<rect class=\"scroll-visible\" x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\""
            out += " height=\"\(n(frame.height))\" fill=\"none\" stroke=\"\(visibleStroke)\" stroke-width=\"1.5\"/>"
            out += "<text x=\"\(n(frame.x + frame.width - 4))\" y=\"\(n(frame.y + frame.height - 4))\" font-size=\"9\" text-anchor=\"end\""
            out += " fill=\"\(visibleStroke)\">visible</text></g>\n"
        }
    }
}
