import LayoutSource

/// What a diagnostic writer may need besides the diagnostics.
public struct DiagnosticOutputContext {
    /// Path → file, for quoting source lines (`text`).
    public var sources: [String: SourceFile]
    /// Whether to use ANSI colours (`text` only; the CLI decides).
    public var colored: Bool
    /// A path made absolute (`xcode`).
    public var absolutePath: (String) -> String

    /// Creates a context; paths stay as given unless `absolutePath` says otherwise.
    public init(sources: [String: SourceFile] = [:], colored: Bool = false, absolutePath: @escaping (String) -> String = { $0 }) {
        self.sources = sources; self.colored = colored; self.absolutePath = absolutePath
    }
}

/// One `check --format`: its name, how `vflc help check` lists it, and its writer.
public struct DiagnosticOutput: Sendable {
    /// The `--format` value (`sarif`).
    public var name: String
    /// The name as the help lists it (`text (default)`, `xcode (absolute paths, no excerpts)`).
    public var helpLabel: String
    /// Writes the diagnostics (in output order, `Diagnostic.sortKey`).
    public var write: @Sendable ([Diagnostic], DiagnosticOutputContext) -> String
}

/// The diagnostic writers by `--format`, in the order help lists them: `check`'s argument
/// parsing, help and completions read this table, and `check` writes with it.
public enum DiagnosticOutputs {
    /// Every format; the first is the default.
    public static let all: [DiagnosticOutput] = [
        DiagnosticOutput(name: "text", helpLabel: "text (default)") { d, c in
            TextDiagnosticRenderer(colored: c.colored).render(d, sources: c.sources)
        },
        DiagnosticOutput(name: "json", helpLabel: "json") { d, _ in
            var out: [UInt8] = []
            DiagnosticJSON.document(d).write(to: &out, indent: 2)
            out.append(0x0A)
            return String(decoding: out, as: UTF8.self)
        },
        DiagnosticOutput(name: "github", helpLabel: "github") { d, _ in GitHubAnnotationWriter.write(d) },
        DiagnosticOutput(name: "sarif", helpLabel: "sarif") { d, _ in SARIFWriter.write(d) },
        DiagnosticOutput(name: "xcode", helpLabel: "xcode (absolute paths, no excerpts)") { d, c in
            XcodeIssueWriter.write(d, absolute: c.absolutePath)
        },
    ]

    /// The `--format` values, in order.
    public static var names: [String] { all.map(\.name) }

    /// The writer of `name`, if it is a format.
    public static func named(_ name: String) -> DiagnosticOutput? { all.first { $0.name == name } }

    /// `text (default), json, github, sarif, or xcode (absolute paths, no excerpts)`.
    public static var helpSummary: String {
        let labels = all.map(\.helpLabel)
        guard labels.count > 1 else { return labels.first ?? "" }
        return labels.dropLast().joined(separator: ", ") + ", or " + labels[labels.count - 1]
    }
}
