import LayoutSource

/// The diagnostics of the lexer and the parser (docs/language.md lists them with examples).
extension DiagnosticID {
    /// Any grammar violation: a token that cannot appear where it is.
    public static let syntax = DiagnosticID("syntax")
    /// A byte sequence that starts no token (NUL, `#`, non-ASCII outside comments, …).
    public static let invalidCharacter = DiagnosticID("invalid-character")
    /// `/*` without a matching `*/`.
    public static let unterminatedComment = DiagnosticID("unterminated-comment")
    /// A `{` whose `}` never comes.
    public static let unterminatedBlock = DiagnosticID("unterminated-block")
    /// A malformed or unrepresentable number (`1e`, `1e999`).
    public static let invalidNumber = DiagnosticID("invalid-number")
    /// Blocks or parentheses nested deeper than `Parser.maximumDepth`.
    public static let nestingTooDeep = DiagnosticID("nesting-too-deep")
    /// A property keyword that does not exist (`set a hiden`).
    public static let unknownProperty = DiagnosticID("unknown-property")
    /// A file too large to address with the compact token positions (2 GiB or more).
    public static let fileTooLarge = DiagnosticID("file-too-large")
}
