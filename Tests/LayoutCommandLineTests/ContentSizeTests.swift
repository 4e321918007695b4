@testable import LayoutCheck
@testable import LayoutPipeline
@testable import LayoutCommandLine
import LayoutLowering
import LayoutSource
import LayoutBackends
import LayoutSyntax
import TestSupport
import XCTest

/// Content size categories (issue 15): text styles scale intrinsic sizes, `size` conditions
/// select bodies, `check` covers L and AX5 for files that use them, bad names are located.
final class ContentSizeTests: XCTestCase {
    /// Body's point size at each category, XS … AX5, copied by hand from Apple's Human Interface
    /// Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes" (also measured on the simulator
    /// in public tables): the expectation is written independently of `TextStyle`'s table.
    private let bodySizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

    private func compile(_ text: String, _ choice: ContentSizeChoice, targets: [LayoutTarget] = [StackLayout.roomy]) -> CompiledFile {
        Pipeline.compile(SourceFile(path: "t.layout", text: text), targets: targets, contentSizes: choice)
    }

    private func frame(_ c: CompiledFile, _ name: String, at category: ContentSizeCategory) -> Rect? {
        guard let s = c.solutions.first(where: { $0.ir.target.variant.contentSize == category }),
              let v = s.ir.views.first(where: { $0.name == name }) else { return nil }
        let f = s.frame(of: v.id)
        return Rect(f.x, f.y, f.width, f.height)
    }

    func testABodyLabelHasTheDocumentedHeightAtEveryCategory() {
        // Declared at L as 17 pt high (body's size at L): at each category it is that size.
        let text = "label l style body intrinsic 100x17\nH:|[l]\nV:|[l]\n"
        let c = compile(text, .categories(ContentSizeCategory.allCases))
        XCTAssertFalse(c.hasErrors, c.diagnostics.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(c.solutions.count, 12)
        for (category, size) in zip(ContentSizeCategory.allCases, bodySizes) {
            let f = frame(c, "l", at: category)
            XCTAssertEqual(f?.height ?? -1, size, accuracy: 1e-6, "\(category.shortName)")
            XCTAssertEqual(f?.width ?? -1, 100 * size / 17, accuracy: 1e-6, "\(category.shortName)")
        }
    }

    func testScaledMetricFollowsTheStyle() {
        let text = "metrics { gap = scaled(16, body) }\nview a\nH:|-gap-[a(10)]\nV:|[a(10)]\n"
        let c = compile(text, .categories([.large, .accessibilityExtraExtraExtraLarge, .extraSmall]))
        XCTAssertEqual(frame(c, "a", at: .large)?.x ?? -1, 16, accuracy: 1e-9)
        XCTAssertEqual(frame(c, "a", at: .accessibilityExtraExtraExtraLarge)?.x ?? -1, 16 * 53 / 17, accuracy: 1e-9)
        XCTAssertEqual(frame(c, "a", at: .extraSmall)?.x ?? -1, 16 * 14 / 17, accuracy: 1e-9)
    }

    private let switching = """
    stack info axis horizontal spacing 8 {
      label name style body intrinsic 100x17 hug 252
      label value style body intrinsic 100x17
    }
    H:|[info]|
    V:|[info]
    when size >= AX1 { set info axis vertical }
    """

    func testAStackThatSwitchesAxisAtAX1RendersBothWays() {
        let c = compile(switching, .categories([.extraExtraExtraLarge, .accessibilityMedium]))
        XCTAssertFalse(c.hasErrors, c.diagnostics.map(\.message).joined(separator: "\n"))
        // xxxLarge: side by side.
        let n0 = frame(c, "name", at: .extraExtraExtraLarge)!, v0 = frame(c, "value", at: .extraExtraExtraLarge)!
        XCTAssertEqual(n0.y, v0.y, accuracy: 1e-9)
        XCTAssertEqual(v0.x, n0.x + n0.width + 8, accuracy: 1e-9)
        // AX1: one above the other, each the stack's width.
        let n1 = frame(c, "name", at: .accessibilityMedium)!, v1 = frame(c, "value", at: .accessibilityMedium)!
        XCTAssertEqual(n1.x, v1.x, accuracy: 1e-9)
        XCTAssertEqual(v1.y, n1.y + 28 + 8, accuracy: 1e-9)
        XCTAssertEqual(n1.width, 1000, accuracy: 1e-9)
    }

    /// Two labels of 150 pt at L side by side (308 pt with the spacing) fit a 353 pt row; at
    /// AX5 each needs 468 pt, and which one is squeezed is ambiguous.
    private let overflowing = """
    stack info axis horizontal spacing 8 {
      label name style body intrinsic 150x17 hug 252
      label value style body intrinsic 150x17
    }
    H:|-[info]-|
    V:|-[info]-(>=8)-|
    """

    func testALayoutThatOnlyOverflowsAtAX5IsReportedThereAndCleanWithTheSwitch() throws {
        let c = compile(overflowing, .rule, targets: TargetResolver.defaultTargets)
        XCTAssertEqual(Set(c.solutions.map { $0.ir.target.variant.contentSize }), [.large, .accessibilityExtraExtraExtraLarge],
                       "the rule checks L and AX5")
        let broken = c.diagnostics.filter { $0.severity == .warning || $0.severity == .error }
        XCTAssertFalse(broken.isEmpty, "the value label is squeezed at AX5")
        for d in broken {
            XCTAssertTrue(d.traits.allSatisfy { $0.hasSuffix(" AX5") }, "\(d.message) \(d.traits)")
            XCTAssertTrue(TraitVariant.holdingText(d.traits)?.contains("at AX5") ?? false)
        }
        XCTAssertTrue(c.hasErrors, "equal compression resistance of two squeezed labels is ambiguous")
        XCTAssertEqual(ContentSizeReport.line(for: c), "t.layout: note: breaks only at AX5 (clean at L)")
        let fixed = compile(overflowing + "\nwhen size >= AX1 { set info axis vertical }\n", .rule, targets: TargetResolver.defaultTargets)
        XCTAssertEqual(fixed.diagnostics.map(\.message), [])
        XCTAssertNil(ContentSizeReport.line(for: fixed))
    }

    func testTheRuleLeavesFilesWithoutStylesAlone() {
        let c = compile("view a\nH:|[a]|\nV:|[a(10)]|\n", .rule, targets: TargetResolver.defaultTargets)
        XCTAssertEqual(c.solutions.count, 4)
        XCTAssertTrue(c.solutions.allSatisfy { $0.ir.target.variant.contentSize == nil })
    }

    func testUnknownCategoryAndStyleAreLocatedWithASuggestion() {
        let a = compile("view a\nH:|[a]|\nV:|[a(10)]\nwhen size >= AX6 { set a hidden }\n", .rule)
        XCTAssertEqual(a.diagnostics.map { "\($0.id) \($0.range.start.line):\($0.range.start.column)" }, ["unknown-content-size 4:14"])
        XCTAssertTrue(a.diagnostics[0].message.contains("did you mean 'AX5'?"), a.diagnostics[0].message)
        let b = compile("label t style bodyy intrinsic 10x10\nH:|[t]\nV:|[t]\n", .rule)
        XCTAssertEqual(b.diagnostics.first.map { "\($0.id) \($0.range.start.line):\($0.range.start.column)" }, "unknown-text-style 1:15")
        // The declaration did not parse, so later uses of `t` are unknown: marked as consequences.
        XCTAssertTrue(b.diagnostics.dropFirst().allSatisfy { $0.notes.contains { $0.message == "may be a consequence of the unknown-text-style error here" && $0.range?.start.column == 15 } },
                      "\(b.diagnostics.map(\.message))")
        XCTAssertTrue(b.diagnostics[0].message.contains("did you mean 'body'?"), b.diagnostics[0].message)
        let c = compile("metrics { g = scaled(16, headlin) }\n", .rule)
        XCTAssertEqual(c.diagnostics.first?.id, .unknownTextStyle)
        XCTAssertTrue(c.diagnostics.first?.message.contains("did you mean 'headline'?") ?? false)
        let d = compile("image i style body intrinsic 10x10\nH:|[i]\nV:|[i]\n", .rule)
        XCTAssertEqual(d.diagnostics.map(\.id), [.textStyleKind])
    }

    func testCommandLineContentSizes() throws {
        XCTAssertEqual(try ArgumentParser.contentSizes("L,AX5", allowAll: true), [.large, .accessibilityExtraExtraExtraLarge])
        XCTAssertEqual(try ArgumentParser.contentSizes("all", allowAll: true), ContentSizeCategory.allCases)
        XCTAssertEqual(try ArgumentParser.contentSizes("accessibilityMedium,xSmall", allowAll: true),
                       [.accessibilityMedium, .extraSmall])
        XCTAssertThrowsError(try ArgumentParser.contentSizes("AX9", allowAll: true)) { error in
            XCTAssertTrue((error as? UsageError)?.message.contains("did you mean 'AX5'?") ?? false, "\(error)")
        }
        guard case .success(.check(let r)) = ArgumentParser.parse(["check", "a.layout", "--content-size", "L,AX3"]) else {
            return XCTFail("parse")
        }
        XCTAssertEqual(r.contentSizes, [.large, .accessibilityExtraLarge])
    }

    func testHoldingTextNamesCategories() {
        XCTAssertNil(TraitVariant.holdingText(["wC hR", "wC hC", "wR hC", "wR hR"]))
        XCTAssertEqual(TraitVariant.holdingText(["wC hR", "wC hC"]), "in wC hR, wC hC")
        XCTAssertEqual(TraitVariant.holdingText(["wC hR AX5", "wC hC AX5", "wR hC AX5", "wR hR AX5"]), "in every size class at AX5")
        XCTAssertEqual(TraitVariant.holdingText(["wC hR L", "wC hR AX5"]), "in wC hR at L, AX5")
        XCTAssertEqual(TraitVariant.holdingText(["wC hR L", "wC hC AX5"]), "in wC hR at L; wC hC at AX5")
    }

    func testSharedLoweringAcrossCategoriesEqualsLoweringEachInFull() {
        let texts = [switching, overflowing, "metrics { g = scaled(8, caption2) }\nview a\nH:|-g-[a]-g-|\nV:|[a(g)]\nwhen size < M { set a hidden }\n"]
        let targets = TargetResolver.expand(TargetResolver.defaultTargets, usage: .init(scalesSizes: true, testsConditions: true),
                                            choice: .categories(ContentSizeCategory.allCases))
        XCTAssertEqual(targets.count, 48)
        for text in texts {
            let source = SourceFile(path: "s.layout", text: text)
            let parsed = Parser.parse(source).file
            let shared = Lowering.lower(parsed, source: source, targets: targets)
            for (i, target) in targets.enumerated() {
                let alone = Lowering.lower(parsed, source: source, targets: [target])
                XCTAssertEqual(IRDump.dump(shared.variants[i]), IRDump.dump(alone.variants[0]), "\(target.variant)")
            }
        }
    }
}

/// Checking several categories through `CategorySharing` (one solver per size class, systems
/// that are the same solved once) gives what checking each variant on its own gives.
final class CategorySharingTests: XCTestCase {
    func testSharedCheckEqualsCheckingEachVariantAlone() throws {
        var texts = [
            "stack info axis horizontal spacing 8 {\n  label name style body intrinsic 150x17 hug 252\n  label value style body intrinsic 150x17\n}\nH:|-[info]-|\nV:|-[info]-(>=8)-|\n",
            "view a\nview b\nH:|-[a]-[b(==a)]-|\nV:|-[a(20)]\nV:|-[b(20)]\nwhen size >= AX1 { H:|-[b]-| }\n",
        ]
        let samples = RepoPaths.path("Samples")
        for name in try FileManager.default.contentsOfDirectory(atPath: samples).sorted() where name.hasSuffix(".layout") {
            texts.append(try String(contentsOfFile: samples + "/" + name, encoding: .utf8))
        }
        let targets = TargetResolver.expand(TargetResolver.defaultTargets, usage: .init(scalesSizes: true),
                                            choice: .categories([.large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge, .extraSmall]))
        for text in texts {
            let source = SourceFile(path: "s.layout", text: text)
            let parsed = Parser.parse(source)
            guard parsed.diagnostics.isEmpty else { continue }
            let lowered = Lowering.lower(parsed.file, source: source, targets: targets)
            guard !lowered.diagnostics.contains(where: { $0.severity == .error }) else { continue }
            let shared = Checker.check(lowered.variants, source: source)
            var alone: [Diagnostic] = []
            for ir in lowered.variants {
                let one = Checker.check([ir], source: source)
                alone += one.diagnostics
                let s = shared.solutions.first { $0.ir.target == ir.target }!
                XCTAssertEqual(s.values.count, one.solutions[0].values.count)
                for (x, y) in zip(s.values, one.solutions[0].values) { XCTAssertEqual(x, y, accuracy: 1e-9, "\(ir.target.variant)") }
            }
            let render = { (d: Diagnostic) in "\(d.id) \(d.range) \(d.message) \(d.traits) \(d.notes.map(\.message))" }
            XCTAssertEqual(shared.diagnostics.map(render), DiagnosticMerger.merge(alone).map(render), String(text.prefix(40)))
        }
    }
}

/// iPad multitasking windows in the device catalogue (devices.md, "iPad multitasking widths").
final class MultitaskingDeviceTests: XCTestCase {
    func testSplitViewWindowsHaveTheirSizesAndClasses() throws {
        // Figures written from the reference table, not from the catalogue's data.
        let expected: [(String, Double, Double, String)] = [
            ("iPad Pro 11\" split 1/3", 320, 1194, "wC hR"), ("iPad Pro 11\" split 1/3 landscape", 375, 834, "wC hR"),
            ("iPad Pro 11\" split 1/2", 592, 834, "wC hR"), ("iPad Pro 11\" split 2/3", 504, 1194, "wC hR"),
            ("iPad Pro 11\" split 2/3 landscape", 809, 834, "wR hR"),
            ("iPad Pro 12.9\" split 1/2", 678, 1024, "wR hR"), ("iPad Pro 12.9\" split 2/3", 639, 1366, "wC hR"),
            ("iPad Pro 12.9\" split 2/3 landscape", 981, 1024, "wR hR"), ("iPad Pro 12.9\" split 1/3", 375, 1366, "wC hR"),
        ]
        for (name, w, h, traits) in expected {
            let s = try XCTUnwrap(DeviceCatalog.select(name), name)
            XCTAssertEqual(s.width, w, name)
            XCTAssertEqual(s.height, h, name)
            XCTAssertEqual(s.traits.description, traits, name)
        }
        XCTAssertNil(DeviceCatalog.select("iPad Pro 11\" split 1/2 portrait"), "no 1/2 split in portrait")
    }

    func testCheckDevicesAllCoversEveryEntryAndFindsTheNarrowWindow() throws {
        let dir = try TemporaryDirectory(prefix: "vflc-devices")
        // Two 150 pt labels side by side: fine on every phone and full-screen iPad, not in a
        // 320 pt window (1/3 split portrait, Slide Over).
        let path = try dir.write("row.layout", """
        stack row axis horizontal spacing 8 {
          label name intrinsic 150x17 hug 252
          label value intrinsic 150x17
        }
        H:|-[row]-|
        V:|-[row]-(>=8)-|
        """)
        var out = ""
        let io = ToolIO(stdout: { out += $0 }, stderr: { _ in }, stdin: { [] }, colored: false)
        XCTAssertEqual(CommandLineTool.run(["check", path], io: io), 0, out)
        out = ""
        XCTAssertEqual(CommandLineTool.run(["check", path, "--devices", "all", "--format", "json"], io: io), 1)
        XCTAssertTrue(out.contains("\"ambiguous\""), out)
        guard case .success(.check(let r)) = ArgumentParser.parse(["check", "a.layout", "--devices", "all"]) else { return XCTFail() }
        XCTAssertEqual(r.devices.count, DeviceCatalog.allSelections.count)
        XCTAssertEqual(DeviceCatalog.allSelections.count, 22 * 2 + 2 * (2 + 1 + 2 + 2))
    }
}
