import LayoutBackends
import LayoutDiagnosticWriters
import LayoutLowering
import LayoutPipeline
import LayoutSource
import LayoutWorkspace

/// `vflc render`: solve each requested variant and write frames, SVG or JSON.
///
/// The file is compiled as `vflc check` compiles it (`ConfiguredCompilation`): its `.vflc.json`
/// supplies the targets, content sizes and diagnostic settings the command line does not
/// give, and its `// vflc-ignore` comments apply; without `--content-size` a file that
/// depends on the category is rendered at `L` and `AX5`, side by side, as `check` checks it.
///
/// Front-end errors (syntax, names…) leave nothing to draw: they are printed and nothing is
/// written (exit 1). Checker errors (unsatisfiable, ambiguous) still render — the wireframe
/// outlines the views involved — and are printed on standard error with exit status 1.
enum RenderCommand {
    static func run(_ request: RenderRequest, io: ToolIO) -> Int32 {
        let options = TargetOptions(traits: request.traits, devices: request.devices, size: request.size,
                                    directions: request.directions, contentSizes: request.contentSizes,
                                    keyboardHeight: request.keyboardHeight)
        let renderer = TextDiagnosticRenderer(colored: request.colored)
        let configuration: EffectiveConfiguration?
        switch ConfiguredCompilation.configuration(forFile: request.path, use: !request.noConfig) {
        case .failure(let e):
            io.stderr(renderer.render(e.diagnostic, source: e.source))
            return ExitStatus.usageOrIO
        case .success(let c):
            configuration = c.configuration
            io.stderr(renderer.render(c.warnings, sources: c.sources))
        }
        let targets: [LayoutTarget]
        do {
            targets = try ConfiguredCompilation.targets(options, configuration: configuration)
        } catch let e as UsageError {
            io.stderr("vflc: error: \(e.message)\n")
            return ExitStatus.usageOrIO
        } catch { return ExitStatus.usageOrIO }

        let compiled: CompiledFile
        switch CommandLineTool.loadSource(request.path, io: io, renderer: renderer) {
        case .failure(let stop): return stop.status
        case .success(let file):
            compiled = ConfiguredCompilation.compile(file, targets: targets, options: options, configuration: configuration)
        }
        io.stderr(renderer.render(compiled.diagnostics, sources: [compiled.source.path: compiled.source]))
        // No solutions and no errors: a document with nothing to lay out (an Interface Builder
        // document without a scene, view or cell), which `check` passes; its render is empty.
        guard !compiled.solutions.isEmpty || !compiled.hasErrors else { return ExitStatus.layoutErrors }

        let document = RenderModelBuilder.document(compiled)
        let text: String
        switch request.format {
        case "svg": text = SVGWriter.write(document)
        case "json": text = RenderJSONWriter.write(document)
        default: text = FramesWriter.write(document)
        }
        if let path = request.output {
            if let failed = io.write(text, to: path) { return failed }
        } else {
            io.stdout(text)
        }
        return compiled.hasErrors ? ExitStatus.layoutErrors : ExitStatus.success
    }
}
