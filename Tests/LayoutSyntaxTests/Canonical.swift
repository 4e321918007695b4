@testable import LayoutSyntax

/// Prints parsed syntax back in a canonical form (every connection explicit, every
/// predicate with its relation), so tests can state the expected shape as one readable
/// string written by hand.
enum Canonical {
    static func expr(_ e: Expr) -> String {
        switch e.kind {
        case .number(let v): return SyntaxDump.number(v)
        case .name(let id): return id.name
        case .anchor(let v, let a): return "\(v.name).\(a.name)"
        case .guideAnchor(let v, let g, let a): return "\(v.name).\(g.name).\(a.name)"
        case .negate(let inner): return "-" + expr(inner)
        case .binary(let op, let l, let r): return "{\(expr(l)) \(op.rawValue) \(expr(r))}"
        case .paren(let inner): return "(\(expr(inner)))"
        case .scaled(let inner, let style, _): return "scaled(\(expr(inner)), \(style.rawValue))"
        }
    }

    static func priority(_ p: PrioritySyntax?) -> String {
        guard let p else { return "" }
        switch p.value {
        case .number(let v): return "@" + SyntaxDump.number(v)
        case .name(let s): return "@" + s
        }
    }

    static func predicate(_ p: VFLPredicate) -> String {
        (p.relation?.rawValue ?? "==") + expr(p.object) + priority(p.priority)
    }

    static func connection(_ c: VFLConnection) -> String {
        switch c.kind {
        case .adjacent: return ""
        case .standard: return "-"
        case .predicates(let ps): return "-(" + ps.map(predicate).joined(separator: ",") + ")-"
        }
    }

    static func vfl(_ l: VFLLine) -> String {
        var s = l.axis.rawValue + ":"
        if let e = l.leadingEdge { s += (l.leadingMargins ? "||" : "|") + connection(e.connection) }
        for (i, v) in l.views.enumerated() {
            if i > 0 { s += connection(l.connections[i - 1]) }
            s += "[" + v.name.name
            if !v.predicates.isEmpty { s += "(" + v.predicates.map(predicate).joined(separator: ",") + ")" }
            s += "]"
        }
        if let e = l.trailingEdge { s += connection(e.connection) + (l.trailingMargins ? "||" : "|") }
        return s
    }

    static func constraint(_ c: ConstraintStmt) -> String {
        "\(expr(c.lhs)) \(c.relation.rawValue) \(expr(c.rhs))\(priority(c.priority))"
    }

    static func property(_ p: ViewProperty) -> String {
        let n = SyntaxDump.number
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
        case .marginsRelative(let b): return b ? "marginsRelative" : "marginsRelative false"
        case .installed(let b): return b ? "installed" : "uninstalled"
        }
    }

    /// One line per statement, nested bodies indented; used for whole-file shapes.
    static func statements(_ list: [Statement], _ indent: String = "") -> [String] {
        var out: [String] = []
        for s in list {
            switch s {
            case .view(let v):
                out.append(indent + ([v.kind.rawValue, v.name.name] + v.properties.map(property)).joined(separator: " ")
                           + (v.body == nil ? "" : " {"))
                if let body = v.body { out += statements(body, indent + "  "); out.append(indent + "}") }
            case .metrics(let m):
                out.append(indent + "metrics { " + m.definitions.map { "\($0.name.name) = \(expr($0.value))" }
                    .joined(separator: "; ") + " }")
            case .vfl(let l): out.append(indent + vfl(l))
            case .constraint(let c): out.append(indent + constraint(c))
            case .when(let w):
                for (i, c) in w.clauses.enumerated() {
                    let cond = c.condition.alternatives.map { $0.map(\.term.text).joined(separator: " ") }
                        .joined(separator: " or ")
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
