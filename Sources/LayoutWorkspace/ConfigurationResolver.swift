import Foundation
import LayoutPipeline
import LayoutSource

/// Finds the `.vflc.json` files that apply to a file by walking up from its folder, reads
/// each file once, and combines them (`EffectiveConfiguration`).
///
/// Used from one thread (the command resolves every file's configuration before it checks
/// the files concurrently); the cache makes a tree of thousands of files read each
/// configuration once.
public final class ConfigurationResolver {
    private var byDirectory: [String: Result<EffectiveConfiguration, ConfigurationError>] = [:]
    private var loaded: [String: Result<Configuration, ConfigurationError>] = [:]
    private let currentDirectory: String

    /// Creates a resolver; relative paths are taken from `currentDirectory`.
    public init(currentDirectory: String = FileManager.default.currentDirectoryPath) {
        self.currentDirectory = currentDirectory
    }

    /// The absolute, lexically normalised form of `path` (symbolic links are not resolved,
    /// so a configuration is found where the user sees the file).
    public func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        var parts: [Substring] = []
        for c in joined.split(separator: "/") {
            if c == "." { continue }
            if c == ".." { _ = parts.popLast(); continue }
            parts.append(c)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `absolute` shown relative to the current directory when it is below it.
    public func display(_ absolutePath: String) -> String {
        let base = absolute(".")
        let prefix = base == "/" ? "/" : base + "/"
        return absolutePath.hasPrefix(prefix) ? String(absolutePath.dropFirst(prefix.count)) : absolutePath
    }

    /// What applies to the file at `path` (`-` is standard input: the current directory).
    /// A malformed configuration on the way up is the failure.
    public func configuration(forFile path: String) -> Result<EffectiveConfiguration, ConfigurationError> {
        let file = path == "-" ? absolute(".") + "/-" : absolute(path)
        return configuration(forDirectory: parent(file))
    }

    /// Every configuration file read so far that was valid, in the order first read.
    public private(set) var files: [Configuration] = []

    private func configuration(forDirectory dir: String) -> Result<EffectiveConfiguration, ConfigurationError> {
        if let cached = byDirectory[dir] { return cached }
        var result: Result<EffectiveConfiguration, ConfigurationError>
        let candidate = (dir == "/" ? "" : dir) + "/" + Configuration.fileName
        var here: Configuration?
        var failure: ConfigurationError?
        if FileManager.default.fileExists(atPath: candidate) {
            switch load(candidate, directory: dir) {
            case .success(let c): here = c
            case .failure(let d): failure = d
            }
        }
        if let failure {
            result = .failure(failure)
        } else if here?.root == true || dir == "/" {
            result = .success(EffectiveConfiguration(files: here.map { [$0] } ?? []))
        } else {
            switch configuration(forDirectory: parent(dir)) {
            case .failure(let d): result = .failure(d)
            case .success(let outer): result = .success(EffectiveConfiguration(files: outer.files + (here.map { [$0] } ?? [])))
            }
        }
        byDirectory[dir] = result
        return result
    }

    private func load(_ path: String, directory: String) -> Result<Configuration, ConfigurationError> {
        if let l = loaded[path] { return l }
        let shown = display(path)
        let result: Result<Configuration, ConfigurationError>
        switch SourceLoader.load(path) {
        case .source(let text):
            result = Configuration.parse(SourceFile(path: shown, text: text.text), directory: directory)
        case .invalidText(_, let prefix):
            let file = SourceFile(path: shown, text: prefix.text)
            let d = WorkflowDiagnostics.error(WorkflowDiagnostics.configurationError, "malformed configuration: the file is not valid UTF-8",
                                     in: file, at: SourceRange(at: file.location(at: file.bytes.count)))
            result = .failure(ConfigurationError(d, source: file))
        case .failure(let e):
            let empty = SourceFile(path: shown, text: "")
            result = .failure(ConfigurationError(WorkflowDiagnostics.error(WorkflowDiagnostics.configurationError,
                                               "cannot read the configuration: \(e.reason)", in: empty, at: SourceRange(at: .start)), source: nil))
        }
        loaded[path] = result
        if case .success(let c) = result { files.append(c) }
        return result
    }

    private func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }
}
