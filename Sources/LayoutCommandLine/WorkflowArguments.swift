import LayoutPipeline
import LayoutSource

/// `vflc config --effective FILE [--format text|json]`.
public struct ConfigRequest: Equatable, Sendable {
    /// The file (or folder) whose configuration is printed.
    public var path = ""
    /// `text` or `json`.
    public var format = "text"
}

/// Parsing of the workflow commands (`config`, `preview`, `completions`, `man`) and of
/// `--help` after any command; kept apart from `ArgumentParser` so that file stays small.
enum WorkflowArguments {
    /// Whether `--help` or `-h` appears before `--`.
    static func asksForHelp(_ items: [String]) -> Bool {
        for item in items {
            if item == "--" { return false }
            if item == "--help" || item == "-h" { return true }
        }
        return false
    }

    static func parse(_ command: String, _ items: inout [String]) throws -> Invocation {
        var positional: [String] = []
        var flags: [(String, String?)] = []
        var index = 0
        var ended = false
        let takesValue: Set<String> = ["--effective", "--format", "--port", "--trait", "--device"]
        while index < items.count {
            let arg = items[index]
            index += 1
            if !ended && arg == "--" { ended = true; continue }
            guard !ended, arg.hasPrefix("-"), arg != "-" else { positional.append(arg); continue }
            var flag = arg, value: String?
            if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
                flag = String(arg[..<eq]); value = String(arg[arg.index(after: eq)...])
            } else if takesValue.contains(arg) {
                guard index < items.count else { throw UsageError("\(arg) needs a value") }
                value = items[index]
                index += 1
            }
            flags.append((flag, value))
        }
        let known = CommandHelp.named(command == "man" ? "man" : command)?.options.map(\.flag) ?? []
        for (flag, _) in flags where !known.contains(flag) {
            let hint = NameSuggestion.suffix(NameSuggestion.closest(to: flag, in: known))
            throw UsageError("unknown option '\(flag)' for '\(command)'\(hint)")
        }
        func value(_ flag: String, _ v: String?) throws -> String {
            guard let v else { throw UsageError("\(flag) needs a value") }
            return v
        }
        switch command {
        case "config":
            var r = ConfigRequest()
            for (flag, v) in flags {
                switch flag {
                case "--effective": r.path = try value(flag, v)
                default:
                    let f = try value(flag, v)
                    guard ["text", "json"].contains(f) else { throw UsageError("--format must be one of text, json; got '\(f)'") }
                    r.format = f
                }
            }
            guard !r.path.isEmpty else { throw UsageError("'config' needs --effective FILE") }
            if let extra = positional.first { throw UsageError("'config --effective' takes one FILE (got also '\(extra)')") }
            return .config(r)
        case "preview":
            var r = PreviewOptions()
            for (flag, v) in flags {
                let text = try value(flag, v)
                switch flag {
                case "--port":
                    guard let p = Int(text), (0...65535).contains(p) else {
                        throw UsageError("malformed --port '\(text)': expected a number from 0 to 65535")
                    }
                    r.port = p
                case "--trait":
                    guard let t = TraitVariant.parse(text) else {
                        throw UsageError("malformed --trait '\(text)': expected WIDTH,HEIGHT with each compact or regular, e.g. compact,regular or wC,hR")
                    }
                    r.traits.append(t)
                default: r.devices.append(text)
                }
            }
            guard positional.count == 1 else {
                throw UsageError(positional.isEmpty ? "'preview' needs a FILE" : "'preview' takes one FILE, got \(positional.count)")
            }
            guard positional[0] != "-" else { throw UsageError("'preview' watches a file; standard input cannot be previewed") }
            r.path = positional[0]
            return .preview(r)
        case "completions":
            guard positional.count == 1, ["bash", "zsh", "fish"].contains(positional[0]) else {
                throw UsageError("'completions' needs one shell: bash, zsh or fish")
            }
            return .completions(positional[0])
        default:
            if let extra = positional.first { throw UsageError("'man' takes no arguments (got '\(extra)')") }
            return .manual
        }
    }
}
