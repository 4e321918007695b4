import LayoutBackends
import LayoutCheck
import LayoutPipeline
import LayoutLowering
import LayoutSource
import XCTest

/// First and last baselines (`baseline F[,L]`, `firstBaseline`/`lastBaseline` anchors, stack
/// baseline alignment and `baselineRelative`), frames computed by hand on a 1000 × 1000 canvas.
final class BaselineTests: XCTestCase {
    private func layout(_ text: String, direction: LayoutDirection = .leftToRight) -> StackLayout {
        StackLayout(text, targets: [LayoutTarget(variant: StackLayout.roomy.variant, canvas: StackLayout.roomy.canvas,
                                                 direction: direction)])
    }

    func testBaselinesAreDrawnInTheSVGAndListedInTheJSON() {
        let l = layout("""
        label a intrinsic 50x40 baseline 15,35
        label b intrinsic 50x20 baseline 16
        view c
        H:|-10-[a][b][c(10)]
        V:|-100-[a]
        b.firstBaseline == a.firstBaseline
        V:|[c(10)]
        """, direction: .rightToLeft)
        XCTAssertEqual(l.diagnostics, [])
        let doc = RenderModelBuilder.document(l.compiled)
        let svg = SVGWriter.write(doc)
        // a: x 940…990 right to left, y 100: first baseline at 115, last at 135; b: x 890…940, y 99.
        XCTAssertTrue(svg.contains("<path class=\"baseline\" d=\"M940 115H990\""), svg)
        XCTAssertTrue(svg.contains("<path class=\"baseline last\" d=\"M940 135H990\""), svg)
        XCTAssertTrue(svg.contains("<path class=\"baseline\" d=\"M890 115H940\""), svg)
        XCTAssertEqual(svg.components(separatedBy: "class=\"baseline").count - 1, 3, "one line for b (first = last), none for c")
        let json = RenderJSONWriter.write(doc)
        XCTAssertTrue(json.contains("\"baselines\": {\n"), json)
        let view = doc.variants[0].views.first { $0.name == "b" }
        XCTAssertEqual(view?.firstBaseline, 115)
        XCTAssertEqual(view?.lastBaseline, 115)
        XCTAssertNil(doc.variants[0].views.first { $0.name == "c" }?.firstBaseline)
    }

    func testFirstBaselinesOfTwoLabels() {
        let l = layout("""
        label a intrinsic 50x20 baseline 15
        label b intrinsic 50x30 baseline 24
        H:|[a][b]
        V:|-10-[a]
        b.firstBaseline == a.firstBaseline
        """)
        XCTAssertEqual(l.diagnostics, [])
        XCTAssertEqual(l.frame("a"), Rect(0, 10, 50, 20))
        XCTAssertEqual(l.frame("b"), Rect(50, 1, 50, 30))   // 10 + 15 - 24
    }

    func testLastBaselineAndAViewWithoutBaselines() {
        // `box` has no text: its lastBaseline is its bottom, its firstBaseline its top.
        let l = layout("""
        label a intrinsic 50x40 baseline 15,35
        view box
        view top
        H:|[a]-[box(20)]-[top(20)]
        V:|-100-[a]
        V:[box(10)]
        V:[top(10)]
        box.lastBaseline == a.lastBaseline
        top.firstBaseline == a.firstBaseline
        """)
        XCTAssertEqual(l.diagnostics, [])
        XCTAssertEqual(l.frame("box")?.y, 125)   // bottom at 100 + 35
        XCTAssertEqual(l.frame("top")?.y, 115)   // top at 100 + 15
    }

    func testFormFieldsAlignByBaselineToTheirLabels() {
        let l = layout("""
        label nameLabel intrinsic 80x20 baseline 16
        field nameField intrinsic 200x34 baseline 22
        label mailLabel intrinsic 80x20 baseline 16
        field mailField intrinsic 200x34 baseline 22
        H:|-16-[nameLabel]-8-[nameField]
        H:|-16-[mailLabel]-8-[mailField]
        V:|-50-[nameField]-12-[mailField]
        nameLabel.firstBaseline == nameField.firstBaseline
        mailLabel.firstBaseline == mailField.firstBaseline
        """)
        XCTAssertEqual(l.diagnostics, [])
        XCTAssertEqual(l.frame("nameLabel"), Rect(16, 56, 80, 20))    // 50 + 22 - 16
        XCTAssertEqual(l.frame("nameField"), Rect(104, 50, 200, 34))
        XCTAssertEqual(l.frame("mailField"), Rect(104, 96, 200, 34))  // 50 + 34 + 12
        XCTAssertEqual(l.frame("mailLabel"), Rect(16, 102, 80, 20))   // 96 + 22 - 16
    }

    func testFormRightToLeftKeepsTheBaselinesAndMirrorsTheColumns() {
        let l = layout("""
        label nameLabel intrinsic 80x20 baseline 16
        field nameField intrinsic 200x34 baseline 22
        label mailLabel intrinsic 80x40 baseline 16,36
        field mailField intrinsic 200x34 baseline 22
        H:|-16-[nameLabel]-8-[nameField]
        H:|-16-[mailLabel]-8-[mailField]
        V:|-50-[nameField]-12-[mailField]
        nameLabel.firstBaseline == nameField.firstBaseline
        mailLabel.lastBaseline == mailField.lastBaseline
        """, direction: .rightToLeft)
        XCTAssertEqual(l.diagnostics, [])
        XCTAssertEqual(l.frame("nameLabel"), Rect(904, 56, 80, 20))    // x: 1000 - 16 - 80
        XCTAssertEqual(l.frame("nameField"), Rect(696, 50, 200, 34))   // x: 904 - 8 - 200
        XCTAssertEqual(l.frame("mailField"), Rect(696, 96, 200, 34))
        XCTAssertEqual(l.frame("mailLabel"), Rect(904, 82, 80, 40))    // last baselines at 96 + 22 = 118: 118 - 36
    }

    func testStyledBaselinesGrowWithTheContentSizeCategory() {
        // body is 17 pt at L and 53 pt at AX5 (docs/language.md, "Text styles"): k = 53 / 17.
        let text = """
        label a style body intrinsic 40x20 baseline 16
        field f style body intrinsic 60x34 baseline 22
        H:|[a][f]
        V:|-50-[f]
        a.firstBaseline == f.firstBaseline
        """
        // A file with text styles is checked at L and AX5.
        let l = layout(text)
        XCTAssertEqual(l.diagnostics, [])
        let k = 53.0 / 17.0
        XCTAssertEqual(l.frame("a", TraitVariant(width: .compact, height: .regular, contentSize: .largestAccessibility)),
                       Rect(0, 50 + 22 * k - 16 * k, 40 * k, 20 * k))
        XCTAssertEqual(l.frame("a", TraitVariant(width: .compact, height: .regular, contentSize: .large))?.y, 56) // 50 + 22 - 16
    }

    func testStackAlignedByFirstBaselineWithLabelsOfDifferentBaselines() {
        let text = """
        stack row axis horizontal alignment firstBaseline spacing 8 {
          label a intrinsic 40x20 baseline 16
          label b intrinsic 60x40 baseline 30
          label c intrinsic 30x10 baseline 8
        }
        H:|-8-[row]
        V:|-100-[row]
        """
        for direction in LayoutDirection.allCases {
            let l = layout(text, direction: direction)
            XCTAssertEqual(l.diagnostics, [])
            // The baseline is at 130: b, the one reaching highest (30 above it), touches the top.
            XCTAssertEqual(l.frame("a")?.y, 114)
            XCTAssertEqual(l.frame("b")?.y, 100)
            XCTAssertEqual(l.frame("c")?.y, 122)
            XCTAssertEqual(l.frame("row")?.height, 40)   // from b's top (100) to b's bottom (140)
        }
        let rtl = layout(text, direction: .rightToLeft)
        XCTAssertEqual(rtl.frame("a")?.x, 952)   // the first arranged view at the right: 1000 - 8 - 40
    }

    func testStackAlignedByLastBaselineInATallerStack() {
        // The stack is 100 tall; the aligned group stays at its top.
        let l = layout("""
        stack row axis horizontal alignment lastBaseline {
          label a intrinsic 40x20 baseline 10,16
          label b intrinsic 60x50 baseline 20,44
        }
        H:|[row]
        V:|[row(100)]
        """)
        XCTAssertEqual(l.diagnostics, [])
        XCTAssertEqual(l.frame("b")?.y, 0)
        XCTAssertEqual(l.frame("a")?.y, 28)   // last baselines at 44: 44 - 16
    }

    func testBaselineRelativeVerticalStack() throws {
        let l = layout("""
        stack col axis vertical spacing 20 baselineRelative {
          label a intrinsic 100x20 baseline 15
          label b intrinsic 100x30 baseline 22
        }
        H:|[col]
        V:|[col]
        """)
        XCTAssertEqual(l.diagnostics, [])
        XCTAssertEqual(l.frame("a")?.y, 0)
        XCTAssertEqual(l.frame("b")?.y, 13)           // first baseline (b.y + 22) 20 below a's last (15)
        XCTAssertEqual(l.frame("col")?.height, 43)
        // Without it the spacing is edge to edge.
        let ir = try XCTUnwrap(l.solution()).ir
        XCTAssertTrue(IRDump.dump(ir).contains("stack(vertical fill fill 20 baselineRelative)"), IRDump.dump(ir))
        XCTAssertTrue(IRDump.dump(ir).contains("intrinsic 100x30 baseline 22,22"), IRDump.dump(ir))
        let plain = layout("""
        stack col axis vertical spacing 20 {
          label a intrinsic 100x20 baseline 15
          label b intrinsic 100x30 baseline 22
        }
        H:|[col]
        V:|[col]
        """)
        XCTAssertEqual(plain.frame("b")?.y, 40)
    }

    // Every view in these is placed, so the error under test is the only diagnostic (errors no
    // longer stop checking, and an unplaced view would add `ambiguous`).
    func testBaselineRelatedToAHorizontalAnchorIsMixedAxes() {
        let l = layout("label a intrinsic 10x10 baseline 12\nview b\nH:|[a]\nV:|[a]\nH:|[b(10)]\nV:|[b(10)]\n"
                       + "a.firstBaseline == b.leading\n")
        XCTAssertEqual(l.compiled.diagnostics.map(\.id), [.mixedAxes])
        XCTAssertEqual(l.compiled.diagnostics.first?.range.start.line, 7)
        XCTAssertEqual(l.compiled.diagnostics.first?.range.start.column, 20)
    }

    func testMisusedBaselinesAreLocatedErrors() {
        let onView = layout("view box baseline 12\nH:|[box(10)]\nV:|[box(10)]\n")
        XCTAssertEqual(onView.compiled.diagnostics.map(\.id), [.baselineMisuse])
        XCTAssertEqual(onView.compiled.diagnostics.first?.range.start.column, 10)
        let vertical = layout("stack col axis vertical alignment firstBaseline {\n  label a intrinsic 10x10\n}\nH:|[col]\nV:|[col]\n")
        XCTAssertEqual(vertical.compiled.diagnostics.map(\.id), [.baselineMisuse])
        XCTAssertTrue(vertical.diagnostics[0].contains("only valid for horizontal stacks"), "\(vertical.diagnostics)")
        XCTAssertEqual(vertical.compiled.diagnostics.first?.range.start.column, 7)
        let relative = layout("view box baselineRelative\nH:|[box(10)]\nV:|[box(10)]\n")
        XCTAssertEqual(relative.compiled.diagnostics.map(\.id), [.notAStack])
    }

    /// The diagnostic saying `text`, and where it starts (line, column).
    private func located(_ l: StackLayout, _ text: String) -> (line: Int, column: Int)? {
        l.compiled.diagnostics.first { $0.message.contains(text) }.map { ($0.range.start.line, $0.range.start.column) }
    }

    func testMisspeltBaselineWordsSuggestTheRightOne() {
        let property = layout("label a baselin 12\n")
        XCTAssertEqual(located(property, "unknown property 'baselin'; did you mean 'baseline'?")?.column, 9, "\(property.diagnostics)")
        let relative = layout("stack s axis vertical baselineRelativ\n")
        XCTAssertEqual(located(relative, "did you mean 'baselineRelative'?")?.column, 23, "\(relative.diagnostics)")
        let alignment = layout("stack s alignment firstBaselin\n")
        XCTAssertEqual(located(alignment, "did you mean 'firstBaseline'?")?.column, 19, "\(alignment.diagnostics)")
        let attribute = layout("label a\nview b\na.lastBaselin == b.top\n")
        XCTAssertEqual(located(attribute, "unknown attribute 'lastBaselin'; did you mean 'lastBaseline'?")?.line, 3,
                       "\(attribute.diagnostics)")
        for l in [property, relative, alignment, attribute] {
            XCTAssertTrue(l.compiled.diagnostics.contains { !$0.fixes.isEmpty }, "no did-you-mean fix: \(l.diagnostics)")
        }
        let value = layout("label a baseline x\n")
        XCTAssertEqual(located(value, "expected a distance in points after 'baseline'")?.column, 18, "\(value.diagnostics)")
    }
}
