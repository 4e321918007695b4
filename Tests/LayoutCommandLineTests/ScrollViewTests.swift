import Foundation
import LayoutBackends
import LayoutCheck
import LayoutPipeline
import LayoutLowering
import LayoutSource
import XCTest

/// Scroll views (docs/language.md §16), hand-computed in both directions: what UIKit does with
/// the constraints (Auto Layout Guide, "Working with Scroll Views": edges and margins between a
/// scroll view and its content attach to the content area, widths, heights and centres to its
/// frame, constraints with views outside it to its frame) against what vflc solves, and what
/// vflc reports when the content size is not fixed.
final class ScrollViewTests: XCTestCase {
    private func layout(_ text: String, _ target: LayoutTarget = StackLayout.roomy,
                        file: StaticString = #filePath, line: UInt = #line) -> StackLayout {
        StackLayout.errorFree(text, target, file: file, line: line)
    }

    /// Apple's recipe for vertical scrolling: the content as wide as the frame, a chain of views
    /// from the content's top to its bottom.
    static let list = """
        scroll feed {
          view header
          label title intrinsic 200x22
          view body
          H:|[header]|
          H:|-[title]-|
          H:|[body]|
          feed.content.width == feed.frame.width
          V:|[header(300)]-[title]-[body(1200)]-|
        }
        H:|[feed]|
        V:|-100-[feed]|

        """

    func testContentIsLaidOutFromTheScrollViewsOrigin() {
        let l = layout(Self.list)
        XCTAssertEqual(l.frame("feed"), Rect(0, 100, 1000, 900))
        // 300 + 8 + 22 + 8 + 1200 + 20 (the standard space to the edge) = 1558.
        XCTAssertEqual(l.frame("feed.content"), Rect(0, 100, 1000, 1558))
        XCTAssertEqual(l.frame("header"), Rect(0, 100, 1000, 300))
        XCTAssertEqual(l.frame("title"), Rect(20, 408, 960, 22))
        XCTAssertEqual(l.frame("body"), Rect(0, 438, 1000, 1200))
        // The body reaches past the frame and the canvas, inside the content: nothing to report.
        XCTAssertEqual(l.diagnostics, [])
    }

    /// The render model gives the content size, and subviews' frames relative to the content
    /// area's origin (the scroll view's at content offset zero).
    func testRenderJSONGivesTheContentSize() throws {
        let compiled = Pipeline.compile(SourceFile(path: "list.layout", text: Self.list), targets: [StackLayout.roomy])
        let doc = RenderModelBuilder.document(compiled)
        let views = doc.variants[0].views
        let feed = try XCTUnwrap(views.firstIndex { $0.name == "feed" })
        XCTAssertEqual(views[feed].contentSize, RenderSize(width: 1000, height: 1558))
        let body = try XCTUnwrap(views.firstIndex { $0.name == "body" })
        XCTAssertEqual(doc.variants[0].relativeFrame(of: body), RenderRect(x: 0, y: 338, width: 1000, height: 1200))
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(RenderJSONWriter.write(doc).utf8)) as? [String: Any])
        let variant = try XCTUnwrap((json["variants"] as? [[String: Any]])?.first)
        let feedJSON = try XCTUnwrap((variant["views"] as? [[String: Any]])?.first { $0["name"] as? String == "feed" })
        XCTAssertEqual(feedJSON["contentSize"] as? [String: Double], ["width": 1000, "height": 1558])
        let guides = try XCTUnwrap(variant["guides"] as? [[String: Any]])
        XCTAssertEqual(guides.compactMap { $0["guide"] as? String }, ["content", "frame"])
        // The SVG draws the whole content, taller than the canvas, and marks the visible part.
        let svg = SVGWriter.write(doc)
        XCTAssertTrue(svg.contains("class=\"scroll-visible\" x=\"0\" y=\"100\" width=\"1000\" height=\"900\""), svg)
        XCTAssertTrue(svg.contains("class=\"scroll-content\" x=\"0\" y=\"100\" width=\"1000\" height=\"1558\""))
        XCTAssertTrue(svg.contains("scrolled out of view"))
        let height = try XCTUnwrap(svg.firstMatch(of: /height="([0-9.]+)" viewBox/).map { Double($0.1)! })
        XCTAssertGreaterThan(height, 1658)
    }

    /// Edges between a scroll view and its content attach to the content area, sizes and
    /// centres to the frame: the content is 3000 × 2000, the badge centred in the 400 × 300
    /// frame at (100, 100), so at (275, 225); if its centres were the content's it would be at
    /// (1575, 1075).
    func testEdgesAttachToTheContentAndCentresToTheFrame() {
        let text = """
            scroll feed {
              view a
              view badge
              a.top == superview.top
              a.leading == superview.leading
              a.bottom == superview.bottom
              a.trailing == superview.trailing
              a.width == 3000
              a.height == 2000
              badge.width == 50
              badge.height == 50
              badge.centerX == superview.centerX
              badge.centerY == feed.centerY
            }
            H:|-100-[feed(400)]
            V:|-100-[feed(300)]

            """
        let l = layout(text)
        XCTAssertEqual(l.frame("feed.content"), Rect(100, 100, 3000, 2000))
        XCTAssertEqual(l.frame("a"), Rect(100, 100, 3000, 2000))
        XCTAssertEqual(l.frame("badge"), Rect(275, 225, 50, 50))
        XCTAssertEqual(l.diagnostics, [])
    }

    /// Widths relate to the frame: `photo.width == superview.width` is the frame's 400.
    func testWidthsAttachToTheFrame() {
        let text = "scroll feed {\n  view photo\n  H:|[photo]|\n  photo.width == superview.width\n  V:|[photo(800)]|\n}\n"
            + "H:|-100-[feed(400)]\nV:|[feed(300)]\n"
        let l = layout(text)
        XCTAssertEqual(l.frame("photo"), Rect(100, 0, 400, 800))
        XCTAssertEqual(l.frame("feed.content"), Rect(100, 0, 400, 800))
    }

    /// Content pinned to the frame guide does not scroll: the button floats at the frame's
    /// bottom-right corner, 16 pt in, while the list is 3000 tall.
    func testTheFrameGuideHoldsFloatingContent() {
        let text = """
            scroll feed {
              view list
              button fab intrinsic 56x56
              H:|[list(1000)]|
              V:|[list(3000)]|
              fab.trailing == feed.frame.trailing - 16
              fab.bottom == feed.frame.bottom - 16
            }
            H:|[feed]|
            V:|[feed]|

            """
        let l = layout(text)
        XCTAssertEqual(l.frame("fab"), Rect(928, 928, 56, 56))
        XCTAssertEqual(l.frame("feed.content"), Rect(0, 0, 1000, 3000))
        XCTAssertEqual(l.frame("feed.frame"), Rect(0, 0, 1000, 1000))
        // With content shorter than the frame the button lies outside the content but inside
        // the frame: where it floats, not outside its superview.
        let short = layout(text.replacingOccurrences(of: "V:|[list(3000)]|", with: "V:|[list(300)]|"))
        XCTAssertEqual(short.frame("fab"), Rect(928, 928, 56, 56))
        XCTAssertEqual(short.diagnostics, [])
        let outside = layout(text.replacingOccurrences(of: "V:|[list(3000)]|", with: "V:|[list(300)]|")
            .replacingOccurrences(of: "fab.bottom == feed.frame.bottom - 16", with: "fab.top == feed.frame.bottom + 10"))
        XCTAssertEqual(outside.diagnostics.filter { $0.contains("outside-superview") }.count, 1, "\(outside.diagnostics)")
    }

    /// `||` in a scroll view's block is its margins, which are the content area's.
    func testMarginsAreTheContentAreas() {
        let text = "scroll feed {\n  view a\n  H:||[a]||\n  V:||[a(100)]||\n  feed.content.width == feed.frame.width\n}\n"
            + "H:|[feed(400)]\nV:|[feed(300)]\n"
        let l = layout(text)
        XCTAssertEqual(l.frame("a"), Rect(8, 8, 384, 100))
        XCTAssertEqual(l.frame("feed.content"), Rect(0, 0, 400, 116))
    }

    /// Right to left, leading is the content area's right edge (its origin stays at the left).
    func testRightToLeft() {
        let text = "scroll feed {\n  view a\n  H:|-10-[a(100)]\n  feed.content.width == feed.frame.width\n  V:|[a(10)]|\n}\nH:|[feed]|\nV:|[feed]|\n"
        XCTAssertEqual(layout(text, DirectionTests.rtl).frame("a"), Rect(890, 0, 100, 10))
        XCTAssertEqual(layout(text).frame("a"), Rect(10, 0, 100, 10))
    }

    /// A stack in a scroll view: its hidden arranged view takes no space, so the content is 60 tall.
    func testHiddenViewsInAStackInAScrollView() {
        let text = """
            scroll feed {
              stack col axis vertical {
                label a intrinsic 100x20
                label b intrinsic 100x30 hidden
                label c intrinsic 100x40
              }
              H:|[col]|
              V:|[col]|
              feed.content.width == feed.frame.width
            }
            H:|[feed]|
            V:|[feed]|

            """
        let l = layout(text)
        XCTAssertEqual(l.frame("feed.content"), Rect(0, 0, 1000, 60))
        XCTAssertEqual(l.frame("c"), Rect(0, 20, 1000, 40))
    }

    // MARK: - What vflc reports

    func testMissingBottomIsAVerticalContentAmbiguity() throws {
        let text = "scroll feed {\n  view a\n  H:|[a]|\n  feed.content.width == feed.frame.width\n  V:|[a(500)]\n}\nH:|[feed]|\nV:|[feed]|\n"
        let compiled = Pipeline.compile(SourceFile(path: "s.layout", text: text), targets: [StackLayout.roomy])
        let found = compiled.diagnostics.filter { $0.id == .ambiguousScrollContent }
        XCTAssertEqual(found.map(\.axis), ["vertical"])
        let d = try XCTUnwrap(found.first)
        XCTAssertEqual(d.subject, "feed")
        XCTAssertEqual(compiled.source.text(in: d.range), "feed")
        XCTAssertTrue(d.message.hasPrefix("the scrollable content height of `feed` is ambiguous"), d.message)
        XCTAssertTrue(d.notes.contains { $0.message.contains("`a.top == feed.content.top`") }, "\(d.notes.map(\.message))")
        XCTAssertEqual(d.fixes.first?.title, "Add 'a.bottom == feed.content.bottom'")
        // No other error: the subview itself is fixed relative to its scroll view.
        XCTAssertEqual(compiled.diagnostics.filter { $0.severity == .error }.count, 1)
    }

    func testMissingWidthIsAHorizontalContentAmbiguityWithTheFrameWidthFix() throws {
        let text = "scroll feed {\n  label a intrinsic 100x20\n  H:|-[a]\n  V:|[a]|\n}\nH:|[feed]|\nV:|[feed]|\n"
        let source = SourceFile(path: "s.layout", text: text)
        let compiled = Pipeline.compile(source, targets: [StackLayout.roomy])
        let d = try XCTUnwrap(compiled.diagnostics.first { $0.id == .ambiguousScrollContent })
        XCTAssertEqual(d.axis, "horizontal")
        let fix = try XCTUnwrap(d.fixes.first)
        XCTAssertEqual(fix.title, "Add 'feed.content.width == feed.frame.width'")
        let fixed = fix.applied(to: source)
        XCTAssertTrue(fixed.contains("}\nfeed.content.width == feed.frame.width\nH:|[feed]|"), fixed)
        let after = Pipeline.compile(SourceFile(path: "s.layout", text: fixed), targets: [StackLayout.roomy])
        XCTAssertEqual(after.diagnostics.map(\.id), [])
    }

    /// Ambiguous only where a `when` block leaves the bottom unpinned: in compact height.
    func testAmbiguousOnlyInCompactHeight() throws {
        let text = """
            scroll feed {
              view a
              H:|[a]|
              feed.content.width == feed.frame.width
              V:|[a(500)]
              when hR { V:[a]| }
            }
            H:|[feed]|
            V:|[feed]|

            """
        let compiled = Pipeline.compile(SourceFile(path: "s.layout", text: text), targets: TargetResolver.defaultTargets)
        let found = compiled.diagnostics.filter { $0.id == .ambiguousScrollContent }
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.traits, ["wC hC", "wR hC"])
        XCTAssertEqual(found.first?.axis, "vertical")
        XCTAssertEqual(compiled.diagnostics.filter { $0.severity == .error }.count, 1)
        // In regular height the content is the subview's 500 pt.
        let regular = try XCTUnwrap(compiled.solutions.first { $0.ir.target.variant.height == .regular })
        let content = try XCTUnwrap(regular.ir.views.first { $0.name == "feed.content" })
        XCTAssertEqual(regular.frame(of: content.id).height, 500)
    }

    /// An empty scroll view is ambiguous on both axes; a scroll view whose own size is free is
    /// reported as `ambiguous` only.
    func testEmptyAndFreeScrollViews() {
        let empty = Pipeline.compile(SourceFile(path: "s.layout", text: "scroll feed\nH:|[feed]|\nV:|[feed]|\n"), targets: [StackLayout.roomy])
        XCTAssertEqual(Set(empty.diagnostics.filter { $0.id == .ambiguousScrollContent }.map(\.axis)), ["horizontal", "vertical"])
        let free = Pipeline.compile(SourceFile(path: "s.layout", text: "scroll feed {\n  view a\n  H:|[a]|\n  V:|[a(10)]|\n  a.width == superview.width\n}\nH:|[feed]\nV:|[feed(100)]\n"),
                                    targets: [StackLayout.roomy])
        XCTAssertEqual(free.diagnostics.filter { $0.id == .ambiguousScrollContent }.count, 0)
        XCTAssertTrue(free.diagnostics.contains { $0.id == .ambiguous && $0.subject == "feed" && $0.axis == "horizontal" })
    }

    func testScrollGuidesOnOtherViewsAreMisuse() {
        let compiled = Pipeline.compile(SourceFile(path: "s.layout", text: "view card\nH:|[card]|\nV:|[card]|\ncard.content.top == 0\n"),
                                        targets: [StackLayout.roomy])
        XCTAssertEqual(compiled.diagnostics.first?.id, .guideMisuse)
        XCTAssertTrue(compiled.diagnostics.first?.message.hasPrefix("'card' is a 'view', not a scroll view, so it has no 'content' guide") == true,
                      compiled.diagnostics.first?.message ?? "")
        let typo = Pipeline.compile(SourceFile(path: "s.layout", text: "scroll feed\nH:|[feed]|\nV:|[feed]|\nfeed.contnet.width == 10\n"),
                                    targets: [StackLayout.roomy])
        XCTAssertEqual(typo.diagnostics.first { $0.id == .guideMisuse }?.message,
                       "unknown layout guide 'contnet' of scroll view 'feed'; its guides are 'content', 'frame', 'margins' and 'readable'; did you mean 'content'?")
    }
}
