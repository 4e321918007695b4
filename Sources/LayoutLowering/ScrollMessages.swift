import LayoutSource

// The messages lowering reports about scroll views' guides (docs/language.md §16), beside the
// stage that finds them.

extension DiagnosticMessage {
    /// `card.content.top` where `card` is not a scroll view.
    static func scrollGuideOfNonScroll(_ guide: String, of view: String, kind: String) -> DiagnosticMessage {
        DiagnosticMessage(.guideMisuse, "'\(view)' is a \(kind), not a scroll view, so it has no '\(guide)' guide "
            + "(UIScrollView's contentLayoutGuide and frameLayoutGuide); declare it 'scroll \(view)', or relate '\(view)' itself")
    }

    /// An unknown guide of a scroll view, whose guides are more than a plain view's.
    static func unknownScrollGuide(_ name: String, of view: String, suggesting suggestion: String?) -> DiagnosticMessage {
        DiagnosticMessage(.guideMisuse, "unknown layout guide '\(name)' of scroll view '\(view)'; its guides are 'content', 'frame', 'margins' and 'readable'",
                          suggesting: suggestion)
    }
}
