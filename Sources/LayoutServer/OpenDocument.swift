import Dispatch
import LayoutSource

/// A document the client has open: its latest text and the newest analysis we have.
struct OpenDocument {
    /// The document's URI, as the client sent it.
    var uri: String
    /// The client's version number of the text.
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
    /// Keeps the solved state of the previous text, so a re-check after an edit only
    /// re-solves what changed; dropped with the document on `didClose`.
    var checker = DocumentChecker()

    /// The analysis, if it is of the current text.
    var currentAnalysis: DocumentAnalysis? { analysisGeneration == generation ? analysis : nil }
}
