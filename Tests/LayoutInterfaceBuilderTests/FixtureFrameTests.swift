import LayoutInterfaceBuilder
import LayoutSource
import XCTest

/// For every fixture document, the frames vflc solves on the document's device equal the
/// frames stored in it (IB's solution) within 0.5 pt, for every view IB did not mark
/// misplaced or ambiguous.
final class FixtureFrameTests: XCTestCase {
    func testSolvedFramesEqualStoredFrames() throws {
        let documents = Fixtures.documents()
        XCTAssertFalse(documents.isEmpty)
        for name in documents {
            let source = try Fixtures.source(name)
            let read = InterfaceBuilder.read(source)
            if read.hasErrors { continue }
            for unit in read.units {
                guard let result = UnitSolver(unit: unit, source: source).compare() else { continue }
                for m in result.mismatches {
                    XCTFail("\(name) \(unit.name): \(m.view.name) (id \(m.view.ibID)) stored \(m.stored) solved \(m.solved)")
                }
            }
        }
    }
}
