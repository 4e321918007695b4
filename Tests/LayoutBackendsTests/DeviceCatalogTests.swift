import LayoutBackends
import LayoutSource
import XCTest

final class DeviceCatalogTests: XCTestCase {
    func testRequiredDevicesArePresent() {
        let required = ["iPhone SE (3rd gen.)", "iPhone 8 Plus", "iPhone 11", "iPhone 13 Pro Max", "iPhone 15",
                        "iPhone 15 Pro", "iPhone 15 Pro Max", "iPhone 16 Pro Max", "iPad mini", "iPad Air 11\"",
                        "iPad Pro 11\"", "iPad Pro 12.9\""]
        for name in required { XCTAssertNotNil(DeviceCatalog.named(name), name) }
        XCTAssertEqual(Set(DeviceCatalog.all.map(\.name)).count, DeviceCatalog.all.count, "duplicate names")
    }

    /// The facts of the reference table (shared/reference/devices.md), checked one by one.
    func testReferenceFacts() throws {
        func check(_ name: String, _ w: Double, _ h: Double, _ p: String, _ l: String,
                   _ pi: [Double], _ li: [Double], line: UInt = #line) throws {
            let d = try XCTUnwrap(DeviceCatalog.named(name), line: line)
            XCTAssertEqual([d.portraitWidth, d.portraitHeight], [w, h], name, line: line)
            XCTAssertEqual(d.portraitTraits.description, p, name, line: line)
            XCTAssertEqual(d.landscapeTraits.description, l, name, line: line)
            let i = d.portraitInsets, j = d.landscapeInsets
            XCTAssertEqual([i.top, i.left, i.bottom, i.right], pi, name, line: line)
            XCTAssertEqual([j.top, j.left, j.bottom, j.right], li, name, line: line)
        }
        try check("iPhone SE (3rd gen.)", 375, 667, "wC hR", "wC hC", [20, 0, 0, 0], [0, 0, 0, 0])
        try check("iPhone 8 Plus", 414, 736, "wC hR", "wR hC", [20, 0, 0, 0], [0, 0, 0, 0])
        try check("iPhone 11", 414, 896, "wC hR", "wR hC", [48, 0, 34, 0], [0, 48, 21, 48])
        try check("iPhone 13 Pro Max", 428, 926, "wC hR", "wR hC", [47, 0, 34, 0], [0, 47, 21, 47])
        try check("iPhone 15", 393, 852, "wC hR", "wC hC", [59, 0, 34, 0], [0, 59, 21, 59])
        try check("iPhone 15 Pro", 393, 852, "wC hR", "wC hC", [59, 0, 34, 0], [0, 59, 21, 59])
        try check("iPhone 15 Pro Max", 430, 932, "wC hR", "wR hC", [59, 0, 34, 0], [0, 59, 21, 59])
        try check("iPhone 16 Pro Max", 440, 956, "wC hR", "wR hC", [62, 0, 34, 0], [0, 62, 21, 62])
        try check("iPad mini", 744, 1133, "wR hR", "wR hR", [24, 0, 20, 0], [24, 0, 20, 0])
        try check("iPad Air 11\"", 820, 1180, "wR hR", "wR hR", [24, 0, 20, 0], [24, 0, 20, 0])
        try check("iPad Pro 11\"", 834, 1194, "wR hR", "wR hR", [24, 0, 20, 0], [24, 0, 20, 0])
        try check("iPad Pro 12.9\"", 1024, 1366, "wR hR", "wR hR", [24, 0, 20, 0], [24, 0, 20, 0])
    }

    /// Spec §8 table: the default device, canvas and insets of each variant.
    func testDefaultDevices() {
        let expected: [(String, String, Double, Double, [Double])] = [
            ("wC hR", "iPhone 15", 393, 852, [59, 0, 34, 0]),
            ("wC hC", "iPhone 15 landscape", 852, 393, [0, 59, 21, 59]),
            ("wR hC", "iPhone 15 Pro Max landscape", 932, 430, [0, 59, 21, 59]),
            ("wR hR", "iPad Pro 11\"", 834, 1194, [24, 0, 20, 0]),
        ]
        for (traits, name, w, h, insets) in expected {
            let variant = TraitVariant.parse(traits)!
            let s = DeviceCatalog.defaultSelection(for: variant)
            XCTAssertEqual(s.displayName, name)
            XCTAssertEqual([s.width, s.height], [w, h], traits)
            XCTAssertEqual([s.safeArea.top, s.safeArea.left, s.safeArea.bottom, s.safeArea.right], insets, traits)
            // The default device of a variant has that variant in its orientation.
            XCTAssertEqual(s.traits, variant)
            let (device, landscape) = DeviceCatalog.defaultDevice(for: variant.width, height: variant.height)
            XCTAssertEqual(DeviceSelection(device: device, landscape: landscape), s)
        }
    }

    func testMargins() {
        let phone = DeviceCatalog.select("iPhone 15")!
        XCTAssertEqual(phone.margins, RenderInsets(top: 75, left: 16, bottom: 50, right: 16))
        let pad = DeviceCatalog.select("iPad Pro 11\"")!
        XCTAssertEqual(pad.margins, RenderInsets(top: 44, left: 20, bottom: 40, right: 20))
    }

    func testTolerantNamesAndOrientation() {
        XCTAssertEqual(DeviceCatalog.named("iphone-15")?.name, "iPhone 15")
        XCTAssertEqual(DeviceCatalog.named("IPHONE15PROMAX")?.name, "iPhone 15 Pro Max")
        XCTAssertEqual(DeviceCatalog.named("ipad pro 11-inch")?.name, "iPad Pro 11\"")
        XCTAssertEqual(DeviceCatalog.named("iPad Pro 12.9 inch")?.name, "iPad Pro 12.9\"")
        XCTAssertEqual(DeviceCatalog.named("iPhone SE")?.name, "iPhone SE (3rd gen.)")
        XCTAssertNil(DeviceCatalog.named("iPhone 15 landscape"))
        XCTAssertNil(DeviceCatalog.named(""))

        for text in ["iPhone 15 landscape", "iphone-15@landscape", "iPhone 15 (Landscape)", "iPhone 15:landscape"] {
            let s = DeviceCatalog.select(text)
            XCTAssertEqual(s?.device.name, "iPhone 15", text)
            XCTAssertEqual(s?.landscape, true, text)
        }
        XCTAssertEqual(DeviceCatalog.select("iPad mini portrait")?.landscape, false)
        XCTAssertEqual(DeviceCatalog.select("iPhone 15")?.landscape, false)
        XCTAssertNil(DeviceCatalog.select("Pixel 8 landscape"))
        // The display name goes back through `select`.
        for d in DeviceCatalog.all {
            // A 1/2 split view exists in landscape only.
            for landscape in [false, true] where landscape ? d.hasLandscape : d.hasPortrait {
                let s = DeviceSelection(device: d, landscape: landscape)
                XCTAssertEqual(DeviceCatalog.select(s.displayName), s)
            }
        }
        let turned = DeviceCatalog.select("iPhone 15 Pro Max landscape")!
        XCTAssertEqual([turned.width, turned.height], [932, 430])
        XCTAssertEqual(turned.traits.description, "wR hC")
    }

    func testClosestNames() {
        XCTAssertEqual(DeviceCatalog.closestNames(to: "iPhnoe 15").first, "iPhone 15")
        XCTAssertEqual(DeviceCatalog.closestNames(to: "iPhone 15 Pro Maxx").first, "iPhone 15 Pro Max")
        XCTAssertEqual(DeviceCatalog.closestNames(to: "ipad pro").count, 3)
        XCTAssertTrue(DeviceCatalog.closestNames(to: "ipad pro").allSatisfy { $0.hasPrefix("iPad Pro") })
        XCTAssertEqual(DeviceCatalog.closestNames(to: "iPhone 16 Pro Mx landscape").first, "iPhone 16 Pro Max")
        XCTAssertEqual(DeviceCatalog.closestNames(to: "Galaxy Tab"), [])
    }

    func testListingShowsEveryDevice() {
        let text = DeviceCatalog.listing()
        let lines = text.split(separator: "\n")
        for d in DeviceCatalog.all {
            let row = lines.first { $0.hasPrefix(d.name + " ") }
            XCTAssertNotNil(row, d.name)
            // Windows of split view and Slide Over have their own landscape size; a full screen turns.
            let size = "\(Int(d.portraitWidth))x\(Int(d.portraitHeight))"
            let turned = d.landscapeSize.map { "\(Int($0.width))x\(Int($0.height))" } ?? "\(Int(d.portraitHeight))x\(Int(d.portraitWidth))"
            XCTAssertTrue((!d.hasPortrait || row?.contains(size) == true) && row?.contains(turned) == true, d.name)
        }
        XCTAssertFalse(lines.contains { $0.hasSuffix(" ") })
    }

    func testUnknownDeviceMessage() {
        XCTAssertEqual(DeviceCatalog.unknownDeviceMessage("iPhone 15 Pro Maxx"),
                       "unknown device 'iPhone 15 Pro Maxx'; did you mean 'iPhone 15 Pro Max', 'iPhone XS Max' or 'iPhone 13 Pro Max'? (vflc devices lists them)")
        XCTAssertEqual(DeviceCatalog.unknownDeviceMessage("iPad Air 11 inches"),
                       "unknown device 'iPad Air 11 inches'; did you mean 'iPad Air 11\"'? (vflc devices lists them)")
        XCTAssertEqual(DeviceCatalog.unknownDeviceMessage("Galaxy Tab"), "unknown device 'Galaxy Tab' (vflc devices lists them)")
        XCTAssertTrue(DeviceCatalog.unknownDeviceMessage("ipad pro").contains("'iPad Pro 11\"' or 'iPad Pro 12.9\"'"))
    }

    func testVariantFromSelection() {
        let s = DeviceCatalog.select("iPhone 15 Pro Max landscape")!
        let v = RenderVariant(selection: s, views: [])
        XCTAssertEqual(v.traits, "wR hC")
        XCTAssertEqual(v.deviceName, "iPhone 15 Pro Max landscape")
        XCTAssertEqual([v.canvasWidth, v.canvasHeight], [932, 430])
        XCTAssertEqual(v.margins, RenderInsets(top: 20, left: 79, bottom: 41, right: 79))
    }
}
