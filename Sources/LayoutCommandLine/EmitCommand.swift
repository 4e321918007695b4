import Foundation
import LayoutBackends
import LayoutDiagnosticWriters
import LayoutEmission
import LayoutEmissionModel
import LayoutLowering
import LayoutPipeline
import LayoutSource
import LayoutWorkspace

/// `vflc emit NAME FILE… [-o PATH]`: each file's code from the emitter `NAME` (`Emitters`;
/// `uikit`: docs/codegen.md).
///
/// Every file is first checked as `vflc check` checks it: its `.vflc.json` (targets, content
/// sizes, severities, `strict`), its `// vflc-ignore` comments and `--strict`
/// (`ConfiguredCompilation`). If any file has errors (its own, a construct the generator cannot
/// express, or warnings under `strict`), the diagnostics are printed and nothing at all is
/// written, not even the other files (exit 1). Usage and I/O problems are one line and exit 2
/// (a malformed configuration: its diagnostic), also with nothing written. Warnings are printed
/// and do not stop it.
enum EmitCommand {
    /// One file ready to be written.
    private struct Generated {
        var outputName: String
        var text: String
    }

    static func run(_ request: EmitRequest, io: ToolIO) -> Int32 {
        func usage(_ message: String) -> Int32 {
            io.stderr("vflc: error: \(message)\n")
            return ExitStatus.usageOrIO
        }
        // The parser accepts only the table's names.
        guard let emitter = Emitters.named(request.target) else { return usage("unknown emitter '\(request.target)'") }
        let outputNames: [String]
        switch names(request, emitter) {
        case .failure(let e): return usage(e.message)
        case .success(let n): outputNames = n
        }
        let directory: String?
        switch outputDirectory(request, emitter) {
        case .failure(let e): return usage(e.message)
        case .success(let d): directory = d
        }

        // Each file's configuration, read once before the concurrent work, as `check` reads them.
        // Folders are not walked: `emit` takes files (a folder fails to load below).
        let plan = WorkspacePlan.make(paths: request.paths.filter { !isDirectory($0) }, useConfiguration: !request.noConfig)
        let planned = Dictionary(plan.files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        let paths = request.paths
        let files = paths.map { planned[$0] }
        let display = paths.map { displayPath($0, relativeTo: request.relativeTo) }
        let options = request.options
        let results = parallelMap(paths.count) { [outputNames] i -> Outcome in
            let file = files[i]
            guard file?.configurationError == nil else { return .unconfigured }
            switch SourceLoader.load(paths[i]) {
            case .failure(let e): return .failed(e)
            case .invalidText(let d, let source): return .invalid(d, source)
            case .source(let source):
                let strict = request.strict || file?.configuration?.strict?.value == true
                let (diagnostics, model) = compile(source, configuration: file?.configuration, strict: strict,
                                                   emitter: emitter, displayPath: display[i])
                return .diagnosed(diagnostics, source, model.map {
                    Generated(outputName: outputNames[i], text: emitter.write($0, outputName: outputNames[i], options: options))
                })
            }
        }

        var generated: [Generated] = []
        var hasErrors = false
        var ioError = plan.configurationDiagnostics.contains { $0.severity == .error }
        let renderer = TextDiagnosticRenderer(colored: request.colored)
        if !plan.configurationDiagnostics.isEmpty {
            io.stderr(renderer.render(plan.configurationDiagnostics, sources: plan.configurationSources))
            // `check --strict` fails on a configuration's own warnings too.
            if request.strict && plan.configurationDiagnostics.contains(where: { $0.severity == .warning }) { hasErrors = true }
        }
        for outcome in results {
            switch outcome {
            case .failed(let e):
                CommandLineTool.report(e, io: io)
                ioError = true
            case .unconfigured:
                ioError = true
            case .invalid(let d, let file):
                io.stderr(renderer.render(d, source: file))
                hasErrors = true
            case .diagnosed(let diagnostics, let file, let output):
                if !diagnostics.isEmpty { io.stderr(renderer.render(diagnostics, sources: [file.path: file])) }
                if let output { generated.append(output) } else { hasErrors = true }
            }
        }
        if ioError { return ExitStatus.usageOrIO }
        if hasErrors { return ExitStatus.layoutErrors }
        return write(generated, request: request, directory: directory, emitter: emitter, io: io, usage: usage)
    }

    /// What `check` reports for `source` with its configuration, and the model when nothing stops
    /// generation (no error, no warning under `strict`). The model is made from the four size
    /// classes on their default devices; when the configuration checks other targets or
    /// categories, those are compiled too, for its diagnostics, and the generation's own errors
    /// (a variant the configuration does not check can still be broken) are added.
    private static func compile(_ source: SourceFile, configuration: EffectiveConfiguration?, strict: Bool,
                                emitter: any Emitter, displayPath: String) -> ([Diagnostic], EmissionModel?) {
        let options = TargetOptions()
        let defaults = TargetResolver.defaultTargets
        let configured = (try? ConfiguredCompilation.targets(options, configuration: configuration)) ?? defaults
        // The generation's categories are the matrix rule's (all twelve for a file that depends
        // on them); its findings get the configuration's severities and suppressions.
        var generation = Pipeline.compile(source, targets: defaults)
        generation.diagnostics = DiagnosticPolicy.apply(generation.diagnostics, source: source, configuration: configuration)
        var diagnostics = generation.diagnostics
        if configured != defaults || configuration?.contentSizes != nil {
            let checked = ConfiguredCompilation.compile(source, targets: configured, options: options, configuration: configuration)
            var seen = Set(checked.diagnostics.map(DiagnosticKey.init))
            diagnostics = checked.diagnostics
            diagnostics += generation.diagnostics.filter { $0.severity == .error && seen.insert(DiagnosticKey($0)).inserted }
            diagnostics = Pipeline.sorted(diagnostics)
        }
        let stops = diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        guard !stops, !generation.hasErrors else { return (diagnostics, nil) }
        switch EmissionModelBuilder.model(generation, for: emitter, displayPath: displayPath) {
        case .failure(let errors): return (Pipeline.sorted(diagnostics + errors.diagnostics), nil)
        case .success(let model): return (diagnostics, model)
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// What makes two diagnostics of two compilations the same finding.
    private struct DiagnosticKey: Hashable {
        var id: String, file: String, line: Int, column: Int, message: String
        init(_ d: Diagnostic) {
            id = d.id.rawValue; file = d.file; line = d.range.start.line; column = d.range.start.column; message = d.message
        }
    }

    /// Each file's output name, checked before any work: a bad file name, a bad prefix, two files
    /// of one name, standard input.
    private static func names(_ request: EmitRequest, _ emitter: any Emitter) -> Result<[String], EmitterUsageError> {
        var outputNames: [String] = []
        var firstPath: [String: String] = [:]
        let noun = emitter.outputNoun
        for path in request.paths {
            if path == "-" {
                return .failure(EmitterUsageError("'emit \(emitter.name)' needs files, not standard input: the \(noun) is named after the file"))
            }
            // An Interface Builder document holds several units: `vflc import` writes one
            // `.layout` file each, which `emit` then generates from.
            if !FrontEnds.isLayoutText(path) {
                return .failure(EmitterUsageError("'emit \(emitter.name)' generates code from .layout files; '\(path)' is an Interface Builder "
                                                  + "document: 'vflc import \(path) -o DIR' writes one .layout file per scene, view and cell"))
            }
            let name: String
            switch emitter.outputName(forInput: path, options: request.options) {
            case .success(let n): name = n
            case .failure(let e): return .failure(e)
            }
            if let other = firstPath[name] {
                return .failure(EmitterUsageError("'\(other)' and '\(path)' would both generate \(noun) \(name); rename one of them"))
            }
            firstPath[name] = path
            outputNames.append(name)
        }
        return .success(outputNames)
    }

    /// Where the output goes, checked before compiling so nothing is half done: the directory
    /// to write into (`nil`: the file `-o` names, or standard output).
    private static func outputDirectory(_ request: EmitRequest, _ emitter: any Emitter) -> Result<String?, EmitterUsageError> {
        guard let output = request.output else {
            guard request.paths.count > 1 else { return .success(nil) }
            let noun = emitter.outputNoun
            let placeholder = "<" + noun.prefix(1).uppercased() + noun.dropFirst() + "Name>"
            return .failure(EmitterUsageError("emitting several files needs -o DIRECTORY (one \(emitter.fileName(forOutput: placeholder)) each)"))
        }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue {
            guard FileManager.default.isWritableFile(atPath: output) else {
                return .failure(EmitterUsageError("cannot write into \(output): permission denied"))
            }
            return .success(output)
        }
        if request.paths.count > 1 {
            return .failure(EmitterUsageError(exists ? "-o \(output) must be a directory when emitting several files"
                                                     : "directory \(output) does not exist (several files are written into a directory)"))
        }
        return .success(nil)
    }

    /// Writes every output (atomically each), or prints the one to standard output.
    private static func write(_ generated: [Generated], request: EmitRequest, directory: String?, emitter: any Emitter,
                              io: ToolIO, usage: (String) -> Int32) -> Int32 {
        for g in generated {
            let path: String
            if let directory {
                path = (directory as NSString).appendingPathComponent(emitter.fileName(forOutput: g.outputName))
            } else if let output = request.output {
                path = output
            } else {
                io.stdout(g.text)
                continue
            }
            if let failed = io.write(g.text, to: path) { return failed }
        }
        return ExitStatus.success
    }

    private enum Outcome {
        case failed(InputError)
        case invalid(Diagnostic, SourceFile)
        case diagnosed([Diagnostic], SourceFile, Generated?)
        case unconfigured
    }

    /// How generated code names the file at `path`: relative to `directory` when given, else to
    /// the working directory when the file is inside it; `.` and `..` steps resolved, so
    /// `./Samples/a.layout` and `/work/app/Samples/a.layout` (run in `/work/app`) both say
    /// `Samples/a.layout`. An absolute path outside the working directory stays absolute.
    static func displayPath(_ path: String, relativeTo directory: String?) -> String {
        if let directory { return self.path(path, relativeTo: directory) }
        if !path.hasPrefix("/") { return normalised(path) }
        let cwd = normalised(FileManager.default.currentDirectoryPath)
        let file = normalised(path)
        return file.hasPrefix(cwd + "/") ? String(file.dropFirst(cwd.count + 1)) : file
    }

    /// `path` with `.` steps and empty components dropped and `a/..` pairs resolved (a leading
    /// `..` of a relative path kept).
    static func normalised(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else if part == ".." && path.hasPrefix("/") {
                continue
            } else { parts.append(part) }
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// `path` relative to `directory` (both made absolute against the working directory and
    /// standardised); a path outside `directory` keeps `../` steps.
    static func path(_ path: String, relativeTo directory: String) -> String {
        func components(_ p: String) -> [String] {
            let absolute = p.hasPrefix("/") ? p : FileManager.default.currentDirectoryPath + "/" + p
            return URL(fileURLWithPath: absolute).standardizedFileURL.pathComponents.filter { $0 != "/" }
        }
        let file = components(path), base = components(directory)
        var common = 0
        while common < min(file.count, base.count) && file[common] == base[common] { common += 1 }
        let up = Array(repeating: "..", count: base.count - common)
        return (up + file[common...]).joined(separator: "/")
    }
}
