import LayoutIDE
import LayoutSource
import XCTest

/// Frame hints write each value as hovers do (`HoverText`: at most three decimals, no
/// trailing zeros, `-` for negatives), whole numbers by a shortcut of their own.
final class FrameHintTests: XCTestCase {
    func testValuesAreWrittenAsHoversWriteThem() {
        let text = "view a\nview b\nH:|-(-10)-[a(100.25)]\nV:|-2.5-[a(10)]\nH:|-[b(12.125)]\nV:|-(1000000)-[b(0.0004)]\n"
        let source = SourceFile(path: "/hints.layout", text: text)
        let analysis = AnalysisSession().analyze(source)
        XCTAssertEqual(analysis.diagnostics.filter { $0.severity == .error }, [])
        XCTAssertEqual(analysis.frameHints(from: 0, to: source.bytes.count).map(\.label),
                       ["-10,2.5 100.25×10", "20,1000000 12.125×0"])
    }
}
