import LayoutSource

/// Conversions between vflc's source positions and the protocol's.
///
/// LSP positions are 0-based lines and UTF-16 code-unit columns; ours are byte offsets with
/// 1-based scalar columns. A line holding `café ☕︎` is where the two differ.
enum LSPConvert {
    /// `{line, character}` of a location.
    static func position(_ location: SourceLocation, in source: SourceFile) -> JSONValue {
        .object([
            ("line", .number(Double(location.line - 1))),
            ("character", .number(Double(source.utf16Column(of: location)))),
        ])
    }

    /// `{start, end}` of a range.
    static func range(_ range: SourceRange, in source: SourceFile) -> JSONValue {
        .object([("start", position(range.start, in: source)), ("end", position(range.end, in: source))])
    }

    /// The byte offset of an LSP position; a character past the end of its line clamps to the
    /// line's end, as the protocol asks, and a line past the end clamps to the file's end.
    static func offset(line: Int, character: Int, in source: SourceFile) -> Int {
        guard line >= 0 else { return 0 }
        guard line < source.lineStarts.count else { return source.bytes.count }
        let bytes = source.bytes
        var i = source.lineStarts[line]
        var units = 0
        while i < bytes.count, bytes[i] != 0x0A, units < character,
              !(bytes[i] == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A) {
            let b = bytes[i]
            let length = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
            units += length == 4 ? 2 : 1  // scalars beyond the BMP take a surrogate pair
            i += length
        }
        return min(i, bytes.count)
    }

    /// The offset named by a `TextDocumentPositionParams`.
    static func offset(of params: JSONValue, in source: SourceFile) throws -> Int {
        let position = try params.required("position")
        guard let line = position["line"]?.intValue, let character = position["character"]?.intValue else {
            throw RPCError(.invalidParams, "position needs integer 'line' and 'character'")
        }
        return offset(line: line, character: character, in: source)
    }

    /// An LSP `Diagnostic` for one of ours: notes with a location become
    /// `relatedInformation`, the others join the message; the variants are named in the message.
    static func diagnostic(_ d: Diagnostic, in source: SourceFile, uri: String) -> JSONValue {
        var message = d.message
        if let holding = TraitVariant.holdingText(d.traits) { message += " (\(holding))" }
        var related: [JSONValue] = []
        for note in d.notes {
            if let r = note.range {
                related.append(.object([
                    ("location", .object([("uri", .string(uri)), ("range", range(r, in: source))])),
                    ("message", .string(note.message)),
                ]))
            } else {
                message += "\n" + note.message
            }
        }
        var fields: [(String, JSONValue)] = [
            ("range", range(d.range, in: source)),
            ("severity", .number(d.severity == .error ? 1 : d.severity == .warning ? 2 : 3)),
            ("code", .string(d.id.rawValue)),
            ("source", .string("vflc")),
            ("message", .string(message)),
        ]
        if !related.isEmpty { fields.append(("relatedInformation", .array(related))) }
        return .object(fields)
    }
}
