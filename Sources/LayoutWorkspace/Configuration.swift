import LayoutSource
import LayoutBackends

/// A configuration file that cannot be used: one `config-error` diagnostic at its location.
public struct ConfigurationError: Error, Sendable {
    /// The diagnostic (in the configuration file).
    public var diagnostic: Diagnostic
    /// The configuration's text, for quoting the line.
    public var source: SourceFile?
    /// Wraps `diagnostic`.
    public init(_ diagnostic: Diagnostic, source: SourceFile?) { self.diagnostic = diagnostic; self.source = source }
}

/// What a configuration sets for one diagnostic id.
public enum DiagnosticSetting: String, Sendable, CaseIterable {
    /// Not reported at all.
    case off
    /// Reported as a warning (an error only with `strict`).
    case warning
    /// Reported as an error.
    case error
}

/// One `.vflc.json` file, read and validated (docs/configuration.md is the schema).
///
/// Every key is optional; an absent key leaves the value of a farther configuration (or the
/// built-in default) in place — see `EffectiveConfiguration` for how files combine.
public struct Configuration: Sendable {
    /// The file's name.
    public static let fileName = ".vflc.json"
    /// Keys documented as reserved for features that do not exist yet; accepted with a warning.
    public static let reservedKeys = ["direction"]
    /// Every key the schema defines.
    public static let knownKeys = ["$schema", "root", "traits", "devices", "contentSizes", "strict", "diagnostics", "exclude"]
        + reservedKeys

    /// The path as shown in messages.
    public var path: String
    /// The absolute directory holding the file; `exclude` globs are relative to it.
    public var directory: String
    /// `true`: configurations in parent directories are not read.
    public var root = false
    /// Default variants (`--trait`).
    public var traits: [TraitVariant]?
    /// Default devices (`--device`).
    public var devices: [String]?
    /// Content size categories to check (`--content-size`); nil: the matrix rule.
    public var contentSizes: [ContentSizeCategory]?
    /// Whether warnings fail the check (`--strict`).
    public var strict: Bool?
    /// Per-id settings, in file order.
    public var diagnostics: [(id: DiagnosticID, setting: DiagnosticSetting)] = []
    /// Globs relative to `directory`; matching files found by walking a directory are skipped.
    public var exclude: [String] = []
    /// Warnings about the file itself (unknown keys, unknown ids, reserved keys).
    public var warnings: [Diagnostic] = []
    /// The file's text, for quoting in diagnostics.
    public var source: SourceFile

    /// Reads and validates `source`; a malformed file is one `config-error` diagnostic.
    public static func parse(_ source: SourceFile, directory: String) -> Result<Configuration, ConfigurationError> {
        var config = Configuration(path: source.path, directory: directory, source: source)
        func fail(_ message: String, _ range: SourceRange) -> Result<Configuration, ConfigurationError> {
            .failure(ConfigurationError(WorkflowDiagnostics.error(WorkflowDiagnostics.configurationError, message, in: source, at: range), source: source))
        }
        func warn(_ message: String, _ range: SourceRange) {
            config.warnings.append(WorkflowDiagnostics.warning(WorkflowDiagnostics.configurationWarning, message, in: source, at: range))
        }
        let document: LocatedJSON.Located
        switch LocatedJSONReader.parse(source) {
        case .failure(let e): return fail("malformed configuration: \(e.message)", e.range)
        case .success(let v): document = v
        }
        guard case .object(let members) = document.value else {
            return fail("a configuration must be a JSON object, got \(document.value.kind)", document.range)
        }
        for m in members {
            let v = m.value
            switch m.key {
            case "$schema":
                guard case .string = v.value else { return fail("\"$schema\" must be a string", v.range) }
            case "root":
                guard case .bool(let b) = v.value else { return fail("\"root\" must be true or false, got \(v.value.kind)", v.range) }
                config.root = b
            case "strict":
                guard case .bool(let b) = v.value else { return fail("\"strict\" must be true or false, got \(v.value.kind)", v.range) }
                config.strict = b
            case "traits":
                switch strings(v, "traits") {
                case .failure(let e): return fail(e.message, e.range)
                case .success(let items):
                    var traits: [TraitVariant] = []
                    for (text, range) in items {
                        guard let t = TraitVariant.parse(text) else {
                            return fail("malformed trait \"\(text)\": expected WIDTH,HEIGHT with each compact or regular, e.g. \"compact,regular\" or \"wC,hR\"", range)
                        }
                        if !traits.contains(t) { traits.append(t) }
                    }
                    config.traits = traits
                }
            case "devices":
                switch strings(v, "devices") {
                case .failure(let e): return fail(e.message, e.range)
                case .success(let items):
                    for (name, range) in items where DeviceCatalog.select(name) == nil {
                        return fail(DeviceCatalog.unknownDeviceMessage(name), range)
                    }
                    config.devices = items.map(\.0)
                }
            case "contentSizes":
                switch strings(v, "contentSizes") {
                case .failure(let e): return fail(e.message, e.range)
                case .success(let items):
                    var sizes: [ContentSizeCategory] = []
                    for (name, range) in items {
                        if name.lowercased() == "all" { sizes += ContentSizeCategory.allCases.filter { !sizes.contains($0) }; continue }
                        guard let c = ContentSizeCategory.parse(name) else {
                            let hint = ContentSizeCategory.suggestion(for: name).map { " (did you mean \"\($0.shortName)\"?)" } ?? ""
                            return fail("unknown content size category \"\(name)\"\(hint): expected XS, S, M, L, XL, XXL, XXXL, AX1 … AX5 or all", range)
                        }
                        if !sizes.contains(c) { sizes.append(c) }
                    }
                    config.contentSizes = sizes
                }
            case "exclude":
                switch strings(v, "exclude") {
                case .failure(let e): return fail(e.message, e.range)
                case .success(let items):
                    for (glob, range) in items where glob.isEmpty || glob.hasPrefix("/") {
                        return fail("an exclude pattern must be a non-empty path relative to the configuration's folder, got \"\(glob)\"", range)
                    }
                    config.exclude = items.map(\.0)
                }
            case "diagnostics":
                guard case .object(let settings) = v.value else {
                    return fail("\"diagnostics\" must be an object mapping ids to \"off\", \"warning\" or \"error\", got \(v.value.kind)", v.range)
                }
                for s in settings {
                    guard case .string(let text) = s.value.value, let setting = DiagnosticSetting(rawValue: text) else {
                        return fail("the setting of \"\(s.key)\" must be \"off\", \"warning\" or \"error\"", s.value.range)
                    }
                    let id = DiagnosticID(s.key)
                    guard let defaultSeverity = DiagnosticCatalogueIndex.severity(of: id) else {
                        warn("unknown diagnostic id '\(s.key)'\(DiagnosticCatalogueIndex.suggestion(for: s.key)); the setting has no effect", s.keyRange)
                        continue
                    }
                    if defaultSeverity == .error && setting != .error {
                        warn("'\(s.key)' is an error and cannot be turned off or lowered; the setting has no effect", s.value.range)
                        continue
                    }
                    config.diagnostics.append((id, setting))
                }
            case let key where reservedKeys.contains(key):
                warn("\"\(key)\" is reserved for a future version of vflc and has no effect yet", m.keyRange)
            default:
                let hint = NameSuggestion.closest(to: m.key, in: knownKeys.filter { !$0.hasPrefix("$") }, maxDistance: 3)
                    .map { " (did you mean \"\($0)\"?)" } ?? ""
                warn("unknown configuration key \"\(m.key)\"\(hint); it is ignored", m.keyRange)
            }
        }
        return .success(config)
    }

    private static func strings(_ v: LocatedJSON.Located, _ key: String) -> Result<[(String, SourceRange)], JSONSyntaxError> {
        guard case .array(let items) = v.value else {
            return .failure(JSONSyntaxError(message: "\"\(key)\" must be an array of strings, got \(v.value.kind)", range: v.range))
        }
        var out: [(String, SourceRange)] = []
        for item in items {
            guard case .string(let s) = item.value else {
                return .failure(JSONSyntaxError(message: "\"\(key)\" must be an array of strings; this is \(item.value.kind)", range: item.range))
            }
            out.append((s, item.range))
        }
        return .success(out)
    }
}
