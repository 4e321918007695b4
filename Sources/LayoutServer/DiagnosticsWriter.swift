import LayoutSource

/// Writes `textDocument/publishDiagnostics`' list straight into bytes: the same text as
/// `LSPConvert.diagnostic` serialized (`DiagnosticsWriterTests` compares them byte for byte),
/// without building a `JSONValue` tree per diagnostic. A large file's list is hundreds of
/// kilobytes after every edit; building, writing and freeing the tree was most of publishing it
/// (docs/performance.md, "Language server: issue 28").
struct DiagnosticsWriter {
    private let source: SourceFile
    private let columns: UTF16Columns
    private let uri: String
    private let relatedInformation: Bool

    init(source: SourceFile, uri: String, relatedInformation: Bool) {
        self.source = source
        self.columns = UTF16Columns(source)
        self.uri = uri
        self.relatedInformation = relatedInformation
    }

    /// The JSON array of `diagnostics`.
    func write(_ diagnostics: [Diagnostic]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(diagnostics.count * 320)
        out.append(0x5B)
        // Diagnostics in a row mostly hold in the same variants: their text is made once.
        var traits: [String]?, holding: String?
        for (k, d) in diagnostics.enumerated() {
            if k > 0 { out.append(0x2C) }
            if d.traits != traits {
                traits = d.traits
                holding = TraitVariant.holdingText(d.traits)
            }
            write(d, holding: holding, to: &out)
        }
        out.append(0x5D)
        return out
    }

    /// One diagnostic, as `LSPConvert.diagnostic` builds it.
    func write(_ d: Diagnostic, to out: inout [UInt8]) {
        write(d, holding: TraitVariant.holdingText(d.traits), to: &out)
    }

    /// `write(_:to:)` with the variants it holds in (`TraitVariant.holdingText`) already written.
    private func write(_ d: Diagnostic, holding: String?, to out: inout [UInt8]) {
        var message = d.message
        if let holding { message += " (\(holding))" }
        var related: [(SourceRange, String)] = []
        for note in d.notes {
            if let r = note.range, relatedInformation {
                related.append((r, note.message))
            } else if let r = note.range {
                message += "\n\(r.start.line):\(r.start.column): \(note.message)"
            } else {
                message += "\n" + note.message
            }
        }
        Self.literal(#"{"range":"#, &out)
        range(d.range, &out)
        Self.literal(#","severity":"#, &out)
        out.append(d.severity == .error ? 0x31 : d.severity == .warning ? 0x32 : 0x33)
        Self.literal(#","code":"#, &out)
        JSONValue.writeString(d.id.rawValue, to: &out)
        Self.literal(#","source":"vflc","message":"#, &out)
        JSONValue.writeString(message, to: &out)
        if !related.isEmpty {
            Self.literal(#","relatedInformation":["#, &out)
            for (k, (r, text)) in related.enumerated() {
                if k > 0 { out.append(0x2C) }
                Self.literal(#"{"location":{"uri":"#, &out)
                JSONValue.writeString(uri, to: &out)
                Self.literal(#","range":"#, &out)
                range(r, &out)
                Self.literal(#"},"message":"#, &out)
                JSONValue.writeString(text, to: &out)
                out.append(0x7D)
            }
            out.append(0x5D)
        }
        out.append(0x7D)
    }

    private func range(_ r: SourceRange, _ out: inout [UInt8]) {
        Self.literal(#"{"start":"#, &out)
        position(r.start, &out)
        Self.literal(#","end":"#, &out)
        position(r.end, &out)
        out.append(0x7D)
    }

    private func position(_ l: SourceLocation, _ out: inout [UInt8]) {
        Self.literal(#"{"line":"#, &out)
        Self.integer(l.line - 1, &out)
        Self.literal(#","character":"#, &out)
        Self.integer(columns.column(of: l), &out)
        out.append(0x7D)
    }

    private static func literal(_ s: StaticString, _ out: inout [UInt8]) {
        s.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    private static func integer(_ n: Int, _ out: inout [UInt8]) { JSONInteger.write(n, to: &out) }
}

/// Integers as `JSONValue.format` writes them, appended as bytes without a `String` each.
enum JSONInteger {
    static func write(_ n: Int, to out: inout [UInt8]) {
        guard n > 0 else {
            if n == 0 { out.append(0x30) } else { out.append(0x2D); write(-n, to: &out) }
            return
        }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)   // 24 bytes: room for Int.max's 19 digits
        var count = 0
        var v = n
        withUnsafeMutableBytes(of: &digits) { buffer in
            while v > 0 {
                buffer[23 - count] = UInt8(0x30 + v % 10)
                v /= 10
                count += 1
            }
            out.append(contentsOf: buffer[(24 - count)...])
        }
    }

    /// Writes `n` at `buffer[at...]` (room for 20 bytes, `Int.min`'s length); returns the
    /// index after it.
    static func write(_ n: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at: Int) -> Int {
        var i = at
        var v = n.magnitude
        if n < 0 { buffer[i] = 0x2D; i += 1 }
        if v < 10 {
            buffer[i] = 0x30 + UInt8(v)
            return i + 1
        }
        var digits = 0
        var rest = v
        while rest > 0 { digits += 1; rest /= 10 }
        var k = i + digits - 1
        while v > 0 {
            buffer[k] = 0x30 + UInt8(v % 10)
            v /= 10
            k -= 1
        }
        return i + digits
    }
}

/// UTF-16 columns (the protocol's) of locations in one text: on a line of ASCII bytes alone
/// (nearly every line of a layout file) the column is the byte distance from the line's start;
/// other lines ask `SourceFile.utf16Column`.
struct UTF16Columns {
    private let source: SourceFile
    /// Per line (0-based), whether it holds a byte outside ASCII.
    private let wide: [Bool]

    init(_ source: SourceFile) {
        self.source = source
        var wide = [Bool](repeating: false, count: source.lineCount)
        source.bytes.withUnsafeBufferPointer { bytes in
            var line = 0
            for b in bytes {
                if b == 0x0A { line += 1 } else if b >= 0x80, line < wide.count { wide[line] = true }
            }
        }
        self.wide = wide
    }

    func column(of l: SourceLocation) -> Int {
        let line = l.line - 1
        guard line >= 0, line < wide.count, !wide[line] else { return source.utf16Column(of: l) }
        let start = source.lineStarts[line]
        return max(0, min(l.offset, source.bytes.count) - start)
    }
}
