import Foundation
import Synchronization
import XCTest
@testable import LayoutPreview

/// The server's deferred answers on their own: answered from another thread, timed out,
/// and told when the client goes away — the contract `PreviewServer`'s long polls rely on.
final class LoopbackHTTPServerTests: XCTestCase {
    /// What the handler saw happen, per request path.
    private final class Events: Sendable {
        let log = Mutex<[String]>([])
        let exchanges = Mutex<[String: HTTPExchange]>([:])
        func add(_ e: String) { log.withLock { $0.append(e) } }
        var all: [String] { log.withLock { $0 } }
    }

    private func serve(_ events: Events, seconds: TimeInterval = 10) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer(port: 0) { request, exchange in
            guard request.path != "/now" else { return .response(.text(200, "now")) }
            events.exchanges.withLock { $0[request.path] = exchange }
            let path = request.path
            return .deferred(HTTPDeferral(seconds: seconds, onTimeout: {
                events.add("timeout \(path)")
                return .text(200, "late")
            }, onClose: { events.add("closed \(path)") }))
        }
    }

    func testADeferredAnswerComesFromAnotherThreadAndOnlyTheFirstCounts() throws {
        let events = Events()
        let server = try serve(events)
        defer { server.stop() }
        let client = try XCTUnwrap(LoopbackClient(port: server.port))
        client.send(LoopbackClient.request("/wait", port: server.port))
        XCTAssertTrue(eventually(within: 5) { events.exchanges.withLock { $0["/wait"] } != nil })
        let exchange = try XCTUnwrap(events.exchanges.withLock { $0["/wait"] })
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) {
            exchange.respond(.text(200, "first"))
            exchange.respond(.text(200, "second"))
        }
        let r = try XCTUnwrap(client.response())
        XCTAssertEqual(r.body, "first\n")
        XCTAssertEqual(events.all, [], "neither timed out nor closed")
        // Another request is answered while one waits.
        let waiting = try XCTUnwrap(LoopbackClient(port: server.port))
        waiting.send(LoopbackClient.request("/other", port: server.port))
        XCTAssertEqual(PreviewServerTests.http(server.port, "/now")?.body, "now\n")
        withExtendedLifetime(waiting) {}
    }

    func testADeferralTimesOutWithTheHandlersAnswer() throws {
        let events = Events()
        let server = try serve(events, seconds: 0.3)
        defer { server.stop() }
        let client = try XCTUnwrap(LoopbackClient(port: server.port))
        client.send(LoopbackClient.request("/wait", port: server.port))
        XCTAssertEqual(client.response()?.body, "late\n")
        XCTAssertEqual(events.all, ["timeout /wait"])
        // An answer after the timeout goes nowhere.
        events.exchanges.withLock { $0["/wait"] }?.respond(.text(200, "too late"))
        XCTAssertTrue(eventually(within: 5) { server.openConnections == 0 })
    }

    func testAClientThatGoesAwayIsForgottenAtOnce() throws {
        let events = Events()
        let server = try serve(events)
        defer { server.stop() }
        let client = try XCTUnwrap(LoopbackClient(port: server.port))
        client.send(LoopbackClient.request("/wait", port: server.port))
        XCTAssertTrue(eventually(within: 5) { events.exchanges.withLock { $0["/wait"] } != nil })
        XCTAssertTrue(eventually(within: 5) { server.openConnections == 1 })
        client.close()
        XCTAssertTrue(eventually(within: 3) { events.all == ["closed /wait"] }, "\(events.all)")
        XCTAssertTrue(eventually(within: 3) { server.openConnections == 0 })
    }

    func testStoppingClosesWaitingConnectionsAndTellsTheHandler() throws {
        let events = Events()
        let server = try serve(events)
        let client = try XCTUnwrap(LoopbackClient(port: server.port))
        client.send(LoopbackClient.request("/wait", port: server.port))
        XCTAssertTrue(eventually(within: 5) { events.exchanges.withLock { $0["/wait"] } != nil })
        server.stop()
        XCTAssertEqual(events.all, ["closed /wait"])
        XCTAssertTrue(client.serverClosed(within: 5))
        XCTAssertEqual(server.openConnections, 0)
    }
}
