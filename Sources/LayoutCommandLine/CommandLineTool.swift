import Foundation
import LayoutDiagnosticWriters
import LayoutFormat
import LayoutPipeline
import LayoutSource

/// Where the tool reads and writes; the CLI passes the process's streams, tests pass buffers.
/// Used on the thread that runs the command (concurrent work returns its results to it).
public struct ToolIO {
    /// Writes to standard output.
    public var stdout: (String) -> Void
    /// Writes to standard error.
    public var stderr: (String) -> Void
    /// Reads all of standard input.
    public var stdin: () -> [UInt8]
    /// Whether diagnostics may use colour (a terminal, and `NO_COLOR` unset).
    public var colored: Bool

    /// Creates an IO set.
    public init(stdout: @escaping (String) -> Void, stderr: @escaping (String) -> Void,
                stdin: @escaping () -> [UInt8], colored: Bool) {
        self.stdout = stdout; self.stderr = stderr; self.stdin = stdin; self.colored = colored
    }

    /// The process's own streams; colour only when both outputs are a terminal, `NO_COLOR` is
    /// unset and the terminal is not `dumb` (what the executables `vflc` and `vflc-build` use).
    public static func process() -> ToolIO {
        let environment = ProcessInfo.processInfo.environment
        let colored = isatty(STDERR_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil
            && environment["TERM"] != "dumb"
        return ToolIO(
            stdout: { FileHandle.standardOutput.write($0.data(using: .utf8)!) },
            stderr: { FileHandle.standardError.write($0.data(using: .utf8)!) },
            stdin: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) },
            colored: colored)
    }
}

/// Exit statuses (spec §11).
public enum ExitStatus {
    /// No errors (warnings allowed unless `--strict`).
    public static let success: Int32 = 0
    /// Layout errors found.
    public static let layoutErrors: Int32 = 1
    /// Usage or I/O error.
    public static let usageOrIO: Int32 = 2
}

/// `vflc`'s commands, callable in-process.
public enum CommandLineTool {
    /// The version printed by `vflc --version`.
    public static let version = "vflc 0.1.0"

    /// Runs `vflc ARGS…` and returns the exit status.
    ///
    /// `languageServer` runs `vflc lsp` (the executable passes the server, which sits above
    /// the command line and owns the raw streams); without it, `lsp` is a usage error.
    public static func run(_ arguments: [String], io: ToolIO,
                           languageServer: ((LanguageServerRequest) -> Int32)? = nil) -> Int32 {
        switch ArgumentParser.parse(arguments) {
        case .failure(let e):
            io.stderr("vflc: error: \(e.message)\n")
            return ExitStatus.usageOrIO
        case .success(let invocation):
            switch invocation {
            case .help(let name):
                return WorkflowCommands.help(name, io: io)
            case .config(let request):
                return ConfigCommand.run(request, io: io)
            case .preview:
                io.stderr("vflc: error: 'preview' is served by the vflc executable, not in-process\n")
                return ExitStatus.usageOrIO
            case .completions(let shell):
                io.stdout(CompletionScripts.script(for: shell))
                return ExitStatus.success
            case .manual:
                io.stdout(ManualPage.roff())
                return ExitStatus.success
            case .version:
                io.stdout(version + "\n")
                return ExitStatus.success
            case .devices:
                io.stdout(DevicesCommand.listing())
                return ExitStatus.success
            case .check(var request):
                request.colored = io.colored
                return CheckCommand.run(request, io: io)
            case .render(var request):
                request.colored = io.colored
                return RenderCommand.run(request, io: io)
            case .dump(let request):
                return DumpCommand.run(request, io: io)
            case .emit(var request):
                request.colored = io.colored
                return EmitCommand.run(request, io: io)
            case .explain(var request):
                request.colored = io.colored
                return ExplainCommand.run(request, io: io)
            case .importDocument(var request):
                request.colored = io.colored
                return ImportCommand.run(request, io: io)
            case .format(let request):
                let expanded = WorkflowCommands.expandForFormat(request.paths, io: io)
                guard !expanded.paths.isEmpty else { return ExitStatus.usageOrIO }
                let status = FormatCommand.run(paths: expanded.paths, check: request.check, write: request.write,
                                               stdout: io.stdout, stderr: io.stderr) { path in
                    // The reader `check` uses: the same message for a missing or unreadable file.
                    switch SourceLoader.load(path, stdin: io.stdin) {
                    case .source(let s): return .source(s)
                    case .invalidText(let d, let prefix): return .invalidText(d, prefix)
                    case .failure(let e): return .unreadable(e.message)
                    }
                }
                return expanded.failed ? ExitStatus.usageOrIO : status
            case .languageServer(let request):
                guard let languageServer else {
                    io.stderr("vflc: error: the language server is not part of this build of the tool\n")
                    return ExitStatus.usageOrIO
                }
                return languageServer(request)
            }
        }
    }

    /// Prints an I/O error as one line.
    static func report(_ error: InputError, io: ToolIO) {
        io.stderr("vflc: error: \(error.message)\n")
    }

    /// The one file a command reads (`-` is standard input), or the exit status it ends with
    /// when the file cannot be read (2) or is not UTF-8 text (1), the reason already written.
    static func loadSource(_ path: String, io: ToolIO, renderer: TextDiagnosticRenderer) -> Result<SourceFile, ExitStatusError> {
        switch SourceLoader.load(path, stdin: io.stdin) {
        case .failure(let e):
            report(e, io: io)
            return .failure(ExitStatusError(ExitStatus.usageOrIO))
        case .invalidText(let d, let file):
            io.stderr(renderer.render(d, source: file))
            return .failure(ExitStatusError(ExitStatus.layoutErrors))
        case .source(let file):
            return .success(file)
        }
    }
}

/// The exit status of a command that stopped early, its reason already reported.
struct ExitStatusError: Error {
    let status: Int32
    init(_ status: Int32) { self.status = status }
}
