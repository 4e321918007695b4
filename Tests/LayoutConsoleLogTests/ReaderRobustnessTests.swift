import Foundation
import LayoutConsoleLog
import TestSupport
import XCTest

/// Bad input ends with a result, never a crash or a hang: every prefix of a fixture, random
/// bytes, and lines made to defeat the reader's searches.
final class ReaderRobustnessTests: XCTestCase {
    func testEveryPrefixOfAFixtureIsRead() throws {
        let data = try XCTUnwrap(FileManager.default.contents(atPath: ConsoleLogReaderTests.fixtures + "/system-constraints.log"))
        let bytes = [UInt8](data)
        var found = 0
        for n in stride(from: 0, through: bytes.count, by: 7) {
            found += ConsoleLogReader.reports(in: Array(bytes[..<n])).count
        }
        XCTAssertGreaterThan(found, 0)
    }

    func testRandomBytes() {
        var random = SeededRandom(state: 27)
        let alphabet = Array("<>()[]'\"|-:.=+*@#0x1aF Constraint:NSLayoutConstraint:0xH:V: \n\t\\&;".utf8)
        for _ in 0..<200 {
            let bytes = (0..<random.int(0...600)).map { _ in random.pick(alphabet) }
            _ = ConsoleLogReader.reports(in: bytes)
            _ = DescriptionParser.parse(String(decoding: bytes, as: UTF8.self))
        }
    }

    func testLinesMadeOfTheReadersDelimiters() {
        let many = String(repeating: "<NSLayoutConstraint:0x1 UIView:0x2.width == 1>", count: 2000)
        XCTAssertEqual(ConsoleLogReader.reports(in: "(\n" + many + "\n)\n").first?.constraints.count, 2000)
        let angles = "<NSLayoutConstraint:0x1 " + String(repeating: ">x", count: 50_000)
        XCTAssertEqual(ConsoleLogReader.reports(in: angles).count, 1)
        let quotes = "<NSLayoutConstraint:0x1 UILabel:0x2'" + String(repeating: "'", count: 50_000) + ">"
        XCTAssertEqual(ConsoleLogReader.reports(in: quotes).count, 1)
        let opens = String(repeating: "(\n", count: 20_000)
        XCTAssertEqual(ConsoleLogReader.reports(in: opens).count, 0)
    }
}
