import Foundation
import LayoutSource

/// `check --format xcode`: what Xcode's issue navigator reads from a Run Script phase's output.
///
/// Xcode turns each line of the form `PATH:LINE:COLUMN: error: MESSAGE` (or `warning:`,
/// `note:`) into an issue attached to that file and line. It differs from `text` in what
/// Xcode needs and nothing else: absolute paths (a script runs in `$SRCROOT`, but an issue is
/// only attached to a file when Xcode can find it), no quoted source lines or carets (noise in
/// the build log), no colour, and the notes on lines of their own so they become sub-issues.
public enum XcodeIssueWriter {
    /// One line per diagnostic and per located note; `absolute` turns a path into an absolute one.
    public static func write(_ diagnostics: [Diagnostic], absolute: (String) -> String) -> String {
        var out = ""
        for d in diagnostics {
            let path = d.file == "<stdin>" ? d.file : absolute(d.file)
            var message = d.message
            if !d.traits.isEmpty && d.traits.count < TraitVariant.all.count {
                message += " [in \(d.traits.joined(separator: ", "))]"
            }
            out += "\(path):\(d.range.start.line):\(d.range.start.column): \(d.severity.rawValue): \(oneLine(message)) [\(d.id.rawValue)]\n"
            for n in d.notes {
                if let r = n.range {
                    out += "\(path):\(r.start.line):\(r.start.column): note: \(oneLine(n.message))\n"
                } else {
                    out += "\(path):\(d.range.start.line):\(d.range.start.column): note: \(oneLine(n.message))\n"
                }
            }
        }
        return out
    }

    /// A message on one line (Xcode reads one issue per line).
    private static func oneLine(_ s: String) -> String {
        s.replacingOccurrences(of: "\n", with: " ")
    }
}
