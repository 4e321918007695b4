import LayoutPipeline
import LayoutSource
import LayoutSyntax
import LayoutLowering

/// What a command line says about the targets of a file: the part of `check`, `render` and
/// `preview` requests that `ConfiguredCompilation` combines with the file's `.vflc.json`.
public struct TargetOptions: Equatable, Sendable {
    /// `--trait`, repeated; with `devices`, replaces the configuration's targets.
    public var traits: [TraitVariant] = []
    /// `--device`, repeated.
    public var devices: [String] = []
    /// `--size WxH` (render): the canvas of every variant chosen, zero insets.
    public var size: SizeOption?
    /// `--direction`, repeated; empty means left to right.
    public var directions: [LayoutDirection] = []
    /// `--content-size`; empty means the configuration's `contentSizes`, else the matrix rule.
    public var contentSizes: [ContentSizeCategory] = []
    /// `--keyboard HEIGHT` (render).
    public var keyboardHeight: Double?

    /// Creates options; every field defaults to "not given".
    public init(traits: [TraitVariant] = [], devices: [String] = [], size: SizeOption? = nil,
                directions: [LayoutDirection] = [], contentSizes: [ContentSizeCategory] = [], keyboardHeight: Double? = nil) {
        self.traits = traits; self.devices = devices; self.size = size
        self.directions = directions; self.contentSizes = contentSizes; self.keyboardHeight = keyboardHeight
    }
}

/// One file compiled the way every command compiles it — `check`, `render`, `preview` (and
/// the language server's choice of categories): targets and content sizes from the command
/// line, else from the file's `.vflc.json`, else the defaults; then the pipeline; then the
/// suppression comments and configured severities (`DiagnosticPolicy`). One place, so that
/// `render` cannot disagree with `check` about what a file is checked at or which warnings it
/// reports (docs/configuration.md).
public enum ConfiguredCompilation {
    /// The targets: `--trait`/`--device` (each variant on `--size` when given) if any, else the
    /// configuration's `traits`/`devices` (on `--size` likewise), else all four variants; in
    /// each direction asked for; with the docked keyboard. Throws a `UsageError` for a device
    /// the catalogue does not have (a configuration's devices were checked when it was read).
    public static func targets(_ options: TargetOptions, configuration: EffectiveConfiguration?) throws -> [LayoutTarget] {
        try targets(options, configuration: configuration, own: [])
    }

    /// The targets of a document (or unit) that names its own canvases (an Interface Builder
    /// unit's devices, a `.layout` file's `// vflc-canvas:` lines): as above, with each variant
    /// chosen without `--size` or devices on the document's canvas for it
    /// (`TargetResolver.resolve(…own:)`).
    public static func targets(_ options: TargetOptions, configuration: EffectiveConfiguration?,
                               own: [UnitCanvas]) throws -> [LayoutTarget] {
        var traits = options.traits, devices = options.devices
        if traits.isEmpty && devices.isEmpty, let c = configuration {
            traits = c.traits?.value ?? []
            devices = c.devices?.value ?? []
        }
        let targets = try TargetResolver.resolve(traits: traits, devices: devices, size: options.size,
                                                 directions: options.directions, own: own)
        guard let height = options.keyboardHeight else { return targets }
        return targets.map { t in
            var t = t
            t.canvas.keyboardHeight = height
            return t
        }
    }

    /// The content size categories: `--content-size`, else the configuration's
    /// `contentSizes`, else the matrix rule (`L`, and `AX5` for a file that depends on the
    /// category — docs/language.md, "Which categories `check` covers").
    public static func contentSizes(_ options: TargetOptions, configuration: EffectiveConfiguration?) -> ContentSizeChoice {
        if !options.contentSizes.isEmpty { return .categories(options.contentSizes) }
        if let c = configuration?.contentSizes { return .categories(c.value) }
        return .rule
    }

    /// `source` through the pipeline at the targets and categories above, then its
    /// suppressions and configured severities.
    public static func compile(_ source: SourceFile, options: TargetOptions,
                               configuration: EffectiveConfiguration?) throws -> CompiledFile {
        compile(source, targets: try targets(options, configuration: configuration), options: options,
                configuration: configuration)
    }

    /// `compile(_:options:configuration:)` at `targets` already resolved (`targets(_:configuration:)`).
    public static func compile(_ source: SourceFile, targets: [LayoutTarget], options: TargetOptions,
                               configuration: EffectiveConfiguration?) -> CompiledFile {
        // A unit with canvases of its own (an Interface Builder unit's, a `.layout` file's
        // `// vflc-canvas:` comments) is resolved again with them (the options were checked when
        // `targets` were resolved, so this cannot fail).
        let comments = FrontEnds.isLayoutText(source.path) ? CanvasComments.scan(source) : (canvases: [], diagnostics: [])
        let own = comments.canvases
        var compiled = Pipeline.compile(source, unitTargets: { unit in
            let canvases = unit.canvases.isEmpty ? own : unit.canvases
            guard !canvases.isEmpty else { return targets }
            return (try? Self.targets(options, configuration: configuration, own: canvases)) ?? targets
        }, contentSizes: contentSizes(options, configuration: configuration))
        if !comments.diagnostics.isEmpty { compiled.diagnostics = Pipeline.sorted(compiled.diagnostics + comments.diagnostics) }
        compiled.diagnostics = DiagnosticPolicy.apply(compiled.diagnostics, source: source, configuration: configuration)
        return compiled
    }

    /// The configuration for the file at `path` as a single-file command reads it: the
    /// effective configuration (nil with `--no-config`) and its files' own warnings (with
    /// the configured severities), or the `config-error` that stops the command.
    public static func configuration(forFile path: String, use: Bool)
        -> Result<(configuration: EffectiveConfiguration?, warnings: [Diagnostic], sources: [String: SourceFile]), ConfigurationError> {
        guard use else { return .success((nil, [], [:])) }
        switch ConfigurationResolver().configuration(forFile: path) {
        case .failure(let e): return .failure(e)
        case .success(let c):
            var sources: [String: SourceFile] = [:]
            for f in c.files { sources[f.path] = f.source }
            return .success((c, c.apply(to: c.files.flatMap(\.warnings)), sources))
        }
    }

    /// The `.vflc.json` of the file's folder and of each folder above it: every file that
    /// applies to `path` now or would if it were created (`ConfigurationResolver` stops at
    /// the first `"root": true`, which an edit can remove). The preview watches these.
    public static func configurationCandidates(forFile path: String,
                                               resolver: ConfigurationResolver = ConfigurationResolver()) -> [String] {
        var dir = resolver.absolute(path == "-" ? "." : path)
        if path != "-" { dir = parent(dir) }
        var out: [String] = []
        while true {
            out.append((dir == "/" ? "" : dir) + "/" + Configuration.fileName)
            if dir == "/" { return out }
            dir = parent(dir)
        }
    }

    private static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }
}
