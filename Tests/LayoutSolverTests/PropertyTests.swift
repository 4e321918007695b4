import TestSupport
import XCTest
@testable import LayoutSolver

/// Seeded differential tests against the dense reference (`DenseReference.swift`).
final class PropertyTests: XCTestCase {
    func testRandomSystemsMatchReference() {
        checkAgainstReference(seeds: RandomSystems.seeds(400), large: false)
    }

    /// Larger systems: more degeneracy, more levels, longer elimination chains.
    func testLargerRandomSystemsMatchReference() {
        checkAgainstReference(seeds: RandomSystems.seeds(80).map { $0 + 100_000 }, large: true)
    }

    /// The same systems, every solve handed over to the revised form at its first pivot
    /// (crash basis, revised phase 1 and levels, the tableau twin for analyses).
    func testRevisedFormMatchesReference() {
        var stats = SolverStatistics()
        checkAgainstReference(seeds: RandomSystems.seeds(400), large: false, options: Self.revisedAtOnce, statistics: &stats)
        checkAgainstReference(seeds: RandomSystems.seeds(80).map { $0 + 100_000 }, large: true, options: Self.revisedAtOnce,
                              statistics: &stats)
        XCTAssertGreaterThan(stats.completedHandOvers, 300, "the revised form must have run")
        XCTAssertEqual(stats.breakdowns, 0)
        XCTAssertEqual(stats.twins, 0, "analyses must run in revised form")
    }

    /// Soft chains through the revised form: the crash basis (no phase 1) must give the
    /// reference optimum per level.
    func testCrashBasisMatchesReferenceOnSoftChains() {
        var stats = SolverStatistics()
        checkAgainstReference(seeds: RandomSystems.seeds(300), make: { RandomSystems.softChain(seed: $0) },
                              expectInfeasible: false, options: Self.revisedAtOnce, statistics: &stats)
        XCTAssertGreaterThan(stats.crashStarts, 30, "the crash basis must have been used")
    }

    /// Systems too large for the reference: the revised form (forced at the first pivot) and
    /// the tableau must agree on status, level optima and freedom, and the revised values
    /// must satisfy every required constraint.
    func testRevisedFormAgreesWithTableauOnLargerSystems() {
        var compared = 0
        for seed in RandomSystems.seeds(120) {
            compareForms(seed: seed, RandomSystems.wide(seed: seed + 200_000), &compared)
        }
        for seed in RandomSystems.seeds(12) {
            compareForms(seed: seed, RandomSystems.longSoftChain(seed: seed + 300_000), &compared)
        }
        XCTAssertGreaterThan(compared, 40, "too few feasible systems to compare")
    }

    private func compareForms(seed: UInt64, _ system: (variables: Int, constraints: [RefConstraint]), _ compared: inout Int) {
        let (n, cs) = system
        let (tableau, vars, _) = RandomSystems.load(n, cs)
        let status = tableau.solve()
        let tableauFree = tableau.freeVariables(among: vars)
        let (revised, _, ids) = RandomSystems.load(n, cs, options: Self.revisedAtOnce)
        XCTAssertEqual(revised.solve(), status, "seed \(seed)")
        guard status == .optimal else { return }
        compared += 1
        let scale = max(1, cs.map { abs($0.constant) }.max() ?? 1)
        for (i, c) in cs.enumerated() where c.isRequired {
            XCTAssertLessThanOrEqual(revised.violation(of: ids[i]!), 1e-8 * scale, "seed \(seed): required constraint \(i)")
        }
        let a = tableau.levelOptima(), b = revised.levelOptima()
        XCTAssertEqual(a.map(\.priority), b.map(\.priority), "seed \(seed)")
        for (x, y) in zip(a, b) {
            XCTAssertEqual(x.violation, y.violation, accuracy: 1e-7 * scale, "seed \(seed): level \(x.priority)")
        }
        XCTAssertEqual(revised.freeVariables(among: vars.map { Variable(id: $0.id) }), tableauFree, "seed \(seed): freedom")
    }

    /// Every solve handed over to the revised form at its first pivot.
    static let revisedAtOnce = SolverOptions(revisedFillBudget: 0)

    private func checkAgainstReference(seeds: [UInt64], large: Bool, options: SolverOptions = SolverOptions()) {
        var stats = SolverStatistics()
        checkAgainstReference(seeds: seeds, large: large, options: options, statistics: &stats)
    }

    private func checkAgainstReference(seeds: [UInt64], large: Bool, options: SolverOptions,
                                       statistics: inout SolverStatistics) {
        checkAgainstReference(seeds: seeds, make: { RandomSystems.make(seed: $0, large: large) }, expectInfeasible: true,
                              options: options, statistics: &statistics)
    }

    /// `freeDifferences` (a view's position relative to its superview's) against the
    /// reference's own LPs over `a - b`, in tableau and in revised form, on every pair of
    /// variables of small random systems (same component, different components, fixed ones).
    func testFreeDifferencesMatchReference() {
        var compared = 0, freeDifferences = 0, freeBothButFixedDifference = 0
        for options in [SolverOptions(), Self.revisedAtOnce] {
            for seed in RandomSystems.seeds(200) {
                let (n, cs) = RandomSystems.make(seed: seed, large: false)
                var pairs: [(Int, Int)] = []
                for a in 0..<n { for b in 0..<n where a != b { pairs.append((a, b)) } }
                let reference = LexReference.solve(variables: n, constraints: cs, pairs: pairs)
                guard reference.feasible else { continue }
                let (s, vars, _) = RandomSystems.load(n, cs, options: options)
                XCTAssertEqual(s.solve(), .optimal, "seed \(seed)")
                let free = s.freeDifferences(pairs.map { (vars[$0.0], vars[$0.1]) })
                for (k, (a, b)) in pairs.enumerated() {
                    compared += 1
                    XCTAssertEqual(free[k], reference.isDifferenceFree(k),
                                   "seed \(seed) (\(options.revisedFillBudget == nil ? "tableau" : "revised")): v\(a) - v\(b), reference \(reference.differenceRanges[k])")
                    if reference.isDifferenceFree(k) { freeDifferences += 1 }
                    if !reference.isDifferenceFree(k) && reference.isFree(a) && reference.isFree(b) { freeBothButFixedDifference += 1 }
                }
            }
        }
        // The interesting case (both free, difference fixed) must occur, or this proves little.
        XCTAssertGreaterThan(freeBothButFixedDifference, 20)
        XCTAssertGreaterThan(freeDifferences, compared / 10)
        print("free differences: \(compared) pairs, \(freeDifferences) free, \(freeBothButFixedDifference) fixed between free variables")
    }

    func testConflictSetsAreInfeasibleAndMinimal() {
        var checked = 0
        for seed in RandomSystems.seeds(400) {
            let (n, cs) = RandomSystems.make(seed: seed)
            let (s, _, ids) = RandomSystems.load(n, cs)
            guard s.solve() == .infeasible else { continue }
            let conflict = s.conflictingRequiredConstraints()
            let members = cs.indices.filter { conflict.contains(ids[$0]!) }
            XCTAssertEqual(members.count, conflict.count, "seed \(seed)")
            XCTAssertTrue(members.allSatisfy { cs[$0].isRequired }, "seed \(seed): soft constraint in conflict set")
            XCTAssertFalse(LexReference.feasible(variables: n, constraints: members.map { cs[$0] }), "seed \(seed): conflict set is feasible")
            for drop in members {
                let rest = members.filter { $0 != drop }.map { cs[$0] }
                XCTAssertTrue(LexReference.feasible(variables: n, constraints: rest), "seed \(seed): conflict set not minimal (drop \(drop))")
            }
            checked += 1
        }
        if RandomSystems.seeds(2).count > 1 { XCTAssertGreaterThan(checked, 20) }
    }

    func testResultDoesNotDependOnInsertionOrder() {
        for seed in RandomSystems.seeds(200) {
            let (n, cs) = RandomSystems.make(seed: seed)
            let (a, varsA, _) = RandomSystems.load(n, cs)
            var r = SeededRandom(solverSeed: seed ^ 0xABCDEF)
            var order = Array(0..<cs.count)
            for i in stride(from: order.count - 1, to: 0, by: -1) { order.swapAt(i, r.int(0...i)) }
            let (b, varsB, _) = RandomSystems.load(n, cs, order: order)
            XCTAssertEqual(a.solve(), b.solve(), "seed \(seed)")
            guard a.solve() == .optimal else { continue }
            for (x, y) in zip(a.levelOptima(), b.levelOptima()) {
                XCTAssertEqual(x.violation, y.violation, accuracy: 1e-9 * 40, "seed \(seed)")
            }
            let freeA = a.freeVariables(among: varsA).map { $0.id }.sorted()
            let freeB = b.freeVariables(among: varsB).map { $0.id }.sorted()
            XCTAssertEqual(freeA, freeB, "seed \(seed)")
            for v in 0..<n where !freeA.contains(v) {
                XCTAssertEqual(a.value(of: varsA[v]), b.value(of: varsB[v]), accuracy: 1e-9 * 40, "seed \(seed): v\(v)")
            }
        }
    }

    func testAddRemoveReaddEqualsFreshSolve() {
        for seed in RandomSystems.seeds(200) {
            let (n, cs) = RandomSystems.make(seed: seed)
            let (s, vars, ids) = RandomSystems.load(n, cs)
            _ = s.solve()
            var r = SeededRandom(solverSeed: seed &+ 77)
            let victims = cs.indices.filter { _ in r.chance(0.5) }
            for i in victims { s.remove(ids[i]!) }
            _ = s.solve()
            for i in victims {
                let c = cs[i]
                s.add(LinearExpression(c.terms.map { (vars[$0.0], $0.1) }, constant: c.constant), c.relation, priority: c.priority)
            }
            let (fresh, freshVars, _) = RandomSystems.load(n, cs)
            XCTAssertEqual(s.solve(), fresh.solve(), "seed \(seed)")
            guard fresh.solve() == .optimal else { continue }
            for (x, y) in zip(s.levelOptima(), fresh.levelOptima()) {
                XCTAssertEqual(x.violation, y.violation, accuracy: 1e-9 * 40, "seed \(seed)")
            }
            let freeA = s.freeVariables(among: vars).map { $0.id }.sorted()
            XCTAssertEqual(freeA, fresh.freeVariables(among: freshVars).map { $0.id }.sorted(), "seed \(seed)")
            for v in 0..<n where !freeA.contains(v) {
                XCTAssertEqual(s.value(of: vars[v]), fresh.value(of: freshVars[v]), accuracy: 1e-9 * 40, "seed \(seed)")
            }
        }
    }
}

