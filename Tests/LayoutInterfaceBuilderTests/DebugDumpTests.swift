import LayoutInterfaceBuilder
import LayoutSource
import LayoutSyntax
import XCTest

/// `VFLC_IB_DUMP=FILE swift test --filter DebugDumpTests`: prints each unit of FILE as
/// `.layout` text, its diagnostics, and the frames that differ (a tool for reading the mapping).
final class DebugDumpTests: XCTestCase {
    func testDump() throws {
        guard let path = ProcessInfo.processInfo.environment["VFLC_IB_DUMP"] else { throw XCTSkip("set VFLC_IB_DUMP=FILE") }
        let source = SourceFile(path: path, text: try String(contentsOfFile: path, encoding: .utf8))
        let read = InterfaceBuilder.read(source)
        for d in read.diagnostics { print("\(d.range.start): \(d.severity): \(d.message) [\(d.id)]") }
        for unit in read.units {
            print("== unit \(unit.name) canvas \(unit.designCanvas)")
            print(LayoutPrinter.print(unit.syntax))
            let solver = UnitSolver(unit: unit, source: source)
            if let solved = solver.solve(check: true) {
                for d in solved.diagnostics { print("  \(d.range.start): \(d.severity): \(d.message) [\(d.id)] \(d.traits)") }
            }
            if let r = solver.compare() {
                print("compared \(r.compared), mismatched \(r.mismatches.count)")
                for m in r.mismatches { print("  \(m.view.name) \(m.view.ibID): stored \(m.stored) solved \(m.solved)") }
            }
        }
    }
}
