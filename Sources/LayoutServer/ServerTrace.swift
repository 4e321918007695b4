import Foundation

/// Phase timings of the server on standard error when `VFLC_LSP_TRACE=1` (a development aid
/// for `docs/performance.md`'s language-server figures; silent and nearly free otherwise).
enum ServerTrace {
    static let enabled = ProcessInfo.processInfo.environment["VFLC_LSP_TRACE"] == "1"

    /// Monotonic nanoseconds.
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Prints `what` with the milliseconds since `start`; returns the time now, so that
    /// successive phases can chain.
    @discardableResult
    static func mark(_ what: @autoclosure () -> String, since start: UInt64) -> UInt64 {
        let t = now()
        guard enabled else { return t }
        let ms = Double(t &- start) / 1e6
        FileHandle.standardError.write(Data("lsp: \(String(format: "%7.2f", ms)) ms  \(what())\n".utf8))
        return t
    }
}
