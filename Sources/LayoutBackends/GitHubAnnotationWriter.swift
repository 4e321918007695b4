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
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(u)
            }
        }
        return out
    }

    /// Escapes a property value (the message escapes plus `:` and `,`).
    public static func escapeProperty(_ s: String) -> String {
        var out = ""
        for u in escapeData(s).unicodeScalars {
            switch u {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(u)
            }
        }
        return out
    }
}
