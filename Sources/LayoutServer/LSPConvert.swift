import LayoutSource

/// Conversions between vflc's source positions and the protocol's.
///
/// LSP positions are 0-based lines and UTF-16 code-unit columns; ours are byte offsets with
/// 1-based scalar columns. A line holding `café ☕︎` is where the two differ. Both directions
/// cost a bounded amount however long the line (`SourceFile`'s checkpoints).
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
        source.offset(line: line, utf16Column: max(0, character))
    }

    /// The offset of a `Position` object.
    static func offset(position: JSONValue, in source: SourceFile) throws -> Int {
        guard let line = position["line"]?.intValue, let character = position["character"]?.intValue else {
            throw RPCError(.invalidParams, "a position needs integer 'line' and 'character'")
        }
        return offset(line: line, character: character, in: source)
    }

    /// The offset named by a `TextDocumentPositionParams` (or of a `Position` itself).
    static func offset(of params: JSONValue, in source: SourceFile) throws -> Int {
        if let position = params["position"] { return try offset(position: position, in: source) }
        return try offset(position: params, in: source)
    }

    /// The byte range of a `Range` object.
    static func offsets(ofRange range: JSONValue, in source: SourceFile) throws -> (Int, Int) {
        let a = try offset(position: range.required("start"), in: source)
        let b = try offset(position: range.required("end"), in: source)
        return (min(a, b), max(a, b))
    }

    /// An LSP `Diagnostic` for one of ours: with `relatedInformation`, notes with a location
    /// become related locations; otherwise (and for notes without one) they join the message,
    /// with their line and column, so that a client declining related information still
    /// shows the conflicting partner. The variants are named in the message.
    static func diagnostic(_ d: Diagnostic, in source: SourceFile, uri: String, relatedInformation: Bool = true) -> JSONValue {
        var message = d.message
        if let holding = TraitVariant.holdingText(d.traits) { message += " (\(holding))" }
        var related: [JSONValue] = []
        for note in d.notes {
            if let r = note.range, relatedInformation {
                related.append(.object([
                    ("location", .object([("uri", .string(uri)), ("range", range(r, in: source))])),
                    ("message", .string(note.message)),
                ]))
            } else if let r = note.range {
                message += "\n\(r.start.line):\(r.start.column): \(note.message)"
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

    /// An LSP `TextEdit`.
    static func edit(_ e: TextEdit, in source: SourceFile) -> JSONValue {
        .object([("range", range(e.range, in: source)), ("newText", .string(e.replacement))])
    }
}
