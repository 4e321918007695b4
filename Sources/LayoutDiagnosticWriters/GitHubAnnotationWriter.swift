import LayoutSource

/// Diagnostics as GitHub Actions workflow commands, one line each:
/// `::error file=F,line=L,col=C,endLine=EL,endColumn=EC,title=ID::MESSAGE`.
///
/// Escaping follows the runner's rules: in the message `%`, CR and LF become `%25`, `%0D`,
/// `%0A`; in property values also `:` and `,` become `%3A` and `%2C`. Notes and the variants
/// a diagnostic holds in are appended to the message on lines of their own.
public enum GitHubAnnotationWriter {
    /// Renders every diagnostic as one workflow command line.
    public static func write(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for d in diagnostics { out += line(d) + "\n" }
        return out
    }

    /// One workflow command (without the trailing newline).
    public static func line(_ d: Diagnostic) -> String {
        let command: String
        switch d.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        let r = d.range
        let properties = [
            "file=" + escapeProperty(d.file),
            "line=\(r.start.line)", "col=\(r.start.column)",
            "endLine=\(r.end.line)", "endColumn=\(r.end.column)",
            "title=" + escapeProperty("vflc " + d.id.rawValue),
        ]
        var message = d.message
        if let holding = TraitVariant.holdingText(d.traits) { message += " [\(holding)]" }
        for note in d.notes {
            message += "\nnote: " + note.message
            if let nr = note.range { message += " (\(d.file):\(nr.start.line):\(nr.start.column))" }
        }
        return "::\(command) " + properties.joined(separator: ",") + "::" + escapeData(message)
    }

    /// Escapes a message (`%`, CR, LF).
    public static func escapeData(_ s: String) -> String {
        escape(s, { $0 == 0x25 || $0 == 0x0D || $0 == 0x0A })
    }

    /// `s` with each ASCII byte that `special` selects written `%XX` (upper-case hex, as the
    /// runner decodes it). Runs of other bytes are copied whole: every message with a note
    /// has a line break to escape, and escaping scalar by scalar cost more than writing
    /// the text diagnostics of 60,000 findings.
    private static func escape(_ s: String, _ special: (UInt8) -> Bool) -> String {
        guard s.utf8.contains(where: special) else { return s }
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count + 16)
        let hex = Array("0123456789ABCDEF".utf8)
        for b in s.utf8 {
            if special(b) {
                out.append(0x25)
                out.append(hex[Int(b >> 4)])
                out.append(hex[Int(b & 0xF)])
            } else {
                out.append(b)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Escapes a property value (the message escapes plus `:` and `,`).
    public static func escapeProperty(_ s: String) -> String {
        escape(s, { $0 == 0x25 || $0 == 0x0D || $0 == 0x0A || $0 == 0x3A || $0 == 0x2C })
    }
}
