/// FTRAN and BTRAN over the etas a vector reaches (see `SparseBasis`). The loops index raw
/// pointers read once at the top (`RawBuffer`): nothing appends to the eta file during a solve.
extension SparseBasis {
    /// `x ← B⁻¹ x` for a dense `x`.
    func solve(_ x: inout [Double]) {
        for i in 0..<x.count where x[i] != 0 { work.set(i, x[i]) }
        ftran(work)
        for t in work.positions { x[Int(t)] = work[Int(t)] }
        work.clear()
    }

    /// `y ← B⁻ᵀ y` for a dense `y`.
    func solveTransposed(_ y: inout [Double]) {
        for i in 0..<y.count where y[i] != 0 { work.set(i, y[i]) }
        btran(work)
        for t in work.positions { y[Int(t)] = work[Int(t)] }
        work.clear()
    }

    /// A fresh stamp for the search, with scratch for every eta.
    private func startSearch() -> Search {
        let n = etaCount
        if mark.count < n {
            mark.resize(n + n / 2 + 64, filling: 0)
            stack.reserve(mark.count)
            reached.reserve(mark.count)
            bits.resize(mark.count / 64 + 1, filling: 0)
        }
        stamp &+= 1
        if stamp == 0 {
            for k in 0..<mark.count { mark[k] = 0 }
            stamp = 1
        }
        return Search(stamp: stamp, mark: mark.base, stack: stack.base)
    }

    /// The depth-first search's marks and stack.
    private struct Search {
        let stamp: UInt32
        let mark: UnsafeMutablePointer<UInt32>
        let stack: UnsafeMutablePointer<Int32>
        var top = 0

        @inline(__always)
        mutating func visit(_ e: Int32) {
            if mark[Int(e)] != stamp { mark[Int(e)] = stamp; stack[top] = e; top += 1 }
        }

        @inline(__always)
        mutating func pop() -> Int32? {
            guard top > 0 else { return nil }
            top -= 1
            return stack[top]
        }
    }

    /// The etas that write `row` after eta `after`: its factorisation writer and its update
    /// writers, newest first (so the walk stops at the first one not after `after`).
    @inline(__always)
    private func pushWriters(of row: Int, after: Int32, _ search: inout Search, _ links: UnsafeMutablePointer<RowLinks>,
                             _ nodes: UnsafeMutablePointer<Node>) {
        let l = links[row]
        if l.writer > after { search.visit(l.writer) }
        var node = l.updateWriters
        while node >= 0 {
            let n = nodes[Int(node)]
            if n.eta <= after { break }
            search.visit(n.eta)
            node = n.next
        }
    }

    /// `x ← B⁻¹ x` (FTRAN) over the positions `x` lists. An eta changes `x` only if its
    /// pivot entry is nonzero when it is applied: a row nonzero from the start reaches all its
    /// writers, and an applied eta reaches the later writers of its entries' rows.
    func ftran(_ x: SparseVector) {
        var search = startSearch()
        let reached = reached.base
        let links = links.base, nodes = nodes.base, etas = etas.base
        let entryRow = entryRow.base, entryValue = entryValue.base
        var count = 0
        for k in 0..<x.count { pushWriters(of: Int(x.pattern[k]), after: -1, &search, links, nodes) }
        while let e = search.pop() {
            reached[count] = e
            count += 1
            for t in Int(etas[Int(e)].start)..<Int(etas[Int(e) + 1].start) {
                pushWriters(of: Int(entryRow[t]), after: e, &search, links, nodes)
            }
        }
        sortEtas(reached, count, descending: false, bits: bits.base)
        etasApplied += count
        let v = x.values
        for q in 0..<count {
            let k = Int(reached[q])
            let eta = etas[k]
            let p = Int(eta.row)
            let xp = v[p]
            if xp == 0 { continue }
            let t = xp / eta.pivot
            v[p] = t
            for t2 in Int(eta.start)..<Int(etas[k + 1].start) { x.add(Int(entryRow[t2]), -entryValue[t2] * t) }
        }
    }

    /// `y ← B⁻ᵀ y` (BTRAN) over the positions `y` lists. Applied last to first, an eta reads
    /// its pivot row and its entries' rows and writes its pivot row: a row nonzero from the
    /// start reaches its writers and readers, and an applied eta the earlier writers and
    /// readers of its pivot row.
    func btran(_ y: SparseVector) {
        var search = startSearch()
        let reached = reached.base
        let links = links.base, nodes = nodes.base, etas = etas.base, factorReaders = factorReaders.base
        let entryRow = entryRow.base, entryValue = entryValue.base
        var count = 0
        var k = 0
        let initial = y.count
        while true {
            let row: Int, before: Int32
            if k < initial {
                row = Int(y.pattern[k]); before = .max; k += 1
            } else if let e = search.pop() {
                reached[count] = e
                count += 1
                row = Int(etas[Int(e)].row); before = e
            } else {
                break
            }
            // The writers and readers of `row` before eta `before` (the factorisation's readers
            // in eta order, the update lists newest first).
            let l = links[row]
            if l.writer >= 0 && l.writer < before { search.visit(l.writer) }
            for t in Int(l.readers)..<Int(links[row + 1].readers) {
                let e = factorReaders[t]
                if e >= before { break }
                search.visit(e)
            }
            var node = l.updateWriters
            while node >= 0 {
                let n = nodes[Int(node)]
                if n.eta < before { search.visit(n.eta) }
                node = n.next
            }
            node = l.updateReaders
            while node >= 0 {
                let n = nodes[Int(node)]
                if n.eta < before { search.visit(n.eta) }
                node = n.next
            }
        }
        sortEtas(reached, count, descending: true, bits: bits.base)
        etasApplied += count
        let v = y.values
        for q in 0..<count {
            let k = Int(reached[q])
            let eta = etas[k]
            let p = Int(eta.row)
            var s = v[p]
            for t in Int(eta.start)..<Int(etas[k + 1].start) { s -= entryValue[t] * v[Int(entryRow[t])] }
            if s != 0 || v[p] != 0 { y.set(p, s / eta.pivot) }
        }
    }
}
