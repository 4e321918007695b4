import Foundation
import Synchronization

/// An executable this test run built (a test target that depends on it makes SwiftPM build it
/// first), run as a separate process — what a shell starts — for test targets other than
/// `vflcTests` (which has its own `BuiltExecutable`).
public enum BuiltProduct {
    /// One run's exit status and captured streams.
    public struct Run {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// `.build/<triple>/<configuration>/NAME`: beside the test bundle.
    public static func url(_ name: String) -> URL {
        #if os(macOS)
        let products = Bundle(for: Marker.self).bundleURL.deletingLastPathComponent()
        #else
        let products = Bundle.main.bundleURL
        #endif
        return products.appendingPathComponent(name)
    }

    private final class Marker {}

    /// Runs `NAME ARGS…` in `directory` (the package root) with `stdin` as its input and
    /// `NO_COLOR` set unless `environment` says otherwise; a run longer than `timeout` seconds
    /// is killed and reported as status -1.
    public static func run(_ name: String, _ arguments: [String], stdin: Data = Data(), in directory: String = RepoPaths.root,
                           environment: [String: String] = ["NO_COLOR": "1"], timeout: TimeInterval = 120) throws -> Run {
        let process = Process()
        process.executableURL = url(name)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Both streams are drained concurrently, so a large output cannot block the child.
        let collected = Collected()
        let group = DispatchGroup()
        for (handle, isError) in [(output.fileHandleForReading, false), (errors.fileHandleForReading, true)] {
            group.enter()
            DispatchQueue.global().async {
                collected.set(handle.readDataToEndOfFile(), error: isError)
                group.leave()
            }
        }
        input.fileHandleForWriting.write(stdin)
        try? input.fileHandleForWriting.close()
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { process.waitUntilExit(); finished.signal() }
        var status: Int32 = -1
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            _ = finished.wait(timeout: .now() + 5)
        } else {
            status = process.terminationStatus
        }
        group.wait()
        return Run(status: status, stdout: collected.text(error: false), stderr: collected.text(error: true))
    }

    /// The two streams' bytes, written from the reading threads.
    private final class Collected: Sendable {
        private let streams = Mutex<(out: Data, err: Data)>((Data(), Data()))
        func set(_ data: Data, error: Bool) {
            streams.withLock { if error { $0.err = data } else { $0.out = data } }
        }
        func text(error: Bool) -> String {
            String(decoding: streams.withLock { error ? $0.err : $0.out }, as: UTF8.self)
        }
    }
}
