import Synchronization
import LayoutCheck
import LayoutLowering
import LayoutPipeline
import LayoutSource
import LayoutSyntax
import LayoutWorkspace

/// The pipeline for successive versions of one document (the language server keeps one per
/// open document): the same results as `Pipeline.compile` for each text, found with less work.
///
/// - An edit that changes no token's kind or spelling (comments, blank lines, spacing) is
///   not parsed, lowered or checked again: the previous results are carried over, their
///   positions moved token by token (`TokenCorrespondence`).
/// - Otherwise the variants are checked by an `IncrementalChecker`, which re-solves only the
///   independent parts of the layout that the edit touched.
///
/// Thread-safe: calls take turns (a background check and a hover may ask at once).
public final class AnalysisSession: Sendable {
    /// The targets every text is compiled for.
    public let targets: [LayoutTarget]
    /// The content size categories each target is compiled at (`vflc check`'s rule unless
    /// the document's `.vflc.json` names some).
    public let contentSizes: ContentSizeChoice
    private let incremental: Bool
    /// What successive calls share, one call at a time.
    private struct State {
        /// Each variant's solver, kept between texts.
        let checker = IncrementalChecker()
        /// The last analysis that ran the pipeline (not a carried-over one), and its text.
        var base: DocumentAnalysis?
        /// The last analysis returned (as reported): asked again for the same `SourceFile` —
        /// a hover or the highlighting that waited for the background check of that very text —
        /// it is the answer, not a second analysis.
        var last: DocumentAnalysis?
    }
    private let state = Mutex(State())

    /// A session for `targets` (default: the four default variants, as `vflc check`);
    /// `incremental: false` runs the whole pipeline for every text (for comparisons).
    /// The `.vflc.json` settings that apply to the document (severities by id), if any.
    let configuration: EffectiveConfiguration?
    /// The editor's fixes already tried for the last text asked about (`quickFixes`).
    let fixCache = Mutex(FixCache())

    public init(targets: [LayoutTarget] = TargetResolver.defaultTargets, incremental: Bool = true,
                configuration: EffectiveConfiguration? = nil, contentSizes: ContentSizeChoice = .rule) {
        self.targets = targets
        self.incremental = incremental
        self.configuration = configuration
        self.contentSizes = contentSizes
    }

    /// A session that compiles each text as `vflc check FILE` would with no options: the
    /// targets and content sizes of `configuration` (the document's `.vflc.json`), else all
    /// four variants at `check`'s category rule (`ConfiguredCompilation`), then its
    /// diagnostic settings.
    public static func checking(like configuration: EffectiveConfiguration?, incremental: Bool = true) -> AnalysisSession {
        let options = TargetOptions()
        let targets = (try? ConfiguredCompilation.targets(options, configuration: configuration)) ?? TargetResolver.defaultTargets
        return AnalysisSession(targets: targets, incremental: incremental, configuration: configuration,
                               contentSizes: ConfiguredCompilation.contentSizes(options, configuration: configuration))
    }

    /// `analysis` as every tool reports it: `// vflc-ignore` comments of its own text and the
    /// configured severities applied (`DiagnosticPolicy`, as `vflc check` does). The base keeps
    /// the unfiltered list, since a comment-only edit may add or remove a suppression.
    private func reported(_ analysis: DocumentAnalysis) -> DocumentAnalysis {
        var out = analysis
        out.diagnostics = DiagnosticPolicy.apply(analysis.diagnostics, source: analysis.source,
                                                 configuration: configuration)
        return out
    }

    /// The analysis of `source`; `carryOver: false` runs the pipeline even when the tokens
    /// are those of the last text (for the diagnostics' fixes, which a carried-over analysis
    /// leaves out).
    public func analyze(_ source: SourceFile, carryOver: Bool = true) -> DocumentAnalysis {
        state.withLock { analyze(source, carryOver: carryOver, state: &$0) }
    }

    private func analyze(_ source: SourceFile, carryOver: Bool, state: inout State) -> DocumentAnalysis {
        if let last = state.last, last.source === source, carryOver || last.carried == nil { return last }
        let analysis = freshAnalysis(source, carryOver: carryOver, state: &state)
        state.last = analysis
        return analysis
    }

    private func freshAnalysis(_ source: SourceFile, carryOver: Bool, state: inout State) -> DocumentAnalysis {
        let lexed = Lexer.tokenize(source)
        if incremental, carryOver, let base = state.base, lexed.diagnostics.isEmpty,
           let map = TokenCorrespondence(old: base.source, oldTokens: base.tokens, new: source, newTokens: lexed.tokens) {
            let diagnostics = base.diagnostics.map { map.carry($0, to: source) }
            return reported(DocumentAnalysis(source: source, tokens: lexed.tokens, diagnostics: diagnostics,
                                             variants: base.variants, solutions: base.solutions, carried: map,
                                             parsed: nil, sameSyntaxAs: base))
        }
        let front = Pipeline.frontEnd(source, lexed: lexed, targets: targets, contentSizes: contentSizes)
        let checker = state.checker
        let compiled = Pipeline.compile(front, source: source) { variants in
            incremental ? checker.check(variants, source: source) : Checker.check(variants, source: source)
        }
        let analysis = DocumentAnalysis(source: source, tokens: lexed.tokens, diagnostics: compiled.diagnostics,
                                        variants: compiled.variants, solutions: compiled.solutions, carried: nil,
                                        parsed: front.parsed, maybeSameSyntaxAs: state.base)
        // Lexical errors (characters skipped) are not tokens, so a text with them is never a base.
        state.base = lexed.diagnostics.isEmpty ? analysis : nil
        return reported(analysis)
    }
}
