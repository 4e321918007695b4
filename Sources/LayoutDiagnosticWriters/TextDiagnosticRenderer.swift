import LayoutSource

/// Renders diagnostics as text: `FILE:LINE:COLUMN: error: MESSAGE`, the source line, a caret
/// line under the range, then each note the same way (spec §11).
///
/// Everything is written as UTF-8 into one buffer, made a `String` once: 60,000 diagnostics
/// (20,000 unconstrained views) made a few strings each per piece of every line, then an
/// array of their texts to join. A quoted ASCII line is copied from the source's bytes.
public struct TextDiagnosticRenderer: Sendable {
    /// Whether to use ANSI colours (only on a terminal, never with `NO_COLOR`; the CLI decides).
    public var colored: Bool

    /// Creates a renderer.
    public init(colored: Bool = false) { self.colored = colored }

    /// Renders one diagnostic; `source` supplies the quoted lines (may be nil for I/O errors).
    public func render(_ d: Diagnostic, source: SourceFile?) -> String {
        var out: [UInt8] = []
        write(d, source: source, lines: LineCache(), to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Renders many diagnostics; `sources` maps a path to its file.
    public func render(_ diagnostics: [Diagnostic], sources: [String: SourceFile]) -> String {
        let lines = LineCache()
        var out: [UInt8] = []
        var last: (file: String, source: SourceFile?)?
        for i in diagnostics.indices {
            if last == nil || last!.file != diagnostics[i].file {
                last = (diagnostics[i].file, sources[diagnostics[i].file])
            }
            write(diagnostics[i], source: last!.source, lines: lines, to: &out)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// One quoted line: its bytes in the source, and its scalars unless it is ASCII (then
    /// scalar `i` is byte `start + i`).
    private struct Line {
        var start = 0, end = 0
        var scalars: [Unicode.Scalar]?
        var count: Int { scalars?.count ?? end - start }
    }

    /// The quoted lines, by file and line. Notes often quote the same line, and so do many
    /// diagnostics (errors on one long generated line, "may be a consequence" notes that all
    /// point at one early error): reading a long line again for each would make the output
    /// quadratic in its length. Only long lines are kept, so the cache holds at most the
    /// source text once; short lines are cheaper to read again than to look up.
    private final class LineCache {
        var key: (file: String, number: Int)?
        var line = Line()
        var long: [String: [Int: Line]] = [:]

        func line(_ number: Int, _ source: SourceFile) -> Line {
            if let k = key, k.number == number, k.file == source.path { return line }
            key = (source.path, number)
            if let kept = long[source.path]?[number] {
                line = kept
                return line
            }
            let bytes = source.bytes
            var l = Line()
            l.start = source.lineStarts[number - 1]
            l.end = number < source.lineStarts.count ? source.lineStarts[number] : bytes.count
            while l.end > l.start, bytes[l.end - 1] == 0x0A || bytes[l.end - 1] == 0x0D { l.end -= 1 }
            var ascii = true
            for i in l.start..<l.end where bytes[i] >= 0x80 { ascii = false; break }
            if !ascii { l.scalars = Array(String(decoding: bytes[l.start..<l.end], as: UTF8.self).unicodeScalars) }
            if l.count > TextDiagnosticRenderer.excerptWidth { long[source.path, default: [:]][number] = l }
            line = l
            return l
        }
    }

    private func write(_ d: Diagnostic, source: SourceFile?, lines: LineCache, to out: inout [UInt8]) {
        header(file: d.file, range: d.range, severity: d.severity, id: d.id, to: &out) { out in
            out.append(contentsOf: d.message.utf8)
            if let holding = TraitVariant.holdingText(d.traits) {
                out.append(contentsOf: " [".utf8)
                out.append(contentsOf: holding.utf8)
                out.append(0x5D)
            }
        }
        excerpt(source, d.range, severity: d.severity, lines: lines, to: &out)
        for note in d.notes {
            if let r = note.range {
                header(file: d.file, range: r, severity: .note, id: nil, to: &out) { $0.append(contentsOf: note.message.utf8) }
                excerpt(source, r, severity: .note, lines: lines, to: &out)
            } else {
                paint(.note, to: &out) { $0.append(contentsOf: "note: ".utf8) }
                out.append(contentsOf: note.message.utf8)
                out.append(0x0A)
            }
        }
    }

    private func header(file: String, range: SourceRange, severity: Severity, id: DiagnosticID?,
                        to out: inout [UInt8], message: (inout [UInt8]) -> Void) {
        bold(to: &out) { out in
            out.append(contentsOf: file.utf8)
            out.append(0x3A)
            Self.append(range.start.line, to: &out)
            out.append(0x3A)
            Self.append(range.start.column, to: &out)
            out.append(contentsOf: ": ".utf8)
        }
        paint(severity, to: &out) { out in
            out.append(contentsOf: severity.rawValue.utf8)
            out.append(contentsOf: ": ".utf8)
        }
        bold(to: &out, message)
        if let id {
            out.append(contentsOf: " [".utf8)
            out.append(contentsOf: id.rawValue.utf8)
            out.append(0x5D)
        }
        out.append(0x0A)
    }

    /// Lines longer than this (in scalars) are quoted as a window of this width around the
    /// range, marked `…` where cut: a generated or minified file can have one line of
    /// hundreds of kilobytes, quoted once per note.
    public static let excerptWidth = 120

    private func excerpt(_ source: SourceFile?, _ range: SourceRange, severity: Severity, lines: LineCache,
                         to out: inout [UInt8]) {
        guard let source, range.start.line >= 1, range.start.line <= source.lineCount else { return }
        let line = lines.line(range.start.line, source)
        let count = line.count
        let startCol = max(1, range.start.column)
        // A range running past its first line is underlined to the end of that line.
        let endCol = range.end.line == range.start.line ? max(range.end.column, startCol + 1) : count + 1
        // The quoted window, as scalar indices `from..<to`: the whole line unless it is long.
        var from = 0, to = count
        let width = TextDiagnosticRenderer.excerptWidth
        if count > width {
            from = max(0, min(startCol - 1 - width / 3, count - width))
            to = from + width
        }
        let cutBefore = from > 0, cutAfter = to < count
        out.append(contentsOf: "    ".utf8)
        if cutBefore { out.append(contentsOf: "…".utf8) }
        if let scalars = line.scalars {
            for s in scalars[from..<min(to, count)] { out.append(contentsOf: UTF8.encode(s)!) }
        } else {
            out.append(contentsOf: source.bytes[(line.start + from)..<(line.start + min(to, count))])
        }
        if cutAfter { out.append(contentsOf: "…".utf8) }
        out.append(0x0A)
        let underline = max(1, min(endCol, to + 1) - startCol)
        // Keep tabs in the padding so the caret lines up under tabbed source.
        out.append(contentsOf: "    ".utf8)
        if cutBefore { out.append(0x20) }
        for i in from..<max(from, startCol - 1) {
            let tab: Bool
            if i >= count { tab = false } else if let scalars = line.scalars { tab = scalars[i] == "\t" } else { tab = source.bytes[line.start + i] == 0x09 }
            out.append(tab ? 0x09 : 0x20)
        }
        paint(severity, to: &out) { out in
            out.append(0x5E)
            out.append(contentsOf: repeatElement(0x7E, count: underline - 1))
        }
        out.append(0x0A)
    }

    private enum Code: String { case red = "31", yellow = "33", cyan = "36", bold = "1" }

    /// `body` in the severity's colour (bold), when colouring.
    private func paint(_ severity: Severity, to out: inout [UInt8], _ body: (inout [UInt8]) -> Void) {
        guard colored else { return body(&out) }
        let code: Code = severity == .error ? .red : severity == .warning ? .yellow : .cyan
        out.append(contentsOf: "\u{1B}[1;\(code.rawValue)m".utf8)
        body(&out)
        out.append(contentsOf: "\u{1B}[0m".utf8)
    }

    /// `body` in bold, when colouring.
    private func bold(to out: inout [UInt8], _ body: (inout [UInt8]) -> Void) {
        guard colored else { return body(&out) }
        out.append(contentsOf: "\u{1B}[1m".utf8)
        body(&out)
        out.append(contentsOf: "\u{1B}[0m".utf8)
    }

    /// `n` in decimal.
    private static func append(_ n: Int, to out: inout [UInt8]) {
        guard n > 0 else {
            if n == 0 { out.append(0x30) } else { out.append(contentsOf: String(n).utf8) }
            return
        }
        var divisor = 1
        while divisor <= n / 10 { divisor *= 10 }
        var rest = n
        while divisor > 0 {
            out.append(UInt8(truncatingIfNeeded: 0x30 + rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }
}
