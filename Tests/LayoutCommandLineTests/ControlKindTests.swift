import Foundation
import LayoutBackends
import LayoutCheck
import LayoutPipeline
import LayoutLowering
import LayoutSource
import LayoutSyntax
import XCTest

/// UIKit's controls as kinds (docs/language.md §17): their built-in intrinsic sizes and
/// content priorities, what they solve to, and custom classes.
final class ControlKindTests: XCTestCase {
    private func view(_ text: String, _ name: String) -> IRView? {
        StackLayout(text).solution()?.ir.views.first { $0.name == name }
    }

    /// Fixed sizes (both sides), height only, or nothing, as each class reports.
    func testBuiltInIntrinsicSizes() {
        let expected: [(kind: ViewKind, width: Double?, height: Double?, hugH: Double, hugV: Double)] = [
            (.switch, 51, 31, 750, 750), (.stepper, 94, 32, 750, 750), (.activity, 20, 20, 750, 750),
            (.slider, nil, 31, 250, 750), (.progress, nil, 4, 250, 750), (.segmented, nil, 32, 250, 750),
            (.pages, nil, 26, 250, 750), (.picker, 320, 216, 250, 250), (.date, 320, 216, 250, 250),
            (.text, nil, nil, 250, 250), (.table, nil, nil, 250, 250), (.collection, nil, nil, 250, 250),
            (.scroll, nil, nil, 250, 250),
        ]
        for (kind, width, height, hugH, hugV) in expected {
            let v = view("\(kind.rawValue) c\nH:|[c]\nV:|[c]\n", "c")
            XCTAssertEqual(v?.intrinsicWidth, width, kind.rawValue)
            XCTAssertEqual(v?.intrinsicHeight, height, kind.rawValue)
            XCTAssertEqual(v?.hug.horizontal, hugH, kind.rawValue)
            XCTAssertEqual(v?.hug.vertical, hugV, kind.rawValue)
            XCTAssertEqual(v?.resist.horizontal, 750, kind.rawValue)
        }
    }

    /// What UIKit lays out: a switch placed by its position alone is 51 × 31; a slider pinned
    /// at both sides stretches (hugging 250) to 1000 − 40 and is 31 tall; a segmented control
    /// with the width of its segments written is 32 tall.
    func testControlsSolveToTheirSizes() {
        let text = """
            switch toggle
            slider volume
            segmented period intrinsic 240x_
            H:|-[toggle]
            H:|-[volume]-|
            H:|-[period]
            V:|-[toggle]-[volume]-[period]

            """
        let l = StackLayout.errorFree(text, StackLayout.roomy)
        XCTAssertEqual(l.frame("toggle"), Rect(20, 20, 51, 31))
        XCTAssertEqual(l.frame("volume"), Rect(20, 59, 960, 31))
        XCTAssertEqual(l.frame("period"), Rect(20, 98, 240, 32))
        XCTAssertEqual(l.diagnostics, [])
    }

    /// A declared `intrinsic` replaces the kind's (a large activity indicator is 37 × 37), also
    /// per variant with `set`.
    func testDeclaredIntrinsicSizeWins() {
        let text = "activity spinner intrinsic 37x37\nH:|[spinner]\nV:|[spinner]\nwhen hC { set spinner intrinsic 20x20 }\n"
        let regular = StackLayout.errorFree(text, StackLayout.roomy)
        XCTAssertEqual(regular.frame("spinner"), Rect(0, 0, 37, 37))
        let compact = LayoutTarget(variant: TraitVariant(width: .compact, height: .compact), canvas: Canvas(width: 1000, height: 1000))
        XCTAssertEqual(StackLayout.errorFree(text, compact).frame("spinner"), Rect(0, 0, 20, 20))
        // The kind's size is described where it comes from: the kind keyword.
        let ir = StackLayout(text).solution()!.ir
        let c = ir.constraints.first { $0.origin.kind == .intrinsicHug && $0.origin.description.hasPrefix("spinner.width") }
        XCTAssertEqual(c?.origin.description, "spinner.width <= 37 @750")
    }

    /// A scrolling text view has no intrinsic size (a scroll view): without a height it is
    /// ambiguous, as in UIKit.
    func testTextViewNeedsASize() {
        let l = StackLayout("text notes\nH:|-[notes]-|\nV:|-[notes]\n")
        XCTAssertTrue(l.diagnostics.contains { $0.hasPrefix("error ambiguous notes:") }, "\(l.diagnostics)")
    }

    /// A custom class is recorded (IR, render JSON) and changes nothing else: the view is its kind.
    func testCustomClassIsRecordedAndTheKindDecides() throws {
        let text = "label price: PriceLabel style body intrinsic 80x20 baseline 16\nview chart: Charts.BarChart\n"
            + "H:|-[price]-[chart(200)]\nV:|-[price]\nV:|-[chart(100)]\n"
        let compiled = Pipeline.compile(SourceFile(path: "c.layout", text: text), targets: [StackLayout.roomy])
        XCTAssertEqual(compiled.diagnostics.map(\.message), [])
        let ir = compiled.solutions[0].ir
        XCTAssertEqual(ir.views.first { $0.name == "price" }?.customClass, "PriceLabel")
        XCTAssertEqual(ir.views.first { $0.name == "price" }?.kind, .label)
        XCTAssertEqual(ir.views.first { $0.name == "price" }?.hug.horizontal, 251)
        XCTAssertEqual(ir.views.first { $0.name == "chart" }?.customClass, "Charts.BarChart")
        let json = RenderJSONWriter.write(RenderModelBuilder.document(compiled))
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let views = try XCTUnwrap(((object["variants"] as? [[String: Any]])?.first)?["views"] as? [[String: Any]])
        XCTAssertEqual(views.map { $0["class"] as? String }, ["PriceLabel", "Charts.BarChart"])
    }
}
