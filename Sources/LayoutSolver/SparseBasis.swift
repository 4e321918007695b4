/// The inverse of a simplex basis in product form, `B⁻¹ = E_k⁻¹ ⋯ E_1⁻¹`, whose solves cost
/// what they touch: the revised simplex's (`RevisedSimplex`, `DualSimplex`).
///
/// Why product form and not the explicit tableau: along a long run of tight constraints the
/// tableau `B⁻¹N` is dense (every variable of the run depends on every slack before it), while
/// `B` itself stays as sparse as the constraints. The factorisation pivots row singletons
/// first (a row that one remaining column touches), so chains, trees and grids give raw basis
/// columns and no fill; any other basis still factorises, with partial pivoting on the
/// transformed columns. One update eta per pivot follows. Each row knows the etas that pivot on it (*writers*) and the etas with an
/// entry in it (*readers*), so FTRAN and BTRAN of a sparse vector find the etas it reaches by
/// a depth-first search (as in Gilbert–Peierls triangular solves) and apply only those, in
/// file order; the factorisation itself transforms each column it cannot take raw the same
/// way. Why: along a chain of views pushed into short runs, `B⁻¹ a_q` and `e_rᵀ B⁻¹` have a
/// few nonzeros, but a solve that walks every eta (or a dense vector of every row) costs the
/// whole basis, which at every pivot made the soft layouts quadratic.
final class SparseBasis {
    let a: ColumnMatrix
    /// The basis column pivoted on each row.
    private(set) var head: [Int32]
    // The etas, factorisation first: pivot row and element, entries `start[k]..<start[k + 1]`.
    private var pivotRow: [Int32] = []
    private var pivotValue: [Double] = []
    private var start: [Int] = [0]
    private var index: [Int32] = []
    private var value: [Double] = []
    /// Etas of the factorisation (the rest are updates).
    private var factorCount = 0
    /// The factorisation's writer of each row (-1: an identity column), and its readers
    /// (`factorReaders[readerStart[i]..<readerStart[i + 1]]`).
    private var factorWriter: [Int32]
    private var readerStart: [Int32] = []
    private var factorReaders: [Int32] = []
    /// The update etas' writers and readers of each row, and the rows that have any.
    private var updateWriters: [[Int32]]
    private var updateReaders: [[Int32]]
    private var updatedRows: [Int32] = []
    // Depth-first search scratch.
    private var mark: [UInt32] = []
    private var stamp: UInt32 = 0
    private var stack: [Int32] = []
    private var reached: [Int32] = []
    private let work: SparseVector
    /// Etas applied by the solves and factorisations so far (for tracing).
    private(set) var etasApplied = 0
    /// Factorisations made (for tracing).
    private(set) var factorisations = 0

    /// Factorises the basis `basis` (one column per row, any order); nil when singular.
    init?(_ a: ColumnMatrix, basis: [Int32]) {
        self.a = a
        let m = a.rowCount
        head = basis
        factorWriter = [Int32](repeating: -1, count: m)
        updateWriters = [[Int32]](repeating: [], count: m)
        updateReaders = [[Int32]](repeating: [], count: m)
        work = SparseVector(size: m)
        guard factor() else { return nil }
    }

    /// Pivots since the factorisation.
    var updates: Int { pivotRow.count - factorCount }
    /// Entries of the update etas.
    var updateNonzeros: Int { index.count - start[factorCount] }
    /// Entries and etas of the factorisation.
    var factorNonzeros: Int { start[factorCount] + factorCount }

    /// Factorises `head` again (the updates folded in); false when it no longer factorises.
    func refactor() -> Bool { factor() }

    // MARK: Factorisation

    private func factor() -> Bool {
        factorisations += 1
        let m = a.rowCount
        let basis = head
        pivotRow.removeAll(keepingCapacity: true)
        pivotValue.removeAll(keepingCapacity: true)
        start = [0]
        index.removeAll(keepingCapacity: true)
        value.removeAll(keepingCapacity: true)
        factorCount = 0
        for i in 0..<m { factorWriter[i] = -1 }
        for r in updatedRows { updateWriters[Int(r)] = []; updateReaders[Int(r)] = [] }
        updatedRows.removeAll(keepingCapacity: true)
        readerStart = []
        factorReaders = []
        // Which basis slots touch each row, and how many of them are not yet processed.
        var slotStart = [Int](repeating: 0, count: m + 1)
        for j in basis { for e in a.start[Int(j)]..<a.start[Int(j) + 1] { slotStart[Int(a.rows[e]) + 1] += 1 } }
        for i in 0..<m { slotStart[i + 1] += slotStart[i] }
        var fill = Array(slotStart.dropLast())
        var slots = [Int32](repeating: 0, count: slotStart[m])
        for (s, j) in basis.enumerated() {
            for e in a.start[Int(j)]..<a.start[Int(j) + 1] {
                let r = Int(a.rows[e])
                slots[fill[r]] = Int32(s)
                fill[r] += 1
            }
        }
        var remaining = (0..<m).map { slotStart[$0 + 1] - slotStart[$0] }
        var done = [Bool](repeating: false, count: m)
        var pivoted = [Bool](repeating: false, count: m)
        var newHead = [Int32](repeating: -1, count: m)
        var singletons = (0..<m).filter { remaining[$0] == 1 }.map(Int32.init)
        var nextFallback = 0
        var entries: [(Int32, Double)] = []
        if mark.count < m { mark = [UInt32](repeating: 0, count: m) }
        for _ in 0..<m {
            // A row touched by one remaining column: pivot there (no fill). Else the next
            // remaining column, pivoted on its largest transformed entry.
            var slot = -1, preferred = -1
            while let i = singletons.popLast() {
                let r = Int(i)
                guard !pivoted[r], remaining[r] == 1 else { continue }
                if let s = slots[slotStart[r]..<slotStart[r + 1]].first(where: { !done[Int($0)] }) {
                    slot = Int(s); preferred = r; break
                }
            }
            if slot < 0 {
                while nextFallback < m && done[nextFallback] { nextFallback += 1 }
                guard nextFallback < m else { return false }
                slot = nextFallback
            }
            let j = Int(basis[slot])
            done[slot] = true
            for e in a.start[j]..<a.start[j + 1] {
                let r = Int(a.rows[e])
                remaining[r] -= 1
                if remaining[r] == 1 && !pivoted[r] { singletons.append(Int32(r)) }
            }
            var clean = true
            for e in a.start[j]..<a.start[j + 1] where pivoted[Int(a.rows[e])] { clean = false; break }
            if clean && preferred >= 0 {
                var pivot = 0.0, biggest = 0.0
                entries.removeAll(keepingCapacity: true)
                for e in a.start[j]..<a.start[j + 1] {
                    biggest = max(biggest, abs(a.values[e]))
                    if Int(a.rows[e]) == preferred { pivot = a.values[e] } else { entries.append((a.rows[e], a.values[e])) }
                }
                if abs(pivot) >= Tolerance.stability * biggest && abs(pivot) > Tolerance.pivot {
                    appendFactorEta(row: preferred, pivot: pivot, entries: entries)
                    pivoted[preferred] = true
                    newHead[preferred] = Int32(j)
                    continue
                }
            }
            // Transformed by the etas so far (sparse: only the etas the column reaches).
            for e in a.start[j]..<a.start[j + 1] { work.set(Int(a.rows[e]), a.values[e]) }
            ftran(work)
            var p = -1, best = 0.0
            for t in work.positions {
                let i = Int(t)
                let v = abs(work[i])
                if !pivoted[i] && (v > best || (v == best && v > 0 && i < p)) { best = v; p = i }
            }
            if preferred >= 0 && abs(work[preferred]) >= Tolerance.preferredPivot * best { p = preferred }
            guard p >= 0, best > Tolerance.pivot else { work.clear(); return false }
            entries.removeAll(keepingCapacity: true)
            for t in work.positions where Int(t) != p && work[Int(t)] != 0 { entries.append((t, work[Int(t)])) }
            entries.sort { $0.0 < $1.0 }
            appendFactorEta(row: p, pivot: work[p], entries: entries)
            pivoted[p] = true
            newHead[p] = Int32(j)
            work.clear()
        }
        head = newHead
        indexReaders()
        return true
    }

    private func appendFactorEta(row: Int, pivot: Double, entries: [(Int32, Double)]) {
        // An identity column adds nothing.
        if pivot == 1 && entries.isEmpty { return }
        for (i, v) in entries { index.append(i); value.append(v) }
        factorWriter[row] = Int32(pivotRow.count)
        pivotRow.append(Int32(row))
        pivotValue.append(pivot)
        start.append(index.count)
        factorCount = pivotRow.count
    }

    private func indexReaders() {
        let m = a.rowCount
        var count = [Int32](repeating: 0, count: m + 1)
        for t in 0..<start[factorCount] { count[Int(index[t]) + 1] += 1 }
        for i in 0..<m { count[i + 1] += count[i] }
        var fill = count
        var readers = [Int32](repeating: 0, count: Int(count[m]))
        for k in 0..<factorCount {
            for t in start[k]..<start[k + 1] {
                let r = Int(index[t])
                readers[Int(fill[r])] = Int32(k)
                fill[r] += 1
            }
        }
        readerStart = count
        factorReaders = readers
        if mark.count < pivotRow.count { mark = [UInt32](repeating: 0, count: max(m, pivotRow.count)) }
    }

    // MARK: Updates

    /// Replaces the basic column of row `row` by `column`, whose transformed column
    /// (`B⁻¹ a`, by `ftran`) is `alpha`.
    func update(_ alpha: SparseVector, row: Int, column: Int32) {
        let k = Int32(pivotRow.count)
        for i in alpha.positions where Int(i) != row {
            let v = alpha[Int(i)]
            guard v != 0 else { continue }
            index.append(i)
            value.append(v)
            note(Int(i))
            updateReaders[Int(i)].append(k)
        }
        note(row)
        updateWriters[row].append(k)
        pivotRow.append(Int32(row))
        pivotValue.append(alpha[row])
        start.append(index.count)
        head[row] = column
        if mark.count < pivotRow.count { mark += [UInt32](repeating: 0, count: pivotRow.count - mark.count + 64) }
    }

    @inline(__always)
    private func note(_ row: Int) {
        if updateWriters[row].isEmpty && updateReaders[row].isEmpty { updatedRows.append(Int32(row)) }
    }

    /// Makes `column` basic in row `i`, where it replaces its sign-flipped partner (opposite
    /// entries): the eta that negates row `i`.
    func flip(row i: Int, to column: Int32) {
        note(i)
        updateWriters[i].append(Int32(pivotRow.count))
        pivotRow.append(Int32(i))
        pivotValue.append(-1)
        start.append(index.count)
        head[i] = column
        if mark.count < pivotRow.count { mark += [UInt32](repeating: 0, count: pivotRow.count - mark.count + 64) }
    }

    /// `update` from a dense transformed column (an identity column adds nothing).
    func update(dense alpha: [Double], row: Int, column: Int32) {
        for i in 0..<alpha.count where alpha[i] != 0 { work.set(i, alpha[i]) }
        if alpha[row] == 1 && work.count == 1 {
            head[row] = column
        } else {
            update(work, row: row, column: column)
        }
        work.clear()
    }

    // MARK: Solves

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

    private func nextStamp() {
        stamp &+= 1
        if stamp == 0 {
            for k in mark.indices { mark[k] = 0 }
            stamp = 1
        }
    }

    @inline(__always)
    private func visit(_ e: Int32) {
        if mark[Int(e)] != stamp { mark[Int(e)] = stamp; stack.append(e) }
    }

    /// The etas that write `row` after eta `after`.
    @inline(__always)
    private func pushWriters(of row: Int, after: Int32) {
        let w = factorWriter[row]
        if w > after { visit(w) }
        for e in updateWriters[row] where e > after { visit(e) }
    }

    /// The etas that write or read `row` before eta `before`.
    @inline(__always)
    private func pushWritersAndReaders(of row: Int, before: Int32) {
        let w = factorWriter[row]
        if w >= 0 && w < before { visit(w) }
        if row < readerStart.count - 1 {
            for t in Int(readerStart[row])..<Int(readerStart[row + 1]) where factorReaders[t] < before { visit(factorReaders[t]) }
        }
        for e in updateWriters[row] where e < before { visit(e) }
        for e in updateReaders[row] where e < before { visit(e) }
    }

    /// `x ← B⁻¹ x` (FTRAN) over the positions `x` lists. An eta changes `x` only if its
    /// pivot entry is nonzero when it is applied: a row nonzero from the start reaches all its
    /// writers, and an applied eta reaches the later writers of its entries' rows.
    func ftran(_ x: SparseVector) {
        nextStamp()
        reached.removeAll(keepingCapacity: true)
        for k in 0..<x.count { pushWriters(of: Int(x.pattern[k]), after: -1) }
        while let e = stack.popLast() {
            reached.append(e)
            for t in start[Int(e)]..<start[Int(e) + 1] { pushWriters(of: Int(index[t]), after: e) }
        }
        reached.sort()
        etasApplied += reached.count
        let v = x.values
        for e in reached {
            let k = Int(e)
            let p = Int(pivotRow[k])
            let xp = v[p]
            if xp == 0 { continue }
            let t = xp / pivotValue[k]
            v[p] = t
            for t2 in start[k]..<start[k + 1] { x.add(Int(index[t2]), -value[t2] * t) }
        }
    }

    /// `y ← B⁻ᵀ y` (BTRAN) over the positions `y` lists. Applied last to first, an eta reads
    /// its pivot row and its entries' rows and writes its pivot row: a row nonzero from the
    /// start reaches its writers and readers, and an applied eta the earlier writers and
    /// readers of its pivot row.
    func btran(_ y: SparseVector) {
        nextStamp()
        reached.removeAll(keepingCapacity: true)
        for k in 0..<y.count { pushWritersAndReaders(of: Int(y.pattern[k]), before: Int32.max) }
        while let e = stack.popLast() {
            reached.append(e)
            pushWritersAndReaders(of: Int(pivotRow[Int(e)]), before: e)
        }
        reached.sort(by: >)
        etasApplied += reached.count
        let v = y.values
        for e in reached {
            let k = Int(e)
            let p = Int(pivotRow[k])
            var s = v[p]
            for t in start[k]..<start[k + 1] { s -= value[t] * v[Int(index[t])] }
            if s != 0 || v[p] != 0 { y.set(p, s / pivotValue[k]) }
        }
    }
}
