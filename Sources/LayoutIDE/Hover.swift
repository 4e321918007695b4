import LayoutSource
import LayoutSyntax

/// A hover: its content and the range it is about.
public struct Hover: Sendable {
    /// What to show.
    public var document: HoverDocument
    /// The name or statement it describes.
    public var range: SourceRange
}

extension DocumentAnalysis {
    /// The hover at `offset`: on a view or guide, its frame in each variant; on a metric, its
    /// value in each; on a word of the language (`H:`, `|`, a view kind, a format option, a
    /// custom class, a cell header), what it means; elsewhere in a constraint, the constraint as
    /// lowered and its violation in each; `nil` elsewhere.
    public func hover(at offset: Int) -> Hover? {
        let index = self.index
        if let o = index.occurrence(at: offset) {
            if o.name == Vocabulary.superview, let enclosing = o.enclosingView {
                let doc = HoverText.view(named: enclosing, declaration: index.views[enclosing], solutions: solutions)
                return Hover(document: doc, range: o.range)
            }
            switch index.resolvedKind(of: o) {
            case .view where index.views[o.name] != nil || Vocabulary.builtinViews.contains(o.name):
                let doc = HoverText.view(named: o.name, declaration: index.views[o.name], solutions: solutions)
                return Hover(document: doc, range: o.range)
            case .view where Vocabulary.rootGuideShorthands.contains(o.name):
                // `readable` and `keyboard` alone are the root's guides (a declared view would win).
                var doc = HoverText.view(named: o.name, declaration: nil, solutions: solutions)
                doc.title = "**\(o.name)** — the root's " + Self.guideMeaning(o.name)
                return Hover(document: doc, range: o.range)
            case .metric where index.isDeclared(o.name, as: .metric) || Vocabulary.builtinMetric(named: o.name) != nil:
                return Hover(document: HoverText.metric(named: o.name, variants: variants), range: o.range)
            default:
                break
            }
        }
        return wordHover(at: offset) ?? constraintHover(at: offset)
    }

    /// The constraints whose statement holds `offset` (the innermost statement: a
    /// visual-format line's constraints all come from it), in every variant.
    private func constraintHover(at offset: Int) -> Hover? {
        let at = variantOffset(offset)
        var best: SourceRange?
        for solution in solutions {
            for c in solution.ir.constraints {
                guard let r = c.origin.range, r.start.offset <= at, at <= r.end.offset else { continue }
                if best == nil || r.end.offset - r.start.offset < best!.end.offset - best!.start.offset { best = r }
            }
        }
        guard let best else { return nil }
        var found: [(variant: Int, index: Int)] = []
        for (v, solution) in solutions.enumerated() {
            for (i, c) in solution.ir.constraints.enumerated() where c.origin.range == best { found.append((v, i)) }
        }
        let range = currentRange(best)
        let doc = HoverText.constraints(Array(found.prefix(48)), solutions: solutions, source: source.text(in: range))
        return Hover(document: doc, range: range)
    }
}
