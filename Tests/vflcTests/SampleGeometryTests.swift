import LayoutPipeline
import LayoutLowering
import LayoutSource
import XCTest

/// The frames of the other samples, worked out from the spec's canvases like samples 5–8:
/// what each sample's header comment promises.
final class SampleGeometryTests: XCTestCase {
    /// Root-wide container of three equal buttons (5 pt gaps and insets, 44 pt intrinsic
    /// height), centred vertically on the root.
    func testEqualWidthButtons() throws {
        try SolvedSample("equal-width-buttons").assertFrames { c in
            let container = Rect(x: 0, y: (c.height - 54) / 2, width: c.width, height: 54)
            let w = (c.width - 20) / 3
            return [("container", container)] + ["cancel", "later", "accept"].enumerated().map { i, name in
                (name, Rect(x: 5 + Double(i) * (w + 5), y: container.y + 5, width: w, height: 44))
            }
        }
    }

    /// A row 20 pt (standard edge) from the root's sides, centred on the safe area; buttons at
    /// their 72 pt intrinsic width, the two spacers sharing the rest equally.
    func testEqualSpacing() throws {
        try SolvedSample("equal-spacing").assertFrames { c in
            let safe = c.safeArea
            let row = Rect(x: 20, y: safe.y + (safe.height - 44) / 2, width: c.width - 40, height: 44)
            let gap = (row.width - 3 * 72) / 2
            return [("row", row),
                    ("back", Rect(x: row.x, y: row.y, width: 72, height: 44)),
                    ("spacer1", Rect(x: row.x + 72, y: row.y, width: gap, height: 44)),
                    ("share", Rect(x: row.x + 72 + gap, y: row.y, width: 72, height: 44)),
                    ("spacer2", Rect(x: row.x + 144 + gap, y: row.y, width: gap, height: 44)),
                    ("forward", Rect(x: row.maxX - 72, y: row.y, width: 72, height: 44))]
        }
    }

    /// The form is 500 pt wide in wR hR, 90 % of the root's width in wC hR and 70 % in compact
    /// height (with a 48 pt logo instead of 96), centred on the safe area; its height is the
    /// sum of its column: logo, 16, title 34, 4, subtitle 20, 24, 44, 12, 44, 24, button 50.
    func testResponsiveLogin() throws {
        try SolvedSample("responsive-login").assertFrames { c in
            let safe = c.safeArea
            let width = c.compactHeight ? 0.7 * c.width : (c.variant.width == .regular ? 500 : 0.9 * c.width)
            let logo: Double = c.compactHeight ? 48 : 96
            let height = logo + 16 + 34 + 4 + 20 + 24 + 44 + 12 + 44 + 24 + 50
            let form = Rect(x: safe.x + (safe.width - width) / 2, y: safe.y + (safe.height - height) / 2,
                            width: width, height: height)
            let fieldsTop = form.y + logo + 16 + 34 + 4 + 20 + 24
            return [("form", form),
                    ("logo", Rect(x: form.x + (width - logo) / 2, y: form.y, width: logo, height: logo)),
                    ("email", Rect(x: form.x, y: fieldsTop, width: width, height: 44)),
                    ("password", Rect(x: form.x, y: fieldsTop + 56, width: width, height: 44)),
                    ("login", Rect(x: form.x, y: fieldsTop + 124, width: width, height: 50))]
        }
    }

    /// One column in wC hR, three in compact height, two in wR hR: six tiles filling the
    /// margins guide (16 pt inside the safe area in compact width, 20 in regular) with 16 pt gaps.
    func testAdaptiveGrid() throws {
        try SolvedSample("adaptive-grid").assertFrames { c in
            let inset: Double = c.variant.width == .compact ? 16 : 20
            let safe = c.safeArea
            let area = Rect(x: safe.x + inset, y: safe.y + inset, width: safe.width - 2 * inset, height: safe.height - 2 * inset)
            let (columns, columnMajor) = c.compactHeight ? (3, false) : (c.variant.width == .compact ? (1, true) : (2, true))
            let rows = 6 / columns
            let w = (area.width - Double(columns - 1) * 16) / Double(columns)
            let h = (area.height - Double(rows - 1) * 16) / Double(rows)
            return (0..<6).map { i in
                // Tiles are declared in two stacks of three: re-flowed, they fill column by column.
                let (row, column) = columnMajor ? (i % rows, i / rows) : (i / columns, i % columns)
                return ("tile\(i + 1)", Rect(x: area.x + Double(column) * (w + 16), y: area.y + Double(row) * (h + 16),
                                             width: w, height: h))
            }
        }
    }

    /// On a 343 pt wide canvas of fitting height the card is as tall as its content:
    /// 16 + max(avatar 60, title 22 + 4 + description 34) + 16 = 92 at the default text size.
    /// At AX5 (headline 17 → 53 pt, subheadline 15 → 49 pt) the text sits under the avatar at
    /// the card's width: 16 + 60 + 12 + 22·53/17 + 4 + 34·49/15 + 16.
    func testProfileCardFitsItsContent() throws {
        let text = try VFLCRunner.read(SampleCatalog.path("profile-card"))
        let targets = TraitVariant.all.map { LayoutTarget(variant: $0, canvas: Canvas(width: 343, height: nil)) }
        let compiled = Pipeline.compile(SourceFile(path: "profile-card.layout", text: text), targets: targets)
        XCTAssertEqual(compiled.diagnostics.map(\.message), [])
        XCTAssertEqual(compiled.solutions.count, 8, "L and AX5 for a file with text styles")
        for s in compiled.solutions where s.ir.target.variant.contentSize == .largestAccessibility {
            let title = 22.0 * 53 / 17, details = 34.0 * 49 / 15
            let expected: [(String, Rect)] = [
                ("root", Rect(x: 0, y: 0, width: 343, height: 16 + 60 + 12 + title + 4 + details + 16)),
                ("avatar", Rect(x: 16, y: 16, width: 60, height: 60)),
                ("title", Rect(x: 16, y: 88, width: 343 - 32, height: title)),
                ("details", Rect(x: 16, y: 88 + title + 4, width: 343 - 32, height: details)),
            ]
            for (name, rect) in expected {
                let actual = try SolvedSample.frame(name, in: s)
                XCTAssertTrue(actual.isClose(to: rect), "\(s.ir.target.variant) `\(name)`: \(actual), expected \(rect)")
            }
        }
        for s in compiled.solutions where s.ir.target.variant.effectiveContentSize == .defaultCategory {
            let expected: [(String, Rect)] = [
                ("root", Rect(x: 0, y: 0, width: 343, height: 92)),
                ("avatar", Rect(x: 16, y: 16, width: 60, height: 60)),
                ("title", Rect(x: 88, y: 16, width: 343 - 88 - 16, height: 22)),
                ("details", Rect(x: 88, y: 42, width: 343 - 88 - 16, height: 34)),
            ]
            for (name, rect) in expected {
                let actual = try SolvedSample.frame(name, in: s)
                XCTAssertTrue(actual.isClose(to: rect), "\(s.ir.target.variant) `\(name)`: \(actual), expected \(rect)")
            }
        }
    }
}
