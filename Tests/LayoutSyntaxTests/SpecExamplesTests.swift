import LayoutSource
@testable import LayoutSyntax
import TestSupport
import XCTest

/// Every example written in the spec parses, without diagnostics, into the meaning stated there.
final class SpecExamplesTests: XCTestCase {
    func assertShape(_ text: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        let result = TestParse.parse(text)
        XCTAssertEqual(result.diagnostics.map { "\($0.range.start) \($0.message)" }, [], file: file, line: line)
        XCTAssertEqual(Canonical.statements(result.file.statements), expected, file: file, line: line)
    }

    func testCardExample() throws {
        let text = try String(contentsOfFile: RepoPaths.path("Tests/LayoutSyntaxTests/Fixtures/card.layout"), encoding: .utf8)
        assertShape(text, [
            "metrics { inset = 16; avatarSize = 60 }",
            "image avatar",
            "label title intrinsic 120x22",
            "label subtitle intrinsic 220x17",
            "H:|-(==inset)-[avatar(==avatarSize)]-(==12)-[title]-(==inset)-|",
            "V:|-(==inset)-[avatar(==avatarSize)]",
            "V:|-(==inset)-[title]-(==4)-[subtitle]-(>=inset)-|",
            "subtitle.leading == title.leading",
            "subtitle.trailing == title.trailing",
        ])
    }

    func testViewsAndProperties() {
        assertShape("""
            view a
            label b intrinsic 120x_ hug 251 resist 750,760
            button c intrinsic _x22 hidden
            image d intrinsic 12.5x.5 hug high,low
            field e intrinsic _x_ resist required
            guide spacer
            view container {
              label inner intrinsic 1e2x30
            }
            """, [
            "view a",
            "label b intrinsic 120x_ hug 251 resist 750,760",
            "button c intrinsic _x22 hidden",
            "image d intrinsic 12.5x0.5 hug 750,250",
            "field e intrinsic _x_ resist 1000",
            "guide spacer",
            "view container {",
            "  label inner intrinsic 100x30",
            "}",
        ])
    }

    func testExplicitConstraintForms() {
        assertShape("""
            a.width == 0.5 * b.width + 10
            cell.width == (grid.width - 10) / 3
            a.width + b.width == superview.width
            header.top == safeArea.top + 8
            image.height == image.width
            a.leading >= margins.leading @required
            a.width <= 300 @high
            a.width == 100 @low; b.width == 1 @fitting
            a.centerX == root.centerX @ 999
            a.width == -b.width * -2 @gapPriority
            """, [
            "a.width == {{0.5 * b.width} + 10}",
            "cell.width == {({grid.width - 10}) / 3}",
            "{a.width + b.width} == superview.width",
            "header.top == {safeArea.top + 8}",
            "image.height == image.width",
            "a.leading >= margins.leading@required",
            "a.width <= 300@high",
            "a.width == 100@low",
            "b.width == 1@fitting",
            "a.centerX == root.centerX@999",
            "a.width == {-b.width * -2}@gapPriority",
        ])
    }

    func testStackExamples() {
        assertShape("""
            stack content axis vertical distribution fillEqually alignment center spacing 8 {
              label a intrinsic 10x10 spacingAfter 24
              view b hidden
            }
            stack row axis horizontal
                      distribution equalSpacing
                      alignment top
                      spacing gap * 2
            {
              button ok
            }
            """, [
            "stack content axis vertical distribution fillEqually alignment center spacing 8 {",
            "  label a intrinsic 10x10 spacingAfter 24",
            "  view b hidden",
            "}",
            "stack row axis horizontal distribution equalSpacing alignment top spacing {gap * 2} {",
            "  button ok",
            "}",
        ])
    }

    func testWhenElseSetMetricsExamples() {
        assertShape("""
            when wR {
              H:|-(>=40)-[form(<=500)]-(>=40)-|
              form.centerX == superview.centerX
            } else {
              H:|-[form]-|
            }

            when wC hC {             // both must hold
              set content axis horizontal spacing 24
            }

            when hC or wR { metrics { pad = 32 } }
            when wC { set a hidden } else when hR or wR hC { set a visible hug 1 }
            else { when hC { } }
            """, [
            "when wR {",
            "  H:|-(>=40)-[form(<=500)]-(>=40)-|",
            "  form.centerX == superview.centerX",
            "}",
            "else {",
            "  H:|-[form]-|",
            "}",
            "when wC hC {",
            "  set content axis horizontal spacing 24",
            "}",
            "when hC or wR {",
            "  metrics { pad = 32 }",
            "}",
            "when wC {",
            "  set a hidden",
            "}",
            "else when hR or wR hC {",
            "  set a visible hug 1",
            "}",
            "else {",
            "  when hC {",
            "  }",
            "}",
        ])
    }

    func testContextualKeywordsAsNames() {
        assertShape("""
            view label
            label top
            stack stack axis vertical
            view when
            view set; view metrics; view H; view V; view or
            top.height == label.height
            when.width == set.width
            H:|[label][top]|
            [H]-[V]
            metrics { metrics = 2; hug = 3 }
            view intrinsic
            """, [
            "view label", "label top", "stack stack axis vertical", "view when",
            "view set", "view metrics", "view H", "view V", "view or",
            "top.height == label.height",
            "when.width == set.width",
            "H:|[label][top]|",
            "H:[H]-[V]",
            "metrics { metrics = 2; hug = 3 }",
            "view intrinsic",
        ])
    }

    func testWhenConditionsMatchVariants() throws {
        let result = TestParse.parse("when wC hC or wR { }")
        guard case .when(let w) = result.file.statements.first else { return XCTFail() }
        let c = w.clauses[0].condition
        XCTAssertEqual(TraitVariant.all.map { c.matches($0) }, [false, true, true, true])
        XCTAssertEqual("\(c.range)", "1:6-1:17")
        XCTAssertEqual("\(w.clauses[0].range)", "1:1-1:21")
    }

    func testStatementsEndAtNewlinesAndSemicolonsButNotAfterOperators() {
        assertShape("a.width ==\n  b.width +\n  4\nc.width == (d.width\n + 2)\ne.width == 1; f.width == 2", [
            "a.width == {b.width + 4}",
            "c.width == ({d.width + 2})",
            "e.width == 1",
            "f.width == 2",
        ])
    }
}
