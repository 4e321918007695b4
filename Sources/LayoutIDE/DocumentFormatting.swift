import LayoutFormat
import LayoutSource

/// Formatting a whole document in the canonical style (`vflc fmt`).
public enum DocumentFormatting {
    /// One edit replacing the whole text with its formatted form; `nil` when it is already
    /// formatted or has syntax errors (a broken file is never formatted).
    public static func edit(_ source: SourceFile) -> TextEdit? {
        let result = Formatter.format(source)
        guard let formatted = result.formatted, result.changed else { return nil }
        let whole = SourceRange(start: .start, end: source.location(at: source.bytes.count))
        return TextEdit(range: whole, replacement: formatted)
    }
}
