import LayoutSource

/// The kind of a token. Keywords are not token kinds: they are contextual identifiers that
/// the parser recognises by position (docs/language.md, "Contextual keywords").
public enum TokenKind: UInt8, Sendable, CaseIterable {
    /// `[A-Za-z_][A-Za-z0-9_]*`.
    case identifier
    /// `12`, `12.5`, `.5`, `1e3` (never signed: `-` is an operator).
    case number
    /// One or more line breaks (with the comments and blanks between them), collapsed.
    case newline
    /// `;`
    case semicolon
    /// `(`
    case leftParen
    /// `)`
    case rightParen
    /// `[`
    case leftBracket
    /// `]`
    case rightBracket
    /// `{`
    case leftBrace
    /// `}`
    case rightBrace
    /// `|`
    case pipe
    /// `-`
    case minus
    /// `+`
    case plus
    /// `*`
    case star
    /// `/`
    case slash
    /// `:`
    case colon
    /// `,`
    case comma
    /// `.`
    case dot
    /// `@`
    case at
    /// `==`
    case equalEqual
    /// `<=`
    case lessEqual
    /// `>=`
    case greaterEqual
    /// `=` (metric definitions; elsewhere a misspelt relation).
    case equal
    /// `<` (only ever a misspelt relation).
    case less
    /// `>` (only ever a misspelt relation).
    case greater
    /// `!` (only ever a misspelt relation such as `!=`).
    case bang
    /// The end of the file; always the last token.
    case endOfFile

    /// How the kind is named in dumps and in "expected …" messages.
    public var spelling: String {
        switch self {
        case .identifier: return "identifier"
        case .number: return "number"
        case .newline: return "newline"
        case .semicolon: return "';'"
        case .leftParen: return "'('"
        case .rightParen: return "')'"
        case .leftBracket: return "'['"
        case .rightBracket: return "']'"
        case .leftBrace: return "'{'"
        case .rightBrace: return "'}'"
        case .pipe: return "'|'"
        case .minus: return "'-'"
        case .plus: return "'+'"
        case .star: return "'*'"
        case .slash: return "'/'"
        case .colon: return "':'"
        case .comma: return "','"
        case .dot: return "'.'"
        case .at: return "'@'"
        case .equalEqual: return "'=='"
        case .lessEqual: return "'<='"
        case .greaterEqual: return "'>='"
        case .equal: return "'='"
        case .less: return "'<'"
        case .greater: return "'>'"
        case .bang: return "'!'"
        case .endOfFile: return "end of file"
        }
    }
}

/// One token: its kind and where it is.
///
/// Tokens are small (offsets and positions as 32-bit integers) because a large file has
/// millions of them; a token never spans lines, so one line number serves both ends.
/// Files of 2 GiB or more are refused by the lexer before any token is made.
public struct Token: Hashable, Sendable {
    /// The kind.
    public var kind: TokenKind
    /// Byte offset of the first byte.
    public var offset: Int32
    /// Byte offset just past the last byte.
    public var endOffset: Int32
    /// 1-based line.
    public var line: Int32
    /// 1-based column (Unicode scalars) of the first character.
    public var column: Int32
    /// 1-based column just past the last character.
    public var endColumn: Int32

    /// Creates a token.
    public init(kind: TokenKind, offset: Int32, endOffset: Int32, line: Int32, column: Int32, endColumn: Int32) {
        self.kind = kind; self.offset = offset; self.endOffset = endOffset
        self.line = line; self.column = column; self.endColumn = endColumn
    }

    /// Where the token starts.
    public var start: SourceLocation { SourceLocation(line: Int(line), column: Int(column), offset: Int(offset)) }
    /// Just past the token.
    public var end: SourceLocation { SourceLocation(line: Int(line), column: Int(endColumn), offset: Int(endOffset)) }
    /// The token's range.
    public var range: SourceRange { SourceRange(start: start, end: end) }
    /// Number of bytes.
    public var length: Int { Int(endOffset - offset) }
}

extension Token {
    /// Where an error about this token points: the token itself, except that a line break
    /// or the end of the file is an empty range where it starts (the end of the line).
    var errorRange: SourceRange {
        kind == .newline || kind == .endOfFile ? SourceRange(at: start) : range
    }
}
