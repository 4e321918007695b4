import LayoutConsoleLog
@testable import LayoutExplain
import TestSupport
import XCTest

/// The explainer's minimal sets checked by an independent exact reference (`ExactSimplex` over
/// `Rational`, the system rebuilt by `ReferenceSystem`): each is infeasible with its facts, and
/// removing any one member leaves it feasible; and on random reports, a conflict is found
/// exactly when the reference says the printed constraints have no solution.
final class MinimalityTests: XCTestCase {
    func testTheReferenceItself() {
        typealias R = ExactSimplex.Row
        let x = ["x": Rational.one]
        XCTAssertTrue(ExactSimplex.feasible([R(terms: x, relation: .greaterOrEqual, constant: Rational(3)),
                                             R(terms: x, relation: .lessOrEqual, constant: Rational(3))]))
        XCTAssertFalse(ExactSimplex.feasible([R(terms: x, relation: .greaterOrEqual, constant: Rational(decimal: "3.0000000001")!),
                                              R(terms: x, relation: .lessOrEqual, constant: Rational(3))]))
        XCTAssertFalse(ExactSimplex.feasible([R(terms: ["x": .one, "y": .one], relation: .equal, constant: Rational(-1)),
                                              R(terms: ["x": .one], relation: .greaterOrEqual, constant: .zero),
                                              R(terms: ["y": .one], relation: .greaterOrEqual, constant: .zero)]))
        XCTAssertTrue(ExactSimplex.feasible([R(terms: ["x": .one, "y": -.one], relation: .equal, constant: Rational(-1))]))
        XCTAssertEqual((Rational(decimal: "0.425531923770905")! * Rational(decimal: "1e-05")!).description, "85106384754181/20000000000000000000")
        XCTAssertEqual((BigInt(123_456_789) * BigInt(987_654_321) * BigInt(1_000_000_007)).description, "121932631966163686788446883")
    }

    func testEveryFixtureMinimalSet() throws {
        var checked = 0
        for path in ExplainGoldenTests.logs() {
            for report in try ExplainGoldenTests.explain(path).reports where !report.minimal.isEmpty {
                XCTAssertNil(ReferenceSystem.minimalityProblem(report), "\(path):\(report.line)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 30)
    }

    /// Random columns of views in one container, printed as UIKit prints them (visual format and
    /// anchor forms, sizes, gaps, a container height UIKit decided), some of them conflicting.
    func testRandomReportsAgainstTheReference() {
        var random = SeededRandom(state: UInt64(ProcessInfo.processInfo.environment["VFLC_SEED"].flatMap(UInt64.init) ?? 2727))
        var conflicts = 0, solvable = 0
        for round in 0..<150 {
            let text = Self.randomReport(&random)
            let result = Explainer.explain(text: text, file: "random-\(round).log")
            guard let report = result.reports.first, result.reports.count == 1 else { return XCTFail("no report in\n\(text)") }
            guard report.constraints.allSatisfy(\.understood) else { return XCTFail("not understood:\n\(text)") }
            // The reference: every printed constraint, every height ≥ 0.
            var rows = report.constraints.map { ReferenceSystem.row($0.equation!, [:]) }
            let keys = Set(report.constraints.flatMap { $0.equation!.terms.map(\.item.key) })
            for k in keys.sorted() { rows.append(ExactSimplex.Row(terms: ["\(k)#h": .one], relation: .greaterOrEqual, constant: .zero)) }
            let feasible = ExactSimplex.feasible(rows)
            XCTAssertEqual(report.minimal.isEmpty, feasible, "\(text)\n\(report.minimal)")
            if !report.minimal.isEmpty {
                conflicts += 1
                XCTAssertNil(ReferenceSystem.minimalityProblem(report), text)
            } else { solvable += 1 }
        }
        XCTAssertGreaterThan(conflicts, 20)
        XCTAssertGreaterThan(solvable, 20)
    }

    static func randomReport(_ r: inout SeededRandom) -> String {
        let container = "UITableViewCellContentView:0x7f00000000a0"
        let count = r.int(1...4)
        let views = (0..<count).map { "UIView:0x7f0000000\(100 + $0)" }
        var items: [String] = []
        var address = 0x600000000100
        func add(_ body: String) {
            items.append("<NSLayoutConstraint:0x\(String(address, radix: 16)) \(body)   (active\(body.contains("|") ? ", names: '|':\(container) " : ""))>")
            address += 0x50
        }
        func value() -> String { r.chance(0.3) ? "\(r.int(0...40)).5" : "\(r.int(0...60))" }
        add("V:|-(\(value()))-[\(views[0])]")
        for k in 1..<count {
            switch r.int(0...2) {
            case 0: add("V:[\(views[k - 1])]-(\(value()))-[\(views[k])]")
            case 1: add("V:[\(views[k - 1])]-(>=\(value()))-[\(views[k])]")
            default: add("\(views[k]).top == \(views[k - 1]).bottom + \(value())")
            }
        }
        if r.chance(0.8) { add(r.chance(0.5) ? "V:[\(views[count - 1])]-(\(value()))-|" : "\(views[count - 1]).bottom == \(container).bottom - \(value())") }
        for v in views where r.chance(0.6) {
            switch r.int(0...2) {
            case 0: add("\(v).height == \(value())")
            case 1: add("V:[\(v)(>=\(value()))]")
            default: add("\(v).height <= \(value())")
            }
        }
        if r.chance(0.3) {
            let o = r.int(-20...20)
            add("\(views[0]).centerY == \(container).centerY" + (o == 0 ? "" : o < 0 ? " - \(-o)" : " + \(o)"))
        }
        items.append("<NSLayoutConstraint:0x600000009990 'UIView-Encapsulated-Layout-Height' \(container).height == \(r.int(0...160))   (active)>")
        return "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n(\n"
            + items.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n"
    }
}
