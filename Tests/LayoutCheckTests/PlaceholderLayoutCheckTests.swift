import XCTest

final class PlaceholderLayoutCheckTests: XCTestCase {
    func testPlaceholder() { XCTAssertTrue(true) }
}
