import LayoutSource

/// Stable, readable text of tokens and trees, one node per line with `line:col` ranges.
/// Golden files and `vflc dump` depend on this format staying put.
public enum SyntaxDump {
    /// One token per line: `range kind 'text'`.
    public static func tokens(_ source: SourceFile) -> String {
        let (tokens, diagnostics) = Lexer.tokenize(source)
        var out = ""
        for t in tokens {
            out += "\(t.range) \(t.kind)"
            if t.kind != .newline && t.kind != .endOfFile {
                out += " '\(String(decoding: source.bytes[Int(t.offset)..<Int(t.endOffset)], as: UTF8.self))'"
            }
            out += "\n"
        }
        for d in diagnostics { out += "\(d.severity) \(d.range) [\(d.id)] \(d.message)\n" }
        return out
    }

    /// The tree, indented by two spaces per level.
    public static func ast(_ file: LayoutFileSyntax) -> String {
        var w = DumpWriter()
        w.line("file \(file.range)")
        if let cell = file.cell {
            let estimate = cell.estimatedHeight.map { " estimated \(number($0))" } ?? ""
            w.line("cell \(cell.kind.rawValue)\(estimate) \(cell.range)", 1)
        }
        w.statements(file.statements, 1)
        return w.out
    }

    /// The tree of `source` followed by its diagnostics.
    public static func parse(_ source: SourceFile) -> String { parsed(Parser.parse(source)) }

    /// A parse result's tree followed by its diagnostics.
    public static func parsed(_ result: ParseResult) -> String {
        var out = ast(result.file)
        for d in result.diagnostics { out += "\(d.severity) \(d.range) [\(d.id)] \(d.message)\n" }
        return out
    }

    /// Numbers as written by people: integers without a fraction.
    static func number(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return String(v)
    }
}

/// Accumulates the dump text.
private struct DumpWriter {
    var out = ""

    mutating func line(_ text: String, _ indent: Int = 0) {
        out += String(repeating: "  ", count: indent) + text + "\n"
    }

    mutating func statements(_ list: [Statement], _ indent: Int) {
        for s in list { statement(s, indent) }
    }

    mutating func statement(_ s: Statement, _ indent: Int) {
        switch s {
        case .view(let v):
            viewLine(v, indent)
            for p in v.properties { property(p, indent + 1) }
            if let body = v.body {
                line("body", indent + 1)
                statements(body, indent + 2)
            }
        case .metrics(let m):
            line("metrics \(m.range)", indent)
            for d in m.definitions {
                line("metric \(d.name.name) \(d.range)", indent + 1)
                expr(d.value, indent + 2)
            }
        case .vfl(let l):
            vfl(l, indent)
        case .constraint(let c):
            line("constraint \(c.name.map { $0.name + " " } ?? "")\(c.relation.rawValue) \(c.range)", indent)
            expr(c.lhs, indent + 1)
            expr(c.rhs, indent + 1)
            if let p = c.priority { priority(p, indent + 1) }
        case .when(let w):
            line("when \(w.range)", indent)
            for c in w.clauses {
                let alternatives = c.condition.alternatives.map { $0.map(\.term.text).joined(separator: " ") }
                line("clause [\(alternatives.joined(separator: " or "))] \(c.range)", indent + 1)
                statements(c.body, indent + 2)
            }
            if let e = w.elseBody, let r = w.elseRange {
                line("else \(r)", indent + 1)
                statements(e, indent + 2)
            }
        case .set(let s):
            line("set \(s.target.name) \(s.range)", indent)
            for p in s.properties { property(p, indent + 1) }
        }
    }

    /// `view KIND NAME[: CLASS] RANGE`, in its own frame (statements recurse through bodies).
    @inline(never)
    mutating func viewLine(_ v: ViewDecl, _ indent: Int) {
        let custom = v.customClass.map { ": \($0.name)" } ?? ""
        line("view \(v.kind.rawValue) \(v.name.name)\(custom) \(v.range)", indent)
    }

    mutating func property(_ p: ViewProperty, _ indent: Int) {
        let n = SyntaxDump.number
        switch p.value {
        case .intrinsic(let w, let h):
            line("intrinsic \(w.map(n) ?? "_")x\(h.map(n) ?? "_") \(p.range)", indent)
        case .hug(let h, let v):
            line("hug \(n(h))\(v.map { "," + n($0) } ?? "") \(p.range)", indent)
        case .resist(let h, let v):
            line("resist \(n(h))\(v.map { "," + n($0) } ?? "") \(p.range)", indent)
        case .hidden(let hidden):
            line("\(hidden ? "hidden" : "visible") \(p.range)", indent)
        case .axis(let a): line("axis \(a.rawValue) \(p.range)", indent)
        case .distribution(let d): line("distribution \(d.rawValue) \(p.range)", indent)
        case .alignment(let a): line("alignment \(a.rawValue) \(p.range)", indent)
        case .spacing(let e):
            line("spacing \(p.range)", indent)
            expr(e, indent + 1)
        case .spacingAfter(let e):
            line("spacingAfter \(p.range)", indent)
            expr(e, indent + 1)
        case .style(let style): line("style \(style.rawValue) \(p.range)", indent)
        case .direction(let d): line("direction \(d.rawValue) \(p.range)", indent)
        case .baseline(let f, let l): line("baseline \(n(f))\(l.map { "," + n($0) } ?? "") \(p.range)", indent)
        case .baselineRelative: line("baselineRelative \(p.range)", indent)
        case .margins(let m):
            line("margins \(n(m.top)),\(n(m.leading)),\(n(m.bottom)),\(n(m.trailing)) \(p.range)", indent)
        case .marginsRelative(let on): line("marginsRelative \(on) \(p.range)", indent)
        case .installed(let on): line("\(on ? "installed" : "uninstalled") \(p.range)", indent)
        }
    }

    mutating func priority(_ p: PrioritySyntax, _ indent: Int) {
        switch p.value {
        case .number(let v): line("priority \(SyntaxDump.number(v)) \(p.range)", indent)
        case .name(let s): line("priority \(s) \(p.range)", indent)
        }
    }

    mutating func expr(_ e: Expr, _ indent: Int) {
        switch e.kind {
        case .number(let v): line("number \(SyntaxDump.number(v)) \(e.range)", indent)
        case .name(let id): line("name \(id.name) \(e.range)", indent)
        case .anchor(let v, let a): line("anchor \(v.name).\(a.name) \(e.range)", indent)
        case .guideAnchor(let v, let g, let a): line("anchor \(v.name).\(g.name).\(a.name) \(e.range)", indent)
        case .negate(let inner):
            line("negate \(e.range)", indent)
            expr(inner, indent + 1)
        case .binary(let op, let l, let r):
            line("binary \(op.rawValue) \(e.range)", indent)
            expr(l, indent + 1)
            expr(r, indent + 1)
        case .paren(let inner):
            line("paren \(e.range)", indent)
            expr(inner, indent + 1)
        case .scaled(let inner, let style, _):
            line("scaled \(style.rawValue) \(e.range)", indent)
            expr(inner, indent + 1)
        }
    }

    mutating func vfl(_ l: VFLLine, _ indent: Int) {
        line("vfl \(l.axis.rawValue)\(l.orientation == nil ? " (implicit)" : "") \(l.range)", indent)
        if let edge = l.leadingEdge {
            line((l.leadingMargins ? "superview margins " : "superview ") + "\(edge.pipe)", indent + 1)
            connection(edge.connection, indent + 1)
        }
        for (i, v) in l.views.enumerated() {
            if i > 0 { connection(l.connections[i - 1], indent + 1) }
            line("view \(v.name.name) \(v.range)", indent + 1)
            for p in v.predicates { predicate(p, indent + 2) }
        }
        if let edge = l.trailingEdge {
            connection(edge.connection, indent + 1)
            line((l.trailingMargins ? "superview margins " : "superview ") + "\(edge.pipe)", indent + 1)
        }
        for o in l.options { line("option \(o.option.rawValue) \(o.range)", indent + 1) }
    }

    mutating func connection(_ c: VFLConnection, _ indent: Int) {
        switch c.kind {
        case .adjacent: line("adjacent \(c.range)", indent)
        case .standard: line("standard \(c.range)", indent)
        case .predicates(let ps):
            line("spacing \(c.range)", indent)
            for p in ps { predicate(p, indent + 1) }
        }
    }

    mutating func predicate(_ p: VFLPredicate, _ indent: Int) {
        line("predicate \(p.relation?.rawValue ?? "==")\(p.relation == nil ? " (implicit)" : "") \(p.range)", indent)
        expr(p.object, indent + 1)
        if let pr = p.priority { priority(pr, indent + 1) }
    }
}
