import LayoutSource
import LayoutSyntax

// Hovers on the words and punctuation the language defines, where no view or metric is named:
// `H:` and `V:` (the line's constraints), `|` (whose edge it is), view kinds (the UIKit class
// and its intrinsic behaviour), custom classes, layout guides after a dot, format options, the
// cell header's words.
extension DocumentAnalysis {
    /// The token whose range holds `offset` (its end included), skipping line breaks.
    func token(at offset: Int) -> (index: Int, token: Token)? {
        var lo = 0, hi = tokens.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(tokens[mid].offset) <= offset { lo = mid + 1 } else { hi = mid }
        }
        guard lo > 0 else { return nil }
        var k = lo - 1
        // A cursor right after a word (`feed.content|.width`, a word at the end of its line) is
        // on the word, not on what follows it.
        if tokens[k].kind != .identifier, Int(tokens[k].offset) == offset, k > 0, tokens[k - 1].kind == .identifier,
           Int(tokens[k - 1].endOffset) == offset {
            k -= 1
        }
        let t = tokens[k]
        guard t.kind != .newline, t.kind != .endOfFile, offset <= Int(t.endOffset) else { return nil }
        return (k, t)
    }

    /// The spelling of token `k`.
    func spelling(_ k: Int) -> String {
        let t = tokens[k]
        return String(decoding: source.bytes[Int(t.offset)..<Int(t.endOffset)], as: UTF8.self)
    }

    /// A hover on a word or punctuation mark of the language at `offset`, if it is one.
    func wordHover(at offset: Int) -> Hover? {
        guard let (k, t) = token(at: offset) else { return nil }
        let word = spelling(k)
        let previous = k > 0 ? spelling(k - 1) : ""
        if t.kind == .pipe { return edgeHover(at: offset, token: t) }
        guard t.kind == .identifier else { return nil }
        if Vocabulary.orientations.contains(word), k + 1 < tokens.count, tokens[k + 1].kind == .colon {
            return orientationHover(at: offset, range: SourceRange(start: t.start, end: tokens[k + 1].end))
        }
        if k >= 2, tokens[k - 1].kind == .dot, tokens[k - 2].kind == .identifier {
            return guideHover(owner: k - 2, guide: word, range: t.range)
        }
        if previous == Vocabulary.cellKeyword || word == Vocabulary.cellKeyword || word == Vocabulary.cellEstimated,
           let cell = syntax.cell, cell.range.start.offset <= offset, offset <= cell.range.end.offset {
            return Hover(document: Self.cellDocument(cell), range: t.range)
        }
        if let option = VFLFormatOption(rawValue: word) {
            var doc = HoverDocument(title: "**\(word)** — format option (`NSLayoutConstraint.FormatOptions.\(word)`)")
            doc.footer = [BuiltinWords.formatOption(option)]
            return Hover(document: doc, range: t.range)
        }
        if word == Vocabulary.formatOptionsKeyword {
            var doc = HoverDocument(title: "**options** — the line's format options")
            doc.footer = ["Apple's `options:` of `constraints(withVisualFormat:options:metrics:views:)`, by their Swift names, "
                          + "comma-separated: " + Vocabulary.formatOptions.map { "`\($0)`" }.joined(separator: ", ") + "."]
            return Hover(document: doc, range: t.range)
        }
        if let kind = ViewKind(rawValue: word), let decl = declaration(ofKindAt: t) {
            var doc = HoverDocument(title: "**\(word)** — `\(decl.customClass?.name ?? BuiltinWords.uikitClass(kind))`")
            if let custom = decl.customClass {
                doc.footer.append("A custom class: generated code instantiates `\(custom.name)`; the checker lays it out as a "
                                  + "`\(word)` (`\(BuiltinWords.uikitClass(kind))`).")
            }
            doc.footer.append(BuiltinWords.intrinsicBehaviour(kind))
            return Hover(document: doc, range: t.range)
        }
        if let decl = declaration(withClassAt: t), let custom = decl.customClass {
            var doc = HoverDocument(title: "**\(custom.name)** — custom class of `\(decl.name.name)`")
            doc.footer = ["Generated code instantiates `\(custom.name)`; the checker lays the view out as its kind, "
                          + "a `\(decl.kind.rawValue)` (`\(BuiltinWords.uikitClass(decl.kind))`).",
                          BuiltinWords.intrinsicBehaviour(decl.kind)]
            return Hover(document: doc, range: custom.range)
        }
        return nil
    }

    /// `H:` or `V:`: what the orientation means and the constraints the line was lowered to.
    private func orientationHover(at offset: Int, range: SourceRange) -> Hover? {
        guard let (line, _) = vflLine(containing: offset) else { return nil }
        let horizontal = line.axis == .horizontal
        var doc = constraintsDocument(within: line.range, title: horizontal
            ? "**H:** — horizontal visual-format line"
            : "**V:** — vertical visual-format line")
        doc.footer.insert(horizontal
            ? "Views from leading to trailing (left to right; right to left when the layout direction is): `x` and `width`."
            : "Views from top to bottom: `y` and `height`.", at: 0)
        return Hover(document: doc, range: range)
    }

    /// `|` (or `||`): whose edge it is.
    private func edgeHover(at offset: Int, token: Token) -> Hover? {
        guard let (line, enclosing) = vflLine(containing: offset) else { return nil }
        let leading: Bool
        let margins: Bool
        let range: SourceRange
        if let edge = line.leadingEdge, edge.pipe.start.offset <= offset, offset <= edge.pipe.end.offset {
            leading = true; margins = line.leadingMargins; range = edge.pipe
        } else if let edge = line.trailingEdge, edge.pipe.start.offset <= offset, offset <= edge.pipe.end.offset {
            leading = false; margins = line.trailingMargins; range = edge.pipe
        } else {
            return nil
        }
        let side = line.axis == .horizontal ? (leading ? "leading" : "trailing") : (leading ? "top" : "bottom")
        let owner = enclosing?.name.name ?? "root"
        let bars = margins ? "||" : "|"
        var doc = HoverDocument(title: "**`\(bars)`** — the \(side) edge of "
                                + (margins ? "`\(owner)`'s layout margins (`\(owner).margins`)" : "`\(owner)`, the superview"))
        if enclosing?.kind == .scroll {
            doc.footer.append("In a scroll view's block `|` is the content area's edge (`\(owner).content`, UIKit's "
                              + "`contentLayoutGuide`), as Apple's Auto Layout Guide says of constraints between a scroll view's "
                              + "edges and its content.")
        } else if enclosing == nil, syntax.cell != nil {
            doc.footer.append("The root of a cell file is the cell's `contentView`.")
        }
        if margins {
            doc.footer.append("`||` is the superview's margins guide (`layoutMarginsGuide`); `|` its edge.")
        }
        return Hover(document: doc, range: range)
    }

    /// `VIEW.GUIDE` (`feed.content`, `card.margins`, `root.readable`): the guide's frames.
    private func guideHover(owner k: Int, guide: String, range: SourceRange) -> Hover? {
        guard Vocabulary.viewGuides.contains(guide) || Vocabulary.scrollGuides.contains(guide) else { return nil }
        var ownerName = spelling(k)
        if ownerName == Vocabulary.superview, let o = index.occurrence(at: Int(tokens[k].offset)) {
            ownerName = o.enclosingView ?? "root"
        }
        // The root's guides are named alone (`readable`); its margins are the built-in `margins`.
        let name = ownerName == "root" ? guide : "\(ownerName).\(guide)"
        var doc = HoverText.view(named: name, declaration: nil, solutions: solutions)
        doc.title = "**\(ownerName).\(guide)** — " + (ownerName == "root" ? "the root" : "`\(ownerName)`") + "'s " + Self.guideMeaning(guide)
        return Hover(document: doc, range: range)
    }

    /// What a guide is, after its owner's possessive (`card`'s layout margins …).
    static func guideMeaning(_ guide: String) -> String {
        switch guide {
        case "content": return "content area (`contentLayoutGuide`): its size is the scroll view's content size"
        case "frame": return "own frame (`frameLayoutGuide`), which does not scroll"
        case "margins": return "layout margins (`layoutMarginsGuide`)"
        case "readable": return "readable content guide (`readableContentGuide`): within the margins, at most 672 pt wide"
        default: return "keyboard layout guide (`keyboardLayoutGuide`): its top is the docked keyboard's, else the safe area's bottom"
        }
    }

    private static func cellDocument(_ cell: CellHeader) -> HoverDocument {
        let table = cell.kind == .table
        var doc = HoverDocument(title: "**cell \(cell.kind.rawValue)** — a `\(table ? "UITableViewCell" : "UICollectionViewCell")`'s content view")
        doc.footer = [
            "The root is the cell's `contentView`: as wide as its \(table ? "table" : "collection") (the device's width), "
                + "as tall as its content needs (`systemLayoutSizeFitting`, fitting priority vertically).",
            "First layout pass at the estimated height, "
                + (cell.estimatedHeight.map { "\(HoverText.number($0)) pt (`estimated`)" } ?? (table ? "44 pt (the standard row)" : "50 pt (the flow layout's item)"))
                + ": a required vertical chain that does not fit it is `cell-height-conflict`.",
        ]
        return doc
    }

    /// The hover document listing the constraints lowered from statements within `range`.
    private func constraintsDocument(within range: SourceRange, title: String) -> HoverDocument {
        let lo = variantOffset(range.start.offset), hi = variantOffset(range.end.offset)
        var found: [(variant: Int, index: Int)] = []
        for (v, solution) in solutions.enumerated() {
            for (i, c) in solution.ir.constraints.enumerated() {
                guard let r = c.origin.range, lo <= r.start.offset, r.end.offset <= hi else { continue }
                found.append((v, i))
            }
        }
        var doc = HoverText.constraints(Array(found.prefix(48)), solutions: solutions, source: source.text(in: range))
        doc.title = title
        if found.isEmpty { doc.headers = []; doc.rows = [] }
        if solutions.isEmpty { doc.footer.append("No solutions: the file has errors that stop it from being solved.") }
        return doc
    }

    /// The visual-format line holding `offset`, and the view whose block it is written in.
    func vflLine(containing offset: Int) -> (VFLLine, ViewDecl?)? {
        func search(_ statements: [Statement], _ enclosing: ViewDecl?) -> (VFLLine, ViewDecl?)? {
            for s in statements where s.range.start.offset <= offset && offset <= s.range.end.offset {
                switch s {
                case .vfl(let line): return (line, enclosing)
                case .view(let decl): if let found = search(decl.body ?? [], decl) { return found }
                case .when(let block):
                    for clause in block.clauses { if let found = search(clause.body, enclosing) { return found } }
                    if let found = search(block.elseBody ?? [], enclosing) { return found }
                default: break
                }
            }
            return nil
        }
        return search(syntax.statements, nil)
    }

    /// The declaration whose kind keyword is `t`.
    private func declaration(ofKindAt t: Token) -> ViewDecl? {
        declaration { $0.kindRange.start.offset == Int(t.offset) }
    }

    /// The declaration whose custom class holds `t` (`Charts` or `BarChart` of `Charts.BarChart`).
    private func declaration(withClassAt t: Token) -> ViewDecl? {
        declaration { d in d.customClass.map { $0.range.start.offset <= Int(t.offset) && Int(t.endOffset) <= $0.range.end.offset } ?? false }
    }

    private func declaration(where matches: (ViewDecl) -> Bool) -> ViewDecl? {
        func search(_ statements: [Statement]) -> ViewDecl? {
            for s in statements {
                switch s {
                case .view(let decl):
                    if matches(decl) { return decl }
                    if let found = search(decl.body ?? []) { return found }
                case .when(let block):
                    for clause in block.clauses { if let found = search(clause.body) { return found } }
                    if let found = search(block.elseBody ?? []) { return found }
                default: break
                }
            }
            return nil
        }
        return search(syntax.statements)
    }
}
