import LayoutSource

/// Writes a syntax tree as canonical `.layout` text: what `vflc fmt` prints for a file with
/// that tree, comments aside (the tree holds none). Importers build a `LayoutFileSyntax` and
/// print it, and `vflc fmt --check` accepts the result (docs/formatting.md, "Printing a tree").
///
/// The printer reads only the tree's values, never its ranges (an imported tree's ranges point
/// into the document it came from), except that `.fromRanges` keeps blank lines.
///
/// What the tree cannot tell — how a number or a keyword was spelt — is written one way:
/// numbers in their shortest round-trip form (`0.5`, `1000`, `1e300`), `hug`/`resist` values as
/// numbers, content size categories by their short names, `margins` with one value when all
/// four are equal. Parentheses are the tree's own `paren` nodes, plus those precedence needs
/// when a tree built by code has none (`a * (b + c)`), so the text parses back to the tree with
/// those parentheses added.
public enum LayoutPrinter {
    /// Where blank lines go between statements.
    public enum BlankLines: Sendable {
        /// None: every statement on the next line.
        case none
        /// One where the ranges say the source had at least one (the next statement starts two
        /// or more lines after the previous one ends), as `vflc fmt` keeps them; for trees
        /// parsed from `.layout` text. (Ranges into another kind of document shape the text
        /// by that document's lines: print such trees with `.none`.)
        case fromRanges
    }

    /// The canonical text of `file`, ending with one line break (empty for no statements).
    public static func print(_ file: LayoutFileSyntax, blankLines: BlankLines = .none) -> String {
        var writer = PrintWriter(blankLines: blankLines)
        if let cell = file.cell { writer.cellHeader(cell) }
        writer.block(file.statements, indent: 0, after: file.cell?.range)
        return writer.lines.isEmpty ? "" : writer.lines.joined(separator: "\n") + "\n"
    }

    /// A constraint statement as `vflc fmt` writes it (`title.top == header.bottom + 8 @750`):
    /// how messages quote a statement of a tree whose source is not `.layout` text.
    public static func constraint(_ c: ConstraintStmt) -> String { PrintWriter.constraint(c) }

    /// Whether `name` can be written as a name (`[A-Za-z_][A-Za-z0-9_]*`, docs/language.md §1).
    /// The printer writes names as they are, so a tree built by code should hold only these:
    /// `a.b` would read back as an anchor, `my view` as two words.
    public static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, ByteClass.isIdentifierStart(first) else { return false }
        return name.utf8.allSatisfy(ByteClass.isIdentifierPart)
    }

    /// An expression as `vflc fmt` writes it in a constraint (`0.5 * b.width + 10`), or, with
    /// `compact`, in a visual-format line (`0.5*b.width+10`).
    public static func expression(_ e: Expr, compact: Bool = false) -> String {
        var out = ""
        ExprPrinter(compact: compact).write(e, into: &out, context: .top)
        return out
    }
}

/// Accumulates lines, one statement (or metric definition, or brace) each.
struct PrintWriter {
    let blankLines: LayoutPrinter.BlankLines
    var lines: [String] = []

    init(blankLines: LayoutPrinter.BlankLines) { self.blankLines = blankLines }

    private static func indentation(_ level: Int) -> String { String(repeating: "  ", count: level) }

    /// Starts a line for an item of a block; `previous` is the item before it in the block.
    mutating func startLine(_ indent: Int, range: SourceRange, after previous: SourceRange?) {
        // Ranges that overlap or run backwards are not a source's lines: no blank line then.
        if blankLines == .fromRanges, let previous, previous.start <= previous.end, previous.end <= range.start,
           range.start.line - previous.end.line >= 2 {
            lines.append("")
        }
        lines.append(Self.indentation(indent))
    }

    mutating func append(_ text: String) { lines[lines.count - 1] += text }

    /// The statements of a block (or of the file), each on its own line at `indent`.
    mutating func block(_ statements: [Statement], indent: Int, after header: SourceRange? = nil) {
        var previous: Statement?
        for s in statements {
            startLine(indent, range: s.range, after: previous?.range ?? header)
            statement(Self.unambiguous(s, after: previous), indent: indent)
            // A `when` without clauses or `else` (only code builds one) writes nothing.
            if lines[lines.count - 1].allSatisfy({ $0 == " " }) { lines.removeLast() }
            previous = s
        }
    }

    /// `cell table|collection [estimated N]`, a cell file's first line (docs/language.md §18).
    mutating func cellHeader(_ cell: CellHeader) {
        var text = "cell " + cell.kind.rawValue
        if let h = cell.estimatedHeight { text += " estimated " + NumberSpelling.canonical(h) }
        lines.append(text)
    }

    /// After a `when` block a line starting with the word `else` continues the block, so a
    /// constraint whose left side starts with a name `else` (`else.width == 4`) gets that
    /// side in parentheses. Only a tree built by code can hold one there.
    static func unambiguous(_ s: Statement, after previous: Statement?) -> Statement {
        guard case .when? = previous, case .constraint(var c) = s, ExprPrinter.startsWithName(c.lhs, "else") else { return s }
        c.lhs = Expr(.paren(c.lhs), c.lhs.range)
        return .constraint(c)
    }

    /// ` {` … `}` after the header on the current line; `{}` when empty.
    mutating func braces(indent: Int, _ body: (inout PrintWriter) -> Void) {
        let before = lines.count
        append(" {")
        body(&self)
        if lines.count == before { append("}") } else { lines.append(Self.indentation(indent) + "}") }
    }

    mutating func statement(_ s: Statement, indent: Int) {
        switch s {
        case .view(let v):
            append(DeclPrinter.header(v))
            if let body = v.body { braces(indent: indent) { $0.block(body, indent: indent + 1) } }
        case .metrics(let m):
            append("metrics")
            braces(indent: indent) { w in
                var previous: SourceRange?
                for d in m.definitions {
                    w.startLine(indent + 1, range: d.range, after: previous)
                    w.append(d.name.name + " = " + LayoutPrinter.expression(d.value))
                    previous = d.range
                }
            }
        case .vfl(let line):
            append(VFLPrinter.line(line))
        case .constraint(let c):
            append(Self.constraint(c))
        case .when(let w):
            whenBlock(w, indent: indent)
        case .set(let st):
            append((["set", st.target.name] + st.properties.compactMap(DeclPrinter.property)).joined(separator: " "))
        }
    }

    /// `[NAME: ]LHS REL RHS [@PRIORITY]`.
    static func constraint(_ c: ConstraintStmt) -> String {
        var text = (c.name.map { $0.name + ": " } ?? "") + LayoutPrinter.expression(c.lhs) + " " + c.relation.rawValue + " " + LayoutPrinter.expression(c.rhs)
        if let p = c.priority { text += " @" + ExprPrinter.priority(p.value) }
        return text
    }

    /// `when C {` … `} else when C {` … `} else {` … `}`, the `else`s after the closing braces.
    mutating func whenBlock(_ w: WhenBlock, indent: Int) {
        for (i, clause) in w.clauses.enumerated() {
            append((i == 0 ? "when " : " else when ") + DeclPrinter.condition(clause.condition))
            braces(indent: indent) { $0.block(clause.body, indent: indent + 1) }
        }
        if let body = w.elseBody {
            append(w.clauses.isEmpty ? "else" : " else")
            braces(indent: indent) { $0.block(body, indent: indent + 1) }
        }
    }
}
