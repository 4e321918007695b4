import LayoutSource

/// The JSON object of one diagnostic, shared by `check --format json` and `render --format
/// json` so both carry the same shape (spec §11, docs/schema/check.schema.json).
public enum DiagnosticJSON {
    /// The current schema version of both JSON formats.
    public static let schemaVersion = 1

    /// `{ id, severity, message, file, line, column, endLine, endColumn, traits, [subject],
    /// [axis], notes, [fixes] }`; `subject`, `axis` and `fixes` appear only when set. A note
    /// carries `file`, `line` and `column` only when it has a location. A fix is
    /// `{ title, edits: [{ file, line, column, endLine, endColumn, replacement }] }`: each edit
    /// replaces its range of the unmodified file (empty range: an insertion; empty
    /// replacement: a deletion), edits in source order and not overlapping.
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
        // Each trait parsed once (not once per category); a size-class variant alone names none.
        var named = Set<ContentSizeCategory>()
        for t in d.traits where !TraitVariant.isSizeClassesOnly(t) {
            if let c = TraitVariant.parse(t)?.contentSize { named.insert(c) }
        }
        let categories = named.isEmpty ? [] : ContentSizeCategory.allCases.filter { named.contains($0) }
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
        if !d.fixes.isEmpty { pairs.append(("fixes", .array(d.fixes.map { fix(file: d.file, $0) }))) }
        return .object(pairs)
    }

    /// One fix of a diagnostic in `file` (see `object`).
    static func fix(file: String, _ fix: DiagnosticFix) -> JSONValue {
        .object([
            ("title", .string(fix.title)),
            ("edits", .array(sortedEdits(fix).map { e in
                .object([
                    ("file", .string(file)),
                    ("line", .number(Double(e.range.start.line))),
                    ("column", .number(Double(e.range.start.column))),
                    ("endLine", .number(Double(e.range.end.line))),
                    ("endColumn", .number(Double(e.range.end.column))),
                    ("replacement", .string(e.replacement)),
                ])
            })),
        ])
    }

    /// A fix's edits in source order (they do not overlap, so this is the order to apply
    /// them in with every range taken in the unmodified text, as SARIF §3.57 also reads them).
    static func sortedEdits(_ fix: DiagnosticFix) -> [TextEdit] {
        fix.edits.enumerated().sorted { a, b in
            a.element.range != b.element.range ? a.element.range < b.element.range : a.offset < b.offset
        }.map(\.element)
    }

    /// The whole `check --format json` document.
    public static func document(_ diagnostics: [Diagnostic]) -> JSONValue {
        .object([
            ("schemaVersion", .number(Double(schemaVersion))),
            ("diagnostics", .array(diagnostics.map(object))),
        ])
    }
}
