import Foundation

/// Waiting for this process's other threads to go idle: the end of a run whose last work
/// (a deinit chain on a dispatch worker) has no handle to wait on.
enum Quiescence {
    /// Returns once no thread but the caller's is running or runnable (Linux: the states in
    /// `/proc/self/task/*/stat`), seen twice in a row, or after `timeout` seconds. Elsewhere
    /// it returns at once.
    static func waitForOtherThreads(timeout: TimeInterval = 10) {
        #if os(Linux)
        // "PID/task/TID": the caller's thread id.
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self"))?.split(separator: "/").last.map(String.init) ?? ""
        let deadline = Date().addingTimeInterval(timeout)
        var idleSamples = 0
        while idleSamples < 2, Date() < deadline {
            if othersRunning(except: me) {
                idleSamples = 0
            } else {
                idleSamples += 1
            }
            usleep(50)
        }
        #endif
    }

    #if os(Linux)
    private static func othersRunning(except me: String) -> Bool {
        guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task") else { return false }
        for task in tasks where task != me {
            guard let stat = FileManager.default.contents(atPath: "/proc/self/task/\(task)/stat") else { continue }
            // `PID (NAME) STATE …`: the name may hold spaces and parentheses, the state follows the last ')'.
            guard let close = stat.lastIndex(of: UInt8(ascii: ")")), close + 2 < stat.count else { continue }
            if stat[close + 2] == UInt8(ascii: "R") { return true }
        }
        return false
    }
    #endif
}
