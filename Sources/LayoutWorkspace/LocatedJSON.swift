import LayoutSource

/// A JSON value that remembers where it was written, so a configuration error or warning can
/// point at the exact key or value (`.vflc.json:4:17`).
///
/// Our own reader rather than Foundation's `JSONSerialization`: that one reports neither the
/// location of a value nor the order of keys, and its error messages differ across platforms;
/// configuration diagnostics need all three (docs/configuration.md, "Why JSON").
public indirect enum LocatedJSON: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([Located])
    /// Keys in file order, each with the range of the key itself.
    case object([Member])

    /// A value with its range in the file.
    public struct Located: Sendable {
        /// The value.
        public var value: LocatedJSON
        /// Where it is written.
        public var range: SourceRange
    }

    /// One `"key": value` pair.
    public struct Member: Sendable {
        /// The key.
        public var key: String
        /// The range of the key (with its quotes).
        public var keyRange: SourceRange
        /// The value.
        public var value: Located
    }

    /// What a value is, for messages ("expected an array, got a string").
    public var kind: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// A syntax error in a JSON document, at a location.
public struct JSONSyntaxError: Error, Sendable {
    /// What is wrong.
    public var message: String
    /// Where.
    public var range: SourceRange
}

/// A strict RFC 8259 reader over a `SourceFile`'s bytes. Linear in the input; nesting is
/// bounded so a hostile file cannot exhaust the stack.
public struct LocatedJSONReader {
    /// Deeper documents are refused.
    public static let maximumDepth = 64

    private let source: SourceFile
    private let b: [UInt8]
    private var i = 0

    /// Parses the whole file as one JSON value.
    public static func parse(_ source: SourceFile) -> Result<LocatedJSON.Located, JSONSyntaxError> {
        var reader = LocatedJSONReader(source: source)
        do {
            reader.skipBlanks()
            let value = try reader.value(depth: 0)
            reader.skipBlanks()
            if reader.i < reader.b.count { throw reader.error("unexpected text after the JSON value") }
            return .success(value)
        } catch let e as JSONSyntaxError {
            return .failure(e)
        } catch {
            return .failure(JSONSyntaxError(message: "\(error)", range: SourceRange(at: .start)))
        }
    }

    private init(source: SourceFile) { self.source = source; self.b = source.bytes }

    private func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        let o = offset ?? i
        return JSONSyntaxError(message: message, range: source.range(o, min(b.count, o + 1)))
    }

    private mutating func skipBlanks() {
        while i < b.count, b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0A || b[i] == 0x0D { i += 1 }
    }

    private var found: String {
        guard i < b.count else { return "the end of the file" }
        let scalar = String(decoding: b[i..<min(b.count, i + 4)], as: UTF8.self).unicodeScalars.first ?? "?"
        return "'\(scalar)'"
    }

    private mutating func value(depth: Int) throws -> LocatedJSON.Located {
        guard depth < LocatedJSONReader.maximumDepth else { throw error("nesting deeper than \(LocatedJSONReader.maximumDepth) levels") }
        let start = i
        guard i < b.count else { throw error("expected a JSON value, found the end of the file") }
        let v: LocatedJSON
        switch b[i] {
        case 0x7B: v = try object(depth: depth)
        case 0x5B: v = try array(depth: depth)
        case 0x22: v = .string(try string())
        case 0x74: try literal("true"); v = .bool(true)
        case 0x66: try literal("false"); v = .bool(false)
        case 0x6E: try literal("null"); v = .null
        case 0x2D, 0x30...0x39: v = .number(try number())
        case 0x2F: throw error("comments are not allowed in JSON")
        default: throw error("expected a JSON value, found \(found)")
        }
        return LocatedJSON.Located(value: v, range: source.range(start, i))
    }

    private mutating func literal(_ word: String) throws {
        let w = Array(word.utf8)
        guard i + w.count <= b.count, Array(b[i..<i + w.count]) == w else {
            throw error("expected a JSON value, found \(found)")
        }
        i += w.count
    }

    private mutating func number() throws -> Double {
        let start = i
        if b[i] == 0x2D { i += 1 }
        func digits() -> Int { let s = i; while i < b.count, (0x30...0x39).contains(b[i]) { i += 1 }; return i - s }
        guard i < b.count else { throw error("malformed number") }
        if b[i] == 0x30 { i += 1 } else if digits() == 0 { throw error("malformed number") }
        if i < b.count, b[i] == 0x2E { i += 1; if digits() == 0 { throw error("malformed number: digits expected after '.'") } }
        if i < b.count, b[i] == 0x65 || b[i] == 0x45 {
            i += 1
            if i < b.count, b[i] == 0x2B || b[i] == 0x2D { i += 1 }
            if digits() == 0 { throw error("malformed number: digits expected in the exponent") }
        }
        guard let d = Double(String(decoding: b[start..<i], as: UTF8.self)), d.isFinite else {
            throw error("number out of range", at: start)
        }
        return d
    }

    private mutating func string() throws -> String {
        let open = i
        i += 1
        var out: [UInt8] = []
        while true {
            guard i < b.count else { throw error("unterminated string", at: open) }
            let c = b[i]
            if c == 0x22 { i += 1; return String(decoding: out, as: UTF8.self) }
            if c < 0x20 { throw error("control character in a string (escape it)") }
            if c != 0x5C { out.append(c); i += 1; continue }
            i += 1
            guard i < b.count else { throw error("unterminated string", at: open) }
            if let c = JSONValue.unescaped(b[i]) { out.append(c); i += 1; continue }
            switch b[i] {
            case 0x75:
                var code = try hex4()
                if (0xD800...0xDBFF).contains(code), i + 2 < b.count, b[i + 1] == 0x5C, b[i + 2] == 0x75 {
                    i += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid surrogate pair") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
            default: throw error("invalid escape '\\\(found.dropFirst().dropLast())'")
            }
            i += 1
        }
    }

    /// Reads the four hex digits after `\u`; leaves `i` on the last one.
    private mutating func hex4() throws -> UInt32 {
        guard i + 4 < b.count else { throw error("invalid \\u escape") }
        var v: UInt32 = 0
        for k in 1...4 {
            let c = b[i + k]
            let d: UInt8
            switch c {
            case 0x30...0x39: d = c - 0x30
            case 0x41...0x46: d = c - 0x41 + 10
            case 0x61...0x66: d = c - 0x61 + 10
            default: throw error("invalid \\u escape", at: i + k)
            }
            v = v * 16 + UInt32(d)
        }
        i += 4
        return v
    }

    private mutating func array(depth: Int) throws -> LocatedJSON {
        i += 1
        var items: [LocatedJSON.Located] = []
        skipBlanks()
        if i < b.count, b[i] == 0x5D { i += 1; return .array(items) }
        while true {
            skipBlanks()
            items.append(try value(depth: depth + 1))
            skipBlanks()
            guard i < b.count else { throw error("expected ',' or ']', found the end of the file") }
            if b[i] == 0x2C {
                i += 1
                skipBlanks()
                if i < b.count, b[i] == 0x5D { throw error("trailing ',' before ']'") }
                continue
            }
            if b[i] == 0x5D { i += 1; return .array(items) }
            throw error("expected ',' or ']', found \(found)")
        }
    }

    private mutating func object(depth: Int) throws -> LocatedJSON {
        i += 1
        var members: [LocatedJSON.Member] = []
        var seen = Set<String>()
        skipBlanks()
        if i < b.count, b[i] == 0x7D { i += 1; return .object(members) }
        while true {
            skipBlanks()
            guard i < b.count, b[i] == 0x22 else { throw error("expected a key in double quotes, found \(found)") }
            let keyStart = i
            let key = try string()
            let keyRange = source.range(keyStart, i)
            guard seen.insert(key).inserted else {
                throw JSONSyntaxError(message: "duplicate key \"\(key)\"", range: keyRange)
            }
            skipBlanks()
            guard i < b.count, b[i] == 0x3A else { throw error("expected ':' after the key, found \(found)") }
            i += 1
            skipBlanks()
            members.append(LocatedJSON.Member(key: key, keyRange: keyRange, value: try value(depth: depth + 1)))
            skipBlanks()
            guard i < b.count else { throw error("expected ',' or '}', found the end of the file") }
            if b[i] == 0x2C {
                i += 1
                skipBlanks()
                if i < b.count, b[i] == 0x7D { throw error("trailing ',' before '}'") }
                continue
            }
            if b[i] == 0x7D { i += 1; return .object(members) }
            throw error("expected ',' or '}', found \(found)")
        }
    }
}
