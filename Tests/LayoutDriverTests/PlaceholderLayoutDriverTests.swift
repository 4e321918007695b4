import XCTest

final class PlaceholderLayoutDriverTests: XCTestCase {
    func testPlaceholder() { XCTAssertTrue(true) }
}
