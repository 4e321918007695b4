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

/// Result slots written once each, by distinct iterations.
private final class Slots<T>: @unchecked Sendable {
    private var values: [T?]

    init(count: Int) { values = [T?](repeating: nil, count: count) }

    func store(_ value: T, at index: Int) {
        values.withUnsafeMutableBufferPointer { $0[index] = value }
    }

    func results() -> [T] { values.map { $0! } }
}

/// A closure that only reads shared state, handed to concurrent iterations.
private struct UncheckedBox<Body>: @unchecked Sendable {
    let value: Body
    init(_ value: Body) { self.value = value }
}
