import Foundation
import XCTest
import LayoutSource
import LayoutLowering
@testable import LayoutCheck

/// vflc's checker against the dense reference on seeded random layouts (issue 4 acceptance):
/// the same unsatisfiable verdicts, the same free variables and reported ambiguities, every
/// reported conflict set infeasible and minimal, every redundant constraint implied; for an
/// unsatisfiable variant the same broken constraints (spec §9's reading order) and, over the
/// rest, the same ambiguities of the views outside the conflicts. `VFLC_SEED=<n>` reruns one seed.
final class DifferentialTests: XCTestCase {
    static let layoutCount = 520

    func testCheckerAgreesWithReference() {
        let seeds: [UInt64]
        if let s = ProcessInfo.processInfo.environment["VFLC_SEED"], let n = UInt64(s) { seeds = [n] }
        else { seeds = Array(1...UInt64(Self.layoutCount)) }
        var compiled = 0, unsatisfiable = 0, ambiguous = 0, clean = 0, conflicts = 0, redundant = 0
        var hiddenReported = 0, insideFree = 0, ambiguousBesideConflict = 0
        var checkerSeconds = 0.0, referenceSeconds = 0.0
        for seed in seeds {
            var generator = RandomLayoutGenerator(seed: seed)
            let text = generator.makeLayout()
            let (source, variants, front) = CheckTestSupport.compile(text)
            if front.contains(where: { $0.severity == .error }) {
                XCTFail("seed \(seed): the generator wrote an invalid layout: \(front.map(\.message))\n\(text)")
                continue
            }
            compiled += 1
            let t0 = Date()
            let result = Checker.check(variants, source: source)
            checkerSeconds += Date().timeIntervalSince(t0)
            XCTAssertEqual(result.solutions.count, variants.count)
            for solution in result.solutions {
                let ir = solution.ir
                let context = "seed \(seed) (VFLC_SEED=\(seed)), \(ir.target.variant):\n\(text)"
                let t1 = Date()
                let reference = ReferenceLayoutAnalysis.analyse(ir)
                referenceSeconds += Date().timeIntervalSince(t1)
                XCTAssertEqual(solution.isSatisfiable, reference.satisfiable, "unsatisfiable verdict differs, \(context)")
                if !reference.satisfiable {
                    unsatisfiable += 1
                    XCTAssertFalse(solution.conflicts.isEmpty, "no conflict reported, \(context)")
                    XCTAssertEqual(solution.conflictIsComplete, solution.conflicts.map { _ in true }, "conflict not listed, \(context)")
                    for set in solution.conflicts {
                        conflicts += 1
                        checkMinimalConflict(set, in: ir, context: context)
                    }
                    guard solution.conflicts.count < CheckOptions().maxConflictsPerVariant else { continue }
                    // The reference breaks its own way and analyses what is left; the variables
                    // of the reported (reference-checked) conflicts count as fixed.
                    let broken = ReferenceLayoutAnalysis.brokenByReadingOrder(ir)
                    XCTAssertEqual(solution.brokenConstraints.sorted(), broken, "broken constraints differ, \(context)")
                    var rest = ir
                    rest.constraints = IRConstraintList(ir.constraints.indices.filter { !broken.contains($0) }.map { ir.constraints[$0] })
                    var left = ReferenceLayoutAnalysis.analyse(rest)
                    XCTAssertTrue(left.satisfiable, "still unsatisfiable without \(broken), \(context)")
                    guard left.satisfiable else { continue }
                    for i in Set(solution.conflicts.joined()).union(broken) {
                        for t in ir.constraints[i].terms { left.free[t.variable.index] = false; left.relativeFree[t.variable.index] = false }
                    }
                    let expected = referenceAmbiguities(ir, left)
                    XCTAssertEqual(solution.ambiguities, expected, "ambiguities beside the conflict differ, \(context)")
                    if !expected.isEmpty { ambiguousBesideConflict += 1 }
                    continue
                }
                guard solution.isSatisfiable else { continue }
                for view in ir.views where !view.isBuiltin {
                    for comp in FrameComponent.allCases {
                        let v = IRVariable(view.id, comp)
                        XCTAssertEqual(solution.isFree(v), reference.free[v.index],
                                       "freedom of \(view.name).\(comp) differs, \(context)")
                    }
                }
                let expected = referenceAmbiguities(ir, reference)
                XCTAssertEqual(solution.ambiguities, expected, "reported ambiguities differ, \(context)")
                if expected.isEmpty { clean += 1 } else { ambiguous += 1 }
                for a in expected {
                    if AmbiguityReporter.hiddenAncestor(of: a.view, in: ir) != nil { hiddenReported += 1 }
                    if let p = ir.views[a.view.index].parent, !ir.views[p.index].isBuiltin,
                       reference.free[IRVariable(p, a.axis.position).index] || reference.free[IRVariable(p, a.axis.size).index] {
                        insideFree += 1
                    }
                }
                checkRequiredHold(solution, context: context)
                for r in solution.redundantConstraints {
                    redundant += 1
                    let c = ir.constraints[r]
                    XCTAssertTrue(c.isRequired && c.relation == .equal, "redundant \(r) is not a required equality, \(context)")
                    let others = ir.constraints.indices.filter { $0 != r && ir.constraints[$0].isRequired }.map { ir.constraints[$0] }
                    XCTAssertTrue(ReferenceLayoutAnalysis.isImplied(c, by: others, variableCount: ir.variableCount),
                                  "`\(c.origin.description)` reported redundant but not implied by the others, \(context)")
                }
            }
        }
        if seeds.count > 1 {
            XCTAssertGreaterThanOrEqual(compiled, 500)
            // The generator must exercise every verdict, or the comparison proves little.
            XCTAssertGreaterThan(unsatisfiable, 50, "too few unsatisfiable variants")
            XCTAssertGreaterThan(ambiguous, 200, "too few ambiguous variants")
            XCTAssertGreaterThan(clean, 50, "too few fully determined variants")
            XCTAssertGreaterThan(hiddenReported, 20, "too few ambiguous hidden views")
            XCTAssertGreaterThan(insideFree, 20, "too few views free inside a free superview")
            XCTAssertGreaterThan(ambiguousBesideConflict, 20, "too few unsatisfiable variants with other ambiguous views")
        }
        print("differential: \(compiled) layouts, variants: \(unsatisfiable) unsatisfiable (\(conflicts) conflicts), "
              + "\(ambiguous) ambiguous (\(hiddenReported) hidden views, \(insideFree) inside a free superview), "
              + "\(ambiguousBesideConflict) unsatisfiable with ambiguous views beside the conflict, "
              + "\(clean) determined, \(redundant) redundant; checker \(Int(checkerSeconds * 1000)) ms, "
              + "reference analysis \(Int(referenceSeconds * 1000)) ms")
    }

    /// A reported conflict: required constraints only, infeasible together, feasible without any one.
    private func checkMinimalConflict(_ set: [Int], in ir: LayoutIR, context: String) {
        let members = set.map { ir.constraints[$0] }
        XCTAssertTrue(members.allSatisfy(\.isRequired), "conflict has a non-required member, \(context)")
        XCTAssertFalse(ReferenceLayoutAnalysis.isFeasible(members, variableCount: ir.variableCount),
                       "conflict set \(set) is feasible, \(context)")
        for k in members.indices {
            var rest = members
            rest.remove(at: k)
            XCTAssertTrue(ReferenceLayoutAnalysis.isFeasible(rest, variableCount: ir.variableCount),
                          "conflict set \(set) is not minimal: still infeasible without \(set[k]), \(context)")
        }
    }

    /// Every required constraint holds at the solved values.
    private func checkRequiredHold(_ s: VariantSolution, context: String) {
        for c in s.ir.constraints where c.isRequired {
            let lhs = c.terms.reduce(c.constant) { $0 + $1.coefficient * s.values[$1.variable.index] }
            let ok: Bool
            switch c.relation {
            case .equal: ok = abs(lhs) <= 1e-6
            case .lessOrEqual: ok = lhs <= 1e-6
            case .greaterOrEqual: ok = lhs >= -1e-6
            }
            XCTAssertTrue(ok, "required `\(c.origin.description)` does not hold (\(lhs)), \(context)")
        }
    }

    /// The reporting rule of spec §9, restated: every declared view (hidden ones and views
    /// inside hidden ones included), on each axis where its size, or its position relative to
    /// its superview, has a range over the optimal face (the reference's own LPs).
    private func referenceAmbiguities(_ ir: LayoutIR, _ reference: ReferenceVerdict) -> [AxisAmbiguity] {
        var out: [AxisAmbiguity] = []
        for view in ir.views where !view.isBuiltin {
            for axis in [LayoutAxis.horizontal, .vertical] {
                let pos = reference.relativeFree[IRVariable(view.id, axis == .horizontal ? .x : .y).index]
                let size = reference.free[IRVariable(view.id, axis == .horizontal ? .width : .height).index]
                if !pos && !size { continue }
                out.append(AxisAmbiguity(view: view.id, axis: axis, positionFree: pos, sizeFree: size))
            }
        }
        return out
    }
}
