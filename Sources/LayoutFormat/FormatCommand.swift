import Foundation
import LayoutDiagnosticWriters
import LayoutSource

/// One input of `vflc fmt` as the driver read it (`SourceLoader`, the reader `vflc check`
/// uses, so both report a missing or unreadable file alike).
public enum FormatInput: Sendable {
    /// The text.
    case source(SourceFile)
    /// Not valid UTF-8: the `invalid-utf8` diagnostic, in the decoded prefix.
    case invalidText(Diagnostic, SourceFile)
    /// Could not be read: the one-line message (`cannot read 'PATH': REASON`).
    case unreadable(String)
}

/// `vflc fmt FILE… [--check] [-w]`, callable from the command line's argument parser.
public enum FormatCommand {
    /// Formats `paths` (`-` is standard input).
    ///
    /// - Without flags the formatted text goes to `stdout`.
    /// - `check`: nothing is written; each file that would change is named on `stdout`.
    /// - `write`: files that change are rewritten in place (atomically).
    ///
    /// Syntax errors are reported on `stderr` in the usual text form and the file is skipped;
    /// an unreadable input as `vflc: error: MESSAGE`. `load` reads one path (`-`: standard
    /// input). Returns 0 when all is well, 1 when a file has syntax errors or (with `check`)
    /// would change, 2 for usage and I/O errors.
    public static func run(paths: [String], check: Bool, write: Bool,
                           stdout: (String) -> Void, stderr: (String) -> Void,
                           load: (String) -> FormatInput) -> Int32 {
        guard !paths.isEmpty else {
            stderr("usage: vflc fmt FILE… [--check] [-w]\n")
            return 2
        }
        guard !(check && write) else {
            stderr("vflc fmt: --check and -w cannot be combined\n")
            return 2
        }
        var status: Int32 = 0
        let renderer = TextDiagnosticRenderer(colored: false)
        for path in paths {
            let isStdin = path == "-"
            let source: SourceFile
            switch load(path) {
            case .source(let s): source = s
            case .invalidText(let d, let prefix):
                stderr(renderer.render([d], sources: [prefix.path: prefix]))
                status = max(status, 1)
                continue
            case .unreadable(let message):
                stderr("vflc: error: \(message)\n")
                status = 2
                continue
            }
            let result = Formatter.format(source)
            guard let formatted = result.formatted else {
                stderr(renderer.render(result.diagnostics, sources: [source.path: source]))
                status = max(status, 1)
                continue
            }
            if check {
                if result.changed {
                    stdout("\(source.path)\n")
                    status = max(status, 1)
                }
            } else if write && !isStdin {
                guard result.changed else { continue }
                do {
                    try Data(formatted.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                } catch {
                    stderr("vflc: error: cannot write '\(path)': \(error.localizedDescription)\n")
                    status = 2
                }
            } else {
                stdout(formatted)
            }
        }
        return status
    }
}
