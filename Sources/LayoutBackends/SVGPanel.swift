import LayoutSource

/// One variant's panel of the SVG: title, canvas, safe-area and margin shading, the views
/// drawn by kind, and the outlines of views named by diagnostics.
enum SVGPanel {
    private static func n(_ d: Double) -> String { NumberText.format(d) }

    static func write(_ v: RenderVariant, index: Int, originX: Double, originY: Double,
                      marks: SVGDiagnosticMarks, document: String = "", to out: inout String) {
        out += "<g class=\"panel\" id=\"panel-\(index)\" transform=\"translate(\(n(originX)),\(n(originY)))\">\n"
        let device = v.deviceName ?? "custom canvas"
        out += "<text class=\"panel-title\" x=\"0\" y=\"-22\" font-size=\"14\" font-weight=\"bold\" fill=\"#1c1c1e\">"
        let category = v.contentSize.map { " \u{00B7} text size \($0)" } ?? ""
        let direction = v.direction == .rightToLeft ? " \u{00B7} right to left" : ""
        // A unit of a document of several is titled `Main.storyboard — LoginViewController` first.
        let unit = v.unit.map { "\(document) \u{2014} \($0) \u{00B7} " } ?? ""
        out += XMLText.escape("\(unit)\(device) \u{00B7} \(v.traits)\(category)\(direction)") + "</text>\n"
        var subtitle = "\(n(v.canvasWidth)) \u{00D7} \(n(v.canvasHeight)) pt"
        let errors = v.diagnostics.filter { $0.severity == .error }.count
        let warnings = v.diagnostics.filter { $0.severity == .warning }.count
        if errors > 0 { subtitle += " \u{00B7} \(errors) error" + (errors == 1 ? "" : "s") }
        if warnings > 0 { subtitle += " \u{00B7} \(warnings) warning" + (warnings == 1 ? "" : "s") }
        out += "<text class=\"panel-subtitle\" x=\"0\" y=\"-7\" font-size=\"11\" fill=\"#636366\">"
        out += XMLText.escape(subtitle) + "</text>\n"

        let w = v.canvasWidth, h = v.canvasHeight
        out += "<rect class=\"canvas\" x=\"0\" y=\"0\" width=\"\(n(max(0, w)))\" height=\"\(n(max(0, h)))\""
        out += " fill=\"#ffffff\" stroke=\"#3a3a3c\" stroke-width=\"1\"/>\n"
        // Shade the band between two nested rectangles: outside the safe area, then between
        // the safe area and the margins.
        let full = RenderInsets.zero
        out += band(outer: full, inner: v.safeArea, w: w, h: h, cls: "safe-area", fill: SVGLegend.safeAreaFill, opacity: "0.22")
        out += band(outer: v.safeArea, inner: v.margins, w: w, h: h, cls: "margins", fill: SVGLegend.marginsFill, opacity: "0.12")

        writeGuides(v, to: &out)

        let containers = Set(v.views.compactMap(\.parent))
        let labels = SVGLabels.place(v.views, frames: v.views.map { normalized($0.frame) }, containers: containers)
        for (i, view) in v.views.enumerated() where !view.isBuiltin {
            drawView(view, label: labels[i], to: &out)
        }
        SVGScroll.write(v, to: &out)
        writeKeyboard(v, to: &out)
        for view in v.views where !view.isBuiltin {
            let color = marks.red.contains(view.name) ? SVGLegend.red : marks.amber.contains(view.name) ? SVGLegend.amber : nil
            guard let color else { continue }
            let r = normalized(view.frame)
            let cls = color == SVGLegend.red ? "diagnostic-unsatisfiable" : "diagnostic-ambiguous"
            out += "<rect class=\"\(cls)\" x=\"\(n(r.x - 1.5))\" y=\"\(n(r.y - 1.5))\" width=\"\(n(r.width + 3))\""
            out += " height=\"\(n(r.height + 3))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"3\"/>\n"
        }
        out += "</g>\n"
    }

    /// The guides of views the file uses, as thin dotted outlines under the views (margins
    /// teal, readable blue).
    private static func writeGuides(_ v: RenderVariant, to out: inout String) {
        for view in v.views {
            // A scroll view's guides are drawn with it (SVGScroll).
            guard let guide = view.guide, guide != "keyboard", guide != "content", guide != "frame" else { continue }
            let r = normalized(view.frame)
            let color = guide == "readable" ? "#5ac8fa" : "#30b0c7"
            out += "<rect class=\"guide-\(guide)\" x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(r.width))\""
            out += " height=\"\(n(r.height))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"0.75\" stroke-dasharray=\"1 2\">"
            out += "<title>" + XMLText.escape("\(view.name) \(n(r.x)), \(n(r.y)), \(n(r.width)) \u{00D7} \(n(r.height))") + "</title></rect>\n"
        }
    }

    /// The docked keyboard, over the views (as on a device), translucent so what it covers shows.
    private static func writeKeyboard(_ v: RenderVariant, to out: inout String) {
        guard let k = v.keyboardHeight, k > 0 else { return }
        let top = v.canvasHeight - k
        out += "<g class=\"keyboard\"><rect x=\"0\" y=\"\(n(top))\" width=\"\(n(max(0, v.canvasWidth)))\" height=\"\(n(k))\""
        out += " fill=\"#d1d3d9\" fill-opacity=\"0.85\" stroke=\"#8e8e93\" stroke-width=\"0.5\"/>"
        out += "<text x=\"\(n(v.canvasWidth / 2))\" y=\"\(n(top + min(k / 2, 24) + 4))\" font-size=\"11\" text-anchor=\"middle\""
        out += " fill=\"#3a3a3c\">" + XMLText.escape("keyboard \(n(k)) pt") + "</text></g>\n"
    }

    private static func band(outer: RenderInsets, inner: RenderInsets, w: Double, h: Double,
                             cls: String, fill: String, opacity: String) -> String {
        guard outer != inner else { return "" }
        func rectPath(_ i: RenderInsets) -> String {
            "M\(n(i.left)) \(n(i.top))H\(n(w - i.right))V\(n(h - i.bottom))H\(n(i.left))Z"
        }
        return "<path class=\"\(cls)\" d=\"\(rectPath(outer))\(rectPath(inner))\" fill=\"\(fill)\""
            + " fill-opacity=\"\(opacity)\" fill-rule=\"evenodd\"/>\n"
    }

    /// A rectangle with non-negative size (a negative width is drawn leftwards of `x`).
    static func normalized(_ r: RenderRect) -> RenderRect {
        RenderRect(x: min(r.x, r.x + r.width), y: min(r.y, r.y + r.height), width: abs(r.width), height: abs(r.height))
    }

    private static func drawView(_ view: RenderView, label: SVGLabels.Placement?, to out: inout String) {
        let r = normalized(view.frame)
        let x = n(r.x), y = n(r.y), w = n(r.width), h = n(r.height)
        let box = "x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\""
        out += "<g class=\"view \(XMLText.escape(view.kind))\(view.hidden ? " hidden" : "")\""
        out += view.hidden ? " opacity=\"0.3\">" : ">"
        out += "<title>" + XMLText.escape("\(view.name) (\(view.kind)\(view.hidden ? ", hidden" : "")) "
            + "\(x), \(y), \(w) \u{00D7} \(h)") + "</title>"
        switch view.kind {
        case "label":
            out += "<rect \(box) fill=\"none\" stroke=\"#8e8e93\" stroke-width=\"0.75\"/>"
            // Grey bars stand for lines of text, as many as fit (at most four).
            let count = max(1, min(4, Int((r.height - 4) / 9)))
            // Real text lines are about 9–12 pt apart; a tall label keeps its lines at the top.
            let spacing = min(12, (r.height - 4) / Double(count))
            let lengths = [0.9, 0.7, 0.82, 0.55]
            for i in 0..<count {
                let ly = r.y + 2 + Double(i) * spacing + max(0, spacing - 5) / 2
                let lw = max(0, (r.width - 6) * lengths[i])
                out += "<rect x=\"\(n(r.x + 3))\" y=\"\(n(ly))\" width=\"\(n(lw))\" height=\"\(n(min(5, spacing)))\" fill=\"#d1d1d6\"/>"
            }
        case "button":
            out += "<rect \(box) rx=\"6\" ry=\"6\" fill=\"#007aff\" fill-opacity=\"0.14\" stroke=\"#007aff\" stroke-width=\"1\"/>"
        case "image":
            out += "<rect \(box) fill=\"#ff9500\" fill-opacity=\"0.08\" stroke=\"#c77700\" stroke-width=\"1\"/>"
            out += "<path d=\"M\(x) \(y)L\(n(r.x + r.width)) \(n(r.y + r.height))M\(n(r.x + r.width)) \(y)L\(x) \(n(r.y + r.height))\""
            out += " stroke=\"#c77700\" stroke-width=\"0.75\" fill=\"none\"/>"
        case "field":
            out += "<rect \(box) fill=\"#f2f2f7\" stroke=\"#c7c7cc\" stroke-width=\"0.5\"/>"
            out += "<path d=\"M\(x) \(n(r.y + r.height - 0.75))H\(n(r.x + r.width))\" stroke=\"#1c1c1e\" stroke-width=\"1.5\" fill=\"none\"/>"
        case "guide":
            out += "<rect \(box) fill=\"none\" stroke=\"#34c759\" stroke-width=\"1\" stroke-dasharray=\"4 3\"/>"
        case "stack":
            out += "<rect \(box) fill=\"#af52de\" fill-opacity=\"0.05\" stroke=\"#af52de\" stroke-width=\"1\"/>"
        default:
            out += "<rect \(box) fill=\"#5b6b7f\" fill-opacity=\"0.07\" stroke=\"#5b6b7f\" stroke-width=\"1\"/>"
        }
        // Baselines: thin lines across the view, the first solid, the last dashed when apart.
        if let first = view.firstBaseline {
            let right = n(r.x + r.width)
            out += "<path class=\"baseline\" d=\"M\(x) \(n(first))H\(right)\" stroke=\"#ff2d55\" stroke-width=\"0.5\" fill=\"none\"/>"
            if let last = view.lastBaseline, last != first {
                out += "<path class=\"baseline last\" d=\"M\(x) \(n(last))H\(right)\" stroke=\"#ff2d55\" stroke-width=\"0.5\""
                out += " stroke-dasharray=\"2 2\" fill=\"none\"/>"
            }
        }
        if let label {
            let color = view.kind == "button" && label.anchor == "middle" ? "#004999" : "#1c1c1e"
            out += "<text x=\"\(n(label.x))\" y=\"\(n(label.y))\" font-size=\"10\""
            out += label.anchor == "start" ? "" : " text-anchor=\"\(label.anchor)\""
            out += " fill=\"\(color)\">\(XMLText.escape(view.name))</text>"
        }
        out += "</g>\n"
    }
}
