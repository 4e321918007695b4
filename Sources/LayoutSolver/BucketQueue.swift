/// The elimination order's queue of row ids: rows of class 0 (required equalities) before
/// rows of class 1, each class by Markowitz cost, last in first out among equal costs, so
/// that a row just made cheap by a substitution is eliminated next (chains cascade).
///
/// Costs below `bucketCount` sit in buckets (O(1) push and pop, which matters when every row
/// of a 400,000-row system passes through); larger costs go to a heap, still in cost order:
/// rows that substitutions made long (a chain of inequalities) must not be taken in
/// arbitrary order, or the substitution records grow with every long row taken early.
struct BucketQueue {
    private struct Entry: Comparable {
        var cost: Int
        var sequence: Int
        var row: Int32
        // Lower cost first; among equal costs the later push first.
        static func < (a: Entry, b: Entry) -> Bool { a.cost != b.cost ? a.cost < b.cost : a.sequence > b.sequence }
    }

    private struct ClassQueue {
        var buckets: [[Int32]]
        var lowest = 0
        var large = MinHeap<Entry>()

        init(bucketCount: Int) { buckets = Array(repeating: [], count: bucketCount) }
    }

    private var classes: [ClassQueue]
    private let bucketCount: Int
    private var sequence = 0

    init(bucketCount: Int = 32) {
        self.bucketCount = bucketCount
        classes = [ClassQueue(bucketCount: bucketCount), ClassQueue(bucketCount: bucketCount)]
    }

    /// Queues `row` of class 0 or 1 at `cost`.
    mutating func push(_ row: Int32, class c: Int, cost: Int) {
        let cost = max(cost, 0)
        if cost < bucketCount {
            classes[c].buckets[cost].append(row)
            if cost < classes[c].lowest { classes[c].lowest = cost }
        } else {
            sequence += 1
            classes[c].large.push(Entry(cost: cost, sequence: sequence, row: row))
        }
    }

    /// The next row, with the class and cost it was queued at.
    mutating func pop() -> (row: Int32, class: Int, cost: Int)? {
        for c in 0..<classes.count {
            while classes[c].lowest < bucketCount {
                let k = classes[c].lowest
                if let r = classes[c].buckets[k].popLast() { return (r, c, k) }
                classes[c].lowest += 1
            }
            if let e = classes[c].large.pop() { return (e.row, c, e.cost) }
        }
        return nil
    }
}
