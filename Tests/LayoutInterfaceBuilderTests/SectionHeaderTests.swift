import Foundation
import InterfaceBuilderDocument
import LayoutInterfaceBuilder
import LayoutSource
import XCTest

/// A collection's section header and footer (`section-header.storyboard`) as units: in a flow
/// layout as long as the collection on the axis it scrolls across, as the reference size on the other.
final class SectionHeaderTests: XCTestCase {
    static let fixture = "section-header.storyboard"

    func text() throws -> String { try String(contentsOfFile: Fixtures.path(Self.fixture), encoding: .utf8) }

    func read(_ text: String? = nil) throws -> (IBReadResult, SourceFile) {
        try ResolvedRead.read(fixture: Self.fixture, text: text, path: "Gallery.storyboard")
    }

    func unit(_ name: String, in read: IBReadResult) throws -> IBUnit { try ResolvedRead.unit(name, in: read) }

    func testSectionHeadersAndFootersAreUnits() throws {
        let (read, _) = try read()
        XCTAssertEqual(read.diagnostics.map(\.message), [], "no ib-unsupported for a reusable view")
        XCTAssertEqual(read.units.map(\.name), ["GalleryViewController", "PhotoCell", "SectionHeaderView", "sectionFooter",
                                                "StripViewController", "stripCollectionSectionHeader"])
        XCTAssertEqual(read.units.map(\.kind), [.scene, .cell, .sectionHeader, .sectionFooter, .scene, .sectionHeader])
        XCTAssertEqual(try unit("SectionHeaderView", in: read).views.first?.className, "UICollectionReusableView")
    }

    /// Scrolling vertically: the reference size's height (50, not its width), the collection's width.
    func testAVerticalFlowsHeaderIsAsWideAsTheCollection() throws {
        let (read, source) = try read()
        let header = try unit("SectionHeaderView", in: read)
        XCTAssertEqual(header.canvases.map(\.width), [393, 852, 932, 834])
        XCTAssertEqual(header.canvases.map(\.height), [50, 50, 50, 50])
        XCTAssertEqual(header.canvases.map(\.safeArea.right), [0, 59, 59, 0])
        let solved = try XCTUnwrap(UnitSolver(unit: header, source: source).solve(check: true))
        XCTAssertEqual(solved.diagnostics.map(\.message), [])
        FixtureFrames.assertFrames(UnitSolver.frames(solved.solution), [
            "recentLabel": IBRect(x: 16, y: 16, width: 53, height: 20.333333333333332),
            "seeAllButton": IBRect(x: 319, y: 8, width: 58, height: 34),
        ])
        let footer = try unit("sectionFooter", in: read)
        XCTAssertEqual(footer.canvases.map(\.height), [30, 30, 30, 30])
        let centred = try XCTUnwrap(UnitSolver(unit: footer, source: source).solve())
        FixtureFrames.assertFrames(UnitSolver.frames(centred.solution), ["label": IBRect(x: 166, y: 7, width: 61, height: 16)])
    }

    /// Scrolling horizontally: the reference size's width (80), the collection's height (140 in
    /// every size class, its own constraint), not the reference size's height.
    func testAHorizontalFlowsHeaderIsAsTallAsTheCollection() throws {
        let (read, source) = try read()
        let header = try unit("stripCollectionSectionHeader", in: read)
        XCTAssertEqual(header.canvases.map(\.width), [80, 80, 80, 80])
        XCTAssertEqual(header.canvases.map(\.height), [140, 140, 140, 140])
        let solved = try XCTUnwrap(UnitSolver(unit: header, source: source).solve())
        FixtureFrames.assertFrames(UnitSolver.frames(solved.solution), ["topLabel": IBRect(x: 25, y: 61, width: 30, height: 18)])
    }

    /// UIKit sizes the view by the layout's reference size, whatever frame the document stores.
    func testTheReferenceSizeIsTheSize() throws {
        let stale = try text()
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="393" height="50"/>"#,
                                  with: #"<rect key="frame" x="0.0" y="0.0" width="393" height="44"/>"#)
            .replacingOccurrences(of: #"<size key="headerReferenceSize" width="80" height="50"/>"#,
                                  with: #"<size key="headerReferenceSize" width="90" height="50"/>"#)
        XCTAssertNotEqual(stale, try text())
        let (read, _) = try read(stale)
        XCTAssertEqual(try unit("SectionHeaderView", in: read).designCanvas.height, 50)
        XCTAssertEqual(try unit("stripCollectionSectionHeader", in: read).designCanvas.width, 90)
    }

    /// A layout of the app's own places its supplementary views as it likes: the stored size.
    func testACustomLayoutsHeaderKeepsItsStoredSize() throws {
        let text = try text()
        let start = try XCTUnwrap(text.range(of: #"<collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="Sec-fl-001">"#))
        let end = try XCTUnwrap(text.range(of: "</collectionViewFlowLayout>", range: start.upperBound..<text.endIndex))
        let custom = text.replacingCharacters(in: start.lowerBound..<end.upperBound,
                                              with: #"<collectionViewLayout key="collectionViewLayout" id="Sec-fl-001" customClass="MosaicLayout" customModule="Gallery"/>"#)
        let (read, _) = try read(custom)
        XCTAssertEqual(read.diagnostics.map(\.message), [])
        let header = try unit("SectionHeaderView", in: read)
        XCTAssertEqual(header.canvases.map(\.width), [393, 393, 393, 393])
        XCTAssertEqual(header.canvases.map(\.height), [50, 50, 50, 50])
    }

    /// A xib's cell holding a collection: its cells and section header are read after it. The
    /// collection has no constraints (ambiguous): the header keeps its stored size everywhere.
    func testACollectionInAXibsCellHasItsCellsAndHeadersRead() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <collectionViewCell contentMode="center" id="Out-cc-001" customClass="ShelfCell">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <view key="contentView" contentMode="center" id="Out-cv-001">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <subviews>
                            <collectionView contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="Out-cl-001">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                                <collectionViewFlowLayout key="collectionViewLayout" id="Out-fl-001">
                                    <size key="itemSize" width="50" height="50"/>
                                    <size key="headerReferenceSize" width="0.0" height="20"/>
                                </collectionViewFlowLayout>
                                <cells>
                                    <collectionViewCell contentMode="center" reuseIdentifier="BookCell" id="In-cc-001">
                                        <rect key="frame" x="0.0" y="20" width="50" height="50"/>
                                        <view key="contentView" contentMode="center" id="In-cv-001">
                                            <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                            <subviews>
                                                <view translatesAutoresizingMaskIntoConstraints="NO" id="In-vw-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                                </view>
                                            </subviews>
                                        </view>
                                    </collectionViewCell>
                                </cells>
                                <collectionReusableView key="sectionHeaderView" contentMode="center" reuseIdentifier="ShelfHeader" id="In-hv-001">
                                    <rect key="frame" x="0.0" y="0.0" width="300" height="20"/>
                                    <subviews>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="In-vw-002">
                                            <rect key="frame" x="0.0" y="0.0" width="300" height="20"/>
                                        </view>
                                    </subviews>
                                </collectionReusableView>
                            </collectionView>
                        </subviews>
                    </view>
                </collectionViewCell>
            </objects>
        </document>
        """
        let (read, _) = try read(xib)
        XCTAssertEqual(read.units.map(\.name), ["ShelfCell", "bookCell", "shelfHeader"])
        XCTAssertEqual(read.units.map(\.kind), [.cell, .cell, .sectionHeader])
        let header = try unit("shelfHeader", in: read)
        XCTAssertEqual(header.canvases.map(\.width), [300, 300, 300, 300])
        XCTAssertEqual(header.canvases.map(\.height), [20, 20, 20, 20])
    }
}
