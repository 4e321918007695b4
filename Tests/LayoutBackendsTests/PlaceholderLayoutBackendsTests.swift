import XCTest

final class PlaceholderLayoutBackendsTests: XCTestCase {
    func testPlaceholder() { XCTAssertTrue(true) }
}
