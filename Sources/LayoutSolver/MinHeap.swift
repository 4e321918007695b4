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

/// `MinHeap` in raw memory, for a heap held by a class and pushed to in an inner loop (the
/// dual simplex's infeasible rows): no copy-on-write or exclusivity checks per push.
final class RawMinHeap<Element: Comparable & BitwiseCopyable> {
    private let items = RawBuffer<Element>()

    var isEmpty: Bool { items.count == 0 }

    func removeAll() { items.removeAll() }

    func push(_ e: Element) {
        items.append(e)
        let p = items.base
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            if p[i] < p[parent] { (p[i], p[parent]) = (p[parent], p[i]); i = parent } else { break }
        }
    }

    func pop() -> Element? {
        guard let last = items.popLast() else { return nil }
        let n = items.count
        guard n > 0 else { return last }
        let p = items.base
        let top = p[0]
        p[0] = last
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < n && p[l] < p[m] { m = l }
            if r < n && p[r] < p[m] { m = r }
            if m == i { break }
            (p[i], p[m]) = (p[m], p[i])
            i = m
        }
        return top
    }
}
