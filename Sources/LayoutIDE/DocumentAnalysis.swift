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

    /// `sameSyntaxAs`: an earlier analysis whose parse this text's is token for token (the one
    /// a carried-over analysis stands on); `maybeSameSyntaxAs`: the analysis before this one,
    /// compared with it (`ParseShape.same`) when highlighting or hints are first asked for, not
    /// on every edit. The earlier index and highlighting then serve this text's.
    init(source: SourceFile, tokens: [Token], diagnostics: [Diagnostic], variants: [LayoutIR],
         solutions: [VariantSolution], carried: TokenCorrespondence?, parsed: ParseResult?,
         sameSyntaxAs: DocumentAnalysis? = nil, maybeSameSyntaxAs: DocumentAnalysis? = nil) {
        self.source = source
        self.tokens = tokens
        self.diagnostics = diagnostics
        self.variants = variants
        self.solutions = solutions
        self.carried = carried
        // A candidate still waiting for its own comparison is not taken: comparing through a
        // chain of texts nobody asked about would keep all of them alive.
        let candidate = maybeSameSyntaxAs.flatMap { $0.lazy.isResolved ? $0.lazy : nil }
        self.lazy = LazySyntax(source: source, tokens: tokens, parsed: parsed,
                               base: sameSyntaxAs.map { $0.lazy.base ?? $0.lazy }, candidate: candidate)
    }

    /// The syntax tree of `source` (parsed on first use after a carried-over edit).
    public var syntax: LayoutFileSyntax { lazy.parsed.file }

    /// The views and metrics of `source`, by name and position (built on first use).
    public var index: SymbolIndex { lazy.index }

    /// What each token highlights as: those of the earlier text this one parses as token for
    /// token (a carried-over text's, or one whose numbers and relations alone changed), made
    /// once for all the edits of that kind that follow it; otherwise made from this text's index.
    func tokenHighlights() -> TokenHighlights { (lazy.base ?? lazy).highlights }

    /// Whether this text was parsed (not carried over) and without a syntax error.
    var parsedCleanly: Bool { lazy.parsedCleanly }

    /// Whether highlighting and frame hints come from an earlier text's syntax (tests).
    var sharesEarlierSyntax: Bool { lazy.base != nil }

    /// The declared views' names (in source order) with where each ends in `source`: from the
    /// index, or from the index of the earlier text this one parses as, each name's end moved
    /// to the same token here (no index of this text built, nor for a carried-over text a parse).
    func viewDeclarationEnds() -> [(name: String, end: SourceLocation)] {
        guard let base = lazy.base else {
            return index.occurrences.compactMap { $0.isDeclaration && $0.kind == .view ? ($0.name, $0.range.end) : nil }
        }
        let old = base.tokens
        return base.index.occurrences.compactMap { o in
            guard o.isDeclaration, o.kind == .view else { return nil }
            // The name's token in the earlier text (the last one starting at the name's start).
            var lo = 0, hi = old.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if Int(old[mid].offset) <= o.range.start.offset { lo = mid + 1 } else { hi = mid }
            }
            guard lo > 0, Int(old[lo - 1].endOffset) == o.range.end.offset else {
                return (o.name, currentRange(o.range).end)
            }
            return (o.name, tokens[lo - 1].end)
        }
    }

    /// `offset` in `source` as an offset in the text the variants were lowered from.
    public func variantOffset(_ offset: Int) -> Int { carried?.oldOffset(offset) ?? offset }

    /// A range of the variants' text (a constraint's origin) in `source`.
    public func currentRange(_ range: SourceRange) -> SourceRange {
        carried?.newRange(range, in: source) ?? range
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The parse, the index and the highlighting, made when first asked for (hover and symbols
/// need them, an edit's path to fresh diagnostics does not), from any thread.
private final class LazySyntax: Sendable {
    let source: SourceFile
    let tokens: [Token]
    private struct Built {
        var parse: ParseResult?
        var index: SymbolIndex?
        var highlights: TokenHighlights?
        /// The earlier text's syntax, whose tokens are these but for where they are (and, when
        /// found by `ParseShape`, numbers' spellings and relations' kinds).
        var base: LazySyntax?
        /// The text before, to compare with on first use (then `base` or nothing).
        var candidate: LazySyntax?
    }
    private let built: Mutex<Built>

    init(source: SourceFile, tokens: [Token], parsed: ParseResult?, base: LazySyntax?, candidate: LazySyntax?) {
        self.source = source
        self.tokens = tokens
        self.built = Mutex(Built(parse: parsed, base: base, candidate: base == nil ? candidate : nil))
    }

    /// Whether `base` is known (no comparison pending).
    var isResolved: Bool { built.withLock { $0.candidate == nil } }

    /// The earlier text's syntax this one shares, comparing with the candidate on first use.
    /// (Locks only older texts' syntax while holding this one's: no cycle.)
    var base: LazySyntax? {
        built.withLock { built in
            if let c = built.candidate {
                built.candidate = nil
                if ParseShape.same(old: c.source, oldTokens: c.tokens, oldParsedCleanly: c.parsedCleanly,
                                   new: source, newTokens: tokens, newParsedCleanly: built.parse?.diagnostics.isEmpty ?? false) {
                    built.base = c.base ?? c
                }
            }
            return built.base
        }
    }

    var parsed: ParseResult {
        built.withLock { parsed(&$0) }
    }

    /// Whether the text was parsed with the analysis (not only on first use) and without errors.
    var parsedCleanly: Bool {
        built.withLock { $0.parse?.diagnostics.isEmpty ?? false }
    }

    private func parsed(_ built: inout Built) -> ParseResult {
        if let parse = built.parse { return parse }
        let p = FrontEnds.layout.parse(source, lexed: (tokens, []))
        built.parse = p
        return p
    }

    var index: SymbolIndex {
        built.withLock { index(&$0) }
    }

    private func index(_ built: inout Built) -> SymbolIndex {
        if let index = built.index { return index }
        let index = SymbolIndex(parsed(&built).file)
        built.index = index
        return index
    }

    var highlights: TokenHighlights {
        built.withLock { built in
            if let highlights = built.highlights { return highlights }
            let highlights = SemanticHighlighting.classify(tokens, source: source, index: index(&built))
            built.highlights = highlights
            return highlights
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
