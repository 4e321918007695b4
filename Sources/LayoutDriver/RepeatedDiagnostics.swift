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
    /// Linear: one dictionary lookup per diagnostic.
    static func fold(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var first: [Key: Int] = [:]
        var extra: [Int: Int] = [:]
        var out: [Diagnostic] = []
        out.reserveCapacity(diagnostics.count)
        for d in diagnostics {
            let id = d.id
            guard folded.contains(id) else { out.append(d); continue }
            let key = Key(file: d.file, id: id, message: d.message, traits: d.traits)
            guard let k = first[key] else {
                first[key] = out.count
                out.append(d)
                continue
            }
            let shown = extra[k, default: 0]
            extra[k] = shown + 1
            if shown < quotedUses { out[k].notes.append(DiagnosticNote("the same error here", at: d.range)) }
        }
        for (k, count) in extra where count > quotedUses {
            let more = count - quotedUses
            out[k].notes.append(DiagnosticNote("and \(more) more use\(more == 1 ? "" : "s") with the same error"))
        }
        return out
    }
}
