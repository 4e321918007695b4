import Foundation
import LayoutBackends
import LayoutDiagnosticWriters
import LayoutEmission
import LayoutEmissionModel
import LayoutPipeline
import LayoutSource

/// Turns `argv` (without the program name) into an `Invocation`, or a `UsageError`.
///
/// Hand-written on purpose (no package dependencies); flags may come before or after the
/// files, `--flag value` and `--flag=value` are both accepted, `--` ends the flags.
public enum ArgumentParser {
    /// The usage text printed by `vflc --help`.
    public static let usage = """
    usage: vflc check FILE… [--trait W,H]… [--device NAME]… [--devices all] [--content-size LIST|all]… [--direction ltr|rtl]… [--format text|json|github|sarif] [--strict]
           vflc render FILE [--trait W,H]… [--device NAME]… [--size WxH] [--content-size LIST]… [--direction ltr|rtl]… [--keyboard HEIGHT] [--format frames|svg|json] [-o PATH] [--no-config]
           vflc devices
           vflc dump tokens|ast|ir FILE [--trait W,H]… [--direction ltr|rtl]…
           vflc fmt FILE… [--check] [-w]
           vflc emit \(Emitters.names.joined(separator: "|")) FILE… [-o PATH] [--relative-to DIR] [--access public|internal] [--class-prefix P] [--accessibility-identifiers] [--strict] [--no-config]
           vflc explain [FILE…|-] [--layouts DIR] [--format text|json]
           vflc import FILE.storyboard|FILE.xib [-o DIR]
           vflc lsp [--stdio]
           vflc --help | --version

      --trait W,H     a size-class variant: compact,regular or wC,hR (repeatable; default: all four)
      --device NAME   a device from `vflc devices` (repeatable), e.g. "iPhone 15" or "iPad Pro 11\" split 1/3"
      --devices all   (check) every catalogue entry, in each orientation it exists in
      --size WxH      the canvas size in points; either side may be auto (fitting size)
      --content-size LIST  content size categories, e.g. L,AX5 or AX3 (XS S M L XL XXL XXXL AX1…AX5;
                      repeatable; also all). Default (check, render, preview): the .vflc.json's
                      contentSizes, else L and AX5 for a file that uses text styles, scaled() or
                      size conditions, else L
      --direction D   the layout direction, ltr (default) or rtl (repeatable: both side by side)
      --keyboard H    (render) show a docked keyboard H points tall at the bottom; the keyboard guide's top follows it
      -o PATH         write the output to PATH (atomically) instead of standard output
      -               read standard input instead of a file
    """

    /// Parses the arguments.
    public static func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
        do { return .success(try parseThrowing(arguments)) } catch let e as UsageError { return .failure(e) } catch {
            return .failure(UsageError("\(error)"))
        }
    }

    private static func parseThrowing(_ arguments: [String]) throws -> Invocation {
        guard let command = arguments.first else { throw UsageError("missing command; try 'vflc --help'") }
        var rest = Cursor(Array(arguments.dropFirst()))
        switch command {
        case "-h", "--help": return .help(rest.items.first)
        case _ where WorkflowArguments.asksForHelp(rest.items): return .help(command)
        case "help": return .help(rest.items.first)
        case "--version", "version": return .version
        case "devices":
            if let extra = rest.items.first { throw UsageError("'devices' takes no arguments (got '\(extra)')") }
            return .devices
        case "config", "preview", "completions", "man": return try WorkflowArguments.parse(command, &rest.items)
        case "check": return .check(try parseCheck(&rest))
        case "render": return .render(try parseRender(&rest))
        case "dump": return .dump(try parseDump(&rest))
        case "fmt": return .format(try parseFormat(&rest))
        case "emit": return .emit(try parseEmit(&rest))
        case "explain": return .explain(try parseExplain(&rest))
        case "import": return .importDocument(try ImportCommand.parse(rest.items))
        case "lsp": return .languageServer(try parseLanguageServer(&rest))
        default:
            let known = CommandHelp.all.map(\.name)
            let hint = NameSuggestion.suffix(NameSuggestion.closest(to: command, in: known))
            throw UsageError("unknown command '\(command)'\(hint)")
        }
    }

    private static func parseCheck(_ c: inout Cursor) throws -> CheckRequest {
        var r = CheckRequest()
        while let arg = c.next() {
            if let (flag, inline) = c.flag(arg) {
                switch flag {
                case "--trait": r.traits.append(try trait(c.value(flag, inline)))
                case "--direction": r.directions.append(try direction(c.value(flag, inline)))
                case "--format": r.format = try oneOf(c.value(flag, inline), DiagnosticOutputs.names, flag)
                case "--strict": try c.noValue(flag, inline); r.strict = true
                case "--content-size": r.contentSizes += try contentSizes(c.value(flag, inline), allowAll: true)
                case "--device": r.devices.append(try c.value(flag, inline))
                case "--no-config": try c.noValue(flag, inline); r.noConfig = true
                case "--devices":
                    let v = try c.value(flag, inline)
                    guard v.lowercased() == "all" else {
                        throw UsageError("--devices takes 'all' (every catalogue entry in each orientation); use --device NAME for one")
                    }
                    r.devices += DeviceCatalog.allSelections.map(\.displayName)
                default: throw unknownFlag(flag, ["--trait", "--device", "--devices", "--format", "--strict", "--content-size", "--no-config", "--direction"])
                }
            } else {
                r.paths.append(arg)
            }
        }
        if r.paths.isEmpty { throw UsageError("'check' needs at least one FILE (or - for standard input)") }
        return r
    }

    private static func parseRender(_ c: inout Cursor) throws -> RenderRequest {
        var r = RenderRequest()
        var paths: [String] = []
        while let arg = c.next() {
            if let (flag, inline) = c.flag(arg) {
                switch flag {
                case "--trait": r.traits.append(try trait(c.value(flag, inline)))
                case "--device": r.devices.append(try c.value(flag, inline))
                case "--size":
                    let v = try c.value(flag, inline)
                    guard let s = SizeOption.parse(v) else {
                        throw UsageError("malformed --size '\(v)': expected WIDTHxHEIGHT in points (0 < n ≤ 100000), either side may be 'auto', e.g. 343xauto")
                    }
                    r.size = s
                case "--direction": r.directions.append(try direction(c.value(flag, inline)))
                case "--keyboard":
                    let v = try c.value(flag, inline)
                    guard let h = Double(v), h.isFinite, h >= 0, h <= 100_000 else {
                        throw UsageError("malformed --keyboard '\(v)': expected the keyboard's height in points (0 ≤ n ≤ 100000), e.g. 336")
                    }
                    r.keyboardHeight = h
                case "--format": r.format = try oneOf(c.value(flag, inline), ["frames", "svg", "json"], flag)
                case "-o", "--output": r.output = try c.value(flag, inline)
                case "--content-size": r.contentSizes += try contentSizes(c.value(flag, inline), allowAll: true)
                case "--no-config": try c.noValue(flag, inline); r.noConfig = true
                default: throw unknownFlag(flag, ["--trait", "--device", "--size", "--format", "-o", "--content-size", "--direction",
                                                   "--keyboard", "--no-config"])
                }
            } else {
                paths.append(arg)
            }
        }
        guard paths.count == 1 else {
            throw UsageError(paths.isEmpty ? "'render' needs a FILE (or - for standard input)"
                                           : "'render' takes one FILE, got \(paths.count)")
        }
        if r.size != nil && !r.devices.isEmpty {
            throw UsageError("--size and --device both set the canvas; give one of them")
        }
        r.path = paths[0]
        return r
    }

    private static func parseDump(_ c: inout Cursor) throws -> DumpRequest {
        var r = DumpRequest()
        guard let stage = c.next() else { throw UsageError("'dump' needs a stage: tokens, ast or ir") }
        r.stage = try oneOf(stage, ["tokens", "ast", "ir"], "dump")
        var paths: [String] = []
        while let arg = c.next() {
            if let (flag, inline) = c.flag(arg) {
                switch flag {
                case "--trait": r.traits.append(try trait(c.value(flag, inline)))
                case "--direction": r.directions.append(try direction(c.value(flag, inline)))
                default: throw unknownFlag(flag, ["--trait", "--direction"])
                }
            } else {
                paths.append(arg)
            }
        }
        guard paths.count == 1 else { throw UsageError("'dump \(r.stage)' takes one FILE") }
        r.path = paths[0]
        return r
    }

    private static func parseFormat(_ c: inout Cursor) throws -> FormatRequest {
        var r = FormatRequest()
        while let arg = c.next() {
            if let (flag, inline) = c.flag(arg) {
                switch flag {
                case "--check": try c.noValue(flag, inline); r.check = true
                case "-w", "--write": try c.noValue(flag, inline); r.write = true
                default: throw unknownFlag(flag, ["--check", "-w"])
                }
            } else {
                r.paths.append(arg)
            }
        }
        if r.paths.isEmpty { throw UsageError("'fmt' needs at least one FILE (or - for standard input)") }
        if r.check && r.write { throw UsageError("--check and -w cannot be combined") }
        return r
    }

    private static func parseEmit(_ c: inout Cursor) throws -> EmitRequest {
        var r = EmitRequest()
        guard let target = c.next() else {
            throw UsageError("'emit' needs a target: \(Emitters.names.joined(separator: ", "))")
        }
        r.target = try oneOf(target, Emitters.names, "emit")
        while let arg = c.next() {
            if let (flag, inline) = c.flag(arg) {
                switch flag {
                case "-o", "--output": r.output = try c.value(flag, inline)
                case "--relative-to": r.relativeTo = try c.value(flag, inline)
                case "--access":
                    let access = try oneOf(try c.value(flag, inline), EmitOptions.Access.allCases.map(\.rawValue), "--access")
                    r.options.access = EmitOptions.Access(rawValue: access) ?? .public
                case "--class-prefix": r.options.namePrefix = try c.value(flag, inline)
                case "--accessibility-identifiers": r.options.accessibilityIdentifiers = true
                case "--strict": r.strict = true
                case "--no-config": r.noConfig = true
                default:
                    throw unknownFlag(flag, ["-o", "--relative-to", "--access", "--class-prefix", "--accessibility-identifiers",
                                             "--strict", "--no-config"])
                }
            } else {
                r.paths.append(arg)
            }
        }
        if r.paths.isEmpty { throw UsageError("'emit \(r.target)' needs at least one FILE") }
        return r
    }

    /// `explain [FILE…|-] [--layouts DIR] [--format text|json]`; no FILE is standard input.
    private static func parseExplain(_ c: inout Cursor) throws -> ExplainRequest {
        var r = ExplainRequest()
        while let arg = c.next() {
            if let (flag, inline) = c.flag(arg) {
                switch flag {
                case "--layouts": r.layouts = try c.value(flag, inline)
                case "--format": r.format = try oneOf(c.value(flag, inline), ["text", "json"], flag)
                default: throw unknownFlag(flag, ["--layouts", "--format"])
                }
            } else {
                r.paths.append(arg)
            }
        }
        return r
    }

    /// `lsp [--stdio] [--clientProcessId=N]`: the flags language clients append to the command
    /// (vscode-languageclient adds `--stdio` for its stdio transport, `--pipe=NAME`,
    /// `--socket=PORT` or `--node-ipc` for the others, which this server cannot serve).
    private static func parseLanguageServer(_ c: inout Cursor) throws -> LanguageServerRequest {
        var r = LanguageServerRequest()
        while let arg = c.next() {
            guard let (flag, inline) = c.flag(arg) else {
                throw UsageError("'lsp' takes no files (the client opens documents over the protocol); got '\(arg)'")
            }
            switch flag {
            case "--stdio": try c.noValue(flag, inline)
            case "--clientProcessId":
                let v = try c.value(flag, inline)
                guard let pid = Int32(v), pid > 0 else { throw UsageError("--clientProcessId must be a process id; got '\(v)'") }
                r.clientProcessID = pid
            case "--socket", "--port", "--pipe", "--node-ipc":
                throw UsageError("'lsp' serves standard input and output only (--stdio); \(flag) is not supported")
            default: throw unknownFlag(flag, ["--stdio", "--clientProcessId"])
            }
        }
        return r
    }

    private static func trait(_ text: String) throws -> TraitVariant {
        guard let t = TraitVariant.parse(text) else {
            throw UsageError("malformed --trait '\(text)': expected WIDTH,HEIGHT with each compact or regular, e.g. compact,regular or wC,hR")
        }
        return t
    }

    /// `L,AX5`, `AX3` or `all`: content size categories in the order given, duplicates dropped.
    static func contentSizes(_ text: String, allowAll: Bool) throws -> [ContentSizeCategory] {
        if allowAll && text.lowercased() == "all" { return ContentSizeCategory.allCases }
        var out: [ContentSizeCategory] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = String(part).trimmingCharacters(in: .whitespaces)
            guard let c = ContentSizeCategory.parse(name) else {
                let hint = ContentSizeCategory.suggestion(for: name).map { "; did you mean '\($0.shortName)'?" } ?? ""
                throw UsageError("unknown content size category '\(name)' in --content-size\(hint) (expected XS, S, M, L, XL, XXL, XXXL, AX1 … AX5\(allowAll ? " or all" : ""))")
            }
            if !out.contains(c) { out.append(c) }
        }
        return out

    }

    private static func direction(_ text: String) throws -> LayoutDirection {
        guard let d = LayoutDirection.parse(text) else {
            throw UsageError("malformed --direction '\(text)': expected ltr (left to right) or rtl (right to left)")
        }
        return d
    }

    private static func oneOf(_ value: String, _ allowed: [String], _ flag: String) throws -> String {
        guard allowed.contains(value) else {
            throw UsageError("\(flag) must be one of \(allowed.joined(separator: ", ")); got '\(value)'")
        }
        return value
    }

    private static func unknownFlag(_ flag: String, _ known: [String]) -> UsageError {
        let hint = NameSuggestion.suffix(NameSuggestion.closest(to: flag, in: known))
        return UsageError("unknown option '\(flag)'\(hint)")
    }

    /// Iterates over arguments; after `--` everything is a positional argument.
    private struct Cursor {
        var items: [String]
        var index = 0
        var flagsEnded = false
        init(_ items: [String]) { self.items = items }

        mutating func next() -> String? {
            guard index < items.count else { return nil }
            defer { index += 1 }
            if !flagsEnded && items[index] == "--" {
                flagsEnded = true
                index += 1
                return next()
            }
            return items[index]
        }

        /// `(flag, inlineValue)` when `arg` is a flag (`-` alone is standard input, not a flag).
        func flag(_ arg: String) -> (String, String?)? {
            guard !flagsEnded, arg.hasPrefix("-"), arg != "-" else { return nil }
            if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
                return (String(arg[..<eq]), String(arg[arg.index(after: eq)...]))
            }
            return (arg, nil)
        }

        mutating func value(_ flag: String, _ inline: String?) throws -> String {
            if let inline { return inline }
            guard index < items.count else { throw UsageError("\(flag) needs a value") }
            defer { index += 1 }
            return items[index]
        }

        func noValue(_ flag: String, _ inline: String?) throws {
            if inline != nil { throw UsageError("\(flag) takes no value") }
        }
    }
}
