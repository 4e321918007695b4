import Foundation
import LayoutServer
import LayoutSource
import TestSupport
import XCTest

/// Emacs's eglot (Debian 12: `apt-get install emacs-nox elpa-eglot`) with
/// `editors/emacs/vflc.el`, in batch mode, against the built `vflc`. Eglot declines
/// related information, so the conflicting partner must be in the message. Skipped, saying
/// so, when Emacs or eglot is not installed.
final class EglotTests: XCTestCase {
    func testDocumentedEglotSetupWorks() throws {
        guard let emacs = NeovimTests.executable("emacs") else {
            throw XCTSkip("emacs is not installed (apt-get install emacs-nox elpa-eglot): the eglot setup of docs/editors.md is not tested")
        }
        let dir = try TemporaryDirectory(prefix: "vflc-eglot")
        let file = try dir.write("conflict.layout", "view box\nH:|[box]\nV:|[box(50)]\nbox.width == 100\nbox.width >= 120 @required\n")
        let resultPath = dir.appendingPathComponent("result.json").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: emacs)
        process.arguments = ["--batch", "-Q", "-l", RepoPaths.path("Tests/vflcTests/Fixtures/emacs/test-eglot.el")]
        process.currentDirectoryURL = dir.url
        var environment = ProcessInfo.processInfo.environment
        environment["VFLC_DIR"] = BuiltExecutable.url.deletingLastPathComponent().path
        environment["VFLC_EMACS_CONFIG"] = RepoPaths.path("editors/emacs/vflc.el")
        environment["LAYOUT_FILE"] = file
        environment["RESULT"] = resultPath
        environment["HOME"] = dir.path  // no user configuration
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let log = Pipe()
        process.standardOutput = log
        process.standardError = log
        try process.run()
        let output = log.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: output, as: UTF8.self)
        if text.contains("Cannot open load file") && text.contains("eglot") {
            throw XCTSkip("eglot is not installed (apt-get install elpa-eglot): the eglot setup of docs/editors.md is not tested")
        }
        let result = try JSONValue.parse(Data(contentsOf: URL(fileURLWithPath: resultPath)))
        XCTAssertNil(result["error"], result.serialized() + text)
        XCTAssertEqual(result["mode"], .string("layout-mode"))
        let diagnostics = try XCTUnwrap(result["diagnostics"]?.arrayValue, text)
        XCTAssertEqual(diagnostics.count, 1, result.serialized())
        XCTAssertEqual(diagnostics.first?["line"], .number(5))
        let message = diagnostics.first?["text"]?.stringValue ?? ""
        XCTAssertTrue(message.contains("unsatisfiable"), message)
        XCTAssertTrue(message.contains("\n4:1: conflicts with `box.width == 100`"), "the partner is in the message: \(message)")
        XCTAssertEqual(result["definition_line"], .number(1), "definition of `box` is its declaration")
    }
}
