import Foundation
@testable import LayoutExplain
import LayoutSource
import TestSupport
import XCTest

/// Identifiers that are source positions, the files they name, and what `vflc check` says there.
final class SourcePositionTests: XCTestCase {
    func testVflcIdentifiers() {
        XCTAssertEqual(SourcePosition.vflc("card.layout:12:5"), .layout(path: "card.layout", line: 12, column: 5, role: nil))
        XCTAssertEqual(SourcePosition.vflc("Sources/App/card.layout:12:5 width-hugging"),
                       .layout(path: "Sources/App/card.layout", line: 12, column: 5, role: "width-hugging"))
        XCTAssertEqual(SourcePosition.vflc("C:/x.layout:3:1"), .layout(path: "C:/x.layout", line: 3, column: 1, role: nil))
        for not in ["UIView-Encapsulated-Layout-Height", "UISV-spacing", "a:b:c", "x.layout:0:1", "x.layout:1", ":1:2",
                    "x.layout:1:2 two words", "my file.layout:1:2", "x.layout:1:2 "] {
            XCTAssertNil(SourcePosition.vflc(not), not)
        }
    }

    func testSnapKitTags() {
        XCTAssertEqual(SourcePosition.snapKit("ViewController.swift#42"), .snapKit(path: "ViewController.swift", line: 42))
        XCTAssertEqual(SourcePosition.snapKit("/Users/me/My App/View.swift#7"), .snapKit(path: "/Users/me/My App/View.swift", line: 7))
        XCTAssertNil(SourcePosition.snapKit("View.swift#"))
        XCTAssertNil(SourcePosition.snapKit("#3"))
    }

    func testFilesAreFoundAsTheBuildPluginNamesThem() {
        let project = RepoPaths.path("Tests/LayoutExplainTests/Fixtures/project")
        let sources = LayoutSources(directory: project)
        // Relative to the package, as the plugin writes them.
        XCTAssertEqual(sources.locate("Sources/Profile/profile.layout"), project + "/Sources/Profile/profile.layout")
        // A longer or other prefix: the file whose path ends the same way.
        XCTAssertEqual(sources.locate("/Users/lena/Profiles/Sources/Profile/profile.layout"), project + "/Sources/Profile/profile.layout")
        XCTAssertEqual(sources.locate("profile.layout"), project + "/Sources/Profile/profile.layout")
        XCTAssertEqual(sources.locate("BadgeView.swift"), project + "/Sources/Profile/BadgeView.swift")
        XCTAssertNil(sources.locate("missing.layout"))
        // From a folder above the package.
        let above = LayoutSources(directory: RepoPaths.path("Tests/LayoutExplainTests"))
        XCTAssertEqual(above.locate("Sources/Profile/profile.layout"), RepoPaths.path("Tests/LayoutExplainTests") + "/Fixtures/project/Sources/Profile/profile.layout")
        // Without a folder: the path as given.
        XCTAssertNil(LayoutSources(directory: nil).locate("Sources/Profile/profile.layout"))
        XCTAssertEqual(LayoutSources(directory: nil).locate(project + "/Sources/Profile/profile.layout"), project + "/Sources/Profile/profile.layout")
    }

    func testGeneratedConstraintsCarryTheirLineAndVflcCheck() throws {
        let result = try ExplainGoldenTests.explain("Tests/LayoutExplainTests/Fixtures/generated-profile.log")
        XCTAssertEqual(result.reports.count, 3)
        let horizontal = result.reports[0]
        XCTAssertEqual(horizontal.cause, .fixedSizeDoesNotFit)
        XCTAssertEqual(horizontal.constraints[1].location?.line, 10)
        XCTAssertEqual(horizontal.constraints[1].location?.column, 19)
        XCTAssertEqual(horizontal.constraints[1].location?.source.lineText(10), "H:|-inset-[avatar(72)]-12-[name]-12-[follow]-inset-|")
        // Line 14 is what `vflc check` calls redundant: its diagnostic comes with the constraint.
        let vertical = result.reports[1]
        let redundant = try XCTUnwrap(vertical.constraints.first { $0.location?.line == 14 })
        XCTAssertEqual(redundant.location?.check.map(\.id.rawValue), ["redundant-constraint"])
        XCTAssertTrue(vertical.constraints.filter { $0.location?.line == 11 }.allSatisfy { $0.location?.check.isEmpty ?? false })
        // SnapKit's file#line, found by its file name.
        XCTAssertEqual(result.reports[2].constraints.map { $0.location?.line }, [12, 13])
        XCTAssertEqual(result.reports[2].constraints[0].location?.checked, false)
    }
}
