import Foundation
import LayoutSource
import LayoutBackends
import LayoutLowering

/// `vflc check`: every file checked in every requested variant, concurrently, output in file order.
enum CheckCommand {
    /// One file's outcome.
    private enum Outcome {
        case compiled(CompiledFile)
        case invalid(Diagnostic, SourceFile)
        case failed(InputError)
    }

    static func run(_ request: CheckRequest, io: ToolIO) -> Int32 {
        let targets: [LayoutTarget]
        do {
            targets = try TargetResolver.resolve(traits: request.traits, devices: [], size: nil)
        } catch let e as UsageError {
            io.stderr("vflc: error: \(e.message)\n")
            return ExitStatus.usageOrIO
        } catch { return ExitStatus.usageOrIO }

        // Standard input can be read once only: read it before going concurrent.
        let stdinBytes: [UInt8]? = request.paths.contains("-") ? io.stdin() : nil
        let outcomes = parallelMap(request.paths.count) { i -> Outcome in
            switch SourceLoader.load(request.paths[i], stdin: { stdinBytes ?? [] }) {
            case .source(let file):
                let choice: ContentSizeChoice = request.contentSizes.isEmpty ? .rule : .categories(request.contentSizes)
                return .compiled(Pipeline.compile(file, targets: targets, contentSizes: choice))
            case .invalidText(let d, let file): return .invalid(d, file)
            case .failure(let e): return .failed(e)
            }
        }

        var diagnostics: [Diagnostic] = []
        var sources: [String: SourceFile] = [:]
        var ioFailed = false
        var categoryLines: [String] = []
        for outcome in outcomes.compactMap({ $0 }) {
            switch outcome {
            case .compiled(let c):
                diagnostics += c.diagnostics
                sources[c.source.path] = c.source
                if let line = ContentSizeReport.line(for: c) { categoryLines.append(line) }
            case .invalid(let d, let file):
                diagnostics.append(d)
                sources[file.path] = file
            case .failed(let e):
                ioFailed = true
                CommandLineTool.report(e, io: io)
            }
        }
        let format = DiagnosticFormat(rawValue: request.format) ?? .text
        let text = DiagnosticWriter.write(diagnostics, format: format, sources: sources, colored: request.colored)
        io.stdout(text)
        if format == .text {
            for line in categoryLines { io.stdout(line + "\n") }
            let summary = Summary(diagnostics: diagnostics, files: request.paths.count)
            if !diagnostics.isEmpty { io.stderr(summary.line + "\n") }
        }
        if ioFailed { return ExitStatus.usageOrIO }
        if diagnostics.contains(where: { $0.severity == .error }) { return ExitStatus.layoutErrors }
        if request.strict && diagnostics.contains(where: { $0.severity == .warning }) { return ExitStatus.layoutErrors }
        return ExitStatus.success
    }
}

/// "2 errors and 1 warning in 3 files".
struct Summary {
    var diagnostics: [Diagnostic]
    var files: Int

    var line: String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "\(plural(errors, "error")) and \(plural(warnings, "warning")) in \(plural(files, "file"))"
    }
}
