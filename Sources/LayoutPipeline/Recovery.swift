import LayoutSource

/// Recovery across stages: which later findings may be consequences of an earlier error.
///
/// The pipeline goes on past errors (the parser skips a broken statement, lowering leaves
/// out a constraint with an unknown name or a failed metric), so later stages report what
/// they can. A later finding may then only echo the earlier error: a view whose constraint
/// did not parse is ambiguous; a name declared on a broken line is unknown. Which
/// constraints an error removed is not tracked, so the rule is coarse and says "may": every
/// finding of a later stage (lowering after syntax errors, the checker after either) gets a
/// note "may be a consequence of the ID error here", located at that error. The note's text
/// names no line: every writer shows a note's location beside it (the language server puts
/// it into the message for a client without related information), and a comment-only edit
/// moves the location without re-checking (`TokenCorrespondence` carries ranges, not text).
///
/// A declaration refused by a `duplicate-name` error is the exception: the findings located
/// at it are not noted but dropped, since they can only restate that error
/// (`withoutRefusedDeclarations`).
///
/// The error cited is the first (in output order) whose line mentions the finding's name as
/// a word — the checker's subject view, or the name an `unknown-view`/`unknown-metric` points
/// at — or whose did-you-mean fix would write that name; otherwise the first error of the
/// file. Linear: each distinct error line is split into words once, then one lookup per
/// finding.
public enum Recovery {
    /// The note's text for a finding that may follow from `error`.
    public static func noteText(_ error: Diagnostic) -> String {
        "may be a consequence of the \(error.id) error here"
    }

    /// `later` with a consequence note on each finding when `earlier` has errors (see the
    /// type's rule); `later` unchanged otherwise. Findings about a declaration that a
    /// `duplicate-name` error refused are dropped first (`withoutRefusedDeclarations`).
    public static func annotate(_ later: [Diagnostic], after earlier: [Diagnostic], source: SourceFile) -> [Diagnostic] {
        let errors = earlier.filter { $0.severity == .error }.sorted(by: Diagnostic.sortKey)
        guard let first = errors.first, !later.isEmpty else { return later }
        let later = withoutRefusedDeclarations(later, errors: errors)
        let causes = CauseIndex(errors, source: source)
        return later.map { d in
            let named = d.subject
                ?? (d.id == DiagnosticKind.unknownView.id || d.id == DiagnosticKind.unknownMetric.id
                    ? source.text(in: d.range) : nil)
            let cause = named.flatMap { causes.byName[$0] } ?? first
            var d = d
            d.notes.append(DiagnosticNote(noteText(cause), at: cause.range))
            return d
        }
    }

    /// `later` without the findings located at a declaration that a `duplicate-name` error
    /// refused (a second `view a`, a `view root`). Its name resolves to the first view (or
    /// the built-in), so nothing can constrain the refused one: its ambiguity, its
    /// `unused-view` and the like only restate the duplicate error, which already points at
    /// it (with a note at the first declaration). A conflict (`unsatisfiable`) is kept: it is
    /// about constraints, which a stack's body can still give the refused view.
    static func withoutRefusedDeclarations(_ later: [Diagnostic], errors: [Diagnostic]) -> [Diagnostic] {
        let refused = Set(errors.lazy.filter { $0.id == DiagnosticKind.duplicateName.id }.map(RangeKey.init))
        guard !refused.isEmpty else { return later }
        return later.filter { $0.id == DiagnosticKind.unsatisfiable.id || !refused.contains(RangeKey($0)) }
    }

    /// A diagnostic's file and range, hashable.
    private struct RangeKey: Hashable {
        var file: String
        var start: Int
        var end: Int
        init(_ d: Diagnostic) { file = d.file; start = d.range.start.offset; end = d.range.end.offset }
    }

    /// The first error that mentions each name (on its line, or as its fix's replacement).
    private struct CauseIndex {
        var byName: [String: Diagnostic] = [:]

        init(_ errors: [Diagnostic], source: SourceFile) {
            var linesSeen = Set<Int>()
            for e in errors {
                // A name's first error wins: errors come in output order.
                for fix in e.fixes { for edit in fix.edits where byName[edit.replacement] == nil { byName[edit.replacement] = e } }
                let line = e.range.start.line
                guard linesSeen.insert(line).inserted else { continue }
                for word in Recovery.words(source.lineText(line)) where byName[word] == nil { byName[word] = e }
            }
        }
    }

    /// The identifier-like words of `line` (letters, digits, `_`; as the lexer's identifiers).
    static func words(_ line: String) -> [String] {
        func isWordByte(_ b: UInt8) -> Bool { b == 0x5F || b &- 0x30 < 10 || (b | 0x20) &- 0x61 < 26 }
        var out: [String] = []
        var start: String.UTF8View.Index?
        let utf8 = line.utf8
        var i = utf8.startIndex
        while i != utf8.endIndex {
            if isWordByte(utf8[i]) {
                if start == nil { start = i }
            } else if let s = start {
                out.append(String(line[s..<i]))
                start = nil
            }
            i = utf8.index(after: i)
        }
        if let s = start { out.append(String(line[s..<utf8.endIndex])) }
        return out
    }
}
