import LayoutLowering
import LayoutSource
import XCTest

/// The examples of Apple's "Visual Format Language" appendix, with the exact constraints
/// `constraints(withVisualFormat:)` makes, written out by hand. Views are declared in the
/// order listed, so `root` (and its guides) come first in every equation's index order.
final class AppleConformanceTests: XCTestCase {
    struct Case {
        var views: [String]
        var line: String
        var expected: [String]
    }

    let cases: [Case] = [
        Case(views: ["find", "findNext", "findField"], line: "|-[find]-[findNext]-[findField(>=20)]-|", expected: [
            "find.x == root.x + 20 @1000",
            "findNext.x == find.x + find.width + 8 @1000",
            "findField.x == findNext.x + findNext.width + 8 @1000",
            "findField.width >= 20 @1000",
            "root.x + root.width == findField.x + findField.width + 20 @1000",
        ]),
        Case(views: ["button"], line: "[button(>=70,<=100)]", expected: [
            "button.width >= 70 @1000",
            "button.width <= 100 @1000",
        ]),
        Case(views: ["flexibleButton"], line: "[flexibleButton(>=70,<=100)]", expected: [
            "flexibleButton.width >= 70 @1000",
            "flexibleButton.width <= 100 @1000",
        ]),
        Case(views: ["topField", "bottomField"], line: "V:[topField]-10-[bottomField]", expected: [
            "bottomField.y == topField.y + topField.height + 10 @1000",
        ]),
        Case(views: ["button1", "button2"], line: "|-[button1(==button2)]", expected: [
            "button1.x == root.x + 20 @1000",
            "button1.width == button2.width @1000",
        ]),
        Case(views: ["button1", "button2"], line: "[button1(==button2)]-[button2]", expected: [
            "button1.width == button2.width @1000",
            "button2.x == button1.x + button1.width + 8 @1000",
        ]),
        Case(views: ["button"], line: "[button]-(>=0)-|", expected: [
            "root.x + root.width >= button.x + button.width @1000",
        ]),
        Case(views: ["purpleBox"], line: "|-50-[purpleBox]-50-|", expected: [
            "purpleBox.x == root.x + 50 @1000",
            "root.x + root.width == purpleBox.x + purpleBox.width + 50 @1000",
        ]),
        Case(views: ["view1"], line: "V:|-[view1(50)]", expected: [
            "view1.y == root.y + 20 @1000",
            "view1.height == 50 @1000",
        ]),
        Case(views: ["wideView"], line: "[wideView(>=60@700)]", expected: [
            "wideView.width >= 60 @700",
        ]),
        Case(views: ["button1", "button2"], line: "[button1]-[button2]", expected: [
            "button2.x == button1.x + button1.width + 8 @1000",
        ]),
        Case(views: ["button1", "button2"], line: "V:[button1]-[button2]", expected: [
            "button2.y == button1.y + button1.height + 8 @1000",
        ]),
        Case(views: ["button"], line: "H:[button(100@20)]", expected: [
            "button.width == 100 @20",
        ]),
        Case(views: ["a", "b"], line: "[a][b]", expected: [
            "b.x == a.x + a.width @1000",
        ]),
        Case(views: ["a"], line: "V:|[a]|", expected: [
            "a.y == root.y @1000",
            "root.y + root.height == a.y + a.height @1000",
        ]),
        Case(views: ["a", "b"], line: "[a]-(>=8,<=20@500)-[b]", expected: [
            "b.x >= a.x + a.width + 8 @1000",
            "b.x <= a.x + a.width + 20 @500",
        ]),
        Case(views: ["a", "b"], line: "[a]-(-10)-[b]", expected: [
            "b.x == a.x + a.width - 10 @1000",
        ]),
        Case(views: ["box", "other"], line: "V:|-(>=pad@500)-[box(==other)]|", expected: [
            "box.y >= root.y + 12 @500",
            "box.height == other.height @1000",
            "root.y + root.height == box.y + box.height @1000",
        ]),
        Case(views: ["a", "b"], line: "[b(==a*2)]", expected: [
            "b.width == 2*a.width @1000",
        ]),
        Case(views: ["a", "c"], line: "[c(==a/4-10)]", expected: [
            "c.width == 0.25*a.width - 10 @1000",
        ]),
        Case(views: ["a", "b"], line: "[a]-(gap*2)-[b]", expected: [
            "b.x == a.x + a.width + 6 @1000",
        ]),
        // Forms `constraints(withVisualFormat:)` accepts beyond its published grammar, which
        // shipping code relies on (ResearchKit, SlackTextViewController): a relation or a
        // priority on a spacing without parentheses means the parenthesised predicate.
        Case(views: ["peg", "hole"], line: "H:|-[peg]->=0-[hole]-|", expected: [
            "peg.x == root.x + 20 @1000",
            "hole.x >= peg.x + peg.width @1000",
            "root.x + root.width == hole.x + hole.width + 20 @1000",
        ]),
        Case(views: ["view", "side"], line: "H:|->=0@pad-[view(==side@pad)]", expected: [
            "view.x >= root.x @12",
            "view.width == side.width @12",
        ]),
        Case(views: ["a", "b"], line: "H:|-16-[a]->=4-[b]-16-|", expected: [
            "a.x == root.x + 16 @1000",
            "b.x >= a.x + a.width + 4 @1000",
            "root.x + root.width == b.x + b.width + 16 @1000",
        ]),
        Case(views: ["a", "b"], line: "[a]-<=gap-[b]", expected: [
            "b.x <= a.x + a.width + 3 @1000",
        ]),
        Case(views: ["a", "b", "c"], line: "V:|[a(0@750)][b(0)]-0@999-[c(0)]|", expected: [
            "a.y == root.y @1000",
            "a.height == 0 @750",
            "b.y == a.y + a.height @1000",
            "b.height == 0 @1000",
            "c.y == b.y + b.height @999",
            "c.height == 0 @1000",
            "root.y + root.height == c.y + c.height @1000",
        ]),
        Case(views: ["a"], line: "H:|-20@250-[a]", expected: [
            "a.x == root.x + 20 @250",
        ]),
        // `[superview]` is the block's own view as an item (the centring idiom of
        // `V:[superview]-(<=1)-[view]` with `.alignAllCenterX`, here without the option).
        Case(views: ["a"], line: "V:[superview]-(<=1)-[a]", expected: [
            "a.y <= root.y + root.height + 1 @1000",
        ]),
    ]

    func testAppleAppendixStringsLowerToTheExactConstraints() {
        for c in cases {
            let text = "metrics { pad = 12\n gap = 3 }\n" + c.views.map { "view \($0)\n" }.joined() + c.line + "\n"
            let f = LoweringFixture(text)
            XCTAssertEqual(f.diagnostics.filter { !$0.hasPrefix("unused-metric") }, [], c.line)
            XCTAssertEqual(f.constraints(), c.expected, c.line)
        }
    }

    func testOriginsPointAtTheConnectionAndThePredicate() {
        let f = LoweringFixture("view find\nview findNext\n|-[find]-[findNext(>=20@700)]\n")
        let made = f.ir().constraints.filter { $0.origin.kind != .canvas && $0.origin.kind != .guide }
        XCTAssertEqual(made.map(\.origin.kind), [.vflConnection, .vflConnection, .vflPredicate])
        XCTAssertEqual(made.map { f.source.text(in: $0.origin.range!) }, ["-", "-", ">=20@700"])
        XCTAssertEqual(made.map(\.origin.description), [
            "find.leading == root.leading + 20", "findNext.leading == find.trailing + 8", "findNext.width >= 20 @700",
        ])
    }

    func testPipeIsTheSuperviewOfTheEnclosingBlock() {
        let f = LoweringFixture("view card {\n  label title\n  V:|-8-[title]\n}\n")
        XCTAssertEqual(f.constraints().first, "title.y == card.y + 8 @1000")
    }

    func testSuperviewItemInANestedBlockIsThatBlocksView() {
        let f = LoweringFixture("view card {\n  label title\n  H:[superview]-(<=1)-[title]\n}\n")
        XCTAssertEqual(f.constraints().first, "title.x <= card.x + card.width + 1 @1000")
        XCTAssertEqual(f.diagnostics, [])
    }

    func testAViewNamedRootIsRejectedWithARenameFix() {
        let f = LoweringFixture("view root\nview rootView\nH:|[root]|\n")
        let error = f.result.diagnostics.first { $0.id.rawValue == "duplicate-name" }
        XCTAssertNotNil(error)
        let fix = try? XCTUnwrap(error?.fixes.first)
        XCTAssertEqual(fix?.title, "Rename the view to 'rootView2'")
        XCTAssertEqual(fix?.edits.map { f.source.text(in: $0.range) }, ["root", "root"])
        XCTAssertEqual(fix?.edits.map(\.range.start.line), [1, 3])
    }

    func testStandardSpacesCanBeOverridden() {
        let f = LoweringFixture("metrics { standard = 10\n standardEdge = 30 }\nview a\nview b\n|-[a]-[b]\n")
        XCTAssertEqual(f.constraints(), ["a.x == root.x + 30 @1000", "b.x == a.x + a.width + 10 @1000"])
        XCTAssertEqual(f.diagnostics, [])
    }
}
