import TestSupport
import XCTest
import Foundation
@testable import LayoutCommandLine

/// `vflc emit uikit`: exit statuses, where output goes, and that an error anywhere writes nothing.
final class EmitCommandTests: XCTestCase {
    private func run(_ args: [String]) -> ToolRun {
        return ToolRun.of(args)
    }

    private var dir: TemporaryDirectory!
    override func setUpWithError() throws { dir = try TemporaryDirectory(prefix: "vflc-emit") }
    override func tearDownWithError() throws { dir = nil }

    private let clean = "view box\nH:|-[box]-|\nV:|-[box(100)]\n"

    private func listing() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    }

    func testOneFileGoesToStandardOutputNamedAfterTheFile() throws {
        let path = try dir.write("order-screen.layout", clean)
        let r = run(["emit", "uikit", path])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
        XCTAssertTrue(r.stdout.contains("@MainActor public final class OrderScreenLayout {"), r.stdout)
        XCTAssertTrue(r.stdout.contains("\"\(path):2:4\""), "identifier FILE:LINE:COLUMN with the path as given")
    }

    /// A scaled spacing that is not one text style's `UIFontMetrics` curve (a `scaled()` inside
    /// a `scaled()`) is a located error for the stack's spacing and for a custom spacing, and
    /// nothing is written; `check` accepts both files.
    func testAScaledSpacingThatIsNotOneCurveIsALocatedError() throws {
        let cases = [
            ("spacing", "stack s axis vertical spacing scaled(scaled(8, body), title1) {\n"
                + "    label a style body intrinsic 100x20\n    label b style body intrinsic 100x20\n}\n",
             ":1:7: error: the spacing of 's' changes with the content size category"),
            ("after", "stack s axis vertical spacing 8 {\n"
                + "    label a style body intrinsic 100x20 spacingAfter scaled(scaled(4, body), title1)\n"
                + "    label b style body intrinsic 100x20\n}\n",
             ":2:11: error: the custom spacing after 'a' changes with the content size category"),
        ]
        for (name, stack, expected) in cases {
            let path = try dir.write("\(name).layout", stack + "H:|-[s]-|\nV:|-[s]\n")
            XCTAssertEqual(run(["check", path]).status, 0, name)
            let r = run(["emit", "uikit", path])
            XCTAssertEqual(r.status, 1, name)
            XCTAssertEqual(r.stdout, "", name)
            XCTAssertTrue(r.stderr.contains(path + expected), r.stderr)
            XCTAssertTrue(r.stderr.contains("[uikit-unsupported]"), r.stderr)
        }
    }

    /// Issue 25's kinds: UIKit's classes, a custom class as written, a collection view with a
    /// layout; a scroll view's margins guide (its content area's in the file, the visible
    /// part's in UIKit) is a located error.
    func testControlsScrollViewsAndCustomClasses() throws {
        let path = try dir.write("kinds.layout", "scroll feed {\n  collection grid\n  view chart: Charts.BarChart\n"
                                 + "  H:|[grid]|\n  H:|[chart]|\n  feed.content.width == feed.frame.width\n"
                                 + "  V:|[grid(100)]-[chart(50)]|\n}\nswitch on\nH:|[feed]|\nH:|-[on]\nV:|[feed]-[on]-|\n")
        let r = run(["emit", "uikit", path])
        XCTAssertEqual(r.status, 0, r.stderr)
        for line in ["public let feed: UIScrollView", "public let chart: Charts.BarChart", "chart = Charts.BarChart()",
                     "grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())",
                     "public let on: UISwitch", "feed.addSubview(grid)",
                     "grid.leadingAnchor.constraint(equalTo: feed.contentLayoutGuide.leadingAnchor)"] {
            XCTAssertTrue(r.stdout.contains(line), "\(line)\n\(r.stdout)")
        }
        // The switch's intrinsic size is UIKit's: no width or height constraint is generated for it.
        XCTAssertFalse(r.stdout.contains("on.widthAnchor"), r.stdout)
        let margins = try dir.write("margins.layout", "scroll feed {\n  view a\n  H:||[a]||\n"
                                    + "  feed.content.width == feed.frame.width\n  V:|[a(100)]|\n}\nH:|[feed]|\nV:|[feed]|\n")
        XCTAssertEqual(run(["check", margins]).status, 0)
        let m = run(["emit", "uikit", margins])
        XCTAssertEqual(m.status, 1, m.stderr)
        XCTAssertEqual(m.stdout, "")
        XCTAssertTrue(m.stderr.contains(margins + ":3:7: error: the margins guide of scroll view 'feed'"), m.stderr)
    }

    /// `emit` applies the team's policy as `check` does (issue 26): a `.vflc.json` with
    /// `strict`, a warning raised to an error, `--strict` — each makes `check` exit 1, and then
    /// `emit` exits 1 and writes nothing; a suppressed warning is not printed; `--no-config`
    /// ignores the file; a malformed configuration stops both with status 2.
    func testEmitAppliesTheConfigurationAsCheckDoes() throws {
        let warn = "metrics { unused = 3 }\n" + clean
        let out = dir.appendingPathComponent("Out.swift").path
        func both(_ file: String, _ extra: [String] = []) -> (check: ToolRun, emit: ToolRun) {
            (run(["check", file] + extra), run(["emit", "uikit", file, "-o", out] + extra))
        }
        for (name, config) in [("strict", "{\"strict\": true}"), ("raised", "{\"diagnostics\": {\"unused-metric\": \"error\"}}")] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(name), withIntermediateDirectories: true)
            _ = try dir.write("\(name)/.vflc.json", config)
            let file = try dir.write("\(name)/a.layout", warn)
            let (c, e) = both(file)
            XCTAssertEqual(c.status, 1, name)
            XCTAssertEqual(e.status, 1, "\(name): \(e.stderr)")
            XCTAssertTrue(e.stderr.contains("metric 'unused' is never used"), e.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: out), "\(name): nothing written")
            let ignored = both(file, ["--no-config"])
            XCTAssertEqual(ignored.check.status, 0)
            XCTAssertEqual(ignored.emit.status, 0, ignored.emit.stderr)
            try FileManager.default.removeItem(atPath: out)
        }
        let plain = try dir.write("plain.layout", warn)
        XCTAssertEqual(both(plain, ["--strict"]).emit.status, 1, "--strict")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
        // A suppression comment silences the warning for emit too.
        let quiet = try dir.write("quiet.layout", "// vflc-ignore: unused-metric\n" + warn)
        let q = both(quiet, ["--strict"])
        XCTAssertEqual(q.check.status, 0, q.check.stdout)
        XCTAssertEqual(q.emit.status, 0, q.emit.stderr)
        XCTAssertEqual(q.emit.stderr, "")
        // A malformed configuration: status 2 for both, nothing written.
        try FileManager.default.removeItem(atPath: out)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("broken"), withIntermediateDirectories: true)
        _ = try dir.write("broken/.vflc.json", "{\"strict\": tru}")
        let broken = both(try dir.write("broken/a.layout", clean))
        XCTAssertEqual(broken.check.status, 2)
        XCTAssertEqual(broken.emit.status, 2, broken.emit.stderr)
        XCTAssertTrue(broken.emit.stderr.contains("[config-error]"), broken.emit.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    /// A configuration that checks other variants is checked at those (its findings reported as
    /// `check` reports them); the code is still made from the four size classes, and an error in
    /// a variant the configuration does not check stops it too.
    func testEmitChecksTheConfiguredTargetsAndGeneratesAllFour() throws {
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("phone"), withIntermediateDirectories: true)
        _ = try dir.write("phone/.vflc.json", "{\"traits\": [\"compact,regular\"]}")
        let fine = try dir.write("phone/ok.layout", "view a\nH:|-[a]-|\nwhen wC hR { V:|-[a(10)] } else { V:|-[a(20)] }\n")
        let r = run(["emit", "uikit", fine])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("case .regularWidthRegularHeight"), "all four size classes are generated")
        let broken = try dir.write("phone/broken.layout", "view a\nH:|-[a]-|\nwhen wC hR { V:|-[a(10)] }\n")
        XCTAssertEqual(run(["check", broken]).status, 0, "wC hR alone is fine")
        let b = run(["emit", "uikit", broken])
        XCTAssertEqual(b.status, 1, b.stderr)
        XCTAssertTrue(b.stderr.contains("[ambiguous]"), b.stderr)
    }

    /// Options teams ask for: `--access internal`, `--class-prefix`, accessibility identifiers;
    /// a header that tells SwiftLint and swift-format to skip the file and states the iOS it
    /// needs (15 with the keyboard guide, on the class too).
    func testAccessPrefixAccessibilityIdentifiersAndHeader() throws {
        let path = try dir.write("order-screen.layout", "guide spacer\nlabel title intrinsic 100x20\nH:|-[title]-[spacer(10)]\n"
                                 + "V:|-[title]\nspacer.top == title.top\nspacer.height == 5\ntitle.bottom <= keyboard.top\n")
        let r = run(["emit", "uikit", path, "--access", "internal", "--class-prefix", "DS", "--accessibility-identifiers"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let lines = r.stdout.components(separatedBy: "\n")
        XCTAssertEqual(Array(lines.prefix(5)), ["// Generated by vflc from \(path). Do not edit.",
                                                 "// Requires iOS 15.0 or later (keyboardLayoutGuide).",
                                                 "// swiftlint:disable all", "// swift-format-ignore-file", "import UIKit"])
        XCTAssertTrue(r.stdout.contains("@available(iOS 15.0, *)\n@MainActor final class DSOrderScreenLayout {"), r.stdout)
        XCTAssertFalse(r.stdout.contains("public "), "internal: no public declaration")
        XCTAssertTrue(r.stdout.contains("title.accessibilityIdentifier = \"title\""), r.stdout)
        XCTAssertFalse(r.stdout.contains("spacer.accessibilityIdentifier"), "a guide is not an accessibility element")
        XCTAssertTrue(r.stdout.contains("spacer.identifier = \"spacer\""), "a guide is named in conflict logs")
        let plain = run(["emit", "uikit", try dir.write("plain.layout", clean)])
        XCTAssertTrue(plain.stdout.contains("// Requires iOS 11.0 or later.\n"), plain.stdout)
        XCTAssertTrue(plain.stdout.contains("@MainActor public final class PlainLayout {"), plain.stdout)
        XCTAssertFalse(plain.stdout.contains("@available"), plain.stdout)
        XCTAssertFalse(plain.stdout.contains("accessibilityIdentifier"), plain.stdout)
        for bad in [["--access", "open"], ["--class-prefix", "9x"], ["--class-prefix", "a-b"]] {
            let e = run(["emit", "uikit", path] + bad)
            XCTAssertEqual(e.status, 2, "\(bad): \(e.stderr)")
            XCTAssertEqual(e.stdout, "")
        }
    }

    /// Paths in identifiers and headers are normalised: `./` and `a/../` steps go, an absolute
    /// path inside the working directory becomes relative to it, and `--relative-to` is in the help.
    func testPathsInTheCodeAreNormalised() throws {
        let cwd = FileManager.default.currentDirectoryPath
        XCTAssertEqual(EmitCommand.displayPath("./Samples/card.layout", relativeTo: nil), "Samples/card.layout")
        XCTAssertEqual(EmitCommand.displayPath("Samples/../Samples/./card.layout", relativeTo: nil), "Samples/card.layout")
        XCTAssertEqual(EmitCommand.displayPath(cwd + "/Samples/card.layout", relativeTo: nil), "Samples/card.layout")
        XCTAssertEqual(EmitCommand.displayPath("../x/card.layout", relativeTo: nil), "../x/card.layout")
        XCTAssertEqual(EmitCommand.displayPath("/elsewhere/./a/../card.layout", relativeTo: nil), "/elsewhere/card.layout")
        let help = run(["emit", "--help"])
        for flag in ["--relative-to", "--access", "--class-prefix", "--accessibility-identifiers", "--strict", "--no-config"] {
            XCTAssertTrue(help.stdout.contains(flag), "\(flag) in `vflc emit --help`")
        }
    }

    func testRelativeToNamesTheFileRelativeToADirectory() throws {
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Sources/App"),
                                                withIntermediateDirectories: true)
        let path = try dir.write("Sources/App/order-screen.layout", clean)
        let r = run(["emit", "uikit", path, "--relative-to", dir.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("\"Sources/App/order-screen.layout:2:4\""), r.stdout)
        XCTAssertFalse(r.stdout.contains(dir.path), "no absolute path of the building machine in the code")
        XCTAssertEqual(EmitCommand.path("/a/b/c.layout", relativeTo: "/a/x"), "../b/c.layout")
        XCTAssertEqual(EmitCommand.path("/a/b/c.layout", relativeTo: "/a/b/"), "c.layout")
    }

    /// A view's `direction` becomes its semanticContentAttribute; a guide's cannot be said
    /// (UILayoutGuide has none) and stays a located error with nothing written.
    func testADirectionPropertyIsGeneratedAndAGuidesIsAnError() throws {
        let path = try dir.write("d.layout", "view box direction ltr {\n  view a direction playback\n  H:|-[a]-|\n  V:|-[a(20)]\n}\n"
                                 + "H:|-[box]-|\nV:|-[box(100)]\n")
        let r = run(["emit", "uikit", path])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("box.semanticContentAttribute = .forceLeftToRight"), r.stdout)
        XCTAssertTrue(r.stdout.contains("a.semanticContentAttribute = .playback"), r.stdout)
        let guide = try dir.write("g.layout", "view box {\n  guide g direction rtl\n  H:|-[g]-|\n  V:|-[g(20)]\n}\n"
                                  + "H:|-[box]-|\nV:|-[box(100)]\n")
        let out = dir.appendingPathComponent("g.swift").path
        let g = run(["emit", "uikit", guide, "-o", out])
        XCTAssertEqual(g.status, 1, g.stderr)
        XCTAssertTrue(g.stderr.contains("g.layout:2:9: error: guide 'g' has a 'direction'"), g.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    func testOneFileToAPathAndSeveralIntoADirectory() throws {
        let a = try dir.write("first.layout", clean)
        let b = try dir.write("second_screen.layout", clean)
        let out = dir.appendingPathComponent("one.swift").path
        XCTAssertEqual(run(["emit", "uikit", a, "-o", out]).status, 0)
        XCTAssertTrue(try String(contentsOfFile: out, encoding: .utf8).contains("class FirstLayout {"))
        let target = dir.appendingPathComponent("gen")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        let r = run(["emit", "uikit", a, b, "-o", target.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: target.path).sorted(),
                       ["FirstLayout.swift", "SecondScreenLayout.swift"])
    }

    func testALayoutErrorInAnyFileWritesNothingAtAll() throws {
        let good = try dir.write("good.layout", clean)
        let bad = try dir.write("bad.layout", "view box\nH:|-[bx]-|\n")
        let target = dir.appendingPathComponent("gen")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        let r = run(["emit", "uikit", good, bad, "-o", target.path])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("\(bad):2:6: error: "), r.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: target.path), [])
        // One file to a path: the old content stays.
        let out = dir.appendingPathComponent("out.swift").path
        try "old".write(toFile: out, atomically: true, encoding: .utf8)
        XCTAssertEqual(run(["emit", "uikit", bad, "-o", out]).status, 1)
        XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8), "old")
        // Standard output: nothing either.
        XCTAssertEqual(run(["emit", "uikit", bad]).stdout, "")
    }

    func testAmbiguousLayoutIsAnError() throws {
        let path = try dir.write("loose.layout", "view box\nH:|-[box]\n")
        let r = run(["emit", "uikit", path])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("[ambiguous]"), r.stderr)
        XCTAssertEqual(r.stdout, "")
    }

    func testConstraintOfThreeAnchorsIsALocatedError() throws {
        let path = try dir.write("three.layout", "view a\nview b\nH:|[a(100)]\nH:[b]|\nV:|[a]|\nV:|[b]|\na.width + b.width == root.width\n")
        XCTAssertEqual(run(["check", path]).status, 0, "valid for check")
        let r = run(["emit", "uikit", path])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("\(path):7:1: error: this constraint relates a.width, b.width and root.width, which do "
            + "not split into two NSLayoutDimensions"), r.stderr)
        XCTAssertTrue(r.stderr.contains("UIKit has no anchor for a sum of sizes"), r.stderr)
        XCTAssertTrue(r.stderr.contains("[uikit-unsupported]"), r.stderr)
        XCTAssertEqual(r.stdout, "")
    }

    func testLeadingRelatedToLeftIsALocatedError() throws {
        let path = try dir.write("mix.layout", "view a\nH:|[a]|\nV:|[a]|\na.left == root.leading\n")
        let r = run(["emit", "uikit", path])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("\(path):4:1: error: UIKit cannot relate 'left' to 'leading'"), r.stderr)
    }

    func testViewNamedLikeAGeneratedMemberIsAnError() throws {
        let path = try dir.write("names.layout", "view install\nH:|[install]|\nV:|[install]|\n")
        let r = run(["emit", "uikit", path])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("\(path):1:6: error: 'install' is a name the generated class uses itself"), r.stderr)
    }

    func testWarningsArePrintedAndDoNotStopGeneration() throws {
        let path = try dir.write("warn.layout", "metrics { unused = 3 }\n" + clean)
        let r = run(["emit", "uikit", path])
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(r.stderr.contains("warning: metric 'unused' is never used"), r.stderr)
        XCTAssertTrue(r.stdout.contains("class WarnLayout"))
    }

    /// A layout that depends on the content size is generated to follow it at run time: a
    /// `scaled(16, body)` constant through UIFontMetrics, a `size` condition through the trait
    /// collection's category; no warning (the old `uikit-content-size` is gone).
    func testContentSizeDependentLayoutFollowsTheCategoryAtRunTime() throws {
        let path = try dir.write("scaled.layout", "metrics { gap = scaled(16, body) }\nview a\nH:|-gap-[a(10)]\nV:|[a(10)]\n"
            + "when size >= AX1 { a.width >= 5 }\n")
        let r = run(["emit", "uikit", path])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
        XCTAssertTrue(r.stdout.contains("aLeading?.constant = UIFontMetrics(forTextStyle: .body).scaledValue(for: 16, compatibleWith: traits)"), r.stdout)
        XCTAssertTrue(r.stdout.contains("if size >= .accessibilityMedium { return .compactWidthCompactHeightFromAX1 }"), r.stdout)
        XCTAssertEqual(run(["emit", "uikit", try dir.write("plain.layout", clean)]).stderr, "", "no warning without it")
    }

    /// What UIKit cannot change at run time stays a located error: a multiplier that scales.
    func testAMultiplierThatScalesIsAnError() throws {
        let path = try dir.write("mult.layout", "view a\nview b\nH:|[a(10)]-[b]\nV:|[a(10)][b(10)]\nb.width == scaled(2, body) * a.width\n")
        let r = run(["emit", "uikit", path])
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("\(path):5:1: error: this constraint's multiplier or anchors change with the content size category"), r.stderr)
        XCTAssertEqual(r.stdout, "")
    }

    func testUsageAndIOErrorsAreOneLineWithStatusTwo() throws {
        let a = try dir.write("a.layout", clean)
        let b = try dir.write("b.layout", clean)
        let missingDir = dir.appendingPathComponent("nope").path
        let cases: [([String], String)] = [
            (["emit"], "'emit' needs a target: uikit"),
            (["emit", "swiftui", a], "emit must be one of uikit"),
            (["emit", "uikit"], "'emit uikit' needs at least one FILE"),
            (["emit", "uikit", a, b], "emitting several files needs -o DIRECTORY"),
            (["emit", "uikit", a, b, "-o", missingDir], "directory \(missingDir) does not exist"),
            (["emit", "uikit", a, "-o", missingDir + "/x.swift"], "does not exist"),
            (["emit", "uikit", dir.appendingPathComponent("missing.layout").path], "cannot read"),
            (["emit", "uikit", a, dir.path + "/sub/a.layout", "-o", dir.path], "would both generate class ALayout"),
            (["emit", "uikit", try dir.write("2fa.layout", clean)], "cannot name a Swift class after"),
            (["emit", "uikit", "-"], "needs files, not standard input"),
            (["emit", "uikit", a, "-o", a + "/x.swift"], "is not a directory"),
            (["emit", "uikit", a, "-o", "/proc/vflc-emit-test.swift"], "cannot write /proc/vflc-emit-test.swift"),
        ]
        for (args, message) in cases {
            let before = try listing()
            let r = run(args)
            XCTAssertEqual(r.status, 2, "\(args): \(r.stderr)")
            XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.hasPrefix("vflc: error: ") && r.stderr.contains(message), "\(args): \(r.stderr)")
            XCTAssertEqual(r.stdout, "")
            XCTAssertEqual(try listing(), before, "\(args) wrote something")
        }
    }

    func testUnwritableDirectoryIsStatusTwo() throws {
        guard getuid() != 0 else { throw XCTSkip("root can write anywhere") }
        let a = try dir.write("a.layout", clean)
        let locked = dir.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        for args in [["emit", "uikit", a, "-o", locked.path], ["emit", "uikit", a, "-o", locked.path + "/x.swift"]] {
            let r = run(args)
            XCTAssertEqual(r.status, 2, "\(args): \(r.stderr)")
            XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, r.stderr)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: locked.path), [])
        }
    }
}
