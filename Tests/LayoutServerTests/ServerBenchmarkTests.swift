import Foundation
@testable import LayoutServer
import LayoutCheck
import LayoutPipeline
import LayoutIDE
import LayoutLowering
import LayoutSource
import LayoutSyntax
import XCTest

/// Latency of fresh diagnostics after a one-character edit in a 1,000-view file.
///
/// A benchmark, not a unit test: it runs only with `VFLC_BENCH=1`, and only means something
/// in a release build:
/// `VFLC_BENCH=1 swift test -c release --filter ServerBenchmarkTests`
final class ServerBenchmarkTests: XCTestCase {
    /// 250 cards of a container and three subviews: 1,000 declared views.
    /// `widerTitle`: the row whose title's intrinsic width is 121 instead of 120 (a
    /// one-character edit that touches one card, where `gap` touches all of them).
    static func thousandViews(gap: Int = 8, widerTitle: Int = -1) -> String {
        var out = "// 1,000 views: 250 cards of a container and three subviews\nmetrics {\n  pad = 16\n  gap = \(gap)\n}\n"
        for r in 0..<250 {
            out += """
            view row\(r) {
              label title\(r) intrinsic \(r == widerTitle ? 121 : 120)x22
              label detail\(r) intrinsic 80x17
              image icon\(r) intrinsic 24x24
              H:|-pad-[icon\(r)]-gap-[title\(r)]-(>=gap)-[detail\(r)]-pad-|
              V:|-4-[title\(r)]-4-|
              icon\(r).centerY == title\(r).centerY
              detail\(r).centerY == title\(r).centerY
            }
            H:|[row\(r)]|
            V:|-(\(r % 12 * 30))-[row\(r)]

            """
        }
        return out
    }

    private func millis(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    /// CPU time of the whole process (all threads), so the cost is visible apart from the
    /// wall-clock time, which a busy machine inflates.
    private func cpuMillis(_ body: () -> Void) -> Double {
        var a = timespec(), b = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a)
        body()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b)
        return Double(b.tv_sec - a.tv_sec) * 1e3 + Double(b.tv_nsec - a.tv_nsec) / 1e6
    }

    private func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

    /// The 90th percentile (nearest rank).
    private func p90(_ xs: [Double]) -> Double { xs.sorted()[min(xs.count - 1, Int(0.9 * Double(xs.count)))] }

    func testFreshDiagnosticsAfterAOneCharacterEdit() throws {
        guard ProcessInfo.processInfo.environment["VFLC_BENCH"] == "1" else { throw XCTSkip("set VFLC_BENCH=1 (release build)") }
        let text = Self.thousandViews()
        let source = SourceFile(path: "bench.layout", text: text)
        let targets = TargetResolver.defaultTargets
        var parse: [Double] = [], lower: [Double] = [], check: [Double] = [], perVariant: [[Double]] = [[], [], [], []]
        var pipeline: [Double] = [], analysis: [Double] = [], analysisCPU: [Double] = [], solveOnly: [Double] = []
        for _ in 0..<5 {
            var parsed: ParseResult?
            parse.append(millis { parsed = Parser.parse(source) })
            var lowered: LoweringResult?
            lower.append(millis { lowered = Lowering.lower(parsed!.file, source: source, targets: targets) })
            check.append(millis { _ = Checker.check(lowered!.variants, source: source) })
            for (i, ir) in lowered!.variants.enumerated() { perVariant[i].append(millis { _ = Checker.check([ir], source: source) }) }
            solveOnly.append(millis { lowered!.variants.forEach { _ = Checker.solve($0) } })
            pipeline.append(millis { _ = Pipeline.compile(source, targets: targets) })
            analysis.append(millis { _ = AnalysisSession(incremental: false).analyze(source) })
            analysisCPU.append(cpuMillis { _ = AnalysisSession(incremental: false).analyze(source) })
        }
        // The server's path: one incremental checker per document, fed the alternating edit.
        let session = AnalysisSession()
        let checker = IncrementalChecker()
        _ = session.analyze(source)
        var incremental: [Double] = [], incrementalCheck: [Double] = []
        for k in 0..<10 {
            let edited = SourceFile(path: "bench.layout", text: Self.thousandViews(gap: k % 2 == 0 ? 9 : 8))
            incremental.append(millis { _ = session.analyze(edited) })
            let lowered = Lowering.lower(Parser.parse(edited).file, source: edited, targets: targets)
            let other = SourceFile(path: "bench.layout", text: Self.thousandViews(gap: k % 2 == 0 ? 8 : 9))
            let back = Lowering.lower(Parser.parse(other).file, source: other, targets: targets)
            _ = checker.check(back.variants, source: other)
            incrementalCheck.append(millis { _ = checker.check(lowered.variants, source: edited) })
        }
        var oneCard: [Double] = []
        for k in 0..<10 {
            let edited = SourceFile(path: "bench.layout", text: Self.thousandViews(widerTitle: k % 2 == 0 ? 125 : -1))
            oneCard.append(millis { _ = session.analyze(edited) })
        }
        print("bench: incremental server analysis \(median(incremental)) ms wall, incremental check alone \(median(incrementalCheck)) ms "
              + "(gap edit: every card's horizontal part changes); one card's title edited: \(median(oneCard)) ms wall")
        print("bench: parse \(median(parse)) ms, lower \(median(lower)) ms, check \(median(check)) ms "
              + "(per variant \(perVariant.map { median($0) })), solve without analysis \(median(solveOnly)) ms, Pipeline.compile \(median(pipeline)) ms, "
              + "server analysis \(median(analysis)) ms wall, \(median(analysisCPU)) ms CPU (all threads)")

        // End to end through the server: didChange → publishDiagnostics of that version.
        for (debounce, incremental) in [(50, true), (0, true), (50, false), (0, false)] {
            let server = InProcessServer(options: ServerOptions(debounceMilliseconds: debounce, incrementalChecks: incremental))
            let c = server.client
            let uri = "file:///bench.layout"
            _ = c.response(to: c.request("initialize", .object([])))
            c.notify("textDocument/didOpen", .object([("textDocument", .object([
                ("uri", .string(uri)), ("version", .number(1)), ("text", .string(text)),
            ]))]))
            _ = c.diagnostics(for: uri)
            var latencies: [Double] = []
            for version in 2...12 {
                // One character: the gap metric alternates between 8 and 9.
                let edited = Self.thousandViews(gap: version % 2 == 0 ? 9 : 8)
                let start = DispatchTime.now().uptimeNanoseconds
                c.notify("textDocument/didChange", .object([
                    ("textDocument", .object([("uri", .string(uri)), ("version", .number(Double(version)))])),
                    ("contentChanges", .array([.object([("text", .string(edited))])])),
                ]))
                let published = c.waitFor("diagnostics v\(version)") {
                    $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["version"]?.intValue == version
                }
                XCTAssertNotNil(published)
                latencies.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            print("bench: debounce \(debounce) ms, \(incremental ? "incremental" : "fresh") checks → edit-to-diagnostics median \(median(latencies)) ms, "
                  + "p90 \(p90(latencies)) ms, min \(latencies.min()!) ms, max \(latencies.max()!) ms")
            c.notify("exit", .null)
            _ = server.waitForStatus()
        }
    }
}
