#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Wall-clock time and peak resident memory of a step.
enum Measure {
    /// Monotonic seconds.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// Peak resident set size in MB: `VmHWM` on Linux, else `ru_maxrss`.
    static func peakMegabytes() -> Double {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) {
            for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
                let kb = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
                return kb / 1024
            }
        }
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        #if os(Linux)
        return Double(usage.ru_maxrss) / 1024
        #else
        return Double(usage.ru_maxrss) / 1_048_576
        #endif
    }
}
