import XCTest
@testable import LayoutCheck

extension XCTestCase {
    /// Two checks of one file agree bit for bit: diagnostics, and per variant the values (by
    /// bit pattern, so a warm or shared path cannot hide a rounding difference), satisfiability,
    /// conflicts, broken, free and redundant constraints and ambiguities. Used wherever a
    /// shortcut (sharing across variants, incremental re-checks) must equal the plain check.
    func assertSame(_ a: CheckResult, _ b: CheckResult, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.diagnostics, b.diagnostics, "diagnostics differ, \(context)", file: file, line: line)
        XCTAssertEqual(a.solutions.count, b.solutions.count, context, file: file, line: line)
        for (x, y) in zip(a.solutions, b.solutions) {
            let what = "\(x.ir.target.variant), \(context)"
            XCTAssertEqual(x.values.map(\.bitPattern), y.values.map(\.bitPattern), "values differ, \(what)", file: file, line: line)
            XCTAssertEqual(x.isSatisfiable, y.isSatisfiable, what, file: file, line: line)
            XCTAssertEqual(x.conflicts, y.conflicts, what, file: file, line: line)
            XCTAssertEqual(x.conflictIsComplete, y.conflictIsComplete, what, file: file, line: line)
            XCTAssertEqual(x.brokenConstraints, y.brokenConstraints, what, file: file, line: line)
            XCTAssertEqual(x.freeVariables, y.freeVariables, what, file: file, line: line)
            XCTAssertEqual(x.redundantConstraints, y.redundantConstraints, what, file: file, line: line)
            XCTAssertEqual(x.ambiguities, y.ambiguities, what, file: file, line: line)
        }
    }
}
