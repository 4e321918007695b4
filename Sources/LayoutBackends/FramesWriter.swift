import LayoutSource

/// The `frames` output: per variant a header and a table of the view tree with each frame in
/// the superview's and in the canvas's coordinates (spec §8, docs/output-formats.md).
public enum FramesWriter {
    /// Renders the document as plain text; deterministic, LF line endings, no trailing spaces.
    public static func write(_ doc: RenderDocument) -> String {
        var out = "file: \(doc.file)\n"
        for variant in doc.variants {
            out += "\n"
            out += section(variant)
        }
        return out
    }

    private static func section(_ v: RenderVariant) -> String {
        var out = v.unit.map { "unit \($0)  " } ?? ""
        out += "variant \(v.traits)" + (v.contentSize.map { " " + $0 } ?? "")
        out += "  device \(v.deviceName ?? "none (--size)")"
        out += "  canvas \(NumberText.format(v.canvasWidth))x\(NumberText.format(v.canvasHeight))"
        // Left to right is the default and says nothing, so earlier outputs stay as they were.
        out += (v.direction == .rightToLeft ? "  direction rtl" : "") + "\n"
        out += "safe area  \(insets(v.safeArea))\n"
        out += "margins    \(insets(v.margins))\n"
        if let k = v.keyboardHeight { out += "keyboard   docked, height \(NumberText.format(k))\n" }
        out += "\n"

        // Width and height do not change between coordinate spaces, so the canvas columns
        // give only the origin.
        let header = ["view", "kind", "x", "y", "width", "height", "canvas x", "canvas y", ""]
        var tree = [header]
        var guides = [header]
        for (i, view) in v.views.enumerated() {
            let isGuide = view.isBuiltin && view.parent != nil
            let indent = String(repeating: "  ", count: isGuide ? 0 : max(0, view.depth))
            let rel = v.relativeFrame(of: i)
            let row = [indent + view.name, view.kind,
                       NumberText.format(rel.x), NumberText.format(rel.y),
                       NumberText.format(rel.width), NumberText.format(rel.height),
                       NumberText.format(view.x), NumberText.format(view.y),
                       view.hidden ? "hidden" : ""]
            if isGuide { guides.append(row) } else { tree.append(row) }
        }
        let numeric: Set<Int> = [2, 3, 4, 5, 6, 7]
        out += TextTable.render(tree, rightAligned: numeric)
        if guides.count > 1 {
            out += "\nbuilt-in guides\n"
            out += TextTable.render(guides, rightAligned: numeric)
        }
        if !v.diagnostics.isEmpty {
            out += "\ndiagnostics\n"
            for d in v.diagnostics {
                out += "  \(d.range.start.line):\(d.range.start.column): \(d.severity.rawValue): \(d.message) [\(d.id.rawValue)]\n"
            }
        }
        return out
    }

    private static func insets(_ i: RenderInsets) -> String {
        "top \(NumberText.format(i.top))  left \(NumberText.format(i.left))  "
            + "bottom \(NumberText.format(i.bottom))  right \(NumberText.format(i.right))"
    }
}
