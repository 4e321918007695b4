/// A position in one description's UTF-8 bytes, with the small matchers the description
/// grammar needs. Delimiters are ASCII; anything else (label text in any script) passes through.
struct ByteCursor {
    let bytes: [UInt8]
    var i: Int

    init(_ bytes: [UInt8], at i: Int = 0) { self.bytes = bytes; self.i = i }

    var atEnd: Bool { i >= bytes.count }
    var peek: UInt8? { i < bytes.count ? bytes[i] : nil }
    func peek(_ offset: Int) -> UInt8? { i + offset < bytes.count && i + offset >= 0 ? bytes[i + offset] : nil }

    mutating func skipSpaces() { while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 } }

    /// Whether `literal` starts at the cursor.
    func looksAt(_ literal: String) -> Bool { ByteCursor.matches(bytes, literal.utf8, at: i) }

    /// Consumes `literal` when it starts at the cursor.
    mutating func take(_ literal: String) -> Bool {
        guard looksAt(literal) else { return false }
        i += literal.utf8.count
        return true
    }

    /// Consumes a number (see `LogNumber.parse`).
    mutating func number() -> LogNumber? {
        var slice = bytes[i...]
        guard let n = LogNumber.parse(&slice) else { return nil }
        i = slice.startIndex
        return n
    }

    /// Consumes a run of bytes satisfying `p` and returns it (possibly empty).
    mutating func run(while p: (UInt8) -> Bool) -> [UInt8] {
        let start = i
        while i < bytes.count, p(bytes[i]) { i += 1 }
        return Array(bytes[start..<i])
    }

    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    static func matches<C: Collection>(_ bytes: [UInt8], _ literal: C, at i: Int) -> Bool where C.Element == UInt8 {
        guard i >= 0, i + literal.count <= bytes.count else { return false }
        var k = i
        for b in literal {
            if bytes[k] != b { return false }
            k += 1
        }
        return true
    }

    /// The first index ≥ `from` where `literal` starts, or nil.
    static func find(_ literal: String, in bytes: [UInt8], from: Int = 0, to end: Int? = nil) -> Int? {
        let l = Array(literal.utf8)
        let limit = (end ?? bytes.count) - l.count
        guard let first = l.first, from <= limit else { return nil }
        var k = max(0, from)
        while k <= limit {
            if bytes[k] == first, matches(bytes, l, at: k) { return k }
            k += 1
        }
        return nil
    }

    /// The last index < `before` where `literal` starts, or nil.
    static func findLast(_ literal: String, in bytes: [UInt8], before: Int? = nil) -> Int? {
        let l = Array(literal.utf8)
        var k = min((before ?? bytes.count) - l.count, bytes.count - l.count)
        while k >= 0 {
            if matches(bytes, l, at: k) { return k }
            k -= 1
        }
        return nil
    }

    static func isLetter(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) }
    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    static func isHex(_ b: UInt8) -> Bool { isDigit(b) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66) }
    /// Bytes of a class name as logs print them: Swift module qualification (`.`), mangled
    /// names (`$`, digits), a leading `.` of a private Swift class, `*` where a Markdown
    /// renderer replaced `_`, and non-ASCII.
    static func isClassByte(_ b: UInt8) -> Bool {
        isLetter(b) || isDigit(b) || b == UInt8(ascii: "_") || b == UInt8(ascii: ".") || b == UInt8(ascii: "$")
            || b == UInt8(ascii: "*") || b >= 0x80
    }
}
