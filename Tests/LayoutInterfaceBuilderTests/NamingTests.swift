@testable import LayoutInterfaceBuilder
import InterfaceBuilderDocument
import LayoutSource
import XCTest

/// Readable names: outlet, user label, text + kind, key, custom class, kind; unique, ASCII,
/// never a name the language reads on its own.
final class NamingTests: XCTestCase {
    func testIdentifiersFromText() {
        XCTAssertEqual(ViewNaming.identifier("Sign in!"), "signIn")
        XCTAssertEqual(ViewNaming.identifier("  Total: 12 items "), "total12Items")
        XCTAssertEqual(ViewNaming.identifier("titleLabel"), "titleLabel")
        XCTAssertEqual(ViewNaming.identifier("URL"), "url")
        XCTAssertEqual(ViewNaming.identifier("Café au lait"), "cafAuLait")
        XCTAssertNil(ViewNaming.identifier("랜덤 색상"))
        XCTAssertNil(ViewNaming.identifier("42"))
        XCTAssertNil(ViewNaming.identifier(""))
        XCTAssertEqual(ViewNaming.identifier("one two three four five six seven", maxWords: 3), "oneTwoThree")
        XCTAssertEqual(ViewNaming.identifier(String(repeating: "abcdefghij ", count: 10))?.count, 40)
    }

    func testNamesAreUniqueAndNeverReserved() {
        var naming = ViewNaming()
        XCTAssertEqual(naming.name(candidates: ["root"], fallback: "view"), "rootView")
        XCTAssertEqual(naming.name(candidates: [nil, "margins"], fallback: "view"), "marginsView")
        XCTAssertEqual(naming.name(candidates: ["safeArea", nil], fallback: "label"), "safeAreaView")
        XCTAssertEqual(naming.name(candidates: ["superview"], fallback: "label"), "superviewView")
        XCTAssertEqual(naming.name(candidates: ["H"], fallback: "label"), "HView")
        XCTAssertEqual(naming.name(candidates: [], fallback: "label"), "label")
        XCTAssertEqual(naming.name(candidates: [], fallback: "label"), "label2")
        XCTAssertEqual(naming.name(candidates: ["label2"], fallback: "view"), "label3")
        XCTAssertEqual(naming.name(candidates: ["랜덤", "title"], fallback: "label"), "title")
        XCTAssertEqual(naming.name(candidates: ["title"], fallback: "label"), "title2")
        for name in ViewNaming.reserved { XCTAssertFalse(naming.used.contains(name), name) }
    }

    func testEveryFixtureNameIsAnIdentifierAndUniqueInItsUnit() throws {
        for name in Fixtures.documents() {
            for unit in InterfaceBuilder.read(try Fixtures.source(name)).units {
                let names = unit.views.map(\.name)
                XCTAssertEqual(Set(names).count, names.count, "\(name) \(unit.name): \(names)")
                for n in names.dropFirst() {
                    XCTAssertTrue(ViewNaming.isIdentifier(n), "\(name): \(n)")
                    XCTAssertFalse(ViewNaming.reserved.contains(n), "\(name): \(n)")
                }
            }
        }
    }

    func testTheElementsFixtureNamesEveryKindOfView() throws {
        let read = InterfaceBuilder.read(try Fixtures.source("elements.xib"))
        let unit = try XCTUnwrap(read.units.first)
        XCTAssertEqual(unit.name, "GalleryViewController", "the File's Owner whose view it is")
        let byID = Dictionary(uniqueKeysWithValues: unit.views.map { ($0.ibID, $0) })
        XCTAssertEqual(byID["Ele-lb-001"]?.name, "nameLabel", "outlet")
        XCTAssertEqual(byID["Ele-bt-001"]?.name, "goButton", "title + kind")
        XCTAssertEqual(byID["Ele-tf-001"]?.name, "emailField", "placeholder + kind")
        XCTAssertEqual(byID["Ele-im-002"]?.name, "image2", "kind, second of its name")
        XCTAssertEqual(byID["Ele-vc-001"]?.name, "contentView", "the key it is held by")
        XCTAssertEqual(byID["Ele-ch-001"]?.name, "chartView", "custom class")
        XCTAssertEqual(byID["Ele-ch-001"]?.customClass, "ChartView")
        XCTAssertEqual(byID["Ele-ch-001"]?.className, "UIView")
        XCTAssertEqual(byID["Ele-sw-001"]?.className, "UISwitch")
        XCTAssertEqual(byID["Ele-ai-001"]?.name, "spinner")
        XCTAssertEqual(byID["Ele-fg-001"]?.element, "fancyGauge")
        XCTAssertEqual(byID["Ele-fg-001"]?.className, "UIView", "an unknown element is a plain view")
        XCTAssertEqual(byID["Ele-mv-001"]?.misplaced, true)
        XCTAssertEqual(byID["Ele-am-001"]?.ambiguous, true)
        XCTAssertEqual(byID["Ele-vc-001"]?.superview, "effectView")
        XCTAssertEqual(byID["Ele-lb-001"]?.frame, IBRect(x: 10, y: 10, width: 40, height: 21))
        // Every view element of the document is a view of the unit (the cell is left out).
        XCTAssertEqual(unit.views.count, 29)
    }
}
