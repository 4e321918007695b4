import Foundation
import TestSupport
import XCTest
@testable import LayoutPreview
import LayoutPreview
#if canImport(Glibc)
import Glibc
#endif

/// `vflc preview`: the loopback-only server, its long polling, port errors, the page in a
/// real browser, and the built executable stopping on SIGINT. Every wait has a deadline.
final class PreviewServerTests: XCTestCase {
    private var dir: TemporaryDirectory!
    override func setUpWithError() throws { dir = try TemporaryDirectory(prefix: "vflc-preview") }
    override func tearDownWithError() throws { dir = nil }

    static let narrow = "view box\nH:|-20-[box]-20-|\nV:|-[box(40)]\n"
    static let wide = "view box\nH:|-50-[box]-50-|\nV:|-[box(40)]\n"
    static let broken = "view box\nH:|-50-[box]-50-|\nV:|-[box(40)\n"

    /// A minimal HTTP client over a socket (so the Host header is ours to set).
    static func http(_ port: Int, _ target: String, method: String = "GET", host: String? = nil,
                     body: String = "", timeout: Int = 20) -> (status: Int, body: String)? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var tv = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        var a = sockaddr_in()
        a.sin_family = sa_family_t(AF_INET)
        a.sin_port = in_port_t(UInt16(port).bigEndian)
        a.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let ok = withUnsafePointer(to: &a) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard ok == 0 else { return nil }
        let request = "\(method) \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
        _ = Array(request.utf8).withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { break }
            data += buffer[0..<n]
        }
        let text = String(decoding: data, as: UTF8.self)
        guard let headEnd = text.range(of: "\r\n\r\n"), let status = Int(text.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return (status, String(text[headEnd.upperBound...]))
    }

    /// The local addresses of listening TCP sockets on `port`, from /proc/net/tcp (hex, as the
    /// kernel writes them: 0100007F is 127.0.0.1, 00000000 is every address).
    static func listeningAddresses(port: Int) -> [String]? {
        guard let table = try? String(contentsOfFile: "/proc/net/tcp", encoding: .utf8) else { return nil }
        let hexPort = String(format: "%04X", port)
        return table.split(separator: "\n").dropFirst().compactMap { line in
            let f = line.split(separator: " ")
            guard f.count > 3, f[3] == "0A" else { return nil }
            let local = f[1].split(separator: ":")
            return local.count == 2 && local[1] == hexPort ? String(local[0]) : nil
        }
    }

    private func start(_ text: String) throws -> (PreviewServer, String) {
        let path = try dir.write("live.layout", text)
        var request = PreviewRequest(path: path, port: 0)
        request.traits = [.init(width: .compact, height: .regular)]
        return (try PreviewServer(request: request), path)
    }

    func testListensOnTheLoopbackAddressOnly() throws {
        let (server, _) = try start(Self.narrow)
        defer { server.stop() }
        guard let addresses = Self.listeningAddresses(port: server.port) else { throw XCTSkip("no /proc/net/tcp on this system") }
        XCTAssertEqual(addresses, ["0100007F"], "bound to 127.0.0.1 and nothing else")
        XCTAssertEqual(Self.http(server.port, "/")?.status, 200)
        // A page from elsewhere (DNS rebinding) names another host: refused.
        XCTAssertEqual(Self.http(server.port, "/state?since=0", host: "evil.example:\(server.port)")?.status, 403)
        XCTAssertEqual(Self.http(server.port, "/nothing")?.status, 404)
        server.stop()
        XCTAssertEqual(Self.listeningAddresses(port: server.port), [], "stopping closes the socket")
    }

    func testPortInUseIsAClearError() throws {
        let (server, path) = try start(Self.narrow)
        defer { server.stop() }
        XCTAssertThrowsError(try PreviewServer(request: PreviewRequest(path: path, port: server.port))) { error in
            XCTAssertEqual("\(error)", "port \(server.port) on 127.0.0.1 is in use; give another with --port N (0 picks a free one)")
        }
    }

    func testAStateRequestIsAnsweredWhenTheFileIsSaved() throws {
        let (server, path) = try start(Self.narrow)
        defer { server.stop() }
        let first = try XCTUnwrap(Self.http(server.port, "/state?since=0"))
        XCTAssertTrue(first.body.contains("\"version\":1"), first.body)
        XCTAssertTrue(first.body.contains("width=\\\"353\\\""), "box 353 pt wide on a 393 pt canvas: \(first.body.prefix(400))")
        let waited = Date()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) { try? Self.wide.write(toFile: path, atomically: true, encoding: .utf8) }
        let second = try XCTUnwrap(Self.http(server.port, "/state?since=1"))
        XCTAssertTrue(second.body.contains("\"version\":2"), second.body)
        XCTAssertTrue(second.body.contains("width=\\\"293\\\""), second.body.prefix(400).description)
        XCTAssertLessThan(Date().timeIntervalSince(waited), PreviewServer.longPollTimeout, "answered on the save, not at the timeout")
        try Self.broken.write(toFile: path, atomically: true, encoding: .utf8)
        let third = try XCTUnwrap(Self.http(server.port, "/state?since=2"))
        XCTAssertTrue(third.body.contains("\"stale\":true"), third.body)
        XCTAssertTrue(third.body.contains("width=\\\"293\\\""), "the last good picture is kept")
        XCTAssertTrue(third.body.contains("error: "), third.body)
    }

    /// A `.vflc.json` created, edited or removed next to the file recompiles it, with the
    /// configuration applied as `check` applies it (here: `unused-view` off, then the
    /// configuration's traits, then none).
    func testAConfigurationChangeRecompiles() throws {
        let path = try dir.write("live.layout", Self.narrow + "view spare\n")
        let server = try PreviewServer(request: PreviewRequest(path: path, port: 0))
        defer { server.stop() }
        let first = try XCTUnwrap(Self.http(server.port, "/state?since=0"))
        XCTAssertTrue(first.body.contains("unused-view"), first.body)
        XCTAssertEqual(Self.panels(first.body), 4, "all four variants without a configuration")
        let configPath = dir.appendingPathComponent(".vflc.json").path
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) {
            try? #"{ "diagnostics": { "unused-view": "off" } }"#.write(toFile: configPath, atomically: true, encoding: .utf8)
        }
        let second = try XCTUnwrap(Self.http(server.port, "/state?since=1"))
        XCTAssertTrue(second.body.contains("\"version\":2"), second.body)
        XCTAssertFalse(second.body.contains("unused-view"), "turned off by the new .vflc.json: \(second.body)")
        XCTAssertTrue(second.body.contains("\"warnings\":0"), second.body)
        _ = try dir.write(".vflc.json", #"{ "traits": ["wR,hR"], "diagnostics": { "unused-view": "off" } }"#)
        let third = try XCTUnwrap(Self.http(server.port, "/state?since=2"))
        XCTAssertEqual(Self.panels(third.body), 1, "the configuration's one variant: \(third.body.prefix(300))")
        try FileManager.default.removeItem(atPath: dir.appendingPathComponent(".vflc.json").path)
        let fourth = try XCTUnwrap(Self.http(server.port, "/state?since=3"))
        XCTAssertTrue(fourth.body.contains("unused-view"), fourth.body)
        XCTAssertEqual(Self.panels(fourth.body), 4)
    }

    /// The number of pictures in a `/state` answer.
    static func panels(_ body: String) -> Int {
        body.components(separatedBy: "\"traits\":").count - 1
    }

    /// The page in headless Chromium: it draws the file, redraws on a save, and shows the
    /// errors over the last good picture when the file breaks. The page reports what its DOM
    /// holds after each update (`?report`), so the test sees what the browser drew.
    func testChromiumSeesSavesAndErrors() throws {
        guard let chromium = Chromium.find() else { throw XCTSkip(Chromium.missingMessage) }
        let (server, path) = try start(Self.narrow)
        defer { server.stop() }
        let browser = Process()
        browser.executableURL = URL(fileURLWithPath: chromium)
        browser.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                             "--user-data-dir=\(dir.path)/profile", server.url + "?report"]
        browser.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        browser.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try browser.run()
        defer { if browser.isRunning { browser.terminate(); browser.waitUntilExit() } }

        /// The first report for `version` or later, waiting at most `seconds`.
        func report(_ version: Int, within seconds: TimeInterval) -> [String: Any]? {
            let deadline = Date(timeIntervalSinceNow: seconds)
            while Date() < deadline {
                for r in server.state.receivedReports {
                    if let o = try? JSONSerialization.jsonObject(with: Data(r.utf8)) as? [String: Any],
                       let v = o["version"] as? Int, v >= version { return o }
                }
                Thread.sleep(forTimeInterval: 0.1)
            }
            return nil
        }
        let first = try XCTUnwrap(report(1, within: 60), "the page never reported (is Chromium able to run here?)")
        XCTAssertEqual(first["pictures"] as? Int, 1)
        XCTAssertEqual(first["rects"] as? String, "20,20,353,40")
        XCTAssertEqual(first["bannerVisible"] as? Bool, false)

        try Self.wide.write(toFile: path, atomically: true, encoding: .utf8)
        let saved = Date()
        let second = try XCTUnwrap(report(2, within: 20), "no redraw after a save")
        // Within a second plus slack for a machine shared with other builds (not a speed test).
        XCTAssertLessThan(Date().timeIntervalSince(saved), 5)
        XCTAssertEqual(second["rects"] as? String, "50,20,293,40", "the picture changed")
        XCTAssertEqual(second["bannerVisible"] as? Bool, false)

        try Self.broken.write(toFile: path, atomically: true, encoding: .utf8)
        let third = try XCTUnwrap(report(3, within: 20), "no update after a broken save")
        XCTAssertEqual(third["bannerVisible"] as? Bool, true, "the errors are shown")
        XCTAssertTrue((third["banner"] as? String ?? "").contains("live.layout:4:1: error:"), "\(third)")
        XCTAssertEqual(third["rects"] as? String, "50,20,293,40", "the last good picture stays under the errors")
        XCTAssertEqual(third["stale"] as? Bool, true)
    }

    /// The built executable, as a user runs it: serves, refuses a port in use (exit 2), and
    /// stops cleanly with status 0 on SIGINT.
    func testExecutableStopsOnSIGINTAndRefusesAPortInUse() throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("vflc").path
        let candidates = [binary, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("vflc").path]
        guard let vflc = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("the vflc executable is not built next to the tests (run swift build)")
        }
        let path = try dir.write("live.layout", Self.narrow)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: vflc)
        process.arguments = ["preview", path, "--port", "0"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        // The first line names the address; read it with a deadline.
        final class LineBox: @unchecked Sendable { var text = "" }
        let box = LineBox()
        let gotLine = DispatchSemaphore(value: 0)
        let handle = out.fileHandleForReading
        DispatchQueue.global().async {
            var bytes: [UInt8] = []
            while let b = try? handle.read(upToCount: 1), let c = b.first, c != 0x0A { bytes.append(c) }
            box.text = String(decoding: bytes, as: UTF8.self)
            gotLine.signal()
        }
        XCTAssertEqual(gotLine.wait(timeout: .now() + 30), .success, "no address printed")
        let line = box.text
        let port = try XCTUnwrap(line.range(of: "http://127.0.0.1:").flatMap { Int(line[$0.upperBound...].prefix { $0.isNumber }) }, line)
        XCTAssertEqual(Self.http(port, "/")?.status, 200)

        let second = Process()
        second.executableURL = URL(fileURLWithPath: vflc)
        second.arguments = ["preview", path, "--port", "\(port)"]
        let err = Pipe()
        second.standardError = err
        second.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        try second.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        second.waitUntilExit()
        XCTAssertEqual(second.terminationStatus, 2)
        XCTAssertEqual(message, "vflc: error: port \(port) on 127.0.0.1 is in use; give another with --port N (0 picks a free one)\n")

        kill(process.processIdentifier, SIGINT)
        let stopped = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { process.waitUntilExit(); stopped.signal() }
        XCTAssertEqual(stopped.wait(timeout: .now() + 15), .success, "SIGINT did not stop the server")
        XCTAssertEqual(process.terminationReason, .exit)
        XCTAssertEqual(process.terminationStatus, 0)
        let rest = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(rest, "vflc preview: stopped\n")
        XCTAssertNil(Self.http(port, "/", timeout: 2), "nothing listens after the stop")
    }
}
