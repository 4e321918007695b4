/// A syntax tree without its ranges: every value the tree holds, numbers exactly (`-0.0` and
/// `0.0` differ), one node per line. Two trees mean the same to every later stage when their
/// shapes are equal, whatever file their ranges point into, so tests compare a tree with its
/// printed and re-parsed self this way (`LayoutPrinter`).
public enum SyntaxShape {
    /// The shape of a file's statements (`contentSizeUsage` is derived by the parser, not held).
    public static func text(_ file: LayoutFileSyntax) -> String {
        let header = file.cell.map { "cell \($0.kind.rawValue) estimated \(ShapeWriter.optional($0.estimatedHeight))\n" } ?? ""
        return header + text(file.statements)
    }

    /// The shape of a list of statements.
    public static func text(_ statements: [Statement]) -> String {
        var w = ShapeWriter()
        w.statements(statements, 0)
        return w.out
    }

    /// An expression as one fully bracketed line: `(+ (* 0.5 b.width) 10.0)`, `(paren x)`.
    public static func expr(_ e: Expr) -> String {
        switch e.kind {
        case .number(let v): return v.description
        case .name(let id): return id.name
        case .anchor(let v, let a): return v.name + "." + a.name
        case .guideAnchor(let v, let g, let a): return v.name + "." + g.name + "." + a.name
        case .negate(let inner): return "(neg \(expr(inner)))"
        case .binary(let op, let l, let r): return "(\(op.rawValue) \(expr(l)) \(expr(r)))"
        case .paren(let inner): return "(paren \(expr(inner)))"
        case .scaled(let inner, let style, _): return "(scaled \(expr(inner)) \(style.rawValue))"
        }
    }
}

private struct ShapeWriter {
    var out = ""

    mutating func line(_ text: String, _ indent: Int) {
        out += String(repeating: "  ", count: indent) + text + "\n"
    }

    mutating func statements(_ list: [Statement], _ indent: Int) {
        for s in list { statement(s, indent) }
    }

    static func priority(_ p: PrioritySyntax?) -> String {
        switch p?.value {
        case nil: return "-"
        case .number(let v)?: return "@" + v.description
        case .name(let n)?: return "@name " + n
        }
    }

    static func predicate(_ p: VFLPredicate) -> String {
        "(pred \(p.relation?.rawValue ?? "none") \(SyntaxShape.expr(p.object)) \(priority(p.priority)))"
    }

    static func connection(_ c: VFLConnection) -> String {
        switch c.kind {
        case .adjacent: return "adjacent"
        case .standard: return "standard"
        case .predicates(let ps): return "(" + ps.map(predicate).joined(separator: " ") + ")"
        }
    }

    static func optional(_ v: Double?) -> String { v.map(\.description) ?? "none" }

    static func property(_ p: ViewProperty) -> String {
        let value: String
        switch p.value {
        case .intrinsic(let w, let h): value = "intrinsic \(optional(w)) \(optional(h))"
        case .hug(let h, let v): value = "hug \(h) \(optional(v))"
        case .resist(let h, let v): value = "resist \(h) \(optional(v))"
        case .hidden(let b): value = "hidden \(b)"
        case .axis(let a): value = "axis \(a.rawValue)"
        case .distribution(let d): value = "distribution \(d.rawValue)"
        case .alignment(let a): value = "alignment \(a.rawValue)"
        case .spacing(let e): value = "spacing " + SyntaxShape.expr(e)
        case .spacingAfter(let e): value = "spacingAfter " + SyntaxShape.expr(e)
        case .style(let s): value = "style \(s.rawValue)"
        case .direction(let d): value = "direction \(d.rawValue)"
        case .baseline(let f, let l): value = "baseline \(f) \(optional(l))"
        case .baselineRelative(let b): value = "baselineRelative \(b)"
        case .margins(let m): value = "margins \(m.top) \(m.leading) \(m.bottom) \(m.trailing)"
        case .marginsRelative(let b): value = "marginsRelative \(b)"
        case .installed(let b): value = "installed \(b)"
        }
        return "property '\(p.keyword.name)' " + value
    }

    mutating func statement(_ s: Statement, _ indent: Int) {
        switch s {
        case .view(let v):
            line("view \(v.kind.rawValue) \(v.name.name)" + (v.customClass.map { " class " + $0.name } ?? ""), indent)
            for p in v.properties { line(Self.property(p), indent + 1) }
            if let body = v.body {
                line("body", indent + 1)
                statements(body, indent + 2)
            }
        case .metrics(let m):
            line("metrics", indent)
            for d in m.definitions { line("metric \(d.name.name) = \(SyntaxShape.expr(d.value))", indent + 1) }
        case .vfl(let l):
            line("vfl \(l.orientation?.rawValue ?? "none")", indent)
            if let e = l.leadingEdge { line("leading \(l.leadingMargins ? "margins" : "edge") \(Self.connection(e.connection))", indent + 1) }
            for (i, v) in l.views.enumerated() {
                if i > 0 { line("connection " + (i - 1 < l.connections.count ? Self.connection(l.connections[i - 1]) : "missing"), indent + 1) }
                line("[\(v.name.name)] " + v.predicates.map(Self.predicate).joined(separator: " "), indent + 1)
            }
            if l.connections.count >= l.views.count { line("extra connections \(l.connections.count)", indent + 1) }
            if let e = l.trailingEdge { line("trailing \(l.trailingMargins ? "margins" : "edge") \(Self.connection(e.connection))", indent + 1) }
            if !l.options.isEmpty { line("options " + l.options.map(\.option.rawValue).joined(separator: " "), indent + 1) }
        case .constraint(let c):
            line("constraint \(c.name.map { "named " + $0.name + " " } ?? "")\(SyntaxShape.expr(c.lhs)) \(c.relation.rawValue) "
                + "\(SyntaxShape.expr(c.rhs)) \(Self.priority(c.priority))", indent)
        case .when(let w):
            line("when", indent)
            for c in w.clauses {
                let alternatives = c.condition.alternatives.map { "(" + $0.map(\.term.text).joined(separator: " ") + ")" }
                line("clause " + alternatives.joined(separator: " or "), indent + 1)
                statements(c.body, indent + 2)
            }
            if let e = w.elseBody {
                line("else", indent + 1)
                statements(e, indent + 2)
            }
        case .set(let st):
            line("set \(st.target.name)", indent)
            for p in st.properties { line(Self.property(p), indent + 1) }
        }
    }
}
