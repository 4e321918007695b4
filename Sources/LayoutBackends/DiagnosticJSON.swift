import LayoutSource

/// The JSON object of one diagnostic, shared by `check --format json` and `render --format
/// json` so both carry the same shape (spec §11, docs/schema/check.schema.json).
public enum DiagnosticJSON {
    /// The current schema version of both JSON formats.
    public static let schemaVersion = 1

    /// `{ id, severity, message, file, line, column, endLine, endColumn, traits, [subject],
    /// [axis], notes }`; `subject` and `axis` appear only when set. A note carries `file`,
    /// `line` and `column` only when it has a location.
    public static func object(_ d: Diagnostic) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("id", .string(d.id.rawValue)),
            ("severity", .string(d.severity.rawValue)),
            ("message", .string(d.message)),
            ("file", .string(d.file)),
            ("line", .number(Double(d.range.start.line))),
            ("column", .number(Double(d.range.start.column))),
            ("endLine", .number(Double(d.range.end.line))),
            ("endColumn", .number(Double(d.range.end.column))),
            ("traits", .array(d.traits.map { .string($0) })),
        ]
        // The content size categories it holds in, when the variants name them (`wC hR AX5`).
        let categories = ContentSizeCategory.allCases.filter { c in
            d.traits.contains { TraitVariant.parse($0)?.contentSize == c }
        }
        if !categories.isEmpty { pairs.append(("contentSizes", .array(categories.map { .string($0.shortName) }))) }
        if let subject = d.subject { pairs.append(("subject", .string(subject))) }
        if let axis = d.axis { pairs.append(("axis", .string(axis))) }
        pairs.append(("notes", .array(d.notes.map { note in
            var n: [(String, JSONValue)] = [("message", .string(note.message))]
            if let r = note.range {
                n.append(("file", .string(d.file)))
                n.append(("line", .number(Double(r.start.line))))
                n.append(("column", .number(Double(r.start.column))))
            }
            return .object(n)
        })))
        return .object(pairs)
    }

    /// The whole `check --format json` document.
    public static func document(_ diagnostics: [Diagnostic]) -> JSONValue {
        .object([
            ("schemaVersion", .number(Double(schemaVersion))),
            ("diagnostics", .array(diagnostics.map(object))),
        ])
    }
}
