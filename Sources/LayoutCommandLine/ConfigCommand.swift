import LayoutBackends
import LayoutDiagnosticWriters
import LayoutSource
import LayoutWorkspace

/// `vflc config --effective FILE`: what applies to a file and where each value comes from.
enum ConfigCommand {
    static func run(_ request: ConfigRequest, io: ToolIO) -> Int32 {
        let resolver = ConfigurationResolver()
        let effective: EffectiveConfiguration
        switch resolver.configuration(forFile: request.path) {
        case .failure(let e):
            let sources = e.source.map { [$0.path: $0] } ?? [:]
            io.stderr(TextDiagnosticRenderer(colored: io.colored).render([e.diagnostic], sources: sources))
            return ExitStatus.usageOrIO
        case .success(let c): effective = c
        }
        let warnings = effective.files.flatMap(\.warnings)
        if !warnings.isEmpty {
            let sources = Dictionary(effective.files.map { ($0.path, $0.source) }, uniquingKeysWith: { a, _ in a })
            io.stderr(TextDiagnosticRenderer(colored: io.colored).render(warnings, sources: sources))
        }
        let excluded = effective.exclusion(of: resolver.absolute(request.path))
        io.stdout(request.format == "json" ? json(effective, path: request.path, excluded: excluded).serialized(indent: 2) + "\n"
                                           : text(effective, path: request.path, excluded: excluded))
        return ExitStatus.success
    }

    static func text(_ c: EffectiveConfiguration, path: String, excluded: (pattern: String, from: String)?) -> String {
        var out = "configuration of \(path)\n"
        out += "files (farthest first, the nearest wins per key):\n"
        if c.files.isEmpty { out += "  none: built-in defaults\n" }
        for f in c.files { out += "  \(f.path)\(f.root ? " (root)" : "")\n" }
        func from(_ s: String?) -> String { s.map { "  (from \($0))" } ?? "  (default)" }
        let traits = c.traits.map { $0.value.map(\.description).joined(separator: ", ") }
        let defaultTargets = c.devices == nil ? "all four variants" : "none"
        out += "traits: \(traits ?? defaultTargets)\(from(c.traits?.from))\n"
        out += "devices: \(c.devices.map { $0.value.joined(separator: ", ") } ?? "none")\(from(c.devices?.from))\n"
        out += "content sizes: \(c.contentSizes.map { $0.value.map(\.shortName).joined(separator: ", ") } ?? "L, and AX5 where the file depends on it")\(from(c.contentSizes?.from))\n"
        out += "strict: \(c.strict?.value ?? false)\(from(c.strict?.from))\n"
        out += "diagnostics:\(c.diagnostics.isEmpty ? " none changed" : "")\n"
        for id in c.diagnostics.keys.sorted() {
            let s = c.diagnostics[id]!
            out += "  \(id.rawValue): \(s.value.rawValue)  (from \(s.from))\n"
        }
        out += "exclude:\(c.exclude.isEmpty ? " none" : "")\n"
        for e in c.exclude { out += "  \(e.pattern)  (from \(e.from))\n" }
        out += "excluded from folder walks: " + (excluded.map { "yes, by \"\($0.pattern)\" in \($0.from)" } ?? "no") + "\n"
        return out
    }

    static func json(_ c: EffectiveConfiguration, path: String, excluded: (pattern: String, from: String)?) -> JSONValue {
        func sourced(_ v: JSONValue, _ from: String?) -> JSONValue {
            .object([("value", v), ("from", from.map { .string($0) } ?? .null)])
        }
        return .object([
            ("file", .string(path)),
            ("configurationFiles", .array(c.files.map { .string($0.path) })),
            ("traits", c.traits.map { sourced(.array($0.value.map { .string($0.description) }), $0.from) } ?? .null),
            ("devices", c.devices.map { sourced(.array($0.value.map { .string($0) }), $0.from) } ?? .null),
            ("contentSizes", c.contentSizes.map { sourced(.array($0.value.map { .string($0.shortName) }), $0.from) } ?? .null),
            ("strict", sourced(.bool(c.strict?.value ?? false), c.strict?.from)),
            ("diagnostics", .object(c.diagnostics.keys.sorted().map { id in
                let s = c.diagnostics[id]!
                return (id.rawValue, sourced(.string(s.value.rawValue), s.from))
            })),
            ("exclude", .array(c.exclude.map { .object([("pattern", .string($0.pattern)), ("from", .string($0.from))]) })),
            ("excluded", excluded.map { .object([("pattern", .string($0.pattern)), ("from", .string($0.from))]) } ?? .bool(false)),
        ])
    }
}
