import LayoutSource

/// A value with the configuration file it came from (for `vflc config --effective`).
public struct Sourced<Value: Sendable>: Sendable {
    /// The value.
    public var value: Value
    /// The path of the `.vflc.json` that set it.
    public var from: String
}

/// What applies to one file: the configurations from the file's folder up to the first
/// `"root": true` (or the file system's root), combined key by key.
///
/// The nearest file wins *per key*: a key a nearer file sets replaces the farther value
/// (`traits`, `devices`, `contentSizes` and `strict` whole); `diagnostics` combine per id (the nearer setting
/// of an id wins, other ids keep the farther setting); `exclude` patterns of every file apply,
/// each relative to its own folder. A file that leaves a key out inherits it — the same rule as
/// EditorConfig's cascade, so a sub-folder only states how it differs.
public struct EffectiveConfiguration: Sendable {
    /// The files read, farthest first (the last one wins).
    public var files: [Configuration] = []
    /// Default variants.
    public var traits: Sourced<[TraitVariant]>?
    /// Default devices.
    public var devices: Sourced<[String]>?
    /// Content size categories.
    public var contentSizes: Sourced<[ContentSizeCategory]>?
    /// Whether warnings fail the check.
    public var strict: Sourced<Bool>?
    /// Per-id settings.
    public var diagnostics: [DiagnosticID: Sourced<DiagnosticSetting>] = [:]
    /// Every exclude pattern with the folder it is relative to and the file that set it.
    public var exclude: [(pattern: String, directory: String, from: String)] = []

    /// The built-in defaults (no configuration file).
    public init() {}

    /// Combines `files` (farthest first).
    public init(files: [Configuration]) {
        self.files = files
        for c in files {
            if let t = c.traits { traits = Sourced(value: t, from: c.path) }
            if let d = c.devices { devices = Sourced(value: d, from: c.path) }
            if let z = c.contentSizes { contentSizes = Sourced(value: z, from: c.path) }
            if let s = c.strict { strict = Sourced(value: s, from: c.path) }
            for (id, setting) in c.diagnostics { diagnostics[id] = Sourced(value: setting, from: c.path) }
            for p in c.exclude { exclude.append((p, c.directory, c.path)) }
        }
    }

    /// The first pattern that excludes the file at `absolutePath`, with the file that set it.
    public func exclusion(of absolutePath: String) -> (pattern: String, from: String)? {
        for e in exclude {
            let prefix = e.directory.hasSuffix("/") ? e.directory : e.directory + "/"
            guard absolutePath.hasPrefix(prefix) else { continue }
            if PathGlob.matches(e.pattern, String(absolutePath.dropFirst(prefix.count))) { return (e.pattern, e.from) }
        }
        return nil
    }

    /// Applies the per-id settings: drops `off` diagnostics, changes severities. Errors keep
    /// their severity whatever a setting says (`Configuration.parse` already warned).
    public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !self.diagnostics.isEmpty else { return diagnostics }
        return diagnostics.compactMap { d in
            guard d.severity != .error, let s = self.diagnostics[d.id]?.value else { return d }
            var out = d
            switch s {
            case .off: return nil
            case .warning: out.severity = .warning
            case .error: out.severity = .error
            }
            return out
        }
    }
}
