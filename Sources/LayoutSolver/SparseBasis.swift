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
    /// One eta: its pivot row and element, and the first of its entries.
    struct Eta: BitwiseCopyable {
        var pivot: Double
        var row: Int32
        var start: Int32
    }

    /// A row's etas: the factorisation's writer (-1: an identity column), where its
    /// factorisation readers start in `factorReaders` (in eta order; they end at the next
    /// row's), and the heads of its update writers' and readers' lists (-1: none). The lists
    /// run newest eta first, so that a search for the writers after an eta stops at the first
    /// one before it.
    struct RowLinks: BitwiseCopyable {
        var writer: Int32
        var readers: Int32
        var updateWriters: Int32
        var updateReaders: Int32
    }

    /// A node of an update list.
    struct Node: BitwiseCopyable {
        var eta: Int32
        var next: Int32
    }

    let a: ColumnMatrix
    /// The basis column pivoted on each row.
    private(set) var head: [Int32]
    // The etas, factorisation first, each with its pivot row and element and where its
    // entries start in `entryRow`/`entryValue` (they end where the next one's start; a
    // sentinel follows the last). Raw storage (`RawBuffer`), each record one load: the solves
    // index these in their inner loops, and at 10,000 views a search's every step was a
    // cache miss per array. Internal for `SparseBasis+Solves.swift` only.
    let etas = RawBuffer<Eta>()
    let entryRow = RawBuffer<Int32>()
    let entryValue = RawBuffer<Double>()
    /// Etas of the factorisation (the rest are updates).
    private(set) var factorCount = 0
    /// Each row's links (`RowLinks`; a sentinel after the last row ends its factorisation
    /// readers), and the update lists' nodes.
    let links: RawBuffer<RowLinks>
    let factorReaders = RawBuffer<Int32>()
    let nodes = RawBuffer<Node>()
    /// The rows whose lists are not empty (cleared at the next factorisation).
    private let updatedRows = RawBuffer<Int32>()
    // Depth-first search scratch, each as long as the eta file at least.
    let mark = RawBuffer<UInt32>()
    var stamp: UInt32 = 0
    let stack = RawBuffer<Int32>()
    let reached = RawBuffer<Int32>()
    /// One bit per eta, all zero between solves (`sortEtas`).
    let bits = RawBuffer<UInt64>()
    let work: SparseVector
    // The factorisation's scratch (see `factor`).
    private let slotStart = RawBuffer<Int32>(), slotFill = RawBuffer<Int32>(), slots = RawBuffer<Int32>()
    private let remaining = RawBuffer<Int32>(), singletons = RawBuffer<Int32>()
    private let done = RawBuffer<Bool>(), pivoted = RawBuffer<Bool>()
    private let rowsFound = RawBuffer<Int32>(), rowBits = RawBuffer<UInt64>(), newHead = RawBuffer<Int32>()
    /// Etas applied by the solves and factorisations so far (for tracing).
    var etasApplied = 0
    /// Factorisations made (for tracing).
    private(set) var factorisations = 0

    /// Factorises the basis `basis` (one column per row, any order); nil when singular.
    init?(_ a: ColumnMatrix, basis: [Int32]) {
        self.a = a
        let m = a.rowCount
        head = basis
        links = RawBuffer(repeating: RowLinks(writer: -1, readers: 0, updateWriters: -1, updateReaders: -1), count: m + 1)
        work = SparseVector(size: m)
        guard factor() else { return nil }
    }

    /// Pivots since the factorisation.
    var updates: Int { etaCount - factorCount }
    /// Entries of the update etas.
    var updateNonzeros: Int { entryRow.count - Int(etas[factorCount].start) }
    /// Entries and etas of the factorisation.
    var factorNonzeros: Int { Int(etas[factorCount].start) + factorCount }
    /// Etas in the file.
    var etaCount: Int { etas.count - 1 }

    /// Factorises `head` again (the updates folded in); false when it no longer factorises.
    func refactor() -> Bool { factor() }

    // MARK: Factorisation

    private func factor() -> Bool {
        factorisations += 1
        let m = a.rowCount
        let basis = head
        etas.removeAll()
        etas.append(Eta(pivot: 0, row: -1, start: 0))
        entryRow.removeAll()
        entryValue.removeAll()
        factorCount = 0
        for i in 0..<m { links[i].writer = -1 }
        for k in 0..<updatedRows.count {
            let r = Int(updatedRows[k])
            links[r].updateWriters = -1
            links[r].updateReaders = -1
        }
        updatedRows.removeAll()
        nodes.removeAll()
        // Which basis slots touch each row, and how many of them are not yet processed
        // (scratch kept between factorisations: fresh arrays of every row at each one cost a
        // tenth of a large soft grid's solve, most of it in page faults).
        slotStart.resize(m + 1, filling: 0)
        let slotStart = slotStart.base
        for i in 0...m { slotStart[i] = 0 }
        for j in basis { for e in a.start[Int(j)]..<a.start[Int(j) + 1] { slotStart[Int(a.rows[e]) + 1] += 1 } }
        for i in 0..<m { slotStart[i + 1] += slotStart[i] }
        slotFill.resize(m, filling: 0)
        let fill = slotFill.base
        for i in 0..<m { fill[i] = slotStart[i] }
        slots.resize(Int(slotStart[m]), filling: 0)
        let slots = slots.base
        for (s, j) in basis.enumerated() {
            for e in a.start[Int(j)]..<a.start[Int(j) + 1] {
                let r = Int(a.rows[e])
                slots[Int(fill[r])] = Int32(s)
                fill[r] += 1
            }
        }
        remaining.resize(m, filling: 0)
        done.resize(m, filling: false)
        pivoted.resize(m, filling: false)
        let remaining = remaining.base, done = done.base, pivoted = pivoted.base
        singletons.removeAll()
        for i in 0..<m {
            remaining[i] = slotStart[i + 1] - slotStart[i]
            done[i] = false
            pivoted[i] = false
            if remaining[i] == 1 { singletons.append(Int32(i)) }
        }
        newHead.resize(m, filling: -1)
        let newHead = newHead.base
        for i in 0..<m { newHead[i] = -1 }
        var nextFallback = 0
        rowBits.resize(m / 64 + 1, filling: 0)
        for _ in 0..<m {
            // A row touched by one remaining column: pivot there (no fill). Else the next
            // remaining column, pivoted on its largest transformed entry.
            var slot = -1, preferred = -1
            while let i = singletons.popLast() {
                let r = Int(i)
                guard !pivoted[r], remaining[r] == 1 else { continue }
                for t in Int(slotStart[r])..<Int(slotStart[r + 1]) where !done[Int(slots[t])] {
                    slot = Int(slots[t]); preferred = r; break
                }
                if slot >= 0 { break }
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
                let first = entryRow.count
                for e in a.start[j]..<a.start[j + 1] {
                    biggest = max(biggest, abs(a.values[e]))
                    if Int(a.rows[e]) == preferred {
                        pivot = a.values[e]
                    } else {
                        entryRow.append(a.rows[e])
                        entryValue.append(a.values[e])
                    }
                }
                if abs(pivot) >= Tolerance.stability * biggest && abs(pivot) > Tolerance.pivot {
                    commitFactorEta(row: preferred, pivot: pivot, entriesFrom: first)
                    pivoted[preferred] = true
                    newHead[preferred] = Int32(j)
                    continue
                }
                entryRow.resize(first, filling: 0)
                entryValue.resize(first, filling: 0)
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
            // The entries by row (a sort through a bitmap of the rows).
            rowsFound.removeAll()
            for t in work.positions where Int(t) != p && work[Int(t)] != 0 { rowsFound.append(t) }
            sortEtas(rowsFound.base, rowsFound.count, descending: false, bits: rowBits.base)
            let first = entryRow.count
            for k in 0..<rowsFound.count {
                entryRow.append(rowsFound[k])
                entryValue.append(work[Int(rowsFound[k])])
            }
            commitFactorEta(row: p, pivot: work[p], entriesFrom: first)
            pivoted[p] = true
            newHead[p] = Int32(j)
            work.clear()
        }
        head = Array(UnsafeBufferPointer(start: newHead, count: m))
        indexReaders()
        return true
    }

    /// Ends the factorisation eta whose entries were appended from `first` on (an identity
    /// column adds nothing).
    private func commitFactorEta(row: Int, pivot: Double, entriesFrom first: Int) {
        if pivot == 1 && entryRow.count == first { return }
        links[row].writer = Int32(etaCount)
        appendEta(row: row, pivot: pivot)
        factorCount = etaCount
    }

    /// Ends the eta whose entries were appended since the last one: the sentinel becomes
    /// it, and a new sentinel follows.
    private func appendEta(row: Int, pivot: Double) {
        let last = etas.count - 1
        etas[last].row = Int32(row)
        etas[last].pivot = pivot
        etas.append(Eta(pivot: 0, row: -1, start: Int32(entryRow.count)))
    }

    private func indexReaders() {
        let m = a.rowCount
        let links = links.base
        for i in 0...m { links[i].readers = 0 }
        for t in 0..<Int(etas[factorCount].start) { links[Int(entryRow[t]) + 1].readers += 1 }
        for i in 0..<m { links[i + 1].readers += links[i].readers }
        slotFill.resize(m, filling: 0)
        let fill = slotFill.base
        for i in 0..<m { fill[i] = links[i].readers }
        factorReaders.resize(Int(links[m].readers), filling: 0)
        for k in 0..<factorCount {
            for t in Int(etas[k].start)..<Int(etas[k + 1].start) {
                let r = Int(entryRow[t])
                factorReaders[Int(fill[r])] = Int32(k)
                fill[r] += 1
            }
        }
    }

    // MARK: Updates

    /// Replaces the basic column of row `row` by `column`, whose transformed column
    /// (`B⁻¹ a`, by `ftran`) is `alpha`.
    func update(_ alpha: SparseVector, row: Int, column: Int32) {
        let k = Int32(etaCount)
        for i in alpha.positions where Int(i) != row {
            let v = alpha[Int(i)]
            guard v != 0 else { continue }
            entryRow.append(i)
            entryValue.append(v)
            list(k, reading: true, row: Int(i))
        }
        list(k, reading: false, row: row)
        appendEta(row: row, pivot: alpha[row])
        head[row] = column
    }

    /// Puts eta `k` first in row `row`'s list of update readers or writers.
    @inline(__always)
    private func list(_ k: Int32, reading: Bool, row: Int) {
        let l = links[row]
        if l.updateWriters < 0 && l.updateReaders < 0 { updatedRows.append(Int32(row)) }
        nodes.append(Node(eta: k, next: reading ? l.updateReaders : l.updateWriters))
        if reading { links[row].updateReaders = Int32(nodes.count - 1) } else { links[row].updateWriters = Int32(nodes.count - 1) }
    }

    /// Makes `column` basic in row `i`, where it replaces its sign-flipped partner (opposite
    /// entries): the eta that negates row `i`.
    func flip(row i: Int, to column: Int32) {
        list(Int32(etaCount), reading: false, row: i)
        appendEta(row: i, pivot: -1)
        head[i] = column
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
}
