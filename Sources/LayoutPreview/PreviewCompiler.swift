import Foundation
import LayoutSource
import LayoutBackends
import LayoutDiagnosticWriters
import LayoutLowering
import LayoutPipeline
import LayoutWorkspace

/// Compiles the previewed file the way `vflc check` and `render` do (the pipeline,
/// the file's `.vflc.json`, its suppression comments) and turns the outcome into pictures and
/// diagnostics text.
struct PreviewCompiler: Sendable {
    /// The file.
    var path: String
    /// Variants and devices from the command line; empty: the configuration's, else all four.
    var traits: [TraitVariant]
    var devices: [String]

    /// The outcome of one compile.
    struct Outcome {
        /// One SVG per variant, nil when nothing could be drawn (front-end errors, unreadable).
        var pictures: [(traits: String, svg: String)]?
        var diagnosticsText: String
        var errors: Int
        var warnings: Int
    }

    /// Reads and compiles the file now, its configuration read afresh (an edit of a
    /// `.vflc.json` shows at the next compile), as `check` and `render` compile it
    /// (`ConfiguredCompilation`).
    func compile() -> Outcome {
        let configuration: EffectiveConfiguration?
        var configurationText = ""
        switch ConfiguredCompilation.configuration(forFile: path, use: true) {
        case .success(let c):
            configuration = c.configuration
            configurationText = TextDiagnosticRenderer().render(c.warnings, sources: c.sources)
        case .failure(let e):
            return Outcome(pictures: nil, diagnosticsText: TextDiagnosticRenderer().render(e.diagnostic, source: e.source),
                           errors: 1, warnings: 0)
        }
        let options = TargetOptions(traits: traits, devices: devices)
        let targets: [LayoutTarget]
        do {
            targets = try ConfiguredCompilation.targets(options, configuration: configuration)
        } catch {
            return Outcome(pictures: nil, diagnosticsText: "error: \((error as? UsageError)?.message ?? "\(error)")\n", errors: 1, warnings: 0)
        }
        switch SourceLoader.load(path) {
        case .failure(let e):
            return Outcome(pictures: nil, diagnosticsText: "error: \(e.message)\n", errors: 1, warnings: 0)
        case .invalidText(let d, let file):
            return Outcome(pictures: nil, diagnosticsText: TextDiagnosticRenderer().render(d, source: file), errors: 1, warnings: 0)
        case .source(let source):
            let compiled = ConfiguredCompilation.compile(source, targets: targets, options: options, configuration: configuration)
            let text = configurationText + TextDiagnosticRenderer().render(compiled.diagnostics, sources: [source.path: source])
            let errors = compiled.diagnostics.filter { $0.severity == .error }.count
            let warnings = compiled.diagnostics.filter { $0.severity == .warning }.count
            guard !compiled.solutions.isEmpty else {
                return Outcome(pictures: nil, diagnosticsText: text, errors: errors, warnings: warnings)
            }
            let document = RenderModelBuilder.document(compiled)
            let pictures = document.variants.map { v -> (traits: String, svg: String) in
                let one = RenderDocument(file: document.file, variants: [v], source: document.source)
                // A unit of an Interface Builder document is named first (`LoginViewController · wC hR`).
                return ((v.unit.map { "\($0) · " } ?? "") + v.traits + (v.deviceName.map { " · \($0)" } ?? ""),
                        Self.inline(SVGWriter.write(one)))
            }
            return Outcome(pictures: pictures, diagnosticsText: text, errors: errors, warnings: warnings)
        }
    }

    /// The SVG without its XML declaration, to be placed inline in the HTML page.
    static func inline(_ svg: String) -> String {
        guard svg.hasPrefix("<?xml"), let end = svg.range(of: "?>") else { return svg }
        return String(svg[end.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
