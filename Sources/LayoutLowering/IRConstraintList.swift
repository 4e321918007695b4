/// The constraints of one `LayoutIR`: a collection of `IRConstraint` with `Int` indices from 0,
/// used like an array (`ir.constraints[i]`, `for c in ir.constraints`, `filter`, `append`).
///
/// Why not an array: targets whose variants select the same `when` bodies differ only in their
/// first constraints, the canvas and guide ones (`WhenSelection`, `IRBuilder.ir(for:)`). An
/// array would copy the thousands of constraints after them into every such target's IR (with
/// a retain of each constraint's terms, origin and conditions, and a megabyte of memory per
/// IR of a 1,000-view file). This list keeps its own first constraints (`head`) in front of the
/// rest of another IR's list, shared (`tail`: the same storage, not a copy). Value semantics are
/// an array's: writing through one list copies the storage it shares first.
public struct IRConstraintList: RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral, Sendable {
    public typealias Index = Int
    public typealias Element = IRConstraint
    public typealias Indices = Range<Int>
    public typealias SubSequence = Slice<IRConstraintList>

    /// This list's own constraints, first.
    @usableFromInline var head: [IRConstraint]
    /// Constraints shared with other lists: `shared[sharedStart...]` follow `head`.
    @usableFromInline var shared: [IRConstraint]
    /// Where the shared part starts in `shared`.
    @usableFromInline var sharedStart: Int

    /// An empty list.
    @inlinable public init() { head = []; shared = []; sharedStart = 0 }

    /// A list of `constraints` (no copy: the array's storage is shared).
    @inlinable public init(_ constraints: [IRConstraint]) { head = constraints; shared = []; sharedStart = 0 }

    /// A list of `elements`.
    @inlinable public init<S: Sequence>(_ elements: S) where S.Element == IRConstraint {
        head = Array(elements); shared = []; sharedStart = 0
    }

    /// A list of the given constraints.
    @inlinable public init(arrayLiteral elements: IRConstraint...) { self.init(elements) }

    /// `head` followed by `rest[restStart...]`, sharing `rest`'s storage.
    init(_ head: [IRConstraint], followedBy rest: [IRConstraint], from restStart: Int) {
        precondition(restStart >= 0 && restStart <= rest.count)
        self.head = head; shared = rest; sharedStart = restStart
    }

    /// The first index, 0.
    @inlinable public var startIndex: Int { 0 }
    /// The number of constraints.
    @inlinable public var endIndex: Int { head.count + (shared.count - sharedStart) }
    /// The number of constraints.
    @inlinable public var count: Int { endIndex }
    /// `0..<count`.
    @inlinable public var indices: Range<Int> { 0..<endIndex }
    /// `i + 1`.
    @inlinable public func index(after i: Int) -> Int { i + 1 }
    /// `i - 1`.
    @inlinable public func index(before i: Int) -> Int { i - 1 }
    /// `i + distance`.
    @inlinable public func index(_ i: Int, offsetBy distance: Int) -> Int { i + distance }
    /// `end - start`.
    @inlinable public func distance(from start: Int, to end: Int) -> Int { end - start }

    /// The constraint at `i`, read in place: yielded from its storage, so that reading
    /// `list[i].terms[k]` copies nothing (yielding `head[i]` made the checker copy, retain and
    /// release every constraint it compared: an array's getter returns a copy).
    @inlinable public subscript(i: Int) -> IRConstraint {
        _read {
            let h = head.count
            precondition(i >= 0 && i - h < shared.count - sharedStart, "IRConstraintList index out of range")
            // The storage outlives the access: `self`, which holds it, is borrowed for it.
            let base = i < h ? head.withUnsafeBufferPointer { $0.baseAddress } : shared.withUnsafeBufferPointer { $0.baseAddress }
            yield base.unsafelyUnwrapped[i < h ? i : sharedStart + i - h]
        }
        _modify {
            let h = head.count
            if i < h {
                yield &head[i]
            } else {
                precondition(i - h < shared.count - sharedStart, "IRConstraintList index out of range")
                yield &shared[sharedStart + i - h]
            }
        }
    }

    /// The constraints in `bounds`.
    @inlinable public subscript(bounds: Range<Int>) -> Slice<IRConstraintList> {
        get { Slice(base: self, bounds: bounds) }
        set {
            precondition(newValue.count == bounds.count, "IRConstraintList: a slice assignment must keep the count")
            for (k, c) in zip(bounds, newValue) { self[k] = c }
        }
    }

    /// Reserves room for `n` constraints.
    public mutating func reserveCapacity(_ n: Int) {
        flatten()
        head.reserveCapacity(n)
    }

    /// Appends `c` (cheap once the list owns all its constraints, as after the first append).
    @inlinable public mutating func append(_ c: IRConstraint) {
        if sharedStart != shared.count { flatten() }
        head.append(c)
    }

    /// Gives the list its own copy of the shared constraints, so that it is one array.
    @usableFromInline mutating func flatten() {
        guard sharedStart != shared.count else {
            if !shared.isEmpty { shared = []; sharedStart = 0 }
            return
        }
        head.reserveCapacity(endIndex)
        head.append(contentsOf: shared[sharedStart...])
        shared = []
        sharedStart = 0
    }

    /// The constraints as one array (a copy of the shared part, if any).
    public var array: [IRConstraint] {
        if sharedStart == shared.count { return head }
        var copy = self
        copy.flatten()
        return copy.head
    }

    /// Calls `body` with the constraints read in place through their storage (no copy, no
    /// retain per access), as `Array.withUnsafeBufferPointer` does for an array; the buffer
    /// must not escape `body`.
    @inlinable public func withUnsafeBufferPointer<R>(_ body: (UnsafeBuffer) throws -> R) rethrows -> R {
        try head.withUnsafeBufferPointer { h in
            try shared.withUnsafeBufferPointer { s in
                try body(UnsafeBuffer(head: h, tail: UnsafeBufferPointer(rebasing: s[sharedStart...])))
            }
        }
    }

    /// The constraints of a list in place, indexed from 0 like the list (its own part, then
    /// the shared part): what `withUnsafeBufferPointer` passes.
    public struct UnsafeBuffer: RandomAccessCollection {
        public typealias Index = Int
        public typealias Element = IRConstraint
        public typealias Indices = Range<Int>
        @usableFromInline let head: UnsafeBufferPointer<IRConstraint>
        @usableFromInline let tail: UnsafeBufferPointer<IRConstraint>

        @inlinable init(head: UnsafeBufferPointer<IRConstraint>, tail: UnsafeBufferPointer<IRConstraint>) {
            self.head = head; self.tail = tail
        }

        /// 0.
        @inlinable public var startIndex: Int { 0 }
        /// The number of constraints.
        @inlinable public var endIndex: Int { head.count + tail.count }
        /// `0..<count`.
        @inlinable public var indices: Range<Int> { 0..<endIndex }
        /// `i + 1`.
        @inlinable public func index(after i: Int) -> Int { i + 1 }
        /// `i - 1`.
        @inlinable public func index(before i: Int) -> Int { i - 1 }

        /// The constraint at `i`, in place.
        @inlinable public subscript(i: Int) -> IRConstraint {
            unsafeAddress {
                let h = head.count
                if i < h {
                    precondition(i >= 0, "IRConstraintList index out of range")
                    return head.baseAddress.unsafelyUnwrapped + i
                }
                precondition(i - h < tail.count, "IRConstraintList index out of range")
                return tail.baseAddress.unsafelyUnwrapped + (i - h)
            }
        }
    }
}
