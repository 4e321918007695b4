import LayoutBackends
import LayoutDiagnosticWriters
import LayoutSource
import XCTest

final class EscapingTests: XCTestCase {
    private func diagnostic(file: String, message: String, notes: [DiagnosticNote] = []) -> Diagnostic {
        let start = SourceLocation(line: 2, column: 3, offset: 10), end = SourceLocation(line: 2, column: 9, offset: 16)
        return Diagnostic(id: DiagnosticID("unknown-view"), severity: .warning, message: message, file: file,
                          range: SourceRange(start: start, end: end), notes: notes)
    }

    func testGitHubEscapesDataAndProperties() {
        let d = diagnostic(file: "a,b:c%.layout", message: "100% sure\r\nreally: yes, no")
        XCTAssertEqual(GitHubAnnotationWriter.write([d]),
                       "::warning file=a%2Cb%3Ac%25.layout,line=2,col=3,endLine=2,endColumn=9,title=vflc unknown-view"
                       + "::100%25 sure%0D%0Areally: yes, no\n")
        XCTAssertEqual(GitHubAnnotationWriter.escapeProperty("x:y,z%\n"), "x%3Ay%2Cz%25%0A")
        XCTAssertEqual(GitHubAnnotationWriter.escapeData("x:y,z%\n"), "x:y,z%25%0A")
    }

    func testGitHubNoticeForNotesSeverity() {
        var d = diagnostic(file: "a.layout", message: "m")
        d.severity = .note
        XCTAssertTrue(GitHubAnnotationWriter.line(d).hasPrefix("::notice file=a.layout,"))
    }

    func testSARIFURIsArePercentEncoded() throws {
        let d = diagnostic(file: "my screens/<stdin> é.layout", message: "m")
        let text = SARIFWriter.write([d])
        XCTAssertTrue(text.contains("\"uri\": \"my%20screens/%3Cstdin%3E%20%C3%A9.layout\""), text)
    }

    func testSVGEscapesNames() {
        let root = RenderView(name: "root", kind: "view", parent: nil, x: 0, y: 0, width: 100, height: 100, isBuiltin: true, depth: 0)
        let odd = RenderView(name: "a<b>&\"c'", kind: "label", parent: 0, x: 1, y: 1, width: 10, height: 10, depth: 1)
        let doc = RenderDocument(file: "x&y.layout", variants: [
            RenderVariant(traits: "wC hR", deviceName: "Dev <1>", canvasWidth: 100, canvasHeight: 100,
                          safeArea: .zero, margins: .zero, views: [root, odd]),
        ])
        let svg = SVGWriter.write(doc)
        XCTAssertTrue(svg.contains("a&lt;b&gt;&amp;&quot;c&apos;"))
        XCTAssertTrue(svg.contains("vflc render: x&amp;y.layout"))
        XCTAssertTrue(svg.contains("Dev &lt;1&gt;"))
        XCTAssertFalse(svg.contains("a<b>"))
    }
}
