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

    /// Compiles the file once, then starts the server and the watcher. The compiles run on
    /// the watcher's thread, never on the server's event loop.
    public init(request: PreviewRequest, limits: HTTPLimits = HTTPLimits()) throws {
        compiler = PreviewCompiler(path: request.path, traits: request.traits, devices: request.devices)
        publish(compiler.compile())
        let state = self.state
        let page = Array(PreviewPage.html(title: request.path).utf8)
        let server = try LoopbackHTTPServer(port: request.port, limits: limits) { [weak self] r, exchange in
            self?.respond(r, exchange: exchange, state: state, page: page) ?? .response(.text(410, "stopped"))
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

    private func respond(_ r: HTTPRequest, exchange: HTTPExchange, state: PreviewState, page: [UInt8]) -> HTTPReply {
        // Only pages addressed to this machine by its loopback name (a DNS-rebinding page
        // elsewhere cannot read the file through the browser).
        let allowedHosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard let host = r.host, allowedHosts.contains(host) else { return .response(.text(403, "forbidden host")) }
        switch (r.method, r.path) {
        case ("GET", "/"):
            return .response(HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", bytes: page))
        case ("GET", "/state"):
            guard isRunning else { return .response(.text(410, "stopped")) }
            return waitForState(since: Int(r.query["since"] ?? "") ?? -1, exchange: exchange, state: state)
        case ("POST", "/report"):
            state.record(report: String(decoding: r.body, as: UTF8.self))
            return .response(.text(200, "ok"))
        case ("GET", "/report"):
            // What the pages reported they drew, one JSON object per line (for the browser test).
            return .response(HTTPResponse(status: 200, contentType: "text/plain; charset=utf-8",
                                          body: state.receivedReports.map { $0 + "\n" }.joined()))
        case (_, "/"), (_, "/state"), (_, "/report"):
            return .response(.text(405, "method not allowed"))
        default:
            return .response(.text(404, "not found"))
        }
    }

    /// `/state?since=N`: the snapshot now if it is newer than `N`, else when the next version
    /// is published (the watcher's thread answers through `exchange`), or the same one after
    /// `longPollTimeout`. A page that goes away meanwhile is forgotten at once.
    private func waitForState(since: Int, exchange: HTTPExchange, state: PreviewState) -> HTTPReply {
        let id = exchange.id
        if let now = state.snapshot(since: since, orWaitAs: id, { exchange.respond(Self.stateResponse($0)) }) {
            return .response(Self.stateResponse(now))
        }
        return .deferred(HTTPDeferral(seconds: PreviewServer.longPollTimeout, onTimeout: {
            state.withdraw(id)
            return Self.stateResponse(state.current)
        }, onClose: { state.withdraw(id) }))
    }

    private static func stateResponse(_ s: PreviewState.Snapshot) -> HTTPResponse {
        HTTPResponse(status: 200, contentType: "application/json", bytes: s.json)
    }

    /// Connections open on the server now (for tests).
    var openConnections: Int { http.withLock { $0?.openConnections } ?? 0 }
}
