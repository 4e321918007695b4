import LayoutSource
import LayoutLowering

/// Turns one minimal conflicting set of required constraints into an `unsatisfiable` error.
///
/// The primary location is the member written last in the source (the one that "breaks"
/// the layout when read top to bottom, and the one disabled to look for further conflicts,
/// see `ConflictFinder`); every other member gets a note, canvas and guide members a
/// sentence instead of a range.
enum ConflictReporter {
    /// At most this many members of a conflict get a note each.
    static let listedMembers = 40

    /// The diagnostic for `members` (indices into `ir.constraints`), one per variant.
    /// `complete == false`: the set was too large to search within the budget (`ConflictFinder`)
    /// and `members` is just `[breaking]`.
    static func diagnostic(members: [Int], breaking: Int, complete: Bool = true, ir: LayoutIR, source: SourceFile) -> Diagnostic {
        let primary = ir.constraints[breaking]
        let others = members.filter { $0 != breaking }.sorted { a, b in
            let ra = ir.constraints[a].origin.range, rb = ir.constraints[b].origin.range
            switch (ra, rb) {
            case let (x?, y?): return x != y ? x < y : a < b
            case (nil, _?): return true
            case (_?, nil): return false
            case (nil, nil): return a < b
            }
        }
        let quoted = ConstraintText.quote(primary)
        let message: DiagnosticMessage = !complete ? .conflictTooLarge(quoted)
            : others.isEmpty ? .neverHolds(quoted) : .conflict(quoted, others: others.count)
        var notes: [DiagnosticNote] = []
        notes += relatedNotes(primary, ir)
        // A conflict can run through a whole generated layout (thousands of members): list the
        // canvas and guide members and the ones nearest the breaking constraint, count the rest.
        let unlocated = others.filter { ir.constraints[$0].origin.range == nil }
        let located = others.filter { ir.constraints[$0].origin.range != nil }
        let shown = unlocated + located.suffix(max(0, listedMembers - unlocated.count))
        for m in shown {
            let c = ir.constraints[m]
            if let r = c.origin.range {
                notes.append(DiagnosticNote("conflicts with \(ConstraintText.quote(c)) here", at: r))
                notes += relatedNotes(c, ir)
            } else {
                notes.append(DiagnosticNote("conflicts with this: \(ConstraintText.unlocatedSentence(c, in: ir))"))
            }
        }
        if shown.count < others.count {
            let more = others.count - shown.count
            notes.append(DiagnosticNote("and \(more) more required constraint\(more == 1 ? "" : "s") earlier in the file, "
                                        + "not listed here: the conflict runs through most of the layout"))
        }
        if !complete {
            notes.append(DiagnosticNote("the conflicting set is too large to list: it runs through most of the layout"))
        }
        let range = primary.origin.range ?? SourceRange(at: .start)
        if primary.origin.range == nil {
            notes.insert(DiagnosticNote(ConstraintText.unlocatedSentence(primary, in: ir)), at: 0)
        }
        let fixes = complete ? CheckFixes.lowerPriority(primary, source: source).map { [$0] } ?? [] : []
        return Diagnostic(message, file: source.path, range: range,
                          notes: notes, traits: [ir.target.label], fixes: fixes)
    }

    /// Stack-made constraints also point at the arranged view they were made for.
    /// The view is named by its declaration's name (the text at the range, for `.layout` files;
    /// a tree of another document's has no name there).
    private static func relatedNotes(_ c: IRConstraint, _ ir: LayoutIR) -> [DiagnosticNote] {
        guard c.origin.kind == .stack else { return [] }
        return c.origin.related.map { range in
            let name = ir.views.first { $0.declaration == range }?.name ?? "?"
            return DiagnosticNote("made by the stack for its arranged view `\(name)`", at: range)
        }
    }
}
