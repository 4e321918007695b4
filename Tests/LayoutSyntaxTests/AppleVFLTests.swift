import LayoutSource
@testable import LayoutSyntax
import XCTest

/// Apple's Visual Format Language appendix strings, and the spec §4 extensions, parse into
/// the expected shape (written out by hand in canonical form).
final class AppleVFLTests: XCTestCase {
    static let cases: [(input: String, shape: String)] = [
        ("|-[find]-[findNext]-[findField(>=20)]-|", "H:|-[find]-[findNext]-[findField(>=20)]-|"),
        ("[button(>=70,<=100)]", "H:[button(>=70,<=100)]"),
        ("V:[topField]-10-[bottomField]", "V:[topField]-(==10)-[bottomField]"),
        ("|-[button1(==button2)]", "H:|-[button1(==button2)]"),
        ("[button]-(>=0)-|", "H:[button]-(>=0)-|"),
        ("|-50-[purpleBox]-50-|", "H:|-(==50)-[purpleBox]-(==50)-|"),
        ("V:|-[view(50)]", "V:|-[view(==50)]"),
        ("[wideView(>=60@700)]", "H:[wideView(>=60@700)]"),
        ("[button1]-[button2]", "H:[button1]-[button2]"),
        ("[flexibleButton(>=70,<=100)]", "H:[flexibleButton(>=70,<=100)]"),
        ("[button1(==button2)]", "H:[button1(==button2)]"),
        ("[button1(==button2)]-[button2]", "H:[button1(==button2)]-[button2]"),
        ("V:[button1]-[button2]", "V:[button1]-[button2]"),
        ("H:[button(100@20)]", "H:[button(==100@20)]"),
        ("[button1][button2]", "H:[button1][button2]"),
        ("[button]-[textField]", "H:[button]-[textField]"),
        ("[button(>=50)]", "H:[button(>=50)]"),
        ("V:|[view(==50@999)]-(>=8)-[other]|", "V:|[view(==50@999)]-(>=8)-[other]|"),
        ("[maroonView][blueView]", "H:[maroonView][blueView]"),
        ("H:|[a]|", "H:|[a]|"),
        ("V:[topField]-10-[bottomField]|", "V:[topField]-(==10)-[bottomField]|"),
        ("|-[find]-[findNext]-[findField(>=20)]-|", "H:|-[find]-[findNext]-[findField(>=20)]-|"),
        ("H:|-[a(==b@high)]-(<=gap@fitting)-[b]", "H:|-[a(==b@high)]-(<=gap@fitting)-[b]"),
        ("[a(>=50,<=width@250,==60@low)]", "H:[a(>=50,<=width@250,==60@low)]"),
        // Spec §4 lines.
        ("H:[button(>=70,<=100@750)]", "H:[button(>=70,<=100@750)]"),
        ("V:|-(>=pad@500)-[box(==other)]|", "V:|-(>=pad@500)-[box(==other)]|"),
        // Spec §4 extensions.
        ("[b(==a*2)]", "H:[b(=={a * 2})]"),
        ("[c(==a/3-10)]", "H:[c(=={{a / 3} - 10})]"),
        ("[a]-(gap*2)-[b]", "H:[a]-(=={gap * 2})-[b]"),
        ("[a]-(-10)-[b]", "H:[a]-(==-10)-[b]"),
        ("|-(>=-4@751, <=20)-[a]", "H:|-(>=-4@751,<=20)-[a]"),
        ("H:|-inset-[avatar(avatarSize)]-12-[title]-inset-|", "H:|-(==inset)-[avatar(==avatarSize)]-(==12)-[title]-(==inset)-|"),
        // A wrapped line: a line break after '-' or inside brackets does not end it.
        ("H:|-[a]-\n  [b(>=10,\n <=20)]-|", "H:|-[a]-[b(>=10,<=20)]-|"),
    ]

    func testAppleStringsParseIntoTheExpectedShape() {
        for (input, shape) in Self.cases {
            let result = TestParse.parse(input)
            XCTAssertEqual(result.diagnostics.map(\.message), [], input)
            guard result.file.statements.count == 1, case .vfl(let line) = result.file.statements[0] else {
                XCTFail("\(input): expected one visual-format line, got \(result.file.statements.count) statements")
                continue
            }
            XCTAssertEqual(Canonical.vfl(line), shape, input)
        }
    }

    func testOrientationIsRecordedOnlyWhenWritten() throws {
        let implicit = TestParse.parse("[a]-[b]").file.statements
        let explicit = TestParse.parse("H:[a]-[b]").file.statements
        guard case .vfl(let i) = implicit.first, case .vfl(let e) = explicit.first else { return XCTFail() }
        XCTAssertNil(i.orientation)
        XCTAssertNil(i.orientationRange)
        XCTAssertEqual(i.axis, .horizontal)
        XCTAssertEqual(e.orientation, .horizontal)
        XCTAssertEqual(e.orientationRange.map { "\($0)" }, "1:1-1:3")
    }

    func testRangesOfVFLParts() throws {
        // Columns:    1234567890123456789012345
        let text = "V:|-(>=8@750)-[box(==w)]|"
        guard case .vfl(let l) = TestParse.parse(text).file.statements.first else { return XCTFail() }
        XCTAssertEqual("\(l.range)", "1:1-1:26")
        XCTAssertEqual("\(l.leadingEdge!.pipe)", "1:3-1:4")
        XCTAssertEqual("\(l.leadingEdge!.connection.range)", "1:4-1:15")
        XCTAssertEqual("\(l.views[0].range)", "1:15-1:25")
        XCTAssertEqual("\(l.views[0].name.range)", "1:16-1:19")
        XCTAssertEqual("\(l.views[0].predicates[0].range)", "1:20-1:23")
        XCTAssertEqual("\(l.trailingEdge!.pipe)", "1:25-1:26")
        // Adjacency is an empty range at the join.
        XCTAssertEqual("\(l.trailingEdge!.connection.range)", "1:25-1:25")
        guard case .predicates(let ps) = l.leadingEdge!.connection.kind else { return XCTFail() }
        XCTAssertEqual("\(ps[0].range)", "1:6-1:13")
        XCTAssertEqual("\(ps[0].priority!.range)", "1:10-1:13")
    }
}
