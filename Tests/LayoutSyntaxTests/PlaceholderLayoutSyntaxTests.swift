import XCTest

final class PlaceholderLayoutSyntaxTests: XCTestCase {
    func testPlaceholder() { XCTAssertTrue(true) }
}
