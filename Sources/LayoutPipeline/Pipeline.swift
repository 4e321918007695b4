import LayoutSource
import LayoutSyntax
import LayoutLowering
import LayoutCheck

/// One file taken through the pipeline: read (by its front end), lower for each target,
/// solve and check.
public struct CompiledFile: Sendable {
    /// The source.
    public var source: SourceFile
    /// Every diagnostic, in output order.
    public var diagnostics: [Diagnostic]
    /// One solution per target; empty when the front end found errors (the frames would be
    /// of a layout the author did not write).
    public var solutions: [VariantSolution]
    /// The lowered variants, one per target (of the statements that parsed and lowered).
    public var variants: [LayoutIR] = []
    /// For a document of several units (an Interface Builder document), which variants and
    /// solutions are each unit's, in document order; empty for a `.layout` file.
    public var units: [CompiledUnit] = []

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    /// Whether any diagnostic is a warning.
    public var hasWarnings: Bool { diagnostics.contains { $0.severity == .warning } }
}

/// The front end's outcome for one file: the syntax tree, the variants lowered from it and
/// the diagnostics so far.
public struct FrontEnd: Sendable {
    /// The parse.
    public var parsed: ParseResult
    /// One IR per target, lowered from the statements that parsed (the front end recovers
    /// past errors: constraints that did not parse or name unknown things are left out).
    public var variants: [LayoutIR]
    /// Syntax and lowering diagnostics; lowering's carry `Recovery`'s note after syntax errors.
    public var diagnostics: [Diagnostic]
    /// Whether any front-end diagnostic is an error: the file is still checked, but its
    /// frames are not the author's layout, so nothing is rendered from it.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The pipeline shared by the CLI, the preview, the language server and the tests.
public enum Pipeline {
    /// Parses, lowers, solves and checks `source`, recovering past errors: the statements
    /// that parsed are lowered, the constraints that lowered are checked, so one run reports
    /// what every stage can find; later findings that may only echo an earlier error say so
    /// (`Recovery`). `solutions` is empty when the front end found errors.
    /// Each target is compiled at the content size categories `contentSizes` chooses
    /// (`TargetResolver.expand`): by default the matrix rule.
    /// A document of several units (`FrontEndDocument`) has each unit compiled at `targets`
    /// (`compile(_:unitTargets:)` gives each its own).
    public static func compile(_ source: SourceFile, targets: [LayoutTarget], analyse: Bool = true,
                               contentSizes: ContentSizeChoice = .rule) -> CompiledFile {
        compile(source, unitTargets: { _ in targets }, analyse: analyse, contentSizes: contentSizes)
    }

    /// Reads `source` with the front end for its path (`FrontEnds`) and lowers the statements
    /// that it read for `targets` (at the content sizes `contentSizes` chooses).
    public static func frontEnd(_ source: SourceFile, targets: [LayoutTarget], contentSizes: ContentSizeChoice = .rule) -> FrontEnd {
        frontEnd(source, parsed: FrontEnds.frontEnd(forPath: source.path).parse(source), targets: targets,
                 contentSizes: contentSizes)
    }

    /// `.layout` text parsed from its tokens (the language server's analysis lexes first, to
    /// compare an edit's tokens with the last text's), then lowered as above.
    public static func frontEnd(_ source: SourceFile, lexed: (tokens: [Token], diagnostics: [Diagnostic]),
                                targets: [LayoutTarget], contentSizes: ContentSizeChoice = .rule) -> FrontEnd {
        frontEnd(source, parsed: FrontEnds.layout.parse(source, lexed: lexed), targets: targets, contentSizes: contentSizes)
    }

    /// Lowers the statements of `parsed` (any front end's tree of `source`) for `targets` (at
    /// the content sizes `contentSizes` chooses); lowering's findings after a syntax error
    /// carry `Recovery`'s note.
    public static func frontEnd(_ source: SourceFile, parsed: ParseResult, targets: [LayoutTarget],
                                contentSizes: ContentSizeChoice = .rule) -> FrontEnd {
        let targets = TargetResolver.expand(targets, usage: parsed.file.contentSizeUsage, choice: contentSizes)
        let lowered = Lowering.lower(parsed.file, source: source, targets: targets)
        let diagnostics = parsed.diagnostics
            + Recovery.annotate(lowered.diagnostics, after: parsed.diagnostics, source: source)
        return FrontEnd(parsed: parsed, variants: lowered.variants, diagnostics: diagnostics)
    }

    /// Finishes `front` with `check` (the CLI's `Checker.check`, the language server's
    /// incremental checker: the same results). The checker runs past front-end errors, its
    /// findings noted as possible consequences (`Recovery`) and offering no fixes; the
    /// solutions are kept only for a file without front-end errors (`render` and `emit` write
    /// nothing for the others).
    public static func compile(_ front: FrontEnd, source: SourceFile,
                               check: ([LayoutIR]) -> CheckResult) -> CompiledFile {
        var checked = check(front.variants)
        // Moved, not copied, on their way to `sorted` (tens of thousands in a large file).
        let raw = checked.diagnostics
        checked.diagnostics = []
        var findings = Recovery.annotate(consume raw, after: front.diagnostics, source: source)
        // The checker's fixes (an added constraint, a lowered priority) are for the layout it
        // saw; with front-end errors that is not the author's, and the fix is the error's.
        if front.hasErrors { for k in findings.indices { findings[k].fixes = [] } }
        findings.insert(contentsOf: front.diagnostics, at: 0)
        return CompiledFile(source: source, diagnostics: sorted(consume findings),
                            solutions: front.hasErrors ? [] : checked.solutions, variants: front.variants)
    }

    /// Diagnostics in output order (file, position, severity, id), duplicates removed, and
    /// repeated name errors folded into their first use (`RepeatedDiagnostics`).
    public static func sorted(_ diagnostics: consuming [Diagnostic]) -> [Diagnostic] {
        var all = diagnostics
        // Indices are sorted and filtered, not the diagnostics: a merge sort of the structs
        // copies each one (retaining every field) at every level, a third of the time for
        // 60,000 findings; each kept diagnostic is then moved once into place.
        // Ties keep input order, as a stable sort would. Compared in place through the buffer
        // (a closure reading a `var` array copies each element it reads).
        let order = all.withUnsafeBufferPointer { buffer in
            buffer.indices.sorted { a, b in
                if Diagnostic.sortKey(buffer[a], buffer[b]) { return true }
                if Diagnostic.sortKey(buffer[b], buffer[a]) { return false }
                return a < b
            }
        }
        let kept = withoutDuplicates(order, in: all)
        var out: [Diagnostic] = []
        out.reserveCapacity(kept.count)
        for i in kept { out.append(Diagnostic.take(from: &all, at: i)) }
        return RepeatedDiagnostics.fold(consume out)
    }

    /// `order` (indices of `all` in `Diagnostic.sortKey` order) without the later copies of
    /// equal diagnostics. Equal diagnostics have equal sort keys, so only a run of equal keys
    /// is searched (a set for a long run): hashing every field of every diagnostic was a
    /// tenth of checking a file of 60,000 findings.
    static func withoutDuplicates(_ order: [Int], in all: [Diagnostic]) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(order.count)
        var runStart = 0
        var runSet: Set<Diagnostic>?
        for i in order {
            if let last = out.last, sameKey(all[last], all[i]) {
                if out.count - runStart < 8 {
                    if out[runStart...].contains(where: { all[$0] == all[i] }) { continue }
                } else {
                    if runSet == nil { runSet = Set(out[runStart...].map { all[$0] }) }
                    if !runSet!.insert(all[i]).inserted { continue }
                }
            } else {
                runStart = out.count
                runSet = nil
            }
            out.append(i)
        }
        return out
    }

    /// Equal file, range, severity, id and message: the sort key.
    private static func sameKey(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        a.file == b.file && a.range == b.range && a.severity == b.severity && a.id == b.id && a.message == b.message
    }
}
