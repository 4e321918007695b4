import LayoutBackends
import LayoutDiagnosticWriters
import LayoutLowering
import LayoutPipeline
import LayoutSource
import LayoutSyntax

/// `vflc dump tokens|ast|ir FILE`: the intermediate stages, for debugging and golden files;
/// `ast` and `ir` of the document's front end (`FrontEnds`).
enum DumpCommand {
    static func run(_ request: DumpRequest, io: ToolIO) -> Int32 {
        let source: SourceFile
        switch CommandLineTool.loadSource(request.path, io: io, renderer: TextDiagnosticRenderer()) {
        case .failure(let stop): return stop.status
        case .success(let file): source = file
        }
        // The tree of any front end (`.layout` text's tokens are its own).
        let frontEnd = FrontEnds.frontEnd(forPath: source.path)
        switch request.stage {
        case "tokens":
            io.stdout(SyntaxDump.tokens(source))
            return ExitStatus.success
        case "ast":
            // The tree lists its syntax errors inline; the status says whether there were any.
            // A document of several units (an Interface Builder document) lists each under its name.
            let document = frontEnd.read(source)
            var failed = document.diagnostics.contains { $0.severity == .error }
            if !document.diagnostics.isEmpty {
                io.stderr(TextDiagnosticRenderer().render(document.diagnostics, sources: [source.path: source]))
            }
            for unit in document.units {
                if let name = unit.name { io.stdout("# \(name)\n") }
                io.stdout(SyntaxDump.parsed(unit.parsed))
                failed = failed || unit.parsed.diagnostics.contains { $0.severity == .error }
            }
            return failed ? ExitStatus.layoutErrors : ExitStatus.success
        default:
            let targets: [LayoutTarget]
            do { targets = try TargetResolver.resolve(traits: request.traits, devices: [], size: nil,
                                                              directions: request.directions) } catch {
                return ExitStatus.usageOrIO
            }
            let document = Pipeline.read(source)
            var all = document.diagnostics
            for unit in document.units {
                // A unit with canvases of its own (an Interface Builder unit's devices) is lowered on them.
                let mine = unit.canvases.isEmpty ? targets
                    : (try? TargetResolver.resolve(traits: request.traits, devices: [], size: nil,
                                                   directions: request.directions, own: unit.canvases)) ?? targets
                let lowered = Lowering.lower(unit.parsed.file, source: source, targets: mine)
                for ir in lowered.variants {
                    io.stdout("# \(unit.name.map { $0 + " \u{00B7} " } ?? "")\(ir.target.label)\n" + IRDump.dump(ir) + "\n")
                }
                all += unit.parsed.diagnostics + lowered.diagnostics
            }
            io.stderr(TextDiagnosticRenderer().render(all, sources: [source.path: source]))
            return all.contains { $0.severity == .error } ? ExitStatus.layoutErrors : ExitStatus.success
        }
    }
}

/// `vflc devices`.
enum DevicesCommand {
    static func listing() -> String { DeviceCatalog.listing() }
}
