import LayoutSource

/// The diagnostic ids a configuration or a suppression comment may name, with their default
/// severities (docs/diagnostics.md is the catalogue), so that an unknown id is reported with
/// a suggestion instead of silently matching nothing.
public enum DiagnosticCatalogueIndex {
    /// Every id vflc reports, with its default severity.
    public static let defaults: [DiagnosticID: Severity] = {
        var d: [DiagnosticID: Severity] = [:]
        let errors = ["invalid-utf8", "file-too-large", "syntax", "invalid-character", "unterminated-comment",
                      "unterminated-block", "invalid-number", "nesting-too-deep", "unknown-property", "unknown-view",
                      "duplicate-name", "not-a-child", "mixed-axes", "nonlinear", "priority-out-of-range",
                      "view-in-spacing", "unknown-attribute", "view-in-when", "division-by-zero",
                      "multiple-views-in-predicate", "not-constant", "not-a-stack", "unknown-metric", "metric-cycle",
                      "metric-too-deep", "number-out-of-range", "unsatisfiable", "ambiguous", "format-internal"]
        let warnings = ["unused-metric", "guide-intrinsic", "unsatisfied-constraint", "redundant-constraint",
                        "negative-size", "outside-superview", "unused-view"]
        for e in errors { d[DiagnosticID(e)] = .error }
        for w in warnings { d[DiagnosticID(w)] = .warning }
        for w in WorkflowDiagnostics.warnings { d[w] = .warning }
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

    /// The warnings among them (which a configuration may itself turn off or raise).
    public static let warnings: [DiagnosticID] = [unusedSuppression, invalidSuppression, configurationWarning]
}
