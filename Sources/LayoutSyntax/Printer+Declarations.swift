/// Declarations, properties and `when` conditions: one blank between words, lists tight
/// (`label title intrinsic 120x22 hug 251,750`, `when wC hR or size >= AX1`).
enum DeclPrinter {
    /// `KIND NAME PROPERTY…`, without the body.
    static func header(_ v: ViewDecl) -> String {
        // `view chart: ChartView`: the class right after the name, as the parser reads it.
        let name = v.name.name + (v.customClass.map { ": " + $0.name } ?? "")
        return ([v.kind.rawValue, name] + v.properties.compactMap(property)).joined(separator: " ")
    }

    /// A property as written in a declaration or a `set` line, keyword first. `nil` for
    /// `marginsRelative` and `baselineRelative` set to false: the language has no word for
    /// them (a tree built by code may hold them; not writing them leaves UIKit's default).
    static func property(_ p: ViewProperty) -> String? {
        let n = NumberSpelling.canonical
        switch p.value {
        case .intrinsic(let width, let height):
            // One word, `120x22`; `_` for a side without a size.
            return "intrinsic " + (width.map(n) ?? "_") + "x" + (height.map(NumberSpelling.positional) ?? "_")
        case .hug(let h, let v): return "hug " + pair(h, v)
        case .resist(let h, let v): return "resist " + pair(h, v)
        case .hidden(let hidden): return hidden ? "hidden" : "visible"
        case .axis(let a): return "axis " + a.rawValue
        case .distribution(let d): return "distribution " + d.rawValue
        case .alignment(let a): return "alignment " + a.rawValue
        case .spacing(let e): return "spacing " + LayoutPrinter.expression(e)
        case .spacingAfter(let e): return "spacingAfter " + LayoutPrinter.expression(e)
        case .style(let s): return "style " + s.rawValue
        case .direction(let d): return "direction " + d.rawValue
        case .baseline(let first, let last): return "baseline " + pair(first, last)
        case .baselineRelative(let on): return on ? "baselineRelative" : nil
        case .margins(let m):
            let sides = [m.top, m.leading, m.bottom, m.trailing]
            // `margins 8` and `margins 8,8,8,8` are the same tree; the short form is canonical.
            let values = sides.allSatisfy { $0.bitPattern == m.top.bitPattern } ? [m.top] : sides
            return "margins " + values.map(n).joined(separator: ",")
        case .marginsRelative(let on): return on ? "marginsRelative" : nil
        case .installed(let on): return on ? "installed" : "uninstalled"
        }
    }

    /// `251` or `251,750`.
    static func pair(_ first: Double, _ second: Double?) -> String {
        NumberSpelling.canonical(first) + (second.map { "," + NumberSpelling.canonical($0) } ?? "")
    }

    /// Alternatives joined by ` or `, each its terms joined by a blank.
    static func condition(_ c: TraitCondition) -> String {
        c.alternatives.map { $0.map(\.term.text).joined(separator: " ") }.joined(separator: " or ")
    }
}

/// Visual-format lines, compact as in Apple's documentation: `V:|-(>=pad@500,<=40)-[box(==other)]|`.
enum VFLPrinter {
    static func line(_ l: VFLLine) -> String {
        var out = l.orientation.map { $0.rawValue + ":" } ?? ""
        if let edge = l.leadingEdge { out += (l.leadingMargins ? "||" : "|") + connection(edge.connection) }
        for (i, v) in l.views.enumerated() {
            if i > 0 { out += i - 1 < l.connections.count ? connection(l.connections[i - 1]) : "" }
            out += "[" + v.name.name
            if !v.predicates.isEmpty { out += "(" + v.predicates.map(predicate).joined(separator: ",") + ")" }
            out += "]"
        }
        if let edge = l.trailingEdge { out += connection(edge.connection) + (l.trailingMargins ? "||" : "|") }
        // Apple's format options, spaced as prose after the compact line (docs/language.md §4).
        if !l.options.isEmpty { out += " options " + l.options.map(\.option.rawValue).joined(separator: ", ") }
        return out
    }

    /// Nothing, `-`, `-8-`, `-gap-`, or `-(>=8@high,<=20)-`: a lone number or metric without a
    /// relation or priority is written bare (`-(8)-` is the same tree), anything else in
    /// parentheses, which Apple's grammar documents (`->=8-` is the same tree as `-(>=8)-`).
    static func connection(_ c: VFLConnection) -> String {
        switch c.kind {
        case .adjacent: return ""
        case .standard: return "-"
        case .predicates(let ps):
            if ps.count == 1, ps[0].relation == nil, ps[0].priority == nil, isBare(ps[0].object) {
                return "-" + LayoutPrinter.expression(ps[0].object, compact: true) + "-"
            }
            return "-(" + ps.map(predicate).joined(separator: ",") + ")-"
        }
    }

    /// What a spacing without parentheses may hold: one number or name.
    static func isBare(_ e: Expr) -> Bool {
        switch e.kind {
        case .number(let v): return v >= 0 && v.isFinite
        case .name: return true
        default: return false
        }
    }

    /// `[RELATION]OBJECT[@PRIORITY]`.
    static func predicate(_ p: VFLPredicate) -> String {
        (p.relation?.rawValue ?? "") + LayoutPrinter.expression(p.object, compact: true)
            + (p.priority.map { "@" + ExprPrinter.priority($0.value) } ?? "")
    }
}
