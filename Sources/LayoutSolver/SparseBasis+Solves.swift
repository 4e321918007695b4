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
        let n = etaRow.count
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
    private func pushWriters(of row: Int, after: Int32, _ search: inout Search, _ factorWriter: UnsafeMutablePointer<Int32>,
                             _ writerHead: UnsafeMutablePointer<Int32>, _ nodeEta: UnsafeMutablePointer<Int32>,
                             _ nodeNext: UnsafeMutablePointer<Int32>) {
        let w = factorWriter[row]
        if w > after { search.visit(w) }
        var node = writerHead[row]
        while node >= 0 {
            let e = nodeEta[Int(node)]
            if e <= after { break }
            search.visit(e)
            node = nodeNext[Int(node)]
        }
    }

    /// `x ← B⁻¹ x` (FTRAN) over the positions `x` lists. An eta changes `x` only if its
    /// pivot entry is nonzero when it is applied: a row nonzero from the start reaches all its
    /// writers, and an applied eta reaches the later writers of its entries' rows.
    func ftran(_ x: SparseVector) {
        var search = startSearch()
        let reached = reached.base
        let factorWriter = factorWriter.base, writerHead = writerHead.base
        let nodeEta = nodeEta.base, nodeNext = nodeNext.base
        let etaStart = etaStart.base, entryRow = entryRow.base, entryValue = entryValue.base
        let etaRow = etaRow.base, etaPivot = etaPivot.base
        var count = 0
        for k in 0..<x.count {
            pushWriters(of: Int(x.pattern[k]), after: -1, &search, factorWriter, writerHead, nodeEta, nodeNext)
        }
        while let e = search.pop() {
            reached[count] = e
            count += 1
            for t in etaStart[Int(e)]..<etaStart[Int(e) + 1] {
                pushWriters(of: Int(entryRow[t]), after: e, &search, factorWriter, writerHead, nodeEta, nodeNext)
            }
        }
        sortEtas(reached, count, descending: false, bits: bits.base)
        etasApplied += count
        let v = x.values
        for q in 0..<count {
            let k = Int(reached[q])
            let p = Int(etaRow[k])
            let xp = v[p]
            if xp == 0 { continue }
            let t = xp / etaPivot[k]
            v[p] = t
            for t2 in etaStart[k]..<etaStart[k + 1] { x.add(Int(entryRow[t2]), -entryValue[t2] * t) }
        }
    }

    /// `y ← B⁻ᵀ y` (BTRAN) over the positions `y` lists. Applied last to first, an eta reads
    /// its pivot row and its entries' rows and writes its pivot row: a row nonzero from the
    /// start reaches its writers and readers, and an applied eta the earlier writers and
    /// readers of its pivot row.
    func btran(_ y: SparseVector) {
        var search = startSearch()
        let reached = reached.base
        let factorWriter = factorWriter.base, readerStart = readerStart.base, factorReaders = factorReaders.base
        let writerHead = writerHead.base, readerHead = readerHead.base
        let nodeEta = nodeEta.base, nodeNext = nodeNext.base
        let etaStart = etaStart.base, entryRow = entryRow.base, entryValue = entryValue.base
        let etaRow = etaRow.base, etaPivot = etaPivot.base
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
                row = Int(etaRow[Int(e)]); before = e
            } else {
                break
            }
            // The writers and readers of `row` before eta `before` (the factorisation's readers
            // in eta order, the update lists newest first).
            let w = factorWriter[row]
            if w >= 0 && w < before { search.visit(w) }
            for t in Int(readerStart[row])..<Int(readerStart[row + 1]) {
                let e = factorReaders[t]
                if e >= before { break }
                search.visit(e)
            }
            var node = writerHead[row]
            while node >= 0 {
                let e = nodeEta[Int(node)]
                if e < before { search.visit(e) }
                node = nodeNext[Int(node)]
            }
            node = readerHead[row]
            while node >= 0 {
                let e = nodeEta[Int(node)]
                if e < before { search.visit(e) }
                node = nodeNext[Int(node)]
            }
        }
        sortEtas(reached, count, descending: true, bits: bits.base)
        etasApplied += count
        let v = y.values
        for q in 0..<count {
            let k = Int(reached[q])
            let p = Int(etaRow[k])
            var s = v[p]
            for t in etaStart[k]..<etaStart[k + 1] { s -= entryValue[t] * v[Int(entryRow[t])] }
            if s != 0 || v[p] != 0 { y.set(p, s / etaPivot[k]) }
        }
    }
}
