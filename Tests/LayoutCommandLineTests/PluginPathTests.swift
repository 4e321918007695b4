import Foundation
import TestSupport
import XCTest

/// The build plugin's paths (`Plugins/VFLCPlugin/LayoutBuildPaths.swift`, compiled here through
/// a link): outputs unique per input path, and the `.vflc.json` files each command declares.
final class PluginPathTests: XCTestCase {
    /// Two `card.layout` in different folders write different files, each named after its
    /// layout; the same path always gives the same name (the build's outputs are stable).
    func testOutputsAreNamedUniquelyPerInputPath() {
        let a = LayoutBuildPaths.outputName(forRelativePath: "Sources/App/Cards/card.layout")
        let b = LayoutBuildPaths.outputName(forRelativePath: "Sources/App/Settings/card.layout")
        XCTAssertNotEqual(a, b)
        XCTAssertTrue(a.hasPrefix("card.layout-") && a.hasSuffix(".swift"), a)
        XCTAssertEqual(a.count, "card.layout-".count + 16 + ".swift".count, a)
        XCTAssertEqual(a, LayoutBuildPaths.outputName(forRelativePath: "Sources/App/Cards/card.layout"))
        // FNV-1a 64 of the empty path is its offset basis; of "a", Fowler's published value.
        XCTAssertEqual(LayoutBuildPaths.outputName(forRelativePath: ""), "-cbf29ce484222325.swift")
        XCTAssertEqual(LayoutBuildPaths.outputName(forRelativePath: "a"), "a-af63dc4c8601ec8c.swift")
        XCTAssertEqual(LayoutBuildPaths.relativePath(URL(fileURLWithPath: "/p/Sources/App/a.layout"), to: URL(fileURLWithPath: "/p")),
                       "Sources/App/a.layout")
    }

    /// The configurations a layout's command reads: its folder's and each above it, up to the
    /// first with `"root": true`, nearest first — the files whose edit must regenerate it.
    func testEachCommandDeclaresTheConfigurationsItReads() throws {
        let dir = try TemporaryDirectory(prefix: "vflc-plugin")
        for folder in ["top/app/screens", "top/app/other"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        _ = try dir.write(".vflc.json", "{}")
        _ = try dir.write("top/.vflc.json", "{\"root\": true, \"strict\": true}")
        _ = try dir.write("top/app/screens/.vflc.json", "{\"traits\": [\"wC,hR\"]}")
        let layout = URL(fileURLWithPath: try dir.write("top/app/screens/a.layout", "view a\n"))
        XCTAssertEqual(LayoutBuildPaths.configurations(of: layout).map { $0.resolvingSymlinksInPath().path },
                       [dir.appendingPathComponent("top/app/screens/.vflc.json").resolvingSymlinksInPath().path,
                        dir.appendingPathComponent("top/.vflc.json").resolvingSymlinksInPath().path])
        let other = URL(fileURLWithPath: try dir.write("top/app/other/b.layout", "view b\n"))
        XCTAssertEqual(LayoutBuildPaths.configurations(of: other).map { $0.lastPathComponent }, [".vflc.json"])
    }
}
