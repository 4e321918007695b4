import LayoutSource
import LayoutSyntax

/// Writes the canonical text: walks the syntax tree's statements and blocks, and re-spaces the
/// file's tokens between them, putting back the comments (which the lexer skips) where they were.
struct FormatEmitter {
    /// Tokens the formatter writes: everything but line breaks and `;`, which it chooses itself.
    static func isEmitted(_ t: Token) -> Bool { t.kind != .newline && t.kind != .semicolon && t.kind != .endOfFile }

    let source: SourceFile
    let tokens: [Token]
    let comments: [Comment]
    let unaryMinus: Set<Int>

    private var ti = 0
    private var ci = 0
    private var lines: [String] = []
    /// Source offset just past the last token or comment written (for blank-line detection).
    private var lastEnd = 0
    /// The token written last on the current line, for spacing.
    private var previous: Token?
    /// The current line has nothing but indentation yet.
    private var freshLine = true
    /// The current line ends in a `//` comment, so nothing more may be added to it.
    private var openLineComment = false
    /// An inline `/* */` comment was just written: the next token gets a space.
    private var afterInlineComment = false
    /// A blank line may be kept here (not at the file's start, nor just inside `{`).
    private var blankAllowed = false

    init(source: SourceFile, tokens: [Token], comments: [Comment], unaryMinus: Set<Int>) {
        self.source = source
        self.tokens = tokens
        self.comments = comments
        self.unaryMinus = unaryMinus
    }

    mutating func run(_ file: LayoutFileSyntax) -> String {
        emitItems(SyntaxWalk.fileItems(file), indent: 0)
        // Tokens outside every statement cannot occur in a file that parsed; keep them anyway.
        while ti < tokens.count { emitToken(tokens[ti], compact: false, indent: 0) }
        flushComments(before: source.bytes.count, indent: 0)
        var out = lines.map { line -> String in
            var l = Substring(line)
            while l.last == " " { l.removeLast() }
            return String(l)
        }
        while out.last == "" { out.removeLast() }
        return out.isEmpty ? "" : out.joined(separator: "\n") + "\n"
    }

    private static func indentation(_ level: Int) -> String { String(repeating: "  ", count: level) }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: source.bytes[start..<end], as: UTF8.self)
    }

    private func lineBreaks(from start: Int, to end: Int) -> Int {
        guard start < end else { return 0 }
        return source.bytes[start..<end].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    private mutating func newLine(_ indent: Int) {
        lines.append(Self.indentation(indent))
        freshLine = true
        openLineComment = false
        afterInlineComment = false
        previous = nil
    }

    private mutating func emitItems(_ items: [SyntaxWalk.BlockItem], indent: Int) {
        for item in items {
            // Tokens the tree does not cover stay on the line they followed.
            while ti < tokens.count, Int(tokens[ti].offset) < item.start, !lines.isEmpty {
                emitToken(tokens[ti], compact: false, indent: indent)
            }
            flushComments(before: item.start, indent: indent)
            if blankAllowed && lineBreaks(from: lastEnd, to: item.start) >= 2 { lines.append("") }
            newLine(indent)
            emitStatement(item, indent: indent)
            blankAllowed = true
        }
    }

    private mutating func emitStatement(_ item: SyntaxWalk.BlockItem, indent: Int) {
        let blocks = item.statement.map(SyntaxWalk.blocks) ?? []
        var blockIndex = 0
        while ti < tokens.count, Int(tokens[ti].offset) < item.end {
            let t = tokens[ti]
            flushInlineComments(before: Int(t.offset), indent: indent)
            emitToken(t, compact: item.isVFL && Int(t.offset) < (item.optionsStart ?? Int.max), indent: indent)
            guard t.kind == .leftBrace, blockIndex < blocks.count else { continue }
            let body = blocks[blockIndex]
            blockIndex += 1
            let linesBefore = lines.count
            blankAllowed = false
            emitItems(body, indent: indent + 1)
            guard ti < tokens.count, tokens[ti].kind == .rightBrace else { continue }
            let close = tokens[ti]
            flushComments(before: Int(close.offset), indent: indent + 1)
            if lines.count != linesBefore || openLineComment { newLine(indent) }
            emitToken(close, compact: false, indent: indent)
            blankAllowed = true
        }
    }

    private mutating func emitToken(_ t: Token, compact: Bool, indent: Int) {
        var separator = previous.map { spacing($0, t, compact: compact) } ?? " "
        if openLineComment {
            // A `//` comment ended the line inside a statement; the source broke the line here
            // too, so a break is allowed. Continue one level deeper.
            newLine(indent + 1)
        }
        if freshLine { separator = "" } else if afterInlineComment { separator = " " }
        lines[lines.count - 1] += separator + text(Int(t.offset), Int(t.endOffset))
        freshLine = false
        afterInlineComment = false
        previous = t
        lastEnd = Int(t.endOffset)
        ti += 1
    }

    /// The blanks between two tokens of a statement.
    private func spacing(_ a: Token, _ b: Token, compact: Bool) -> String {
        let aWord = a.kind == .identifier || a.kind == .number
        let bWord = b.kind == .identifier || b.kind == .number
        // Touching words stay touching (`120x22` is one size); separate ones stay separate.
        if aWord && bWord { return a.endOffset == b.offset ? "" : " " }
        if compact || (a.kind == .leftBrace && b.kind == .rightBrace) { return "" }
        // `!=` of a content-size condition is two tokens written together; `scaled(` is a call.
        if a.kind == .bang && b.kind == .equal { return "" }
        if a.kind == .identifier && b.kind == .leftParen && text(Int(a.offset), Int(a.endOffset)) == "scaled" { return "" }
        // `scaled(16, body)`: a space before the text style (a predicate list keeps `70,<=100`);
        // `options alignAllTop, alignAllBottom` likewise.
        if a.kind == .comma && b.kind == .identifier && TextStyle(rawValue: text(Int(b.offset), Int(b.endOffset))) != nil { return " " }
        if a.kind == .comma && b.kind == .identifier && VFLFormatOption(rawValue: text(Int(b.offset), Int(b.endOffset))) != nil { return " " }
        // `view chart: ChartView`: only a custom class puts a `:` outside a visual-format line.
        if a.kind == .colon && !compact { return " " }
        switch b.kind {
        case .rightParen, .rightBracket, .comma, .dot, .colon: return ""
        default: break
        }
        switch a.kind {
        case .leftParen, .leftBracket, .comma, .dot, .at, .colon: return ""
        case .minus where unaryMinus.contains(Int(a.offset)): return ""
        default: return " "
        }
    }

    /// Comments between statements: a comment on its own line stays on its own line; one after
    /// code stays after the code it followed.
    private mutating func flushComments(before offset: Int, indent: Int) {
        while ci < comments.count, comments[ci].start < offset {
            let c = comments[ci]
            let body = text(c.start, c.end)
            if !c.ownLine && !lines.isEmpty && !openLineComment {
                lines[lines.count - 1] += (freshLine ? "" : " ") + body
            } else {
                if blankAllowed && lineBreaks(from: lastEnd, to: c.start) >= 2 { lines.append("") }
                newLine(indent)
                lines[lines.count - 1] += body
            }
            freshLine = false
            openLineComment = c.isLine
            afterInlineComment = !c.isLine
            blankAllowed = true
            lastEnd = c.end
            ci += 1
        }
    }

    /// Comments inside a statement stay inside it.
    private mutating func flushInlineComments(before offset: Int, indent: Int) {
        while ci < comments.count, comments[ci].start < offset {
            let c = comments[ci]
            let body = text(c.start, c.end)
            if c.ownLine || openLineComment {
                newLine(indent + 1)
                lines[lines.count - 1] += body
            } else {
                lines[lines.count - 1] += (freshLine ? "" : " ") + body
            }
            freshLine = false
            openLineComment = c.isLine
            afterInlineComment = !c.isLine
            lastEnd = c.end
            ci += 1
        }
    }
}
