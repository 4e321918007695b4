import LayoutDiagnosticWriters
import LayoutEmission
import LayoutEmissionModel

/// The help of every command, written once: `vflc help COMMAND`, `vflc COMMAND --help`, the
/// shell completion scripts and the man page are all generated from it, so they cannot drift.
public struct CommandHelp: Sendable {
    /// One option.
    public struct Option: Sendable {
        /// `--trait` (or `-o`).
        public var flag: String
        /// The value's placeholder (`W,H`), nil for a switch.
        public var value: String?
        /// One line.
        public var summary: String
        /// Values a shell may complete (`["text", "json"]`); `files` completes paths.
        public var choices: [String] = []
        /// Whether the value is a path.
        public var takesPath = false
    }

    /// `check`.
    public var name: String
    /// What follows `vflc NAME` in the synopsis.
    public var synopsis: String
    /// One line.
    public var summary: String
    /// Paragraphs.
    public var details: [String]
    /// Options.
    public var options: [Option]
    /// Positional words a shell may complete (`dump`'s stages, `completions`' shells).
    public var words: [String] = []
    /// Whether positional arguments are paths (files or folders).
    public var takesPaths = true

    /// `vflc help check`: synopsis, summary, details, options.
    public var text: String {
        var out = "usage: vflc \(name)\(synopsis.isEmpty ? "" : " " + synopsis)\n\n\(summary)\n"
        for d in details { out += "\n" + wrap(d, indent: 0) }
        if !options.isEmpty {
            out += "\noptions:\n"
            let width = options.map { label($0).count }.max() ?? 0
            for o in options {
                let l = label(o)
                out += "  " + l + String(repeating: " ", count: width - l.count + 2) + o.summary + "\n"
            }
        }
        return out
    }

    func label(_ o: Option) -> String { o.value.map { "\(o.flag) \($0)" } ?? o.flag }

    private func wrap(_ text: String, indent: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.count + word.count + 1 > 88 && !line.isEmpty { lines.append(line); line = "" }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { String(repeating: " ", count: indent) + $0 }.joined(separator: "\n") + "\n"
    }
}

extension CommandHelp {
    private static let traitOption = Option(flag: "--trait", value: "W,H",
                                            summary: "a size-class variant: compact,regular or wC,hR (repeatable; default: all four)")
    private static let deviceOption = Option(flag: "--device", value: "NAME",
                                             summary: "a device from `vflc devices` (repeatable), e.g. \"iPhone 15 landscape\"")
    private static let helpOption = Option(flag: "--help", value: nil, summary: "print this help")
    private static let contentSizeOption = Option(flag: "--content-size", value: "CATEGORIES",
                                                  summary: "content size categories, e.g. L,AX5 or all (repeatable; default: the .vflc.json's, else L, and AX5 where the file depends on it)")

    /// Every command, in the order `vflc --help` lists them.
    public static let all: [CommandHelp] = [
        CommandHelp(
            name: "check", synopsis: "PATH… [--trait W,H]… [--device NAME]… [--content-size C,…]… "
                + "[--format \(DiagnosticOutputs.names.joined(separator: "|"))] [--strict] [--no-config]",
            summary: "Check layout files and folders for errors and warnings.",
            details: [
                "Each PATH is a .layout file, an Interface Builder document (.storyboard, .xib: each scene, top-level view and cell checked on its own canvases, docs/interface-builder.md), - for standard input, or a folder: every *.layout, *.storyboard and *.xib file below it (hidden folders and .build skipped), in byte-wise sorted order, checked concurrently. A folder without such files is an error.",
                "Each file's .vflc.json (found by walking up from its folder) supplies default traits, devices, content sizes, strict and diagnostic settings; --trait and --device replace its targets, --content-size its categories, --strict adds to it. `// vflc-ignore: ID` comments silence a warning on a statement.",
                "Exit status: 0 clean (warnings allowed), 1 layout errors (or warnings with --strict), 2 usage or I/O errors, including a malformed configuration.",
            ],
            options: [traitOption, deviceOption, contentSizeOption,
                      Option(flag: "--format", value: "FORMAT", summary: DiagnosticOutputs.helpSummary,
                             choices: DiagnosticOutputs.names),
                      Option(flag: "--strict", value: nil, summary: "warnings make the exit status 1"),
                      Option(flag: "--no-config", value: nil, summary: "ignore .vflc.json files"),
                      helpOption]),
        CommandHelp(
            name: "render", synopsis: "FILE [--trait W,H]… [--device NAME]… [--content-size C,…]… [--size WxH] [--format frames|svg|json] [-o PATH] [--no-config]",
            summary: "Solve a layout and write its frames, an SVG wireframe or JSON.",
            details: ["Without --trait or --device, the .vflc.json's traits and devices, else all four variants on their default devices; without --content-size, the .vflc.json's categories, else L, and AX5 too (side by side) for a file that uses text styles, scaled() or size conditions — what check checks. The .vflc.json's diagnostic settings and `// vflc-ignore` comments apply as in check. Diagnostics go to standard error; front-end errors write nothing (exit 1)."],
            options: [traitOption, deviceOption, contentSizeOption,
                      Option(flag: "--size", value: "WxH", summary: "the canvas size in points; either side may be auto (fitting size)"),
                      Option(flag: "--format", value: "FORMAT", summary: "frames (default), svg or json", choices: ["frames", "svg", "json"]),
                      Option(flag: "-o", value: "PATH", summary: "write the output to PATH (atomically) instead of standard output", takesPath: true),
                      Option(flag: "--no-config", value: nil, summary: "ignore .vflc.json files"),
                      helpOption]),
        CommandHelp(name: "devices", synopsis: "", summary: "List the devices --device accepts, with their sizes and safe areas.",
                    details: [], options: [helpOption], takesPaths: false),
        CommandHelp(name: "dump", synopsis: "tokens|ast|ir FILE [--trait W,H]…",
                    summary: "Print a compiler stage's view of a file (for debugging the compiler).",
                    details: [], options: [traitOption, helpOption], words: ["tokens", "ast", "ir"]),
        CommandHelp(
            name: "fmt", synopsis: "PATH… [--check] [-w]", summary: "Format layout files in the canonical style.",
            details: ["Each PATH is a file, - or a folder (walked as by check, honouring the exclude patterns of .vflc.json). Without flags the formatted text is printed."],
            options: [Option(flag: "--check", value: nil, summary: "print the files that would change; exit 1 if any"),
                      Option(flag: "-w", value: nil, summary: "rewrite the files in place (atomically)"),
                      helpOption]),
        CommandHelp(
            name: "emit", synopsis: Emitters.names.joined(separator: "|")
                + " FILE… [-o PATH] [--relative-to DIR] [--access public|internal] [--class-prefix P] [--accessibility-identifiers] [--strict] [--no-config]",
            summary: "Generate \(Emitters.all.map(\.summary).joined(separator: " or ")) of checked layout files (docs/codegen.md).",
            details: [
                "Each file is checked as check checks it — its .vflc.json's targets, severities and suppressions, `// vflc-ignore` comments, strict — and generated only when that passes: with errors (or warnings under strict) nothing at all is written and the exit status is 1.",
                "Constraint identifiers name the file relative to the working directory (or to --relative-to DIR), so the code is the same on every machine.",
            ],
            options: [Option(flag: "-o", value: "PATH", summary: "write the output to PATH (atomically) instead of standard output; a directory for several files", takesPath: true),
                      Option(flag: "--relative-to", value: "DIR", summary: "name each file relative to DIR in the code (a build plugin's package directory)", takesPath: true),
                      Option(flag: "--access", value: "LEVEL", summary: "public (default) or internal: the access of the generated class and its members",
                             choices: EmitOptions.Access.allCases.map(\.rawValue)),
                      Option(flag: "--class-prefix", value: "PREFIX", summary: "put PREFIX before each class name (DS makes DSOrderScreenLayout)"),
                      Option(flag: "--accessibility-identifiers", value: nil, summary: "set each view's accessibilityIdentifier to its name, for UI tests"),
                      Option(flag: "--strict", value: nil, summary: "warnings stop generation (exit 1), as with check --strict"),
                      Option(flag: "--no-config", value: nil, summary: "ignore .vflc.json files"),
                      helpOption],
            words: Emitters.names),
        CommandHelp(
            name: "explain", synopsis: "[FILE…|-] [--layouts DIR] [--format text|json]",
            summary: "Explain UIKit's \"Unable to simultaneously satisfy constraints\" reports in console output (docs/explain.md).",
            details: [
                "Reads console text as pasted from Xcode, log stream, log show or a device log (each FILE, or standard input for - or no FILE) and, for every report, the few constraints that conflict, the constraint UIKit broke, the likely cause and its fix. No .layout file is needed.",
                "A constraint whose identifier is a source position (FILE:LINE:COLUMN, as vflc's generated code names them, or SnapKit's file#line) is shown with its source line and what vflc check reports there, the .layout file compiled with its .vflc.json; --layouts DIR is where those files are found (the package the build plugin ran in, or a folder above them).",
                "Exit status: 0 no report found (said on standard error), 1 reports found, 2 usage or I/O errors (nothing is written then).",
            ],
            options: [Option(flag: "--layouts", value: "DIR", summary: "find the files that constraint identifiers name under DIR", takesPath: true),
                      Option(flag: "--format", value: "FORMAT", summary: "text (default) or json (docs/schema/explain.schema.json)",
                             choices: ["text", "json"]),
                      helpOption]),
        CommandHelp(
            name: "import", synopsis: "FILE.storyboard|FILE.xib [-o DIR]",
            summary: "Write a .layout file for each scene, top-level view and cell of an Interface Builder document.",
            details: ["Each file is named after its unit (LoginViewController.layout), canonical (fmt --check accepts it), and starts with comments naming the document, the unit and the canvases it is checked on (`// vflc-canvas:` lines), so that check and render of the file give what they give for the unit in the document (docs/interface-builder.md). The paths written are printed; the document's warnings go to standard error. A document that cannot be read writes nothing (exit 1)."],
            options: [Option(flag: "-o", value: "DIR", summary: "the folder to write into (created if missing; default: the current folder)", takesPath: true),
                      helpOption]),
        CommandHelp(
            name: "config", synopsis: "--effective FILE [--format text|json]",
            summary: "Print the configuration that applies to a file, and which .vflc.json each value comes from.",
            details: ["The .vflc.json files from the file's folder up to the first with \"root\": true are combined key by key, the nearest winning; docs/configuration.md has the schema."],
            options: [Option(flag: "--effective", value: "FILE", summary: "the file (or folder) to describe", takesPath: true),
                      Option(flag: "--format", value: "FORMAT", summary: "text (default) or json", choices: ["text", "json"]),
                      helpOption]),
        CommandHelp(
            name: "preview", synopsis: "FILE [--port N] [--trait W,H]… [--device NAME]…",
            summary: "Serve a live preview of a layout on http://127.0.0.1:PORT/.",
            details: ["The page shows the SVG wireframes of the chosen variants side by side with the file's diagnostics and updates within a second of each save of the file or of a .vflc.json that applies to it (compiled as check and render compile it: its traits, devices, content sizes and diagnostic settings). A file that stops compiling keeps its last good picture, with the errors over it. Only the loopback address is used. Ctrl-C stops the server."],
            options: [Option(flag: "--port", value: "N", summary: "the port (default 7420; 0 picks a free one)"),
                      traitOption, deviceOption, helpOption]),
        CommandHelp(name: "lsp", synopsis: "[--stdio]", summary: "Run the language server on standard input and output (docs/editors.md).",
                    details: ["--stdio (what vscode-languageclient appends) is accepted; --socket, --pipe and --node-ipc are refused: the server serves standard input and output only."],
                    options: [Option(flag: "--stdio", value: nil, summary: "serve standard input and output (the default)"), helpOption],
                    takesPaths: false),
        CommandHelp(name: "help", synopsis: "[COMMAND]", summary: "Print the help of a command, or the list of commands.",
                    details: [], options: [], takesPaths: false),
        CommandHelp(name: "completions", synopsis: "bash|zsh|fish",
                    summary: "Print a shell completion script (see docs/shell.md for where to put it).",
                    details: [], options: [], words: ["bash", "zsh", "fish"], takesPaths: false),
        CommandHelp(name: "man", synopsis: "", summary: "Print the manual page (roff); `vflc man | man -l -` reads it.",
                    details: [], options: [], takesPaths: false),
    ]

    /// The help of `name`, if it is a command.
    public static func named(_ name: String) -> CommandHelp? { all.first { $0.name == name } }

    /// `vflc --help`: every command's synopsis and summary.
    public static var overview: String {
        var out = "usage: vflc COMMAND [ARGS…]   (vflc help COMMAND for a command's options)\n\ncommands:\n"
        let width = all.map(\.name.count).max() ?? 0
        for c in all {
            out += "  " + c.name + String(repeating: " ", count: width - c.name.count + 2) + c.summary + "\n"
        }
        out += "\n  vflc --version   print the version\n"
        return out
    }
}
