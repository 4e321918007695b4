// The kind of layout guides misused (docs/diagnostics.md, "Names, expressions and metrics"):
// `VIEW.GUIDE.ATTR` with a guide the view does not have. Its messages are lowering's
// (`LayoutLowering/GuideMessages.swift`).

extension DiagnosticKind {
    /// A view's guide that does not exist: a misspelt guide name, a guide of a layout guide, the
    /// keyboard guide of a view other than the root.
    public static let guideMisuse = DiagnosticKind(
        id: "guide-misuse", severity: .error, family: .namesAndMetrics,
        summary: "`VIEW.GUIDE.ATTRIBUTE` names a guide that the view does not have.",
        explanation: "Every view has two layout guides, `margins` (UIKit's `layoutMarginsGuide`) and `readable` (`readableContentGuide`, which lies inside the margins); the root also has `safeArea` and `keyboard` (`keyboardLayoutGuide`). A `guide` is a `UILayoutGuide`, which has neither margins nor a readable content guide, so `spacer.readable.width` has nothing to measure; the keyboard guide is the root's (`keyboard.top`). A misspelt guide name gets the closest one as a fix.",
        fix: "Use a guide of a view (`card.margins.leading`, `card.readable.width`), the root's `keyboard.top`, or relate the view itself.")
}

extension DiagnosticID {
    /// `guide-misuse`: `VIEW.GUIDE.ATTRIBUTE` names a guide the view does not have.
    public static let guideMisuse = DiagnosticKind.guideMisuse.id
}
