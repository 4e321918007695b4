/// The sparse simplex tableau shared by elimination, the lexicographic phases and the analysis.
///
/// Columns `0..<userCount` are the caller's unrestricted variables; every later column is a
/// restricted (>= 0) slack, error or artificial variable. A row is in equation form until a
/// basic column is attached (`basic[row] >= 0`), then in solved form. Unrestricted columns never
/// become basic: they are eliminated by substitution (`eliminate`) and their rows leave the
/// tableau, so the simplex only ever sees non-negative variables.
final class Tableau {
    /// Columns below this index are unrestricted.
    let userCount: Int
    /// Rows by id; dead rows keep their slot so that ids stay stable.
    var rows: [SparseRow] = []
    /// Whether a row is still part of the system.
    var alive: [Bool] = []
    /// The basic column of each row, or -1 while the row is in equation form.
    var basic: [Int32] = []
    /// The row in which a column is basic, or -1.
    var rowOfBasic: [Int32] = []
    /// For each column, the rows that mention it, unordered. Maintained lazily: entries for
    /// rows that lost the column (or died) stay until `compactColumn` drops them, because
    /// eager removal costs a linear search per cancellation on long columns. A row's entry is
    /// always present while it mentions the column; call `compactColumn` before relying on
    /// the list being exact and duplicate-free.
    var colRows: [[Int32]] = []
    private var seen: [UInt32] = []
    private var stamp: UInt32 = 0
    /// Columns held at zero for good (artificials after phase 1, columns priced out by a level).
    var fixed: [Bool] = []
    /// Substitutions made by `eliminate`, in order: `column = constant + sum(terms)`.
    var eliminations: [Elimination] = []
    /// The constant of each substitution, by step. Read instead of the rows' own constants in
    /// `eliminations`, so that a tableau of a system with other constants shares those rows
    /// (`Engine+Warm`, `Engine+Replay`) without copying them.
    var substitutionConstants: [Double] = []

    /// One recorded substitution.
    struct Elimination {
        var column: Int32
        var row: SparseRow
    }

    /// While true, `eliminate` logs every row update (`history`), so that a contradiction
    /// among required equalities can be traced back to the original rows it combines.
    var recordHistory = false
    /// Per row: `(elimination step, multiplier)` for every `row += multiplier * pivot row`.
    var history: [[(step: Int32, multiplier: Double)]] = []
    /// The row used by each elimination step.
    var pivotRowOfStep: [Int32] = []
    /// When set, `eliminate` logs its constant arithmetic here (see `EliminationLog`).
    var constantLog: EliminationLog?
    /// When set, pivots, `makeBasic`, `objectiveRow` and `minimize` log their constant
    /// arithmetic and decisions here (see `ConstantTape`).
    var tape: ConstantTape?

    /// Zeroed dense buffers lent to `minimize` (see `takeScratch`).
    private var scratch: [Double] = []
    private var scratchFlags: [Bool] = []

    /// A zeroed dense array over the columns (taken out of the tableau while in use).
    func takeScratch() -> [Double] {
        var s: [Double] = []
        swap(&s, &scratch)
        if s.count < columnCount { s += [Double](repeating: 0, count: columnCount - s.count) }
        return s
    }

    /// A cleared flag array over the columns.
    func takeFlags() -> [Bool] {
        var f: [Bool] = []
        swap(&f, &scratchFlags)
        if f.count < columnCount { f += [Bool](repeating: false, count: columnCount - f.count) }
        return f
    }

    /// Gives the buffers back; the caller has zeroed / cleared every entry it set.
    func returnScratch(_ values: [Double], _ flags: [Bool]) {
        scratch = values
        scratchFlags = flags
    }

    /// Pivots made so far (for tracing).
    var pivots = 0

    // Scratch buffers for merges, reused to avoid allocation in the hot loop.
    private var added: [Int32] = []

    init(userCount: Int) {
        self.userCount = userCount
        rowOfBasic = Array(repeating: -1, count: userCount)
        colRows = Array(repeating: [], count: userCount)
        fixed = Array(repeating: false, count: userCount)
    }

    /// A tableau in the state `state` (kept by another tableau of the same system), with the
    /// row constants `constants` (by row; dead rows keep theirs) and these substitutions.
    init(userCount: Int, state: TableauState, constants: [Double], eliminations: [Elimination],
         substitutionConstants: [Double]) {
        self.userCount = userCount
        var rows = state.rows
        for r in rows.indices where state.alive[r] { rows[r].constant = constants[r] }
        self.rows = rows
        alive = state.alive
        basic = state.basic
        rowOfBasic = state.rowOfBasic
        colRows = state.colRows
        fixed = state.fixed
        pivots = state.pivots
        self.eliminations = eliminations
        self.substitutionConstants = substitutionConstants
    }

    /// The state of the rows and columns, copy-on-write (see `TableauState`).
    var state: TableauState {
        TableauState(rows: rows, alive: alive, basic: basic, rowOfBasic: rowOfBasic, colRows: colRows, fixed: fixed,
                     pivots: pivots)
    }

    var columnCount: Int { colRows.count }

    @inline(__always) func isRestricted(_ c: Int32) -> Bool { Int(c) >= userCount }

    /// Adds a restricted column.
    func addColumn() -> Int32 {
        colRows.append([])
        rowOfBasic.append(-1)
        fixed.append(false)
        return Int32(colRows.count - 1)
    }

    /// Adds an equation-form row and indexes its columns.
    @discardableResult
    func addRow(_ row: SparseRow) -> Int32 {
        let r = Int32(rows.count)
        rows.append(row)
        alive.append(true)
        basic.append(-1)
        for c in row.cols { colRows[Int(c)].append(r) }
        return r
    }

    /// Makes `colRows[c]` exact: live rows that mention `c`, each once.
    func compactColumn(_ c: Int) {
        if seen.count < rows.count { seen += [UInt32](repeating: 0, count: rows.count - seen.count) }
        stamp &+= 1
        if stamp == 0 { for k in 0..<seen.count { seen[k] = 0 }; stamp = 1 }
        var list = colRows[c]
        colRows[c] = []
        var k = 0
        for i in list {
            let r = Int(i)
            if alive[r] && seen[r] != stamp && rows[r].index(of: Int32(c)) != nil {
                seen[r] = stamp
                list[k] = i
                k += 1
            }
        }
        list.removeLast(list.count - k)
        colRows[c] = list
    }

    /// Rebuilds every column list exactly from the live rows.
    func rebuildColumns() {
        for c in 0..<colRows.count { colRows[c].removeAll(keepingCapacity: true) }
        for r in 0..<rows.count where alive[r] {
            for c in rows[r].cols { colRows[Int(c)].append(Int32(r)) }
        }
    }

    /// Removes a row from the system (its column entries go stale).
    func kill(_ r: Int32) {
        let i = Int(r)
        guard alive[i] else { return }
        if basic[i] >= 0 { rowOfBasic[Int(basic[i])] = -1 }
        alive[i] = false
        basic[i] = -1
        rows[i] = SparseRow()
    }

    /// `target` without `drop`, plus `m * source` without `drop`. Columns that appear are
    /// collected in `added`.
    private func merged(_ t: SparseRow, _ s: SparseRow, _ m: Double, dropping x: Int32) -> SparseRow {
        added.removeAll(keepingCapacity: true)
        var nc: [Int32] = []
        var nv: [Double] = []
        nc.reserveCapacity(t.count + s.count)
        nv.reserveCapacity(t.count + s.count)
        var a = 0, b = 0
        let tn = t.count, sn = s.count
        while a < tn || b < sn {
            let ca = a < tn ? t.cols[a] : Int32.max
            let cb = b < sn ? s.cols[b] : Int32.max
            if ca == cb {
                if ca != x {
                    let v = t.vals[a] + m * s.vals[b]
                    if abs(v) > Tolerance.drop { nc.append(ca); nv.append(v) }
                }
                a += 1; b += 1
            } else if ca < cb {
                if ca != x { nc.append(ca); nv.append(t.vals[a]) }
                a += 1
            } else {
                if cb != x {
                    let v = m * s.vals[b]
                    if abs(v) > Tolerance.drop { nc.append(cb); nv.append(v); added.append(cb) }
                }
                b += 1
            }
        }
        return SparseRow(cols: nc, vals: nv, constant: t.constant + m * s.constant)
    }

    /// Row `i` (indexed) += `m * source`, dropping column `x` from it.
    @inline(__always)
    private func addToRow(_ i: Int32, _ source: SparseRow, _ m: Double, dropping x: Int32) {
        var t = SparseRow()
        swap(&t, &rows[Int(i)])
        rows[Int(i)] = merged(t, source, m, dropping: x)
        for c in added { colRows[Int(c)].append(i) }
    }

    /// Solves equation-form row `r` for unrestricted column `x`, substitutes it into every
    /// other row, records the substitution and removes the row. `touched` sees each changed row.
    func eliminate(_ x: Int32, using r: Int32, touched: (Int32) -> Void) {
        let src = rows[Int(r)]
        let a = src.coefficient(of: x)
        var def = src
        def.remove(x)
        let k = -1 / a
        def.scale(k)
        constantLog?.beginStep(row: r, scale: k)
        let step = Int32(eliminations.count)
        eliminations.append(Elimination(column: x, row: def))
        substitutionConstants.append(def.constant)
        pivotRowOfStep.append(r)
        if recordHistory && history.count < rows.count {
            history += Array(repeating: [], count: rows.count - history.count)
        }
        compactColumn(Int(x))
        let users = colRows[Int(x)]
        for i in users where i != r {
            let alpha = rows[Int(i)].coefficient(of: x)
            let m = -alpha / a
            addToRow(i, src, m, dropping: x)
            if recordHistory { history[Int(i)].append((step, m)) }
            constantLog?.update(row: i, multiplier: m)
            touched(i)
        }
        colRows[Int(x)] = []
        alive[Int(r)] = false
        rows[Int(r)] = SparseRow()
    }

    /// The original rows whose combination is row `r` now, with their multipliers: `r` itself
    /// with 1, plus every pivot row that was added into it, expanded back to original rows
    /// (reverse order of steps, like a transposed back-substitution). Needs `recordHistory`.
    func originalCombination(of r: Int32) -> [Int32: Double] {
        var weight = [Double](repeating: 0, count: eliminations.count)
        var result: [Int32: Double] = [r: 1]
        for (p, m) in history[Int(r)] { weight[Int(p)] += m }
        for p in stride(from: eliminations.count - 1, through: 0, by: -1) where weight[p] != 0 {
            let pivotRow = pivotRowOfStep[p]
            result[pivotRow, default: 0] += weight[p]
            if Int(pivotRow) < history.count {
                for (q, m) in history[Int(pivotRow)] { weight[Int(q)] += weight[p] * m }
            }
        }
        return result
    }

    /// Turns equation-form row `r` into solved form with basic column `b`; `b` must occur in
    /// no other row.
    func makeBasic(_ r: Int32, _ b: Int32) {
        var row = rows[Int(r)]
        let a = row.remove(b)
        let k = -1 / a
        row.scale(k)
        tape?.beginPivot(row: r, scale: k)
        tape?.endPivot()
        rows[Int(r)] = row
        colRows[Int(b)].removeAll { $0 == r }
        basic[Int(r)] = b
        rowOfBasic[Int(b)] = r
    }

    /// Exchanges nonbasic `j` with the basic column of row `r`; updates `objective` too.
    func pivot(_ j: Int32, _ r: Int32, objective: inout SparseRow) {
        let src = pivot(j, r)
        let oj = objective.coefficient(of: j)
        if oj != 0 { objective = merged(objective, src, oj, dropping: j) }
    }

    /// Exchanges nonbasic `j` with the basic column of row `r`; returns `j`'s new row, which
    /// callers use to update objectives they keep themselves.
    @discardableResult
    func pivot(_ j: Int32, _ r: Int32) -> SparseRow {
        pivots += 1
        var src = rows[Int(r)]
        let aj = src.remove(j)
        let b = basic[Int(r)]
        src.add(b, -1)
        let k = -1 / aj
        src.scale(k)
        tape?.beginPivot(row: r, scale: k)
        rows[Int(r)] = src
        basic[Int(r)] = j
        rowOfBasic[Int(j)] = r
        rowOfBasic[Int(b)] = -1
        colRows[Int(b)].append(r)
        compactColumn(Int(j))
        let users = colRows[Int(j)]
        for i in users where i != r {
            let alpha = rows[Int(i)].coefficient(of: j)
            addToRow(i, src, alpha, dropping: j)
            tape?.update(row: i, alpha: alpha)
        }
        tape?.endPivot()
        colRows[Int(j)] = []
        return src
    }

    /// Holds nonbasic column `j` at zero for good.
    func fix(_ j: Int32, objective: inout SparseRow) {
        for i in colRows[Int(j)] where alive[Int(i)] { rows[Int(i)].remove(j) }
        colRows[Int(j)] = []
        objective.remove(j)
        fixed[Int(j)] = true
    }

    /// Expresses `sum(weight * column)` over nonbasic columns (basic ones replaced by their rows).
    func objectiveRow(_ weights: [(Int32, Double)]) -> SparseRow {
        var dense: [Int32: Double] = [:]
        var constant = 0.0
        tape?.objectiveReset()
        for (c, w) in weights where !fixed[Int(c)] {
            let r = rowOfBasic[Int(c)]
            if r >= 0 {
                let row = rows[Int(r)]
                constant += w * row.constant
                tape?.objectiveAdd(r, w)
                for k in 0..<row.count { dense[row.cols[k], default: 0] += w * row.vals[k] }
            } else {
                dense[c, default: 0] += w
            }
        }
        return SparseRow(unsorted: dense.map { ($0.key, $0.value) }, constant: constant)
    }

    /// Nonzeros of the live rows.
    func nonzeros() -> Int {
        var n = 0
        for r in 0..<rows.count where alive[r] { n += rows[r].count }
        return n
    }

    /// Live rows, nonzeros, longest row, elimination nonzeros (for tracing).
    func stats() -> String {
        var live = 0, nnz = 0, longest = 0
        for r in 0..<rows.count where alive[r] { live += 1; nnz += rows[r].count; longest = max(longest, rows[r].count) }
        let enz = eliminations.reduce(0) { $0 + $1.row.count }
        return "rows \(live) nnz \(nnz) longest \(longest) elim-nnz \(enz)"
    }

    /// Current value of every column at the tableau's vertex (nonbasic columns at zero); the
    /// eliminated columns are restored by `values(_:)`.
    func basicValues() -> [Double] {
        var v = [Double](repeating: 0, count: columnCount)
        for r in 0..<rows.count where alive[r] && basic[r] >= 0 { v[Int(basic[r])] = rows[r].constant }
        return v
    }

    /// `restricted` (values of the restricted columns, by column) with the eliminated columns
    /// restored by back-substitution.
    func values(_ restricted: [Double]) -> [Double] {
        var v = restricted
        for p in eliminations.indices.reversed() {
            let e = eliminations[p]
            var s = substitutionConstants[p]
            for k in 0..<e.row.count { s += e.row.vals[k] * v[Int(e.row.cols[k])] }
            v[Int(e.column)] = s
        }
        return v
    }
}

/// A tableau's rows and column bookkeeping at one point of a solve, kept copy-on-write (a
/// later pivot copies only the rows it changes) for systems that replay the solve on other
/// constants (`Engine+Replay`). Its row constants are the recording system's.
struct TableauState {
    let rows: [SparseRow]
    let alive: [Bool]
    let basic: [Int32]
    let rowOfBasic: [Int32]
    let colRows: [[Int32]]
    let fixed: [Bool]
    let pivots: Int
}
