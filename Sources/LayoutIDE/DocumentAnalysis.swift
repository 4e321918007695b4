import LayoutCheck
import LayoutLowering
import LayoutPipeline
import LayoutSource
import LayoutSyntax
import Synchronization

/// Everything the pipeline found in one version of a document: what `vflc check` reports for
/// it, and the intermediate results editors need (tokens, syntax tree, names, variants,
/// solutions).
public struct DocumentAnalysis: Sendable {
    /// The text analysed.
    public let source: SourceFile
    /// Its tokens.
    public let tokens: [Token]
    /// Diagnostics in output order, with ranges in `source`.
    public internal(set) var diagnostics: [Diagnostic]
    /// The lowered variants (of the statements that parsed and lowered). After an edit the
    /// solver cannot see (`carried`), their constraint origins are in the earlier text.
    public let variants: [LayoutIR]
    /// One solution per variant (empty when the front end found errors).
    public let solutions: [VariantSolution]
    /// Set when this text means what an earlier one meant (comments, spacing): the variants
    /// and solutions are the earlier text's, not checked again; this maps positions.
    public let carried: TokenCorrespondence?
    private let lazy: LazySyntax

    init(source: SourceFile, tokens: [Token], diagnostics: [Diagnostic], variants: [LayoutIR],
         solutions: [VariantSolution], carried: TokenCorrespondence?, parsed: ParseResult?) {
        self.source = source
        self.tokens = tokens
        self.diagnostics = diagnostics
        self.variants = variants
        self.solutions = solutions
        self.carried = carried
        self.lazy = LazySyntax(source: source, tokens: tokens, parsed: parsed)
    }

    /// The syntax tree of `source` (parsed on first use after a carried-over edit).
    public var syntax: LayoutFileSyntax { lazy.parsed.file }

    /// The views and metrics of `source`, by name and position (built on first use).
    public var index: SymbolIndex { lazy.index }

    /// `offset` in `source` as an offset in the text the variants were lowered from.
    public func variantOffset(_ offset: Int) -> Int { carried?.oldOffset(offset) ?? offset }

    /// A range of the variants' text (a constraint's origin) in `source`.
    public func currentRange(_ range: SourceRange) -> SourceRange {
        carried?.newRange(range, in: source) ?? range
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The parse and the index, made when first asked for (hover and symbols need them, an
/// edit's path to fresh diagnostics does not), from any thread.
private final class LazySyntax: Sendable {
    private let source: SourceFile
    private let tokens: [Token]
    private let built: Mutex<(parse: ParseResult?, index: SymbolIndex?)>

    init(source: SourceFile, tokens: [Token], parsed: ParseResult?) {
        self.source = source
        self.tokens = tokens
        self.built = Mutex((parsed, nil))
    }

    var parsed: ParseResult {
        built.withLock { parsed(&$0) }
    }

    private func parsed(_ built: inout (parse: ParseResult?, index: SymbolIndex?)) -> ParseResult {
        if let parse = built.parse { return parse }
        let p = FrontEnds.layout.parse(source, lexed: (tokens, []))
        built.parse = p
        return p
    }

    var index: SymbolIndex {
        built.withLock { built in
            if let index = built.index { return index }
            let index = SymbolIndex(parsed(&built).file)
            built.index = index
            return index
        }
    }
}

extension DocumentAnalysis {
    /// An analysis of `source` that reports `diagnostics` and solved nothing: for tests of
    /// the language server's scheduling, which replace the pipeline by a stand-in.
    public static func stub(_ source: SourceFile, diagnostics: [Diagnostic]) -> DocumentAnalysis {
        let lexed = Lexer.tokenize(source)
        return DocumentAnalysis(source: source, tokens: lexed.tokens, diagnostics: diagnostics, variants: [],
                                solutions: [], carried: nil, parsed: nil)
    }
}
