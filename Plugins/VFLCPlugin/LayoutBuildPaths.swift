import Foundation

/// The paths of a layout's build command, in plain Foundation so that a test can compile this
/// file too (`Tests/LayoutCommandLineTests/Plugin/`, a link to it): plugins cannot be imported.
enum LayoutBuildPaths {
    /// `Sources/App/card.layout` → `card.layout-<16 hex digits>.swift`: the layout's name, made
    /// unique by a hash of its path in the package (two `card.layout` in different folders write
    /// different files; the compiler also needs their base names to differ). FNV-1a, 64 bits:
    /// stable across runs and machines, unlike `hashValue`.
    static func outputName(forRelativePath path: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name + "-" + String(repeating: "0", count: 16 - hex.count) + hex + ".swift"
    }

    /// The `.vflc.json` files `vflc` reads for `layout`, as it finds them: in its folder and each
    /// one above, up to the first with `"root": true` (docs/configuration.md). Each is an input of
    /// the command, so editing one regenerates the code (and re-applies the team's policy).
    static func configurations(of layout: URL) -> [URL] {
        var out: [URL] = []
        var folder = layout.deletingLastPathComponent().standardizedFileURL
        while true {
            let candidate = folder.appending(path: ".vflc.json")
            if FileManager.default.fileExists(atPath: candidate.path) {
                out.append(candidate)
                if isRoot(candidate) { break }
            }
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            if parent.path == folder.path { break }
            folder = parent
        }
        return out
    }

    /// Whether the configuration says `"root": true` (a malformed one is read by vflc, which
    /// reports it; here it only does not stop the walk).
    private static func isRoot(_ configuration: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: configuration.path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
        return object["root"] as? Bool == true
    }

    /// `file`'s path relative to `folder` (`../` steps when outside it).
    static func relativePath(_ file: URL, to folder: URL) -> String {
        let f = file.standardizedFileURL.pathComponents, b = folder.standardizedFileURL.pathComponents
        var common = 0
        while common < min(f.count, b.count) && f[common] == b[common] { common += 1 }
        return (Array(repeating: "..", count: b.count - common) + f[common...]).joined(separator: "/")
    }
}
