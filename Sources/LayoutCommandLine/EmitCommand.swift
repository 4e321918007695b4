import Foundation
import LayoutBackends
import LayoutDiagnosticWriters
import LayoutEmission
import LayoutEmissionModel
import LayoutPipeline
import LayoutSource

/// `vflc emit NAME FILE… [-o PATH]`: each file's code from the emitter `NAME` (`Emitters`;
/// `uikit`: docs/codegen.md).
///
/// Every file is compiled for the four variants and checked first. If any file has errors
/// (its own, or a construct the generator cannot express), the diagnostics are printed and
/// nothing at all is written, not even the other files (exit 1). Usage and I/O problems are
/// one line and exit 2, also with nothing written. Warnings are printed and do not stop it.
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
        let noun = emitter.outputNoun
        // Names first: a bad file name or a clash is found before any work.
        var outputNames: [String] = []
        var firstPath: [String: String] = [:]
        for path in request.paths {
            if path == "-" {
                return usage("'emit \(emitter.name)' needs files, not standard input: the \(noun) is named after the file")
            }
            // An Interface Builder document holds several units: `vflc import` writes one
            // `.layout` file each, which `emit` then generates from.
            if !FrontEnds.isLayoutText(path) {
                return usage("'emit \(emitter.name)' generates code from .layout files; '\(path)' is an Interface Builder "
                             + "document: 'vflc import \(path) -o DIR' writes one .layout file per scene, view and cell")
            }
            let name: String
            switch emitter.outputName(forInput: path) {
            case .success(let n): name = n
            case .failure(let e): return usage(e.message)
            }
            if let other = firstPath[name] {
                return usage("'\(other)' and '\(path)' would both generate \(noun) \(name); rename one of them")
            }
            firstPath[name] = path
            outputNames.append(name)
        }
        // Where the output goes, checked before compiling so nothing is half done.
        var directory: String?
        if let output = request.output {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory)
            if exists && isDirectory.boolValue {
                guard FileManager.default.isWritableFile(atPath: output) else {
                    return usage("cannot write into \(output): permission denied")
                }
                directory = output
            } else if request.paths.count > 1 {
                return usage(exists ? "-o \(output) must be a directory when emitting several files"
                                    : "directory \(output) does not exist (several files are written into a directory)")
            }
        } else if request.paths.count > 1 {
            let placeholder = "<" + noun.prefix(1).uppercased() + noun.dropFirst() + "Name>"
            return usage("emitting several files needs -o DIRECTORY (one \(emitter.fileName(forOutput: placeholder)) each)")
        }

        let targets = TargetResolver.defaultTargets
        let paths = request.paths, relativeTo = request.relativeTo
        let results = parallelMap(paths.count) { [outputNames] i -> Outcome in
            switch SourceLoader.load(paths[i]) {
            case .failure(let e): return .failed(e)
            case .invalidText(let d, let file): return .invalid(d, file)
            case .source(let file):
                let compiled = Pipeline.compile(file, targets: targets)
                if compiled.hasErrors { return .diagnosed(compiled.diagnostics, file, nil) }
                let display = relativeTo.map { EmitCommand.path(paths[i], relativeTo: $0) }
                switch EmissionModelBuilder.model(compiled, for: emitter, displayPath: display) {
                case .failure(let errors):
                    return .diagnosed(Pipeline.sorted(compiled.diagnostics + errors.diagnostics), file, nil)
                case .success(let model):
                    return .diagnosed(Pipeline.sorted(compiled.diagnostics), file,
                                      Generated(outputName: outputNames[i], text: emitter.write(model, outputName: outputNames[i])))
                }
            }
        }

        var generated: [Generated] = []
        var hasErrors = false
        var ioError = false
        let renderer = TextDiagnosticRenderer(colored: request.colored)
        for outcome in results {
            switch outcome {
            case .failed(let e):
                CommandLineTool.report(e, io: io)
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
            do {
                try AtomicFile.write(g.text, to: path)
            } catch let e as AtomicFileError {
                return usage(e.description)
            } catch {
                return usage("cannot write \(path): \(error)")
            }
        }
        return ExitStatus.success
    }

    private enum Outcome {
        case failed(InputError)
        case invalid(Diagnostic, SourceFile)
        case diagnosed([Diagnostic], SourceFile, Generated?)
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
