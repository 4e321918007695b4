import LayoutSource

/// Folds the same error about the same name into one diagnostic (issue 13): a file that uses
/// an undeclared view 50,000 times gets one `unknown-view` error at the first use, with the
/// next few uses as notes and the rest as a count, in every output format (the folding is
/// done on the diagnostics as data, before any writer sees them).
///
/// Only the name errors are folded (`unknown-view`, `unknown-metric`): their message names
/// the name (and the suggestion), so equal messages are the same mistake. Other errors with
/// equal texts at different places (two unsatisfied constraints that read alike) are
/// different findings and stay apart.
enum RepeatedDiagnostics {
    /// The ids folded.
    static let folded: Set<DiagnosticID> = [DiagnosticKind.unknownView.id, DiagnosticKind.unknownMetric.id]
    /// At most this many further uses are shown as notes; the rest are counted.
    static let quotedUses = 3

    private struct Key: Hashable {
        var file: String, id: DiagnosticID, message: String, traits: [String]
    }

    /// `diagnostics` (in output order) with each repeated name error kept at its first use.
    /// Linear: one dictionary lookup per name error; the others are not copied, and when
    /// nothing folds the array is returned as it came.
    static func fold(_ diagnostics: consuming [Diagnostic]) -> [Diagnostic] {
        var all = diagnostics
        var first: [Key: Int] = [:]
        // Per first use (index in `all`): the later uses folded into it.
        var uses: [Int: [SourceRange]] = [:]
        var dropped = [Bool]()
        for n in all.indices where isFolded(all[n].id) {
            let key = Key(file: all[n].file, id: all[n].id, message: all[n].message, traits: all[n].traits)
            guard let k = first[key] else {
                first[key] = n
                continue
            }
            uses[k, default: []].append(all[n].range)
            if dropped.isEmpty { dropped = [Bool](repeating: false, count: all.count) }
            dropped[n] = true
        }
        guard !uses.isEmpty else { return all }
        for (k, ranges) in uses {
            for r in ranges.prefix(quotedUses) { all[k].notes.append(DiagnosticNote("the same error here", at: r)) }
            if ranges.count > quotedUses {
                let more = ranges.count - quotedUses
                all[k].notes.append(DiagnosticNote("and \(more) more use\(more == 1 ? "" : "s") with the same error"))
            }
        }
        var out: [Diagnostic] = []
        out.reserveCapacity(all.count)
        for n in all.indices where !dropped[n] { out.append(Diagnostic.take(from: &all, at: n)) }
        return out
    }

    /// Whether `id` is folded (two string comparisons, no hashing: asked of every diagnostic).
    private static func isFolded(_ id: DiagnosticID) -> Bool {
        id == DiagnosticKind.unknownView.id || id == DiagnosticKind.unknownMetric.id
    }
}
