import LayoutSource
import LayoutSyntax
import XCTest

/// Spellings worth a look of their own: what the printer writes for a tree that the parser
/// made from `input`, and that the result parses back to the same tree.
final class PrinterSpellingTests: XCTestCase {
    func assertPrints(_ input: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        let parsed = TestParse.parse(input)
        XCTAssertEqual(parsed.diagnostics.map(\.message), [], "input", file: file, line: line)
        let printed = LayoutPrinter.print(parsed.file)
        XCTAssertEqual(printed, expected, file: file, line: line)
        let again = TestParse.parse(printed)
        XCTAssertEqual(again.diagnostics.map(\.message), [], "printed", file: file, line: line)
        XCTAssertEqual(SyntaxShape.text(again.file), SyntaxShape.text(parsed.file), file: file, line: line)
    }

    func testConstraintsAndExpressions() {
        assertPrints("a.left==b.left-8", "a.left == b.left - 8\n")
        assertPrints("a.left == b.left - -8", "a.left == b.left - -8\n")
        assertPrints("a.width == 0.5*b.width", "a.width == 0.5 * b.width\n")
        assertPrints("a.width == b.width / 3 + 2", "a.width == b.width / 3 + 2\n")
        assertPrints("cell.width == ( grid.width - 10 ) / 3 @ high", "cell.width == (grid.width - 10) / 3 @high\n")
        assertPrints("a.width == ((b.width))", "a.width == ((b.width))\n")
        assertPrints("a.width == - ( b.width + 1 )", "a.width == -(b.width + 1)\n")
        assertPrints("a.width == - - 5", "a.width == --5\n")
        assertPrints("a.width == + 5", "a.width == 5\n")
        assertPrints("a.width == 1 - (2 - 3) - 4", "a.width == 1 - (2 - 3) - 4\n")
        assertPrints("a.width == scaled( 16 ,body ) * 2", "a.width == scaled(16, body) * 2\n")
        assertPrints("p.leading == card.margins.leading", "p.leading == card.margins.leading\n")
        assertPrints("a.width ==\n  b.width +\n  8", "a.width == b.width + 8\n")
        assertPrints("a.width == 100 @-5\nb.width <= 300 @ 999", "a.width == 100 @-5\nb.width <= 300 @999\n")
    }

    /// `NAME: constraint` (docs/language.md, "Named constraints").
    func testNamedConstraints() {
        assertPrints("heroHeight :hero.height==200", "heroHeight: hero.height == 200\n")
        assertPrints("w:\n  a.width >= b.width @750", "w: a.width >= b.width @750\n")
        let parsed = TestParse.parse("heroHeight: hero.height == 200\n")
        guard case .constraint(let c)? = parsed.file.statements.first else { return XCTFail("not a constraint") }
        XCTAssertEqual(c.name?.name, "heroHeight")
        XCTAssertEqual(c.name?.range.start.column, 1)
        XCTAssertEqual(c.range.start.column, 1, "the statement starts at its name")
        // `H:` and `V:` begin visual-format lines: as a name, a syntax error at it.
        for text in ["H: a.height == 200\n", "V: a.width == 1\n"] {
            let bad = TestParse.parse(text)
            XCTAssertEqual(bad.diagnostics.map { "\($0.id.rawValue) \($0.range.start.line):\($0.range.start.column)" }, ["syntax 1:1"], text)
            XCTAssertTrue(bad.diagnostics.first?.message.contains("cannot name a constraint") == true, text)
        }
        // Another word before `:` and a visual-format line is still an unknown orientation.
        XCTAssertTrue(TestParse.parse("X:|-[a]-|\n").diagnostics.first?.message.contains("unknown orientation") == true)
    }

    func testNumbers() {
        assertPrints("a.width == 1e3", "a.width == 1000\n")
        assertPrints("a.width == .5", "a.width == 0.5\n")
        assertPrints("a.width == 2.50 + 007", "a.width == 2.5 + 7\n")
        assertPrints("a.width == 2.5E-1", "a.width == 0.25\n")
        assertPrints("a.width == 1e300 * 1e-7", "a.width == 1e300 * 1e-7\n")
        assertPrints("a.width == 0.000001 + 0.0000001", "a.width == 0.000001 + 1e-7\n")
        assertPrints("a.width == 1e16 + 9999999999999998", "a.width == 1e16 + 9999999999999998\n")
        assertPrints("a.width == 0.30000000000000004 + 0.1", "a.width == 0.30000000000000004 + 0.1\n")
        assertPrints("a.width == 12345678901234567890", "a.width == 1.2345678901234567e19\n")
        assertPrints("a.width == 5e-324", "a.width == 5e-324\n")
    }

    /// Spellings for the numbers themselves, and that each reads back bit for bit.
    func testNumberSpelling() {
        let cases: [(Double, String)] = [
            (0, "0"), (8, "8"), (0.5, "0.5"), (1000, "1000"), (1e15, "1000000000000000"), (1e16, "1e16"),
            (1.5e16, "1.5e16"), (0.000001, "0.000001"), (9.99e-7, "9.99e-7"), (1.0 / 3, "0.3333333333333333"),
            (Double.greatestFiniteMagnitude, "1.7976931348623157e308"), (Double.leastNonzeroMagnitude, "5e-324"),
            (-2.5, "-2.5"), (.infinity, "1e999"), (-.infinity, "-1e999"), (.nan, "1e999"),
        ]
        for (value, text) in cases { XCTAssertEqual(NumberSpelling.canonical(value), text, "\(value)") }
        XCTAssertEqual(NumberSpelling.positional(1e-7), "0.0000001")
        XCTAssertEqual(NumberSpelling.positional(1e20), "1e20")
    }

    func testVisualFormat() {
        assertPrints("H:|-(-10)-[a]", "H:|-(-10)-[a]\n")
        assertPrints("[a]->=0-|", "[a]-(>=0)-|\n")
        assertPrints("[a]-0@999-[b]", "[a]-(0@999)-[b]\n")
        assertPrints("[a]-(8)-[b]-gap-[c]-(gap)-[d]", "[a]-8-[b]-gap-[c]-gap-[d]\n")
        assertPrints("[a]-( >= pad @ low , <= 40 )-[b]", "[a]-(>=pad@low,<=40)-[b]\n")
        assertPrints("V: | - [ a ( 50 ) ] |", "V:|-[a(50)]|\n")
        assertPrints("H:||[a]||", "H:||[a]||\n")
        assertPrints("[b(==a * 2)][c(== a/3 - 10)]", "[b(==a*2)][c(==a/3-10)]\n")
        assertPrints("[a(>=1@-3)]-(-5@-2)-[b]", "[a(>=1@-3)]-(-5@-2)-[b]\n")
        assertPrints("[a]-1e2-[b(==scaled(4, body))]", "[a]-100-[b(==scaled(4,body))]\n")
        assertPrints("[a]-.5-[b]", "[a]-0.5-[b]\n")
    }

    func testDeclarationsAndSetLines() {
        assertPrints("label title intrinsic 120x22 hug 251 , 750 resist high", "label title intrinsic 120x22 hug 251,750 resist 750\n")
        assertPrints("view a intrinsic _x_ hug required,low resist fitting", "view a intrinsic _x_ hug 1000,250 resist 50\n")
        assertPrints("view a intrinsic 12.5x.5", "view a intrinsic 12.5x0.5\n")
        assertPrints("view a intrinsic 1e2x_", "view a intrinsic 100x_\n")
        assertPrints("view a margins 8,8,8,8", "view a margins 8\n")
        assertPrints("view a margins 12,16,12,16", "view a margins 12,16,12,16\n")
        assertPrints("stack s axis vertical\n  distribution fill\n  alignment top spacing gap * 2 marginsRelative baselineRelative\n{\n}",
                     "stack s axis vertical distribution fill alignment top spacing gap * 2 marginsRelative baselineRelative {}\n")
        assertPrints("label n style body baseline 16 , 30 direction rtl spacingAfter -4 visible hidden",
                     "label n style body baseline 16,30 direction rtl spacingAfter -4 visible hidden\n")
        assertPrints("when wC { set banner visible hug 1 }", "when wC {\n  set banner visible hug 1\n}\n")
    }

    func testBlocks() {
        assertPrints("view card { view a; view b { } }", "view card {\n  view a\n  view b {}\n}\n")
        assertPrints("metrics { }\nmetrics { a = 1; b = a * 2 }", "metrics {}\nmetrics {\n  a = 1\n  b = a * 2\n}\n")
        assertPrints("when wC {} else when hC {} else {}", "when wC {} else when hC {} else {}\n")
        assertPrints("when wC hR or wR { set c axis horizontal }\nelse { view v }",
                     "when wC hR or wR {\n  set c axis horizontal\n} else {\n  view v\n}\n")
        assertPrints("when size>=accessibilityMedium or hC size != L { }", "when size >= AX1 or hC size != L {}\n")
        assertPrints("when size < xLarge wR { when hC { [a] } }", "when size < XL wR {\n  when hC {\n    [a]\n  }\n}\n")
    }

    // MARK: Trees built by code

    static let elsewhere = SourceRange(start: SourceLocation(line: 40, column: 3, offset: 900),
                                       end: SourceLocation(line: 2, column: 1, offset: 10))

    func e(_ kind: Expr.Kind) -> Expr { Expr(kind, Self.elsewhere) }
    func name(_ n: String) -> Expr { e(.name(Identifier(n, Self.elsewhere))) }
    func anchor(_ v: String, _ a: String) -> Expr {
        e(.anchor(view: Identifier(v, Self.elsewhere), attribute: Identifier(a, Self.elsewhere)))
    }
    func constraint(_ lhs: Expr, _ rhs: Expr) -> Statement {
        .constraint(ConstraintStmt(lhs: lhs, relation: .equal, relationRange: Self.elsewhere, rhs: rhs, priority: nil,
                                   range: Self.elsewhere))
    }
    func printed(_ statements: [Statement]) -> String {
        let file = LayoutFileSyntax(statements: statements, range: Self.elsewhere)
        // Ranges that run backwards are no source's lines: no blank lines from them either.
        XCTAssertEqual(LayoutPrinter.print(file, blankLines: .fromRanges), LayoutPrinter.print(file))
        return LayoutPrinter.print(file)
    }

    func testParenthesesPrecedenceNeeds() {
        let sum = e(.binary(.add, name("a"), name("b")))
        XCTAssertEqual(LayoutPrinter.expression(e(.binary(.multiply, sum, name("c")))), "(a + b) * c")
        XCTAssertEqual(LayoutPrinter.expression(e(.binary(.multiply, name("c"), sum))), "c * (a + b)")
        XCTAssertEqual(LayoutPrinter.expression(e(.binary(.add, name("c"), sum))), "c + (a + b)")
        XCTAssertEqual(LayoutPrinter.expression(e(.binary(.add, sum, name("c")))), "a + b + c")
        XCTAssertEqual(LayoutPrinter.expression(e(.binary(.add, name("c"), e(.binary(.divide, name("a"), name("b")))))), "c + a / b")
        XCTAssertEqual(LayoutPrinter.expression(e(.binary(.divide, name("c"), e(.binary(.multiply, name("a"), name("b")))))), "c / (a * b)")
        XCTAssertEqual(LayoutPrinter.expression(e(.negate(sum))), "-(a + b)")
        XCTAssertEqual(LayoutPrinter.expression(e(.negate(e(.negate(name("a")))))), "--a")
        XCTAssertEqual(LayoutPrinter.expression(e(.binary(.multiply, e(.negate(name("a"))), e(.negate(name("b")))))), "-a * -b")
        XCTAssertEqual(LayoutPrinter.expression(e(.scaled(sum, style: .body, styleRange: Self.elsewhere))), "scaled(a + b, body)")
        XCTAssertEqual(LayoutPrinter.expression(e(.binary(.multiply, e(.paren(sum)), name("c"))), compact: true), "(a+b)*c")
    }

    /// There are no negative literals: a negative number in a tree is written as a negation,
    /// which means the same.
    func testANegativeLiteralIsANegation() {
        let minus5 = e(.number(-5))
        XCTAssertEqual(LayoutPrinter.expression(e(.binary(.multiply, e(.number(2)), minus5))), "2 * -5")
        XCTAssertEqual(LayoutPrinter.expression(e(.binary(.subtract, anchor("b", "left"), e(.number(8))))), "b.left - 8")
        XCTAssertEqual(LayoutPrinter.expression(e(.negate(minus5))), "--5")
        let line = VFLLine(orientation: nil, orientationRange: nil, leadingEdge: nil,
                           views: [VFLView(name: Identifier("a", Self.elsewhere), predicates: [], range: Self.elsewhere),
                                   VFLView(name: Identifier("b", Self.elsewhere), predicates: [], range: Self.elsewhere)],
                           connections: [VFLConnection(kind: .predicates([VFLPredicate(relation: nil, object: minus5, priority: nil,
                                                                                         range: Self.elsewhere)]),
                                                       range: Self.elsewhere)],
                           trailingEdge: nil, range: Self.elsewhere)
        XCTAssertEqual(printed([.vfl(line)]), "[a]-(-5)-[b]\n")
        XCTAssertEqual(SyntaxShape.text(TestParse.parse("[a]-(-5)-[b]").file), "vfl none\n  [a] \n  connection ((pred none (neg 5.0) -))\n  [b] \n")
    }

    /// After a `when` block, a line that starts with the word `else` would continue the block.
    func testAConstraintOnAViewNamedElseAfterAWhenBlock() {
        let when = Statement.when(WhenBlock(clauses: [WhenClause(condition: TraitCondition(alternatives: [[(.wC, Self.elsewhere)]],
                                                                                          range: Self.elsewhere),
                                                                 body: [], range: Self.elsewhere)],
                                            elseBody: nil, elseRange: nil, range: Self.elsewhere))
        let text = printed([when, constraint(anchor("else", "width"), e(.number(4)))])
        XCTAssertEqual(text, "when wC {}\n(else.width) == 4\n")
        XCTAssertEqual(TestParse.parse(text).diagnostics.map(\.message), [])
        XCTAssertEqual(printed([constraint(anchor("else", "width"), e(.number(4)))]), "else.width == 4\n")
        XCTAssertFalse(TestParse.parse("when wC {}\nelse.width == 4\n").diagnostics.isEmpty)
    }

    /// Ranges into another document (here, ending before they start) shape nothing; the
    /// properties the language has no word for are left out, and values it cannot write
    /// are written so that reading them back is an error, not another layout.
    func testTreesWithForeignRangesAndUnwritableValues() {
        func property(_ keyword: String, _ value: ViewPropertyValue) -> ViewProperty {
            ViewProperty(value: value, keyword: Identifier(keyword, Self.elsewhere), range: Self.elsewhere)
        }
        let view = ViewDecl(kind: .stack, kindRange: Self.elsewhere, name: Identifier("s", Self.elsewhere),
                            properties: [property("marginsRelative", .marginsRelative(false)),
                                         property("baselineRelative", .baselineRelative(false)),
                                         property("intrinsic", .intrinsic(width: 1e-7, height: 1e-7)),
                                         property("margins", .margins(DirectionalInsets(all: 0.5)))],
                            body: [constraint(name("x"), name("y")), constraint(name("y"), name("z"))], range: Self.elsewhere)
        let text = printed([.view(view), .view(view)])
        XCTAssertEqual(text, """
            stack s intrinsic 1e-7x0.0000001 margins 0.5 {
              x == y
              y == z
            }
            stack s intrinsic 1e-7x0.0000001 margins 0.5 {
              x == y
              y == z
            }

            """)
        XCTAssertEqual(TestParse.parse(text).diagnostics.map(\.message), [])
        var negative = view
        negative.properties = [property("margins", .margins(DirectionalInsets(all: -4)))]
        XCTAssertFalse(TestParse.parse(printed([.view(negative)])).diagnostics.isEmpty)
        XCTAssertFalse(TestParse.parse(printed([constraint(name("x"), e(.number(.infinity)))])).diagnostics.isEmpty)
    }

    func testWhatCanBeAName() {
        for good in ["a", "_x22", "x1", "E1", "view", "_"] { XCTAssertTrue(LayoutPrinter.isIdentifier(good), good) }
        for bad in ["", "1a", "a.b", "my view", "café", "a-b", "[a]"] { XCTAssertFalse(LayoutPrinter.isIdentifier(bad), bad) }
        // Every name the generator and the corpus use is one.
        XCTAssertTrue(["superview", "root", "margins", "H", "V"].allSatisfy(LayoutPrinter.isIdentifier))
        // A `when` with nothing in it (only code builds one) writes nothing, not a blank line.
        let empty = Statement.when(WhenBlock(clauses: [], elseBody: nil, elseRange: nil, range: Self.elsewhere))
        XCTAssertEqual(printed([constraint(name("a"), name("b")), empty, constraint(name("b"), name("c"))]), "a == b\nb == c\n")
    }
}
