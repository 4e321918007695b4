import LayoutLowering
import LayoutSource
import LayoutSyntax

/// What a highlighted token is (the order is the language server's legend).
public enum SemanticTokenKind: Int, CaseIterable, Sendable {
    case keyword, type, variable, parameter, property, enumMember, number, `operator`, comment
}

/// One highlighted token: a range on one line, its kind, and whether it is a declaration and
/// whether a built-in name (a built-in view or metric, `superview`).
public struct SemanticToken: Equatable, Sendable {
    /// Where it is (never more than one line).
    public var range: SourceRange
    /// What it is.
    public var kind: SemanticTokenKind
    /// The name's declaration.
    public var isDeclaration: Bool
    /// A name the language defines.
    public var isDefaultLibrary: Bool
}

/// What the tokens of a text highlight as, apart from where they are: spans within tokens,
/// by token index. A text whose tokens are those of another word for word, touching where
/// they touch (a comment edit, `TokenCorrespondence`), highlights as that text does; only the
/// positions and the comments are its own (`SemanticHighlighting.place`).
struct TokenHighlights: Sendable {
    /// One highlighted piece of a token: `from..<to` bytes from the token's start, `to` -1 for
    /// the token's end (a number's spelling may differ between texts that highlight alike).
    struct Span: Sendable {
        var token: Int32
        var from: Int32
        var to: Int32
        var kind: SemanticTokenKind
        var isDeclaration: Bool
        var isDefaultLibrary: Bool
    }

    /// In token order.
    var spans: [Span]
}

/// Every token of the file classified from the lexer's tokens, the name index and
/// `Vocabulary`, so editors without the TextMate grammar (Neovim, Helix) colour `.layout`
/// files too.
enum SemanticHighlighting {
    /// The tokens' classes (`classify`), placed in the text with its comments (`place`).
    static func tokens(_ analysis: DocumentAnalysis) -> [SemanticToken] {
        place(analysis.tokenHighlights(), tokens: analysis.tokens, source: analysis.source)
    }

    /// The highlighting of `tokens` (of `source`, indexed by `index`), token by token.
    static func classify(_ tokens: [Token], source: SourceFile, index: SymbolIndex) -> TokenHighlights {
        source.bytes.withUnsafeBufferPointer { bytes in
            tokens.withUnsafeBufferPointer { tokens in classify(tokens, bytes: bytes, index: index) }
        }
    }

    private static func classify(_ tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>,
                                 index: SymbolIndex) -> TokenHighlights {
        let table = WordClasses.shared
        var spans: [TokenHighlights.Span] = []
        spans.reserveCapacity(tokens.count)
        var k = 0
        func emit(_ start: Int, _ end: Int, _ kind: SemanticTokenKind, declaration: Bool = false, builtin: Bool = false) {
            let base = Int(tokens[k].offset), whole = end == Int(tokens[k].endOffset)
            spans.append(TokenHighlights.Span(token: Int32(k), from: Int32(start - base), to: whole ? -1 : Int32(end - base), kind: kind,
                                              isDeclaration: declaration, isDefaultLibrary: builtin))
        }
        func classes(_ t: Token) -> WordClass { table.classes(of: bytes, Int(t.offset), Int(t.endOffset)) }
        func isDigit(_ c: UInt8) -> Bool { c &- 0x30 < 10 }
        /// `W` and `H` of an intrinsic size written as one word (`120x22`, `_x36`, `12.5x.5`),
        /// which the lexer reads as touching tokens (`120` `x22`): both sides are numbers.
        func sizeWord(_ t: Token) {
            let start = Int(t.offset), end = Int(t.endOffset)
            guard let x = (start..<end).first(where: { bytes[$0] == UInt8(ascii: "x") }) else { return }
            if x > start, isDigit(bytes[start]) { emit(start, x, .number) }
            emit(x, x + 1, .operator)
            if x + 1 < end, (x + 1..<end).allSatisfy({ isDigit(bytes[$0]) }) { emit(x + 1, end, .number) }
        }
        // After `intrinsic`, the size's word: touching numbers, words and dots, as the parser
        // reads it (`120` `x22`); a line break ends it.
        var sizeNext = false, inSize = false
        // The last identifier named a custom class (`view chart: Charts.BarChart`).
        var inClass = false
        while k < tokens.count {
            defer { k += 1 }
            let t = tokens[k]
            let touching = k > 0 && tokens[k - 1].endOffset == t.offset
            inSize = (sizeNext || inSize && touching) && (t.kind == .number || t.kind == .identifier || t.kind == .dot)
            sizeNext = false
            let wasClass = inClass && t.kind == .identifier && k > 0 && tokens[k - 1].kind == .dot
            if t.kind != .dot { inClass = false }
            let start = Int(t.offset), end = Int(t.endOffset)
            if inSize, t.kind == .identifier {
                sizeWord(t)
                continue
            }
            switch t.kind {
            case .number: emit(start, end, .number)
            case .equalEqual, .lessEqual, .greaterEqual, .plus, .minus, .star, .slash, .pipe, .at:
                emit(start, end, .operator)
            case .identifier:
                let word = classes(t)
                let afterDot = k >= 2 && tokens[k - 1].kind == .dot && tokens[k - 2].kind == .identifier
                if word.contains(.intrinsic) { sizeNext = true }
                if wasClass {
                    emit(start, end, .type)
                    inClass = true
                } else if afterDot, word.contains(.attribute) {
                    emit(start, end, .property)
                } else if afterDot, word.contains(.guide) {
                    emit(start, end, .property, builtin: true)
                } else if k >= 3, tokens[k - 1].kind == .colon, tokens[k - 2].kind == .identifier,
                          classes(tokens[k - 3]).contains(.kind) {
                    // `KIND NAME: Class`: the custom class generated code instantiates.
                    emit(start, end, .type)
                    inClass = true
                } else if let o = index.occurrence(at: start), o.range.start.offset == start {
                    let builtin = word.contains(.builtinName)
                        || word.contains(.rootGuideShorthand) && index.views[String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)] == nil
                    emit(start, end, index.resolvedKind(of: o) == .view ? .variable : .parameter,
                         declaration: o.isDeclaration, builtin: builtin)
                } else if word.contains(.cellKind), k >= 1, classes(tokens[k - 1]).contains(.cellKeyword) {
                    emit(start, end, .enumMember)
                } else if word.contains(.cellKeyword), k + 1 < tokens.count, classes(tokens[k + 1]).contains(.cellKind) {
                    emit(start, end, .keyword)
                } else if word.contains(.headerKeyword) {
                    emit(start, end, .keyword)
                } else if word.contains(.formatOption) {
                    emit(start, end, .enumMember)
                } else if word.contains(.kind) {
                    emit(start, end, .type)
                } else if word.contains(.keyword) {
                    emit(start, end, .keyword)
                } else if word.contains(.orientation), k + 1 < tokens.count, tokens[k + 1].kind == .colon {
                    emit(start, end, .keyword)
                } else if word.contains(.value) {
                    emit(start, end, .enumMember)
                }
            default:
                break
            }
        }
        return TokenHighlights(spans: spans)
    }

    /// `highlights` at the positions of `tokens` in `source`, with the comments between
    /// tokens, one line at a time.
    static func place(_ highlights: TokenHighlights, tokens: [Token], source: SourceFile) -> [SemanticToken] {
        let bytes = source.bytes
        var out: [SemanticToken] = []
        out.reserveCapacity(highlights.spans.count + 16)
        // The lexer's token being placed: a span within it has its line and columns from the
        // token (whose bytes are ASCII but for a misspelt identifier, which is emitted whole),
        // without counting from the line's start — 17,000 tokens in a 1,000-view file.
        var current: Token?
        func location(_ offset: Int) -> SourceLocation {
            if let t = current, Int(t.offset) <= offset, offset <= Int(t.endOffset), t.kind != .newline {
                if offset == Int(t.endOffset) { return t.end }
                return SourceLocation(line: Int(t.line), column: Int(t.column) + offset - Int(t.offset), offset: offset)
            }
            return source.location(at: offset)
        }
        func emit(_ start: Int, _ end: Int, _ kind: SemanticTokenKind, declaration: Bool = false, builtin: Bool = false) {
            let a = location(start), b = location(end)
            guard a.line == b.line, end > start else { return }
            out.append(SemanticToken(range: SourceRange(start: a, end: b), kind: kind, isDeclaration: declaration,
                                     isDefaultLibrary: builtin))
        }
        /// `//` and `/* */` comments in `bytes[from..<to]` (between tokens), one line at a time.
        func comments(_ from: Int, _ to: Int) {
            var i = from
            while i + 1 < to {
                if bytes[i] == UInt8(ascii: "/"), bytes[i + 1] == UInt8(ascii: "/") {
                    var e = i
                    while e < to, bytes[e] != 0x0A, bytes[e] != 0x0D { e += 1 }
                    emit(i, e, .comment)
                    i = e
                } else if bytes[i] == UInt8(ascii: "/"), bytes[i + 1] == UInt8(ascii: "*") {
                    var e = i + 2
                    while e + 1 < to, !(bytes[e] == UInt8(ascii: "*") && bytes[e + 1] == UInt8(ascii: "/")) { e += 1 }
                    e = min(to, e + 2)
                    var lineStart = i
                    for k in i..<e where bytes[k] == 0x0A {
                        emit(lineStart, k > lineStart && bytes[k - 1] == 0x0D ? k - 1 : k, .comment)
                        lineStart = k + 1
                    }
                    emit(lineStart, e, .comment)
                    i = e
                } else {
                    i += 1
                }
            }
        }
        let spans = highlights.spans
        var next = 0
        var previousEnd = 0
        for (k, t) in tokens.enumerated() {
            let start = Int(t.offset), end = Int(t.endOffset)
            current = nil
            if t.kind == .newline || t.kind == .endOfFile {
                comments(previousEnd, t.kind == .endOfFile ? bytes.count : end)
                previousEnd = end
                continue
            }
            comments(previousEnd, start)
            previousEnd = end
            current = t
            while next < spans.count, spans[next].token == k {
                let s = spans[next]
                emit(start + Int(s.from), s.to < 0 ? end : start + Int(s.to), s.kind, declaration: s.isDeclaration,
                     builtin: s.isDefaultLibrary)
                next += 1
            }
        }
        return out
    }
}

extension DocumentAnalysis {
    /// The semantic highlighting of the text, token by token in order.
    public func semanticTokens() -> [SemanticToken] { SemanticHighlighting.tokens(self) }
}
