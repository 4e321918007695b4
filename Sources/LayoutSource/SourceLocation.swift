/// A position in a source file: 1-based line and column, plus the UTF-8 byte offset.
///
/// Columns count Unicode scalar values (spec §2); `offset` is what the lexer works with and
/// what converts to other encodings (the language server needs UTF-16).
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in Unicode scalar values.
    public var column: Int
    /// 0-based byte offset into the file's UTF-8 bytes.
    public var offset: Int

    /// Creates a location.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The first character of a file.
    public static let start = SourceLocation(line: 1, column: 1, offset: 0)

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool { a.offset < b.offset }

    public var description: String { "\(line):\(column)" }
}

/// A half-open range `[start, end)` of source text.
public struct SourceRange: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The first character in the range.
    public var start: SourceLocation
    /// The location just past the last character in the range.
    public var end: SourceLocation

    /// Creates a range; `end` must not precede `start`.
    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// An empty range at `location`.
    public init(at location: SourceLocation) {
        self.start = location
        self.end = location
    }

    /// The smallest range covering both `self` and `other`.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    /// The number of bytes covered.
    public var length: Int { end.offset - start.offset }

    public static func < (a: SourceRange, b: SourceRange) -> Bool {
        a.start != b.start ? a.start < b.start : a.end < b.end
    }

    public var description: String { "\(start)-\(end)" }
}
