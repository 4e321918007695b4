/// The stage family a diagnostic kind belongs to: the sections of `docs/diagnostics.md`.
public enum DiagnosticFamily: String, Sendable, CaseIterable {
    /// Reading the bytes, the lexer and the parser.
    case readingAndSyntax
    /// Lowering: names, expressions, metrics, properties.
    case namesAndMetrics
    /// The checker, after solving.
    case checking
    /// `vflc fmt` only.
    case formatter
    /// `vflc emit uikit` only.
    case codeGeneration
    /// `.vflc.json` files and `// vflc-ignore` comments.
    case configuration
    /// The front end that reads Interface Builder documents (`.storyboard`, `.xib`).
    case interfaceBuilder

    /// The section heading in `docs/diagnostics.md`.
    public var title: String {
        switch self {
        case .readingAndSyntax: return "Reading and syntax"
        case .namesAndMetrics: return "Names, expressions and metrics"
        case .checking: return "Solving and checking"
        case .formatter: return "Formatter"
        case .codeGeneration: return "Code generation"
        case .configuration: return "Configuration and suppression comments"
        case .interfaceBuilder: return "Interface Builder documents"
        }
    }
}

/// One kind of diagnostic, declared once: its id, its severity, a one-line summary, the longer
/// help (what it means, how to fix it) and where it is documented.
///
/// Everything that describes a kind reads it from here: the pipeline's constructors take the
/// severity from the kind (never from the call site), SARIF writes its rules from it, and the
/// docs test keeps `docs/diagnostics.md` equal to it. `DiagnosticCatalogue.all` lists them.
public struct DiagnosticKind: Hashable, Sendable, CustomStringConvertible {
    /// The stable id (`unknown-view`): `[id]` in text, `id` in JSON, `ruleId` in SARIF.
    public let id: DiagnosticID
    /// How serious every diagnostic of this kind is.
    public let severity: Severity
    /// The section of the docs it is listed in.
    public let family: DiagnosticFamily
    /// One sentence, readable in a narrow column (SARIF `shortDescription`).
    public let summary: String
    /// What it means, in one or more paragraphs (the docs' prose before "How to fix").
    public let explanation: String
    /// How to fix it (the docs' "How to fix" paragraph).
    public let fix: String

    /// Declares a kind; only the catalogue's files do this.
    init(id: String, severity: Severity, family: DiagnosticFamily, summary: String, explanation: String, fix: String) {
        self.id = DiagnosticID(id)
        self.severity = severity
        self.family = family
        self.summary = summary
        self.explanation = explanation
        self.fix = fix
    }

    /// The longer help: the explanation, then how to fix it (SARIF `fullDescription`).
    public var help: String { explanation + "\n\n" + "How to fix: " + fix }

    /// The fragment of its section in `docs/diagnostics.md` (the id itself, which is how
    /// GitHub-flavoured Markdown names a `### \`id\`` heading).
    public var anchor: String { id.rawValue }

    /// The documentation reference relative to the repository root: `docs/diagnostics.md#id`.
    public var documentation: String { DiagnosticCatalogue.documentPath + "#" + anchor }

    /// The id.
    public var description: String { id.rawValue }
}
