import Foundation
import LayoutExplain
import LayoutPipeline

/// `vflc explain [FILE…|-] [--layouts DIR] [--format text|json]`.
public struct ExplainRequest: Equatable, Sendable {
    /// Console logs; empty means standard input, as does `-`.
    public var paths: [String] = []
    /// `--layouts DIR`: where the `.layout` files that constraint identifiers name are found.
    public var layouts: String?
    /// `text` or `json`.
    public var format = "text"
    /// Whether to colour text output (decided by the CLI from the terminal and `NO_COLOR`).
    public var colored = false
}

/// `vflc explain`: every "Unable to simultaneously satisfy constraints" report in console
/// output, explained (`LayoutExplain`, docs/explain.md).
///
/// Every input is read before anything is written, so an unreadable file (exit 2) leaves the
/// output empty. Exit 0 when no input has a report (said on standard error), 1 when reports
/// were found — they are problems in the app, as layout errors are in `check`.
enum ExplainCommand {
    static func run(_ request: ExplainRequest, io: ToolIO) -> Int32 {
        func usage(_ message: String) -> Int32 {
            io.stderr("vflc: error: \(message)\n")
            return ExitStatus.usageOrIO
        }
        if let dir = request.layouts {
            var isDirectory: ObjCBool = false
            guard !dir.isEmpty, FileManager.default.fileExists(atPath: dir, isDirectory: &isDirectory) else {
                return usage("--layouts \(dir): no such folder")
            }
            guard isDirectory.boolValue else { return usage("--layouts \(dir): not a folder (give the folder the sources are under)") }
        }
        let paths = request.paths.isEmpty ? ["-"] : request.paths
        guard paths.filter({ $0 == "-" }).count <= 1 else { return usage("standard input (-) can be read once only") }

        var inputs: [(name: String, bytes: [UInt8])] = []
        var failed = false
        for path in paths {
            switch read(path, io: io) {
            case .success(let bytes): inputs.append((path == "-" ? "<stdin>" : path, bytes))
            case .failure(let e):
                CommandLineTool.report(e, io: io)
                failed = true
            }
        }
        if failed { return ExitStatus.usageOrIO }

        let sources = LayoutSources(directory: request.layouts)
        let results = inputs.map { Explainer.explain(bytes: $0.bytes, file: $0.name, layouts: sources) }
        let count = results.reduce(0) { $0 + $1.reports.count }
        if request.format == "json" {
            io.stdout(ExplainJSONWriter.write(results))
        } else {
            io.stdout(ExplainTextWriter.write(results, colored: request.colored))
        }
        guard count > 0 else {
            let names = inputs.map(\.name)
            io.stderr("vflc: no \"Unable to simultaneously satisfy constraints\" report found in "
                + (names.count == 1 ? names[0] : "\(names.count) inputs") + "\n")
            return ExitStatus.success
        }
        if request.format == "text" { io.stderr(summary(results) + "\n") }
        return ExitStatus.layoutErrors
    }

    /// "3 reports in 2 inputs (2 with a minimal conflict)".
    static func summary(_ results: [ExplainResult]) -> String {
        let reports = results.flatMap(\.reports)
        let conflicts = reports.filter { !$0.minimal.isEmpty }.count
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "\(plural(reports.count, "report")) in \(plural(results.count, "input")) (\(conflicts) with a minimal conflict)"
    }

    /// The bytes of `path` (`-`: standard input), with the messages `check` gives for a file it
    /// cannot read. Console text need not be UTF-8: the reader takes any bytes.
    static func read(_ path: String, io: ToolIO) -> Result<[UInt8], InputError> {
        if path == "-" { return .success(io.stdin()) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(InputError(path: path, reason: "no such file"))
        }
        if isDirectory.boolValue { return .failure(InputError(path: path, reason: "it is a directory")) }
        guard FileManager.default.isReadableFile(atPath: path), let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(InputError(path: path, reason: "permission denied"))
        }
        defer { try? handle.close() }
        do {
            let data = try handle.readToEnd() ?? Data()
            if data.count > SourceLoader.maximumSize {
                return .failure(InputError(path: path, reason: "larger than \(SourceLoader.maximumSize / 1024 / 1024) MB"))
            }
            return .success([UInt8](data))
        } catch {
            return .failure(InputError(path: path, reason: "read failed (\(error.localizedDescription))"))
        }
    }
}
