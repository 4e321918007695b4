import Foundation
import LayoutSource
import TestSupport

/// The hand-written Interface Builder documents under `Tests/LayoutInterfaceBuilderTests/Fixtures`.
enum Fixtures {
    static let directory = "Tests/LayoutInterfaceBuilderTests/Fixtures"

    /// The absolute path of fixture `name`.
    static func path(_ name: String) -> String { RepoPaths.path(directory + "/" + name) }

    /// Fixture `name` as a source file (its path as the tests name it).
    static func source(_ name: String) throws -> SourceFile {
        let text = try String(contentsOfFile: path(name), encoding: .utf8)
        return SourceFile(path: directory + "/" + name, text: text)
    }

    /// Every fixture document, by name.
    static func documents() -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: RepoPaths.path(directory))) ?? []
        return entries.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
    }
}
