import LayoutSource

/// The diagnostic ids a configuration or a suppression comment may name, with their default
/// severities: the pipeline's `DiagnosticCatalogue` plus the workflow's own ids (which are
/// about configuration files and comments, documented in docs/configuration.md), so that an
/// unknown id is reported with a suggestion instead of silently matching nothing.
public enum DiagnosticCatalogueIndex {
    /// Every id vflc reports, with its default severity.
    public static let defaults: [DiagnosticID: Severity] = {
        var d: [DiagnosticID: Severity] = [:]
        for kind in DiagnosticCatalogue.all { d[kind.id] = kind.severity }
        for w in WorkflowDiagnostics.warnings { d[w] = .warning }
        d[WorkflowDiagnostics.configurationError] = .error
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

/// The ids of the diagnostics that configuration files and suppression comments produce.
public enum WorkflowDiagnostics {
    /// A `// vflc-ignore` comment that silenced nothing.
    public static let unusedSuppression = DiagnosticID("unused-suppression")
    /// A suppression comment that names an id vflc does not report, or an error.
    public static let invalidSuppression = DiagnosticID("invalid-suppression")
    /// A `.vflc.json` key or value that is not understood (the rest of the file applies).
    public static let configurationWarning = DiagnosticID("config-warning")
    /// A `.vflc.json` that cannot be used (malformed JSON, wrong types); exit status 2.
    public static let configurationError = DiagnosticID("config-error")

    /// A warning about `source` (these ids are not pipeline kinds: they come from
    /// configuration files and comments, documented in docs/configuration.md).
    public static func warning(_ id: DiagnosticID, _ message: String, in source: SourceFile, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: id, severity: .warning, message: message, file: source.path, range: range)
    }

    /// An error about `source`.
    public static func error(_ id: DiagnosticID, _ message: String, in source: SourceFile, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: id, severity: .error, message: message, file: source.path, range: range)
    }

    /// The warnings among them (which a configuration may itself turn off or raise).
    public static let warnings: [DiagnosticID] = [unusedSuppression, invalidSuppression, configurationWarning]
}
