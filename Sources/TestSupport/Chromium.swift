import Foundation

/// Headless Chromium for tests that must see SVG output in a real browser.
///
/// Tests skip (with a message) where no browser is on `PATH`; `.ci/run` installs one.
public enum Chromium {
    /// The message tests skip with when `find()` returns nil.
    public static let missingMessage = "Chromium not installed (apt-get install chromium; .ci/run does it): browser test skipped"

    /// The first of `chromium`, `chromium-browser`, `google-chrome` on `PATH`.
    public static func find() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for dir in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(dir)/\(name)") {
                return "\(dir)/\(name)"
            }
        }
        return nil
    }

    /// The outcome of one browser run.
    public struct Run {
        /// The browser's exit status.
        public var status: Int32
        /// Whether it was stopped by a signal (crashed, or killed at the deadline).
        public var killed: Bool
        /// What it wrote to standard output (the DOM, with `--dump-dom`).
        public var stdout: String
    }

    /// Runs `binary` headless on `url` with `arguments`, its profile in `profileDirectory`.
    /// A hung browser is terminated after `deadline` seconds, so it cannot hang the suite.
    public static func run(_ binary: String, _ arguments: [String], url: String, profileDirectory: String,
                           deadline: TimeInterval = 90) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                             "--no-first-run", "--user-data-dir=\(profileDirectory)"] + arguments + [url]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        let stop = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + deadline, execute: stop)
        // Read before waiting so a large DOM cannot fill the pipe and stall the browser.
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        stop.cancel()
        return Run(status: process.terminationStatus, killed: process.terminationReason == .uncaughtSignal,
                   stdout: String(decoding: data, as: UTF8.self))
    }
}
