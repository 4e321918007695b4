import LayoutCheck
import LayoutLowering
import LayoutSource
import LayoutSyntax
import Synchronization

// Fixes the editor offers where the pipeline attaches none (`Diagnostic.fixes` are only "the one
// obvious edit", and none at all past a front-end error): an editor shows them as a choice, so
// several reasonable ones may be offered, but each only after it has been tried — the text with
// the edit applied is checked again, and the fix is offered when the diagnostic is gone and no
// new error came (the "fixes work" rule of docs/architecture.md, kept by construction).
//
// - `ambiguous`, content priorities tied: the view's hugging (or compression resistance)
//   priority on that axis one higher, so it keeps its size and the other view gives way
//   (UIKit resolves such a tie the same way: the higher priority wins).
// - `ambiguous`, partly constrained (a position pinned and no size, or a size and a position
//   nobody pins): a visual-format line fixing what is open — the other edge pinned as far in
//   as the pinned one (`H:|-20-[v]` gets `H:[v]-20-|`), or the value it was solved at
//   (`H:[v(120)]`, `V:|-8-[v]`) — after the view's declaration, in its superview's block.
// - `unsatisfiable` in a file with other errors (the pipeline keeps no fixes then): `@999` on
//   the breaking constraint, as the checker offers in a file without them.
extension AnalysisSession {
    /// At most this many diagnostics get editor fixes per request (each is checked again once
    /// per candidate), so a request on a large selection stays quick.
    static let verifiedDiagnosticsPerRequest = 4

    /// The fixes for the diagnostics touching `from...to`: the pipeline's
    /// (`DocumentAnalysis.quickFixes`), then the editor's own, each tried on the text first.
    public func quickFixes(_ analysis: DocumentAnalysis, from: Int, to: Int) -> [QuickFix] {
        var out = analysis.quickFixes(from: from, to: to)
        var tried = 0
        for d in analysis.diagnostics where d.fixes.isEmpty && d.range.start.offset <= to && from <= d.range.end.offset {
            guard tried < Self.verifiedDiagnosticsPerRequest else { break }
            let candidates = EditorFixes.candidates(for: d, in: analysis)
            guard !candidates.isEmpty else { continue }
            tried += 1
            let working = verified(candidates, for: d, in: analysis)
            out += working.map { QuickFix(diagnostic: d, title: $0.title, edits: $0.edits, isPreferred: working.count == 1) }
        }
        return out
    }

    /// The candidates that, applied to the analysis's text, make `d` go away without a new
    /// error; remembered for the text (an editor asks again on every cursor move).
    private func verified(_ candidates: [DiagnosticFix], for d: Diagnostic, in analysis: DocumentAnalysis) -> [DiagnosticFix] {
        let key = "\(d.id.rawValue)|\(d.range.start.offset)|\(d.subject ?? "")|\(d.axis ?? "")|\(d.message)"
        if let known = fixCache.withLock({ $0.bytes == analysis.source.bytes ? $0.fixes[key] : nil }) { return known }
        let before = analysis.diagnostics.filter { $0.severity == .error }
        let fresh = AnalysisSession(targets: targets, incremental: false, configuration: configuration, contentSizes: contentSizes)
        let working = candidates.filter { fix in
            let text = TextEdit.apply(fix.edits, to: analysis.source)
            let after = fresh.analyze(SourceFile(path: analysis.source.path, text: text)).diagnostics.filter { $0.severity == .error }
            return EditorFixes.removes(d, before: before, after: after)
        }
        fixCache.withLock { cache in
            if cache.bytes != analysis.source.bytes { cache = FixCache(bytes: analysis.source.bytes) }
            cache.fixes[key] = working
        }
        return working
    }
}

/// The editor fixes found for one text, by diagnostic.
struct FixCache: Sendable {
    var bytes: [UInt8] = []
    var fixes: [String: [DiagnosticFix]] = [:]
}

extension TextEdit {
    /// `source`'s text with `edits` (non-overlapping) applied.
    static func apply(_ edits: [TextEdit], to source: SourceFile) -> String {
        var bytes = source.bytes
        for e in edits.sorted(by: { $0.range.start.offset > $1.range.start.offset }) {
            bytes.replaceSubrange(e.range.start.offset..<e.range.end.offset, with: Array(e.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// The candidate edits, before they are tried.
enum EditorFixes {
    /// Whether the errors `after` a fix no longer hold `d` and hold no new kind of error.
    static func removes(_ d: Diagnostic, before: [Diagnostic], after: [Diagnostic]) -> Bool {
        guard after.count < before.count else { return false }
        let kinds = Set(before.map(\.id))
        guard after.allSatisfy({ kinds.contains($0.id) }) else { return false }
        if let subject = d.subject {
            return !after.contains { $0.id == d.id && $0.subject == subject && $0.axis == d.axis }
        }
        return !after.contains { $0.id == d.id && $0.message == d.message }
    }

    static func candidates(for d: Diagnostic, in analysis: DocumentAnalysis) -> [DiagnosticFix] {
        switch d.id.rawValue {
        case "ambiguous": return ambiguity(d, in: analysis)
        case "unsatisfiable": return lowerPriority(d, in: analysis).map { [$0] } ?? []
        default: return []
        }
    }

    /// `@999` on the constraint the conflict names first, when written without a priority.
    private static func lowerPriority(_ d: Diagnostic, in analysis: DocumentAnalysis) -> DiagnosticFix? {
        guard analysis.carried == nil else { return nil }
        for ir in analysis.variants {
            for c in ir.constraints where c.origin.range == d.range && c.isRequired {
                guard c.origin.kind == .explicit || c.origin.kind == .vflPredicate,
                      !analysis.source.text(in: d.range).contains("@") else { return nil }
                return DiagnosticFix(title: "Lower its priority to 999", edits: [
                    TextEdit(range: SourceRange(at: d.range.end), replacement: c.origin.kind == .explicit ? " @999" : "@999"),
                ])
            }
        }
        return nil
    }

    /// For an ambiguous view on one axis: its content priority raised (for a tie), else a
    /// visual-format line fixing its open position and size at their solved values.
    private static func ambiguity(_ d: Diagnostic, in analysis: DocumentAnalysis) -> [DiagnosticFix] {
        guard let name = d.subject, let axis = d.axis.flatMap(LayoutAxis.init(rawValue:)),
              let decl = analysis.index.views[name] else { return [] }
        // The variant the finding holds in first (all of them when it names none).
        guard let solution = analysis.solutions.first(where: { d.traits.isEmpty || d.traits.contains($0.ir.target.label) }),
              let view = solution.ir.views.first(where: { $0.name == name && !$0.isBuiltin }),
              let a = solution.ambiguities.first(where: { $0.view == view.id && $0.axis == axis }) else { return [] }
        let parent = view.parent.map { solution.ir.views[$0.index] }
        guard parent?.kind != .stack else { return [] }  // the stack places its arranged views
        var out: [DiagnosticFix] = []
        let horizontal = axis == .horizontal
        if d.message.contains("content priority ambiguity") {
            let hugFirst = !d.message.contains("compression resistance")
            for hugging in hugFirst ? [true, false] : [false, true] {
                if let fix = priorityRaised(hugging: hugging, horizontal: horizontal, view: view, decl: decl, source: analysis.source) {
                    out.append(fix)
                }
            }
            return out
        }
        let f = solution.frame(of: view.id)
        let p = parent.map { solution.frame(of: $0.id) } ?? (x: 0, y: 0, width: 0, height: 0)
        let size = horizontal ? f.width : f.height
        let position = horizontal ? f.x - p.x : f.y - p.y
        // Offsets and sizes as solved: a negative one is not a frame anyone means, nor is
        // pinning in a scroll view's content by a position it happens to have.
        guard position >= 0, let parent, parent.kind != .scroll || !a.positionFree else { return out }
        let n = HoverText.number
        let o = horizontal ? "H:" : "V:"
        var lines: [String] = []
        switch (a.positionFree, a.sizeFree) {
        case (false, true):
            // Pinned at one end: the other end pinned as far in (`H:|-20-[box]` → `H:[box]-20-|`),
            // or its size as solved.
            lines.append("\(o)[\(name)]-\(n(position))-|")
            if size > 0 { lines.append("\(o)[\(name)(\(n(size)))]") }
        case (true, false):
            lines.append("\(o)|-\(n(position))-[\(name)]")
        default:
            if size > 0 { lines.append("\(o)|-\(n(position))-[\(name)(\(n(size)))]") }
        }
        out += lines.compactMap { lineAfter(decl, $0, source: analysis.source) }
        return out
    }

    /// `hug H,V` (or `resist H,V`) with the axis's value one higher, replacing the property
    /// or added after the declaration's last property.
    private static func priorityRaised(hugging: Bool, horizontal: Bool, view: IRView, decl: ViewDecl,
                                       source: SourceFile) -> DiagnosticFix? {
        let current = hugging ? view.hug : view.resist
        var h = current.horizontal, v = current.vertical
        if horizontal { h += 1 } else { v += 1 }
        guard h <= 999, v <= 999 else { return nil }
        let keyword = hugging ? "hug" : "resist"
        let text = "\(keyword) \(HoverText.number(h)),\(HoverText.number(v))"
        let existing = decl.properties.last { $0.keyword.name == keyword }
        let edit: TextEdit
        if let existing {
            edit = TextEdit(range: existing.range, replacement: text)
        } else {
            let end = ([decl.name.range.end, decl.customClass?.range.end].compactMap { $0 } + decl.properties.map(\.range.end))
                .max { $0.offset < $1.offset }!
            edit = TextEdit(range: SourceRange(at: end), replacement: " " + text)
        }
        let what = hugging ? "hugging" : "compression resistance"
        return DiagnosticFix(title: "Raise its \(horizontal ? "horizontal" : "vertical") \(what) priority: '\(text)'", edits: [edit])
    }

    /// `text` on a line of its own after the whole declaration, indented like it (in the block
    /// of its superview, where `|` is the superview's edge); not after a line that opens a block
    /// comment.
    private static func lineAfter(_ decl: ViewDecl, _ text: String, source: SourceFile) -> DiagnosticFix? {
        let first = decl.range.start.line, last = decl.range.end.line
        guard first >= 1, last >= first, last <= source.lineCount else { return nil }
        let bytes = source.bytes
        var end = last < source.lineCount ? source.lineStarts[last] : bytes.count
        while end > source.lineStarts[last - 1], bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        guard !source.lineText(last).contains("/*") else { return nil }
        let firstLine = source.lineText(first)
        let indentation = String(firstLine.prefix { $0 == " " || $0 == "\t" })
        return DiagnosticFix(title: "Add '\(text)'",
                             edits: [TextEdit(range: SourceRange(at: source.location(at: end)), replacement: "\n" + indentation + text)])
    }
}
