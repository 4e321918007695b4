import Dispatch
import LayoutIDE
import LayoutSource

/// A document the client has open: its latest text and the newest analysis we have.
struct OpenDocument: Sendable {
    /// The document's URI, as the client sent it.
    var uri: String
    /// The client's version number of the text (only ever increases: a stale change is ignored).
    var version: Int
    /// The latest text.
    var source: SourceFile
    /// Bumped on every change; a check started for an older generation is stale.
    var generation: Int
    /// The analysis of `source` when `analysisGeneration == generation`.
    var analysis: DocumentAnalysis?
    /// Which generation `analysis` belongs to.
    var analysisGeneration: Int = -1
    /// When the text last changed, for the debounce.
    var lastEdit: DispatchTime = .now()
    /// The IDE layer's pipeline for this document's successive texts (keeps the solved state of
    /// the previous text); dropped with the document on `didClose`.
    var session: AnalysisSession
    /// The `.vflc.json` files `session` was made from (`DocumentConfiguration.stamp(forDocumentAt:)`).
    var configurationStamp: [String] = []
    /// What those files say about themselves: a malformed one stops the document's check, as
    /// `vflc check` stops (docs/editors.md).
    var configuration = DocumentConfiguration.Report()
    /// The diagnostics last published, as sent (JSON): an identical list is not sent again.
    var published: [UInt8]?
    /// The generation whose diagnostics were last published (or found unchanged): a request
    /// that analysed the text publishes them before its answer, and the background check's
    /// result, the same analysis, is then not written again.
    var publishedGeneration = -1

    /// The analysis, if it is of the current text.
    var currentAnalysis: DocumentAnalysis? { analysisGeneration == generation ? analysis : nil }
}
