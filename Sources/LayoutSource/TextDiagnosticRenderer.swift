/// Renders diagnostics as text: `FILE:LINE:COLUMN: error: MESSAGE`, the source line, a caret
/// line under the range, then each note the same way (spec §11).
public struct TextDiagnosticRenderer: Sendable {
    /// Whether to use ANSI colours (only on a terminal, never with `NO_COLOR`; the CLI decides).
    public var colored: Bool

    /// Creates a renderer.
    public init(colored: Bool = false) { self.colored = colored }

    /// Renders one diagnostic; `source` supplies the quoted lines (may be nil for I/O errors).
    public func render(_ d: Diagnostic, source: SourceFile?) -> String {
        var out = ""
        var message = d.message
        if !d.traits.isEmpty && d.traits.count < TraitVariant.all.count {
            message += " [in \(d.traits.joined(separator: ", "))]"
        }
        out += header(file: d.file, range: d.range, severity: d.severity, message: message, id: d.id)
        out += excerpt(source, d.range, severity: d.severity)
        for note in d.notes {
            if let r = note.range {
                out += header(file: d.file, range: r, severity: .note, message: note.message, id: nil)
                out += excerpt(source, r, severity: .note)
            } else {
                out += paint("note: ", .note) + note.message + "\n"
            }
        }
        return out
    }

    /// Renders many diagnostics; `sources` maps a path to its file.
    public func render(_ diagnostics: [Diagnostic], sources: [String: SourceFile]) -> String {
        diagnostics.map { render($0, source: sources[$0.file]) }.joined()
    }

    private func header(file: String, range: SourceRange, severity: Severity, message: String, id: DiagnosticID?) -> String {
        let loc = "\(file):\(range.start.line):\(range.start.column): "
        let tag = id.map { " [\($0.rawValue)]" } ?? ""
        return bold(loc) + paint("\(severity.rawValue): ", severity) + bold(message) + tag + "\n"
    }

    private func excerpt(_ source: SourceFile?, _ range: SourceRange, severity: Severity) -> String {
        guard let source, range.start.line >= 1, range.start.line <= source.lineCount else { return "" }
        let line = source.lineText(range.start.line)
        let scalars = Array(line.unicodeScalars)
        let startCol = max(1, range.start.column)
        // A range running past its first line is underlined to the end of that line.
        let endCol = range.end.line == range.start.line ? max(range.end.column, startCol + 1) : scalars.count + 1
        let width = max(1, min(endCol, scalars.count + 1) - startCol)
        // Keep tabs in the padding so the caret lines up under tabbed source.
        var pad = ""
        for i in 0..<(startCol - 1) { pad += i < scalars.count && scalars[i] == "\t" ? "\t" : " " }
        let marks = "^" + String(repeating: "~", count: width - 1)
        return "    " + line + "\n" + "    " + pad + paint(marks, severity) + "\n"
    }

    private enum Code: String { case red = "31", yellow = "33", cyan = "36", bold = "1" }

    private func paint(_ s: String, _ severity: Severity) -> String {
        let code: Code = severity == .error ? .red : severity == .warning ? .yellow : .cyan
        return colored ? "\u{1B}[1;\(code.rawValue)m\(s)\u{1B}[0m" : s
    }

    private func bold(_ s: String) -> String { colored ? "\u{1B}[1m\(s)\u{1B}[0m" : s }
}
