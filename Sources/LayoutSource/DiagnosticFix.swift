/// One replacement in a source file: the text of `range` becomes `replacement`.
/// An empty range inserts; an empty replacement deletes.
public struct TextEdit: Hashable, Sendable {
    /// The range replaced (in the diagnostic's file).
    public var range: SourceRange
    /// The new text.
    public var replacement: String

    /// Creates an edit.
    public init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// A fix a tool can apply for a diagnostic (an editor's code action, `vflc` never applies it
/// by itself): a title for the menu and the edits that, applied together, make it.
public struct DiagnosticFix: Hashable, Sendable {
    /// What the fix does, e.g. "Replace with 'title'".
    public var title: String
    /// The edits, non-overlapping, in the diagnostic's file.
    public var edits: [TextEdit]

    /// Creates a fix.
    public init(title: String, edits: [TextEdit]) {
        self.title = title
        self.edits = edits
    }
}

extension DiagnosticFix {
    /// The text of `source` with this fix's edits applied, as an editor applies a code action
    /// (edits are non-overlapping; they are applied from the last to the first).
    public func applied(to source: SourceFile) -> String {
        var bytes = source.bytes
        for edit in edits.sorted(by: { $0.range.start.offset > $1.range.start.offset }) {
            bytes.replaceSubrange(edit.range.start.offset..<edit.range.end.offset, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
