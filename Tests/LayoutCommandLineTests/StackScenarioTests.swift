import Foundation
import LayoutPipeline
import LayoutLowering
import LayoutSource
import TestSupport
import XCTest

/// Stacks the way screens use them (issue 6): a grid of nested fillEqually stacks, an axis that
/// turns with the width class, hidden arranged views, and what `vflc check` says about stacks.
final class StackScenarioTests: XCTestCase {
    private let wChR = TraitVariant(width: .compact, height: .regular)
    private let wChC = TraitVariant(width: .compact, height: .compact)
    private let wRhC = TraitVariant(width: .regular, height: .compact)
    private let wRhR = TraitVariant(width: .regular, height: .regular)

    // MARK: - Grid

    /// Four rows of three cells: a vertical fillEqually stack of horizontal fillEqually stacks,
    /// spacing 20, 20 pt from every edge of the root.
    private let grid: String = {
        var text = "stack grid axis vertical distribution fillEqually spacing 20 {\n"
        for r in 1...4 {
            text += "  stack row\(r) axis horizontal distribution fillEqually spacing 20 {\n"
            for c in 1...3 { text += "    view cell\(r)\(c)\n" }
            text += "  }\n"
        }
        return text + "}\nH:|-20-[grid]-20-|\nV:|-20-[grid]-20-|\n"
    }()

    func testGridOfFillEquallyStacksHasEqualCellsInAllFourVariants() {
        // Cell width = (canvas width - 2·20 edges - 2·20 gaps) / 3,
        // cell height = (canvas height - 2·20 edges - 3·20 gaps) / 4 (spec §8 canvases):
        let expected: [(TraitVariant, width: Double, height: Double)] = [
            (wChR, 313.0 / 3, 188),     // 393 × 852:  (393 - 80) / 3 = 313 / 3;  (852 - 100) / 4 = 188
            (wChC, 772.0 / 3, 73.25),   // 852 × 393:  (852 - 80) / 3 = 772 / 3;  (393 - 100) / 4 = 73.25
            (wRhC, 284, 82.5),          // 932 × 430:  (932 - 80) / 3 = 284;      (430 - 100) / 4 = 82.5
            (wRhR, 754.0 / 3, 273.5),   // 834 × 1194: (834 - 80) / 3 = 754 / 3;  (1194 - 100) / 4 = 273.5
        ]
        let layout = StackLayout(grid, targets: TargetResolver.defaultTargets)
        XCTAssertEqual(layout.diagnostics, [])
        for (variant, w, h) in expected {
            for r in 0..<4 {
                // Each row spans the grid's width; rows are stacked 20 apart.
                XCTAssertEqual(layout.frame("row\(r + 1)", variant), Rect(20, 20 + Double(r) * (h + 20), 3 * w + 40, h), "\(variant)")
                for c in 0..<3 {
                    let cell = Rect(20 + Double(c) * (w + 20), 20 + Double(r) * (h + 20), w, h)
                    XCTAssertEqual(layout.frame("cell\(r + 1)\(c + 1)", variant), cell, "\(variant) cell \(r + 1)\(c + 1)")
                }
            }
        }
    }

    func testGridCellsStayEqualOnAnyCanvas() {
        for (width, height) in [(320.0, 568.0), (1024.0, 1366.0), (500.0, 200.0)] {
            let target = LayoutTarget(variant: wChR, canvas: Canvas(width: width, height: height))
            let layout = StackLayout(grid, targets: [target])
            XCTAssertEqual(layout.diagnostics, [])
            let first = layout.frame("cell11")!
            XCTAssertEqual(first, Rect(20, 20, (width - 80) / 3, (height - 100) / 4), "\(width)x\(height)")
            for r in 1...4 {
                for c in 1...3 {
                    let f = layout.frame("cell\(r)\(c)")!
                    XCTAssertEqual(Rect(0, 0, f.width, f.height), Rect(0, 0, first.width, first.height))
                }
            }
            // The last cell ends 20 pt from the canvas's corner.
            let last = layout.frame("cell43")!
            XCTAssertEqual(last.x + last.width, width - 20, accuracy: 1e-6)
            XCTAssertEqual(last.y + last.height, height - 20, accuracy: 1e-6)
        }
    }

    // MARK: - Axis per width class

    func testAxisVerticalInCompactWidthHorizontalInRegularWidth() {
        let layout = StackLayout("""
        stack s axis vertical alignment center spacing 10 {
          label a intrinsic 40x20
          label b intrinsic 60x30
        }
        when wR { set s axis horizontal }
        H:|-20-[s]
        V:|-40-[s]
        """, targets: TargetResolver.defaultTargets)
        XCTAssertEqual(layout.diagnostics, [])
        for variant in [wChR, wChC] {
            // Vertical: 20 + 10 + 30 = 60 tall; as wide as the widest view (60, spanning fit),
            // `a` centred in it: 20 + (60 - 40) / 2 = 30.
            XCTAssertEqual(layout.frame("s", variant), Rect(20, 40, 60, 60), "\(variant)")
            XCTAssertEqual(layout.frame("a", variant), Rect(30, 40, 40, 20), "\(variant)")
            XCTAssertEqual(layout.frame("b", variant), Rect(20, 70, 60, 30), "\(variant)")
        }
        for variant in [wRhC, wRhR] {
            // Horizontal: 40 + 10 + 60 = 110 wide; as tall as the tallest (30),
            // `a` centred: 40 + (30 - 20) / 2 = 45.
            XCTAssertEqual(layout.frame("s", variant), Rect(20, 40, 110, 30), "\(variant)")
            XCTAssertEqual(layout.frame("a", variant), Rect(20, 45, 40, 20), "\(variant)")
            XCTAssertEqual(layout.frame("b", variant), Rect(70, 40, 60, 30), "\(variant)")
        }
    }

    // MARK: - Hidden arranged views

    /// The stack with `b` (taller than the rest, with a custom spacing after it) hidden, and
    /// the same file without `b`: the other frames are the same.
    func testHiddenViewLaysOutAsIfAbsent() {
        for axis in ["horizontal", "vertical"] {
            for distribution in ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"] {
                for alignment in ["fill", "center", "trailing"] {
                    let file = { (b: String) in """
                    stack s axis \(axis) distribution \(distribution) alignment \(alignment) spacing 8 {
                      label a intrinsic 40x20 spacingAfter 12
                    \(b)
                      label c intrinsic 80x50 hug 200
                      label d intrinsic 30x10
                    }
                    H:|-20-[s]-20-|
                    V:|-40-[s]
                    """ }
                    let hidden = StackLayout(file("  label b intrinsic 300x400 hidden spacingAfter 50"), targets: TargetResolver.defaultTargets)
                    let absent = StackLayout(file(""), targets: TargetResolver.defaultTargets)
                    let name = "\(axis) \(distribution) \(alignment)"
                    XCTAssertEqual(hidden.diagnostics, [], name)
                    XCTAssertEqual(absent.diagnostics, [], name)
                    for variant in TraitVariant.all {
                        for view in ["s", "a", "c", "d"] {
                            XCTAssertNotNil(absent.frame(view, variant))
                            XCTAssertEqual(hidden.frame(view, variant), absent.frame(view, variant), "\(name) \(variant) \(view)")
                        }
                        // Out of the way: no length along the axis, where `a` ends.
                        let b = hidden.frame("b", variant)!, a = hidden.frame("a", variant)!
                        XCTAssertEqual(axis == "horizontal" ? b.width : b.height, 0, name)
                        XCTAssertEqual(axis == "horizontal" ? b.x : b.y, axis == "horizontal" ? a.x + a.width : a.y + a.height, name)
                    }
                }
            }
        }
    }

    func testHiddenSetPerVariantMatchesTheFileWithoutTheView() {
        let file = { (b: String, set: String) in """
        stack s axis vertical spacing 8 {
          label a intrinsic 40x20
        \(b)
          label c intrinsic 80x50
        }
        \(set)
        H:|-20-[s]
        V:|-40-[s]
        """ }
        let toggled = StackLayout(file("  label b intrinsic 60x30", "when wR { set b hidden }"), targets: TargetResolver.defaultTargets)
        let without = StackLayout(file("", ""), targets: TargetResolver.defaultTargets)
        XCTAssertEqual(toggled.diagnostics, [])
        for variant in [wRhC, wRhR] {
            for view in ["s", "a", "c"] {
                XCTAssertEqual(toggled.frame(view, variant), without.frame(view, variant), "\(variant) \(view)")
            }
        }
        // In compact width `b` is there: 20 + 8 + 30 + 8 + 50 = 116 tall, `c` at 40 + 66.
        XCTAssertEqual(toggled.frame("s", wChR)?.height, 116)
        XCTAssertEqual(toggled.frame("c", wChR)?.y, 106)
    }

    /// UIKit's required `UISV-hiding` makes a hidden nested stack with spacing unsatisfiable;
    /// here it is simply absent.
    func testHiddenNestedStackWithSpacingIsNotAConflict() {
        let file = { (inner: String) in """
        stack outer axis vertical spacing 10 {
          label top intrinsic 100x20
        \(inner)
          label bottom intrinsic 100x20
        }
        H:|-20-[outer]
        V:|-40-[outer]
        """ }
        let hidden = StackLayout(file("""
          stack inner axis horizontal spacing 8 hidden {
            label x intrinsic 30x30
            label y intrinsic 30x30
          }
        """))
        let absent = StackLayout(file(""))
        XCTAssertEqual(hidden.diagnostics, [])
        for view in ["outer", "top", "bottom"] {
            XCTAssertEqual(hidden.frame(view), absent.frame(view), view)
        }
        // 20 + 10 + 20: the hidden stack and its spacing take nothing.
        XCTAssertEqual(hidden.frame("outer"), Rect(20, 40, 100, 50))
    }

    /// The proportions are below required (999, 998, …): a user's required width on an
    /// arranged view wins and the others keep their mutual proportion.
    func testRequiredWidthBeatsFillProportionally() {
        let layout = StackLayout("""
        stack s axis horizontal distribution fillProportionally spacing 10 {
          label a intrinsic 40x20
          label b intrinsic 60x20
          label c intrinsic 80x20
        }
        H:|-20-[s(380)]
        V:|-40-[s]
        a.width == 50
        """)
        XCTAssertEqual(layout.diagnostics, [])
        // a is 50; a's own proportion (999) gives way; b (998) gets 60/180 of 360 = 120 and c
        // takes the rest, 380 - 20 - 50 - 120 = 190 (its 997 proportion, 160, gives way too).
        XCTAssertEqual(layout.frame("a"), Rect(20, 40, 50, 20))
        XCTAssertEqual(layout.frame("b"), Rect(80, 40, 120, 20))
        XCTAssertEqual(layout.frame("c"), Rect(210, 40, 190, 20))
    }

    // MARK: - Checking

    func testNestedAndSwitchingStacksCheckClean() throws {
        // The grid fills the root; a proportional button bar, vertical in regular width, sits
        // in a footer that takes the bar's size (overlapping the grid, which checking allows).
        let path = try write("clean.layout", grid + """
        view footer {
          stack bar axis horizontal distribution fillProportionally alignment center spacing 8 {
            button ok intrinsic 60x44
            button cancel intrinsic 90x30
          }
          H:|[bar]|
          V:|[bar]|
        }
        when wR { set bar axis vertical }
        H:|[footer]
        V:[footer]|
        """)
        let r = run(["check", path])
        XCTAssertEqual(r.status, 0, r.stdout)
        XCTAssertEqual(r.stdout, "")
    }

    func testFillWithEqualHuggingIsReportedAsContentPriorityAmbiguity() throws {
        let path = try write("tie.layout", """
        stack s axis horizontal spacing 8 {
          label a intrinsic 40x20
          label b intrinsic 60x20
        }
        H:|-[s]-|
        V:|-[s]
        """)
        let r = run(["check", path])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stdout.contains("\(path):2:9: error: the width of `a` is ambiguous: content priority ambiguity: "
                                        + "`a` and `b` have equal horizontal hugging priority (251)"), r.stdout)
        // The notes point at the stack's name with the stack-made constraint.
        XCTAssertTrue(r.stdout.contains("\(path):1:7: note: constrained by `stack s: b.leading == a.trailing + 8`"), r.stdout)

        // Raising one's hugging priority fixes it; the other one stretches.
        let fixed = try write("fixed.layout", """
        stack s axis horizontal spacing 8 {
          label a intrinsic 40x20 hug 300
          label b intrinsic 60x20
        }
        H:|-[s]-|
        V:|-[s]
        """)
        XCTAssertEqual(run(["check", fixed]).status, 0)
    }

    func testDumpShowsStackConstraintsWithTheirOrigin() throws {
        let path = try write("dump.layout", """
        stack s axis vertical spacing 8 {
          view a
          view b
        }
        """)
        let r = run(["dump", "ir", path, "--trait", "compact,regular"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains(#"b.y == a.y + a.height + 8 @1000 stack 1:7-1:8 related 3:8 related 2:8 "stack s: b.top == a.bottom + 8""#),
                      r.stdout)
    }

    // MARK: - Helpers

    private var dir: TemporaryDirectory!

    override func setUpWithError() throws { dir = try TemporaryDirectory(prefix: "vflc-stacks") }

    override func tearDownWithError() throws { dir = nil }

    private func write(_ name: String, _ text: String) throws -> String { try dir.write(name, text) }

    private func run(_ args: [String]) -> ToolRun {
        return ToolRun.of(args)
    }
}
