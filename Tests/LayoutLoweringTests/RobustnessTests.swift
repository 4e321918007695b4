import LayoutLowering
import LayoutSource
import LayoutSyntax
import TestSupport
import XCTest

/// Lowering never crashes, whatever the parser hands it (partial trees after syntax errors,
/// adversarial sizes), and reports resource-like limits as errors.
final class RobustnessTests: XCTestCase {
    private func lowerAnything(_ text: String) -> LoweringResult {
        let source = SourceFile(path: "fuzz.layout", text: text)
        let parsed = Parser.parse(source)
        return Lowering.lower(parsed.file, source: source,
                              targets: TraitVariant.all.map(LoweringFixture.defaultTarget))
    }

    func testEveryTruncationOfTheFixturesLowersWithoutCrashing() throws {
        for name in ["card", "adaptive"] {
            let text = try String(contentsOfFile: RepoPaths.path("Tests/LayoutLoweringTests/Fixtures/\(name).layout"),
                                  encoding: .utf8)
            let bytes = Array(text.utf8)
            for end in stride(from: 0, through: bytes.count, by: 3) {
                let result = lowerAnything(String(decoding: bytes[..<end], as: UTF8.self))
                XCTAssertEqual(result.variants.count, 4)
            }
        }
    }

    func testSeededTokenSoupLowersWithoutCrashing() {
        let words = ["view", "label", "stack", "a", "b", "root", "superview", "safeArea", ".", "width", "top", "leading",
                     "==", ">=", "<=", "@", "high", "2000", "0", "1e999", "(", ")", "[", "]", "|", "-", "H:", "V:", "*", "/",
                     "+", "{", "}", "when", "wC", "hR", "or", "else", "set", "hidden", "metrics", "=", "m", "\n", ";",
                     "intrinsic", "10x_", "axis", "vertical", "spacing", "spacingAfter", "hug", "251"]
        var seed: UInt64 = 0x5eed
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        for _ in 0..<300 {
            let text = (0..<next(60)).map { _ in words[next(words.count)] }.joined(separator: " ")
            XCTAssertEqual(lowerAnything(text).variants.count, 4, text)
        }
    }

    func testLongMetricChainIsAnErrorNotAStackOverflow() {
        let n = 5_000
        var text = "metrics {\n"
        for i in 0..<n { text += "  m\(i) = m\(i + 1) + 1\n" }
        text += "  m\(n) = 0\n}\nview a\n[a(m0)]\n"
        let f = LoweringFixture(text)
        XCTAssertTrue(f.errors.allSatisfy { $0.hasPrefix("metric-too-deep") }, "\(f.errors.prefix(3))")
        XCTAssertFalse(f.errors.isEmpty)
        let short = LoweringFixture("metrics {\n  a = b + 1\n  b = c * 2\n  c = 3\n}\nview v\n[v(a)]\n")
        XCTAssertEqual(short.constraints(), ["v.width == 7 @1000"])
    }

    func testHugeNumbersAreErrors() {
        // (Literals beyond Double are the parser's errors; arithmetic can still overflow.)
        let f = LoweringFixture("metrics { big = 1e308 }\nview a\na.width == big * 10\n[a(big + big)]\n")
        XCTAssertEqual(f.errors, ["number-out-of-range 3:12", "number-out-of-range 4:4"])
    }

    func testUnknownNameInASizePredicateSuggestsViewsAndMetrics() {
        let f = LoweringFixture("metrics { wide = 100 }\nview button\nview other\n[button(==othr)]\n[other(wid)]\n")
        XCTAssertEqual(f.result.diagnostics.filter { $0.severity == .error }.map { "\($0.id): \($0.message)" }, [
            "unknown-view: unknown view or metric 'othr'; did you mean 'other'?",
            "unknown-metric: unknown view or metric 'wid'; did you mean 'wide'?",
        ])
    }
}
