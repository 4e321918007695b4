/// The text of one `.layout` file, with the line table that turns offsets into locations.
///
/// The text is kept as UTF-8 bytes because the lexer scans bytes; invalid UTF-8 is not
/// repaired here but reported by `SourceFile.decode`, so a location can point at it.
public final class SourceFile: Sendable {
    /// The path as the user wrote it (or `<stdin>`); used in diagnostics.
    public let path: String
    /// The file's bytes. Guaranteed valid UTF-8 when built through `decode`.
    public let bytes: [UInt8]
    /// Byte offset of the first character of each line; `lineStarts[0] == 0`.
    public let lineStarts: [Int]
    /// Unicode scalars and UTF-16 code units before every 256th byte (`[k]`: in
    /// `bytes[0 ..< k * 256]`), so that a column costs at most 256 bytes of counting however
    /// long its line is: a file of 20,000 declarations on one line is not quadratic.
    private let scalarCheckpoints: [Int32]
    private let utf16Checkpoints: [Int32]
    private static let checkpointShift = 8

    /// Creates a source file from already-valid text.
    public convenience init(path: String, text: String) {
        self.init(path: path, validBytes: Array(text.utf8))
    }

    private init(path: String, validBytes: [UInt8]) {
        self.path = path
        self.bytes = validBytes
        var starts = [0]
        var scalars: [Int32] = [0], units: [Int32] = [0]
        scalars.reserveCapacity(validBytes.count >> Self.checkpointShift + 1)
        units.reserveCapacity(validBytes.count >> Self.checkpointShift + 1)
        // Scanned through a buffer pointer: the enumerated loop is slow in debug builds,
        // which the tests of 10 MB inputs use.
        validBytes.withUnsafeBufferPointer { buffer in
            var s: Int32 = 0, u: Int32 = 0
            var i = 0
            while i < buffer.count {
                let end = min(buffer.count, i + (1 << Self.checkpointShift))
                while i < end {
                    let b = buffer[i]
                    if b == 0x0A { starts.append(i + 1) }
                    // A scalar starts at every byte that is not a continuation byte; one of
                    // four bytes (beyond the BMP) is two UTF-16 units.
                    if b & 0xC0 != 0x80 { s += 1; u += b >= 0xF0 ? 2 : 1 }
                    i += 1
                }
                if i & ((1 << Self.checkpointShift) - 1) == 0 { scalars.append(s); units.append(u) }
            }
        }
        self.lineStarts = starts
        self.scalarCheckpoints = scalars
        self.utf16Checkpoints = units
    }

    /// Scalars (or UTF-16 units) in `bytes[0 ..< offset]`, from the checkpoint before it.
    private func countBefore(_ offset: Int, utf16: Bool) -> Int {
        let k = offset >> Self.checkpointShift
        var n = Int(utf16 ? utf16Checkpoints[k] : scalarCheckpoints[k])
        var i = k << Self.checkpointShift
        while i < offset {
            let b = bytes[i]
            if b & 0xC0 != 0x80 { n += utf16 && b >= 0xF0 ? 2 : 1 }
            i += 1
        }
        return n
    }

    /// The line index (0-based) holding byte `offset` (binary search of the line table).
    private func lineIndex(of offset: Int) -> Int {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
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
        let line = lineIndex(of: off)
        let column = 1 + countBefore(off, utf16: false) - countBefore(lineStarts[line], utf16: false)
        return SourceLocation(line: line + 1, column: column, offset: off)
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
        return countBefore(end, utf16: true) - countBefore(start, utf16: true)
    }

    /// The byte offset of a 0-based line and UTF-16 column (the protocol's position): a
    /// column past the end of its line clamps to the line's end (before `\r\n` or `\n`), a
    /// line past the end to the end of the file. Costs a binary search of the checkpoints
    /// and at most 256 bytes of counting, however long the line.
    public func offset(line: Int, utf16Column character: Int) -> Int {
        guard line >= 0 else { return 0 }
        guard line < lineStarts.count else { return bytes.count }
        let start = lineStarts[line]
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if end > start, bytes[end - 1] == 0x0A { end -= 1 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        let base = countBefore(start, utf16: true)
        // The last checkpoint inside the line at or before the column.
        var lo = (start >> Self.checkpointShift) + 1, hi = end >> Self.checkpointShift
        var i = start, units = 0
        while lo <= hi {
            let mid = (lo + hi) / 2
            let u = Int(utf16Checkpoints[mid]) - base
            if u <= character { i = mid << Self.checkpointShift; units = u; lo = mid + 1 } else { hi = mid - 1 }
        }
        // Step back to a scalar boundary (a checkpoint may fall inside a scalar: its
        // count then already includes the whole scalar, so re-count from its lead byte).
        while i > start, bytes[i] & 0xC0 == 0x80 { i -= 1 }
        units = countBefore(i, utf16: true) - base
        while i < end, units < character {
            let b = bytes[i]
            let length = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
            units += length == 4 ? 2 : 1
            i += length
        }
        return min(i, end)
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
