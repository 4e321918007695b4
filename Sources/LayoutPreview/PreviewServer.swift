import Foundation
import LayoutSource
import LayoutPipeline
import LayoutWorkspace
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `vflc preview`: watches one file, recompiles it when it changes, and serves the page and
/// its state on `127.0.0.1`.
public final class PreviewServer: Sendable {
    /// How often the file is looked at (a stat, no read, while it is unchanged).
    public static let pollInterval: TimeInterval = 0.15
    /// How long a `/state` request waits for a change before answering with the same version.
    public static let longPollTimeout: TimeInterval = 10

    /// The shared state (also what tests read reports from).
    public let state = PreviewState()
    private let compiler: PreviewCompiler
    /// Set once the socket is bound (its handler needs `self`, so it comes after `init`'s start).
    private let http = Mutex<LoopbackHTTPServer?>(nil)
    private let running = Mutex(true)
    private let watcherDone = DispatchSemaphore(value: 0)

    /// The port the server listens on.
    public var port: Int { http.withLock { $0?.port } ?? 0 }
    /// The page's address.
    public var url: String { "http://127.0.0.1:\(port)/" }

    /// Compiles the file once, then starts the server and the watcher.
    public init(request: PreviewRequest) throws {
        compiler = PreviewCompiler(path: request.path, traits: request.traits, devices: request.devices)
        publish(compiler.compile())
        let state = self.state
        let title = request.path
        let server = try LoopbackHTTPServer(port: request.port) { [weak self] r in
            self?.respond(r, state: state, title: title)
                ?? HTTPResponse(status: 410, contentType: "text/plain; charset=utf-8", body: "stopped\n")
        }
        http.withLock { $0 = server }
        let path = request.path
        let thread = Thread { [self] in watch(path) }
        thread.name = "vflc-preview-watch"
        thread.start()
    }

    /// Stops the watcher and the server; waiting page requests are answered first.
    public func stop() {
        let wasRunning = running.withLock { running in
            defer { running = false }
            return running
        }
        guard wasRunning else { return }
        state.close()
        _ = watcherDone.wait(timeout: .now() + 5)
        http.withLock { $0 }?.stop()
    }

    private var isRunning: Bool { running.withLock { $0 } }

    private func publish(_ o: PreviewCompiler.Outcome) {
        state.publish(pictures: o.pictures, diagnosticsText: o.diagnosticsText, errors: o.errors, warnings: o.warnings)
    }

    /// Polls the file's identity (device, inode, size, modification time) and its bytes: an
    /// editor that saves by renaming a new file over the old one changes the inode, one that
    /// writes in place changes the time; a save that changes nothing is not republished.
    /// The `.vflc.json` files that apply (or would, once created: every folder up to the
    /// root) are polled the same way, so a configuration edit shows too.
    private func watch(_ path: String) {
        defer { watcherDone.signal() }
        let watched = [path] + ConfiguredCompilation.configurationCandidates(forFile: path)
        var lastStamps = watched.map(stamp)
        var lastBytes = watched.map { FileManager.default.contents(atPath: $0) }
        while isRunning {
            Thread.sleep(forTimeInterval: PreviewServer.pollInterval)
            let now = watched.map(stamp)
            guard now != lastStamps else { continue }
            var changed = false
            for i in watched.indices where now[i] != lastStamps[i] {
                let bytes = FileManager.default.contents(atPath: watched[i])
                if bytes != lastBytes[i] { changed = true; lastBytes[i] = bytes }
            }
            lastStamps = now
            if changed { publish(compiler.compile()) }
        }
    }

    private func stamp(_ path: String) -> [Int64] {
        var st = stat()
        guard stat(path, &st) == 0 else { return [] }
        #if canImport(Glibc)
        let mtime = [Int64(st.st_mtim.tv_sec), Int64(st.st_mtim.tv_nsec)]
        #else
        let mtime = [Int64(st.st_mtimespec.tv_sec), Int64(st.st_mtimespec.tv_nsec)]
        #endif
        return [Int64(st.st_dev), Int64(st.st_ino), Int64(st.st_size)] + mtime
    }

    private func respond(_ r: HTTPRequest, state: PreviewState, title: String) -> HTTPResponse {
        // Only pages addressed to this machine by its loopback name (a DNS-rebinding page
        // elsewhere cannot read the file through the browser).
        let allowedHosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard let host = r.host, allowedHosts.contains(host) else {
            return HTTPResponse(status: 403, contentType: "text/plain; charset=utf-8", body: "forbidden host\n")
        }
        switch (r.method, r.path) {
        case ("GET", "/"):
            return HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: PreviewPage.html(title: title))
        case ("GET", "/state"):
            guard isRunning else { return HTTPResponse(status: 410, contentType: "text/plain; charset=utf-8", body: "stopped\n") }
            let since = Int(r.query["since"] ?? "") ?? -1
            let s = state.wait(since: since, timeout: PreviewServer.longPollTimeout)
            let json: JSONValue = .object([
                ("version", .number(Double(s.version))),
                ("pictures", .array(s.pictures.map { .object([("traits", .string($0.traits)), ("svg", .string($0.svg))]) })),
                ("diagnostics", .string(s.diagnosticsText)),
                ("errors", .number(Double(s.errors))),
                ("warnings", .number(Double(s.warnings))),
                ("stale", .bool(s.stale)),
            ])
            return HTTPResponse(status: 200, contentType: "application/json", body: json.serialized())
        case ("POST", "/report"):
            state.record(report: String(decoding: r.body, as: UTF8.self))
            return HTTPResponse(status: 200, contentType: "text/plain; charset=utf-8", body: "ok\n")
        case ("GET", "/report"):
            // What the pages reported they drew, one JSON object per line (for the browser test).
            return HTTPResponse(status: 200, contentType: "text/plain; charset=utf-8",
                                body: state.receivedReports.map { $0 + "\n" }.joined())
        case (_, "/"), (_, "/state"), (_, "/report"):
            return HTTPResponse(status: 405, contentType: "text/plain; charset=utf-8", body: "method not allowed\n")
        default:
            return HTTPResponse(status: 404, contentType: "text/plain; charset=utf-8", body: "not found\n")
        }
    }
}
