import Foundation
@testable import LayoutServer
import LayoutSource
import TestSupport
import XCTest

/// The server's JSON reader against Foundation's `JSONSerialization` (the reader it replaced):
/// the same values for valid documents — hand-picked ones with every escape and number form,
/// and seeded random trees written with random whitespace — and a failure for each invalid one.
final class JSONReaderTests: XCTestCase {
    private func foundation(_ text: String) throws -> JSONValue {
        JSONValue(foundation: try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]))
    }

    private func same(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            let ours = try JSONReader.parse(Array(text.utf8))
            let theirs = try foundation(text)
            XCTAssertEqual(ours.serialized(), theirs.serialized(), text, file: file, line: line)
        } catch {
            XCTFail("\(text): \(error)", file: file, line: line)
        }
    }

    func testDocumentsReadAsJSONSerializationReadsThem() {
        for text in [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}"#,
            #"{"b":1,"a":[true,false,null,{}],"c":[],"d":{"z":"","y":"\u00e9\ud834\udd1e"}}"#,
            #"[0,-1,1.5,-2.5E-2,1e3,1E+2,0.000001,123456789012345,12345678901234567890,4.9e-324]"#,
            #""escapes \" \\ \/ \b \f \n \r \t \u0001 \u001F \uFFFF end""#,
            "  \n\t {\"café ☕︎\" : \"𝄞 x\" , \"k\" :[ 1 , 2 ] }  \r\n",
            #"{"text":"view box\nH:|[box]|\n// é"}"#, "42", "\"alone\"", "null", "true",
            "[1,]", "{\"a\":1 , }",   // JSONSerialization allows a comma before the bracket
        ] { same(text) }
    }

    func testRandomDocuments() {
        var random = SeededRandom(state: 2026_12_02)
        func value(_ depth: Int) -> JSONValue {
            switch random.int(0...(depth > 3 ? 3 : 5)) {
            case 0: return .number(Double(random.int(-100_000...100_000)) / Double(random.pick([1, 8, 1000])))
            case 1: return .string(String((0..<random.int(0...12)).map { _ in random.pick(Array("ab\"\\\n\té☕︎𝄞/ \u{1}")) }))
            case 2: return random.chance(0.5) ? .bool(random.chance(0.5)) : .null
            case 3: return .number(Double(random.int(0...999)))
            case 4: return .array((0..<random.int(0...4)).map { _ in value(depth + 1) })
            default:
                return .object((0..<random.int(0...4)).map { k in ("k\(k)\(random.pick(["", "é", "z"]))", value(depth + 1)) })
            }
        }
        for _ in 0..<300 {
            let v = value(0)
            same(v.serialized())
            same(v.serialized(indent: random.int(1...3)))
        }
    }

    func testInvalidDocumentsFailAsTheyDoInFoundation() {
        for text in ["", "{", "[,]", "[1,,]", "{,}", "{\"a\" 1}", "tru", "nul", "01", "1.", "-", ".5", "1e", "+1", "\"\\x\"",
                     "\"abc", "\"a\u{1}b\"", "[1 2]", "{1:2}", "1 2", "\"\\u12\"", "[", "]", "{\"a\":}", "NaN", "'a'"] {
            XCTAssertThrowsError(try JSONReader.parse(Array(text.utf8)), "ours accepted \(text.debugDescription)")
            XCTAssertThrowsError(try foundation(text), "Foundation accepted \(text.debugDescription)")
        }
        // Invalid UTF-8 in a string and nesting beyond any real message are refused too.
        XCTAssertThrowsError(try JSONReader.parse([0x22, 0xFF, 0x22]))
        XCTAssertThrowsError(try JSONReader.parse(Array(String(repeating: "[", count: 100_000).utf8)))
    }
}
