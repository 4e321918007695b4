import LayoutSource
import LayoutSyntax

/// Stable, readable text of a `LayoutIR`: its target, views and constraints (with origin kind
/// and source position). Used for golden files and `vflc dump ir`.
public enum IRDump {
    /// The whole IR, one view or constraint per line.
    public static func dump(_ ir: LayoutIR) -> String {
        var out = "target \(ir.target.label) canvas \(size(ir.target.canvas.width))x\(size(ir.target.canvas.height))"
        let s = ir.target.canvas.safeArea
        out += " safeArea \(NumberFormat.string(s.top)),\(NumberFormat.string(s.left)),"
            + "\(NumberFormat.string(s.bottom)),\(NumberFormat.string(s.right))"
        if let device = ir.target.canvas.deviceName { out += " device \(device)" }
        out += "\nviews \(ir.views.count)\n"
        for view in ir.views { out += "  " + describe(view, in: ir) + "\n" }
        out += "constraints \(ir.constraints.count)\n"
        for c in ir.constraints {
            out += "  " + equation(c, in: ir) + " @" + NumberFormat.string(c.priority) + " " + c.origin.kind.rawValue
            if let r = c.origin.range { out += " \(r.start)-\(r.end)" }
            for r in c.origin.related { out += " related \(r.start)" }
            for r in c.conditions { out += " when \(r.start)" }
            out += " \"\(c.origin.description)\"\n"
        }
        return out
    }

    /// `#3 title label in root at 9:7 hug 251,251 resist 750,750 intrinsic 120x22` (then
    /// `baseline F,L`, `hidden`, `stack(AXIS DISTRIBUTION ALIGNMENT SPACING [baselineRelative])`, …).
    public static func describe(_ view: IRView, in ir: LayoutIR) -> String {
        var out = "#\(view.id.index) \(view.name) \(view.kind.rawValue)"
        if let parent = view.parent { out += " in \(ir.views[parent.index].name)" }
        if view.isBuiltin { out += " builtin" }
        if let d = view.declaration { out += " at \(d.start)" }
        if view.isBuiltin { return out }
        out += " hug \(NumberFormat.string(view.hug.horizontal)),\(NumberFormat.string(view.hug.vertical))"
        out += " resist \(NumberFormat.string(view.resist.horizontal)),\(NumberFormat.string(view.resist.vertical))"
        if view.intrinsicWidth != nil || view.intrinsicHeight != nil {
            out += " intrinsic \(size(view.intrinsicWidth, none: "_"))x\(size(view.intrinsicHeight, none: "_"))"
        }
        if let b = view.baseline { out += " baseline \(NumberFormat.string(b.first)),\(NumberFormat.string(b.last))" }
        if view.hidden { out += " hidden" }
        if let st = view.stack {
            out += " stack(\(st.axis.rawValue) \(st.distribution.rawValue) \(st.alignment.rawValue) \(NumberFormat.string(st.spacing))"
                + (st.baselineRelative ? " baselineRelative)" : ")")
        }
        if let after = view.spacingAfter { out += " spacingAfter \(NumberFormat.string(after))" }
        if view.semanticContent != .auto { out += " direction \(view.semanticContent.rawValue)" }
        return out
    }

    /// The constraint as `positive terms REL negated other terms and constant`, e.g.
    /// `findNext.x == find.x + find.width + 8` for `findNext.x - find.x - find.width - 8 == 0`.
    public static func equation(_ c: IRConstraint, in ir: LayoutIR) -> String {
        var left = "", right = ""
        for t in c.terms {
            if t.coefficient > 0 {
                append(&left, t.coefficient, name(t.variable, in: ir))
            } else {
                append(&right, -t.coefficient, name(t.variable, in: ir))
            }
        }
        let k = -c.constant
        if right.isEmpty {
            right = NumberFormat.string(k)
        } else if k != 0 {
            right += k > 0 ? " + \(NumberFormat.string(k))" : " - \(NumberFormat.string(-k))"
        }
        return (left.isEmpty ? "0" : left) + " \(c.relation.rawValue) " + right
    }

    /// `title.width`.
    public static func name(_ v: IRVariable, in ir: LayoutIR) -> String {
        let view = v.view.index < ir.views.count ? ir.views[v.view.index].name : "#\(v.view.index)"
        return view + "." + v.component.name
    }

    private static func append(_ side: inout String, _ coefficient: Double, _ name: String) {
        if !side.isEmpty { side += " + " }
        side += coefficient == 1 ? name : "\(NumberFormat.string(coefficient))*\(name)"
    }

    private static func size(_ value: Double?, none: String = "auto") -> String {
        value.map { NumberFormat.string($0) } ?? none
    }
}
