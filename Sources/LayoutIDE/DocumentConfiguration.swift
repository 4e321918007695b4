import Foundation
import LayoutSource
import LayoutWorkspace

/// The `.vflc.json` of a document an editor has open: found as `vflc check FILE` finds it
/// (walking up from its folder), so the editor checks the document as the command line does
/// (targets, content sizes, severities), and noticed when it changes (docs/editors.md).
public enum DocumentConfiguration {
    /// The configuration files' name (`.vflc.json`).
    public static let fileName = Configuration.fileName

    /// What the configuration files say about themselves, as `vflc check FILE` reports it: a
    /// malformed file's `config-error` (then the document is not checked), or the valid
    /// files' warnings with the configured severities.
    public struct Report: Sendable {
        /// One configuration file's own diagnostics.
        public struct File: Sendable {
            /// Its absolute path.
            public var path: String
            /// Its text (for positions; empty when it cannot be read).
            public var source: SourceFile
            /// Its diagnostics (empty for a valid file without warnings).
            public var diagnostics: [Diagnostic]
        }
        /// Every configuration file that applies (or whose error stops the document), from the
        /// farthest to the nearest; a malformed one is the last.
        public var files: [File] = []
        /// The `config-error` that stops the document from being checked, as `vflc check`
        /// stops (its file is the last of `files`).
        public var error: Diagnostic?
        /// A report of nothing (no configuration, or not read yet).
        public init() {}
    }

    /// The analysis session for the document at `path`, compiling each text as `vflc check`
    /// would with no options: with its `.vflc.json`, none for an unsaved document (a path not
    /// starting with `/`) or a malformed file (which `report` then holds).
    public static func load(forDocumentAt path: String, incremental: Bool = true) -> (session: AnalysisSession, report: Report) {
        guard path.hasPrefix("/") else { return (AnalysisSession.checking(like: nil, incremental: incremental), Report()) }
        let resolver = ConfigurationResolver()
        var report = Report()
        func file(_ shownPath: String, _ source: SourceFile?, _ diagnostics: [Diagnostic]) -> Report.File {
            Report.File(path: resolver.absolute(shownPath), source: source ?? SourceFile(path: shownPath, text: ""),
                        diagnostics: diagnostics)
        }
        switch resolver.configuration(forFile: path) {
        case .success(let configuration):
            report.files = configuration.files.map { file($0.path, $0.source, configuration.apply(to: $0.warnings)) }
            return (AnalysisSession.checking(like: configuration, incremental: incremental), report)
        case .failure(let e):
            report.files = [file(e.diagnostic.file, e.source, [e.diagnostic])]
            report.error = e.diagnostic
            return (AnalysisSession.checking(like: nil, incremental: incremental), report)
        }
    }

    /// The analysis session for the document at `path` (`load(forDocumentAt:incremental:)`).
    public static func session(forDocumentAt path: String, incremental: Bool = true) -> AnalysisSession {
        load(forDocumentAt: path, incremental: incremental).session
    }

    /// What the configuration of the document at `path` is made of: every `.vflc.json` from
    /// its folder up to `/`, each with its text (the files are small; reading them is cheaper
    /// than any edit's check). Empty for an unsaved document. Equal stamps, same configuration.
    public static func stamp(forDocumentAt path: String) -> [String] {
        guard path.hasPrefix("/") else { return [] }
        var stamp: [String] = []
        var dir = path
        while let slash = dir.lastIndex(of: "/") {
            dir = String(dir[..<slash])
            let candidate = dir + "/" + fileName
            if let data = FileManager.default.contents(atPath: candidate) {
                stamp.append(candidate + "\n" + String(decoding: data, as: UTF8.self))
            }
        }
        return stamp
    }
}
