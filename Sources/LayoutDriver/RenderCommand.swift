import LayoutSource
import LayoutLowering
import LayoutBackends

/// `vflc render`: solve each requested variant and write frames, SVG or JSON.
///
/// Front-end errors (syntax, names…) leave nothing to draw: they are printed and nothing is
/// written (exit 1). Checker errors (unsatisfiable, ambiguous) still render — the wireframe
/// outlines the views involved — and are printed on standard error with exit status 1.
enum RenderCommand {
    static func run(_ request: RenderRequest, io: ToolIO) -> Int32 {
        let targets: [LayoutTarget]
        do {
            targets = try TargetResolver.resolve(traits: request.traits, devices: request.devices, size: request.size,
                                             directions: request.directions)
                .map { t in
                    var t = t
                    t.canvas.keyboardHeight = request.keyboardHeight
                    return t
                }
        } catch let e as UsageError {
            io.stderr("vflc: error: \(e.message)\n")
            return ExitStatus.usageOrIO
        } catch { return ExitStatus.usageOrIO }

        let compiled: CompiledFile
        switch SourceLoader.load(request.path, stdin: io.stdin) {
        case .failure(let e):
            CommandLineTool.report(e, io: io)
            return ExitStatus.usageOrIO
        case .invalidText(let d, let file):
            io.stderr(TextDiagnosticRenderer(colored: request.colored).render(d, source: file))
            return ExitStatus.layoutErrors
        case .source(let file):
            compiled = Pipeline.compile(file, targets: targets, contentSizes: .categories(request.contentSizes))
        }
        let renderer = TextDiagnosticRenderer(colored: request.colored)
        io.stderr(renderer.render(compiled.diagnostics, sources: [compiled.source.path: compiled.source]))
        guard !compiled.solutions.isEmpty else { return ExitStatus.layoutErrors }

        let document = RenderModelBuilder.document(compiled)
        let text: String
        switch request.format {
        case "svg": text = SVGWriter.write(document)
        case "json": text = RenderJSONWriter.write(document)
        default: text = FramesWriter.write(document)
        }
        if let path = request.output {
            do {
                try AtomicFile.write(text, to: path)
            } catch let e as AtomicFileError {
                io.stderr("vflc: error: \(e.description)\n")
                return ExitStatus.usageOrIO
            } catch {
                io.stderr("vflc: error: cannot write '\(path)': \(error)\n")
                return ExitStatus.usageOrIO
            }
        } else {
            io.stdout(text)
        }
        return compiled.hasErrors ? ExitStatus.layoutErrors : ExitStatus.success
    }
}
