/// A binary min-heap; the elimination order uses it to pick the cheapest pivot next.
struct MinHeap<Element: Comparable> {
    private var items: [Element] = []

    var isEmpty: Bool { items.isEmpty }

    mutating func push(_ e: Element) {
        items.append(e)
        var i = items.count - 1
        while i > 0 {
            let p = (i - 1) / 2
            if items[i] < items[p] { items.swapAt(i, p); i = p } else { break }
        }
    }

    mutating func pop() -> Element? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let top = items.removeLast()
        var i = 0
        let n = items.count
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < n && items[l] < items[m] { m = l }
            if r < n && items[r] < items[m] { m = r }
            if m == i { break }
            items.swapAt(i, m)
            i = m
        }
        return top
    }
}

/// A monotone bucket queue of row ids keyed by small integer costs: O(1) push and pop, which
/// matters when every row of a 400,000-row system passes through the elimination order.
/// Costs at or above `bucketCount - 1` share the last bucket. Last in, first out within a
/// bucket, so a row just made cheap by a substitution is eliminated next (chains cascade).
struct BucketQueue {
    private var buckets: [[Int32]]
    private var lowest = 0

    init(bucketCount: Int) { buckets = Array(repeating: [], count: bucketCount) }

    /// The bucket for a cost.
    func bucket(_ cost: Int) -> Int { min(max(cost, 0), buckets.count - 1) }

    mutating func push(_ row: Int32, bucket b: Int) {
        buckets[b].append(row)
        if b < lowest { lowest = b }
    }

    mutating func pop() -> (row: Int32, bucket: Int)? {
        while lowest < buckets.count {
            if let r = buckets[lowest].popLast() { return (r, lowest) }
            lowest += 1
        }
        return nil
    }
}
