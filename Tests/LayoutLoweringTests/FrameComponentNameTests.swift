import LayoutLowering
import XCTest

/// `FrameComponent.name` is what `vflc dump ir` and the golden IR files print: it must stay the
/// case's own name (as reflection gives it), which is what the dumps printed before.
final class FrameComponentNameTests: XCTestCase {
    func testEveryComponentIsNamedAsItsCase() {
        for component in FrameComponent.allCases {
            XCTAssertEqual(component.name, String(describing: component))
        }
    }
}
