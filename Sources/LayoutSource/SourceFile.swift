/// The text of one `.layout` file, with the line table that turns offsets into locations.
///
/// The text is kept as UTF-8 bytes because the lexer scans bytes; invalid UTF-8 is not
/// repaired here but reported by `SourceFile.decode`, so a location can point at it.
public final class SourceFile: @unchecked Sendable {
    /// The path as the user wrote it (or `<stdin>`); used in diagnostics.
    public let path: String
    /// The file's bytes. Guaranteed valid UTF-8 when built through `decode`.
    public let bytes: [UInt8]
    /// Byte offset of the first character of each line; `lineStarts[0] == 0`.
    public let lineStarts: [Int]

    /// Creates a source file from already-valid text.
    public convenience init(path: String, text: String) {
        self.init(path: path, validBytes: Array(text.utf8))
    }

    private init(path: String, validBytes: [UInt8]) {
        self.path = path
        self.bytes = validBytes
        var starts = [0]
        // Scanned through a buffer pointer: the enumerated loop is slow in debug builds,
        // which the tests of 10 MB inputs use.
        validBytes.withUnsafeBufferPointer { buffer in
            for i in 0..<buffer.count where buffer[i] == 0x0A { starts.append(i + 1) }
        }
        self.lineStarts = starts
    }

    /// Decodes raw bytes; returns the file, or the location of the first invalid UTF-8 byte.
    public static func decode(path: String, bytes: [UInt8]) -> Result<SourceFile, InvalidUTF8> {
        if let bad = firstInvalidUTF8Offset(bytes) {
            // Build a location from the valid prefix so the error points at the bad byte.
            let prefix = SourceFile(path: path, validBytes: Array(bytes[..<bad]))
            return .failure(InvalidUTF8(path: path, location: prefix.location(at: bad), prefixFile: prefix))
        }
        return .success(SourceFile(path: path, validBytes: bytes))
    }

    /// The text as a Swift string.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Number of lines (a trailing newline starts an empty last line).
    public var lineCount: Int { lineStarts.count }

    /// The location of byte `offset` (clamped to the file).
    public func location(at offset: Int) -> SourceLocation {
        let off = max(0, min(offset, bytes.count))
        // Binary search for the last line start <= off.
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= off { lo = mid } else { hi = mid - 1 }
        }
        var column = 1
        var i = lineStarts[lo]
        while i < off {
            // Count scalars: every byte that is not a UTF-8 continuation byte starts one.
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SourceLocation(line: lo + 1, column: column, offset: off)
    }

    /// The range between two byte offsets.
    public func range(_ start: Int, _ end: Int) -> SourceRange {
        SourceRange(start: location(at: start), end: location(at: max(start, end)))
    }

    /// The text of 1-based `line`, without its line terminator.
    public func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The source text covered by `range`.
    public func text(in range: SourceRange) -> String {
        let s = max(0, min(range.start.offset, bytes.count))
        let e = max(s, min(range.end.offset, bytes.count))
        return String(decoding: bytes[s..<e], as: UTF8.self)
    }

    /// The UTF-16 column (0-based, as the Language Server Protocol counts) of `location`.
    public func utf16Column(of location: SourceLocation) -> Int {
        guard location.line >= 1, location.line <= lineStarts.count else { return 0 }
        let start = lineStarts[location.line - 1]
        let end = max(start, min(location.offset, bytes.count))
        return String(decoding: bytes[start..<end], as: UTF8.self).utf16.count
    }

    private static func firstInvalidUTF8Offset(_ b: [UInt8]) -> Int? {
        var i = 0
        let n = b.count
        while i < n {
            let c = b[i]
            if c < 0x80 { i += 1; continue }
            let len: Int
            var minScalar: UInt32
            var scalar: UInt32
            switch c {
            case 0xC2...0xDF: len = 2; minScalar = 0x80; scalar = UInt32(c & 0x1F)
            case 0xE0...0xEF: len = 3; minScalar = 0x800; scalar = UInt32(c & 0x0F)
            case 0xF0...0xF4: len = 4; minScalar = 0x10000; scalar = UInt32(c & 0x07)
            default: return i
            }
            if i + len > n { return i }
            for k in 1..<len {
                let cc = b[i + k]
                if cc & 0xC0 != 0x80 { return i }
                scalar = (scalar << 6) | UInt32(cc & 0x3F)
            }
            if scalar < minScalar || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return i }
            i += len
        }
        return nil
    }
}

/// Why a file could not be decoded: the first byte that is not valid UTF-8.
public struct InvalidUTF8: Error, Sendable {
    /// The file's path.
    public let path: String
    /// Where the first invalid byte is.
    public let location: SourceLocation
    /// The valid prefix, so a diagnostic can show the line up to the bad byte.
    public let prefixFile: SourceFile
}
