import Foundation
import TestSupport
import XCTest

/// Bad input never crashes or hangs `vflc`: seeded random edits of every sample (insertions of
/// tokens, deletions, pasted fragments) go through `check`, `render --format svg` and `fmt`,
/// which must each end with a status of 0, 1 or 2. A crash would end the test process.
final class MutatedSampleTests: XCTestCase {
    private static let fragments = ["(", ")", "[", "]", "{", "}", "|", "-", "==", ">=", "<=", "@", "1e308", "-1e308", "0",
                                    ".5", "when", "else", "stack", "view", "label", "H:", "V:", "\n", ";", " ", "x", "*", "/",
                                    "+", "intrinsic", "999999999", "1e-320", "\t", "é", "\u{0}"]

    func testMutatedSamplesEndWithAStatus() throws {
        let samples = try SampleCatalog.names.map { try VFLCRunner.read(SampleCatalog.path($0)) }
        let dir = try TemporaryDirectory(prefix: "vflc-mutated")
        var statuses: [Int32: Int] = [:]
        // `VFLC_SEED=<n>` reruns one case.
        let seeds = ProcessInfo.processInfo.environment["VFLC_SEED"].flatMap(UInt64.init).map { [$0] } ?? Array(1...150)
        for seed in seeds {
            var r = SeededRandom(state: seed &* 0x9E37_79B9_7F4A_7C15 | 1)
            var text = Array(r.pick(samples).unicodeScalars)
            for _ in 0..<r.int(1...6) {
                let p = r.int(0...text.count)
                switch r.int(0...2) {
                case 0: text.insert(contentsOf: r.pick(Self.fragments).unicodeScalars, at: p)
                case 1: text.removeSubrange(p..<min(text.count, p + r.int(1...10)))
                default:
                    let q = r.int(0...text.count)
                    text.insert(contentsOf: text[q..<min(text.count, q + 30)], at: p)
                }
            }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: text)
            let path = try dir.write("case.layout", String(view))
            for args in [["check", path], ["render", path, "--format", "svg", "-o", dir.appendingPathComponent("out.svg").path],
                         ["fmt", path]] {
                let status = VFLCRunner.run(args).status
                if args[0] == "check" { statuses[status, default: 0] += 1 }
                XCTAssertTrue([0, 1, 2].contains(status), "seed \(seed): vflc \(args[0]) exited \(status)")
            }
        }
        if seeds.count > 1 {
            // Both valid and broken files must occur, or the mutations prove little.
            XCTAssertGreaterThan(statuses[0] ?? 0, 5, "\(statuses)")
            XCTAssertGreaterThan(statuses[1] ?? 0, 50, "\(statuses)")
        }
    }
}
