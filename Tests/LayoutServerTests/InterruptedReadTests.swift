import Foundation
@testable import LayoutServer
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A signal that interrupts the server's read of its input (EINTR) is not the end of the
/// session: the read is retried (the server fuzz target crashed on Foundation's
/// `availableData` here).
final class InterruptedReadTests: XCTestCase {
    #if canImport(Glibc)
    func testASignalDuringTheReadDoesNotEndTheSession() throws {
        // A handler without SA_RESTART, as libFuzzer's, so a blocked read(2) fails with EINTR.
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in }
        action.sa_flags = 0
        var previous = sigaction()
        XCTAssertEqual(sigaction(SIGUSR1, &action, &previous), 0)
        defer { sigaction(SIGUSR1, &previous, nil) }

        let input = Pipe(), output = Pipe()
        let state = ReaderState()
        let serverInput = input.fileHandleForReading, serverOutput = output.fileHandleForWriting
        Thread {
            state.thread = pthread_self()
            state.started.signal()
            state.status = LanguageServer.run(input: serverInput, output: serverOutput)
            state.done.signal()
        }.start()
        XCTAssertEqual(state.started.wait(timeout: .now() + 10), .success)
        // Let it block in read(2), then interrupt it several times.
        for _ in 0..<5 {
            usleep(50_000)
            XCTAssertEqual(pthread_kill(state.thread!, SIGUSR1), 0)
        }
        let exit = MessageFramer.frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        input.fileHandleForWriting.write(Data(exit))
        XCTAssertEqual(state.done.wait(timeout: .now() + 10), .success, "the server stopped reading after the signal")
        // `exit` without `shutdown`: status 1 (LSP), reached only by reading the message.
        XCTAssertEqual(state.status, 1)
    }
    #endif
}

/// What the server's thread tells the test; each field written before the semaphore that
/// publishes it is signalled, read after it is waited for.
private final class ReaderState: @unchecked Sendable {
    let started = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
    var thread: pthread_t?
    var status: Int32?
}
