import XCTest
import LayoutSource
import LayoutSyntax
import LayoutLowering
@testable import LayoutCheck

/// The checker on hand-built IR: conflict choice, the ambiguity reporting rule, warnings and
/// the merging of diagnostics across variants, independent of the front end.
final class CheckerUnitTests: XCTestCase {
    /// A tiny IR builder: root (fixed 0,0,400,800) plus declared views.
    private struct Builder {
        var source = SourceFile(path: "t.layout", text: String(repeating: "0123456789\n", count: 40))
        var views: [IRView] = [IRView(id: .root, name: "root", kind: .view, parent: nil, declaration: nil, isBuiltin: true)]
        var constraints: [IRConstraint] = []
        var variant = TraitVariant.all[0]

        init() {
            constraints += [
                req([(.root, .x, 1)], 0, .equal, kind: .canvas), req([(.root, .y, 1)], 0, .equal, kind: .canvas),
                req([(.root, .width, 1)], -400, .equal, kind: .canvas), req([(.root, .height, 1)], -800, .equal, kind: .canvas),
            ]
        }

        func line(_ n: Int) -> SourceRange { source.range(source.lineStarts[n - 1], source.lineStarts[n - 1] + 5) }

        mutating func view(_ name: String, parent: ViewID = .root, line n: Int, hidden: Bool = false) -> ViewID {
            let id = ViewID(views.count)
            views.append(IRView(id: id, name: name, kind: .view, parent: parent, declaration: line(n), hidden: hidden))
            return id
        }

        func req(_ terms: [(ViewID, FrameComponent, Double)], _ k: Double, _ r: Relation, p: Double = 1000,
                 kind: ConstraintOriginKind = .explicit, line n: Int? = nil, text: String = "c") -> IRConstraint {
            IRConstraint(terms: terms.map { LinearTerm(IRVariable($0.0, $0.1), $0.2) }, constant: k, relation: r, priority: p,
                         origin: ConstraintOrigin(kind: kind, range: n.map(line), description: text))
        }

        mutating func add(_ terms: [(ViewID, FrameComponent, Double)], _ k: Double, _ r: Relation, p: Double = 1000,
                          line n: Int, text: String = "c") {
            constraints.append(req(terms, k, r, p: p, line: n, text: text))
        }

        /// Pins `v` completely at (x, y, w, h).
        mutating func pin(_ v: ViewID, _ f: [Double], line n: Int) {
            for (i, comp) in FrameComponent.allCases.enumerated() { add([(v, comp, 1)], -f[i], .equal, line: n) }
        }

        var ir: LayoutIR {
            LayoutIR(target: LayoutTarget(variant: variant, canvas: Canvas(width: 400, height: 800)), views: views,
                     constraints: constraints)
        }
    }

    func testConflictPointsAtTheLastMemberWithNotesAtTheOthers() {
        var b = Builder()
        let a = b.view("a", line: 1)
        b.pin(a, [0, 0, 10, 10], line: 2)
        b.add([(a, .width, 1)], -20, .greaterOrEqual, line: 5, text: "a.width >= 20")
        let result = Checker.check([b.ir], source: b.source)
        let errors = result.diagnostics.filter { $0.id == .unsatisfiable }
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(errors.first?.range.start.line, 5)
        XCTAssertEqual(errors.first?.notes.map { $0.range?.start.line }, [2])
        XCTAssertEqual(result.solutions[0].conflicts.count, 1)
        XCTAssertFalse(result.solutions[0].isSatisfiable)
        // No ambiguity analysis on an unsatisfiable variant.
        XCTAssertFalse(result.diagnostics.contains { $0.id == .ambiguous })
    }

    func testIndependentConflictsAreAllFound() {
        var b = Builder()
        let a = b.view("a", line: 1)
        b.pin(a, [0, 0, 10, 10], line: 2)
        b.add([(a, .width, 1)], -20, .equal, line: 5)
        b.add([(a, .height, 1)], -30, .equal, line: 6)
        let s = Checker.check([b.ir], source: b.source)
        XCTAssertEqual(s.diagnostics.filter { $0.id == .unsatisfiable }.map(\.range.start.line), [5, 6])
    }

    func testCanvasMemberIsDescribedInWords() {
        var b = Builder()
        let a = b.view("a", line: 1)
        b.add([(a, .x, 1), (.root, .x, -1)], 0, .equal, line: 2)
        b.add([(.root, .x, 1), (.root, .width, 1), (a, .x, -1), (a, .width, -1)], 0, .equal, line: 3)
        b.add([(a, .width, 1)], -500, .equal, line: 4)
        b.add([(a, .y, 1)], 0, .equal, line: 5)
        b.add([(a, .height, 1)], 0, .equal, line: 5)
        let d = Checker.check([b.ir], source: b.source).diagnostics.first { $0.id == .unsatisfiable }
        XCTAssertNotNil(d)
        XCTAssertEqual(d?.range.start.line, 4)
        XCTAssertTrue(d?.notes.contains { $0.range == nil && $0.message.contains("the canvas is 400 pt wide in wC hR") } ?? false,
                      "\(d?.notes.map(\.message) ?? [])")
    }

    func testChildOfAFreeParentIsNotReported() {
        var b = Builder()
        let p = b.view("p", line: 1)
        let c = b.view("c", parent: p, line: 2)
        // p: y, width, height fixed; x free. c: pinned to p's edges, all fixed relative to it.
        b.add([(p, .y, 1)], 0, .equal, line: 3)
        b.add([(p, .width, 1)], -100, .equal, line: 3)
        b.add([(p, .height, 1)], -100, .equal, line: 3)
        b.add([(c, .x, 1), (p, .x, -1)], 0, .equal, line: 4)
        b.add([(c, .y, 1), (p, .y, -1)], 0, .equal, line: 4)
        b.add([(c, .width, 1)], -10, .equal, line: 4)
        b.add([(c, .height, 1)], -10, .equal, line: 4)
        let s = Checker.check([b.ir], source: b.source)
        XCTAssertEqual(s.solutions[0].ambiguities, [AxisAmbiguity(view: p, axis: .horizontal, positionFree: true, sizeFree: false)])
        XCTAssertTrue(s.solutions[0].isFree(IRVariable(c, .x)))
        let d = s.diagnostics.filter { $0.id == .ambiguous }
        XCTAssertEqual(d.map(\.subject), ["p"])
        XCTAssertEqual(d.first?.axis, "horizontal")
        XCTAssertTrue(d.first?.message.contains("pin its leading edge or centerX") ?? false)
    }

    func testHiddenViewsAreReportedAsHidden() {
        var b = Builder()
        let h = b.view("h", line: 1, hidden: true)
        let s = Checker.check([b.ir], source: b.source)
        XCTAssertEqual(s.solutions[0].ambiguities, [
            AxisAmbiguity(view: h, axis: .horizontal, positionFree: true, sizeFree: true),
            AxisAmbiguity(view: h, axis: .vertical, positionFree: true, sizeFree: true),
        ])
        XCTAssertEqual(s.diagnostics.map(\.id), [.ambiguous, .ambiguous])
        XCTAssertTrue(s.diagnostics.allSatisfy { $0.message.contains("of hidden `h` are ambiguous") }, "\(s.diagnostics.map(\.message))")
    }

    func testTiedSoftWishesAreAmbiguousInSize() {
        var b = Builder()
        let a = b.view("a", line: 1)
        b.add([(a, .x, 1)], 0, .equal, line: 2)
        b.add([(a, .y, 1)], 0, .equal, line: 2)
        b.add([(a, .height, 1)], -10, .equal, line: 2)
        b.add([(a, .width, 1)], -50, .equal, p: 250, line: 3)
        b.add([(a, .width, 1)], -100, .equal, p: 250, line: 4)
        let s = Checker.check([b.ir], source: b.source)
        XCTAssertEqual(s.solutions[0].ambiguities, [AxisAmbiguity(view: a, axis: .horizontal, positionFree: false, sizeFree: true)])
        XCTAssertTrue(s.diagnostics.contains { $0.id == .ambiguous && $0.message.contains("add a width, or pin its trailing edge") })
    }

    func testWarningsOnFrames() {
        var b = Builder()
        let a = b.view("a", line: 1)
        let n = b.view("n", line: 2)
        b.pin(a, [390, 0, 20, 10], line: 3)
        b.pin(n, [0, 0, -5, 10], line: 4)
        b.add([(a, .width, 1)], -40, .equal, p: 500, line: 5, text: "a.width == 40")
        let ds = Checker.check([b.ir], source: b.source).diagnostics
        let outside = ds.filter { $0.id == .outsideSuperview }
        XCTAssertEqual(outside.map(\.subject), ["a"])
        XCTAssertTrue(outside.first?.message.contains("10 pt past the trailing edge") ?? false, outside.first?.message ?? "")
        XCTAssertEqual(ds.filter { $0.id == .negativeSize }.map(\.subject), ["n"])
        let unsatisfied = ds.filter { $0.id == .unsatisfiedConstraint }
        XCTAssertEqual(unsatisfied.count, 1)
        XCTAssertTrue(unsatisfied.first?.message.contains("off by 20 pt") ?? false)
        XCTAssertFalse(Checker.check([b.ir], source: b.source, options: CheckOptions(warnings: false)).diagnostics
            .contains { $0.severity == .warning })
    }

    func testDiagnosticsMergeAcrossVariantsInTraitOrder() {
        var b = Builder()
        _ = b.view("lonely", line: 1)
        var irs: [LayoutIR] = []
        for v in [TraitVariant.all[3], TraitVariant.all[0]] { b.variant = v; irs.append(b.ir) }
        let ds = Checker.check(irs, source: b.source).diagnostics.filter { $0.id == .unusedView }
        XCTAssertEqual(ds.count, 1)
        XCTAssertEqual(ds.first?.traits, ["wC hR", "wR hR"])
    }

    func testSolveGivesFramesWithoutAnalysis() {
        var b = Builder()
        let a = b.view("a", line: 1)
        b.pin(a, [1, 2, 3, 4], line: 2)
        let s = Checker.solve(b.ir)
        XCTAssertTrue(s.isSatisfiable)
        let f = s.frame(of: a)
        XCTAssertEqual([f.x, f.y, f.width, f.height], [1, 2, 3, 4])
        XCTAssertTrue(s.freeVariables.isEmpty)
    }
}
