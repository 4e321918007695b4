import Foundation

/// Reads (and, when regenerating, rewrites) `docs/diagnostics.md`: one `### \`id\`` section per
/// diagnostic id, with a `**Severity:**` line, the example file in a ```` ```layout ```` block
/// and its `vflc check` output in a ```` ```console ```` block.
struct DiagnosticsDoc {
    /// One `### \`id\`` section.
    struct Section {
        var id: String
        /// The section's lines, heading included.
        var lines: [String]

        /// `error` or `warning`, from the `**Severity:** …` line.
        var severity: String? {
            for line in lines where line.hasPrefix("**Severity:** ") {
                return line.dropFirst("**Severity:** ".count).split(whereSeparator: { $0 == " " || $0 == "." }).first.map(String.init)
            }
            return nil
        }

        /// The body of the first fenced block opened with ```` ```info ````, without the fences.
        func block(_ info: String) -> String? {
            guard let start = lines.firstIndex(of: "```" + info),
                  let end = lines[(start + 1)...].firstIndex(of: "```") else { return nil }
            return lines[(start + 1)..<end].map { $0 + "\n" }.joined()
        }

        /// Where the prose runs: from after the heading to the first example, block or family heading.
        private var proseEnd: Int {
            lines.indices.dropFirst().first { lines[$0].hasPrefix("Example") || lines[$0].hasPrefix("```") || lines[$0].hasPrefix("## ") }
                ?? lines.count
        }

        /// The prose as the catalogue would write it (see `DiagnosticsDoc.prose`).
        var prose: String { lines[1..<proseEnd].joined(separator: "\n") }

        /// Replaces the prose (severity, explanation, how to fix).
        mutating func replaceProse(with text: String) {
            lines.replaceSubrange(1..<proseEnd, with: text.components(separatedBy: "\n"))
        }

        /// Replaces the body of the first ```` ```info ```` block; false when there is none.
        mutating func replaceBlock(_ info: String, with body: String) -> Bool {
            guard let start = lines.firstIndex(of: "```" + info),
                  let end = lines[(start + 1)...].firstIndex(of: "```") else { return false }
            let newLines = body.hasSuffix("\n") ? String(body.dropLast()).components(separatedBy: "\n") : body.components(separatedBy: "\n")
            lines.replaceSubrange((start + 1)..<end, with: newLines)
            return true
        }
    }

    /// Text before the first section.
    var preamble: [String]
    var sections: [Section]

    init(_ text: String) {
        var preamble: [String] = [], sections: [Section] = []
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("### `"), let close = line.dropFirst(5).firstIndex(of: "`") {
                sections.append(Section(id: String(line[line.index(line.startIndex, offsetBy: 5)..<close]), lines: [line]))
            } else if sections.isEmpty {
                preamble.append(line)
            } else {
                sections[sections.count - 1].lines.append(line)
            }
        }
        self.preamble = preamble
        self.sections = sections
    }

    /// The document as text (the inverse of `init` for an unchanged document).
    var text: String { (preamble + sections.flatMap(\.lines)).joined(separator: "\n") }

    /// The section for `id`.
    func section(_ id: String) -> Section? { sections.first { $0.id == id } }

    /// A section's prose from its catalogue entry: severity, explanation, how to fix.
    static func prose(severity: String, explanation: String, fix: String) -> String {
        "\n**Severity:** \(severity)\n\n\(explanation)\n\n**How to fix:** \(fix)\n"
    }

    /// What the ```` ```console ```` block of an example shows: the command, then everything
    /// it prints (diagnostics on standard output, the summary on standard error).
    static func consoleTranscript(path: String, stdout: String, stderr: String) -> String {
        "$ vflc check \(path)\n" + stdout + stderr
    }

    /// An example file's text as the doc quotes it: invalid UTF-8 shows as U+FFFD.
    static func quotedSource(_ path: String) -> String {
        let data = FileManager.default.contents(atPath: path) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
