import Foundation
import LayoutServer
import LayoutSource
import TestSupport
import XCTest

/// The acceptance session, in process and through the `vflc lsp` executable.
final class SessionTests: XCTestCase {
    func testSessionInProcess() throws {
        let server = InProcessServer()
        try SessionScript.run(server.client, waitForExit: { server.waitForStatus() })
    }

    /// The built `vflc`, next to the test bundle.
    static func vflcExecutable() -> URL? {
        let candidates = [
            Bundle(for: SessionTests.self).bundleURL.deletingLastPathComponent().appendingPathComponent("vflc"),
            URL(fileURLWithPath: RepoPaths.path(".build/debug/vflc")),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    func testSessionThroughVflcLsp() throws {
        guard let exe = Self.vflcExecutable() else { throw XCTSkip("vflc executable not built") }
        let process = Process()
        process.executableURL = exe
        process.arguments = ["lsp"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let client = LSPTestClient(toServer: input.fileHandleForWriting, fromServer: output.fileHandleForReading)
        // Until the command line knows `lsp`, the process exits at once with a usage error.
        Thread.sleep(forTimeInterval: 0.2)
        if !process.isRunning {
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw XCTSkip("`vflc lsp` is not available in this build: \(message)")
        }
        try SessionScript.run(client, waitForExit: {
            process.waitUntilExit()
            return process.terminationStatus
        })
    }
}
