import Foundation
import LayoutExplain
import TestSupport
import XCTest

/// `Explainer.explain(bytes:)` — the entry point a fuzzer calls — ends with a result and both
/// writers write it, whatever the bytes: fixture logs mutated (bytes replaced, lines cut, numbers
/// made huge, tiny or signed, lines repeated) and bytes that are not UTF-8. `VFLC_SEED=n` reruns
/// one seed.
final class ExplainRobustnessTests: XCTestCase {
    func testMutatedLogsAreExplained() throws {
        let seed = ProcessInfo.processInfo.environment["VFLC_SEED"].flatMap(UInt64.init) ?? 2027
        var random = SeededRandom(state: seed)
        let logs = try ExplainGoldenTests.logs().map { [UInt8](try XCTUnwrap(FileManager.default.contents(atPath: RepoPaths.path($0)))) }
        let numbers = ["1e308", "-1e308", "0", "-0", "1e-300", "99999999999999999999", "nan", "inf", "0x", "-", "*", "@"]
        var explained = 0
        for round in 0..<150 {
            var bytes = logs[round % logs.count]
            switch random.int(0...3) {
            case 0:
                for _ in 0..<random.int(1...20) where !bytes.isEmpty { bytes[random.int(0...(bytes.count - 1))] = UInt8(random.int(0...255)) }
            case 1:
                bytes = Array(bytes.prefix(random.int(0...bytes.count)))
            case 2:
                var text = String(decoding: bytes, as: UTF8.self)
                for _ in 0..<random.int(1...6) {
                    guard let digit = text.firstIndex(where: \.isNumber) else { break }
                    let at = text.index(digit, offsetBy: random.int(0...min(40, text.distance(from: digit, to: text.endIndex) - 1)))
                    text.insert(contentsOf: random.pick(numbers), at: at)
                }
                bytes = Array(text.utf8)
            default:
                let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
                var out: [UInt8] = []
                for line in lines {
                    for _ in 0..<(random.int(0...5) == 0 ? random.int(0...3) : 1) { out += line + [0x0A] }
                }
                bytes = out
            }
            let result = Explainer.explain(bytes: bytes)
            explained += result.reports.count
            XCTAssertFalse(ExplainJSONWriter.write([result]).isEmpty)
            _ = ExplainTextWriter.write([result], colored: round % 2 == 0)
        }
        XCTAssertGreaterThan(explained, 50, "the mutations still leave reports to explain (seed \(seed))")
    }

    func testBytesThatAreNotText() {
        var random = SeededRandom(state: 72)
        let header = Array("Unable to simultaneously satisfy constraints.\n(\n\"<NSLayoutConstraint:0x1 UIView:0x2.width == ".utf8)
        for _ in 0..<100 {
            let noise = (0..<random.int(0...400)).map { _ in UInt8(random.int(0...255)) }
            let result = Explainer.explain(bytes: header + noise)
            XCTAssertEqual(result.reports.count, 1)
            XCTAssertFalse(ExplainJSONWriter.write([result]).isEmpty)
        }
    }
}
