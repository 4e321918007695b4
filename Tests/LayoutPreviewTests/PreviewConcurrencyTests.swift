import Foundation
import TestSupport
import XCTest
@testable import LayoutPreview

/// The preview under many clients, over real loopback sockets: waiting pages do not hold up
/// others, a page that goes away is forgotten at once, idle connections are closed on time,
/// and a new version answers every waiting page once. Bounds on time here are generous (a
/// busy shared machine); the precise figures are `bench/preview-load.py`'s.
final class PreviewConcurrencyTests: XCTestCase {
    private var dir: TemporaryDirectory!
    override func setUpWithError() throws { dir = try TemporaryDirectory(prefix: "vflc-preview-load") }
    override func tearDownWithError() throws { dir = nil }

    private func start(limits: HTTPLimits = HTTPLimits()) throws -> (PreviewServer, String) {
        let path = try dir.write("live.layout", PreviewServerTests.narrow)
        var request = PreviewRequest(path: path, port: 0)
        request.traits = [.init(width: .compact, height: .regular)]
        return (try PreviewServer(request: request, limits: limits), path)
    }

    /// `count` long polls for a version newer than the current one, each on its connection.
    private func openPolls(_ count: Int, on server: PreviewServer) throws -> [LoopbackClient] {
        let version = server.state.current.version
        return try (0..<count).map { _ in
            let c = try XCTUnwrap(LoopbackClient(port: server.port))
            XCTAssertTrue(c.send(LoopbackClient.request("/state?since=\(version)", port: server.port)))
            return c
        }
    }

    func testThePageIsServedWhileFiftyPollsWait() throws {
        let (server, path) = try start()
        defer { server.stop() }
        let polls = try openPolls(50, on: server)
        XCTAssertTrue(eventually(within: 10) { server.state.waitingCount == 50 }, "waiting: \(server.state.waitingCount)")

        let started = Date()
        let page = try XCTUnwrap(LoopbackClient(port: server.port))
        page.send(LoopbackClient.request("/", port: server.port))
        let answer = try XCTUnwrap(page.response(), "no answer while 50 polls wait")
        XCTAssertEqual(answer.status, 200)
        XCTAssertTrue(answer.body.contains("<!DOCTYPE html>"))
        let state = try XCTUnwrap(PreviewServerTests.http(server.port, "/state?since=0"))
        XCTAssertTrue(state.body.contains("\"version\":1"), state.body)
        // Generous: the old server took seconds here; the benchmark has the real figure.
        XCTAssertLessThan(Date().timeIntervalSince(started), 3, "a page load waited behind the polls")
        XCTAssertEqual(server.state.waitingCount, 50, "the polls still wait")

        // One save answers each waiting poll once, with the new version.
        try PreviewServerTests.wide.write(toFile: path, atomically: true, encoding: .utf8)
        for (i, poll) in polls.enumerated() {
            let r = try XCTUnwrap(poll.response(), "poll \(i) unanswered")
            XCTAssertEqual(r.status, 200)
            XCTAssertTrue(r.body.contains("\"version\":2"), "poll \(i): \(r.body.prefix(80))")
            XCTAssertTrue(r.body.contains("width=\\\"293\\\""), "poll \(i) has the new picture")
            XCTAssertEqual(r.text.components(separatedBy: "HTTP/1.1 ").count, 2, "one answer per poll")
        }
        XCTAssertEqual(server.state.waitingCount, 0)
        XCTAssertTrue(eventually(within: 5) { server.openConnections == 0 }, "open: \(server.openConnections)")
    }

    func testAHundredIdleSocketsDoNotPreventAnAnswer() throws {
        let (server, _) = try start()
        defer { server.stop() }
        // Silent connections (as a browser's preconnects) and half-sent requests.
        let idle = try (0..<100).map { _ in try XCTUnwrap(LoopbackClient(port: server.port)) }
        for c in idle.prefix(20) { c.send("GET /state?since=1 HTTP/1.1\r\nHost: 127.") }
        XCTAssertTrue(eventually(within: 10) { server.openConnections == 100 }, "open: \(server.openConnections)")
        let polls = try openPolls(1, on: server)
        let started = Date()
        let answer = try XCTUnwrap(PreviewServerTests.http(server.port, "/"), "no answer beside 100 idle sockets")
        XCTAssertEqual(answer.status, 200)
        XCTAssertLessThan(Date().timeIntervalSince(started), 3, "the request waited behind idle sockets")
        XCTAssertTrue(eventually(within: 5) { server.state.waitingCount == 1 })
        // The page's connection closes once answered; the idle sockets and the poll stay open.
        XCTAssertTrue(eventually(within: 5) { server.openConnections == 101 }, "open: \(server.openConnections)")
        withExtendedLifetime((idle, polls)) {}
    }

    /// A tab that goes away: its connection and its waiter are dropped at once, not at the
    /// poll's 10 s timeout.
    func testAClosedPollIsReleasedAtOnce() throws {
        let (server, _) = try start()
        defer { server.stop() }
        let polls = try openPolls(3, on: server)
        XCTAssertTrue(eventually(within: 10) { server.state.waitingCount == 3 && server.openConnections == 3 })
        let closed = Date()
        polls[0].close()
        polls[1].close()
        XCTAssertTrue(eventually(within: 5) { server.state.waitingCount == 1 && server.openConnections == 1 },
                      "waiting \(server.state.waitingCount), open \(server.openConnections)")
        XCTAssertLessThan(Date().timeIntervalSince(closed), PreviewServer.longPollTimeout / 2, "released at once")
    }

    func testIdleAndIncompleteConnectionsAreTimedOut() throws {
        var limits = HTTPLimits()
        limits.requestTimeout = 0.5
        let (server, _) = try start(limits: limits)
        defer { server.stop() }
        let silent = try XCTUnwrap(LoopbackClient(port: server.port))
        let partial = try XCTUnwrap(LoopbackClient(port: server.port))
        partial.send("GET / HTTP/1.1\r\nHost: 127.0.0.1")
        XCTAssertTrue(eventually(within: 5) { server.openConnections == 2 })
        XCTAssertTrue(silent.serverClosed(within: 10), "an idle connection is closed by the server")
        XCTAssertTrue(partial.serverClosed(within: 10), "an incomplete request is closed by the server")
        XCTAssertTrue(eventually(within: 5) { server.openConnections == 0 })
        // A poll is not a request still arriving: it waits past the request timeout.
        let polls = try openPolls(1, on: server)
        Thread.sleep(forTimeInterval: 1)
        XCTAssertEqual(server.state.waitingCount, 1)
        withExtendedLifetime(polls) {}
    }

    func testTheConnectionCapRefusesOverflowAndRecovers() throws {
        var limits = HTTPLimits()
        limits.maximumConnections = 4
        let (server, _) = try start(limits: limits)
        defer { server.stop() }
        let held = try (0..<4).map { _ in try XCTUnwrap(LoopbackClient(port: server.port)) }
        XCTAssertTrue(eventually(within: 5) { server.openConnections == 4 })
        XCTAssertEqual(PreviewServerTests.http(server.port, "/")?.status, 503, "over the cap: refused, not queued")
        held[0].close()
        XCTAssertTrue(eventually(within: 5) { server.openConnections == 3 })
        XCTAssertEqual(PreviewServerTests.http(server.port, "/")?.status, 200)
    }

    func testOversizedAndMalformedRequestsAreRefused() throws {
        let (server, _) = try start()
        defer { server.stop() }
        let port = server.port
        func status(_ raw: String) -> Int? {
            guard let c = LoopbackClient(port: port) else { return nil }
            c.send(raw)
            return c.response()?.status
        }
        let host = "Host: 127.0.0.1:\(port)\r\n"
        let longHeader = "X-Filler: " + String(repeating: "a", count: 17 * 1024) + "\r\n"
        XCTAssertEqual(status("GET / HTTP/1.1\r\n\(host)\(longHeader)\r\n"), 431, "head over 16 KiB")
        let manyHeaders = (0..<101).map { "X-\($0): 1\r\n" }.joined()
        XCTAssertEqual(status("GET / HTTP/1.1\r\n\(host)\(manyHeaders)\r\n"), 431, "over 100 headers")
        XCTAssertEqual(status("POST /report HTTP/1.1\r\n\(host)Content-Length: \((1 << 20) + 1)\r\n\r\n"), 413)
        XCTAssertEqual(status("POST /report HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n"), 501)
        XCTAssertEqual(status("GET / HTTP/1.1\r\n\(host)Host: evil.example\r\n\r\n"), 400, "two hosts")
        XCTAssertEqual(status("GET / HTTP/1.1\r\n\(host)Content-Length: +5\r\n\r\n"), 400)
        XCTAssertEqual(status("NONSENSE\r\n\r\n"), 400)
        XCTAssertEqual(status("GET / HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n"), 200)
        XCTAssertTrue(eventually(within: 5) { server.openConnections == 0 })
    }

    /// Bodies still arriving share one budget: a request whose body would pass it is refused
    /// while another's is pending, and accepted once that one is done.
    func testBodiesInFlightShareOneBudget() throws {
        var limits = HTTPLimits()
        limits.maximumBufferedBodyBytes = 100
        let (server, _) = try start(limits: limits)
        defer { server.stop() }
        let head = "POST /report HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nContent-Length: 80\r\n\r\n"
        let pending = try XCTUnwrap(LoopbackClient(port: server.port))
        pending.send(head + "{")
        XCTAssertTrue(eventually(within: 5) { server.openConnections == 1 })
        Thread.sleep(forTimeInterval: 0.5)  // for the server to read the first head
        let second = try XCTUnwrap(LoopbackClient(port: server.port))
        second.send(head)
        XCTAssertEqual(second.response()?.status, 503, "80 + 80 bytes pass the 100-byte budget")
        pending.send(String(repeating: " ", count: 78) + "}")
        XCTAssertEqual(pending.response()?.status, 200)
        let third = try XCTUnwrap(LoopbackClient(port: server.port))
        third.send(head + "{" + String(repeating: " ", count: 78) + "}")
        XCTAssertEqual(third.response()?.status, 200, "the budget is free again")
    }

    /// A request that arrives a few bytes at a time is read whole (the body too).
    func testARequestInPiecesIsReadWhole() throws {
        let (server, _) = try start()
        defer { server.stop() }
        let c = try XCTUnwrap(LoopbackClient(port: server.port))
        let body = #"{"version":1,"pieces":true}"#
        let raw = LoopbackClient.request("/report", port: server.port, method: "POST", body: body)
        var rest = Substring(raw)
        while !rest.isEmpty {
            c.send(String(rest.prefix(7)))
            rest = rest.dropFirst(7)
            Thread.sleep(forTimeInterval: 0.002)
        }
        XCTAssertEqual(c.response()?.status, 200)
        XCTAssertEqual(server.state.receivedReports, [body])
    }

    /// Stopping answers the waiting pages (with the current version) before closing.
    func testStoppingAnswersWaitingPolls() throws {
        let (server, _) = try start()
        let polls = try openPolls(5, on: server)
        XCTAssertTrue(eventually(within: 10) { server.state.waitingCount == 5 })
        server.stop()
        for poll in polls {
            let r = try XCTUnwrap(poll.response())
            XCTAssertEqual(r.status, 200)
            XCTAssertTrue(r.body.contains("\"version\":1"), r.body)
        }
        XCTAssertNil(LoopbackClient(port: server.port), "nothing listens after the stop")
    }

    /// A long poll from a foreign page (DNS rebinding) is refused at once, never kept.
    func testAForeignHostIsRefusedBeforeWaiting() throws {
        let (server, _) = try start()
        defer { server.stop() }
        let r = PreviewServerTests.http(server.port, "/state?since=1", host: "evil.example:\(server.port)")
        XCTAssertEqual(r?.status, 403)
        XCTAssertEqual(server.state.waitingCount, 0)
    }

    /// Headless Chromium on the page while 50 other polls wait: the browser draws it, its own
    /// poll waits beside them, and when the browser goes away its connections are dropped at
    /// once (a closed tab keeps nothing for the poll's 10 s).
    func testChromiumBesideFiftyPollsAndItsClosedTabIsReleased() throws {
        guard let chromium = Chromium.find() else { throw XCTSkip(Chromium.missingMessage) }
        let (server, _) = try start()
        defer { server.stop() }
        let polls = try openPolls(50, on: server)
        XCTAssertTrue(eventually(within: 10) { server.state.waitingCount == 50 })
        let browser = Process()
        browser.executableURL = URL(fileURLWithPath: chromium)
        browser.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                             "--user-data-dir=\(dir.path)/profile", server.url + "?report"]
        browser.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        browser.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try browser.run()
        defer { if browser.isRunning { browser.terminate(); browser.waitUntilExit() } }
        XCTAssertTrue(eventually(within: 60) { !server.state.receivedReports.isEmpty },
                      "the page never reported (is Chromium able to run here?)")
        let report = try XCTUnwrap(server.state.receivedReports.first)
        XCTAssertTrue(report.contains(#""rects":"20,20,353,40""#), report)
        XCTAssertTrue(eventually(within: 10) { server.state.waitingCount == 51 }, "the page's own poll waits: \(server.state.waitingCount)")
        browser.terminate()
        browser.waitUntilExit()
        let gone = Date()
        XCTAssertTrue(eventually(within: 5) { server.state.waitingCount == 50 && server.openConnections == 50 },
                      "waiting \(server.state.waitingCount), open \(server.openConnections)")
        XCTAssertLessThan(Date().timeIntervalSince(gone), PreviewServer.longPollTimeout / 2, "released at once")
        withExtendedLifetime(polls) {}
    }
}
