import Foundation
import TestSupport
import XCTest

/// `vflc-bench`'s size guard, through the built executable: a size whose `.layout` text
/// would be absurd (`-w lgrid -n 10000` is a 10,000 × 10,000 grid, gigabytes of text) is a
/// usage error (exit 2) that says what `-n` means for that workload, before anything is written.
final class BenchArgumentTests: XCTestCase {
    private func bench(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let url = BuiltExecutable.url.deletingLastPathComponent().appendingPathComponent("vflc-bench")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw XCTSkip("vflc-bench is not built beside vflc (\(url.path)); `swift build` builds it")
        }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Small outputs only (the refusals, a tiny grid): read after exit.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    func testAnAbsurdGridSideIsAUsageErrorThatSaysWhatNIs() throws {
        let started = Date()
        let r = try bench(["--write-layout", "-w", "lgrid", "-n", "10000"])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertEqual(r.stdout, "", "nothing written")
        XCTAssertTrue(r.stderr.contains("N is the side of the grid: N × N views"), r.stderr)
        XCTAssertTrue(r.stderr.contains("at most about N = "), r.stderr)
        XCTAssertLessThan(Date().timeIntervalSince(started), 20, "refused before generating the text")
        // The same for a timed run, and for a linear workload at an absurd count.
        XCTAssertEqual(try bench(["-w", "lgrid-check", "-n", "10000"]).status, 2)
        let chain = try bench(["--write-layout", "-w", "lchain", "-n", "100000000"])
        XCTAssertEqual(chain.status, 2)
        XCTAssertTrue(chain.stderr.contains("N is the number of views in the chain"), chain.stderr)
    }

    func testASaneSizeIsWrittenAndTheHelpSaysWhatNIs() throws {
        let r = try bench(["--write-layout", "-w", "lgrid", "-n", "3"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("view c2_2"), "a 3 × 3 grid: \(r.stdout)")
        let help = try bench(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("SIDE of an N × N grid"), help.stdout)
    }

    /// The styled cards that `SharedLoweringTests` lowers at every category are the
    /// `content-size-*` benchmark's file (`--write-layout -w content-size-12 -n 48`).
    func testTheLoweringFixtureIsTheContentSizeBenchmarksFile() throws {
        let r = try bench(["--write-layout", "-w", "content-size-12", "-n", "48"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let fixture = try String(contentsOfFile: RepoPaths.path("Tests/LayoutLoweringTests/Fixtures/content-size-cards.layout"),
                                 encoding: .utf8)
        XCTAssertEqual(r.stdout, fixture, "regenerate the fixture with that command")
    }
}
