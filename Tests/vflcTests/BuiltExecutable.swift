import Foundation
import TestSupport

/// The `vflc` executable this test run built (the test target depends on it, so SwiftPM
/// builds it first), run as a separate process: what a shell or an editor starts.
enum BuiltExecutable {
    /// One run's exit status and captured streams.
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// `.build/<triple>/<configuration>/vflc`: beside the test bundle.
    static var url: URL {
        #if os(macOS)
        let products = Bundle(for: Marker.self).bundleURL.deletingLastPathComponent()
        #else
        let products = Bundle.main.bundleURL
        #endif
        return products.appendingPathComponent("vflc")
    }

    private final class Marker {}

    /// Starts `vflc ARGS…` in the package root with pipes for all three streams.
    static func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: RepoPaths.root)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.standardInput = Pipe()
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        return process
    }

    /// Runs `vflc ARGS…` to completion with `stdin` as its input; kills it after `timeout`
    /// seconds (a hang is a failure, reported as status -1).
    static func run(_ arguments: [String], stdin: String = "", timeout: TimeInterval = 60) throws -> Run {
        let process = try start(arguments)
        let input = (process.standardInput as! Pipe).fileHandleForWriting
        let output = (process.standardOutput as! Pipe).fileHandleForReading
        let errors = (process.standardError as! Pipe).fileHandleForReading
        // Both streams are drained concurrently, so a large output cannot block the child.
        let collected = Collected()
        let group = DispatchGroup()
        for (handle, isError) in [(output, false), (errors, true)] {
            group.enter()
            DispatchQueue.global().async {
                let data = handle.readDataToEndOfFile()
                collected.set(data, error: isError)
                group.leave()
            }
        }
        input.write(Data(stdin.utf8))
        try? input.close()
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { process.waitUntilExit(); finished.signal() }
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            _ = finished.wait(timeout: .now() + 5)
            group.wait()
            return Run(status: -1, stdout: collected.text(error: false), stderr: collected.text(error: true))
        }
        group.wait()
        return Run(status: process.terminationStatus, stdout: collected.text(error: false), stderr: collected.text(error: true))
    }

    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var out = Data(), err = Data()
        func set(_ data: Data, error: Bool) {
            lock.lock(); defer { lock.unlock() }
            if error { err = data } else { out = data }
        }
        func text(error: Bool) -> String {
            lock.lock(); defer { lock.unlock() }
            return String(decoding: error ? err : out, as: UTF8.self)
        }
    }
}
