import LayoutSource

/// Turns a file's bytes into tokens.
///
/// The lexer scans `[UInt8]` directly and never builds strings except for diagnostics.
/// Newlines are tokens (collapsed: one token per run of line breaks, blank lines and
/// comments); the parser decides where they end a statement, because only it knows whether
/// it is inside parentheses or after an operator. Invalid characters are reported and
/// skipped, so the parser sees the surrounding tokens as if they were not there.
public enum Lexer {
    /// Tokenizes `source`. The last token is always `.endOfFile`.
    public static func tokenize(_ source: SourceFile) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        guard source.bytes.count < Int(Int32.max) else {
            let d = Diagnostic(DiagnosticMessage.fileTooLarge, in: source, at: SourceRange(at: .start))
            return ([Token(kind: .endOfFile, offset: 0, endOffset: 0, line: 1, column: 1, endColumn: 1)], [d])
        }
        return source.bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(bytes: buffer, source: source)
            scanner.run()
            return (scanner.tokens, scanner.diagnostics)
        }
    }
}

/// The lexer's state over one buffer.
private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let source: SourceFile
    var i = 0
    var line: Int32 = 1
    var lineStart = 0
    /// UTF-8 continuation bytes between `lineStart` and `i`, so columns count scalars.
    var continuationBytes = 0
    var tokens: [Token] = []
    var diagnostics: [Diagnostic] = []

    init(bytes: UnsafeBufferPointer<UInt8>, source: SourceFile) {
        self.bytes = bytes
        self.source = source
        // Typical files have a token every two or three bytes; reserving for one every two
        // avoids copying the whole array when it grows.
        tokens.reserveCapacity(bytes.count / 2 + 1)
    }

    @inline(__always) func byte(_ k: Int) -> UInt8 { k < bytes.count ? bytes[k] : 0 }
    @inline(__always) func column(_ offset: Int) -> Int32 { Int32(offset - lineStart - continuationBytes + 1) }

    mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int) {
        let c = column(start)
        tokens.append(Token(kind: kind, offset: Int32(start), endOffset: Int32(end), line: line,
                            column: c, endColumn: c + Int32(end - start)))
    }

    mutating func newline(at k: Int) {
        if let last = tokens.last, last.kind != .newline { emit(.newline, k, k + 1) }
        line += 1
        lineStart = k + 1
        continuationBytes = 0
    }

    mutating func run() {
        let n = bytes.count
        // A UTF-8 byte-order mark (as some editors write) is not an error; it still counts
        // as one column, as `SourceFile.location` counts it.
        if n >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            i = 3
            continuationBytes = 2
        }
        while i < n {
            let c = bytes[i]
            switch c {
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C: i += 1
            case 0x0A: newline(at: i); i += 1
            case 0x2F: // '/'
                let next = byte(i + 1)
                if next == 0x2F { skipLineComment() } else if next == 0x2A { skipBlockComment() } else { single(.slash) }
            case 0x30...0x39: number()
            case 0x2E: if ByteClass.isDigit(byte(i + 1)) { number() } else { single(.dot) }
            case 0x41...0x5A, 0x61...0x7A, 0x5F: identifier()
            case 0xC0...0xFF: if letterWidth(at: i) != nil { identifier() } else { invalidRun() }
            case 0x3D: pair(0x3D, .equalEqual, .equal)
            case 0x3C: pair(0x3D, .lessEqual, .less)
            case 0x3E: pair(0x3D, .greaterEqual, .greater)
            case 0x21: single(.bang)
            case 0x3B: single(.semicolon)
            case 0x28: single(.leftParen)
            case 0x29: single(.rightParen)
            case 0x5B: single(.leftBracket)
            case 0x5D: single(.rightBracket)
            case 0x7B: single(.leftBrace)
            case 0x7D: single(.rightBrace)
            // `||` (NorthLayout's superview margins) is one two-byte bar token, so that nothing
            // can come between its bars: `| |` stays two bars.
            case 0x7C: if byte(i + 1) == 0x7C { emit(.pipe, i, i + 2); i += 2 } else { single(.pipe) }
            case 0x2D: single(.minus)
            case 0x2B: single(.plus)
            case 0x2A: single(.star)
            case 0x3A: single(.colon)
            case 0x2C: single(.comma)
            case 0x40: single(.at)
            default: invalidRun()
            }
        }
        emit(.endOfFile, n, n)
    }

    mutating func single(_ kind: TokenKind) { emit(kind, i, i + 1); i += 1 }

    mutating func pair(_ second: UInt8, _ long: TokenKind, _ short: TokenKind) {
        if byte(i + 1) == second { emit(long, i, i + 2); i += 2 } else { single(short) }
    }

    /// An identifier. Non-ASCII letters are not allowed, but a word such as `café` is
    /// still one (reported) identifier, so the parser does not trip over its pieces.
    mutating func identifier() {
        let start = i
        let startColumn = column(i)
        var firstForeign = -1, foreignColumn: Int32 = 0
        while i < bytes.count {
            let c = bytes[i]
            if ByteClass.isIdentifierPart(c) { i += 1; continue }
            // A non-ASCII letter inside (or starting) a word; other symbols end it.
            guard c >= 0x80, let width = letterWidth(at: i) else { break }
            if firstForeign < 0 { firstForeign = i; foreignColumn = column(i) }
            continuationBytes += width - 1
            i += width
        }
        let endColumn = column(i)
        tokens.append(Token(kind: .identifier, offset: Int32(start), endOffset: Int32(i), line: line,
                            column: startColumn, endColumn: endColumn))
        if firstForeign >= 0 {
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
            let range = SourceRange(
                start: SourceLocation(line: Int(line), column: Int(foreignColumn), offset: firstForeign),
                end: SourceLocation(line: Int(line), column: Int(endColumn), offset: i))
            diagnostics.append(Diagnostic(.invalidCharacterInName(word), in: source, at: range))
        }
    }

    mutating func number() {
        let start = i
        while i < bytes.count, ByteClass.isDigit(bytes[i]) { i += 1 }
        if byte(i) == 0x2E, ByteClass.isDigit(byte(i + 1)) {
            i += 1
            while i < bytes.count, ByteClass.isDigit(bytes[i]) { i += 1 }
        }
        var malformed = false
        if byte(i) | 0x20 == 0x65 { // e or E
            var j = i + 1
            let sign = byte(j) == 0x2B || byte(j) == 0x2D
            if sign { j += 1 }
            if ByteClass.isDigit(byte(j)) {
                i = j
                while i < bytes.count, ByteClass.isDigit(bytes[i]) { i += 1 }
            } else if sign || !ByteClass.isIdentifierStart(byte(i + 1)) {
                // `1e`, `1e+`: an exponent was started but has no digits. (`2ex` is a
                // number followed by an identifier, which the `WxH` form relies on.)
                i = j
                malformed = true
            }
        }
        emit(.number, start, i)
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<i])
        if !malformed && NumberLiteral.value(slice).isFinite { return }
        let text = String(decoding: slice, as: UTF8.self)
        if malformed {
            diagnostics.append(Diagnostic(.missingExponentDigits(text), in: source, at: tokens[tokens.count - 1].range))
        } else {
            diagnostics.append(Diagnostic(.numberLiteralTooLarge(text), in: source, at: tokens[tokens.count - 1].range))
        }
    }

    mutating func skipLineComment() {
        while i < bytes.count, bytes[i] != 0x0A {
            if ByteClass.isContinuation(bytes[i]) { continuationBytes += 1 }
            i += 1
        }
    }

    mutating func skipBlockComment() {
        let start = i
        let startLine = line, startColumn = column(i)
        i += 2
        while i < bytes.count {
            let c = bytes[i]
            if c == 0x2A, byte(i + 1) == 0x2F { i += 2; return }
            // A comment spanning lines separates statements like the line break it contains.
            if c == 0x0A { newline(at: i) } else if ByteClass.isContinuation(c) { continuationBytes += 1 }
            i += 1
        }
        let loc = SourceLocation(line: Int(startLine), column: Int(startColumn), offset: start)
        let end = SourceLocation(line: Int(startLine), column: Int(startColumn) + 2, offset: start + 2)
        diagnostics.append(Diagnostic(DiagnosticMessage.unterminatedComment, in: source, at: SourceRange(start: loc, end: end)))
    }

    /// The byte length of the scalar at `k` if it is a (non-ASCII) letter, else `nil`.
    func letterWidth(at k: Int) -> Int? {
        let c = bytes[k]
        let width = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1
        guard width > 1, k + width <= bytes.count else { return nil }
        var scalar = UInt32(c) & (width == 2 ? 0x1F : width == 3 ? 0x0F : 0x07)
        for j in 1..<width { scalar = scalar << 6 | UInt32(bytes[k + j] & 0x3F) }
        guard let s = Unicode.Scalar(scalar), s.properties.isAlphabetic else { return nil }
        return width
    }

    /// Consumes a run of characters that start no token and reports it once.
    mutating func invalidRun() {
        let start = i
        let startColumn = column(i)
        var scalars: Int32 = 0
        while i < bytes.count, !startsToken(bytes[i]) {
            let c = bytes[i]
            let width = c < 0x80 ? 1 : c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2
            let end = min(i + width, bytes.count)
            continuationBytes += end - i - 1
            i = end
            scalars += 1
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        let shown = text.unicodeScalars.map { s -> String in
            s.value < 0x20 || s.value == 0x7F ? "U+" + hex4(s.value) : String(s)
        }.joined()
        let range = SourceRange(start: SourceLocation(line: Int(line), column: Int(startColumn), offset: start),
                                end: SourceLocation(line: Int(line), column: Int(startColumn + scalars), offset: i))
        diagnostics.append(Diagnostic(.invalidCharacters(shown, count: Int(scalars)), in: source, at: range))
    }

    /// Whether `c` starts a token, whitespace or a comment.
    func startsToken(_ c: UInt8) -> Bool {
        switch c {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C: return true
        case 0x21, 0x28...0x3E, 0x40...0x5B, 0x5D, 0x5F, 0x61...0x7D: return true
        default: return false
        }
    }

    func hex4(_ v: UInt32) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }
}
