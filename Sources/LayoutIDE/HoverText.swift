import LayoutCheck
import LayoutLowering
import LayoutSource
import LayoutSyntax

/// A hover's content: a title, a table (one row per variant) and a closing line, written as
/// Markdown or as plain text, whichever the editor reads.
public struct HoverDocument: Sendable {
    /// The first line (Markdown: `**name** — kind`; `**` and backticks are dropped for text).
    public var title: String
    /// Column headers.
    public var headers: [String] = []
    /// Whether each column is right-aligned (numbers).
    public var rightAligned: [Bool] = []
    /// One row per variant.
    public var rows: [[String]] = []
    /// Paragraphs after the table.
    public var footer: [String] = []

    /// The Markdown form: a table with aligned number columns.
    public var markdown: String {
        var out = title
        if !rows.isEmpty {
            out += "\n\n| " + headers.joined(separator: " | ") + " |\n|"
            out += rightAligned.map { $0 ? "--:|" : "---|" }.joined()
            for row in rows { out += "\n| " + row.joined(separator: " | ") + " |" }
        }
        for p in footer { out += "\n\n" + p }
        return out
    }

    /// The plain-text form: columns padded with spaces.
    public var plaintext: String {
        func plain(_ s: String) -> String { s.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "`", with: "") }
        var out = plain(title)
        if !rows.isEmpty {
            let table = [headers] + rows.map { $0.map(plain) }
            let widths = headers.indices.map { c in table.map { $0[c].count }.max() ?? 0 }
            for row in table {
                let cells = row.indices.map { c -> String in
                    let pad = String(repeating: " ", count: widths[c] - row[c].count)
                    return rightAligned[c] ? pad + row[c] : row[c] + pad
                }
                out += "\n" + cells.joined(separator: "  ")
            }
        }
        for p in footer { out += "\n\n" + plain(p) }
        return out
    }
}

/// The hovers: a view's frame in each variant, a metric's value in each, a constraint as
/// lowered with its violation in each.
enum HoverText {
    /// A view: its kind and its solved frame per variant; a variant where the view's frame is
    /// not determined says so (the frame shown is then one of many the constraints allow).
    static func view(named name: String, declaration: ViewDecl?, solutions: [VariantSolution]) -> HoverDocument {
        var doc = HoverDocument(title: "**\(name)**")
        if let declaration { doc.title += " — `\(declaration.kind.rawValue)`" }
        guard !solutions.isEmpty else {
            doc.footer = ["No frames: the file has errors that stop it from being solved."]
            return doc
        }
        doc.headers = ["variant", "canvas", "x", "y", "width", "height"]
        doc.rightAligned = [false, false, true, true, true, true]
        var ambiguousSomewhere = false
        for solution in solutions {
            let ir = solution.ir
            let traits = ir.target.label
            guard let view = ir.views.first(where: { $0.name == name }) else {
                doc.rows.append([traits, canvas(ir), "—", "—", "—", "—"])
                continue
            }
            let f = solution.frame(of: view.id)
            var notes: [String] = []
            if view.hidden { notes.append("hidden") }
            if !solution.isSatisfiable { notes.append("unsatisfiable") }
            let axes = solution.ambiguities.filter { $0.view == view.id && ($0.positionFree || $0.sizeFree) }.map(\.axis)
            if !axes.isEmpty {
                ambiguousSomewhere = true
                notes.append("ambiguous " + axes.map { $0 == .horizontal ? "horizontally" : "vertically" }.joined(separator: " and "))
            }
            let label = notes.isEmpty ? traits : "\(traits) (\(notes.joined(separator: ", ")))"
            doc.rows.append([label, canvas(ir), number(f.x), number(f.y), number(f.width), number(f.height)])
        }
        doc.footer = ["Frames are in the canvas's coordinates (points)."]
        if let line = baselines(of: name, solutions: solutions) { doc.footer.append(line) }
        doc.footer += directionAndMargins(of: name, solutions: solutions)
        if ambiguousSomewhere {
            doc.footer.append("An ambiguous frame is one of many the constraints allow; Auto Layout may pick another.")
        }
        return doc
    }

    /// Where a text view's baselines are (its `baseline` property, per variant when a `set` line
    /// changes it), or that it has none; `nil` for views without text (docs/language.md §14).
    static func baselines(of name: String, solutions: [VariantSolution]) -> String? {
        var parts: [(variant: String, text: String)] = []
        for solution in solutions {
            guard let view = solution.ir.views.first(where: { $0.name == name }),
                  [.label, .button, .field].contains(view.kind) else { return nil }
            let text = view.baseline.map { "first \(number($0.first)) pt, last \(number($0.last)) pt below its top" }
                ?? "none declared"
            parts.append((solution.ir.target.variant.description, text))
        }
        guard let first = parts.first else { return nil }
        if parts.allSatisfy({ $0.text == first.text }) {
            return first.text == "none declared"
                ? "Baselines: none declared (`baseline F,L`), so `firstBaseline` and `lastBaseline` are its top and bottom "
                    + "here; in the app its font has them."
                : "Baselines (`baseline`): \(first.text)."
        }
        return "Baselines (`baseline`): " + parts.map { "\($0.variant): \($0.text)" }.joined(separator: "; ") + "."
    }

    /// The view's `direction` (UIKit's `semanticContentAttribute`) and the direction it lays out
    /// its content in per variant (`effectiveUserInterfaceLayoutDirection`, docs/language.md
    /// §13), and its layout margins when the file writes them or reads its margins (§15).
    static func directionAndMargins(of name: String, solutions: [VariantSolution]) -> [String] {
        var property: SemanticContent = .auto
        var byDirection: [(LayoutDirection, [String])] = []
        var margins: [(DirectionalInsets, [String])] = []
        for s in solutions {
            guard let v = s.ir.views.first(where: { $0.name == name && !$0.isBuiltin }) else { continue }
            property = v.semanticContent
            let label = s.ir.target.label
            if let i = byDirection.firstIndex(where: { $0.0 == v.effectiveDirection }) { byDirection[i].1.append(label) } else {
                byDirection.append((v.effectiveDirection, [label]))
            }
            let hasGuide = s.ir.views.contains { $0.guide == .margins && $0.parent == v.id }
            guard v.marginsSource != nil || hasGuide else { continue }
            if let i = margins.firstIndex(where: { $0.0 == v.margins }) { margins[i].1.append(label) } else { margins.append((v.margins, [label])) }
        }
        guard !byDirection.isEmpty else { return [] }
        let uikit: [SemanticContent: String] = [.auto: "unspecified", .ltr: "forceLeftToRight", .rtl: "forceRightToLeft",
                                                .playback: "playback", .spatial: "spatial"]
        func words(_ d: LayoutDirection) -> String { d == .rightToLeft ? "right to left" : "left to right" }
        let how = byDirection.count == 1
            ? words(byDirection[0].0) + (solutions.count > 1 ? " in every variant" : "")
            : byDirection.map { "\(words($0.0)) in \($0.1.joined(separator: ", "))" }.joined(separator: "; ")
        var out = ["Direction: `\(property.rawValue)` (semanticContentAttribute `.\(uikit[property] ?? "unspecified")`); "
                   + "lays out its content \(how)."]
        for (m, labels) in margins {
            let n = number
            out.append("Margins: top \(n(m.top)), leading \(n(m.leading)), bottom \(n(m.bottom)), trailing \(n(m.trailing)) "
                       + "(directionalLayoutMargins)" + (margins.count > 1 ? " in \(labels.joined(separator: ", "))" : "") + ".")
        }
        return out
    }

    /// A metric: its value in each variant (a `when` block may redefine it).
    static func metric(named name: String, variants: [LayoutIR]) -> HoverDocument {
        var doc = HoverDocument(title: "**\(name)** — metric")
        if let builtin = Vocabulary.builtinMetric(named: name) {
            doc.title += " (built in, \(number(builtin)) pt)"
        }
        guard !variants.isEmpty else {
            doc.footer = ["No values: the file has errors that stop it from being lowered."]
            return doc
        }
        doc.headers = ["variant", "value"]
        doc.rightAligned = [false, true]
        for ir in variants {
            let value = ir.metrics.first { $0.name == name }?.value ?? Vocabulary.builtinMetric(named: name)
            doc.rows.append([ir.target.variant.description, value.map(number) ?? "—"])
        }
        return doc
    }

    /// The constraints lowered from the statement under the cursor, and how far each
    /// solution is from satisfying them (0 when it holds).
    static func constraints(_ found: [(variant: Int, index: Int)], solutions: [VariantSolution], source: String) -> HoverDocument {
        var doc = HoverDocument(title: "**constraint** `\(source)`")
        doc.headers = ["variant", "as lowered", "violation"]
        doc.rightAligned = [false, false, true]
        for (v, i) in found {
            let solution = solutions[v]
            let ir = solution.ir
            let c = ir.constraints[i]
            var equation = "`\(IRDump.equation(c, in: ir))`"
            if !c.isRequired { equation += " @\(number(c.priority))" }
            var residual = c.constant
            for t in c.terms { residual += t.coefficient * solution.value(t.variable) }
            let violation: Double
            switch c.relation {
            case .equal: violation = abs(residual)
            case .lessOrEqual: violation = max(0, residual)
            case .greaterOrEqual: violation = max(0, -residual)
            }
            var status = NumberText.format(violation) == "0" ? "0 (holds)" : "\(number(violation)) pt"
            if solution.brokenConstraints.contains(i) { status += ", left out to break a conflict" }
            doc.rows.append([ir.target.variant.description, equation, status])
        }
        return doc
    }

    private static func canvas(_ ir: LayoutIR) -> String {
        let canvas = ir.target.canvas
        var place = canvas.deviceName ?? ""
        if let w = canvas.width, let h = canvas.height { place += (place.isEmpty ? "" : " ") + "\(number(w))×\(number(h))" }
        return place
    }

    /// Points as every other output writes them (`NumberText`: 1/1000 pt, no trailing zeros).
    static func number(_ d: Double) -> String { NumberText.format(d) }
}
