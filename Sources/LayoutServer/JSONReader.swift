import LayoutSource

/// A JSON reader (RFC 8259) for the messages the server receives, straight from their bytes
/// into `JSONValue`: a `didChange` carries the whole document (80 kB for a 1,000-view file),
/// and Foundation's `JSONSerialization` plus the conversion of its objects was a tenth of an
/// edit's work (docs/performance.md, "Language server: issue 28"). Strings without escapes
/// are validated and copied whole. The values are `JSONSerialization`'s: objects keyed in
/// sorted order (the last of duplicate keys wins), numbers as doubles, a comma before a
/// closing bracket accepted — `JSONReaderTests` compares the two on valid and invalid documents.
struct JSONReader {
    /// Why a document is not JSON, and where.
    struct Failure: Error {
        var message: String
        var offset: Int
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var i = 0
    /// Nesting depth, bounded so that a hostile message cannot exhaust the stack.
    private var depth = 0
    private static let maxDepth = 512

    /// Parses one JSON value (any, not only objects) filling all of `data` but whitespace.
    static func parse(_ data: [UInt8]) throws -> JSONValue {
        try data.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(bytes: buffer)
            reader.skipWhitespace()
            let value = try reader.value()
            reader.skipWhitespace()
            guard reader.i == buffer.count else { throw reader.failure("garbage after the value") }
            return value
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    private func failure(_ message: String) -> Failure { Failure(message: message, offset: i) }

    private mutating func skipWhitespace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
    }

    private mutating func value() throws -> JSONValue {
        guard i < bytes.count else { throw failure("unexpected end") }
        switch bytes[i] {
        case 0x7B: return try object()
        case 0x5B: return try array()
        case 0x22: return .string(try string())
        case 0x74: try word("true"); return .bool(true)
        case 0x66: try word("false"); return .bool(false)
        case 0x6E: try word("null"); return .null
        case 0x2D, 0x30...0x39: return .number(try number())
        default: throw failure("unexpected character")
        }
    }

    private mutating func word(_ w: StaticString) throws {
        let n = w.utf8CodeUnitCount
        guard i + n <= bytes.count else { throw failure("unexpected end") }
        for k in 0..<n where bytes[i + k] != w.utf8Start[k] { throw failure("invalid literal") }
        i += n
    }

    private mutating func nest() throws {
        depth += 1
        guard depth <= Self.maxDepth else { throw failure("nested too deeply") }
    }

    private mutating func object() throws -> JSONValue {
        try nest()
        i += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if i < bytes.count, bytes[i] == 0x7D {
            i += 1
        } else {
            while true {
                skipWhitespace()
                // A comma before the brace, as JSONSerialization allows (`{"a": 1,}`).
                if !members.isEmpty, i < bytes.count, bytes[i] == 0x7D { i += 1; break }
                guard i < bytes.count, bytes[i] == 0x22 else { throw failure("expected a key") }
                let key = try string()
                skipWhitespace()
                guard i < bytes.count, bytes[i] == 0x3A else { throw failure("expected ':'") }
                i += 1
                skipWhitespace()
                members[key] = try value()
                skipWhitespace()
                guard i < bytes.count else { throw failure("unexpected end") }
                if bytes[i] == 0x2C { i += 1; continue }
                guard bytes[i] == 0x7D else { throw failure("expected ',' or '}'") }
                i += 1
                break
            }
        }
        depth -= 1
        return .object(members.keys.sorted().map { ($0, members[$0]!) })
    }

    private mutating func array() throws -> JSONValue {
        try nest()
        i += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if i < bytes.count, bytes[i] == 0x5D {
            i += 1
        } else {
            while true {
                skipWhitespace()
                if !items.isEmpty, i < bytes.count, bytes[i] == 0x5D { i += 1; break }
                items.append(try value())
                skipWhitespace()
                guard i < bytes.count else { throw failure("unexpected end") }
                if bytes[i] == 0x2C { i += 1; continue }
                guard bytes[i] == 0x5D else { throw failure("expected ',' or ']'") }
                i += 1
                break
            }
        }
        depth -= 1
        return .array(items)
    }

    /// A string literal at `"`: runs without escapes copied whole (and validated as UTF-8).
    private mutating func string() throws -> String {
        i += 1
        var out: [UInt8] = []
        var run = i
        while true {
            guard i < bytes.count else { throw failure("unterminated string") }
            let b = bytes[i]
            if b == 0x22 { break }
            if b < 0x20 { throw failure("control character in a string") }
            guard b == 0x5C else { i += 1; continue }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i]))
            i += 1
            guard i < bytes.count else { throw failure("unterminated string") }
            if let c = JSONValue.unescaped(bytes[i]) { out.append(c); i += 1; run = i; continue }
            switch bytes[i] {
            case 0x75:
                var scalar = try hex4()
                if (0xD800...0xDBFF).contains(scalar) {
                    // A high surrogate must be followed by `\uDC00`…`\uDFFF`.
                    guard i + 2 < bytes.count, bytes[i + 1] == 0x5C, bytes[i + 2] == 0x75 else { throw failure("lone surrogate") }
                    i += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw failure("lone surrogate") }
                    scalar = 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    throw failure("lone surrogate")
                }
                guard let u = Unicode.Scalar(scalar) else { throw failure("invalid escape") }
                out.append(contentsOf: Array(String(Character(u)).utf8))
            default: throw failure("invalid escape")
            }
            i += 1
            run = i
        }
        let end = i
        i += 1
        if out.isEmpty {
            guard let s = String(validating: UnsafeBufferPointer(rebasing: bytes[run..<end]), as: UTF8.self) else {
                throw failure("invalid UTF-8")
            }
            return s
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<end]))
        guard let s = String(validating: out, as: UTF8.self) else { throw failure("invalid UTF-8") }
        return s
    }

    /// The four hex digits after `\u` (at the `u`); leaves `i` on the last digit.
    private mutating func hex4() throws -> UInt32 {
        guard i + 4 < bytes.count else { throw failure("invalid escape") }
        var v: UInt32 = 0
        for k in 1...4 {
            let c = bytes[i + k]
            let d: UInt32
            switch c {
            case 0x30...0x39: d = UInt32(c - 0x30)
            case 0x41...0x46: d = UInt32(c - 0x41 + 10)
            case 0x61...0x66: d = UInt32(c - 0x61 + 10)
            default: throw failure("invalid escape")
            }
            v = v << 4 | d
        }
        i += 4
        return v
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, as a double.
    private mutating func number() throws -> Double {
        let start = i
        if bytes[i] == 0x2D { i += 1 }
        func digits() -> Int {
            let s = i
            while i < bytes.count, bytes[i] &- 0x30 < 10 { i += 1 }
            return i - s
        }
        guard i < bytes.count else { throw failure("invalid number") }
        if bytes[i] == 0x30 { i += 1 } else if digits() == 0 { throw failure("invalid number") }
        var integral = true
        if i < bytes.count, bytes[i] == 0x2E {
            i += 1
            integral = false
            guard digits() > 0 else { throw failure("invalid number") }
        }
        if i < bytes.count, bytes[i] == 0x65 || bytes[i] == 0x45 {
            i += 1
            integral = false
            if i < bytes.count, bytes[i] == 0x2B || bytes[i] == 0x2D { i += 1 }
            guard digits() > 0 else { throw failure("invalid number") }
        }
        // Short integers (ids, lines, characters, versions) without a conversion through text.
        if integral, i - start <= 15, !(bytes[start] == 0x2D && i - start == 2 && bytes[start + 1] == 0x30) {
            var v = 0
            var k = bytes[start] == 0x2D ? start + 1 : start
            while k < i { v = v * 10 + Int(bytes[k] - 0x30); k += 1 }
            return Double(bytes[start] == 0x2D ? -v : v)
        }
        guard let d = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)) else {
            throw failure("invalid number")
        }
        return d
    }
}
