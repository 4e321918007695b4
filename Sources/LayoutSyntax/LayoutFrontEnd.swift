import LayoutSource

/// A front end: reads one kind of source document into the syntax tree every later stage
/// works from (docs/architecture.md, "Adding a front end").
///
/// The tree is the contract: lowering, the checker and the emitters do not know which front
/// end made it. A front end never fails: it returns what it could read, with diagnostics whose
/// ranges (and those of every node) point into the document's own text, so every writer quotes
/// the right line. The pipeline picks the front end by the document's file extension
/// (`LayoutPipeline.FrontEnds`).
public protocol LayoutFrontEnd: Sendable {
    /// The extensions of the documents it reads, without the dot (`layout`).
    var fileExtensions: [String] { get }
    /// The syntax tree of `source` and the diagnostics of reading it.
    func parse(_ source: SourceFile) -> ParseResult
}

/// The `.layout` language's front end: the lexer and the recursive-descent parser.
///
/// Its tokens are its own (other front ends have none): the language server's analysis lexes
/// once, to carry results over edits that change no token, and parses from those tokens
/// (`parse(_:lexed:)`).
public struct LayoutTextFrontEnd: LayoutFrontEnd {
    /// Creates the front end.
    public init() {}

    public var fileExtensions: [String] { ["layout"] }

    public func parse(_ source: SourceFile) -> ParseResult { Parser.parse(source) }

    /// The parse of `source` from tokens already lexed (`Lexer.tokenize`).
    public func parse(_ source: SourceFile, lexed: (tokens: [Token], diagnostics: [Diagnostic])) -> ParseResult {
        Parser.parse(source, lexed: lexed)
    }
}
