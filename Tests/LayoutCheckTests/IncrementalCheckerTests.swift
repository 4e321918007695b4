import Foundation
import XCTest
import LayoutSource
import LayoutLowering
import TestSupport
@testable import LayoutCheck

/// `IncrementalChecker` must give exactly what a fresh `Checker.check` gives, whatever it
/// checked before: on every fixture and sample, and after each edit of random edit sequences.
final class IncrementalCheckerTests: XCTestCase {
    /// Fixtures and samples, each checked after every other one with the same checker (the
    /// worst case for state carried over) and again unchanged (everything reused).
    func testFixturesAndSamplesMatchTheStatelessChecker() {
        var files: [String] = []
        for dir in ["Tests/LayoutCheckTests/Fixtures", "Samples", "Samples/errors"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: RepoPaths.path(dir))) ?? []
            files += names.filter { $0.hasSuffix(".layout") }.sorted().map { RepoPaths.path("\(dir)/\($0)") }
        }
        XCTAssertGreaterThan(files.count, 15, "fixtures and samples not found")
        let checker = IncrementalChecker()
        var checked = 0
        for file in files {
            // Some error samples are deliberately not UTF-8; the front end's tests cover them.
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            let (source, variants, front) = CheckTestSupport.compile(text, path: file)
            guard !front.contains(where: { $0.severity == .error }) else { continue }
            let fresh = Checker.check(variants, source: source)
            assertSame(checker.check(variants, source: source), fresh, file)
            assertSame(checker.check(variants, source: source), fresh, "\(file), unchanged")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 10)
    }

    /// Random edits (numbers changed, lines deleted, duplicated, swapped, moved) to random
    /// layouts; the result after each edit equals a fresh check of the edited text.
    func testRandomEditSequencesMatchTheStatelessChecker() {
        var rng = SeededRandom(state: 8 &+ 0x9E37_79B9_7F4A_7C15)
        var compared = 0, unsatisfiable = 0
        for seed in 1...UInt64(40) {
            var generator = RandomLayoutGenerator(seed: seed)
            var lines = generator.makeLayout().components(separatedBy: "\n")
            let checker = IncrementalChecker()
            for step in 0..<10 {
                let text = lines.joined(separator: "\n")
                let (source, variants, front) = CheckTestSupport.compile(text)
                if !front.contains(where: { $0.severity == .error }) {
                    let fresh = Checker.check(variants, source: source)
                    assertSame(checker.check(variants, source: source), fresh, "seed \(seed) step \(step):\n\(text)")
                    compared += 1
                    if fresh.solutions.contains(where: { !$0.isSatisfiable }) { unsatisfiable += 1 }
                }
                lines = Self.edit(lines, &rng)
            }
        }
        // The sequences must exercise something: many valid versions, some of them broken.
        XCTAssertGreaterThan(compared, 150)
        XCTAssertGreaterThan(unsatisfiable, 5)
    }

    /// A larger screen of independent cards, edited the way a user types: one metric, one
    /// constant, one line removed and restored, a conflict added and removed.
    func testEditsToALargerScreenMatchTheStatelessChecker() {
        func screen(gap: Int, width: Int?, conflict: Bool, dropLine: Bool) -> String {
            var out = "metrics {\n  gap = \(gap)\n}\n"
            for r in 0..<30 {
                out += "view row\(r) {\n  label title\(r) intrinsic 120x22\n  image icon\(r) intrinsic 24x24\n"
                out += "  H:|-16-[icon\(r)]-gap-[title\(r)]-(>=8)-|\n"
                if !(dropLine && r == 7) { out += "  V:|-4-[title\(r)]-4-|\n" }
                out += "  icon\(r).centerY == title\(r).centerY\n"
                if r == 3, let width { out += "  title\(r).width == \(width)\n" }
                if r == 5 && conflict { out += "  icon\(r).width == 30\n" }
                out += "}\nH:|[row\(r)]|\nV:|-(\(r * 40))-[row\(r)]\n"
            }
            return out
        }
        let versions = [
            screen(gap: 8, width: nil, conflict: false, dropLine: false),
            screen(gap: 9, width: nil, conflict: false, dropLine: false),
            screen(gap: 9, width: 100, conflict: false, dropLine: false),
            screen(gap: 9, width: 101, conflict: false, dropLine: true),
            screen(gap: 9, width: 101, conflict: true, dropLine: true),
            screen(gap: 9, width: 101, conflict: true, dropLine: false),
            screen(gap: 8, width: nil, conflict: false, dropLine: false),
        ]
        let checker = IncrementalChecker()
        for (k, text) in versions.enumerated() {
            let (source, variants, front) = CheckTestSupport.compile(text)
            XCTAssertEqual(front.filter { $0.severity == .error }.count, 0)
            assertSame(checker.check(variants, source: source), Checker.check(variants, source: source), "version \(k)")
        }
    }

    /// A conflict fixed, a view added (every variable after it renumbered), removed, and the
    /// conflict back: constraints disabled to break a conflict must come back when needed.
    func testConflictFixedAndReintroduced() {
        let broken = "view box\nH:|[box]\nV:|[box(50)]\nbox.width == 100\nbox.width >= 120 @required\n"
        let fixed = broken.replacingOccurrences(of: ">= 120", with: ">= 80")
        let checker = IncrementalChecker()
        for (k, text) in [broken, fixed, fixed + "view extra\n", "view extra\n" + fixed, fixed, broken, broken].enumerated() {
            let (source, variants, _) = CheckTestSupport.compile(text)
            assertSame(checker.check(variants, source: source), Checker.check(variants, source: source), "version \(k)")
        }
    }

    /// Swapping two equivalent lines changes which one is redundant: the reused constraints
    /// must take their new places in the solver's sequence (a fresh check names the later one).
    func testSwappedEquivalentLinesMoveTheRedundantOne() {
        let head = "view box\nH:|[box]\nV:|[box(50)]\n"
        let a = "box.width == 100\n", b = "box.width * 2 == 200\n"
        let checker = IncrementalChecker()
        for (k, text) in [head + a + b, head + b + a, head + a + b, "view other\n" + head + b + a].enumerated() {
            let (source, variants, _) = CheckTestSupport.compile(text)
            let fresh = Checker.check(variants, source: source)
            XCTAssertEqual(fresh.diagnostics.filter { $0.id.rawValue == "redundant-constraint" }.count, 1, "version \(k)")
            assertSame(checker.check(variants, source: source), fresh, "version \(k)")
        }
    }

    /// The variants may change between calls (other targets, fewer of them).
    func testChangingTargetsStartsAfresh() {
        let text = "view a\nview b\nH:|-[a]-[b(==a)]-|\nV:|-[a]-|\nV:|-[b(==40)]"
        let checker = IncrementalChecker()
        let targets = CheckTestSupport.defaultTargets
        for chosen in [targets, Array(targets.reversed()), [targets[2]], targets] {
            let (source, variants, _) = CheckTestSupport.compile(text, targets: chosen)
            assertSame(checker.check(variants, source: source), Checker.check(variants, source: source), "\(chosen.map(\.variant))")
        }
    }

    // MARK: - Helpers

    /// One random edit of a file's lines.
    static func edit(_ lines: [String], _ rng: inout SeededRandom) -> [String] {
        var lines = lines
        guard lines.count > 1 else { return lines }
        let i = rng.int(0...lines.count - 1)
        switch rng.int(0...5) {
        case 0, 1:
            // Change one number: the most common edit.
            var chars = Array(lines[i])
            if let d = chars.indices.filter({ chars[$0].isNumber }).randomElement(using: &rng) {
                chars[d] = Character(String(rng.int(0...9)))
                lines[i] = String(chars)
            }
        case 2: lines.remove(at: i)
        case 3: lines.insert(lines[i], at: rng.int(0...lines.count))
        case 4:
            let j = rng.int(0...lines.count - 1)
            lines.swapAt(i, j)
        default:
            let line = lines.remove(at: i)
            lines.insert(line, at: rng.int(0...lines.count))
        }
        return lines
    }
}

extension SeededRandom: RandomNumberGenerator {}
