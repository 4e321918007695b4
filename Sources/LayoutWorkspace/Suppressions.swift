import LayoutSource
import LayoutSyntax

/// `// vflc-ignore: ID[, ID…]` and `// vflc-ignore-file: ID[, ID…]` comments, and their
/// application to a file's diagnostics (docs/configuration.md, "Suppression comments").
///
/// A `vflc-ignore` comment on a line of its own applies to the next line with code; at the end
/// of a line it applies to that line. Either way it covers the whole statement there when the
/// statement is a single one (a constraint spanning lines), or only that line when it is the
/// header of a block (`when …{`, a view's `{`), so one comment cannot silence a whole block.
/// Errors cannot be suppressed: they mean there is nothing correct to draw.
public struct Suppressions: Sendable {
    /// One id named in one comment.
    struct Entry: Sendable {
        var id: DiagnosticID
        /// Where the id is written (for `unused-suppression`).
        var range: SourceRange
        /// Lines it covers; nil for `vflc-ignore-file`.
        var lines: ClosedRange<Int>?
    }

    private var entries: [Entry] = []
    /// Warnings about the comments themselves (unknown ids, errors named).
    private var problems: [Diagnostic] = []

    /// Whether the file has no suppression comment (the common case costs one byte scan).
    public var isEmpty: Bool { entries.isEmpty && problems.isEmpty }

    /// Finds the comments in `source`. The file is parsed again only when it has one, to know
    /// the statement each comment stands before.
    public static func scan(_ source: SourceFile) -> Suppressions {
        var s = Suppressions()
        let marker = Array("vflc-ignore".utf8)
        guard contains(source.bytes, marker) else { return s }
        let comments = LineComments.find(in: source)
        guard comments.contains(where: { $0.text.hasPrefix("vflc-ignore") }) else { return s }
        let codeLines = LineComments.codeLines(in: source)
        let statements = Parser.parse(source).file.statements
        for c in comments {
            let fileWide: Bool
            var rest: Substring
            if c.text.hasPrefix("vflc-ignore-file:") {
                fileWide = true; rest = c.text.dropFirst("vflc-ignore-file:".count)
            } else if c.text.hasPrefix("vflc-ignore:") {
                fileWide = false; rest = c.text.dropFirst("vflc-ignore:".count)
            } else {
                if c.text.hasPrefix("vflc-ignore") {
                    s.problems.append(WorkflowDiagnostics.warning(WorkflowDiagnostics.invalidSuppression,
                                               "malformed suppression: expected 'vflc-ignore: ID[, ID…]' or 'vflc-ignore-file: ID[, ID…]'",
                                               in: source, at: source.range(c.textOffset, c.endOffset)))
                }
                continue
            }
            var lines: ClosedRange<Int>?
            if !fileWide {
                let target = c.ownLine ? (codeLines.first { $0 > c.line } ?? c.line + 1) : c.line
                lines = scope(of: target, in: statements)
            }
            // Ids, comma separated; an explanation may follow after " -- " (SwiftLint's habit).
            if let dash = rest.range(of: " -- ") { rest = rest[..<dash.lowerBound] }
            var offset = c.textOffset + c.text.utf8.distance(from: c.text.startIndex, to: rest.startIndex)
            var named = 0
            for part in rest.split(separator: ",", omittingEmptySubsequences: false) {
                let lead = part.prefix { $0 == " " || $0 == "\t" }.utf8.count
                let name = part.trimmingBlanks
                let start = offset + lead
                let range = source.range(start, start + name.utf8.count)
                offset += part.utf8.count + 1
                guard !name.isEmpty else { continue }
                named += 1
                let id = DiagnosticID(String(name))
                guard let severity = DiagnosticCatalogueIndex.severity(of: id) else {
                    s.problems.append(WorkflowDiagnostics.warning(WorkflowDiagnostics.invalidSuppression,
                                               "unknown diagnostic id '\(name)' in a suppression\(DiagnosticCatalogueIndex.suggestion(for: String(name)))",
                                               in: source, at: range))
                    continue
                }
                if severity == .error {
                    s.problems.append(WorkflowDiagnostics.warning(WorkflowDiagnostics.invalidSuppression,
                                               "'\(name)' is an error and cannot be suppressed", in: source, at: range))
                    continue
                }
                s.entries.append(Entry(id: id, range: range, lines: lines))
            }
            if named == 0 {
                s.problems.append(WorkflowDiagnostics.warning(WorkflowDiagnostics.invalidSuppression, "suppression names no diagnostic id",
                                           in: source, at: source.range(c.textOffset, c.endOffset)))
            }
        }
        return s
    }

    /// Removes the diagnostics the comments silence and adds a warning for each id that
    /// silenced nothing (only when the file has no errors: the checker saw a layout with
    /// statements left out, so the warnings its comments name may be missing).
    public func apply(to diagnostics: [Diagnostic], source: SourceFile) -> [Diagnostic] {
        guard !isEmpty else { return diagnostics }
        var used = [Bool](repeating: false, count: entries.count)
        // The entries that may apply to a diagnostic: the file-wide ones, and those whose
        // lines hold its line (each diagnostic compared with every entry was quadratic in a
        // file with a suppression per statement).
        var fileWide: [Int] = []
        var byLine: [Int: [Int]] = [:]
        for (k, e) in entries.enumerated() {
            if let lines = e.lines { for l in lines { byLine[l, default: []].append(k) } } else { fileWide.append(k) }
        }
        var kept: [Diagnostic] = []
        for d in diagnostics {
            var silenced = false
            if d.severity != .error, d.file == source.path {
                for k in fileWide where entries[k].id == d.id { used[k] = true; silenced = true }
                for k in byLine[d.range.start.line] ?? [] where entries[k].id == d.id { used[k] = true; silenced = true }
            }
            if !silenced { kept.append(d) }
        }
        kept += problems
        if !diagnostics.contains(where: { $0.severity == .error }) {
            for (k, e) in entries.enumerated() where !used[k] {
                let where_ = e.lines == nil ? "in this file" : "on the statement it applies to"
                kept.append(WorkflowDiagnostics.warning(WorkflowDiagnostics.unusedSuppression,
                                     "suppression of '\(e.id.rawValue)' silences nothing: no such diagnostic \(where_)",
                                     in: source, at: e.range))
            }
        }
        return kept.sorted(by: Diagnostic.sortKey)
    }

    /// The lines a comment aimed at `line` covers: the innermost statement containing the
    /// line when it is a simple statement; the line alone for a block or no statement.
    static func scope(of line: Int, in statements: [Statement]) -> ClosedRange<Int> {
        var current = statements
        while let s = firstContaining(line, in: current) {
            let inner = children(of: s)
            if inner == nil {
                return s.range.start.line...max(s.range.start.line, s.range.end.line)
            }
            current = inner!
        }
        return line...line
    }

    /// The first of `statements` (in source order) whose lines contain `line`, by binary
    /// search: statements follow one another, so their last lines never decrease, and the
    /// first one ending at or after `line` is the only candidate. (A linear search per
    /// comment made 2,000 suppression comments cost 2,000 × every statement.)
    private static func firstContaining(_ line: Int, in statements: [Statement]) -> Statement? {
        var low = 0, high = statements.count
        while low < high {
            let mid = (low + high) / 2
            if statements[mid].range.end.line < line { low = mid + 1 } else { high = mid }
        }
        guard low < statements.count, statements[low].range.start.line <= line else { return nil }
        return statements[low]
    }

    private static func children(of s: Statement) -> [Statement]? {
        switch s {
        case .view(let v): return v.body
        case .when(let w): return w.clauses.flatMap(\.body) + (w.elseBody ?? [])
        case .metrics: return []
        default: return nil
        }
    }

    private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard bytes.count >= needle.count else { return false }
        var i = 0
        let last = bytes.count - needle.count
        while i <= last {
            if bytes[i] == needle[0] {
                var k = 1
                while k < needle.count && bytes[i + k] == needle[k] { k += 1 }
                if k == needle.count { return true }
            }
            i += 1
        }
        return false
    }
}

extension Substring {
    var trimmingBlanks: Substring {
        var s = self
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s = s.dropLast() }
        return s
    }
}
