import LayoutLowering
import LayoutSource
import XCTest

/// Every semantic error id at its exact line and column (spec §9), with its notes.
final class SemanticErrorTests: XCTestCase {
    struct Case {
        var text: String
        var expected: [String]
    }

    let cases: [Case] = [
        Case(text: "view button\n[buton]-[button]\n", expected: ["unknown-view 2:2"]),
        Case(text: "view button\nbutton.width == buttn.width\n", expected: ["unknown-view 2:17"]),
        Case(text: "view a\n|-pad-[a]\n", expected: ["unknown-metric 2:3"]),
        Case(text: "view a\nview a\n", expected: ["duplicate-name 2:6"]),
        Case(text: "view root\n", expected: ["duplicate-name 1:6"]),
        Case(text: "view card {\n  view inner\n}\n|-[inner]\n", expected: ["not-a-child 4:4"]),
        Case(text: "view a\nview b\na.top == b.leading\n", expected: ["mixed-axes 3:10"]),
        Case(text: "view a\nview b\na.width == a.height * b.width\n", expected: ["nonlinear 3:12"]),
        Case(text: "view a\nview b\na.width == 100 / b.width\n", expected: ["nonlinear 3:12"]),
        Case(text: "view a\na.width == 100 @1001\n", expected: ["priority-out-of-range 2:17"]),
        Case(text: "view a\na.width == 100 @0\n", expected: ["priority-out-of-range 2:17"]),
        Case(text: "view a\n[a(100@2000)]\n", expected: ["priority-out-of-range 2:8"]),
        Case(text: "view a\na.width == 1 @hihg\n", expected: ["priority-out-of-range 2:15"]),
        Case(text: "metrics { p = 1200 }\nview a\n[a]-(8@p)-|\n", expected: ["priority-out-of-range 3:8"]),
        Case(text: "metrics {\n  x = y + 1\n  y = x\n}\nview a\n[a(x)]\n", expected: ["metric-cycle 2:3"]),
        Case(text: "view a\nview b\n[a]-(b)-[b]\n", expected: ["view-in-spacing 3:6"]),
        Case(text: "view a\na.widht == 10\n", expected: ["unknown-attribute 2:3"]),
        Case(text: "view a\nwhen wC {\n  view b\n}\n", expected: ["view-in-when 3:3"]),
        Case(text: "view a\na.width == 10 / 0\n", expected: ["division-by-zero 2:17"]),
        Case(text: "metrics { zero = 0 }\nview a\na.width == 10 / (zero)\n", expected: ["division-by-zero 3:17"]),
        Case(text: "view a\nset b hidden\n", expected: ["unknown-view 2:5"]),
        Case(text: "view a\n[a(==b+c)]\nview b\nview c\n", expected: ["multiple-views-in-predicate 2:6"]),
        Case(text: "metrics { m = a.width }\n", expected: ["not-constant 1:15"]),
        Case(text: "view a spacing 4\n", expected: ["not-a-stack 1:8"]),
        Case(text: "view a hug 2000\n", expected: ["priority-out-of-range 1:8"]),
        // Named constraints: a name once per variant, and not a view's or a metric's (at the name).
        Case(text: "view a\nw: a.width == 1\nw: a.width >= 0\n", expected: ["duplicate-name 3:1"]),
        Case(text: "view a\na: a.width == 1\n", expected: ["duplicate-name 2:1"]),
        Case(text: "view a\nroot: a.width == 1\n", expected: ["duplicate-name 2:1"]),
        Case(text: "metrics { m = 1 }\nview a\nm: a.width == m\n", expected: ["duplicate-name 3:1"]),
        Case(text: "view a\nwhen wR {\n  w: a.width == 1\n} else {\n  w: a.width == 2\n}\n", expected: []),
        Case(text: "view a\nw: a.width == 1\nwhen wR {\n  w: a.width >= 2\n}\n", expected: ["duplicate-name 4:3"]),
    ]

    func testEachErrorAtItsExactLocation() {
        for c in cases {
            let f = LoweringFixture(c.text)
            XCTAssertEqual(f.errors, c.expected, c.text)
        }
    }

    func testUnknownNamesSuggestTheClosestName() {
        let f = LoweringFixture("metrics { padding = 4 }\nview button\n[buton]-paddng-|\nbutton.widht == 3\n")
        XCTAssertEqual(f.result.diagnostics.filter { $0.severity == .error }.map(\.message), [
            "unknown view 'buton'; did you mean 'button'?",
            "unknown metric 'paddng'; did you mean 'padding'?",
            "unknown attribute 'widht'; did you mean 'width'?",
        ])
        XCTAssertEqual(LoweringFixture("metrics { padding = 4 }\nview a\na.width == padd\n").result.diagnostics
            .filter { $0.severity == .error }.map(\.message), ["unknown metric 'padd'"], "distance 3 is too far")
        let far = LoweringFixture("view button\n[xyzzy]\n")
        XCTAssertEqual(far.result.diagnostics.map(\.message), ["unknown view 'xyzzy'"])
    }

    func testUnknownPriorityNameSuggestsAKeyword() {
        let f = LoweringFixture("view a\na.width == 1 @hihg\n")
        XCTAssertEqual(f.result.diagnostics.map(\.message), [
            "unknown priority 'hihg'; use a number from 1 to 1000, required, high, low, fitting or a metric; did you mean 'high'?",
        ])
    }

    func testAViewUsedAsAMetricSaysSo() {
        let f = LoweringFixture("view a\nview b\na.width == b\n")
        XCTAssertEqual(f.result.diagnostics.map { "\($0.id) \($0.range.start) \($0.message)" },
                       ["unknown-metric 3:12 'b' is a view, not a metric; name one of its attributes, such as 'b.width'"])
    }

    func testSuggestionsAreBoundedSoManyTyposStayLinear() {
        var text = "view button\n"
        for _ in 0..<150 { text += "[buton]\n" }
        let f = LoweringFixture(text)
        XCTAssertEqual(f.errors.count, 150)
        XCTAssertEqual(f.result.diagnostics.filter { $0.message.hasSuffix("did you mean 'button'?") }.count, 100)
    }

    func testNotesPointAtTheOtherLine() {
        let dup = LoweringFixture("view a\nlabel a\n")
        XCTAssertEqual(dup.result.diagnostics.first?.notes, [DiagnosticNote("'a' is first declared here",
            at: dup.result.variants[0].views[3].declaration)])
        let child = LoweringFixture("view card {\n  view inner\n}\n|-[inner]\n")
        XCTAssertEqual(child.result.diagnostics.first?.notes.map { $0.range.map { "\($0.start)" } }, ["2:8"])
        let cycle = LoweringFixture("metrics {\n  x = y + 1\n  y = z\n  z = x\n}\nview a\n[a(z)]\n")
        let d = cycle.result.diagnostics.first
        XCTAssertEqual(d?.message, "metrics refer to each other in a cycle: x -> y -> z -> x")
        XCTAssertEqual(d?.notes.map { $0.range.map { "\($0.start)" } }, ["3:3", "4:3"])
        let mixed = LoweringFixture("view a\nview b\na.top == b.leading\n")
        XCTAssertEqual(mixed.result.diagnostics.first?.notes.map { $0.range.map { "\($0.start)" } }, ["3:1"])
    }

    func testSizesMayBeRelatedAcrossAxes() {
        let f = LoweringFixture("view image\nimage.height == image.width\nimage.leading == image.width\n")
        XCTAssertEqual(f.errors, [])
        XCTAssertEqual(f.constraints(), ["image.height == image.width @1000", "image.x == image.width @1000"])
    }

    func testErrorsInSomeVariantsCarryTheirTraits() {
        let f = LoweringFixture("view a\nwhen wC {\n  a.width == missing\n} else when hC {\n  a.height == 1 @5000\n}\n")
        XCTAssertEqual(f.diagnostics, ["unknown-metric 3:14 [wC hR, wC hC]", "priority-out-of-range 5:18 [wR hC]"])
    }

    func testAnErrorInEveryVariantIsReportedOnceWithoutTraits() {
        let f = LoweringFixture("view a\na.width == missing\n")
        XCTAssertEqual(f.diagnostics, ["unknown-metric 2:12"])
    }

    func testSubsetOfTargetsCountsAsAllVariants() {
        let targets = [LoweringFixture.defaultTarget(TraitVariant.all[2])]
        let f = LoweringFixture("view a\na.width == missing\n", targets: targets)
        XCTAssertEqual(f.diagnostics, ["unknown-metric 2:12"])
        XCTAssertEqual(f.result.variants.count, 1)
    }

    func testUnusedMetricWarning() {
        let f = LoweringFixture("metrics {\n  used = 4\n  unused = 5\n  viaOther = 2\n  chained = viaOther * 2\n}\n"
                                + "view a\n[a(used)]\nwhen wR { a.height == chained }\n")
        XCTAssertEqual(f.diagnostics, ["unused-metric 3:3"])
        XCTAssertEqual(f.result.diagnostics.first?.severity, .warning)
    }

    func testOverridingStandardWithoutUsingItIsUnused() {
        let f = LoweringFixture("metrics { standard = 4 }\nview a\n|[a]|\n")
        XCTAssertEqual(f.diagnostics, ["unused-metric 1:11"])
    }

    func testErroneousConstraintsAreLeftOutButTheRestIsLowered() {
        let f = LoweringFixture("view a\na.width == 10 @9999\na.height == 20\n")
        XCTAssertEqual(f.constraints(), ["a.height == 20 @1000"])
    }
}
