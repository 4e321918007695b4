import LayoutPipeline
import LayoutSource
import LayoutWorkspace

/// The one place `vflc explain` runs the compiler: what `vflc check` reports for a `.layout`
/// file, compiled as `check` compiles it (`ConfiguredCompilation`: the file's `.vflc.json`
/// chooses the traits, devices and content sizes — all four size classes by default — and the
/// severities; `// vflc-ignore` comments apply), so a generated constraint's explanation can
/// quote it.
enum CheckExplanation {
    /// What `vflc check FILE` reports: the file's diagnostics, or — when its configuration
    /// cannot be read, which stops `check` too — the configuration's error.
    struct Outcome {
        var diagnostics: [Diagnostic]
        /// The `config-error` that stopped the check, with the configuration's text.
        var configurationError: (diagnostic: Diagnostic, source: SourceFile?)?
    }

    static func check(_ source: SourceFile) -> Outcome {
        switch ConfiguredCompilation.configuration(forFile: source.path, use: true) {
        case .failure(let e):
            return Outcome(diagnostics: [], configurationError: (e.diagnostic, e.source))
        case .success(let c):
            // A configuration's traits and devices were checked when it was read, so the
            // targets resolve; the defaults stand in should that ever change.
            let targets = (try? ConfiguredCompilation.targets(TargetOptions(), configuration: c.configuration))
                ?? TargetResolver.defaultTargets
            let compiled = ConfiguredCompilation.compile(source, targets: targets, options: TargetOptions(),
                                                         configuration: c.configuration)
            return Outcome(diagnostics: compiled.diagnostics, configurationError: nil)
        }
    }

    /// The diagnostics among `all` that concern the position `line`:`column`: whose range or one
    /// of whose notes' ranges starts there or covers it.
    static func at(line: Int, column: Int, in all: [Diagnostic]) -> [Diagnostic] {
        func covers(_ r: SourceRange) -> Bool {
            let p = (line, column)
            let s = (r.start.line, r.start.column), e = (r.end.line, r.end.column)
            return (s <= p && p < e) || s == p
        }
        return all.filter { d in covers(d.range) || d.notes.contains { $0.range.map(covers) ?? false } }
    }
}
