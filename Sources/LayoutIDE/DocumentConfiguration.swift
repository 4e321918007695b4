import Foundation
import LayoutWorkspace

/// The `.vflc.json` of a document an editor has open: found as `vflc check FILE` finds it
/// (walking up from its folder), so the editor checks the document as the command line does
/// (targets, content sizes, severities), and noticed when it changes (docs/editors.md).
public enum DocumentConfiguration {
    /// The configuration files' name (`.vflc.json`).
    public static let fileName = Configuration.fileName

    /// The analysis session for the document at `path`, compiling each text as `vflc check`
    /// would with no options: with its `.vflc.json`, none for an unsaved document (a path not
    /// starting with `/`) or a malformed file (which `vflc check` reports with its location).
    public static func session(forDocumentAt path: String, incremental: Bool = true) -> AnalysisSession {
        AnalysisSession.checking(like: configuration(forDocumentAt: path), incremental: incremental)
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

    private static func configuration(forDocumentAt path: String) -> EffectiveConfiguration? {
        guard path.hasPrefix("/") else { return nil }
        if case .success(let configuration) = ConfigurationResolver().configuration(forFile: path) { return configuration }
        return nil
    }
}
