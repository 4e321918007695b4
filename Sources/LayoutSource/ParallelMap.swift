import Foundation

/// Runs `body` for `0..<count` on all cores and returns the results in index order, so the
/// output never depends on scheduling.
///
/// The one place where the pipeline goes parallel (variants, files). The compiler checks the
/// contract: `body` is `@Sendable`, so it captures only values that are safe to share (the
/// pipeline's immutable values), and each result is `sending`, so it is not shared with
/// anything the iteration leaves behind.
public func parallelMap<T>(_ count: Int, _ body: @Sendable (Int) -> sending T) -> [T] {
    guard count > 1 else { return (0..<count).map { body($0) } }
    return withoutActuallyEscaping(body) { body in
        let slots = Slots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { i in
            slots.store(body(i), at: i)
        }
        return slots.results()
    }
}

/// Result slots written once each, by distinct iterations. Raw memory, not an array: writing
/// an array's element is a mutation of the whole array (its uniqueness check and end of
/// mutation), which concurrent iterations would race on (ThreadSanitizer reports it, and
/// under many short iterations it corrupted the heap); distinct elements of raw memory are
/// distinct memory locations.
///
/// `@unchecked` because no checked form costs nothing: a `Mutex<[T?]>` (Synchronization) would
/// take a lock per result and, for results that are not `Sendable` (the checker's solvers),
/// Swift 6.3's region checking rejects moving a `sending` result into the mutex's state unless
/// `body` itself runs inside the lock, which would serialise the loop. What the compiler cannot
/// see is only this: iteration `i` writes slot `i` alone, and the slots are read after
/// `concurrentPerform` has returned.
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

    func store(_ value: sending T, at index: Int) { base[index] = value }

    func results() -> [T] { (0..<count).map { base[$0]! } }
}
