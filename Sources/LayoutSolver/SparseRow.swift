/// A sparse linear row: sorted column indices with their coefficients, plus a constant.
///
/// Two readings share the storage: in *equation form* the row means
/// `sum(coefficients * columns) + constant == 0`; in *solved form* (once a basic column is
/// attached by the tableau) it means `basic = constant + sum(coefficients * columns)`.
/// Sorted parallel arrays keep merges linear and memory compact (no per-entry hashing).
struct SparseRow {
    /// Column indices, strictly increasing.
    var cols: [Int32]
    /// Coefficients, parallel to `cols`, never (near) zero.
    var vals: [Double]
    /// The constant term.
    var constant: Double

    init(cols: [Int32] = [], vals: [Double] = [], constant: Double = 0) {
        self.cols = cols
        self.vals = vals
        self.constant = constant
    }

    /// Builds a row from unsorted, possibly repeated terms.
    init(unsorted terms: [(Int32, Double)], constant: Double) {
        let sorted = terms.sorted { $0.0 < $1.0 }
        var cols: [Int32] = []
        var vals: [Double] = []
        cols.reserveCapacity(sorted.count)
        vals.reserveCapacity(sorted.count)
        for (c, v) in sorted {
            if let last = cols.last, last == c {
                vals[vals.count - 1] += v
            } else {
                cols.append(c)
                vals.append(v)
            }
        }
        var k = 0
        for i in 0..<cols.count where abs(vals[i]) > Tolerance.drop {
            cols[k] = cols[i]; vals[k] = vals[i]; k += 1
        }
        cols.removeLast(cols.count - k)
        vals.removeLast(vals.count - k)
        self.init(cols: cols, vals: vals, constant: constant)
    }

    var count: Int { cols.count }

    /// Position of `col`, or nil.
    @inline(__always)
    func index(of col: Int32) -> Int? {
        var lo = 0, hi = cols.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            let c = cols[mid]
            if c == col { return mid }
            if c < col { lo = mid + 1 } else { hi = mid }
        }
        return nil
    }

    /// The coefficient of `col` (0 when absent).
    @inline(__always)
    func coefficient(of col: Int32) -> Double {
        if let i = index(of: col) { return vals[i] }
        return 0
    }

    /// Removes `col` if present; returns its coefficient.
    @discardableResult
    mutating func remove(_ col: Int32) -> Double {
        guard let i = index(of: col) else { return 0 }
        let v = vals[i]
        cols.remove(at: i)
        vals.remove(at: i)
        return v
    }

    /// Inserts or adds to `col`.
    mutating func add(_ col: Int32, _ value: Double) {
        var lo = 0, hi = cols.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if cols[mid] < col { lo = mid + 1 } else { hi = mid }
        }
        if lo < cols.count && cols[lo] == col {
            let v = vals[lo] + value
            if abs(v) <= Tolerance.drop { cols.remove(at: lo); vals.remove(at: lo) } else { vals[lo] = v }
        } else if abs(value) > Tolerance.drop {
            cols.insert(col, at: lo)
            vals.insert(value, at: lo)
        }
    }

    /// Multiplies every coefficient and the constant.
    mutating func scale(_ k: Double) {
        for i in 0..<vals.count { vals[i] *= k }
        constant *= k
    }
}
