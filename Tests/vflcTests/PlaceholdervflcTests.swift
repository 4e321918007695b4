import XCTest

final class PlaceholdervflcTests: XCTestCase {
    func testPlaceholder() { XCTAssertTrue(true) }
}
