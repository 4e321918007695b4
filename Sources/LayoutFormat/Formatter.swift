import LayoutSource
import LayoutSyntax

/// The outcome of formatting one file.
public struct FormatResult: Sendable {
    /// The formatted text; `nil` when the file has syntax errors (a broken file is never
    /// formatted) or when formatting would have changed its meaning.
    public var formatted: String?
    /// Why `formatted` is `nil`: the syntax errors, or an internal `format-internal` error.
    public var diagnostics: [Diagnostic]
    /// Whether the formatted text differs from the input.
    public var changed: Bool

    /// Creates a result.
    public init(formatted: String?, diagnostics: [Diagnostic], changed: Bool) {
        self.formatted = formatted
        self.diagnostics = diagnostics
        self.changed = changed
    }
}

/// `vflc fmt`: the one canonical layout of a `.layout` file (docs/formatting.md).
///
/// The formatter re-spaces the file's own tokens, guided by the syntax tree for statement and
/// block boundaries; it never re-spells a token, so the file's meaning cannot change. As a
/// safeguard it re-lexes its output and refuses (leaving the file alone) if the tokens differ.
public enum Formatter {
    /// Formats `source`, or returns its syntax errors.
    public static func format(_ source: SourceFile) -> FormatResult {
        let parsed = Parser.parse(source)
        let errors = parsed.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { return FormatResult(formatted: nil, diagnostics: errors, changed: false) }
        let tokens = Lexer.tokenize(source).tokens.filter(FormatEmitter.isEmitted)
        var emitter = FormatEmitter(source: source, tokens: tokens,
                                    comments: CommentScanner.comments(in: source, between: tokens),
                                    unaryMinus: SyntaxWalk.unaryMinusOffsets(parsed.file))
        let text = emitter.run(parsed.file)
        if let problem = verify(text, against: source, tokens: tokens) {
            let d = Diagnostic(.tokensWouldChange(problem), in: source, at: SourceRange(at: .start))
            return FormatResult(formatted: nil, diagnostics: [d], changed: false)
        }
        return FormatResult(formatted: text, diagnostics: [], changed: text != source.text)
    }

    /// Checks that `text` has exactly the original tokens and still parses.
    private static func verify(_ text: String, against source: SourceFile, tokens: [Token]) -> String? {
        let output = SourceFile(path: source.path, text: text)
        let again = Lexer.tokenize(output).tokens.filter(FormatEmitter.isEmitted)
        guard again.count == tokens.count else { return "\(tokens.count) tokens became \(again.count)" }
        for (a, b) in zip(tokens, again) {
            guard a.kind == b.kind, source.bytes[Int(a.offset)..<Int(a.endOffset)] == output.bytes[Int(b.offset)..<Int(b.endOffset)]
            else { return "token at \(a.start) differs" }
        }
        if Parser.parse(output).diagnostics.contains(where: { $0.severity == .error }) { return "output does not parse" }
        return nil
    }
}
