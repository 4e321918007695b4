@testable import InterfaceBuilderDocument
@testable import LayoutInterfaceBuilder
import LayoutSource
import LayoutSyntax
import XCTest

/// Size-class keys, masks, `installed="NO"`, constant variations and placeholders, on small
/// documents written here.
final class VariationTests: XCTestCase {
    func testKeysCoverTheirVariants() {
        // TraitVariant.all order: wC hR, wC hC, wR hC, wR hR.
        XCTAssertEqual(VariationResolver.variants(ofKey: "default")?.variants, [0, 1, 2, 3])
        XCTAssertEqual(VariationResolver.variants(ofKey: "widthClass=compact")?.variants, [0, 1])
        XCTAssertEqual(VariationResolver.variants(ofKey: "heightClass=compact")?.variants, [1, 2])
        XCTAssertEqual(VariationResolver.variants(ofKey: "heightClass=regular-widthClass=regular")?.variants, [3])
        XCTAssertEqual(VariationResolver.variants(ofKey: "widthClass=compact-heightClass=regular")?.variants, [0])
        XCTAssertEqual(VariationResolver.variants(ofKey: "heightClass=compact-widthClass=regular")?.rank, 3)
        XCTAssertEqual(VariationResolver.variants(ofKey: "widthClass=regular")?.rank, 1)
        XCTAssertEqual(VariationResolver.variants(ofKey: "heightClass=regular")?.rank, 2)
        XCTAssertNil(VariationResolver.variants(ofKey: "displayGamut=P3"))
        XCTAssertNil(VariationResolver.variants(ofKey: "widthClass=unspecified"))
        XCTAssertNil(VariationResolver.variants(ofKey: "widthClass=compact-widthClass=regular"))
    }

    func testConditionsAreTheShortestForTheirVariants() {
        let at = SourceFile(path: "x", text: "").range(0, 0)
        func text(_ k: [VariantIndex]) -> String {
            UnitSyntaxBuilder.condition(k, at: at).alternatives.map { $0.map(\.term.text).joined(separator: " ") }
                .joined(separator: " or ")
        }
        XCTAssertEqual(text([0, 1]), "wC")
        XCTAssertEqual(text([2, 3]), "wR")
        XCTAssertEqual(text([1, 2]), "hC")
        XCTAssertEqual(text([0, 3]), "hR")
        XCTAssertEqual(text([1]), "wC hC")
        XCTAssertEqual(text([0, 1, 2]), "wC or hC")
        XCTAssertEqual(text([0, 2]), "wC hR or wR hC")
    }

    private func unit(_ constraints: String, subviewAttributes: String = "", variations: String = "") throws -> String {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <objects>
                <view contentMode="scaleToFill" id="R">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" \(subviewAttributes) translatesAutoresizingMaskIntoConstraints="NO" id="A" userLabel="Box">
                            <rect key="frame" x="10" y="10" width="50" height="50"/>
                        </view>
                    </subviews>
                    <constraints>
        \(constraints)
                    </constraints>
        \(variations)
                </view>
            </objects>
        </document>
        """
        let read = InterfaceBuilder.read(SourceFile(path: "t.xib", text: text))
        XCTAssertEqual(read.diagnostics.map(\.message), [])
        return LayoutPrinter.print(try XCTUnwrap(read.units.first).syntax)
    }

    func testInstalledNoIsInstalledOnlyWhereAVariationIncludesIt() throws {
        let text = try unit("""
            <constraint firstItem="A" firstAttribute="leading" secondItem="R" secondAttribute="leading" constant="10" installed="NO" id="C1"/>
            <constraint firstItem="A" firstAttribute="top" secondItem="R" secondAttribute="top" constant="10" id="C2"/>
            """, variations: """
            <variation key="widthClass=regular"><mask key="constraints"><include reference="C1"/></mask></variation>
            """)
        XCTAssertEqual(text, "view box\nwhen wR {\n  box.leading == root.leading + 10\n}\nbox.top == root.top + 10\n")
    }

    func testAConstantVariationSplitsTheConstraint() throws {
        let text = try unit("""
            <constraint firstItem="A" firstAttribute="leading" secondItem="R" secondAttribute="leading" constant="10" id="C1">
                <variation key="heightClass=compact" constant="30"/>
                <variation key="heightClass=compact-widthClass=regular" constant="50"/>
            </constraint>
            """)
        XCTAssertEqual(text, """
        view box
        when hR {
          box.leading == root.leading + 10
        }
        when wC hC {
          box.leading == root.leading + 30
        }
        when wR hC {
          box.leading == root.leading + 50
        }

        """)
    }

    func testAViewExcludedByDefaultAndIncludedInOneClass() throws {
        let text = try unit("""
            <constraint firstItem="A" firstAttribute="top" secondItem="R" secondAttribute="top" constant="10" id="C1"/>
            """, variations: """
            <variation key="default"><mask key="subviews"><exclude reference="A"/></mask></variation>
            <variation key="heightClass=regular-widthClass=regular"><mask key="subviews"><include reference="A"/></mask></variation>
            """)
        XCTAssertEqual(text, "view box\nwhen wC or hC {\n  set box uninstalled\n}\nbox.top == root.top + 10\n")
    }

    func testAViewInstalledNowhereIsLeftOutWithItsConstraints() throws {
        let text = try unit("""
            <constraint firstItem="A" firstAttribute="top" secondItem="R" secondAttribute="top" constant="10" id="C1"/>
            """, variations: """
            <variation key="default"><mask key="subviews"><exclude reference="A"/></mask></variation>
            """)
        XCTAssertEqual(text, "")
    }

    func testPlaceholderIntrinsicSizes() throws {
        XCTAssertEqual(try unit("", subviewAttributes: "placeholderIntrinsicWidth=\"120\" placeholderIntrinsicHeight=\"infinite\""),
                       "view box intrinsic 120x_\n")
        XCTAssertEqual(try unit("", subviewAttributes: "placeholderIntrinsicWidth=\"infinite\" placeholderIntrinsicHeight=\"44\""),
                       "view box intrinsic _x44\n")
    }
}
