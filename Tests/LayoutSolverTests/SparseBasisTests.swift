import TestSupport
import XCTest
@testable import LayoutSolver

/// `SparseBasis` solves only through the etas a vector reaches: its FTRAN and BTRAN must
/// solve `B x = b` and `yᵀ B = cᵀ` for the basis as it stands, after the factorisation, after
/// updates, and after a refactorisation, on bases that are triangular (chains)
/// and that are not (partial pivoting, fill).
final class SparseBasisTests: XCTestCase {
    func testSolvesMatchTheBasisThroughUpdatesAndRefactorisations() {
        var checked = 0
        for seed in RandomSystems.seeds(150) {
            var r = SeededRandom(solverSeed: seed &+ 9)
            let m = r.int(2...40)
            // Columns: a unit column per row, a chain link per row, and random extra columns.
            var columns: [[(Int32, Double)]] = (0..<m).map { [(Int32($0), r.pick([1.0, -1, 2]))] }
            for i in 0..<m where i + 1 < m { columns.append([(Int32(i), 1), (Int32(i + 1), -1)]) }
            for _ in 0..<m {
                var rows = Set<Int>()
                for _ in 0..<r.int(1...4) { rows.insert(r.int(0...(m - 1))) }
                columns.append(rows.sorted().map { (Int32($0), Double(r.int(1...5)) * r.pick([1.0, -1, 0.5])) })
            }
            var a = ColumnMatrix(rowCount: m)
            for c in columns { a.appendColumn(c) }
            // Chain links and units: triangular; with random columns mixed in: general.
            var basis = (0..<Int32(m)).map { r.chance(0.5) && $0 + 1 < Int32(m) ? Int32(m) + $0 : $0 }
            if r.chance(0.3) { basis[0] = Int32(2 * m - 1 + r.int(0...(m - 1))) }
            guard Set(basis).count == m, let b = SparseBasis(a, basis: basis) else { continue }
            checkSolves(b, a, m, &r, "seed \(seed) factor")
            for step in 0..<r.int(1...12) {
                let q = Int32(r.int(0...(a.columnCount - 1)))
                guard !b.head.contains(q) else { continue }
                let alpha = SparseVector(size: m)
                for e in a.start[Int(q)]..<a.start[Int(q) + 1] { alpha.set(Int(a.rows[e]), a.values[e]) }
                b.ftran(alpha)
                guard let row = (0..<m).max(by: { abs(alpha[$0]) < abs(alpha[$1]) }), abs(alpha[row]) > 0.1 else { continue }
                b.update(alpha, row: row, column: q)
                checkSolves(b, a, m, &r, "seed \(seed) update \(step)")
            }
            XCTAssertTrue(b.refactor(), "seed \(seed): a nonsingular basis refactorises")
            checkSolves(b, a, m, &r, "seed \(seed) refactor")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 100)
    }

    private func checkSolves(_ b: SparseBasis, _ a: ColumnMatrix, _ m: Int, _ r: inout SeededRandom, _ label: String) {
        // The basis matrix: row i's basic column in position i.
        var dense = [[Double]](repeating: [Double](repeating: 0, count: m), count: m)
        for (i, j) in b.head.enumerated() {
            for e in a.start[Int(j)]..<a.start[Int(j) + 1] { dense[Int(a.rows[e])][i] = a.values[e] }
        }
        let rhs = (0..<m).map { _ in r.chance(0.3) ? Double(r.int(-9...9)) : 0 }
        let x = SparseVector(size: m)
        for (i, v) in rhs.enumerated() where v != 0 { x.set(i, v) }
        b.ftran(x)
        for i in 0..<m {
            let s = (0..<m).reduce(0.0) { $0 + dense[i][$1] * x[$1] }
            XCTAssertEqual(s, rhs[i], accuracy: 1e-8, "\(label): FTRAN row \(i)")
        }
        let y = SparseVector(size: m)
        for (i, v) in rhs.enumerated() where v != 0 { y.set(i, v) }
        b.btran(y)
        for k in 0..<m {
            let s = (0..<m).reduce(0.0) { $0 + y[$1] * dense[$1][k] }
            XCTAssertEqual(s, rhs[k], accuracy: 1e-8, "\(label): BTRAN column \(k)")
        }
    }

    /// The solves put the etas they reach in file order with `sortEtas` (insertion sort for a
    /// few, a bitmap for more) and the dual keeps its infeasible rows in a `RawMinHeap`: both
    /// must agree with the standard library, for every length around the switch.
    func testEtaOrderAndRawHeapMatchTheStandardLibrary() {
        var r = SeededRandom(solverSeed: 5)
        let bits = UnsafeMutablePointer<UInt64>.allocate(capacity: 4_096 / 64 + 1)
        bits.initialize(repeating: 0, count: 4_096 / 64 + 1)
        defer { bits.deallocate() }
        for n in Array(0...40) + [100, 700, 4_096] {
            for descending in [false, true] {
                var values = Array(Set((0..<n).map { _ in Int32(r.int(0...4_095)) }))
                let expected = descending ? values.sorted(by: >) : values.sorted()
                values.withUnsafeMutableBufferPointer { sortEtas($0.baseAddress!, $0.count, descending: descending, bits: bits) }
                XCTAssertEqual(values, expected, "\(n) etas, descending \(descending)")
                XCTAssertTrue((0...(4_096 / 64)).allSatisfy { bits[$0] == 0 }, "the bitmap is left zero")
            }
        }
        let heap = RawMinHeap<Double>()
        var reference = MinHeap<Double>()
        for step in 0..<2_000 {
            if r.chance(0.6) {
                let v = Double(r.int(-50...50))
                heap.push(v)
                reference.push(v)
            } else {
                XCTAssertEqual(heap.pop(), reference.pop(), "step \(step)")
            }
        }
        while let v = reference.pop() { XCTAssertEqual(heap.pop(), v) }
        XCTAssertTrue(heap.isEmpty)
    }
}
