import Foundation
import LayoutSource

/// `vflc fmt FILE… [--check] [-w]`, callable from the command line's argument parser.
public enum FormatCommand {
    /// Formats `paths` (`-` is standard input).
    ///
    /// - Without flags the formatted text goes to `stdout`.
    /// - `check`: nothing is written; each file that would change is named on `stdout`.
    /// - `write`: files that change are rewritten in place (atomically).
    ///
    /// Syntax errors are reported on `stderr` in the usual text form and the file is skipped.
    /// Returns 0 when all is well, 1 when a file has syntax errors or (with `check`) would
    /// change, 2 for usage and I/O errors.
    public static func run(paths: [String], check: Bool, write: Bool,
                           stdout: (String) -> Void, stderr: (String) -> Void,
                           readStandardInput: () -> Data = { FileHandle.standardInput.readDataToEndOfFile() }) -> Int32 {
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
            let bytes: [UInt8]
            if isStdin {
                bytes = Array(readStandardInput())
            } else {
                guard let data = FileManager.default.contents(atPath: path) else {
                    stderr("vflc fmt: cannot read \(path)\n")
                    status = 2
                    continue
                }
                bytes = Array(data)
            }
            let source: SourceFile
            switch SourceFile.decode(path: isStdin ? "<stdin>" : path, bytes: bytes) {
            case .success(let s): source = s
            case .failure(let bad):
                stderr("\(bad.path):\(bad.location): error: the file is not valid UTF-8\n")
                status = max(status, 1)
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
                    stderr("vflc fmt: cannot write \(path): \(error.localizedDescription)\n")
                    status = 2
                }
            } else {
                stdout(formatted)
            }
        }
        return status
    }
}
