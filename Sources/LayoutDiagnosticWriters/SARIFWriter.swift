import LayoutSource

/// Diagnostics as a SARIF 2.1.0 log: one run of the tool `vflc`, a rule per diagnostic id,
/// a result per diagnostic, notes as related locations, fixes as `fix` objects.
///
/// Columns count Unicode scalars (spec §2), so the run declares `columnKind`
/// `unicodeCodePoints`; `endColumn` is exclusive in both SARIF and vflc.
public enum SARIFWriter {
    /// The schema URI written in `$schema`: the `id` of the OASIS schema (errata 01).
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// Renders the log, pretty-printed with two-space indentation and a final newline.
    public static func write(_ diagnostics: [Diagnostic]) -> String {
        var out: [UInt8] = []
        log(diagnostics).write(to: &out, indent: 2)
        out.append(0x0A)
        return String(decoding: out, as: UTF8.self)
    }

    /// The log as a JSON value.
    public static func log(_ diagnostics: [Diagnostic]) -> JSONValue {
        // Rules sorted by id so the output does not depend on diagnostic order.
        let ruleIDs = Array(Set(diagnostics.map(\.id.rawValue))).sorted()
        var ruleIndex: [String: Int] = [:]
        for (i, id) in ruleIDs.enumerated() { ruleIndex[id] = i }
        let rules: [JSONValue] = ruleIDs.map { rule(DiagnosticID($0)) }
        let results: [JSONValue] = diagnostics.map { d in
            var pairs: [(String, JSONValue)] = [
                ("ruleId", .string(d.id.rawValue)),
                ("ruleIndex", .number(Double(ruleIndex[d.id.rawValue]!))),
                ("level", .string(level(d.severity))),
                ("message", .object([("text", .string(d.message))])),
                ("locations", .array([location(d.file, d.range, message: nil, id: nil)])),
            ]
            let located = d.notes.filter { $0.range != nil }
            if !located.isEmpty {
                pairs.append(("relatedLocations", .array(located.enumerated().map { i, note in
                    location(d.file, note.range!, message: note.message, id: i + 1)
                })))
            }
            if !d.fixes.isEmpty { pairs.append(("fixes", .array(d.fixes.map { fix($0, file: d.file) }))) }
            var properties: [(String, JSONValue)] = []
            if !d.traits.isEmpty { properties.append(("traits", .array(d.traits.map { .string($0) }))) }
            if let s = d.subject { properties.append(("subject", .string(s))) }
            if let a = d.axis { properties.append(("axis", .string(a))) }
            let unlocated = d.notes.filter { $0.range == nil }.map { JSONValue.string($0.message) }
            if !unlocated.isEmpty { properties.append(("notes", .array(unlocated))) }
            if !properties.isEmpty { pairs.append(("properties", .object(properties))) }
            return .object(pairs)
        }
        let run: JSONValue = .object([
            ("tool", .object([("driver", .object([
                ("name", .string("vflc")),
                ("rules", .array(rules)),
            ]))])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ])
        return .object([
            ("$schema", .string(schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
    }

    /// A `reportingDescriptor` (SARIF 2.1.0 §3.49) for `id`, from the catalogue: the summary as
    /// `shortDescription`, the help (what it means, how to fix it) as `fullDescription`, the kind's severity as `defaultConfiguration.level`, and its
    /// documentation anchor as `helpUri`. vflc's docs have no hosted copy, so `helpUri` is the
    /// reference `docs/diagnostics.md#id`, relative to the repository root, not an absolute URI.
    /// An id outside the catalogue gets its id as its description.
    static func rule(_ id: DiagnosticID) -> JSONValue {
        guard let kind = DiagnosticCatalogue.kind(id) else {
            return .object([("id", .string(id.rawValue)), ("shortDescription", .object([("text", .string(id.rawValue))]))])
        }
        return .object([
            ("id", .string(id.rawValue)),
            ("shortDescription", .object([("text", .string(kind.summary))])),
            ("fullDescription", .object([("text", .string(kind.help))])),
            ("defaultConfiguration", .object([("level", .string(level(kind.severity)))])),
            ("helpUri", .string(kind.documentation)),
        ])
    }

    /// A `fix` object (SARIF 2.1.0 §3.55): the title as `description`, one `artifactChange`
    /// (§3.56) for the diagnostic's file whose `replacements` (§3.57) are the edits in source
    /// order, each a `deletedRegion` of the unmodified file (an empty region is an insertion
    /// point) and, unless the edit deletes, its `insertedContent` text (§3.3).
    static func fix(_ fix: DiagnosticFix, file: String) -> JSONValue {
        let replacements: [JSONValue] = DiagnosticJSON.sortedEdits(fix).map { e in
            var pairs: [(String, JSONValue)] = [("deletedRegion", region(e.range))]
            if !e.replacement.isEmpty { pairs.append(("insertedContent", .object([("text", .string(e.replacement))]))) }
            return .object(pairs)
        }
        return .object([
            ("description", .object([("text", .string(fix.title))])),
            ("artifactChanges", .array([.object([
                ("artifactLocation", .object([("uri", .string(uri(file)))])),
                ("replacements", .array(replacements)),
            ])])),
        ])
    }

    private static func level(_ s: Severity) -> String {
        switch s {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    private static func location(_ file: String, _ r: SourceRange, message: String?, id: Int?) -> JSONValue {
        var pairs: [(String, JSONValue)] = []
        if let id { pairs.append(("id", .number(Double(id)))) }
        pairs.append(("physicalLocation", .object([
            ("artifactLocation", .object([("uri", .string(uri(file)))])),
            ("region", region(r)),
        ])))
        if let message { pairs.append(("message", .object([("text", .string(message))]))) }
        return .object(pairs)
    }

    /// A text `region` (§3.30): start and exclusive end, in the run's `columnKind`.
    private static func region(_ r: SourceRange) -> JSONValue {
        .object([
            ("startLine", .number(Double(r.start.line))),
            ("startColumn", .number(Double(r.start.column))),
            ("endLine", .number(Double(r.end.line))),
            ("endColumn", .number(Double(r.end.column))),
        ])
    }

    /// A relative URI reference for a path: unreserved characters and `/` kept, the rest
    /// percent-encoded as UTF-8 (`<stdin>` → `%3Cstdin%3E`).
    static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if byte < 0x80 && (c.isLetter || c.isNumber || "-._~/".contains(c)) {
                out.append(c)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
