import Foundation

/// Runs `body` for `0..<count` on all cores and returns the results in index order, so the
/// output never depends on scheduling.
///
/// The one place where the pipeline goes parallel (variants, files): each iteration writes
/// only its own slot, and `body` must only read state shared with other iterations. That
/// contract is what the `@unchecked Sendable` boxes below stand for; Swift 6 cannot prove it
/// for closures over the pipeline's (immutable) values.
public func parallelMap<T>(_ count: Int, _ body: (Int) -> T) -> [T] {
    guard count > 1 else { return (0..<count).map(body) }
    return withoutActuallyEscaping(body) { body in
        let slots = Slots<T>(count: count)
        let work = UncheckedBox(body)
        DispatchQueue.concurrentPerform(iterations: count) { i in
            slots.store(work.value(i), at: i)
        }
        return slots.results()
    }
}

/// Result slots written once each, by distinct iterations. Raw memory, not an array: writing
/// an array's element is a mutation of the whole array (its uniqueness check and end of
/// mutation), which concurrent iterations would race on (ThreadSanitizer reports it, and
/// under many short iterations it corrupted the heap); distinct elements of raw memory are
/// distinct memory locations.
private final class Slots<T>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<T?>
    private let count: Int

    init(count: Int) {
        self.count = count
        base = UnsafeMutablePointer<T?>.allocate(capacity: count)
        base.initialize(repeating: nil, count: count)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func store(_ value: T, at index: Int) { base[index] = value }

    func results() -> [T] { (0..<count).map { base[$0]! } }
}

/// A closure that only reads shared state, handed to concurrent iterations.
private struct UncheckedBox<Body>: @unchecked Sendable {
    let value: Body
    init(_ value: Body) { self.value = value }
}
