import LayoutConsoleLog
import LayoutSource

/// `vflc explain`'s library: reads console text, and for every "Unable to simultaneously
/// satisfy constraints" report rebuilds the linear system, finds a minimal conflicting set with
/// LayoutSolver, names the likely cause and its fix, and leads generated constraints back to
/// their `.layout` lines (docs/explain.md).
public enum Explainer {
    /// Explains every report in `text`; `file` names the input in the results, `layouts` finds
    /// the files constraint identifiers name (nil: paths as given).
    public static func explain(text: String, file: String = "-", layouts: LayoutSources? = nil) -> ExplainResult {
        explain(bytes: Array(text.utf8), file: file, layouts: layouts)
    }

    /// `explain(text:)` over the input's bytes, in any encoding (bytes that are not UTF-8 are
    /// read as U+FFFD). Never traps, whatever the bytes: the entry point for fuzzing.
    public static func explain(bytes: [UInt8], file: String = "-", layouts: LayoutSources? = nil) -> ExplainResult {
        let reports = ConsoleLogReader.reports(in: bytes)
        // Reports are independent: solved in parallel, sources looked up afterwards (they are cached).
        var explained = parallelMap(reports.count) { explain(reports[$0], file: file) }
        let lookup = layouts ?? LayoutSources(directory: nil)
        for r in explained.indices {
            for c in explained[r].constraints.indices { link(&explained[r].constraints[c], lookup) }
        }
        return ExplainResult(file: file, reports: explained)
    }

    /// One report.
    static func explain(_ report: ConsoleReport, file: String) -> ExplainedReport {
        let read = report.constraints.enumerated().compactMap { i, c in c.parse.description.map { (index: i, description: $0) } }
        let first = read.isEmpty ? nil : ConflictSearch(read)
        let found = first?.findAssumingSuperviews()
        let search = found?.1 ?? first
        let outcome = found?.0
        var constraints: [ExplainedConstraint] = []
        for (i, c) in report.constraints.enumerated() {
            let d = c.parse.description
            var reason: String?
            if case .notUnderstood(_, let r) = c.parse { reason = r }
            let equation = d.flatMap { d in search.map { $0.system.resolved(d.equation) } }
            let header = c.parse.header
            var source: String?
            if let id = header?.identifier, SourcePosition.vflc(id) != nil { source = id }
            if source == nil, let tag = header?.snapKitSource, SourcePosition.snapKit(tag) != nil { source = tag }
            constraints.append(ExplainedConstraint(index: i, text: c.text, line: c.line, understood: d != nil, reason: reason,
                                                   header: header, origin: ConstraintOrigin.of(header, items: equation?.terms.map(\.item) ?? []),
                                                   superview: d?.superview.flatMap { s in search.map { $0.system.resolve(s) } },
                                                   equation: equation, required: d?.isRequired ?? true, source: source, location: nil))
        }
        let broken = brokenIndex(report)
        let minimal = outcome?.members ?? []
        let facts = outcome?.facts ?? []
        let context = CauseContext(constraints: constraints, minimal: minimal, facts: facts, search: search, platform: report.platform,
                                   broken: broken, brokenText: report.broken?.text)
        let match = CauseMatcher.match(context, undetermined: minimal.isEmpty ? undeterminedReason(report, constraints, search) : "")
        let guides = search.map { s in
            s.system.keyOrder.compactMap { key -> (LogItem, LogItem)? in
                guard let g = s.system.marginsGuide[key], let v = s.system.items[key] else { return nil }
                return (v, s.system.resolve(g))
            }
        } ?? []
        return ExplainedReport(file: file, line: report.line, platform: report.platform, constraints: constraints, minimal: minimal,
                               facts: facts, broken: broken, brokenText: report.broken?.text,
                               brokenInMinimal: broken.map { minimal.isEmpty ? nil : minimal.contains($0) } ?? nil,
                               cause: match.cause, explanation: match.explanation, fix: match.fix, marginsGuides: guides)
    }

    /// The broken constraint's index in the list: the same constraint address, else the same
    /// text (whitespace aside).
    static func brokenIndex(_ report: ConsoleReport) -> Int? {
        guard let b = report.broken else { return nil }
        if let address = b.parse.header?.address, address.hasPrefix("0x"),
           let i = report.constraints.firstIndex(where: { $0.parse.header?.address == address }) { return i }
        func squeezed(_ s: String) -> String { s.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ") }
        let t = squeezed(b.text)
        return report.constraints.firstIndex { squeezed($0.text) == t }
    }

    /// Why a report shows no conflict.
    static func undeterminedReason(_ report: ConsoleReport, _ constraints: [ExplainedConstraint], _ search: ConflictSearch?) -> String {
        if report.constraints.isEmpty {
            if report.elided { return "The report's list of constraints was left out (the system printed <private>, or the paste shortened it)." }
            return "The report's list of constraints is not in the input: only "
                + (report.broken != nil ? "the constraint UIKit broke" : report.hasHeader ? "its header" : "part of it") + " was found."
        }
        var parts: [String] = []
        if let search, search.conflictTooLargeToSearch() {
            return "The \(constraints.count) printed constraints conflict, but they are more than vflc searches for a minimal set "
                + "(\(ConflictSearch.searchLimit) constraints and facts; UIKit prints a few dozen)."
        }
        let unread = constraints.filter { !$0.understood }
        if !unread.isEmpty {
            parts.append("vflc could not read \(CauseContext.refs(unread.map(\.index))) (\(unread[0].reason ?? "not understood")), "
                + "and the others have a solution.")
        }
        if report.elided { parts.append("The list was shortened (“...”), and what is printed has a solution.") }
        let soft = constraints.filter { $0.understood && !$0.required }
        if !soft.isEmpty { parts.append("\(CauseContext.refs(soft.map(\.index))) \(soft.count == 1 ? "is" : "are") not required, so cannot conflict.") }
        // The same relation printed twice: two constraints with one meaning.
        var seen: [String: Int] = [:]
        for c in constraints where c.understood {
            guard let e = c.equation else { continue }
            let key = ExplainTextWriter.anchorText(e)
            if let first = seen[key] {
                parts.append("\(CauseContext.ref(first)) and \(CauseContext.ref(c.index)) are the same relation (\(key)) added twice: "
                    + "as printed they agree, but the duplicate is worth removing.")
                break
            }
            seen[key] = c.index
        }
        let tight = unread.isEmpty ? (search?.tightInequalities() ?? []) : []
        if let t = tight.first, let e = constraints[t.index].equation {
            parts.append("The printed constraints hold only exactly: \(CauseContext.ref(t.index)) needs \(ExplainTextWriter.anchorText(e)), "
                + "and the others allow \(CauseContext.leftSide(e)) to be exactly \(NumberText.format(t.value)) (with every width and "
                + "height ≥ 0 and UIKit's default margins). UIKit prints its numbers rounded (136.333, 0.333333), so a fraction of a "
                + "point of difference, or a margin other than the default, is enough for the conflict it found.")
        } else if parts.isEmpty || (unread.isEmpty && !report.elided) {
            parts.append("The printed constraints have a solution — with every width and height ≥ 0, left to right, and UIKit's default "
                + "margins — so the conflict UIKit found involves something the log does not print: a margin or baseline offset, "
                + "or constraints left out of the list.")
        }
        return parts.joined(separator: " ")
    }

    /// Finds `c`'s source position in the sources, quotes it, and checks a `.layout` file.
    static func link(_ c: inout ExplainedConstraint, _ sources: LayoutSources) {
        guard let s = c.source, let position = SourcePosition.vflc(s) ?? SourcePosition.snapKit(s),
              let path = sources.locate(position.path), let file = sources.source(path) else { return }
        switch position {
        case .layout(_, let line, let column, let role):
            guard line <= file.lineCount else { return }
            var link = SourceLink(path: path, line: line, column: column, role: role, source: file, check: [], checked: false)
            if path.hasSuffix(".layout") {
                let outcome = sources.check(file)
                link.checked = true
                link.check = CheckExplanation.at(line: line, column: column, in: outcome.diagnostics)
                if let e = outcome.configurationError {
                    link.check.append(e.diagnostic)
                    link.configurationSource = e.source
                }
            }
            c.location = link
        case .snapKit(_, let line):
            guard line <= file.lineCount else { return }
            c.location = SourceLink(path: path, line: line, column: nil, role: nil, source: file, check: [], checked: false)
        }
    }
}
