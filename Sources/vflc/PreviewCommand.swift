import Foundation
import LayoutCommandLine
import LayoutPreview
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `vflc preview` process: parses its arguments, serves until SIGINT (Ctrl-C) or SIGTERM,
/// then stops the watcher and the server and exits 0.
enum PreviewCommand {
    /// Runs `vflc preview ARGS…` (the arguments include `preview`); returns the exit status.
    static func main(_ arguments: [String], stdout: @escaping @Sendable (String) -> Void,
                            stderr: @escaping @Sendable (String) -> Void) -> Int32 {
        var request = PreviewRequest()
        switch ArgumentParser.parse(arguments) {
        case .failure(let e):
            stderr("vflc: error: \(e.message)\n")
            return ExitStatus.usageOrIO
        case .success(.preview(let options)):
            request.path = options.path
            request.port = options.port ?? PreviewRequest.defaultPort
            request.traits = options.traits
            request.devices = options.devices
        case .success:
            // `vflc preview --help` and the like: the ordinary tool prints it.
            let io = ToolIO(stdout: stdout, stderr: stderr, stdin: { [] }, colored: false)
            return CommandLineTool.run(arguments, io: io)
        }
        guard FileManager.default.fileExists(atPath: request.path) else {
            stderr("vflc: error: cannot read '\(request.path)': no such file\n")
            return ExitStatus.usageOrIO
        }
        let server: PreviewServer
        do {
            server = try PreviewServer(request: request)
        } catch let e as ServerStartError {
            stderr("vflc: error: \(e.description)\n")
            return ExitStatus.usageOrIO
        } catch {
            stderr("vflc: error: \(error)\n")
            return ExitStatus.usageOrIO
        }
        let done = DispatchSemaphore(value: 0)
        var sources: [DispatchSourceSignal] = []
        for sig in [SIGINT, SIGTERM] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler { done.signal() }
            source.resume()
            sources.append(source)
        }
        stdout("vflc preview: serving \(request.path) on \(server.url) (Ctrl-C stops)\n")
        done.wait()
        server.stop()
        sources.forEach { $0.cancel() }
        stdout("vflc preview: stopped\n")
        return ExitStatus.success
    }
}
