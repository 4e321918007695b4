import Foundation

/// Each target's seed corpus, gathered from the repository when the fuzzers are built
/// (`Fuzz/fuzz corpus`), so nothing is committed twice: the `.layout` files of `Samples/`,
/// `Examples/` and every `Tests/**/Fixtures`, the ```` ```layout ```` blocks of the docs, the
/// `.vflc.json` texts the tests write, sessions over the layout files for the server, the
/// documents and logs under `Tests/` for the front ends, and every regression input of the target
/// (`Tests/FuzzRegressionTests/Inputs/TARGET/`).
public enum SeedCorpus {
    /// One seed: a file name (unique within the target) and its bytes.
    public struct Seed {
        public var name: String
        public var bytes: [UInt8]
    }

    /// The seeds of `target` in the repository at `root`.
    public static func seeds(for target: String, root: String) -> [Seed] {
        var seeds: [Seed]
        switch target {
        case "pipeline", "layout-structure": seeds = layoutSeeds(root)
        case "configuration": seeds = ConfigurationSeeds.seeds(root)
        case "server":
            // Sessions over the smaller documents: a seed longer than the run's -max_len would be cut.
            seeds = layoutSeeds(root).filter { $0.bytes.count <= 3000 }.map {
                Seed(name: $0.name + ".lsp", bytes: ServerMessages.session(for: String(decoding: $0.bytes, as: UTF8.self)))
            }
        case "interface-builder": seeds = files(under: root + "/Tests", extensions: ["storyboard", "xib"]) + InterfaceBuilderWords.seeds
        case "console-log": seeds = files(under: root + "/Tests", extensions: ["log", "txt"], folderContaining: "ConsoleLog")
            + files(under: root + "/Tests", extensions: ["log", "txt"], folderContaining: "Explain") + ConsoleLogWords.seeds
        default: seeds = []
        }
        return seeds + files(under: root + "/Tests/FuzzRegressionTests/Inputs/" + target, extensions: nil)
    }

    /// A typical input of `target`, run once before fuzzing (`FuzzEntry.initialize`).
    static func warmUp(for target: String) -> [UInt8] {
        switch target {
        case "configuration": return Array(#"{ "root": true, "strict": true, "diagnostics": { "unused-view": "error" } }"#.utf8)
        case "server": return ServerMessages.session(for: ConfigurationHarness.document)
        case "interface-builder": return InterfaceBuilderWords.seeds[0].bytes
        case "console-log": return ConsoleLogWords.seeds[0].bytes
        default: return Array(ConfigurationHarness.document.utf8)
        }
    }

    /// The dictionary of `target` (libFuzzer's `-dict=` format).
    public static func dictionary(for target: String) -> String {
        switch target {
        case "pipeline", "layout-structure": return LayoutWords.dictionary
        case "configuration": return ConfigurationSeeds.dictionary
        case "server": return ServerWords.dictionary
        case "interface-builder": return InterfaceBuilderWords.dictionary
        case "console-log": return ConsoleLogWords.dictionary
        default: return FuzzDictionary.file([])
        }
    }

    /// Writes `target`'s seeds to `directory/target/` (emptied first) and its dictionary to
    /// `directory/target.dict`; returns the number of seeds.
    public static func export(_ target: String, root: String, to directory: String) throws -> Int {
        let folder = directory + "/" + target
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let seeds = seeds(for: target, root: root)
        for seed in seeds {
            let name = seed.name.replacingOccurrences(of: "/", with: "_")
            try Data(seed.bytes).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        try Data(dictionary(for: target).utf8).write(to: URL(fileURLWithPath: directory + "/" + target + ".dict"))
        return seeds.count
    }

    /// Every `.layout` file of the repository's samples, examples and tests, and the docs' layout blocks.
    static func layoutSeeds(_ root: String) -> [Seed] {
        var seeds = ["Samples", "Examples", "Tests"].flatMap { files(under: root + "/" + $0, extensions: ["layout"]) }
        for doc in files(under: root + "/docs", extensions: ["md"]) + files(under: root, extensions: ["md"], recursive: false) {
            for (n, block) in fencedBlocks(String(decoding: doc.bytes, as: UTF8.self), language: "layout").enumerated() {
                seeds.append(Seed(name: "\(doc.name)-\(n).layout", bytes: Array(block.utf8)))
            }
        }
        return seeds
    }

    /// The files under `folder` whose extension is one of `extensions` (nil: every file),
    /// sorted by path; `folderContaining` keeps only paths with that component text.
    static func files(under folder: String, extensions: [String]?, folderContaining: String? = nil, recursive: Bool = true) -> [Seed] {
        guard let walk = FileManager.default.enumerator(atPath: folder) else { return [] }
        var paths: [String] = []
        while let relative = walk.nextObject() as? String {
            if relative.hasPrefix(".build") || relative.contains("/.build/") { walk.skipDescendants(); continue }
            if !recursive, relative.contains("/") { continue }
            if (relative as NSString).lastPathComponent.hasPrefix(".") { continue }
            if let extensions, !extensions.contains((relative as NSString).pathExtension) { continue }
            if let folderContaining, !relative.contains(folderContaining) { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                paths.append(relative)
            }
        }
        return paths.sorted().compactMap { relative in
            FileManager.default.contents(atPath: folder + "/" + relative).map {
                Seed(name: (folder as NSString).lastPathComponent + "_" + relative, bytes: Array($0))
            }
        }
    }

    /// The bodies of the Markdown code blocks fenced as ```` ```language ````.
    static func fencedBlocks(_ markdown: String, language: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```" + language {
                current = []
            } else if current != nil, trimmed == "```" {
                blocks.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }
}
