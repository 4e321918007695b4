/// Number values from their bytes, shared by the lexer (validation) and the parser (values).
enum NumberLiteral {
    /// The value of a lexed number. Up to 15 significant digits without an exponent are
    /// computed exactly (digits as an integer, one correctly rounded division by a power
    /// of ten); anything else goes through the standard library's conversion.
    static func value(_ b: UnsafeBufferPointer<UInt8>) -> Double {
        if b.count <= 16 {
            var mantissa: UInt64 = 0
            var digits = 0, fractionDigits = 0
            var seenDot = false
            var simple = true
            for c in b {
                if ByteClass.isDigit(c) {
                    mantissa = mantissa * 10 + UInt64(c &- 0x30)
                    digits += 1
                    if seenDot { fractionDigits += 1 }
                } else if c == 0x2E && !seenDot {
                    seenDot = true
                } else {
                    simple = false
                    break
                }
            }
            if simple && digits <= 15 {
                return fractionDigits == 0 ? Double(mantissa) : Double(mantissa) / powersOfTen[fractionDigits]
            }
        }
        return Double(String(decoding: b, as: UTF8.self)) ?? .nan
    }

    /// Exact powers of ten for the fast path.
    static let powersOfTen: [Double] = (0...15).map { k in (0..<k).reduce(1.0) { a, _ in a * 10 } }
}
