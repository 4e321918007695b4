import LayoutConsoleLog
import LayoutDiagnosticWriters
import LayoutSource

/// `vflc explain`'s text output, compiler-style: per report a header line `FILE:LINE: error:
/// cause [id]`, the conflicting constraints in anchor form with who made each, why and the fix,
/// then a note with the source line of each generated constraint and what `vflc check` says
/// there (docs/explain.md, "Output"). Coloured as `vflc check` colours its diagnostics (the
/// command decides: a terminal, and `NO_COLOR` unset).
public enum ExplainTextWriter {
    /// The text of `results` (several inputs in order); "no report found" lines for inputs
    /// without a report are left to the command.
    public static func write(_ results: [ExplainResult], colored: Bool = false) -> String {
        let paint = Paint(colored: colored)
        var out = ""
        for r in results {
            for report in r.reports { write(report, paint, to: &out) }
        }
        return out
    }

    /// ANSI styles, the same as `TextDiagnosticRenderer`'s: the location bold, the severity bold
    /// in its colour, the message bold.
    struct Paint {
        var colored: Bool
        func bold(_ s: String) -> String { colored ? "\u{1B}[1m" + s + "\u{1B}[0m" : s }
        func error(_ s: String) -> String { colored ? "\u{1B}[1;31m" + s + "\u{1B}[0m" : s }
        func note(_ s: String) -> String { colored ? "\u{1B}[1;36m" + s + "\u{1B}[0m" : s }
    }

    static func write(_ r: ExplainedReport, _ paint: Paint, to out: inout String) {
        out += paint.bold("\(r.file):\(r.line): ") + paint.error("error: ") + paint.bold(r.cause.summary) + " [\(r.cause.rawValue)]\n"
        let n = r.constraints.count
        if !r.minimal.isEmpty {
            out += "  \(r.minimal.count) of UIKit's \(n) constraint\(n == 1 ? "" : "s") conflict:\n"
            for i in r.minimal { out += "    " + line(r.constraints[i], broken: r.broken == i) + "\n" }
            if let b = r.broken, !r.minimal.contains(b) { out += "  UIKit broke " + line(r.constraints[b], broken: false) + "\n" }
        } else if n > 0 {
            out += "  UIKit's \(n) constraint\(n == 1 ? "" : "s"):\n"
            for c in r.constraints { out += "    " + line(c, broken: r.broken == c.index) + "\n" }
        }
        if r.broken == nil, let t = r.brokenText { out += "  UIKit broke \(t)\n" }
        out += "  why: \(r.explanation)\n"
        out += "  fix: \(r.fix)\n"
        let shown = r.minimal.isEmpty ? r.constraints.map(\.index) : r.minimal + (r.broken.map { r.minimal.contains($0) ? [] : [$0] } ?? [])
        sources(shown.map { r.constraints[$0] }, paint, to: &out)
    }

    /// `[3] a.top == b.bottom + 8   yours 'id'`, or the text as printed with why it was not read.
    static func line(_ c: ExplainedConstraint, broken: Bool) -> String {
        var s = "[\(c.index)] "
        guard let e = c.equation else {
            return s + (c.text.isEmpty ? "(empty)" : c.text) + "   not read: " + (c.reason ?? "") + (broken ? "; broken by UIKit" : "")
        }
        s += anchorText(e)
        var who: String
        switch c.origin {
        case .app: who = "yours"
        case .autoresizing: who = "autoresizing mask" + (c.header?.autoresizing.map { " " + $0.text } ?? "")
        case .system: who = "UIKit"
        }
        if let id = c.header?.identifier, c.source == nil { who += " '\(id)'" }
        if let src = c.source { who += " " + (c.header?.snapKitSource == src ? src : "'\(src)'") }
        if !c.required { who += ", not required" }
        if broken { who += ", broken by UIKit" }
        return s + "   " + who
    }

    /// `first.attr REL m*second.attr + c`.
    public static func anchorText(_ e: LogEquation) -> String {
        guard let first = e.terms.first else { return "0 \(e.relation.rawValue) \(e.constant.text)" }
        func term(_ t: LogTerm, _ c: LogNumber) -> String {
            (c.text == "1" ? "" : c.text + "*") + t.item.display + "." + t.attribute.rawValue
        }
        var s = term(first, first.coefficient) + " " + e.relation.rawValue + " "
        var rhs = ""
        for t in e.terms.dropFirst() {
            let c = t.coefficient.negated
            let negative = c.text.hasPrefix("-")
            let magnitude = negative ? c.negated : c
            if rhs.isEmpty { rhs = (negative ? "-" : "") + term(t, magnitude) } else { rhs += (negative ? " - " : " + ") + term(t, magnitude) }
        }
        if rhs.isEmpty { return s + e.constant.text }
        s += rhs
        if e.constant.value != 0 {
            let negative = e.constant.text.hasPrefix("-")
            s += (negative ? " - " : " + ") + (negative ? e.constant.negated.text : e.constant.text)
        }
        return s
    }

    /// A note per source position of `constraints` (those sharing one are named together),
    /// quoting its line, and what `vflc check` reports there.
    static func sources(_ constraints: [ExplainedConstraint], _ paint: Paint, to out: inout String) {
        var order: [String] = []
        var groups: [String: [ExplainedConstraint]] = [:]
        for c in constraints where c.source != nil {
            let key = c.location.map { "\($0.path):\($0.line):\($0.column ?? 1)" } ?? "?" + c.source!
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(c)
        }
        for key in order {
            let group = groups[key]!
            let refs = CauseContext.refs(group.map(\.index))
            guard let link = group[0].location else {
                out += "  \(refs) \(group[0].source!): source not found (give the folder of the sources with --layouts DIR)\n"
                continue
            }
            let roles = group.compactMap { $0.location?.role }
            out += paint.bold("\(link.path):\(link.line):\(link.column ?? 1): ") + paint.note("note: ")
                + paint.bold("\(refs) \(group.count == 1 ? "comes" : "come") from here" + (roles.isEmpty ? "" : " (\(roles.joined(separator: ", ")))"))
                + "\n"
            out += excerpt(link.source, line: link.line, column: link.column, paint)
            guard link.checked else { continue }
            if link.check.isEmpty {
                out += "  vflc check reports nothing here at the traits it checks the file in: the conflict comes from a size UIKit gave the "
                    + "views at run time, or from constraints added elsewhere.\n"
            } else {
                var files = [link.source.path: link.source]
                if let c = link.configurationSource { files[c.path] = c }
                out += TextDiagnosticRenderer(colored: paint.colored).render(link.check, sources: files)
            }
        }
    }

    /// The line, and a caret under the column (a window of 120 characters around it on a long line).
    static func excerpt(_ file: SourceFile, line: Int, column: Int?, _ paint: Paint) -> String {
        let text = Array(file.lineText(line).unicodeScalars)
        let col = max(1, column ?? 1)
        var from = 0
        if text.count > 120 { from = max(0, min(col - 1 - 40, text.count - 120)) }
        let to = min(text.count, from + 120)
        var s = "    " + (from > 0 ? "…" : "") + String(String.UnicodeScalarView(text[from..<to])) + (to < text.count ? "…" : "") + "\n"
        guard column != nil else { return s }
        s += "    " + (from > 0 ? " " : "")
        for i in from..<max(from, col - 1) { s += i < text.count && text[i] == "\t" ? "\t" : " " }
        return s + paint.note("^") + "\n"
    }
}
