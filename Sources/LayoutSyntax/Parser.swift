import LayoutSource

/// The result of parsing one file: the tree (complete as far as recovery allows) and the
/// lexical and syntax diagnostics, in source order.
public struct ParseResult: Sendable {
    /// The tree; statements with a syntax error are left out.
    public var file: LayoutFileSyntax
    /// Lexer and parser diagnostics, sorted by position.
    public var diagnostics: [Diagnostic]
    /// Creates a result.
    public init(file: LayoutFileSyntax, diagnostics: [Diagnostic]) { self.file = file; self.diagnostics = diagnostics }
}

/// The recursive-descent parser for `.layout` files (grammar: `Grammar/layout.ebnf`).
public enum Parser {
    /// Blocks, parentheses and operators nested deeper than this (counted together) are
    /// refused with one `nesting-too-deep` error, so that no input can exhaust the stack.
    public static let maximumDepth = 256

    /// Parses `source`. Never fails: errors are diagnostics, and the parser resynchronises
    /// at the next statement or block boundary after each one.
    public static func parse(_ source: SourceFile) -> ParseResult {
        parse(source, lexed: Lexer.tokenize(source))
    }

    /// `parse(source)` from tokens already made by `Lexer.tokenize(source)` (the language
    /// server compares an edit's tokens with the previous text's before parsing).
    public static func parse(_ source: SourceFile, lexed: (tokens: [Token], diagnostics: [Diagnostic])) -> ParseResult {
        let (tokens, lexical) = lexed
        var parser = SyntaxParser(source: source, tokens: tokens)
        let statements = parser.parseStatementList(inBlock: false)
        let end = tokens[tokens.count - 1].end
        var file = LayoutFileSyntax(statements: statements, range: SourceRange(start: .start, end: end))
        file.contentSizeUsage = parser.contentSizeUsage
        file.cell = parser.cellHeader
        var diagnostics = lexical + parser.diagnostics
        diagnostics.sort(by: Diagnostic.sortKey)
        return ParseResult(file: file, diagnostics: diagnostics)
    }
}

/// Thrown after a syntax error has been reported, to unwind to the statement loop.
struct SyntaxError: Error {}

/// The parser's state. Split over several files by construct (ParserDecl, ParserVFL, ParserExpr).
struct SyntaxParser {
    let source: SourceFile
    /// The file's bytes, held directly so hot paths do not go through the class.
    let bytes: [UInt8]
    let tokens: [Token]
    /// Index of the current token; `tokens[pos]` is always valid (the last is end of file).
    var pos = 0
    /// The last token consumed other than a line break, for the end of ranges.
    var previous: Token
    /// The index of `previous` in `tokens`.
    var previousIndex = 0
    var diagnostics: [Diagnostic] = []
    /// Current nesting of blocks and parentheses, checked against `Parser.maximumDepth`.
    var depth = 0
    /// Parentheses and brackets currently open: inside them line breaks are insignificant.
    var nested = 0
    /// Inside the predicates of a visual-format line, where `-[` and `-|` end an expression.
    var inVFLPredicate = false
    /// Only the first over-deep construct is reported; the rest is the same mistake.
    var reportedDepth = false
    /// Only the innermost unterminated block is reported; enclosing ones are unterminated
    /// for the same reason.
    var reportedUnterminated = false
    /// Whether a `style`, `scaled(…)` or `size` condition was read.
    var contentSizeUsage = ContentSizeUsage()
    /// The file's `cell table`/`cell collection` header, when its first statement is one.
    var cellHeader: CellHeader?

    init(source: SourceFile, tokens: [Token]) {
        self.source = source
        self.bytes = source.bytes
        self.tokens = tokens
        self.previous = tokens[0]
    }

    // MARK: Token access

    /// The current token; inside parentheses or brackets line breaks are skipped first.
    mutating func at() -> Token {
        if nested > 0 { skipNewlines() }
        return tokens[pos]
    }

    /// The token `k` places ahead of the current one (not skipping line breaks).
    func peek(_ k: Int = 1) -> Token { tokens[min(pos + k, tokens.count - 1)] }

    /// Consumes and returns the current token (end of file is never consumed).
    @discardableResult
    mutating func advance() -> Token {
        let t = tokens[pos]
        // Line breaks never end a range: a construct ends with its last real token.
        if t.kind != .newline { previous = t; previousIndex = pos }
        if t.kind != .endOfFile { pos += 1 }
        return t
    }

    mutating func skipNewlines() {
        while tokens[pos].kind == .newline { pos += 1 }
    }

    /// The token after any line breaks from the current position.
    func peekPastNewlines() -> (token: Token, index: Int) {
        var k = pos
        while tokens[k].kind == .newline { k += 1 }
        return (tokens[k], k)
    }

    /// The first token at or after `index` that is not a line break.
    func peekPastNewlines(from index: Int) -> Token {
        var k = min(index, tokens.count - 1)
        while tokens[k].kind == .newline { k += 1 }
        return tokens[k]
    }

    /// The text of a token.
    func text(_ t: Token) -> String {
        String(decoding: bytes[Int(t.offset)..<Int(t.endOffset)], as: UTF8.self)
    }

    /// Whether `t` is the identifier `word`, without building a string.
    func isWord(_ t: Token, _ word: StaticString) -> Bool {
        guard t.kind == .identifier, t.length == word.utf8CodeUnitCount else { return false }
        let p = word.utf8Start
        var k = 0
        let base = Int(t.offset)
        while k < t.length {
            if bytes[base + k] != p[k] { return false }
            k += 1
        }
        return true
    }

    /// The value of a number token; a malformed one (already reported by the lexer) is 0.
    func numberValue(_ t: Token) -> Double {
        let v = bytes.withUnsafeBufferPointer { b in
            NumberLiteral.value(UnsafeBufferPointer(rebasing: b[Int(t.offset)..<Int(t.endOffset)]))
        }
        return v.isFinite ? v : 0
    }

    /// From the start of `first` to the end of the last consumed token.
    func range(from first: SourceLocation) -> SourceRange {
        SourceRange(start: first, end: max(first, previous.end))
    }

    /// How a token is named in messages: `'foo'` for words, the spelling otherwise.
    func describe(_ t: Token) -> String {
        switch t.kind {
        case .identifier: return "'\(text(t))'"
        case .number: return "number '\(text(t))'"
        case .newline: return "end of line"
        default: return t.kind.spelling
        }
    }

    // MARK: Errors

    /// Reports `message` (SyntaxMessages.swift) at `range` and returns the error to throw. Its
    /// suggestion, if any, becomes the fix that replaces `range` with it.
    mutating func error(_ message: DiagnosticMessage, at range: SourceRange, notes: [DiagnosticNote] = []) -> SyntaxError {
        diagnostics.append(Diagnostic(message, in: source, at: range, notes: notes))
        return SyntaxError()
    }

    /// Reports a missing closing `)` or `]`. Inside brackets line breaks are skipped, so
    /// the current token may be on a later line; then the closer was most likely forgotten
    /// at the end of the line: the error points there, and the parser rewinds to that line
    /// break so that the next line is parsed on its own. `message` is given what was found
    /// (`end of line`, or the token's description).
    @inline(never)
    mutating func missingCloser(_ message: (_ found: String) -> DiagnosticMessage, notes: [DiagnosticNote] = []) -> SyntaxError {
        let t = tokens[pos]
        if t.line != previous.line && t.kind != .endOfFile && previousIndex + 1 < pos {
            pos = previousIndex + 1
            return error(message("end of line"), at: SourceRange(at: previous.end), notes: notes)
        }
        return error(message(describe(t)), at: t.errorRange, notes: notes)
    }

    /// Expects the current token to be `kind` and consumes it; otherwise reports `message`.
    @discardableResult
    mutating func expect(_ kind: TokenKind, _ message: @autoclosure () -> DiagnosticMessage) throws -> Token {
        let t = at()
        guard t.kind == kind else { throw error(message(), at: t.errorRange) }
        return advance()
    }

    /// Checks the nesting after the caller has incremented `depth` for the construct at `t`
    /// (and arranged to decrement it); reports the first construct that goes too deep.
    mutating func checkDepth(at t: Token) throws {
        guard depth > Parser.maximumDepth else { return }
        if reportedDepth { throw SyntaxError() }
        reportedDepth = true
        throw error(.nestingTooDeep(limit: Parser.maximumDepth), at: t.errorRange)
    }

    // MARK: Recovery

    /// Skips to the next statement boundary: past a line break or `;` at this nesting, or
    /// up to (not past) a `}` that closes the enclosing block. Blocks met on the way are
    /// skipped whole, so their contents do not produce follow-on errors.
    mutating func synchronize() {
        nested = 0
        while true {
            let t = tokens[pos]
            switch t.kind {
            case .endOfFile, .rightBrace: return
            case .newline, .semicolon: advance(); return
            case .leftBrace: skipBalancedBlock()
            default: advance()
            }
        }
    }

    /// Skips from a `{` to its matching `}` without recursion.
    mutating func skipBalancedBlock() {
        let open = advance()
        var level = 1
        while level > 0 {
            let t = advance()
            switch t.kind {
            case .leftBrace: level += 1
            case .rightBrace: level -= 1
            case .endOfFile: reportUnterminated(open); return
            default: break
            }
        }
    }

    mutating func reportUnterminated(_ open: Token) {
        guard !reportedUnterminated else { return }
        reportedUnterminated = true
        _ = error(.unterminatedBlock, at: open.range)
    }
}
