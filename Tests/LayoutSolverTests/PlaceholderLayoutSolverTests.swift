import XCTest

final class PlaceholderLayoutSolverTests: XCTestCase {
    func testPlaceholder() { XCTAssertTrue(true) }
}
