/// Primal simplex over the restricted columns of a `Tableau`.
extension Tableau {
    /// The outcome of `minimize`.
    enum MinimizeResult { case optimal, unbounded, overBudget }

    /// A pricing candidate: a reduced cost as it was when pushed (checked against the live
    /// value when popped, so stale entries are skipped).
    private struct Candidate: Comparable {
        var cost: Double
        var col: Int32
        static func < (a: Candidate, b: Candidate) -> Bool { (a.cost, a.col) < (b.cost, b.col) }
    }

    /// Minimises `objective` (solved form: `z = constant + sum(d_j * x_j)` over nonbasic columns)
    /// from the current feasible vertex. Columns that are fixed never enter. On return
    /// `objective` holds the final reduced costs and optimum.
    ///
    /// The objective is kept dense during the run so that a pivot costs the length of the
    /// pivot row, not of the objective; pricing is Dantzig's rule (most negative reduced cost)
    /// from a lazily updated heap, switching to Bland's rule (smallest index entering) after a
    /// run of degenerate pivots; the leaving row and the switch are `PivotRule`'s.
    ///
    /// `budget` bounds the tableau's nonzeros, checked every 64 pivots: past it the run stops
    /// with `.overBudget` (and `objective` in solved form for the current vertex), so that the
    /// caller can continue in revised form.
    func minimize(_ objective: inout SparseRow, zeroTolerance: Double, budget: Int = .max) -> MinimizeResult {
        // Dense scratch reused across calls: the face analysis runs many small LPs, and a fresh
        // O(columns) allocation per call would make them quadratic.
        var d = takeScratch()
        var touched: [Int32] = []
        var inTouched = takeFlags()
        defer {
            for c in touched { d[Int(c)] = 0; inTouched[Int(c)] = false }
            returnScratch(d, inTouched)
        }
        var heap = MinHeap<Candidate>()
        var constant = objective.constant
        for k in 0..<objective.count {
            let c = objective.cols[k]
            d[Int(c)] = objective.vals[k]
            touched.append(c)
            inTouched[Int(c)] = true
            if objective.vals[k] < -Tolerance.reducedCost { heap.push(Candidate(cost: objective.vals[k], col: c)) }
        }
        func eligible(_ c: Int32) -> Bool {
            d[Int(c)] < -Tolerance.reducedCost && !fixed[Int(c)] && rowOfBasic[Int(c)] < 0
        }
        func finish() {
            var cols: [Int32] = [], vals: [Double] = []
            for c in touched.sorted() where abs(d[Int(c)]) > Tolerance.drop && !fixed[Int(c)] && rowOfBasic[Int(c)] < 0 {
                cols.append(c); vals.append(d[Int(c)])
            }
            objective = SparseRow(cols: cols, vals: vals, constant: constant)
        }
        var run = DegenerateRun()
        tape?.minimizeBegin()
        var sinceCheck = 63
        while true {
            if budget < .max {
                sinceCheck += 1
                if sinceCheck >= 64 {  // the first pivot checks too
                    sinceCheck = 0
                    if nonzeros() > budget { finish(); return .overBudget }
                }
            }
            let bland = run.bland
            var enter: Int32 = -1
            if bland {
                for c in touched where eligible(c) && (enter < 0 || c < enter) { enter = c }
            } else {
                while let top = heap.pop() {
                    if eligible(top.col) && d[Int(top.col)] == top.cost { enter = top.col; break }
                }
            }
            if enter < 0 { finish(); return .optimal }
            var test = RatioTest(bland: bland)
            compactColumn(Int(enter))
            tape?.beginRatio(bland: bland)
            for i in colRows[Int(enter)] {
                let row = rows[Int(i)]
                let alpha = row.coefficient(of: enter)
                guard alpha < -Tolerance.pivot else { continue }
                tape?.candidate(row: i, alpha: alpha, basic: basic[Int(i)])
                test.offer(Int(i), value: row.constant, pivot: -alpha, basic: basic[Int(i)])
            }
            let leave = Int32(test.leave)
            tape?.endRatio(leave: leave)
            if leave < 0 {
                if !bland { heap.push(Candidate(cost: d[Int(enter)], col: enter)) }
                finish()
                return .unbounded
            }
            run.record(ratio: test.ratio, zeroTolerance: zeroTolerance)
            // A basic value that rounding made slightly negative is zero.
            if rows[Int(leave)].constant < 0 { rows[Int(leave)].constant = 0 }
            tape?.clamp(leave)
            let dj = d[Int(enter)]
            let src = pivot(enter, leave)
            d[Int(enter)] = 0
            constant += dj * src.constant
            tape?.objectiveAdd(leave, dj)
            for k in 0..<src.count {
                let c = src.cols[k]
                var v = d[Int(c)] + dj * src.vals[k]
                if abs(v) <= Tolerance.drop { v = 0 }
                d[Int(c)] = v
                if !inTouched[Int(c)] { inTouched[Int(c)] = true; touched.append(c) }
                if v < -Tolerance.reducedCost && !bland { heap.push(Candidate(cost: v, col: c)) }
            }
            if bland && run.isBroken {
                // Leaving Bland mode: rebuild the heap from the live reduced costs.
                heap = MinHeap<Candidate>()
                for c in touched where eligible(c) { heap.push(Candidate(cost: d[Int(c)], col: c)) }
            }
        }
    }
}
