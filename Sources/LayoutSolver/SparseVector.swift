/// A work vector of the sparse revised simplex: dense values with the list of the positions
/// that may be nonzero, so that clearing it and walking it cost its nonzeros, not its size.
///
/// Along a chain of views most basis solves touch a few rows near the pivot; a dense vector
/// of all rows, cleared and scanned at every pivot, made each pivot cost the whole system.
/// Raw storage owned by the object (no copy-on-write checks in the inner loops); one object
/// per solve in progress, never shared between threads.
final class SparseVector {
    /// Number of entries.
    let size: Int
    /// The values, by position (zero outside the pattern).
    let values: UnsafeMutablePointer<Double>
    /// The positions that may be nonzero, each once, in the order they were first set.
    let pattern: UnsafeMutablePointer<Int32>
    /// Number of positions in `pattern`.
    private(set) var count = 0
    private let listed: UnsafeMutablePointer<Bool>

    /// A zero vector of `size` entries.
    init(size: Int) {
        self.size = size
        values = .allocate(capacity: max(1, size))
        values.initialize(repeating: 0, count: max(1, size))
        pattern = .allocate(capacity: max(1, size))
        listed = .allocate(capacity: max(1, size))
        listed.initialize(repeating: false, count: max(1, size))
    }

    deinit {
        values.deallocate()
        pattern.deallocate()
        listed.deallocate()
    }

    subscript(i: Int) -> Double { values[i] }

    /// Lists position `i` (its value unchanged).
    @inline(__always)
    func touch(_ i: Int) {
        if !listed[i] { listed[i] = true; pattern[count] = Int32(i); count += 1 }
    }

    /// Sets entry `i`.
    @inline(__always)
    func set(_ i: Int, _ v: Double) {
        touch(i)
        values[i] = v
    }

    /// Adds `v` to entry `i`.
    @inline(__always)
    func add(_ i: Int, _ v: Double) {
        touch(i)
        values[i] += v
    }

    /// The listed positions.
    var positions: UnsafeBufferPointer<Int32> { UnsafeBufferPointer(start: pattern, count: count) }

    /// Back to zero, in time proportional to the pattern.
    func clear() {
        for k in 0..<count {
            let i = Int(pattern[k])
            values[i] = 0
            listed[i] = false
        }
        count = 0
    }

    /// The values as a dense array (for callers of the dense interfaces).
    func dense() -> [Double] { Array(UnsafeBufferPointer(start: values, count: size)) }
}
