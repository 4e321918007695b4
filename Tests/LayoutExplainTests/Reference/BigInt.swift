/// An arbitrary-precision integer for the reference checker (sign and base-2³² magnitude): the
/// checker's rationals must not round, and printed constants such as 0.425531923770905 overflow
/// 64 bits once multiplied a few times. Only what the reference needs: + − × ÷ and comparison.
struct BigInt: Equatable, Comparable, CustomStringConvertible {
    private(set) var negative = false
    /// Little-endian limbs, no trailing zeros (zero is empty).
    private(set) var limbs: [UInt32] = []

    init(_ v: Int) {
        negative = v < 0
        var m = v.magnitude
        while m > 0 { limbs.append(UInt32(truncatingIfNeeded: m)); m >>= 32 }
    }

    private init(negative: Bool, limbs: [UInt32]) {
        var l = limbs
        while l.last == 0 { l.removeLast() }
        self.limbs = l
        self.negative = l.isEmpty ? false : negative
    }

    var isZero: Bool { limbs.isEmpty }
    var signum: Int { isZero ? 0 : negative ? -1 : 1 }
    var magnitude: BigInt { BigInt(negative: false, limbs: limbs) }

    static prefix func - (a: BigInt) -> BigInt { BigInt(negative: !a.negative, limbs: a.limbs) }

    private static func compareMagnitude(_ a: [UInt32], _ b: [UInt32]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for i in stride(from: a.count - 1, through: 0, by: -1) where a[i] != b[i] { return a[i] < b[i] ? -1 : 1 }
        return 0
    }

    private static func add(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var out: [UInt32] = []
        var carry: UInt64 = 0
        for i in 0..<max(a.count, b.count) {
            let s = UInt64(i < a.count ? a[i] : 0) + UInt64(i < b.count ? b[i] : 0) + carry
            out.append(UInt32(truncatingIfNeeded: s))
            carry = s >> 32
        }
        if carry > 0 { out.append(UInt32(carry)) }
        return out
    }

    /// a - b for |a| ≥ |b|.
    private static func subtract(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var out: [UInt32] = []
        var borrow: Int64 = 0
        for i in 0..<a.count {
            var d = Int64(a[i]) - Int64(i < b.count ? b[i] : 0) - borrow
            borrow = 0
            if d < 0 { d += 1 << 32; borrow = 1 }
            out.append(UInt32(d))
        }
        return out
    }

    static func + (a: BigInt, b: BigInt) -> BigInt {
        if a.negative == b.negative { return BigInt(negative: a.negative, limbs: add(a.limbs, b.limbs)) }
        let c = compareMagnitude(a.limbs, b.limbs)
        if c == 0 { return BigInt(0) }
        return c > 0 ? BigInt(negative: a.negative, limbs: subtract(a.limbs, b.limbs))
            : BigInt(negative: b.negative, limbs: subtract(b.limbs, a.limbs))
    }

    static func - (a: BigInt, b: BigInt) -> BigInt { a + (-b) }

    static func * (a: BigInt, b: BigInt) -> BigInt {
        if a.isZero || b.isZero { return BigInt(0) }
        var out = [UInt32](repeating: 0, count: a.limbs.count + b.limbs.count)
        for i in 0..<a.limbs.count {
            var carry: UInt64 = 0
            for j in 0..<b.limbs.count {
                let t = UInt64(a.limbs[i]) * UInt64(b.limbs[j]) + UInt64(out[i + j]) + carry
                out[i + j] = UInt32(truncatingIfNeeded: t)
                carry = t >> 32
            }
            var k = i + b.limbs.count
            while carry > 0 {
                let t = UInt64(out[k]) + carry
                out[k] = UInt32(truncatingIfNeeded: t)
                carry = t >> 32
                k += 1
            }
        }
        return BigInt(negative: a.negative != b.negative, limbs: out)
    }

    /// Truncated division (quotient toward zero), by shifting and subtracting bit by bit.
    static func divMod(_ a: BigInt, _ b: BigInt) -> (BigInt, BigInt) {
        precondition(!b.isZero)
        if compareMagnitude(a.limbs, b.limbs) < 0 { return (BigInt(0), a) }
        if b.limbs.count == 1 {
            let (q, r) = divModSmall(a, b.limbs[0])
            return (b.negative ? -q : q, r)
        }
        var q = [UInt32](repeating: 0, count: a.limbs.count)
        var r = BigInt(0)
        let bm = b.magnitude
        for i in stride(from: a.limbs.count * 32 - 1, through: 0, by: -1) {
            r = r.shiftedLeftOne(orWith: (a.limbs[i / 32] >> UInt32(i % 32)) & 1)
            if compareMagnitude(r.limbs, bm.limbs) >= 0 {
                r = r - bm
                q[i / 32] |= 1 << UInt32(i % 32)
            }
        }
        return (BigInt(negative: a.negative != b.negative, limbs: q), a.negative ? -r : r)
    }

    private func shiftedLeftOne(orWith bit: UInt32) -> BigInt {
        var out: [UInt32] = []
        var carry = bit
        for l in limbs {
            out.append((l << 1) | carry)
            carry = l >> 31
        }
        if carry > 0 { out.append(carry) }
        return BigInt(negative: false, limbs: out)
    }

    /// Binary GCD: shifts and subtractions, linear in the limbs per step.
    static func gcd(_ a: BigInt, _ b: BigInt) -> BigInt {
        var x = a.magnitude, y = b.magnitude
        if x.isZero { return y }
        if y.isZero { return x }
        if x.limbs.count == 1 && y.limbs.count == 1 {
            var p = UInt64(x.limbs[0]), q = UInt64(y.limbs[0])
            while q != 0 { (p, q) = (q, p % q) }
            return BigInt(Int(p))
        }
        let shift = min(x.trailingZeroBits, y.trailingZeroBits)
        x = x.shiftedRight(x.trailingZeroBits)
        while !y.isZero {
            y = y.shiftedRight(y.trailingZeroBits)
            if y < x { swap(&x, &y) }
            y = y - x
        }
        return x.shiftedLeft(shift)
    }

    private var trailingZeroBits: Int {
        var n = 0
        for l in limbs {
            if l == 0 { n += 32; continue }
            return n + l.trailingZeroBitCount
        }
        return n
    }

    private func shiftedRight(_ bits: Int) -> BigInt {
        guard bits > 0 else { return self }
        let words = bits / 32, b = UInt32(bits % 32)
        guard words < limbs.count else { return BigInt(0) }
        var out: [UInt32] = []
        for i in words..<limbs.count {
            let lo = limbs[i] >> b
            let hi: UInt32 = b == 0 || i + 1 >= limbs.count ? 0 : limbs[i + 1] << (32 - b)
            out.append(lo | hi)
        }
        return BigInt(negative: negative, limbs: out)
    }

    private func shiftedLeft(_ bits: Int) -> BigInt {
        guard bits > 0, !isZero else { return self }
        let words = bits / 32, b = UInt32(bits % 32)
        var out = [UInt32](repeating: 0, count: words)
        var carry: UInt32 = 0
        for l in limbs {
            out.append(b == 0 ? l : (l << b) | carry)
            carry = b == 0 ? 0 : l >> (32 - b)
        }
        if carry > 0 { out.append(carry) }
        return BigInt(negative: negative, limbs: out)
    }

    /// Division by one limb, the common case (normalising by small factors).
    private static func divModSmall(_ a: BigInt, _ d: UInt32) -> (BigInt, BigInt) {
        var q = [UInt32](repeating: 0, count: a.limbs.count)
        var r: UInt64 = 0
        for i in stride(from: a.limbs.count - 1, through: 0, by: -1) {
            let cur = (r << 32) | UInt64(a.limbs[i])
            q[i] = UInt32(cur / UInt64(d))
            r = cur % UInt64(d)
        }
        return (BigInt(negative: a.negative, limbs: q), BigInt(negative: a.negative, limbs: [UInt32(r)]))
    }

    static func < (a: BigInt, b: BigInt) -> Bool { (a - b).negative }

    var description: String {
        if isZero { return "0" }
        var digits: [Character] = []
        var v = magnitude
        let ten = BigInt(10)
        while !v.isZero {
            let (q, r) = BigInt.divMod(v, ten)
            digits.append(Character(String(r.limbs.first ?? 0)))
            v = q
        }
        return (negative ? "-" : "") + String(digits.reversed())
    }
}
