import XCTest
import LayoutSource
@testable import LayoutPipeline
@testable import LayoutCommandLine

final class ArgumentParserTests: XCTestCase {
    private func parse(_ s: String) -> Result<Invocation, UsageError> {
        ArgumentParser.parse(s.split(separator: " ").map(String.init))
    }

    func testCheckWithTraitsAndFormat() throws {
        guard case .success(.check(let r)) = parse("check a.layout b.layout --trait compact,regular --trait=wR,hC --format sarif --strict") else {
            return XCTFail("did not parse")
        }
        XCTAssertEqual(r.paths, ["a.layout", "b.layout"])
        XCTAssertEqual(r.traits.map(\.description), ["wC hR", "wR hC"])
        XCTAssertEqual(r.format, "sarif")
        XCTAssertTrue(r.strict)
    }

    func testRenderOptions() {
        guard case .success(.render(let r)) = parse("render card.layout --size 343xauto --format svg -o out.svg") else {
            return XCTFail("did not parse")
        }
        XCTAssertEqual(r.path, "card.layout")
        XCTAssertEqual(r.size, SizeOption(width: 343, height: nil))
        XCTAssertEqual(r.format, "svg")
        XCTAssertEqual(r.output, "out.svg")
    }

    func testStdinIsAPath() {
        guard case .success(.check(let r)) = parse("check -") else { return XCTFail("did not parse") }
        XCTAssertEqual(r.paths, ["-"])
    }

    /// Each malformed command line is a usage error whose message names the problem.
    func testUsageErrors() {
        let table: [(String, String)] = [
            ("", "missing command"),
            ("chek a.layout", "did you mean 'check'?"),
            ("check", "needs at least one FILE"),
            ("check a.layout --trait wide,tall", "malformed --trait 'wide,tall'"),
            ("check a.layout --format xml", "--format must be one of text, json, github, sarif"),
            ("check a.layout --strict=yes", "--strict takes no value"),
            ("check a.layout --trai compact,regular", "did you mean '--trait'?"),
            ("render a.layout --size 10by20", "malformed --size '10by20'"),
            ("render a.layout --size 0x20", "malformed --size '0x20'"),
            ("render a.layout b.layout", "takes one FILE, got 2"),
            ("render a.layout --size 10x10 --device iPhone", "give one of them"),
            ("render a.layout -o", "-o needs a value"),
            ("dump bytes a.layout", "dump must be one of tokens, ast, ir"),
            ("devices extra", "takes no arguments"),
            ("fmt", "needs at least one FILE"),
            ("fmt a.layout --check -w", "cannot be combined"),
            ("fmt a.layout --chek", "did you mean '--check'?"),
        ]
        for (line, expected) in table {
            guard case .failure(let e) = parse(line) else { XCTFail("'\(line)' was accepted"); continue }
            XCTAssertTrue(e.message.contains(expected), "'\(line)': \(e.message)")
        }
    }

    func testSizeParsing() {
        XCTAssertEqual(SizeOption.parse("393x852"), SizeOption(width: 393, height: 852))
        XCTAssertEqual(SizeOption.parse("autox100"), SizeOption(width: nil, height: 100))
        XCTAssertNil(SizeOption.parse("x"))
        XCTAssertNil(SizeOption.parse("-5x10"))
        XCTAssertNil(SizeOption.parse("nanx10"))
    }
}
