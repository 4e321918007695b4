import LayoutSource

/// A strict JSON parser for the tests (RFC 8259), producing `JSONValue` so that numbers,
/// booleans and key order are exactly what was written; Foundation's parser blurs
/// booleans and numbers on some platforms.
struct TestJSONParser {
    struct Failure: Error, CustomStringConvertible {
        var offset: Int
        var reason: String
        var description: String { "JSON error at byte \(offset): \(reason)" }
    }

    private let bytes: [UInt8]
    private var i = 0

    static func parse(_ text: String) throws -> JSONValue {
        var p = TestJSONParser(bytes: Array(text.utf8))
        let value = try p.value()
        p.skipSpace()
        guard p.i == p.bytes.count else { throw Failure(offset: p.i, reason: "trailing text") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func skipSpace() {
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
    }

    private mutating func expect(_ literal: String) throws {
        for b in literal.utf8 {
            guard i < bytes.count, bytes[i] == b else { throw Failure(offset: i, reason: "expected \(literal)") }
            i += 1
        }
    }

    private mutating func value() throws -> JSONValue {
        skipSpace()
        guard i < bytes.count else { throw Failure(offset: i, reason: "unexpected end") }
        switch bytes[i] {
        case UInt8(ascii: "{"):
            i += 1
            var pairs: [(String, JSONValue)] = []
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(pairs) }
            while true {
                skipSpace()
                guard case .string(let key) = try value() else { throw Failure(offset: i, reason: "key must be a string") }
                guard !pairs.contains(where: { $0.0 == key }) else { throw Failure(offset: i, reason: "duplicate key \(key)") }
                skipSpace()
                try expect(":")
                pairs.append((key, try value()))
                skipSpace()
                if i < bytes.count, bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                try expect("}")
                return .object(pairs)
            }
        case UInt8(ascii: "["):
            i += 1
            var items: [JSONValue] = []
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            while true {
                items.append(try value())
                skipSpace()
                if i < bytes.count, bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                try expect("]")
                return .array(items)
            }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        default: return .number(try number())
        }
    }

    private mutating func string() throws -> String {
        i += 1
        var scalars: [UInt8] = []
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { i += 1; return String(decoding: scalars, as: UTF8.self) }
            guard b >= 0x20 else { throw Failure(offset: i, reason: "control character in string") }
            if b == UInt8(ascii: "\\") {
                i += 1
                guard i < bytes.count else { break }
                let e = bytes[i]
                i += 1
                switch e {
                case UInt8(ascii: "\""): scalars.append(e)
                case UInt8(ascii: "\\"): scalars.append(e)
                case UInt8(ascii: "/"): scalars.append(e)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "u"):
                    guard i + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[i..<(i + 4)], as: UTF8.self), radix: 16),
                          let scalar = Unicode.Scalar(code) else { throw Failure(offset: i, reason: "bad \\u escape") }
                    i += 4
                    scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
                default: throw Failure(offset: i, reason: "bad escape")
                }
            } else {
                scalars.append(b)
                i += 1
            }
        }
        throw Failure(offset: i, reason: "unterminated string")
    }

    private mutating func number() throws -> Double {
        let start = i
        while i < bytes.count, "+-0123456789.eE".utf8.contains(bytes[i]) { i += 1 }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard !text.isEmpty, text.first != "+", let d = Double(text) else { throw Failure(offset: start, reason: "bad number \(text)") }
        return d
    }
}
