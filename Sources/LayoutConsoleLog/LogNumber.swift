/// A number as a console log prints it (`187.5`, `- 16`, `0.425531923770905`, `1e-05`), kept as
/// canonical decimal text beside its `Double` value: the text is exact, so an independent checker
/// (docs/explain.md) can read every constant and multiplier as a rational number.
public struct LogNumber: Hashable, Sendable, CustomStringConvertible {
    /// Canonical text: an optional `-`, digits, an optional fraction, an optional exponent.
    public let text: String
    /// The value.
    public let value: Double

    /// A number from canonical text (`-16`, `0.5`); nil when it is not one.
    public init?(_ text: String) {
        var bytes = Array(text.utf8)[...]
        guard let n = LogNumber.parse(&bytes), bytes.isEmpty else { return nil }
        self = n
    }

    private init(canonical: String, value: Double) {
        self.text = canonical
        self.value = value
    }

    public static let zero = LogNumber(canonical: "0", value: 0)
    public static let one = LogNumber(canonical: "1", value: 1)
    public static let minusOne = LogNumber(canonical: "-1", value: -1)

    /// The opposite number.
    public var negated: LogNumber {
        if text.hasPrefix("-") { return LogNumber(canonical: String(text.dropFirst()), value: -value) }
        return LogNumber(canonical: "-" + text, value: -value)
    }

    public var description: String { text }

    /// Parses a number at the start of `bytes` and consumes it: an optional sign (`+`/`-`,
    /// which UIKit separates from the digits by a space: `== - 16`), digits with an optional
    /// fraction, an optional exponent. Nil (nothing consumed) when no number starts there.
    public static func parse(_ bytes: inout ArraySlice<UInt8>) -> LogNumber? {
        var i = bytes.startIndex
        var negative = false
        if i < bytes.endIndex, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
            negative = bytes[i] == UInt8(ascii: "-")
            i += 1
            while i < bytes.endIndex, bytes[i] == 0x20 { i += 1 }
        }
        var digits: [UInt8] = []
        var sawDigit = false
        while i < bytes.endIndex, isDigit(bytes[i]) { digits.append(bytes[i]); i += 1; sawDigit = true }
        if i < bytes.endIndex, bytes[i] == UInt8(ascii: "."), i + 1 < bytes.endIndex, isDigit(bytes[i + 1]) {
            if !sawDigit { digits.append(UInt8(ascii: "0")) }
            digits.append(UInt8(ascii: "."))
            i += 1
            while i < bytes.endIndex, isDigit(bytes[i]) { digits.append(bytes[i]); i += 1 }
            sawDigit = true
        }
        guard sawDigit else { return nil }
        // An exponent (`%g` prints `1e-05`), only when digits follow it.
        if i < bytes.endIndex, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            var j = i + 1
            var exponent: [UInt8] = [UInt8(ascii: "e")]
            if j < bytes.endIndex, bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "+") { exponent.append(bytes[j]); j += 1 }
            if j < bytes.endIndex, isDigit(bytes[j]) {
                while j < bytes.endIndex, isDigit(bytes[j]) { exponent.append(bytes[j]); j += 1 }
                digits += exponent
                i = j
            }
        }
        let body = String(decoding: digits, as: UTF8.self)
        guard let v = Double(body), v.isFinite else { return nil }
        bytes = bytes[i...]
        let isZero = v == 0
        return LogNumber(canonical: negative && !isZero ? "-" + body : body, value: negative ? -v : v)
    }

    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
}
