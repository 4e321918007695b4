import XCTest
import LayoutPipeline
import LayoutSource
@testable import LayoutCommandLine

/// `vflc explain`'s command line (the command itself is tested through the built executable,
/// `ExplainCommandTests`).
final class ExplainArgumentTests: XCTestCase {
    private func parse(_ arguments: [String]) -> Result<Invocation, UsageError> { ArgumentParser.parse(arguments) }

    func testFilesFlagsAndStandardInput() throws {
        guard case .success(.explain(let r)) = parse(["explain", "a.log", "--format=json", "-", "--layouts", "Pkg", "--", "--odd.log"]) else {
            return XCTFail("did not parse")
        }
        XCTAssertEqual(r, ExplainRequest(paths: ["a.log", "-", "--odd.log"], layouts: "Pkg", format: "json"))
        guard case .success(.explain(let none)) = parse(["explain"]) else { return XCTFail("did not parse") }
        XCTAssertEqual(none, ExplainRequest())
        guard case .success(.help("explain")) = parse(["explain", "--help"]) else { return XCTFail("no help") }
    }

    func testUsageErrors() {
        for (arguments, message) in [(["explain", "--format", "sarif"], "--format must be one of text, json; got 'sarif'"),
                                     (["explain", "--layout", "."], "unknown option '--layout'; did you mean '--layouts'?"),
                                     (["explain", "--layouts"], "--layouts needs a value"),
                                     (["explian"], "unknown command 'explian'; did you mean 'explain'?")] {
            guard case .failure(let e) = parse(arguments) else { XCTFail("\(arguments) parsed"); continue }
            XCTAssertEqual(e.message, message)
        }
    }

    /// In-process, with colour asked for: the header as `check` colours it; without, none.
    func testColourFollowsTheDecision() throws {
        let log = "Unable to simultaneously satisfy constraints.\n(\n\"<NSLayoutConstraint:0x1 UIView:0x2.width == -16   (active)>\"\n)\n"
        for colored in [true, false] {
            var out = ""
            let io = ToolIO(stdout: { out += $0 }, stderr: { _ in }, stdin: { Array(log.utf8) }, colored: colored)
            XCTAssertEqual(CommandLineTool.run(["explain"], io: io), 1)
            XCTAssertEqual(out.contains("\u{1B}[1m<stdin>:1: \u{1B}[0m\u{1B}[1;31merror: \u{1B}[0m"), colored, out)
            XCTAssertEqual(out.contains("\u{1B}["), colored, out)
        }
    }
}
