import Foundation
import LayoutSource
import LayoutBackends
import LayoutLowering

/// `vflc check`: folders expanded to their `.layout` files, each file's configuration found,
/// every file checked in its variants concurrently, suppressions and configured severities
/// applied, output in file order.
enum CheckCommand {
    /// One file's outcome.
    private enum Outcome {
        case compiled(CompiledFile)
        case invalid(Diagnostic, SourceFile)
        case failed(InputError)
        case unconfigured
    }

    static func run(_ request: CheckRequest, io: ToolIO) -> Int32 {
        let options = TargetOptions(traits: request.traits, devices: request.devices, directions: request.directions,
                                    contentSizes: request.contentSizes)
        // The command line's targets are checked once, before any file (an unknown device is a usage error).
        if !options.traits.isEmpty || !options.devices.isEmpty {
            do {
                _ = try ConfiguredCompilation.targets(options, configuration: nil)
            } catch let e as UsageError {
                io.stderr("vflc: error: \(e.message)\n")
                return ExitStatus.usageOrIO
            } catch { return ExitStatus.usageOrIO }
        }

        let plan = WorkspacePlan.make(paths: request.paths, useConfiguration: !request.noConfig)
        var ioFailed = !plan.errors.isEmpty || !plan.emptyFolders.isEmpty
        for e in plan.errors { CommandLineTool.report(e, io: io) }
        for folder in plan.emptyFolders { io.stderr("vflc: error: \(WorkspacePlan.emptyMessage(folder))\n") }

        // Each file's targets and categories: the command line's, else its configuration's,
        // else the defaults (`ConfiguredCompilation`, as `render` and `preview` compile).
        // A configuration's devices and traits were validated when it was read.
        let targets: [[LayoutTarget]] = plan.files.map { file in
            (try? ConfiguredCompilation.targets(options, configuration: file.configuration))
                ?? TargetResolver.inDirections(TargetResolver.defaultTargets, request.directions)
        }

        // Standard input can be read once only: read it before going concurrent.
        let stdinBytes: [UInt8]? = plan.files.contains { $0.path == "-" } ? io.stdin() : nil
        let outcomes = parallelMap(plan.files.count) { [files = plan.files] i -> Outcome in
            let file = files[i]
            guard file.configurationError == nil else { return .unconfigured }
            switch SourceLoader.load(file.path, stdin: { stdinBytes ?? [] }) {
            case .source(let source):
                return .compiled(ConfiguredCompilation.compile(source, targets: targets[i], options: options,
                                                               configuration: file.configuration))
            case .invalidText(let d, let source): return .invalid(d, source)
            case .failure(let e): return .failed(e)
            }
        }

        var diagnostics: [Diagnostic] = plan.configurationDiagnostics
        var sources: [String: SourceFile] = plan.configurationSources
        var strictFailed = false
        var categoryLines: [String] = []
        if plan.configurationDiagnostics.contains(where: { $0.severity == .error }) { ioFailed = true }
        if request.strict && plan.configurationDiagnostics.contains(where: { $0.severity == .warning }) { strictFailed = true }
        for (i, outcome) in outcomes.enumerated() {
            let strict = request.strict || plan.files[i].configuration?.strict?.value == true
            switch outcome {
            case .compiled(let c):
                // One file's list is taken whole (appending copies every diagnostic).
                if diagnostics.isEmpty { diagnostics = c.diagnostics } else { diagnostics += c.diagnostics }
                sources[c.source.path] = c.source
                if strict && c.hasWarnings { strictFailed = true }
                if let line = ContentSizeReport.line(for: c) { categoryLines.append(line) }
            case .invalid(let d, let file):
                diagnostics.append(d)
                sources[file.path] = file
            case .failed(let e):
                ioFailed = true
                CommandLineTool.report(e, io: io)
            case .unconfigured:
                ioFailed = true
            }
        }
        let text: String
        if request.format == "xcode" {
            text = XcodeIssueWriter.write(diagnostics, absolute: { plan.resolver.absolute($0) })
        } else {
            let format = DiagnosticFormat(rawValue: request.format) ?? .text
            text = DiagnosticWriter.write(diagnostics, format: format, sources: sources, colored: request.colored)
        }
        io.stdout(text)
        if request.format == "text" {
            for line in categoryLines { io.stdout(line + "\n") }
            let summary = Summary(diagnostics: diagnostics, files: plan.files.count)
            if !diagnostics.isEmpty { io.stderr(summary.line + "\n") }
        }
        if ioFailed { return ExitStatus.usageOrIO }
        if diagnostics.contains(where: { $0.severity == .error }) { return ExitStatus.layoutErrors }
        if strictFailed { return ExitStatus.layoutErrors }
        return ExitStatus.success
    }
}

/// "2 errors and 1 warning in 3 files".
struct Summary {
    var diagnostics: [Diagnostic]
    var files: Int

    var line: String {
        // Counted in place: `filter` would copy every diagnostic it keeps.
        var errors = 0, warnings = 0
        for i in diagnostics.indices {
            switch diagnostics[i].severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: break
            }
        }
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "\(plural(errors, "error")) and \(plural(warnings, "warning")) in \(plural(files, "file"))"
    }
}
