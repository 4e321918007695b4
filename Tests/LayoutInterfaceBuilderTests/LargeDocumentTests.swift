import LayoutInterfaceBuilder
import LayoutSource
import XCTest

/// A document of thousands of views and constraints reads in one pass: every step is linear
/// (a quadratic one, naming 3,000 `label`s or resolving each reference by search, would take
/// minutes here). Speed itself is measured in release builds (docs/performance.md), not here.
final class LargeDocumentTests: XCTestCase {
    func testThousandsOfViewsAndConstraints() throws {
        let count = 3000
        var subviews = "", constraints = ""
        for k in 0..<count {
            subviews += """
                <label text="" translatesAutoresizingMaskIntoConstraints="NO" id="L\(k)">
                    <rect key="frame" x="0.0" y="\(k * 20)" width="100" height="20"/>
                </label>

            """
            constraints += "<constraint firstItem=\"L\(k)\" firstAttribute=\"leading\" secondItem=\"R\" secondAttribute=\"leading\" id=\"C\(k)a\"/>\n"
            let above = k == 0 ? "secondItem=\"R\" secondAttribute=\"top\"" : "secondItem=\"L\(k - 1)\" secondAttribute=\"bottom\""
            constraints += "<constraint firstItem=\"L\(k)\" firstAttribute=\"top\" \(above) id=\"C\(k)b\"/>\n"
            constraints += "<constraint firstItem=\"L\(k)\" firstAttribute=\"top\" secondItem=\"Gone\(k)\" secondAttribute=\"top\" id=\"C\(k)c\"/>\n"
        }
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <objects>
                <view contentMode="scaleToFill" id="R">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="\(count * 20)"/>
                    <subviews>
        \(subviews)
                    </subviews>
                    <constraints>
        \(constraints)
                    </constraints>
                </view>
            </objects>
        </document>
        """
        let read = InterfaceBuilder.read(SourceFile(path: "large.xib", text: text))
        let unit = try XCTUnwrap(read.units.first)
        XCTAssertEqual(unit.views.count, count + 1)
        XCTAssertEqual(Set(unit.views.map(\.name)).count, count + 1)
        XCTAssertEqual(unit.views.last?.name, "label\(count)")
        XCTAssertEqual(read.diagnostics.filter { $0.id == .ibReference }.count, count)
        XCTAssertEqual(unit.syntax.statements.count, count * 3)
    }
}
