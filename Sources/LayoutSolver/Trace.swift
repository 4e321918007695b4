#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Phase timings on standard error when `VFLC_SOLVER_TRACE=1` (development aid; silent otherwise).
final class Trace {
    private static let enabled = getenv("VFLC_SOLVER_TRACE").map { String(cString: $0) == "1" } ?? false
    private var last: Double

    init() { last = Trace.enabled ? Trace.now() : 0 }

    private static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// Prints the time since the previous mark.
    func mark(_ what: @autoclosure () -> String) {
        guard Trace.enabled else { return }
        let t = Trace.now()
        // write(2) rather than fputs(stderr): `stderr` is a C global, not concurrency-safe in Swift 6.
        var line = "solver: \((t - last).rounded(to: 4)) s  \(what())\n"
        line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
        last = t
    }
}

private extension Double {
    func rounded(to digits: Int) -> Double {
        var p = 1.0
        for _ in 0..<digits { p *= 10 }
        return (self * p).rounded() / p
    }
}
