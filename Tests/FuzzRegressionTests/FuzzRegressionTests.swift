import Foundation
@testable import FuzzHarness
import TestSupport
import XCTest

/// Every input that ever crashed, hung or broke a promise of a fuzz target is kept in
/// `Inputs/TARGET/` and run here through the target's own entry point (`FuzzTarget.run`, what
/// the libFuzzer executable calls), which must handle it as documented: no crash (that would
/// end this process), no hang, no problem reported (docs/fuzzing.md).
final class FuzzRegressionTests: XCTestCase {
    private let inputs = RepoPaths.path("Tests/FuzzRegressionTests/Inputs")

    private func files(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }.sorted()
    }

    func testEveryKeptInputIsHandled() throws {
        var count = 0
        for target in FuzzTarget.all {
            for name in try files(inputs + "/" + target.name) {
                let bytes = try XCTUnwrap(FileManager.default.contents(atPath: inputs + "/" + target.name + "/" + name), name)
                XCTAssertEqual(target.run(Array(bytes)), [], "\(target.name)/\(name)")
                count += 1
            }
        }
        print("FuzzRegressionTests: \(count) kept inputs")
    }

    /// A folder per target and nothing else, so no kept input goes unrun.
    func testEveryFolderIsATarget() throws {
        XCTAssertEqual(try files(inputs), FuzzTarget.all.map(\.name).sorted())
    }

    /// The promises are checked, not assumed: a broken one is reported.
    func testABrokenPromiseIsReported() throws {
        let pipeline = try XCTUnwrap(FuzzTarget.named("pipeline"))
        XCTAssertEqual(pipeline.run(Array("view a\nH:|[a]|\nV:|[a(20)]\n".utf8)), [])
        XCTAssertEqual(OutputChecks.diagnostics("{\"diagnostics\": [{\"line\": 9, \"column\": 1}]}", format: "json", document: Array("a\n".utf8)).count, 1)
        XCTAssertEqual(OutputChecks.diagnostics("x.layout:1:40: error: e [id]\n", format: "xcode", document: Array("view a\n".utf8)).count, 1)
        XCTAssertEqual(OutputChecks.diagnostics("not json", format: "sarif", document: Array("".utf8)).count, 1)
        XCTAssertEqual(ServerHarness.framingProblems(Array("Content-Length: 2\r\n\r\n{}".utf8)).count, 1, "no jsonrpc member")
        XCTAssertEqual(ServerHarness.framingProblems(Array("Content-Length: 9\r\n\r\n{}".utf8)).count, 1, "cut off")
        XCTAssertEqual(ServerHarness.framingProblems(Array(#"Content-Length: 17\#r\#n\#r\#n{"jsonrpc":"2.0"}"#.utf8)), [])
    }

    /// Each target has seeds from the repository and a dictionary.
    func testEveryTargetHasSeedsAndADictionary() {
        for target in FuzzTarget.all {
            XCTAssertFalse(SeedCorpus.seeds(for: target.name, root: RepoPaths.root).isEmpty, target.name)
            XCTAssertGreaterThan(SeedCorpus.dictionary(for: target.name).split(separator: "\n").count, 10, target.name)
        }
        XCTAssertGreaterThan(SeedCorpus.seeds(for: "pipeline", root: RepoPaths.root).count, 100)
    }

    /// The structure-aware mutators: the same seed gives the same edit, within the size asked.
    func testMutatorsAreDeterministicAndBounded() throws {
        let sample = Array(try String(contentsOfFile: RepoPaths.path("Samples/card.layout"), encoding: .utf8).utf8)
        let session = ServerMessages.session(for: "view a\nH:|[a]|\n")
        let flip: ([UInt8]) -> [UInt8] = { $0.reversed() }
        var changed = 0
        for seed in UInt32(1)...200 {
            let a = LayoutMutator.mutate(sample, maxSize: 4096, seed: seed, bytes: flip)
            XCTAssertEqual(a, LayoutMutator.mutate(sample, maxSize: 4096, seed: seed, bytes: flip))
            XCTAssertLessThanOrEqual(a.count, 4096)
            if a != sample { changed += 1 }
            let s = ServerStreamMutator.mutate(session, maxSize: 8192, seed: seed, bytes: flip)
            XCTAssertEqual(s, ServerStreamMutator.mutate(session, maxSize: 8192, seed: seed, bytes: flip))
            XCTAssertLessThanOrEqual(s.count, 8192)
        }
        XCTAssertGreaterThan(changed, 150)
    }
}
