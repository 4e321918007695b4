/// Renders diagnostics as text: `FILE:LINE:COLUMN: error: MESSAGE`, the source line, a caret
/// line under the range, then each note the same way (spec §11).
public struct TextDiagnosticRenderer: Sendable {
    /// Whether to use ANSI colours (only on a terminal, never with `NO_COLOR`; the CLI decides).
    public var colored: Bool

    /// Creates a renderer.
    public init(colored: Bool = false) { self.colored = colored }

    /// Renders one diagnostic; `source` supplies the quoted lines (may be nil for I/O errors).
    public func render(_ d: Diagnostic, source: SourceFile?) -> String {
        render(d, source: source, lines: LineCache())
    }

    /// Quoted lines split into scalars, by file and line. Notes often quote the same line, and
    /// so do many diagnostics (errors on one long generated line, "may be a consequence" notes
    /// that all point at one early error): splitting a long line again for each would make the
    /// output quadratic in its length. Only long lines are kept, so the cache holds at most the
    /// source text once; short lines are cheaper to split again than to look up.
    private final class LineCache {
        var key: (file: String, number: Int)?
        var scalars: [Unicode.Scalar] = []
        var long: [String: [Int: [Unicode.Scalar]]] = [:]
    }

    private func render(_ d: Diagnostic, source: SourceFile?, lines: LineCache) -> String {
        var out = ""
        var message = d.message
        if let holding = TraitVariant.holdingText(d.traits) { message += " [\(holding)]" }
        func scalars(_ number: Int, _ source: SourceFile) -> [Unicode.Scalar] {
            if let k = lines.key, k.number == number, k.file == source.path { return lines.scalars }
            if let kept = lines.long[source.path]?[number] {
                lines.scalars = kept
            } else {
                lines.scalars = Array(source.lineText(number).unicodeScalars)
                if lines.scalars.count > Self.excerptWidth { lines.long[source.path, default: [:]][number] = lines.scalars }
            }
            lines.key = (source.path, number)
            return lines.scalars
        }
        out += header(file: d.file, range: d.range, severity: d.severity, message: message, id: d.id)
        out += excerpt(source, d.range, severity: d.severity, scalars)
        for note in d.notes {
            if let r = note.range {
                out += header(file: d.file, range: r, severity: .note, message: note.message, id: nil)
                out += excerpt(source, r, severity: .note, scalars)
            } else {
                out += paint("note: ", .note) + note.message + "\n"
            }
        }
        return out
    }

    /// Renders many diagnostics; `sources` maps a path to its file.
    public func render(_ diagnostics: [Diagnostic], sources: [String: SourceFile]) -> String {
        let lines = LineCache()
        return diagnostics.map { render($0, source: sources[$0.file], lines: lines) }.joined()
    }

    private func header(file: String, range: SourceRange, severity: Severity, message: String, id: DiagnosticID?) -> String {
        let loc = "\(file):\(range.start.line):\(range.start.column): "
        let tag = id.map { " [\($0.rawValue)]" } ?? ""
        return bold(loc) + paint("\(severity.rawValue): ", severity) + bold(message) + tag + "\n"
    }

    /// Lines longer than this (in scalars) are quoted as a window of this width around the
    /// range, marked `…` where cut: a generated or minified file can have one line of
    /// hundreds of kilobytes, quoted once per note.
    public static let excerptWidth = 120

    private func excerpt(_ source: SourceFile?, _ range: SourceRange, severity: Severity,
                         _ lineScalars: (Int, SourceFile) -> [Unicode.Scalar]) -> String {
        guard let source, range.start.line >= 1, range.start.line <= source.lineCount else { return "" }
        let scalars = lineScalars(range.start.line, source)
        let startCol = max(1, range.start.column)
        // A range running past its first line is underlined to the end of that line.
        let endCol = range.end.line == range.start.line ? max(range.end.column, startCol + 1) : scalars.count + 1
        // The quoted window, as scalar indices `from..<to`: the whole line unless it is long.
        var from = 0, to = scalars.count
        let width = TextDiagnosticRenderer.excerptWidth
        if scalars.count > width {
            from = max(0, min(startCol - 1 - width / 3, scalars.count - width))
            to = from + width
        }
        let cutBefore = from > 0, cutAfter = to < scalars.count
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[from..<min(to, scalars.count)])
        let line = (cutBefore ? "…" : "") + String(text) + (cutAfter ? "…" : "")
        let underline = max(1, min(endCol, to + 1) - startCol)
        // Keep tabs in the padding so the caret lines up under tabbed source.
        var pad = cutBefore ? " " : ""
        for i in from..<max(from, startCol - 1) { pad += i < scalars.count && scalars[i] == "\t" ? "\t" : " " }
        let marks = "^" + String(repeating: "~", count: underline - 1)
        return "    " + line + "\n" + "    " + pad + paint(marks, severity) + "\n"
    }

    private enum Code: String { case red = "31", yellow = "33", cyan = "36", bold = "1" }

    private func paint(_ s: String, _ severity: Severity) -> String {
        let code: Code = severity == .error ? .red : severity == .warning ? .yellow : .cyan
        return colored ? "\u{1B}[1;\(code.rawValue)m\(s)\u{1B}[0m" : s
    }

    private func bold(_ s: String) -> String { colored ? "\u{1B}[1m\(s)\u{1B}[0m" : s }
}
