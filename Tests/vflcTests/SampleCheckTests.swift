import Foundation
import TestSupport
import XCTest

/// Issue 7's acceptance for the samples themselves: the directory holds exactly the listed
/// screens, each is clean in all four variants, and each previews with the README's command.
final class SampleCheckTests: XCTestCase {
    func testSamplesDirectoryHoldsExactlyTheListedSamples() {
        XCTAssertEqual(SampleCatalog.layoutFiles(in: "Samples"), SampleCatalog.names.sorted {
            Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8))
        })
    }

    /// `vflc check Samples/*.layout` exits 0 and prints nothing, even with `--strict`
    /// (warnings would fail it): no errors and no warnings in any variant.
    func testEverySampleChecksCleanInAllFourVariants() {
        let paths = SampleCatalog.layoutFiles(in: "Samples").map(SampleCatalog.path)
        XCTAssertEqual(paths.count, SampleCatalog.names.count)
        for strict in [false, true] {
            let run = VFLCRunner.run(["check"] + paths + (strict ? ["--strict"] : []))
            XCTAssertEqual(run.status, 0, "strict: \(strict)\n\(run.stdout)\(run.stderr)")
            XCTAssertEqual(run.stdout, "")
            XCTAssertEqual(run.stderr, "")
        }
    }

    /// Each sample alone, in the JSON format, so a failure names the sample and the id.
    func testEachSampleHasNoDiagnosticsInAnyVariant() throws {
        for name in SampleCatalog.names {
            let run = VFLCRunner.run(["check", SampleCatalog.path(name), "--format", "json"])
            XCTAssertEqual(run.status, 0, "\(name): \(run.stdout)\(run.stderr)")
            let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
            let diagnostics = try XCTUnwrap(object?["diagnostics"] as? [Any], name)
            XCTAssertTrue(diagnostics.isEmpty, "\(name): \(run.stdout)")
        }
    }

    /// The README's command shape on every sample: `vflc render Samples/X.layout --trait
    /// compact,regular` succeeds and prints the frames of that one variant, every view included.
    func testEverySampleRendersWithTheReadmeCommand() throws {
        for name in SampleCatalog.names {
            let run = VFLCRunner.run(["render", SampleCatalog.path(name), "--trait", "compact,regular"])
            XCTAssertEqual(run.status, 0, "\(name): \(run.stderr)")
            XCTAssertEqual(run.stderr, "", name)
            XCTAssertTrue(run.stdout.contains("variant wC hR"), "\(name): \(run.stdout)")
            XCTAssertFalse(run.stdout.contains("variant wR"), "one variant only: \(name)")
            for view in try declaredViews(name) {
                XCTAssertTrue(run.stdout.contains(" \(view) "), "\(name): no frame for `\(view)`")
            }
        }
    }

    /// A fresh clone has every sample: each one is tracked by git (skipped outside a checkout).
    func testEverySampleIsCommitted() throws {
        guard FileManager.default.fileExists(atPath: RepoPaths.path(".git")),
              FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else {
            throw XCTSkip("not a git checkout")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = ["-C", RepoPaths.root, "ls-files", "Samples"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let listed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let tracked = Set(listed.split(separator: "\n").map(String.init))
        for name in SampleCatalog.names {
            XCTAssertTrue(tracked.contains(SampleCatalog.path(name)), "\(SampleCatalog.path(name)) is not committed")
        }
        for id in SampleCatalog.errorIDs {
            XCTAssertTrue(tracked.contains(SampleCatalog.errorPath(id)), "\(SampleCatalog.errorPath(id)) is not committed")
        }
    }

    /// Every sample opens with a comment saying what it shows and the command that previews it.
    func testEverySampleStartsWithItsDescriptionAndPreviewCommand() throws {
        for name in SampleCatalog.names {
            let text = try VFLCRunner.read(SampleCatalog.path(name))
            let header = text.split(separator: "\n", omittingEmptySubsequences: false).prefix { $0.hasPrefix("//") }
            XCTAssertTrue(header.first?.hasPrefix("// Samples/\(name).layout — ") == true, "\(name): \(header.first ?? "")")
            let preview = "// Preview: swift run vflc render Samples/\(name).layout "
                + SampleCatalog.previewArguments(name).joined(separator: " ")
            XCTAssertTrue(header.contains { $0 == preview }, "\(name) lacks the line `\(preview)`")
        }
    }

    /// The names declared in a sample (`KIND NAME …`), read from its text.
    private func declaredViews(_ name: String) throws -> [String] {
        let kinds: Set<Substring> = ["view", "label", "button", "image", "field", "stack", "guide", "scroll", "switch", "slider",
                                     "segmented", "stepper", "pages", "progress", "activity", "text", "picker", "date", "table",
                                     "collection"]
        return try VFLCRunner.read(SampleCatalog.path(name)).split(separator: "\n").compactMap { line in
            // `KIND NAME: Class`: the name ends at the colon.
            let words = line.split(whereSeparator: { $0 == " " || $0 == "{" || $0 == ":" })
            guard words.count >= 2, kinds.contains(words[0]) else { return nil }
            return String(words[1])
        }
    }
}
