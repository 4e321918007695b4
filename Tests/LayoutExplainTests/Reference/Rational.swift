/// An exact rational number over `BigInt`, always in lowest terms with a positive denominator.
struct Rational: Equatable, Comparable, CustomStringConvertible {
    let num: BigInt
    let den: BigInt

    init(_ n: BigInt, _ d: BigInt = BigInt(1)) {
        precondition(!d.isZero)
        let g = BigInt.gcd(n, d)
        var nn = BigInt.divMod(n, g).0, dd = BigInt.divMod(d, g).0
        if dd.signum < 0 { nn = -nn; dd = -dd }
        num = nn
        den = dd
    }

    init(_ n: Int) { self.init(BigInt(n)) }

    /// The exact value of a decimal as printed: `-12`, `0.425531923770905`, `1e-05`.
    init?(decimal text: String) {
        var s = Substring(text)
        var negative = false
        if s.hasPrefix("-") { negative = true; s = s.dropFirst() } else if s.hasPrefix("+") { s = s.dropFirst() }
        var exponent = 0
        if let e = s.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let x = Int(s[s.index(after: e)...]) else { return nil }
            exponent = x
            s = s[..<e]
        }
        var digits = BigInt(0)
        var scale = 0
        var afterPoint = false
        for ch in s {
            if ch == "." { guard !afterPoint else { return nil }; afterPoint = true; continue }
            guard let d = ch.wholeNumberValue else { return nil }
            digits = digits * BigInt(10) + BigInt(d)
            if afterPoint { scale += 1 }
        }
        exponent -= scale
        var n = digits, d = BigInt(1)
        for _ in 0..<abs(exponent) { if exponent > 0 { n = n * BigInt(10) } else { d = d * BigInt(10) } }
        self.init(negative ? -n : n, d)
    }

    static let zero = Rational(0), one = Rational(1)
    var isZero: Bool { num.isZero }
    var signum: Int { num.signum }

    static func + (a: Rational, b: Rational) -> Rational { Rational(a.num * b.den + b.num * a.den, a.den * b.den) }
    static func - (a: Rational, b: Rational) -> Rational { Rational(a.num * b.den - b.num * a.den, a.den * b.den) }
    static func * (a: Rational, b: Rational) -> Rational { Rational(a.num * b.num, a.den * b.den) }
    static func / (a: Rational, b: Rational) -> Rational { Rational(a.num * b.den, a.den * b.num) }
    static prefix func - (a: Rational) -> Rational { Rational(-a.num, a.den) }
    static func < (a: Rational, b: Rational) -> Bool { (a - b).signum < 0 }
    var description: String { den == BigInt(1) ? num.description : "\(num)/\(den)" }
}
