import Foundation
import LayoutServer
import LayoutSource
import TestSupport
import XCTest

/// Issue 28's smaller editor gaps and issue 25's syntax in the editor, through the built
/// `vflc lsp --stdio`: built-in guides, hovers on `H:`, `V:` and `|`, both numbers of `120x22`,
/// the editor's fixes, ambiguous frame hints; completion, hovers and tokens of scroll views,
/// cells, controls, custom classes and format options.
final class LanguageServerSyntaxTests: XCTestCase, LanguageServerTestSession {
    // MARK: 4. Built-in guides, hovers on punctuation, number tokens, fixes, hints

    func testReadableAndKeyboardAreCompletedAndMarkedBuiltIn() throws {
        let text = try String(contentsOfFile: RepoPaths.path("Samples/sign-in.layout"), encoding: .utf8) + "\n"
        let uri = "file:///tmp/lsp-editor/guides.layout"
        let c = try start()
        open(c, uri, text)
        _ = c.diagnostics(uri, version: 1)
        let lastLine = text.filter { $0 == "\n" }.count
        let labels = c.call("textDocument/completion", at(uri, lastLine, 0))?["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
        for name in ["safeArea", "readable", "keyboard"] { XCTAssertTrue(labels.contains(name), "\(name) not in \(labels)") }
        let tokens = try semanticTokens(c, uri)
        for name in ["safeArea", "readable", "keyboard"] {
            let (line, column) = Self.place(of: name + ".", in: text)
            let token = tokens.first { $0.line == line && $0.column == column }
            XCTAssertEqual(token?.type, "variable", name)
            XCTAssertEqual((token?.modifiers ?? 0) & 2, 2, "\(name) is defaultLibrary")
        }
        close(c)
    }

    func testHoverOnOrientationsAndEdges() throws {
        let text = "view card {\n  label title intrinsic 100x20\n  H:|-12-[title]-(>=12)-|\n  V:||[title]||\n}\nH:|[card]|\nV:|-20-[card]\n"
        let uri = "file:///tmp/lsp-editor/edges.layout"
        let c = try start()
        open(c, uri, text)
        _ = c.diagnostics(uri, version: 1)
        func hover(_ line: Int, _ column: Int) -> String {
            c.call("textDocument/hover", at(uri, line, column))?["contents"]?["value"]?.stringValue ?? ""
        }
        let h = hover(2, 2)
        XCTAssertTrue(h.contains("horizontal visual-format line"), h)
        XCTAssertTrue(h.contains("`title.x == card.x + 12`") && h.contains("`card.x + card.width >= title.x + title.width + 12`"),
                      "the line's constraints: \(h)")
        let v = hover(6, 0)
        XCTAssertTrue(v.contains("vertical visual-format line") && v.contains("`card.y == root.y + 20`"), v)
        let leading = hover(2, 4)
        XCTAssertTrue(leading.contains("leading edge of `card`"), leading)
        let trailing = hover(2, 24)
        XCTAssertTrue(trailing.contains("trailing edge of `card`"), trailing)
        let margins = hover(3, 4)
        XCTAssertTrue(margins.contains("top edge of `card`'s layout margins"), margins)
        let root = hover(5, 2)
        XCTAssertTrue(root.contains("leading edge of `root`"), root)
        close(c)
    }

    func testBothNumbersOfAnIntrinsicSizeAreNumberTokens() throws {
        let text = "label title intrinsic 120x22\nfield email intrinsic _x36\nlabel small intrinsic 12.5x.5\nH:|[title][email][small]|\nV:|[title][email][small]\n"
        let uri = "file:///tmp/lsp-editor/numbers.layout"
        let c = try start()
        open(c, uri, text)
        _ = c.diagnostics(uri, version: 1)
        let tokens = try semanticTokens(c, uri)
        func token(_ line: Int, _ column: Int) -> (String, Int)? {
            tokens.first { $0.line == line && $0.column == column }.map { ($0.type, $0.length) }
        }
        XCTAssertEqual(token(0, 22)?.0, "number"); XCTAssertEqual(token(0, 22)?.1, 3)   // 120
        XCTAssertEqual(token(0, 26)?.0, "number"); XCTAssertEqual(token(0, 26)?.1, 2)   // 22
        XCTAssertEqual(token(1, 24)?.0, "number"); XCTAssertEqual(token(1, 24)?.1, 2)   // 36 of _x36
        XCTAssertEqual(token(2, 22)?.0, "number"); XCTAssertEqual(token(2, 22)?.1, 4)   // 12.5
        XCTAssertEqual(token(2, 27)?.0, "number"); XCTAssertEqual(token(2, 27)?.1, 2)   // .5
        // The size ends with its line: the next line is highlighted as any other.
        XCTAssertEqual(token(1, 0)?.0, "type")        // field
        XCTAssertEqual(token(2, 0)?.0, "type")        // label
        XCTAssertEqual(token(3, 0)?.0, "keyword")     // H
        XCTAssertEqual(token(3, 4)?.0, "variable")    // title
        XCTAssertEqual(token(4, 0)?.0, "keyword")     // V
        close(c)
    }

    func testAddConstraintFixForAPartlyConstrainedView() throws {
        // Pinned on the left, no width: the checker offers nothing (several fixes are reasonable).
        try fixesClear("ambiguous", of: "box", in: "view box\nH:|-20-[box]\nV:|-[box(50)]\n", expectTitle: "Add 'H:[box]-20-|'",
                       uri: "file:///tmp/lsp-editor/partly.layout")
        // A width and only an inequality for its position.
        try fixesClear("ambiguous", of: "bar", in: "view bar\nH:[bar(80)]\nbar.leading >= superview.leading + 10\nV:|-[bar(50)]\n",
                       expectTitle: "Add 'H:|-", uri: "file:///tmp/lsp-editor/partly2.layout")
    }

    func testHuggingFixForAContentPriorityTie() throws {
        try fixesClear("ambiguous", of: "left", in: "label left intrinsic 100x20\nlabel right intrinsic 100x20\nH:|[left][right]|\nV:|[left]\nV:|[right]\n",
                       expectTitle: "hugging priority", uri: "file:///tmp/lsp-editor/tie.layout")
    }

    func testLowerPriorityFixBesideAnotherError() throws {
        let text = "view box\nH:|[box]|\nV:|[box(50)]\nbox.width == 100\nbox.width >= 120\nH:|[missing]\n"
        let uri = "file:///tmp/lsp-editor/conflict.layout"
        let c = try start()
        open(c, uri, text)
        let before = try XCTUnwrap(c.diagnostics(uri, version: 1))
        XCTAssertEqual(Set(codes(before)), ["unsatisfiable", "unknown-view"])
        let conflict = try XCTUnwrap(before.first { $0["code"]?.stringValue == "unsatisfiable" })
        let actions = try XCTUnwrap(c.call("textDocument/codeAction", document(uri, [
            ("range", try XCTUnwrap(conflict["range"])), ("context", .object([])),
        ]))?.arrayValue)
        let action = try XCTUnwrap(actions.first { $0["title"]?.stringValue == "Lower its priority to 999" }, "\(actions)")
        let fixed = Self.apply(action["edit"]?["changes"]?[uri]?.arrayValue ?? [], to: text)
        XCTAssertEqual(fixed.components(separatedBy: " @999\n").count, 2, fixed)
        change(c, uri, fixed, version: 2)
        // The constraint is optional now: at most a warning that it is not met.
        XCTAssertEqual(codes(c.diagnostics(uri, version: 2)?.filter { $0["severity"] == .number(1) }), ["unknown-view"])
        close(c)
    }

    func testAnAmbiguousFrameHintShowsNoNegativeSize() throws {
        // Two views sharing a row with nothing to size either: the solver may pick any split,
        // including a negative width; the hint says which values are open.
        let text = "view a\nview b\nH:|[a]-100-[b]-(-300)-|\nV:|[a(10)]\nV:|[b(10)]\n"
        let uri = "file:///tmp/lsp-editor/negative.layout"
        let c = try start()
        open(c, uri, text)
        _ = c.diagnostics(uri, version: 1)
        let labels = hints(c, uri)
        XCTAssertEqual(labels.count, 2, "\(labels)")
        for label in labels {
            XCTAssertFalse(label.contains("-"), "a negative value in \(label)")
            XCTAssertTrue(label.hasSuffix(" ambiguous"), label)
            XCTAssertTrue(label.contains("?"), label)
        }
        close(c)
    }

    // MARK: 5. Issue 25's syntax in the editor

    static let screen = """
    scroll feed {
      view header
      switch notify
      segmented period intrinsic 240x_
      view chart: ChartView
      H:|[header]|
      H:|-[notify]-[period]-| options alignAllCenterY
      H:|[chart]|
      feed.content.width == feed.frame.width
      V:|[header(300)]-[notify]-[chart(200)]-|
    }
    H:|[feed]|
    V:|[feed]|

    """

    func testCompletionOfTheNewKindsCellWordsOptionsAndScrollGuides() throws {
        let uri = "file:///tmp/lsp-editor/new-syntax.layout"
        let c = try start()
        let text = Self.screen + "\nfeed.\nH:|[header] options alignAllTop, \n"
        open(c, uri, text)
        _ = c.diagnostics(uri, version: 1)
        func labels(_ line: Int, _ column: Int) -> [String] {
            c.call("textDocument/completion", at(uri, line, column))?["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
        }
        let lines = text.components(separatedBy: "\n")
        let atStart = labels(13, 0)
        for kind in ["scroll", "switch", "slider", "segmented", "stepper", "pages", "progress", "activity", "text", "picker", "date",
                     "table", "collection"] {
            XCTAssertTrue(atStart.contains(kind), "\(kind) not in \(atStart)")
        }
        XCTAssertFalse(atStart.contains("cell"), "`cell` only as the first statement")
        let guides = labels(14, 5)
        XCTAssertTrue(guides.contains("content") && guides.contains("frame") && guides.contains("width"), "\(guides)")
        let afterGuide = labels(8, 15)   // feed.content.|
        XCTAssertTrue(afterGuide.contains("width") && !afterGuide.contains("content"), "\(afterGuide)")
        let options = labels(6, 36)       // after `options `
        XCTAssertTrue(options.contains("alignAllCenterY") && options.contains("directionLeftToRight"), "\(options)")
        let afterComma = labels(15, lines[15].utf16.count)
        XCTAssertTrue(labels(16, 0).contains("alignAllLeading"), "a line break after a comma continues the list")
        XCTAssertTrue(afterComma.contains("alignAllBottom") && afterComma.contains("spacingBaselineToBaseline"), "\(afterComma)")
        close(c)

        let cellURI = "file:///tmp/lsp-editor/cell.layout"
        let d = try start()
        open(d, cellURI, "\ncell \ncell table \n")
        _ = d.diagnostics(cellURI, version: 1)
        func cellLabels(_ line: Int, _ column: Int) -> [String] {
            d.call("textDocument/completion", at(cellURI, line, column))?["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
        }
        XCTAssertTrue(cellLabels(0, 0).contains("cell"), "the first statement may be a cell header")
        XCTAssertEqual(cellLabels(1, 5), ["table", "collection"])
        XCTAssertEqual(cellLabels(2, 11), ["estimated"])
        close(d)
    }

    func testHoverOnKindsGuidesOptionsCellWordsAndClasses() throws {
        let uri = "file:///tmp/lsp-editor/new-hover.layout"
        let c = try start()
        open(c, uri, Self.screen)
        _ = c.diagnostics(uri, version: 1)
        func hover(_ needle: String, _ delta: Int = 1) -> String {
            let (line, column) = Self.place(of: needle, in: Self.screen)
            return c.call("textDocument/hover", at(uri, line, column + delta))?["contents"]?["value"]?.stringValue ?? ""
        }
        let toggle = hover("switch")
        XCTAssertTrue(toggle.contains("UISwitch") && toggle.contains("51 × 31"), toggle)
        let segmented = hover("segmented")
        XCTAssertTrue(segmented.contains("UISegmentedControl") && segmented.contains("height 32"), segmented)
        let scroll = hover("scroll")
        XCTAssertTrue(scroll.contains("UIScrollView") && scroll.contains("No intrinsic size"), scroll)
        let content = hover("content.width")
        XCTAssertTrue(content.contains("contentLayoutGuide") && content.contains("| wC hR |"), content)
        let frame = hover("frame.width")
        XCTAssertTrue(frame.contains("frameLayoutGuide"), frame)
        let option = hover("alignAllCenterY")
        XCTAssertTrue(option.contains("centerY") && option.contains("FormatOptions"), option)
        let options = hover("options")
        XCTAssertTrue(options.contains("format options"), options)
        let custom = hover("ChartView")
        XCTAssertTrue(custom.contains("ChartView") && custom.contains("custom class") && custom.contains("UIView"), custom)
        close(c)

        let cellURI = "file:///tmp/lsp-editor/cell-hover.layout"
        let d = try start()
        let cell = "cell table estimated 80\nlabel name intrinsic 200x22\nH:|-[name]-|\nV:|-[name]-|\n"
        open(d, cellURI, cell)
        _ = d.diagnostics(cellURI, version: 1)
        let header = d.call("textDocument/hover", at(cellURI, 0, 7))?["contents"]?["value"]?.stringValue ?? ""
        XCTAssertTrue(header.contains("UITableViewCell") && header.contains("80 pt"), header)
        close(d)
    }

    func testSemanticTokensOfTheNewSyntax() throws {
        let uri = "file:///tmp/lsp-editor/new-tokens.layout"
        let c = try start()
        open(c, uri, Self.screen)
        _ = c.diagnostics(uri, version: 1)
        let tokens = try semanticTokens(c, uri)
        func token(_ needle: String) -> (type: String, modifiers: Int)? {
            let (line, column) = Self.place(of: needle, in: Self.screen)
            return tokens.first { $0.line == line && $0.column == column }.map { ($0.type, $0.modifiers) }
        }
        XCTAssertEqual(token("scroll")?.type, "type")
        XCTAssertEqual(token("switch")?.type, "type")
        XCTAssertEqual(token("ChartView")?.type, "type")
        XCTAssertEqual(token("options")?.type, "keyword")
        XCTAssertEqual(token("alignAllCenterY")?.type, "enumMember")
        XCTAssertEqual(token("content.width")?.type, "property")
        XCTAssertEqual((token("content.width")?.modifiers ?? 0) & 2, 2, "a built-in guide")
        XCTAssertEqual(token("frame.width")?.type, "property")
        close(c)

        let cellURI = "file:///tmp/lsp-editor/cell-tokens.layout"
        let d = try start()
        open(d, cellURI, "cell collection estimated 60\nlabel name intrinsic 200x22\nH:|-[name]-|\nV:|-[name]-|\n")
        _ = d.diagnostics(cellURI, version: 1)
        let cellTokens = try semanticTokens(d, cellURI)
        XCTAssertEqual(cellTokens.first { $0.line == 0 && $0.column == 0 }?.type, "keyword")      // cell
        XCTAssertEqual(cellTokens.first { $0.line == 0 && $0.column == 5 }?.type, "enumMember")   // collection
        XCTAssertEqual(cellTokens.first { $0.line == 0 && $0.column == 16 }?.type, "keyword")     // estimated
        XCTAssertEqual(cellTokens.first { $0.line == 0 && $0.column == 26 }?.type, "number")      // 60
        close(d)
    }
}
