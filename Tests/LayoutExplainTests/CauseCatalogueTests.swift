import Foundation
import LayoutExplain
import TestSupport
import XCTest

/// Every cause of the catalogue has a fixture that is explained by it, and docs/explain.md
/// describes it.
final class CauseCatalogueTests: XCTestCase {
    func testEachCauseFixture() throws {
        let expected: [String: Cause] = [
            "encapsulated-size": .encapsulatedSize, "zero-size-container": .zeroSizeContainer,
            "autoresizing-mask": .autoresizingMask, "autoresizing-frame": .autoresizingMask,
            "hidden-in-stack": .hiddenInStack, "hidden-stack-in-stack": .hiddenInStack,
            "stack-fixed-size": .stackFixedSize, "arranged-view-placed": .stackFixedSize,
            "fixed-size-does-not-fit": .fixedSizeDoesNotFit, "pinned-edges-and-size": .pinnedEdgesAndSize,
            "duplicate-constraint": .duplicateConstraint, "placed-twice": .placedTwice, "negative-size": .negativeSize,
            "system-internal": .systemInternal, "unknown": .unknown, "undetermined-margins": .undetermined,
            "undetermined-grid": .undetermined,
        ]
        XCTAssertEqual(Set(expected.values), Set(Cause.allCases))
        for (name, cause) in expected {
            let result = try ExplainGoldenTests.explain("Tests/LayoutExplainTests/Fixtures/causes/\(name).log")
            XCTAssertEqual(result.reports.map(\.cause), [cause], name)
            let r = result.reports[0]
            XCTAssertEqual(r.minimal.isEmpty, cause == .undetermined, name)
            XCTAssertFalse(r.explanation.isEmpty)
            XCTAssertFalse(r.fix.isEmpty)
        }
    }

    func testTheDocsListEveryCause() throws {
        let doc = try String(contentsOfFile: RepoPaths.path("docs/explain.md"), encoding: .utf8)
        for c in Cause.allCases {
            XCTAssertTrue(doc.contains("### `\(c.rawValue)`"), c.rawValue)
            XCTAssertTrue(doc.contains(c.summary), c.rawValue)
        }
    }
}
