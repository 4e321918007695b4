import Foundation
import LayoutSource

/// Finds the files constraint identifiers name: `--layouts DIR` (the package the build plugin
/// ran in, or any folder above the files), the path as given (absolute, or relative to the
/// current directory), or under DIR the file whose path ends with the identifier's path (the
/// plugin writes paths relative to the package). Each file is read, and each `.layout` file
/// checked (as `vflc check` checks it, with its `.vflc.json`), once.
public final class LayoutSources {
    /// The folder to search; nil: paths as given.
    public let directory: String?
    private var listing: [String]?
    private var found: [String: String?] = [:]
    private var files: [String: SourceFile?] = [:]
    private var checks: [String: CheckExplanation.Outcome] = [:]

    public init(directory: String?) {
        self.directory = directory.map { $0.hasSuffix("/") && $0.count > 1 ? String($0.dropLast()) : $0 }
    }

    /// The file for an identifier's `path` (as written: it is normalised here), or nil.
    func locate(_ path: String) -> String? {
        if let known = found[path] { return known }
        let result = search(path)
        found[path] = result
        return result
    }

    private func search(_ written: String) -> String? {
        let fm = FileManager.default
        func isFile(_ p: String) -> Bool {
            var dir: ObjCBool = false
            return fm.fileExists(atPath: p, isDirectory: &dir) && !dir.boolValue
        }
        let path = Self.normalized(written)
        if path.hasPrefix("/"), isFile(path) { return path }
        guard let directory else { return isFile(path) ? path : nil }
        if !path.hasPrefix("/"), !path.hasPrefix("../") {
            let joined = Self.joined(directory, path)
            if isFile(joined) { return joined }
        }
        // The file under DIR sharing the longest tail of path components with `path`.
        let wanted = path.split(separator: "/").map(String.init)
        guard let name = wanted.last, name != ".." else { return nil }
        var best: (path: String, shared: Int)?
        for candidate in allFiles() where candidate.hasSuffix("/" + name) || candidate == name {
            let parts = candidate.split(separator: "/").map(String.init)
            var shared = 0
            while shared < min(parts.count, wanted.count), parts[parts.count - 1 - shared] == wanted[wanted.count - 1 - shared] { shared += 1 }
            if best == nil || shared > best!.shared || (shared == best!.shared && candidate < best!.path) { best = (candidate, shared) }
        }
        return best.map { Self.joined(directory, $0.path) }
    }

    /// `path` without empty and `.` components, and with `a/..` removed where there is an `a`:
    /// generated code before paths were normalised wrote them as typed (`./Samples/card.layout`).
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        let body = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + body : body
    }

    /// `directory/path`; just `path` (relative to the current directory) when `directory` is `.`.
    static func joined(_ directory: String, _ path: String) -> String {
        directory == "." ? path : directory == "/" ? "/" + path : directory + "/" + path
    }

    /// Every `.layout` and `.swift` file under the directory (relative paths, sorted), listed once.
    private func allFiles() -> [String] {
        if let listing { return listing }
        var out: [String] = []
        if let directory, let walk = FileManager.default.enumerator(atPath: directory) {
            while let f = walk.nextObject() as? String {
                if f.hasPrefix(".build/") || f.contains("/.build/") || f.hasPrefix(".git/") { walk.skipDescendants(); continue }
                if f.hasSuffix(".layout") || f.hasSuffix(".swift") { out.append(f) }
            }
        }
        out.sort()
        listing = out
        return out
    }

    /// The file at `path` (a located path), read once; nil when unreadable or not UTF-8.
    func source(_ path: String) -> SourceFile? {
        if let known = files[path] { return known }
        var file: SourceFile?
        if let data = FileManager.default.contents(atPath: path), case .success(let s) = SourceFile.decode(path: path, bytes: [UInt8](data)) {
            file = s
        }
        files[path] = file
        return file
    }

    /// What `vflc check` reports for the `.layout` file `source`, computed once.
    func check(_ source: SourceFile) -> CheckExplanation.Outcome {
        if let known = checks[source.path] { return known }
        let outcome = CheckExplanation.check(source)
        checks[source.path] = outcome
        return outcome
    }
}
