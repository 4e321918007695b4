import InterfaceBuilderDocument
import LayoutBackends
import LayoutInterfaceBuilder
import LayoutSource
import XCTest

/// Interface Builder's devices are in vflc's catalogue under their ids (`--device
/// retina6_12`), with the sizes, size classes and insets the front end uses, as the current
/// Interface Builder shows them.
final class DeviceTests: XCTestCase {
    func testEveryIBDeviceIsInTheCatalogueWithTheSameFacts() throws {
        for spec in IBDevices.all {
            let device = try XCTUnwrap(DeviceCatalog.named(spec.id), spec.id)
            for landscape in [false, true] {
                let size = spec.size(landscape: landscape)
                XCTAssertEqual(device.width(landscape: landscape), size.width, spec.id)
                XCTAssertEqual(device.height(landscape: landscape), size.height, spec.id)
                XCTAssertEqual(device.traits(landscape: landscape), spec.traits(landscape: landscape), spec.id)
                let mine = spec.insets(landscape: landscape, toolsVersion: "22505")
                let theirs = device.insets(landscape: landscape)
                XCTAssertEqual([theirs.top, theirs.left, theirs.bottom, theirs.right], [mine.top, mine.left, mine.bottom, mine.right],
                               "\(spec.id) landscape \(landscape)")
            }
        }
    }

    func testOlderInterfaceBuildersShowTheIPhone11WithA44PointStatusBar() throws {
        let spec = try XCTUnwrap(IBDevices.named("retina6_1"))
        XCTAssertEqual(spec.insets(landscape: false, toolsVersion: "20037").top, 44)
        XCTAssertEqual(spec.insets(landscape: false, toolsVersion: "21701").top, 48)
        XCTAssertEqual(spec.insets(landscape: false, toolsVersion: nil).top, 44)
    }
}
