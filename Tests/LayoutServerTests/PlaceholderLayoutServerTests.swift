import XCTest

final class PlaceholderLayoutServerTests: XCTestCase {
    func testPlaceholder() { XCTAssertTrue(true) }
}
