import LayoutLowering
import LayoutSource
import TestSupport
import XCTest

/// Every example of the spec lowers without error; golden IR dumps of the fixtures.
final class SpecExampleTests: XCTestCase {
    let examples: [(name: String, text: String)] = [
        ("§4 visual format", """
        metrics { pad = 10 }
        view find
        view findNext
        view findField
        view topField
        view bottomField
        view purpleBox
        view button
        view box
        view other
        H:|-[find]-[findNext]-[findField(>=20)]-|
        V:[topField]-10-[bottomField]
        |-50-[purpleBox]-50-|                  // no prefix means H:
        H:[button(>=70,<=100@750)]
        V:|-(>=pad@500)-[box(==other)]|
        """),
        ("§5 explicit", """
        view a
        view b
        view cell
        view grid
        image image
        view header
        a.width == 0.5 * b.width + 10
        cell.width == (grid.width - 10) / 3
        a.width + b.width == superview.width
        image.height == image.width
        header.top == safeArea.top + 8
        a.width == 10 @required
        a.width == 10 @high
        a.width == 10 @low
        a.width == 10 @fitting
        a.width == 10 @1
        """),
        ("§6 stack", """
        stack list axis vertical distribution fillEqually alignment center spacing 8 {
          label first intrinsic 100x20
          label second hidden
        }
        stack row axis horizontal distribution equalSpacing alignment top { view x }
        """),
        ("§7 when", """
        metrics { pad = 16 }
        view form
        stack content axis vertical
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
        V:|-pad-[form]
        """),
    ]

    func testSpecExamplesLowerWithoutDiagnostics() {
        for example in examples {
            let f = LoweringFixture(example.text)
            XCTAssertEqual(f.diagnostics, [], example.name)
            XCTAssertEqual(f.result.variants.count, 4, example.name)
        }
    }

    func testCardFixtureMatchesGoldenDump() throws {
        try assertGolden("card")
    }

    func testAdaptiveFixtureMatchesGoldenDump() throws {
        try assertGolden("adaptive")
    }

    func testNestedFixtureMatchesGoldenDump() throws {
        try assertGolden("nested")
    }

    /// All four variants' dumps, then the diagnostics, compared with `Fixtures/NAME.ir.txt`.
    private func assertGolden(_ name: String) throws {
        let path = RepoPaths.path("Tests/LayoutLoweringTests/Fixtures/\(name).layout")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let f = LoweringFixture(text)
        var out = f.result.variants.map(IRDump.dump).joined(separator: "\n")
        out += "\ndiagnostics \(f.result.diagnostics.count)\n"
        for d in f.result.diagnostics {
            out += "  \(d.severity.rawValue) \(d.id) \(d.range.start) \(d.message)"
            out += d.traits.isEmpty ? "\n" : " [\(d.traits.joined(separator: ", "))]\n"
        }
        Golden.assertMatches(out, path: RepoPaths.path("Tests/LayoutLoweringTests/Fixtures/\(name).ir.txt"))
    }
}
