/// A growable array in raw memory, owned by one object and never copied, for the basis
/// solves' inner loops.
///
/// Why not `[Element]`: an array stored in a class is checked at every access in those loops
/// (dynamic exclusivity, copy-on-write uniqueness on each write, retain and release), which
/// took a third of a large soft grid's solve. A hot loop reads `base` once into a local and
/// indexes the pointer; nothing may append to the same buffer while that local is in use.
final class RawBuffer<Element: BitwiseCopyable> {
    /// The elements, `base[0..<count]`.
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private(set) var capacity: Int

    init(capacity: Int = 16) {
        self.capacity = max(1, capacity)
        base = .allocate(capacity: self.capacity)
    }

    /// `count` copies of `value`.
    convenience init(repeating value: Element, count: Int) {
        self.init(capacity: count)
        base.initialize(repeating: value, count: count)
        self.count = count
    }

    deinit { base.deallocate() }

    @inline(__always)
    subscript(i: Int) -> Element {
        get { base[i] }
        set { base[i] = newValue }
    }

    @inline(__always)
    func append(_ value: Element) {
        if count == capacity { reserve(count + 1) }
        base[count] = value
        count += 1
    }

    /// Removes and returns the last element.
    @inline(__always)
    func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return base[count]
    }

    /// Room for at least `n` elements (the stored ones kept).
    func reserve(_ n: Int) {
        guard n > capacity else { return }
        let grown = max(n, 2 * capacity)
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: grown)
        bigger.update(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity = grown
    }

    /// Exactly `n` elements: the first `min(n, count)` kept, any new ones `value`.
    func resize(_ n: Int, filling value: Element) {
        reserve(n)
        if n > count { (base + count).initialize(repeating: value, count: n - count) }
        count = n
    }

    /// No elements (the memory kept).
    func removeAll() { count = 0 }

    /// The elements as a buffer (valid until the next append).
    var buffer: UnsafeMutableBufferPointer<Element> { UnsafeMutableBufferPointer(start: base, count: count) }
}

/// Puts the `n` distinct eta numbers at `p` in order, ascending or descending, with `bits`
/// (all zero, one bit per eta; left zero): insertion sort for the few a solve usually
/// reaches, else a bitmap scanned between the smallest and the largest, which costs
/// `n + (largest - smallest) / 64` rather than a sort's `n log n` (the standard library's
/// sort, stable and allocating, took a tenth of a large soft grid's solve).
func sortEtas(_ p: UnsafeMutablePointer<Int32>, _ n: Int, descending: Bool, bits: UnsafeMutablePointer<UInt64>) {
    if n <= 24 {
        guard n > 1 else { return }
        for k in 1..<n {
            let v = p[k]
            var m = k - 1
            while m >= 0 && (descending ? p[m] < v : p[m] > v) { p[m + 1] = p[m]; m -= 1 }
            p[m + 1] = v
        }
        return
    }
    var lo = Int32.max, hi = Int32.min
    for k in 0..<n {
        let e = p[k]
        lo = min(lo, e)
        hi = max(hi, e)
        bits[Int(e) >> 6] |= 1 << UInt64(e & 63)
    }
    var out = 0
    if descending {
        var w = Int(hi) >> 6
        while w >= Int(lo) >> 6 {
            var word = bits[w]
            bits[w] = 0
            while word != 0 {
                let b = 63 - word.leadingZeroBitCount
                p[out] = Int32(w << 6 + b)
                out += 1
                word &= ~(1 << UInt64(b))
            }
            w -= 1
        }
    } else {
        for w in (Int(lo) >> 6)...(Int(hi) >> 6) {
            var word = bits[w]
            bits[w] = 0
            while word != 0 {
                let b = word.trailingZeroBitCount
                p[out] = Int32(w << 6 + b)
                out += 1
                word &= word - 1
            }
        }
    }
}
