import LayoutSyntax

/// A unit's syntax written as `.layout` text (test-only: golden files of the mapping, and
/// the check that the text parses back to the same layout).
enum LayoutText {
    static func file(_ syntax: LayoutFileSyntax) -> String {
        statements(syntax.statements, "").map { $0 + "\n" }.joined()
    }

    static func number(_ d: Double) -> String {
        if d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
        return "\(d)"
    }

    static func expr(_ e: Expr, _ parent: Int = 0) -> String {
        switch e.kind {
        case .number(let v): return number(v)
        case .name(let id): return id.name
        case .anchor(let v, let a): return "\(v.name).\(a.name)"
        case .guideAnchor(let v, let g, let a): return "\(v.name).\(g.name).\(a.name)"
        case .negate(let inner): return "-" + expr(inner, 3)
        case .paren(let inner): return "(" + expr(inner) + ")"
        case .scaled(let inner, let style, _): return "scaled(\(expr(inner)), \(style.rawValue))"
        case .binary(let op, let l, let r):
            let level = op == .add || op == .subtract ? 1 : 2
            let text = expr(l, level) + " \(op.rawValue) " + expr(r, level + 1)
            return level < parent ? "(" + text + ")" : text
        }
    }

    static func priority(_ p: PrioritySyntax?) -> String {
        guard let p else { return "" }
        switch p.value {
        case .number(let v): return " @" + number(v)
        case .name(let s): return " @" + s
        }
    }

    static func property(_ p: ViewProperty) -> String {
        let n = number
        switch p.value {
        case .intrinsic(let w, let h): return "intrinsic \(w.map(n) ?? "_")x\(h.map(n) ?? "_")"
        case .hug(let h, let v): return "hug \(n(h))" + (v.map { ",\(n($0))" } ?? "")
        case .resist(let h, let v): return "resist \(n(h))" + (v.map { ",\(n($0))" } ?? "")
        case .hidden(let b): return b ? "hidden" : "visible"
        case .axis(let a): return "axis \(a.rawValue)"
        case .distribution(let d): return "distribution \(d.rawValue)"
        case .alignment(let a): return "alignment \(a.rawValue)"
        case .spacing(let e): return "spacing \(expr(e))"
        case .spacingAfter(let e): return "spacingAfter \(expr(e))"
        case .style(let s): return "style \(s.rawValue)"
        case .direction(let d): return "direction \(d.rawValue)"
        case .baseline(let f, let l): return "baseline \(n(f))" + (l.map { ",\(n($0))" } ?? "")
        case .baselineRelative: return "baselineRelative"
        case .margins(let m): return "margins \(n(m.top)),\(n(m.leading)),\(n(m.bottom)),\(n(m.trailing))"
        case .marginsRelative: return "marginsRelative"
        case .installed(let b): return b ? "installed" : "uninstalled"
        }
    }

    static func statements(_ list: [Statement], _ indent: String) -> [String] {
        var out: [String] = []
        for s in list {
            switch s {
            case .view(let v):
                out.append(indent + ([v.kind.rawValue, v.name.name] + v.properties.map(property)).joined(separator: " ")
                           + (v.body == nil ? "" : " {"))
                if let body = v.body { out += statements(body, indent + "  "); out.append(indent + "}") }
            case .metrics(let m):
                out.append(indent + "metrics { " + m.definitions.map { "\($0.name.name) = \(expr($0.value))" }.joined(separator: "; ") + " }")
            case .vfl:
                out.append(indent + "// (visual-format line)")
            case .constraint(let c):
                out.append(indent + "\(expr(c.lhs)) \(c.relation.rawValue) \(expr(c.rhs))\(priority(c.priority))")
            case .when(let w):
                for (i, c) in w.clauses.enumerated() {
                    let cond = c.condition.alternatives.map { $0.map(\.term.text).joined(separator: " ") }.joined(separator: " or ")
                    out.append(indent + (i == 0 ? "when " : "else when ") + cond + " {")
                    out += statements(c.body, indent + "  ")
                    out.append(indent + "}")
                }
                if let e = w.elseBody {
                    out.append(indent + "else {")
                    out += statements(e, indent + "  ")
                    out.append(indent + "}")
                }
            case .set(let s):
                out.append(indent + (["set", s.target.name] + s.properties.map(property)).joined(separator: " "))
            }
        }
        return out
    }
}
