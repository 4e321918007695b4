import LayoutPipeline
import LayoutSource
import XCTest

/// Every fix vflc offers, applied as an editor applies a code action (the edits to the text),
/// makes its diagnostic go away when the result is checked again through the driver's pipeline.
final class DiagnosticFixTests: XCTestCase {
    /// One broken file per fix family: the id expected, and the subject/axis when it is the
    /// checker's (so "goes away" means that view on that axis).
    static let cases: [(name: String, text: String, id: DiagnosticID)] = [
        ("unknown view in VFL", "view title\nH:|-[titel]-|\nV:|-[title]-|\n", .unknownView),
        ("unknown view in a constraint", "view box\nH:|[box]|\nV:|[box]\nbox.height == bxo.width / 4\n", .unknownView),
        ("unknown view in set", "view box\nH:|[box]|\nV:|[box(40)]\nset bx hidden\n", .unknownView),
        ("unknown metric", "metrics { gap = 8 }\nview box\nH:|-(gpa)-[box]-|\nV:|[box(40)]\n", .unknownMetric),
        ("unknown view or metric", "metrics { side = 40 }\nview box\nH:|[box(sdie)]\nV:|[box(40)]\n", .unknownMetric),
        ("unknown attribute", "view box\nH:|[box]|\nV:|[box]\nbox.heigth == 40\n", .unknownAttribute),
        ("unknown priority", "view box\nH:|[box]|\nV:|[box]\nbox.height == 40 @hihg\n", .priorityOutOfRange),
        ("unknown property", "view box hiden\nH:|[box]|\nV:|[box(40)]\n", .unknownProperty),
        ("unknown declaration keyword", "veiw box\nH:|[box]|\nV:|[box(40)]\n", .syntax),
        ("unknown size-class term", "view box\nH:|[box]|\nV:|[box(40)]\nwhen wc { box.height == 50 @500 }\n", .syntax),
        ("ambiguous: no vertical constraint", "view box\nH:|-[box]-|\n", .ambiguous),
        ("ambiguous: no horizontal position", "view box\nbox.width == 100\nV:|[box(40)]\n", .ambiguous),
        ("ambiguous: nested, nothing vertical", "view card {\n  view badge\n  H:|[badge]|\n}\nH:|[card]|\nV:|[card(80)]\n", .ambiguous),
        ("unsatisfiable explicit", "view box\nH:|[box(100)]\nV:|[box(40)]\nbox.width == 200\n", .unsatisfiable),
        ("unsatisfiable predicate", "view box\nbox.width == 100\nH:|[box(200)]\nV:|[box(40)]\n", .unsatisfiable),
        ("unknown format option", "view a\nview b\nH:|[a(10)][b(10)] options alignAllCentreY\nV:|[a(10)]\nV:[b(10)]\n", .formatOption),
        ("Objective-C format option", "view a\nview b\nH:|[a(10)][b(10)] options alignAllBaseline\nV:|[a(10)]\nV:[b(10)]\n", .formatOption),
        ("scroll content height", "scroll feed {\n  view a\n  H:|[a]|\n  feed.content.width == feed.frame.width\n  V:|[a(500)]\n}\nH:|[feed]|\nV:|[feed]|\n",
         .ambiguousScrollContent),
        ("scroll content width", "scroll feed {\n  label a intrinsic 100x20\n  H:|-[a]\n  V:|[a]|\n}\nH:|[feed]|\nV:|[feed]|\n", .ambiguousScrollContent),
        ("scroll content too wide", "scroll feed {\n  view a\n  H:|[a(2000)]\n  V:|[a(10)]|\n}\nH:|[feed]|\nV:|[feed]|\n", .ambiguousScrollContent),
        ("cell height undetermined", "cell table\nlabel name intrinsic 200x22\nH:|-[name]-|\nV:|-12-[name]\n", .cellHeightUndetermined),
        ("cell height conflict", "cell table\nimage avatar\nH:|-[avatar(60)]\nV:|-12-[avatar(60)]-12-|\n", .cellHeightConflict),
    ]

    func testEveryFixMakesItsDiagnosticGoAway() throws {
        for c in Self.cases {
            let source = SourceFile(path: "fix.layout", text: c.text)
            let before = Pipeline.compile(source, targets: TargetResolver.defaultTargets).diagnostics
            let found = try XCTUnwrap(before.first { $0.id == c.id && !$0.fixes.isEmpty },
                                      "\(c.name): no \(c.id) with a fix in \(before.map { "\($0.id): \($0.message)" })")
            for fix in found.fixes {
                let fixed = SourceFile(path: "fix.layout", text: fix.applied(to: source))
                let after = Pipeline.compile(fixed, targets: TargetResolver.defaultTargets).diagnostics
                let same = after.filter { $0.id == found.id && $0.subject == found.subject && $0.axis == found.axis }
                XCTAssertTrue(same.isEmpty, "\(c.name): '\(fix.title)' leaves \(same.map(\.message))\n\(fixed.text)")
                let errorsBefore = Set(before.filter { $0.severity == .error }.map(\.id))
                let newErrors = after.filter { $0.severity == .error && !errorsBefore.contains($0.id) }
                XCTAssertTrue(newErrors.isEmpty, "\(c.name): '\(fix.title)' brings new errors: \(newErrors.map(\.message))")
            }
        }
    }

    /// A did-you-mean message and its fix agree: the fix puts the suggested name in place of
    /// the diagnostic's range, and its title says so.
    func testDidYouMeanFixReplacesTheRangeWithTheSuggestion() throws {
        let source = SourceFile(path: "fix.layout", text: "view title\nH:|-[titel]-|\nV:|-[title]\n")
        let d = try XCTUnwrap(Pipeline.compile(source, targets: TargetResolver.defaultTargets).diagnostics.first { $0.id == .unknownView })
        XCTAssertTrue(d.message.hasSuffix("; did you mean 'title'?"), d.message)
        XCTAssertEqual(d.fixes, [DiagnosticFix(title: "Replace with 'title'", edits: [TextEdit(range: d.range, replacement: "title")])])
        XCTAssertEqual(source.text(in: d.range), "titel")
    }

    /// No fix where the obvious one does not exist: a view pinned at its leading edge with no
    /// width (a width or a trailing pin would both do), and a content-priority tie.
    func testNoFixWithoutOneObviousEdit() {
        let source = SourceFile(path: "fix.layout", text: "view box\nH:|-[box]\nV:|[box(40)]\n")
        let ambiguous = Pipeline.compile(source, targets: TargetResolver.defaultTargets).diagnostics.filter { $0.id == .ambiguous }
        XCTAssertFalse(ambiguous.isEmpty)
        XCTAssertTrue(ambiguous.allSatisfy { $0.fixes.isEmpty }, "\(ambiguous.map(\.fixes))")
    }
}
