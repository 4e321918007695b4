import LayoutLowering
import LayoutSource
import XCTest

/// The anchor form lowering records for each kind of source (see `AnchorForm`): a table of
/// source lines and the UIKit equations they must give, written by hand from Apple's VFL and
/// `NSLayoutConstraint` documentation, not from the implementation.
final class AnchorFormTests: XCTestCase {
    /// Views every case may use: siblings `a b c` at the top level, `q` inside `p`.
    static let preamble = """
    metrics { pad = 8 }
    view a
    view b
    view c
    view p { view q }

    """

    /// Source appended to the preamble → the anchor forms of the constraints it makes, in
    /// order, as `first.attr REL m*second.attr + c @priority` (`first.attr REL c` without a
    /// second item; `nil` without an anchor form).
    static let cases: [(source: String, forms: [String])] = [
        // VFL gaps: Apple's `b.leading = a.trailing + gap`, `superview.trailing = a.trailing + gap`.
        ("H:|-[a]-[b]-|", ["a.leading == 1*root.leading + 20 @1000", "b.leading == 1*a.trailing + 8 @1000",
                           "root.trailing == 1*b.trailing + 20 @1000"]),
        ("V:|-pad-[a]", ["a.top == 1*root.top + 8 @1000"]),
        ("V:[a]-(>=8@500)-[b]|", ["b.top >= 1*a.bottom + 8 @500", "root.bottom == 1*b.bottom + 0 @1000"]),
        ("H:[a][b]", ["b.leading == 1*a.trailing + 0 @1000"]),
        ("|-(-10)-[a]", ["a.leading == 1*root.leading + -10 @1000"]),
        // Size predicates.
        ("H:[a(>=70,<=100@750)]", ["a.width >= 70 @1000", "a.width <= 100 @750"]),
        ("H:[a(pad)]", ["a.width == 8 @1000"]),
        ("H:[a(==b)]", ["a.width == 1*b.width + 0 @1000"]),
        ("V:[a(==b)]", ["a.height == 1*b.height + 0 @1000"]),
        ("H:[b(==a*2)]", ["b.width == 2*a.width + 0 @1000"]),
        ("H:[c(==a/4-10)]", ["c.width == 0.25*a.width + -10 @1000"]),
        ("V:[a(==a.width)]", ["a.height == 1*a.width + 0 @1000"]),
        // Explicit constraints: `k1·A + c1 REL k2·B + c2` as `A REL (k2/k1)·B + (c2-c1)/k1`.
        ("a.width == 0.5 * b.width + 10", ["a.width == 0.5*b.width + 10 @1000"]),
        ("2 * a.width <= b.width", ["a.width <= 0.5*b.width + 0 @1000"]),
        ("-a.width <= b.width - 10", ["a.width >= -1*b.width + 10 @1000"]),
        ("a.width + 4 >= b.height @low", ["a.width >= 1*b.height + -4 @250"]),
        ("a.left == b.right", ["a.left == 1*b.right + 0 @1000"]),
        ("a.leading == b.trailing + pad", ["a.leading == 1*b.trailing + 8 @1000"]),
        ("a.width == (c.width - 10) / 2", ["a.width == 0.5*c.width + -5 @1000"]),
        ("a.width == a.width * 2 - 10", ["a.width == 10 @1000"]),
        ("b.width - a.width == 0", ["b.width == 1*a.width + 0 @1000"]),
        ("a.top == safeArea.top + 8", ["a.top == 1*safeArea.top + 8 @1000"]),
        ("a.centerX == margins.centerX", ["a.centerX == 1*margins.centerX + 0 @1000"]),
        ("view r { view s\n s.width == superview.width }", ["s.width == 1*r.width + 0 @1000"]),
        // A position compared with a number is measured from the root's origin.
        ("a.leading == 10", ["a.leading == 1*root.leading + 10 @1000"]),
        ("a.trailing <= 300", ["a.trailing <= 1*root.leading + 300 @1000"]),
        ("a.centerX == 100", ["a.centerX == 1*root.left + 100 @1000"]),
        ("a.bottom >= 5", ["a.bottom >= 1*root.top + 5 @1000"]),
        ("a.width == 100", ["a.width == 100 @1000"]),
        ("100 >= a.height", ["a.height <= 100 @1000"]),
        // Three and four anchors: two NSLayoutDimensions, a distance `(to - from)` being
        // `from.anchorWithOffset(to: to)`; the first anchor written is the first side's end.
        ("a.centerX == (b.leading + c.trailing) / 2", ["(a.centerX - b.leading) == 1*(c.trailing - a.centerX) + 0 @1000"]),
        ("a.centerX == (b.leading + c.trailing) / 2 + 10", ["(a.centerX - b.leading) == 1*(c.trailing - a.centerX) + 20 @1000"]),
        ("a.left - b.left == 2 * (c.right - p.left) + 3 @low", ["(a.left - b.left) == 2*(c.right - p.left) + 3 @250"]),
        ("a.left - b.left <= -2 * (c.right - p.left)", ["(a.left - b.left) <= 2*(p.left - c.right) + 0 @1000"]),
        ("2 * (a.top - b.bottom) >= c.height", ["(a.top - b.bottom) >= 0.5*c.height + 0 @1000"]),
        ("a.width == (c.trailing - b.leading) / 4 - 2", ["a.width == 0.25*(c.trailing - b.leading) + -2 @1000"]),
        ("c.trailing - b.leading == a.height", ["(c.trailing - b.leading) == 1*a.height + 0 @1000"]),
        ("b.width - a.top >= -c.top", ["b.width >= 1*(a.top - c.top) + 0 @1000"]),
        // Positions that do not cancel out are measured from the root's origin (one more anchor).
        ("a.left + b.left == c.left", ["(a.left - root.left) == 1*(c.left - b.left) + 0 @1000"]),
        // No two dimensions: a sum of sizes, too many anchors.
        ("a.width + b.width == root.width", ["nil"]),
        ("a.left + b.left == c.width", ["nil"]),
        ("a.left - b.left == c.left - p.left + q.width", ["nil"]),
        // Intrinsic sizes: `width <= w @hug`, `width >= w @resist` per axis given.
        ("view s intrinsic 30x_ hug 300", ["s.width <= 30 @300", "s.width >= 30 @750"]),
        ("label t intrinsic 40x20", ["t.width <= 40 @251", "t.width >= 40 @750", "t.height <= 20 @251",
                                     "t.height >= 20 @750"]),
    ]

    func testAnchorFormsOfEachKindOfSource() {
        let firstLine = Self.preamble.split(separator: "\n", omittingEmptySubsequences: false).count
        for (source, expected) in Self.cases {
            let fixture = LoweringFixture(Self.preamble + source)
            XCTAssertEqual(fixture.errors, [], source)
            let ir = fixture.ir()
            let forms = ir.constraints.filter { c in
                guard let range = c.origin.range else { return false }
                return range.start.line >= firstLine && c.origin.kind != .stack
            }.map { Self.render($0, in: ir) }
            XCTAssertEqual(forms, expected, source)
        }
    }

    /// A constraint of three or more anchors without a form records why, by its range.
    func testGapsSayWhy() {
        let cases: [(String, AnchorFormGap.Reason, Bool)] = [
            ("a.width + b.width == root.width", .unpaired, false),
            ("a.left + b.left == c.width", .unpaired, true),
            ("a.left - b.left == c.left - p.left + q.width", .tooManyAnchors, false),
        ]
        for (source, reason, origin) in cases {
            let ir = LoweringFixture(Self.preamble + source).ir()
            XCTAssertEqual(ir.anchorFormGaps.count, 1, source)
            let gap = ir.anchorFormGaps.values.first
            XCTAssertEqual(gap?.reason, reason, source)
            XCTAssertEqual(gap?.usesOrigin, origin, source)
            XCTAssertEqual(gap?.anchors.map { ir.views[$0.view.index].name + "." + $0.attribute.rawValue }.joined(separator: " "),
                           source.split(separator: " ").filter { $0.contains(".") }.joined(separator: " "), source)
        }
        XCTAssertEqual(LoweringFixture(Self.preamble + "a.centerX == (b.left + c.right) / 2").ir().anchorFormGaps.count, 0)
    }

    /// Stack arrangement constraints are UIKit's own: they have no anchor form.
    func testStackConstraintsHaveNone() {
        let fixture = LoweringFixture("stack s axis vertical spacing 4 { view x\n view y }\nH:|[s]|\nV:|[s]|")
        let stack = fixture.ir().constraints.filter { $0.origin.kind == .stack }
        XCTAssertFalse(stack.isEmpty)
        XCTAssertTrue(stack.allSatisfy { $0.anchor == nil })
    }

    /// A metric override changes the constant only; the anchors stay.
    func testMetricOverrideChangesOnlyTheConstant() {
        let fixture = LoweringFixture("metrics { gap = 8 }\nwhen wR { metrics { gap = 20 } }\nview a\nH:|-gap-[a]")
        let compact = fixture.ir(TraitVariant(width: .compact, height: .regular)).constraints.last { $0.anchor != nil }
        let regular = fixture.ir(TraitVariant(width: .regular, height: .regular)).constraints.last { $0.anchor != nil }
        XCTAssertEqual(compact?.anchor?.constant, 8)
        XCTAssertEqual(regular?.anchor?.constant, 20)
        var a = compact?.anchor, b = regular?.anchor
        a?.constant = 0; b?.constant = 0
        XCTAssertEqual(a, b)
    }

    static func render(_ c: IRConstraint, in ir: LayoutIR) -> String {
        guard let f = c.anchor else { return "nil" }
        let p = " @" + NumberFormat.string(c.priority)
        func side(_ view: ViewID, _ attribute: LayoutAttribute, _ base: (view: ViewID, attribute: LayoutAttribute)?) -> String {
            let anchor = "\(ir.views[view.index].name).\(attribute.rawValue)"
            return base.map { "(\(anchor) - \(ir.views[$0.view.index].name).\($0.attribute.rawValue))" } ?? anchor
        }
        let lhs = "\(side(f.first, f.firstAttribute, f.firstBase)) \(f.relation.rawValue)"
        guard let second = f.second, let attribute = f.secondAttribute else {
            return "\(lhs) \(NumberFormat.string(f.constant))\(p)"
        }
        return "\(lhs) \(NumberFormat.string(f.multiplier))*\(side(second, attribute, f.secondBase)) + "
            + NumberFormat.string(f.constant) + p
    }
}
