import LayoutSource

/// The diagnostic ids a configuration or a suppression comment may name, with their default
/// severities (`DiagnosticCatalogue`), so that an unknown id is reported with a suggestion
/// instead of silently matching nothing.
public enum DiagnosticCatalogueIndex {
    /// Every id vflc reports, with its default severity.
    public static let defaults: [DiagnosticID: Severity] = {
        var d: [DiagnosticID: Severity] = [:]
        for kind in DiagnosticCatalogue.all { d[kind.id] = kind.severity }
        return d
    }()

    /// The default severity of `id`, or nil for an id vflc never reports.
    public static func severity(of id: DiagnosticID) -> Severity? { defaults[id] }

    /// " (did you mean 'redundant-constraint'?)" for a near miss, else "".
    public static func suggestion(for text: String) -> String {
        let ids = defaults.keys.map(\.rawValue).sorted()
        guard let best = NameSuggestion.closest(to: text, in: ids, maxDistance: max(2, text.count / 3)) else { return "" }
        return " (did you mean '\(best)'?)"
    }
}

/// The kinds that configuration files and suppression comments report (declared with the
/// catalogue in LayoutSource, `WorkflowDiagnosticKinds.swift`).
public enum WorkflowDiagnostics {
    /// A `// vflc-ignore` comment that silenced nothing.
    public static let unusedSuppression = DiagnosticKind.unusedSuppression
    /// A suppression comment that names an id vflc does not report, or an error.
    public static let invalidSuppression = DiagnosticKind.invalidSuppression
    /// A `.vflc.json` key or value that is not understood (the rest of the file applies).
    public static let configurationWarning = DiagnosticKind.configWarning
    /// A `.vflc.json` that cannot be used (malformed JSON, wrong types); exit status 2.
    public static let configurationError = DiagnosticKind.configError

    /// A diagnostic of `kind` about `source`.
    static func warning(_ kind: DiagnosticKind, _ message: String, in source: SourceFile, at range: SourceRange) -> Diagnostic {
        Diagnostic(kind, message, in: source, at: range)
    }

    /// A diagnostic of `kind` about `source` (the same; named for the call sites' reading).
    static func error(_ kind: DiagnosticKind, _ message: String, in source: SourceFile, at range: SourceRange) -> Diagnostic {
        Diagnostic(kind, message, in: source, at: range)
    }
}
