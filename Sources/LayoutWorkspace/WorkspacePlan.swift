import LayoutPipeline
import LayoutSource

/// The files a `check` or `fmt` run works on, each with the configuration that applies to it:
/// folders walked, exclusions applied, configurations read once, their own diagnostics
/// (unknown keys, malformed files) collected once each.
public struct WorkspacePlan {
    /// One file to work on.
    public struct File: Sendable {
        /// The path to read (`-` for standard input).
        public var path: String
        /// Its configuration; nil without one (or with `--no-config`).
        public var configuration: EffectiveConfiguration?
        /// The configuration on its way up cannot be used: the file is not checked.
        public var configurationError: ConfigurationError?
    }

    /// The files, in order.
    public var files: [File] = []
    /// Problems met walking the folders.
    public var errors: [InputError] = []
    /// Folder arguments without input files.
    public var emptyFolders: [String] = []
    /// Warnings of every configuration used and errors of every malformed one, once each.
    public var configurationDiagnostics: [Diagnostic] = []
    /// The configuration files, for quoting their lines.
    public var configurationSources: [String: SourceFile] = [:]
    /// Resolves paths and configurations.
    public var resolver: ConfigurationResolver
    /// The extensions the folders were walked for.
    public var extensions: [String] = FrontEnds.fileExtensions

    /// `no .layout files in 'DIR'`, naming the extensions walked for.
    public func emptyMessage(_ folder: String) -> String {
        let names = extensions.count > 1 ? extensions.dropLast().joined(separator: ", ") + " or " + extensions[extensions.count - 1]
                                         : extensions.first ?? ""
        return "no \(names) files in '\(folder)' (hidden folders and .build are skipped, and so are files a .vflc.json excludes)"
    }

    /// Plans a run over `paths`, a folder standing for its files with one of `extensions`
    /// (every front end's, as `check` walks; `fmt` walks `.layout` files only).
    public static func make(paths: [String], useConfiguration: Bool,
                            extensions: [String] = FrontEnds.fileExtensions) -> WorkspacePlan {
        let resolver = ConfigurationResolver()
        var plan = WorkspacePlan(resolver: resolver, extensions: extensions)
        let expansion = LayoutFileWalker.expand(paths, extensions: extensions) { path in
            guard useConfiguration, case .success(let c) = resolver.configuration(forFile: path) else { return false }
            return c.exclusion(of: resolver.absolute(path)) != nil
        }
        plan.errors = expansion.errors
        plan.emptyFolders = expansion.emptyFolders
        var reported = Set<String>()
        for input in expansion.inputs {
            var file = File(path: input.path)
            if useConfiguration {
                switch resolver.configuration(forFile: input.path) {
                case .success(let c):
                    file.configuration = c
                    for config in c.files where reported.insert(config.path).inserted {
                        plan.configurationDiagnostics += config.warnings
                        plan.configurationSources[config.path] = config.source
                    }
                case .failure(let e):
                    file.configurationError = e
                    if reported.insert(e.diagnostic.file).inserted {
                        plan.configurationDiagnostics.append(e.diagnostic)
                        if let source = e.source { plan.configurationSources[source.path] = source }
                    }
                }
            }
            plan.files.append(file)
        }
        // Configured severities apply to a configuration's own warnings too.
        plan.configurationDiagnostics = plan.configurationDiagnostics.flatMap { d -> [Diagnostic] in
            guard d.severity != .error, let owner = plan.files.first(where: { $0.configuration?.files.contains { $0.path == d.file } == true })?
                .configuration else { return [d] }
            return owner.apply(to: [d])
        }.sorted(by: Diagnostic.sortKey)
        return plan
    }
}

/// Suppression comments, then configured severities: what every tool applies to a file's
/// diagnostics after checking it, so `check`, `render`, the preview and the language server
/// agree.
public enum DiagnosticPolicy {
    /// Applies the file's `// vflc-ignore` comments, then `configuration`'s per-id settings.
    public static func apply(_ diagnostics: [Diagnostic], source: SourceFile,
                             configuration: EffectiveConfiguration?) -> [Diagnostic] {
        // Suppression comments are `.layout` comments: another document (an Interface Builder
        // document's XML, which Xcode rewrites without its comments) is configured by its
        // `.vflc.json` alone (docs/interface-builder.md, "Configuration").
        guard FrontEnds.isLayoutText(source.path) else { return configuration?.apply(to: diagnostics) ?? diagnostics }
        let suppressed = Suppressions.scan(source).apply(to: diagnostics, source: source)
        return configuration?.apply(to: suppressed) ?? suppressed
    }
}
