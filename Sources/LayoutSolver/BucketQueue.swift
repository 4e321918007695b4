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
