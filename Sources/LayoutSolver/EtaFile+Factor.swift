/// Basis factorisation for the revised simplex: `EtaFile.factor`.
extension EtaFile {
    /// Factorises the basis whose columns are `basis` (one per position, any order).
    /// Returns the file and the new head: `head[row]` is the basis column pivoted on `row`, so
    /// that `B⁻¹ b` lists basic values by row. `nil` when the basis is (numerically) singular.
    static func factor(_ a: ColumnMatrix, basis: [Int32]) -> (EtaFile, [Int32])? {
        let m = a.rowCount
        precondition(basis.count == m)
        var file = EtaFile(size: m)
        var head = [Int32](repeating: -1, count: m)
        // Which basis slots touch each row, and how many of them are not yet processed.
        // (Flat row-wise index: a refactorisation runs every few dozen pivots.)
        var slotStart = [Int](repeating: 0, count: m + 1)
        for j in basis {
            for e in a.start[Int(j)]..<a.start[Int(j) + 1] { slotStart[Int(a.rows[e]) + 1] += 1 }
        }
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
        var singletons = (0..<m).filter { remaining[$0] == 1 }.map(Int32.init)
        var nextFallback = 0
        var x = [Double](repeating: 0, count: m)
        var entries: [(Int32, Double)] = []
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
                guard nextFallback < m else { return nil }
                slot = nextFallback
            }
            let j = Int(basis[slot])
            done[slot] = true
            for e in a.start[j]..<a.start[j + 1] {
                let r = Int(a.rows[e])
                remaining[r] -= 1
                if remaining[r] == 1 && !pivoted[r] { singletons.append(Int32(r)) }
            }
            // A column with no entry in a pivoted row passes every eta unchanged.
            var clean = true
            for e in a.start[j]..<a.start[j + 1] where pivoted[Int(a.rows[e])] { clean = false; break }
            if clean && preferred >= 0 {
                var pivot = 0.0
                entries.removeAll(keepingCapacity: true)
                var biggest = 0.0
                for e in a.start[j]..<a.start[j + 1] {
                    biggest = max(biggest, abs(a.values[e]))
                    if Int(a.rows[e]) == preferred { pivot = a.values[e] } else { entries.append((a.rows[e], a.values[e])) }
                }
                if abs(pivot) >= Tolerance.stability * biggest && abs(pivot) > Tolerance.pivot {
                    file.append(row: preferred, pivot: pivot, entries: entries)
                    pivoted[preferred] = true
                    head[preferred] = Int32(j)
                    continue
                }
            }
            a.scatter(j, into: &x)
            file.solve(&x)
            var p = -1, best = 0.0
            for i in 0..<m where !pivoted[i] && abs(x[i]) > best { best = abs(x[i]); p = i }
            if preferred >= 0 && abs(x[preferred]) >= Tolerance.preferredPivot * best { p = preferred }
            guard p >= 0, best > Tolerance.pivot else { return nil }
            file.append(column: x, row: p)
            pivoted[p] = true
            head[p] = Int32(j)
            for i in 0..<m { x[i] = 0 }
        }
        return (file, head)
    }
}
