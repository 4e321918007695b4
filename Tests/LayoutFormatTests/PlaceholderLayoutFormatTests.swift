import XCTest

final class PlaceholderLayoutFormatTests: XCTestCase {
    func testPlaceholder() { XCTAssertTrue(true) }
}
