import XCTest
import LayoutSource
@testable import LayoutBackends

/// `RenderJSONWriter.write` writes the document variant by variant; its bytes must be those
/// of serializing the whole document's value at once.
final class RenderJSONWriterTests: XCTestCase {
    func testPieceByPieceEqualsTheWholeValue() {
        let one = RenderVariant(traits: "wC hR", deviceName: nil, canvasWidth: 10, canvasHeight: 1,
                                safeArea: .zero, margins: .zero, views: [])
        let documents = [
            FixtureDocuments.profile,
            RenderDocument(file: "f \"quoted\".layout", variants: []),
            RenderDocument(file: "f", variants: [one]),
            RenderDocument(file: "f", variants: [one, one]),
        ]
        for doc in documents {
            XCTAssertEqual(RenderJSONWriter.write(doc), RenderJSONWriter.value(doc).serialized(indent: 2) + "\n", doc.file)
        }
    }
}
