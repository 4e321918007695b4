import LayoutBackends
import LayoutSource
import LayoutWorkspace

/// The `configuration` target's seeds and dictionary: the `.vflc.json` texts the tests write
/// (the Swift string literal after each `".vflc.json", `), and one file per key with each of
/// its values, read from the reader's own tables (keys, settings, devices, categories, ids).
enum ConfigurationSeeds {
    static func seeds(_ root: String) -> [SeedCorpus.Seed] {
        var seeds: [SeedCorpus.Seed] = []
        for file in SeedCorpus.files(under: root + "/Tests", extensions: ["swift"]) {
            let text = String(decoding: file.bytes, as: UTF8.self)
            for (n, literal) in literals(after: ".vflc.json\", ", in: text).enumerated() {
                seeds.append(SeedCorpus.Seed(name: "\(file.name)-\(n).json", bytes: Array(literal.utf8)))
            }
        }
        let ids = DiagnosticCatalogueIndex.defaults.keys.map(\.rawValue).sorted()
        let settings = DiagnosticSetting.allCases.map(\.rawValue)
        let generated: [String] = [
            #"{ "root": true }"#, #"{ "root": false, "strict": true }"#, "{}", "[]", "null", #""root""#,
            #"{ "$schema": "https://example.invalid/vflc-config.schema.json", "root": true }"#,
            #"{ "traits": ["compact,regular", "wR,hR", "wC,hC", "regular,compact"] }"#,
            #"{ "devices": \#(strings(DeviceCatalog.all.map(\.name))) }"#,
            #"{ "contentSizes": \#(strings(ContentSizeCategory.allCases.map(\.shortName) + ["all"])) }"#,
            #"{ "diagnostics": { \#(ids.enumerated().map { "\"\($1)\": \"\(settings[$0 % settings.count])\"" }.joined(separator: ", ")) } }"#,
            #"{ "exclude": ["sub", "sub/**", "**/*.layout", "s?b/c*.layout", "**", "*"] }"#,
            #"{ "direction": "rtl", "unknown": 1, "strict": "yes" }"#,
            #"{ "root": true, "traits": ["wC,hR"], "devices": ["iPhone 15"], "contentSizes": ["L", "AX5"], "strict": false, "#
                + #""diagnostics": { "unused-metric": "error", "redundant-constraint": "off" }, "exclude": ["sub"] }"#,
        ]
        return seeds + generated.enumerated().map { SeedCorpus.Seed(name: "generated-\($0.offset).json", bytes: Array($0.element.utf8)) }
    }

    static var dictionary: String {
        let ids = DiagnosticCatalogueIndex.defaults.keys.map(\.rawValue).sorted()
        var entries = (Configuration.knownKeys + Configuration.reservedKeys).map { "\"\($0)\"" }
        entries += DiagnosticSetting.allCases.map { "\"\($0.rawValue)\"" } + ids.map { "\"\($0)\"" }
        entries += DeviceCatalog.all.map { "\"\($0.name)\"" } + ContentSizeCategory.allCases.map { "\"\($0.shortName)\"" }
        entries += ["\"compact,regular\"", "\"wR,hR\"", "\"all\"", "\"**\"", "*", "?", "/", "true", "false", "null", "{", "}", "[", "]",
                    ":", ",", "\"", "\\u0000", "\\ud800", "1e999", "-0", "\"\\\"\""]
        return FuzzDictionary.file(entries)
    }

    private static func strings(_ items: [String]) -> String { "[" + items.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }

    /// The values of the Swift string literals that follow `marker` in `source`: raw
    /// (`#"…"#`), multi-line (`"""`, indentation removed as the compiler does) or plain with
    /// the usual escapes.
    static func literals(after marker: String, in source: String) -> [String] {
        var out: [String] = []
        var rest = Substring(source)
        while let r = rest.range(of: marker) {
            rest = rest[r.upperBound...]
            if rest.hasPrefix("#\""), let end = rest.range(of: "\"#") {
                out.append(String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end.lowerBound]))
            } else if rest.hasPrefix("\"\"\"\n"), let end = rest.dropFirst(4).range(of: "\"\"\"") {
                let body = rest[rest.index(rest.startIndex, offsetBy: 4)..<end.lowerBound]
                let indent = body.split(separator: "\n", omittingEmptySubsequences: false).last.map { $0.count } ?? 0
                out.append(body.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                    .map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }.joined(separator: "\n"))
            } else if rest.hasPrefix("\"") {
                out.append(unescaped(rest.dropFirst()))
            }
        }
        return out
    }

    /// A plain literal's value up to its closing quote.
    private static func unescaped(_ text: Substring) -> String {
        var out = ""
        var escape = false
        for c in text {
            if escape {
                switch c { case "n": out += "\n"; case "t": out += "\t"; case "0": out += "\0"; default: out.append(c) }
                escape = false
            } else if c == "\\" {
                escape = true
            } else if c == "\"" || c == "\n" {
                break
            } else {
                out.append(c)
            }
        }
        return out
    }
}
