import LayoutSource

/// One fix of a diagnostic, offered as a quick fix.
public struct QuickFix: Sendable {
    /// The diagnostic it fixes.
    public var diagnostic: Diagnostic
    /// What it does ("Replace with 'box'").
    public var title: String
    /// The edits, applied as they are.
    public var edits: [TextEdit]
    /// Whether it is the diagnostic's only fix (the editor may apply it at once).
    public var isPreferred: Bool
}

extension DocumentAnalysis {
    /// The fixes of the diagnostics that touch `from...to` (`Diagnostic.fixes`: data the
    /// pipeline attached), in diagnostic order. A carried-over analysis has none
    /// (`AnalysisSession.analyze(_:carryOver:)`).
    public func quickFixes(from: Int, to: Int) -> [QuickFix] {
        var out: [QuickFix] = []
        for d in diagnostics where !d.fixes.isEmpty && d.range.start.offset <= to && from <= d.range.end.offset {
            for fix in d.fixes {
                out.append(QuickFix(diagnostic: d, title: fix.title, edits: fix.edits, isPreferred: d.fixes.count == 1))
            }
        }
        return out
    }
}
