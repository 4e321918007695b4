/// SplitMix64: a tiny seedable generator, identical on every platform, for the seeded
/// property, fuzz and differential tests (each prints its seed on failure).
public struct SeededRandom {
    /// The generator's state; `next()` advances it.
    public var state: UInt64

    /// Starts from exactly `state` (suites derive it from their seed in their own way, which
    /// keeps their recorded sequences stable).
    public init(state: UInt64) { self.state = state }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// Uniform in `0..<n`.
    public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    /// One of `items`, uniformly.
    public mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { Double(next() % 1_000_000) / 1_000_000 < p }
}
