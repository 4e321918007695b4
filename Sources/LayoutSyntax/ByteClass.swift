/// Character classes over bytes; a 256-entry table would be faster still, but these
/// comparisons compile to a couple of range checks.
enum ByteClass {
    @inline(__always) static func isDigit(_ c: UInt8) -> Bool { c &- 0x30 < 10 }
    @inline(__always) static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c | 0x20) &- 0x61 < 26 || c == 0x5F
    }
    @inline(__always) static func isIdentifierPart(_ c: UInt8) -> Bool { isIdentifierStart(c) || isDigit(c) }
    @inline(__always) static func isContinuation(_ c: UInt8) -> Bool { c & 0xC0 == 0x80 }
}
