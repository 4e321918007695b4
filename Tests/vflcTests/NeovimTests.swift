import Foundation
import LayoutServer
import LayoutSource
import TestSupport
import XCTest

/// Neovim's own LSP client (Debian's 0.7: `apt-get install neovim`) with the configuration
/// of docs/editors.md (`editors/neovim/vflc.lua`), headless, against the built `vflc`.
/// Skipped, saying so, when `nvim` is not installed.
final class NeovimTests: XCTestCase {
    static func executable(_ name: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    func testDocumentedNeovimSetupWorks() throws {
        guard let nvim = Self.executable("nvim") else {
            throw XCTSkip("nvim is not installed (apt-get install neovim): the Neovim setup of docs/editors.md is not tested")
        }
        let dir = try TemporaryDirectory(prefix: "vflc-nvim")
        let file = try dir.write("conflict.layout", "view box\nH:|[box]\nV:|[box(50)]\nbox.width == 100\nbox.width >= 120 @required\n")
        let resultPath = dir.appendingPathComponent("result.json").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: nvim)
        process.arguments = ["--headless", "-n", "-i", "NONE", "-u", RepoPaths.path("Tests/vflcTests/Fixtures/neovim/test-init.lua"), file]
        process.currentDirectoryURL = dir.url
        var environment = ProcessInfo.processInfo.environment
        environment["VFLC"] = BuiltExecutable.url.path
        environment["VFLC_NVIM_CONFIG"] = RepoPaths.path("editors/neovim/vflc.lua")
        environment["RESULT"] = resultPath
        environment["XDG_CONFIG_HOME"] = dir.path  // no user configuration
        environment["XDG_DATA_HOME"] = dir.path
        environment["XDG_STATE_HOME"] = dir.path
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(90)
        while process.isRunning, Date() < deadline { usleep(50_000) }
        if process.isRunning { process.terminate(); XCTFail("nvim did not finish") }
        let data = try Data(contentsOf: URL(fileURLWithPath: resultPath))
        let result = try JSONValue.parse(data)
        XCTAssertNil(result["error"], result.serialized())
        XCTAssertEqual(result["filetype"], .string("layout"), "vim.filetype.add took effect")
        XCTAssertEqual(result["got_diagnostics"], .bool(true), result.serialized())
        let diagnostics = try XCTUnwrap(result["diagnostics"]?.arrayValue)
        XCTAssertEqual(diagnostics.compactMap { $0["code"]?.stringValue }, ["unsatisfiable"])
        XCTAssertEqual(diagnostics.first?["lnum"], .number(4))
        // `gd` went to the declaration: line 1, column 5 (`box` in `view box`).
        XCTAssertEqual(result["after_gd"], .array([.number(1), .number(5)]))
        XCTAssertTrue(result["hover"]?.stringValue?.contains("| wC hR (unsatisfiable) | iPhone 15 393×852 | 0 | 0 | 100 | 50 |") == true,
                      result.serialized())
        // The hints follow the `settings` of vflc.lua, which Neovim sends (didChangeConfiguration).
        XCTAssertEqual(result["hints"], .array([.string("0,0 100×50")]), result.serialized())
        XCTAssertEqual(result["hints_off"], .number(0), result.serialized())
    }
}
