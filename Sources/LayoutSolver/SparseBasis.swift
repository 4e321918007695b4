/// A basis inverse whose solves cost what they touch: the factorisation's etas
/// (`EtaFile.factor`) with indexes that let FTRAN and BTRAN visit only the etas a sparse
/// vector reaches (a depth-first search over the etas, as in Gilbert–Peierls triangular
/// solves), and the pivots since the factorisation as product-form update etas.
///
/// Why: along a chain of views pushed into short runs, `B⁻¹ a_q` and `e_rᵀ B⁻¹` have a few
/// nonzeros, but a solve that walks every eta of the file costs the whole basis, and that at
/// every pivot made the soft layouts quadratic. The etas are applied in file order, each
/// skipped when its pivot entry is zero, exactly as `EtaFile.solve` does, so the results are
/// the dense solves' bit for bit; the search only leaves out etas that would be skipped.
final class SparseBasis {
    let a: ColumnMatrix
    /// The basis column pivoted on each row (`EtaFile.factor`'s head, then the updates').
    private(set) var head: [Int32]
    private var file: EtaFile
    /// The factorisation's eta whose pivot row is each row, or -1 (an identity column).
    private var etaOfRow: [Int32] = []
    /// For each row, the factorisation's etas with an entry there (`rowEtas[rowStart[i]..<rowStart[i + 1]]`).
    private var rowStart: [Int32] = []
    private var rowEtas: [Int32] = []
    /// Update etas since the factorisation, by pivot.
    private var updateRow: [Int32] = []
    private var updatePivot: [Double] = []
    private var updateStart: [Int] = [0]
    private var updateIndex: [Int32] = []
    private var updateValue: [Double] = []
    /// Depth-first search scratch.
    private var mark: [UInt32] = []
    private var stamp: UInt32 = 0
    private var stack: [Int32] = []
    private var reached: [Int32] = []

    /// Factorises the basis `basis` (one column per row, any order); nil when singular.
    init?(_ a: ColumnMatrix, basis: [Int32]) {
        self.a = a
        guard let (file, head) = EtaFile.factor(a, basis: basis) else { return nil }
        self.file = file
        self.head = head
        index()
    }

    /// Pivots since the factorisation.
    var updates: Int { updateRow.count }
    /// Entries of the update etas.
    var updateNonzeros: Int { updateIndex.count }
    /// Entries of the factorisation.
    var factorNonzeros: Int { file.nonzeros + file.count }

    /// Factorises `head` again (the updates folded in); false when it no longer factorises.
    func refactor() -> Bool {
        guard let (file, head) = EtaFile.factor(a, basis: head) else { return false }
        self.file = file
        self.head = head
        updateRow.removeAll(keepingCapacity: true)
        updatePivot.removeAll(keepingCapacity: true)
        updateStart = [0]
        updateIndex.removeAll(keepingCapacity: true)
        updateValue.removeAll(keepingCapacity: true)
        index()
        return true
    }

    private func index() {
        let m = a.rowCount
        etaOfRow = [Int32](repeating: -1, count: m)
        var count = [Int32](repeating: 0, count: m + 1)
        for k in 0..<file.count {
            etaOfRow[Int(file.pivotRow[k])] = Int32(k)
            for e in file.start[k]..<file.start[k + 1] { count[Int(file.index[e]) + 1] += 1 }
        }
        for i in 0..<m { count[i + 1] += count[i] }
        var fill = count
        var etas = [Int32](repeating: 0, count: Int(count[m]))
        for k in 0..<file.count {
            for e in file.start[k]..<file.start[k + 1] {
                let r = Int(file.index[e])
                etas[Int(fill[r])] = Int32(k)
                fill[r] += 1
            }
        }
        rowStart = count
        rowEtas = etas
        if mark.count < file.count { mark = [UInt32](repeating: 0, count: file.count) }
    }

    /// Replaces the basic column of row `row` by `column`, whose transformed column
    /// (`B⁻¹ a`, by `ftran`) is `alpha`.
    func update(_ alpha: SparseVector, row: Int, column: Int32) {
        let p = alpha[row]
        for i in alpha.positions where Int(i) != row {
            let v = alpha[Int(i)]
            if v != 0 { updateIndex.append(i); updateValue.append(v) }
        }
        updateRow.append(Int32(row))
        updatePivot.append(p)
        updateStart.append(updateIndex.count)
        head[row] = column
    }

    private func nextStamp() {
        stamp &+= 1
        if stamp == 0 {
            for k in mark.indices { mark[k] = 0 }
            stamp = 1
        }
    }

    /// `x ← B⁻¹ x` (FTRAN) over the positions `x` lists.
    func ftran(_ x: SparseVector) {
        nextStamp()
        reached.removeAll(keepingCapacity: true)
        for k in 0..<x.count {
            let e = etaOfRow[Int(x.pattern[k])]
            if e >= 0 && mark[Int(e)] != stamp { mark[Int(e)] = stamp; stack.append(e) }
        }
        // An eta's entries reach the etas that pivot on their rows later in the file.
        while let e = stack.popLast() {
            reached.append(e)
            for t in file.start[Int(e)]..<file.start[Int(e) + 1] {
                let next = etaOfRow[Int(file.index[t])]
                if next > e && mark[Int(next)] != stamp { mark[Int(next)] = stamp; stack.append(next) }
            }
        }
        reached.sort()
        let v = x.values
        for e in reached {
            let k = Int(e)
            let p = Int(file.pivotRow[k])
            let xp = v[p]
            if xp == 0 { continue }
            let t = xp / file.pivotValue[k]
            v[p] = t
            for t2 in file.start[k]..<file.start[k + 1] { x.add(Int(file.index[t2]), -file.value[t2] * t) }
        }
        for u in 0..<updateRow.count {
            let p = Int(updateRow[u])
            let xp = v[p]
            if xp == 0 { continue }
            let t = xp / updatePivot[u]
            v[p] = t
            for t2 in updateStart[u]..<updateStart[u + 1] { x.add(Int(updateIndex[t2]), -updateValue[t2] * t) }
        }
    }

    /// `y ← B⁻ᵀ y` (BTRAN) over the positions `y` lists.
    func btran(_ y: SparseVector) {
        let v = y.values
        for u in stride(from: updateRow.count - 1, through: 0, by: -1) {
            let p = Int(updateRow[u])
            var s = v[p]
            for t in updateStart[u]..<updateStart[u + 1] { s -= updateValue[t] * v[Int(updateIndex[t])] }
            if s != 0 || v[p] != 0 { y.set(p, s / updatePivot[u]) }
        }
        nextStamp()
        reached.removeAll(keepingCapacity: true)
        // A nonzero row reaches the eta that pivots on it and every eta with an entry there;
        // an eta's result row reaches the earlier etas with an entry there.
        for k in 0..<y.count {
            let i = Int(y.pattern[k])
            let own = etaOfRow[i]
            if own >= 0 && mark[Int(own)] != stamp { mark[Int(own)] = stamp; stack.append(own) }
            push(readersOf: i, below: Int32.max)
        }
        while let e = stack.popLast() {
            reached.append(e)
            push(readersOf: Int(file.pivotRow[Int(e)]), below: e)
        }
        reached.sort(by: >)
        for e in reached {
            let k = Int(e)
            let p = Int(file.pivotRow[k])
            var s = v[p]
            for t in file.start[k]..<file.start[k + 1] { s -= file.value[t] * v[Int(file.index[t])] }
            if s != 0 || v[p] != 0 { y.set(p, s / file.pivotValue[k]) }
        }
    }

    @inline(__always)
    private func push(readersOf row: Int, below bound: Int32) {
        for t in Int(rowStart[row])..<Int(rowStart[row + 1]) {
            let e = rowEtas[t]
            if e < bound && mark[Int(e)] != stamp { mark[Int(e)] = stamp; stack.append(e) }
        }
    }
}
