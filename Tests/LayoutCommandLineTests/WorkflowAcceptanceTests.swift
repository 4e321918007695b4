import TestSupport
import XCTest
import Foundation

/// Issue 17's acceptance: a tree of layouts in nested folders with two configuration files
/// and suppression comments gives exactly the expected diagnostics and exit statuses, and
/// `config --effective` shows how the two files combine. Run in-process from the tree's root,
/// so paths are the relative ones a user sees.
final class WorkflowAcceptanceTests: XCTestCase {
    private var tree: TemporaryDirectory!

    /// Runs `vflc ARGS…` with the tree's root as the current directory.
    static func run(_ args: [String], in dir: String) -> ToolRun {
        let files = FileManager.default
        let previous = files.currentDirectoryPath
        // Tests run one at a time, so moving the working directory cannot race.
        _ = files.changeCurrentDirectoryPath(dir)
        defer { _ = files.changeCurrentDirectoryPath(previous) }
        return ToolRun.of(args)
    }

    private func run(_ args: [String]) -> ToolRun { Self.run(args, in: tree.path) }

    /// `path:line:col: severity: … [id]` of every diagnostic header line.
    static func headers(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line -> String? in
            guard !line.hasPrefix(" "), !line.hasPrefix("note:"), let idStart = line.lastIndex(of: "[") else { return nil }
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, ["error", "warning"].contains(parts[3].trimmingCharacters(in: .whitespaces)) else { return nil }
            return "\(parts[0]):\(parts[1]):\(parts[2]):\(parts[3]) \(line[idStart...])"
        }
    }

    override func setUpWithError() throws {
        tree = try TemporaryDirectory(prefix: "vflc-workflow")
        let files: [(String, String)] = [
            (".vflc.json", """
            {
              "root": true,
              "traits": ["compact,regular", "regular,regular"],
              "contentSizes": ["L"],
              "diagnostics": { "unused-metric": "off", "negative-size": "error" },
              "exclude": ["generated", "legacy/*.layout"]
            }
            """),
            ("feature/.vflc.json", """
            {
              "traits": ["regular,regular"],
              "strict": true,
              "diagnostics": { "unused-metric": "warning" }
            }
            """),
            // negative-size in wC hR (an error by the root configuration); unused-metric off.
            ("main.layout", "metrics {\n  gutter = 8\n}\nview box\nH:|-100-[box]-300-|\nV:|-[box(40)]\n"),
            ("generated/g.layout", "view (\n"),
            ("legacy/old.layout", "view (\n"),
            ("legacy/keep/deeper.layout", "view box\nH:|-[box]-|\nV:|-[box(40)]\n"),
            (".hidden/h.layout", "view (\n"),
            (".build/b.layout", "view (\n"),
            ("feature/card.layout", """
            metrics {
              gutter = 8
            }
            view box
            view wide
            H:|-100-[box(100)]
            V:|-[box(40)]
            H:|-100-[wide]-300-|
            V:|-[wide(40)]
            box.width == 100 // vflc-ignore: redundant-constraint
            // vflc-ignore: redundant-constraint
            box.height == 40
            // vflc-ignore: unused-view
            box.leading == 100

            """),
            ("feature/sub/file-wide.layout", """
            // vflc-ignore-file: redundant-constraint
            view box
            H:|-[box(100)]
            V:|-[box(40)]
            box.width == 100
            box.height == 40
            box.height == 40 // vflc-ignore: redundant-constrant

            """),
        ]
        for (name, text) in files {
            let url = tree.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    override func tearDownWithError() throws { tree = nil }

    func testTheTreeGivesExactlyTheExpectedDiagnostics() {
        let r = run(["check", "."])
        XCTAssertEqual(r.status, 1, "main.layout's negative-size is an error by configuration")
        XCTAssertEqual(Self.headers(r.stdout), [
            // unused-metric: off at the root, back to a warning in feature/.
            "feature/card.layout:2:3: warning [unused-metric]",
            // The comment names another id: it silences nothing, and the redundancy stays.
            "feature/card.layout:13:17: warning [unused-suppression]",
            "feature/card.layout:14:1: warning [redundant-constraint]",
            "feature/sub/file-wide.layout:7:34: warning [invalid-suppression]",
            "main.layout:4:6: error [negative-size]",
        ], r.stdout)
        // Excluded, hidden and .build files (all syntax errors) are never read.
        XCTAssertFalse(r.stdout.contains("[syntax]"), r.stdout)
        XCTAssertEqual(r.stderr, "1 error and 4 warnings in 4 files\n")
        XCTAssertTrue(r.stdout.contains("did you mean 'redundant-constraint'?"), r.stdout)
        // `wide` is negative in wC hR only; feature/ checks wR hR alone.
        XCTAssertFalse(r.stdout.contains("feature/card.layout:8"), r.stdout)
    }

    func testSuppressionsAreWhatSilenceTheRedundantConstraints() throws {
        // The same file without its comments: the three redundant constraints are reported.
        let card = try String(contentsOf: tree.appendingPathComponent("feature/card.layout"), encoding: .utf8)
        let bare = card.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard let r = line.range(of: "// vflc-ignore") else { return String(line) }
            return String(line[..<r.lowerBound])
        }.joined(separator: "\n")
        try bare.write(to: tree.appendingPathComponent("feature/bare.layout"), atomically: true, encoding: .utf8)
        let r = run(["check", "feature/bare.layout"])
        XCTAssertEqual(Self.headers(r.stdout).filter { $0.hasSuffix("[redundant-constraint]") },
                       ["feature/bare.layout:10:1: warning [redundant-constraint]",
                        "feature/bare.layout:12:1: warning [redundant-constraint]",
                        "feature/bare.layout:14:1: warning [redundant-constraint]"], r.stdout)
        XCTAssertEqual(r.status, 1, "strict in feature/")
    }

    func testExitStatusesFollowEachFolderConfiguration() {
        XCTAssertEqual(run(["check", "feature"]).status, 1, "feature/ is strict and has warnings")
        let legacy = run(["check", "legacy"])
        XCTAssertEqual(legacy.status, 0, legacy.stdout + legacy.stderr)
        XCTAssertEqual(legacy.stdout, "")
        // Every file of generated/ is excluded: an empty walk is an error that says so.
        let generated = run(["check", "generated"])
        XCTAssertEqual(generated.status, 2)
        XCTAssertTrue(generated.stderr.hasPrefix("vflc: error: no .layout, .storyboard or .xib files in 'generated'"), generated.stderr)
        // A file named on the command line is checked even where a pattern excludes it.
        let named = run(["check", "generated/g.layout"])
        XCTAssertEqual(named.status, 1)
        XCTAssertTrue(named.stdout.hasPrefix("generated/g.layout:1:"), named.stdout)
        // Without configuration: all four variants, the unused metric a warning, not strict.
        let bare = run(["check", "--no-config", "main.layout"])
        XCTAssertEqual(Self.headers(bare.stdout), ["main.layout:2:3: warning [unused-metric]",
                                                   "main.layout:4:6: warning [negative-size]"], bare.stdout)
        XCTAssertEqual(bare.status, 0)
        // The command line's --trait replaces the configuration's targets; --strict adds to it.
        let traits = run(["check", "--trait", "regular,regular", "main.layout"])
        XCTAssertEqual(Self.headers(traits.stdout), [], traits.stdout)
        XCTAssertEqual(traits.status, 0)
    }

    func testFolderOrderIsStableAndByteWise() throws {
        try FileManager.default.createDirectory(at: tree.appendingPathComponent("legacy/keep-z"), withIntermediateDirectories: true)
        for name in ["legacy/keep/B.layout", "legacy/keep/a.layout", "legacy/keep-z/z.layout", "legacy/keep/_.layout"] {
            _ = try tree.write(name, "view box\nview unused\nH:|-[box]-|\nV:|-[box(40)]\nH:|[unused(1)]\nV:|[unused(1)]\nbox.height == 40\n")
        }
        let r = run(["check", "legacy", "--format", "json"])
        let files = r.stdout.split(separator: "\n").filter { $0.contains("\"file\"") }.map { String($0) }
        let order = files.map { $0.components(separatedBy: "\"")[3] }
        XCTAssertEqual(order, ["legacy/keep-z/z.layout", "legacy/keep/B.layout", "legacy/keep/_.layout", "legacy/keep/a.layout"], r.stdout)
    }

    func testEffectiveConfigurationShowsTheMerge() {
        let r = run(["config", "--effective", "feature/card.layout"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, """
        configuration of feature/card.layout
        files (farthest first, the nearest wins per key):
          .vflc.json (root)
          feature/.vflc.json
        traits: wR hR  (from feature/.vflc.json)
        devices: none  (default)
        content sizes: L  (from .vflc.json)
        strict: true  (from feature/.vflc.json)
        diagnostics:
          negative-size: error  (from .vflc.json)
          unused-metric: warning  (from feature/.vflc.json)
        exclude:
          generated  (from .vflc.json)
          legacy/*.layout  (from .vflc.json)
        excluded from folder walks: no

        """)
        let excluded = run(["config", "--effective", "legacy/old.layout"])
        XCTAssertTrue(excluded.stdout.contains("excluded from folder walks: yes, by \"legacy/*.layout\" in .vflc.json"), excluded.stdout)
        let json = run(["config", "--effective", "main.layout", "--format", "json"])
        XCTAssertTrue(json.stdout.contains("\"configurationFiles\": [\n    \".vflc.json\"\n  ]"), json.stdout)
    }

    func testMalformedConfigurationIsAnErrorAtItsLocationAndOthersAreStillChecked() throws {
        _ = try tree.write("feature/sub/.vflc.json", "{\n  \"strict\": true,\n  \"traits\": [\"compact,regular\" \"wR,hR\"]\n}\n")
        let r = run(["check", "."])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stdout.contains("feature/sub/.vflc.json:3:32: error: malformed configuration: expected ',' or ']', found '\"' [config-error]"), r.stdout)
        XCTAssertTrue(r.stdout.contains("main.layout:4:6: error"), "the other files are still checked: \(r.stdout)")
        XCTAssertFalse(r.stdout.contains("file-wide.layout"), "a file under a malformed configuration is not checked")
        let effective = run(["config", "--effective", "feature/sub/file-wide.layout"])
        XCTAssertEqual(effective.status, 2)
        XCTAssertTrue(effective.stderr.hasPrefix("feature/sub/.vflc.json:3:32: error:"), effective.stderr)
    }

    func testUnknownKeysAndIdsAreWarningsWithSuggestions() throws {
        _ = try tree.write("legacy/.vflc.json", "{ \"stirct\": true, \"diagnostics\": { \"unused-veiw\": \"off\" }, \"direction\": \"rtl\" }\n")
        let r = run(["check", "legacy"])
        XCTAssertEqual(Self.headers(r.stdout), [
            "legacy/.vflc.json:1:3: warning [config-warning]",
            "legacy/.vflc.json:1:36: warning [config-warning]",
            "legacy/.vflc.json:1:60: warning [config-warning]",
        ], r.stdout)
        XCTAssertTrue(r.stdout.contains("unknown configuration key \"stirct\" (did you mean \"strict\"?)"), r.stdout)
        XCTAssertTrue(r.stdout.contains("unknown diagnostic id 'unused-veiw' (did you mean 'unused-view'?)"), r.stdout)
        XCTAssertTrue(r.stdout.contains("\"direction\" is reserved"), r.stdout)
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(run(["check", "--strict", "legacy"]).status, 1, "configuration warnings count under --strict")
    }

    func testFormatWalksFoldersToo() throws {
        let r = run(["fmt", "--check", "legacy"])
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        _ = try tree.write("legacy/keep/messy.layout", "view   box\nH:|-[box]-|\nV:|-[box(40)]\n")
        let messy = run(["fmt", "--check", "legacy"])
        XCTAssertEqual(messy.status, 1)
        XCTAssertEqual(messy.stdout, "legacy/keep/messy.layout\n")
        XCTAssertEqual(run(["fmt", "generated"]).status, 2)
    }
}
