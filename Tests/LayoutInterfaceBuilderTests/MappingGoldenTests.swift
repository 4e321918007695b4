import LayoutCheck
import LayoutInterfaceBuilder
import LayoutLowering
import LayoutSource
import LayoutSyntax
import TestSupport
import XCTest

/// What vflc reads from each fixture document: every unit as `.layout` text with its
/// canvas, then the diagnostics of reading and of checking it on the document's device
/// (golden files in `Fixtures/golden/`; `VFLC_UPDATE_GOLDEN=1` rewrites them, review the diff).
final class MappingGoldenTests: XCTestCase {
    static func report(_ name: String) throws -> String {
        let source = try Fixtures.source(name)
        let read = InterfaceBuilder.read(source)
        var out = ""
        for d in read.diagnostics { out += "\(d.range.start): \(d.severity): \(d.message) [\(d.id)]\n" }
        for unit in read.units {
            let c = unit.designCanvas
            let insets = [c.safeArea.top, c.safeArea.left, c.safeArea.bottom, c.safeArea.right].map(NumberSpelling.canonical)
            out += "\n== \(unit.name) (\(unit.kind.rawValue), root \(unit.rootID)) on \(unit.device.id ?? "no device")"
                + " \(NumberSpelling.canonical(c.width))x\(NumberSpelling.canonical(c.height)) safe area \(insets.joined(separator: ","))"
                + " \(c.traits?.description ?? "no variant")\n"
            out += LayoutPrinter.print(unit.syntax)
            if let solved = UnitSolver(unit: unit, source: source).solve(check: true) {
                for d in solved.diagnostics.sorted(by: Diagnostic.sortKey) {
                    out += "-- \(d.range.start): \(d.severity): \(d.message) [\(d.id)]\n"
                }
            }
        }
        return out
    }

    func testEveryFixtureMapsAsRecorded() throws {
        for name in Fixtures.documents() {
            Golden.assertMatches(try Self.report(name), path: Fixtures.path("golden/\(name).txt"))
        }
    }

    /// The syntax is the language's: written as text, it parses without an error and solves
    /// to the same frames on the document's device.
    func testEveryUnitWrittenAsTextParsesBackToTheSameLayout() throws {
        for name in Fixtures.documents() {
            let source = try Fixtures.source(name)
            for unit in InterfaceBuilder.read(source).units {
                let solver = UnitSolver(unit: unit, source: source)
                guard let target = solver.target, let direct = solver.solve() else { continue }
                let text = SourceFile(path: "\(unit.name).layout", text: LayoutPrinter.print(unit.syntax))
                let parsed = Parser.parse(text)
                XCTAssertEqual(parsed.diagnostics.map { "\($0.range.start): \($0.message)" }, [], "\(name) \(unit.name)")
                let lowered = Lowering.lower(parsed.file, source: text, targets: [target])
                let again = UnitSolver.frames(Checker.solve(lowered.variants[0]))
                let first = UnitSolver.frames(direct.solution)
                XCTAssertEqual(Set(again.keys), Set(first.keys), "\(name) \(unit.name)")
                for (view, rect) in first {
                    guard let other = again[view] else { continue }
                    XCTAssertLessThan(UnitSolver.difference(rect, other), 1e-6, "\(name) \(unit.name) \(view)")
                }
            }
        }
    }
}
