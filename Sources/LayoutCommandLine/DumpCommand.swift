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
        switch SourceLoader.load(request.path, stdin: io.stdin) {
        case .failure(let e):
            CommandLineTool.report(e, io: io)
            return ExitStatus.usageOrIO
        case .invalidText(let d, let file):
            io.stderr(TextDiagnosticRenderer().render(d, source: file))
            return ExitStatus.layoutErrors
        case .source(let file):
            source = file
        }
        // The tree of any front end (`.layout` text's tokens are its own).
        let frontEnd = FrontEnds.frontEnd(forPath: source.path)
        switch request.stage {
        case "tokens":
            io.stdout(SyntaxDump.tokens(source))
            return ExitStatus.success
        case "ast":
            // The tree lists its syntax errors inline; the status says whether there were any.
            let result = frontEnd.parse(source)
            io.stdout(SyntaxDump.parsed(result))
            return result.diagnostics.contains { $0.severity == .error } ? ExitStatus.layoutErrors : ExitStatus.success
        default:
            let parsed = frontEnd.parse(source)
            let targets: [LayoutTarget]
            do { targets = try TargetResolver.resolve(traits: request.traits, devices: [], size: nil,
                                                              directions: request.directions) } catch {
                return ExitStatus.usageOrIO
            }
            let lowered = Lowering.lower(parsed.file, source: source, targets: targets)
            for ir in lowered.variants {
                io.stdout("# \(ir.target.label)\n" + IRDump.dump(ir) + "\n")
            }
            let all = parsed.diagnostics + lowered.diagnostics
            io.stderr(TextDiagnosticRenderer().render(all, sources: [source.path: source]))
            return all.contains { $0.severity == .error } ? ExitStatus.layoutErrors : ExitStatus.success
        }
    }
}

/// `vflc devices`.
enum DevicesCommand {
    static func listing() -> String { DeviceCatalog.listing() }
}
