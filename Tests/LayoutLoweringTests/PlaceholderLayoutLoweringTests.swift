import XCTest

final class PlaceholderLayoutLoweringTests: XCTestCase {
    func testPlaceholder() { XCTAssertTrue(true) }
}
