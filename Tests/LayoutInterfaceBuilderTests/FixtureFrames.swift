import InterfaceBuilderDocument
import LayoutInterfaceBuilder
import XCTest

/// Solving a fixture's first unit and comparing its frames with ones computed by hand: what
/// the size-class and proportional-stack tests share.
enum FixtureFrames {
    /// A solver for the first unit of fixture `name`, which must read without diagnostics.
    static func solver(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> UnitSolver {
        let source = try Fixtures.source(name)
        let read = InterfaceBuilder.read(source)
        XCTAssertEqual(read.diagnostics.map(\.message), [], file: file, line: line)
        return UnitSolver(unit: try XCTUnwrap(read.units.first, file: file, line: line), source: source)
    }

    /// Fails for each expected view missing from `frames` or more than 1e-6 pt off.
    static func assertFrames(_ frames: [String: IBRect], _ expected: [String: IBRect],
                             file: StaticString = #filePath, line: UInt = #line) {
        for (name, rect) in expected {
            guard let solved = frames[name] else { XCTFail("no \(name)", file: file, line: line); continue }
            XCTAssertEqual(UnitSolver.difference(solved, rect), 0, accuracy: 1e-6, "\(name): \(solved)", file: file, line: line)
        }
    }
}
