import Foundation
import LayoutBackends
import LayoutEmission
import LayoutPipeline
import LayoutLowering
import LayoutSource
import TestSupport
import UIKit
import UIKitStandInRecorder
import XCTest

/// Every sample's generated UIKit code, run on the stand-in in all four variants (install in
/// each, then apply each other in turn), against vflc's IR and `vflc render`'s frames.
final class UIKitRoundTripTests: XCTestCase {
    /// The generated goldens in `Generated/` (written by `vflc emit uikit`).
    static var generatedFiles: [String] {
        let dir = RepoPaths.path("Tests/UIKitRoundTripTests/Generated")
        return ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    func testEverySampleHasAGeneratedLayout() throws { try MainActor.assumeIsolated { try Self.testEverySampleHasAGeneratedLayoutOnMain() } }

    @MainActor private static func testEverySampleHasAGeneratedLayoutOnMain() throws {
        let registered = Set(GeneratedSamples.all.map(\.path))
        for path in registered {
            XCTAssertTrue(FileManager.default.fileExists(atPath: RepoPaths.path(path)), "\(path) is registered but missing")
        }
        let samples = ((try? FileManager.default.contentsOfDirectory(atPath: RepoPaths.path("Samples"))) ?? [])
            .filter { $0.hasSuffix(".layout") }.map { "Samples/" + $0 }
        for s in samples { XCTAssertTrue(registered.contains(s), "\(s) has no generated layout in GeneratedSamples.all") }
        XCTAssertEqual(Self.generatedFiles.count, samples.count, "one golden per sample: \(Self.generatedFiles)")
    }

    func testEverySampleRoundTripsInEveryVariant() throws { try MainActor.assumeIsolated { try Self.testEverySampleRoundTripsInEveryVariantOnMain() } }

    @MainActor private static func testEverySampleRoundTripsInEveryVariantOnMain() throws {
        for (path, make) in GeneratedSamples.all {
            for direction in LayoutDirection.allCases {
                let problems = try RoundTrip(path: path, direction: direction).run(make)
                XCTAssertTrue(problems.isEmpty, "\(path) \(direction.rawValue): \(problems.count) problem(s):\n"
                              + problems.prefix(40).joined(separator: "\n"))
            }
        }
    }

    /// Generated code sees UIKit only: each golden imports `UIKit` and nothing else, and never
    /// names the stand-in's test hooks (which are `package`, so the compiler alone would allow it).
    func testGeneratedCodeImportsOnlyUIKit() throws {
        let dir = RepoPaths.path("Tests/UIKitRoundTripTests/Generated")
        for name in Self.generatedFiles {
            let text = try String(contentsOfFile: dir + "/" + name, encoding: .utf8)
            let imports = text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.hasPrefix("import ") || ($0.hasPrefix("@") && $0.contains(" import ")) }
            XCTAssertEqual(imports, ["import UIKit"], "\(name) imports \(imports)")
            XCTAssertFalse(text.contains("standIn") || text.contains("StandIn"), "\(name) uses the stand-in's test hooks")
        }
    }

    /// An unspecified size class selects the compact variant (docs/codegen.md, "Variant
    /// selection"): a root with no traits gets `wC hC`; only a regular width then `wR hC`.
    func testUnspecifiedSizeClassCountsAsCompact() throws {
        try MainActor.assumeIsolated { try Self.testUnspecifiedSizeClassCountsAsCompactOnMain() }
    }

    @MainActor private static func testUnspecifiedSizeClassCountsAsCompactOnMain() throws {
        for (path, make) in GeneratedSamples.all {
            let trip = try RoundTrip(path: path)
            let compactCompact = trip.index(width: .compact, height: .compact)
            let regularCompact = trip.index(width: .regular, height: .compact)
            var setup: [String] = []
            let inst = trip.instantiate(make, problems: &setup)
            trip.prepare(inst, for: compactCompact)
            UIKitStandInRecorder.setTraits(UITraitCollection(), of: inst.root)
            inst.layout.install(in: inst.root)
            XCTAssertEqual(setup + trip.check(inst, variant: compactCompact), [], "\(path): install with unspecified traits")
            trip.prepare(inst, for: regularCompact)
            let regularWidth = UITraitCollection(horizontalSizeClass: .regular)
            UIKitStandInRecorder.setTraits(regularWidth, of: inst.root)
            inst.layout.apply(regularWidth)
            XCTAssertEqual(trip.check(inst, variant: regularCompact), [], "\(path): apply with only a regular width")
        }
    }

    /// The comparison can fail: one changed constant, priority, relation, identifier, a dropped
    /// constraint or a wrong stack setting is each reported.
    func testAMutatedRecordingIsCaught() throws { try MainActor.assumeIsolated { try Self.testAMutatedRecordingIsCaughtOnMain() } }

    @MainActor private static func testAMutatedRecordingIsCaughtOnMain() throws {
        let (path, make) = try XCTUnwrap(GeneratedSamples.all.first)
        let trip = try RoundTrip(path: path)
        var setup: [String] = []
        let inst = trip.instantiate(make, problems: &setup)
        XCTAssertEqual(setup, [])
        trip.prepare(inst, for: 0)
        inst.layout.install(in: inst.root)
        let clean = UIKitStandInRecorder.record(inst.root)
        XCTAssertEqual(trip.check(inst, variant: 0, recorded: clean), [], "the unmutated recording must match")
        let first = try XCTUnwrap(clean.constraints.firstIndex { if case .constraint = $0.origin { return true } else { return false } })

        var mutations: [(String, RecordedLayout)] = []
        var m = clean; m.constraints[first].constant += 1; mutations.append(("constant + 1", m))
        m = clean; m.constraints[first].priority = 999; mutations.append(("priority 999", m))
        m = clean; m.constraints[first].relation = m.constraints[first].relation == .equal ? .lessThanOrEqual : .equal
        mutations.append(("relation", m))
        m = clean; m.constraints.remove(at: first); mutations.append(("dropped", m))
        m = clean; m.constraints[first].identifier = path + ":1:1"; mutations.append(("identifier 1:1", m))
        m = clean; m.constraints[first].identifier = "Elsewhere.layout:12:4"; mutations.append(("identifier file", m))
        m = clean; m.constraints.append(m.constraints[first]); mutations.append(("duplicated", m))
        for (what, mutated) in mutations {
            XCTAssertFalse(trip.check(inst, variant: 0, recorded: mutated).isEmpty, "mutation `\(what)` went unnoticed")
        }
        // A property generated code sets, changed on the live objects.
        let view = try XCTUnwrap(inst.objects.values.compactMap { $0 as? UIView }.first { $0 !== inst.root })
        view.setContentHuggingPriority(UILayoutPriority(rawValue: 1), for: .horizontal)
        XCTAssertFalse(trip.check(inst, variant: 0).isEmpty, "a changed hugging priority went unnoticed")
    }

    /// The content-size checks can fail: in the content-size fixture at `wC hR AX5`, a label
    /// whose font stops following the category, a stack spacing or custom spacing left at its
    /// `L` value, or an `apply(_:)` whose traits lack the
    /// category (so `size` conditions and scaled constants stay at `L`), is reported.
    func testAContentSizeMistakeIsCaught() throws { try MainActor.assumeIsolated { try Self.testAContentSizeMistakeIsCaughtOnMain() } }

    @MainActor private static func testAContentSizeMistakeIsCaughtOnMain() throws {
        let (path, make) = try XCTUnwrap(GeneratedSamples.all.first { $0.path.hasSuffix("content-size.layout") })
        let trip = try RoundTrip(path: path)
        XCTAssertEqual(trip.compiled.solutions.count, 48, "checked at every category")
        let ax5 = try XCTUnwrap(trip.compiled.solutions.firstIndex { $0.ir.target.variant == TraitVariant(width: .compact, height: .regular, contentSize: .largestAccessibility) })
        var setup: [String] = []
        let inst = trip.instantiate(make, problems: &setup)
        trip.prepare(inst, for: ax5)
        inst.layout.install(in: inst.root)
        XCTAssertEqual(setup + trip.check(inst, variant: ax5), [])
        let name = try XCTUnwrap(inst.objects["name"] as? UILabel)
        name.adjustsFontForContentSizeCategory = false
        XCTAssertFalse(trip.check(inst, variant: ax5).isEmpty, "a font that stays at L went unnoticed")
        name.adjustsFontForContentSizeCategory = true
        XCTAssertEqual(trip.check(inst, variant: ax5), [])
        // The stack's scaled spacing and custom spacing left at their `L` values.
        let row = try XCTUnwrap(inst.objects["row"] as? UIStackView)
        let spacing = row.spacing
        row.spacing = 8
        XCTAssertFalse(trip.check(inst, variant: ax5).isEmpty, "a stack spacing that stays at L went unnoticed")
        row.spacing = spacing
        let custom = row.customSpacing(after: name)
        row.setCustomSpacing(6, after: name)
        XCTAssertFalse(trip.check(inst, variant: ax5).isEmpty, "a custom spacing that stays at L went unnoticed")
        row.setCustomSpacing(custom, after: name)
        XCTAssertEqual(trip.check(inst, variant: ax5), [])
        // Traits without the category: the code switches to the `L` band and scales to `L`.
        inst.layout.apply(RoundTrip.traits(TraitVariant(width: .compact, height: .regular)))
        XCTAssertFalse(trip.check(inst, variant: ax5).isEmpty, "constants and bands at L went unnoticed at AX5")
    }

    /// Baselines count: the baselines fixture matches with the file's `baseline` offsets given
    /// to the stand-in's labels, and not when one label's are taken away (its baselines become
    /// its top and bottom, as for a view without text) or moved by a point.
    func testBaselineOffsetsReachTheRecordedSystem() throws { try MainActor.assumeIsolated { try Self.testBaselineOffsetsOnMain() } }

    @MainActor private static func testBaselineOffsetsOnMain() throws {
        let path = "Tests/UIKitRoundTripTests/Fixtures/baselines.layout"
        let trip = try RoundTrip(path: path)
        var setup: [String] = []
        let inst = trip.instantiate({ BaselinesLayout() }, problems: &setup)
        XCTAssertEqual(setup, [])
        trip.prepare(inst, for: 0)
        inst.layout.install(in: inst.root)
        XCTAssertEqual(trip.check(inst, variant: 0), [])
        let label = try XCTUnwrap(inst.objects["nameLabel"] as? UIView)
        UIKitStandInRecorder.setBaselineOffsets(nil, of: label)
        XCTAssertFalse(trip.check(inst, variant: 0).isEmpty, "a label without its baselines went unnoticed")
        UIKitStandInRecorder.setBaselineOffsets((17, 17), of: label)
        XCTAssertFalse(trip.check(inst, variant: 0).isEmpty, "a baseline one point lower went unnoticed")
        UIKitStandInRecorder.setBaselineOffsets((16, 16), of: label)
        XCTAssertEqual(trip.check(inst, variant: 0), [])
    }

    /// A constraint of three anchors is one NSLayoutConstraint between two distances: the
    /// centring of `middle` (offsets fixture, line 19) reads `left`, `middle` and `right`, and a
    /// point off its constant is caught.
    func testThreeAnchorsAreOneConstraint() throws { try MainActor.assumeIsolated { try Self.testThreeAnchorsOnMain() } }

    @MainActor private static func testThreeAnchorsOnMain() throws {
        let path = "Tests/UIKitRoundTripTests/Fixtures/offsets.layout"
        let trip = try RoundTrip(path: path)
        var setup: [String] = []
        let inst = trip.instantiate({ OffsetsLayout() }, problems: &setup)
        XCTAssertEqual(setup, [])
        trip.prepare(inst, for: 0)
        inst.layout.install(in: inst.root)
        let clean = UIKitStandInRecorder.record(inst.root)
        XCTAssertEqual(trip.check(inst, variant: 0, recorded: clean), [])
        let i = try XCTUnwrap(clean.constraints.firstIndex { $0.identifier == path + ":19:1" })
        let items = Set(clean.constraints[i].terms.map { ObjectIdentifier($0.item) })
        XCTAssertEqual(items, Set(["left", "middle", "right"].map { ObjectIdentifier(inst.objects[$0]!) }))
        var mutated = clean
        mutated.constraints[i].constant += 1
        XCTAssertFalse(trip.check(inst, variant: 0, recorded: mutated).isEmpty, "a centring one point off went unnoticed")
    }

    /// A baseline-aligned stack follows the hidden state the app gives its arranged views at run
    /// time as UIStackView does: hiding a later arranged view (then the first) in the baselines
    /// fixtures and calling `updateForHiddenViews()` gives exactly the constraints and frames of
    /// the same file with that view declared `hidden`; showing it again gives the fixture's own.
    func testBaselineStackFollowsRunTimeHiddenViews() throws {
        try MainActor.assumeIsolated {
            try Self.testRunTimeHiddenOnMain("Tests/UIKitRoundTripTests/Fixtures/baselines.layout", ["large", "small"],
                                             make: { BaselinesLayout() }, update: { ($0 as? BaselinesLayout)?.updateForHiddenViews() })
            try Self.testRunTimeHiddenOnMain("Tests/UIKitRoundTripTests/Fixtures/baseline-row.layout", ["second", "first"],
                                             make: { BaselineRowLayout() }, update: { ($0 as? BaselineRowLayout)?.updateForHiddenViews() })
        }
    }

    @MainActor private static func testRunTimeHiddenOnMain(_ path: String, _ names: [String], make: () -> any GeneratedLayout,
                                                           update: (any GeneratedLayout) -> Void?) throws {
        let text = try String(contentsOfFile: RepoPaths.path(path), encoding: .utf8)
        let trip = try RoundTrip(path: path)
        for name in names {
            let declaration = "  label \(name) intrinsic"
            XCTAssertTrue(text.contains(declaration))
            let hiddenTrip = RoundTrip(path: path, text: text.replacingOccurrences(of: declaration, with: "  label \(name) hidden intrinsic"))
            XCTAssertFalse(hiddenTrip.compiled.hasErrors)
            for variant in 0..<trip.compiled.solutions.count {
                var setup: [String] = []
                let inst = trip.instantiate(make, problems: &setup)
                XCTAssertEqual(setup, [])
                trip.prepare(inst, for: variant)
                inst.layout.install(in: inst.root)
                XCTAssertEqual(trip.check(inst, variant: variant), [], "\(name), variant \(variant): installed")
                let view = try XCTUnwrap(inst.objects[name] as? UIView)
                view.isHidden = true
                XCTAssertFalse(hiddenTrip.check(inst, variant: variant).isEmpty, "\(name), variant \(variant): not yet updated")
                XCTAssertNotNil(update(inst.layout))
                XCTAssertEqual(hiddenTrip.check(inst, variant: variant), [], "\(name), variant \(variant): hidden at run time")
                view.isHidden = false
                XCTAssertNotNil(update(inst.layout))
                XCTAssertEqual(trip.check(inst, variant: variant), [], "\(name), variant \(variant): shown again")
            }
        }
    }

    /// The frames check on its own: the same system with one constant changed solves to other
    /// frames than `vflc render`'s.
    func testFramesCheckCanFail() throws { try MainActor.assumeIsolated { try Self.testFramesCheckCanFailOnMain() } }

    @MainActor private static func testFramesCheckCanFailOnMain() throws {
        let (path, make) = try XCTUnwrap(GeneratedSamples.all.first)
        let trip = try RoundTrip(path: path)
        var setup: [String] = []
        let inst = trip.instantiate(make, problems: &setup)
        trip.prepare(inst, for: 0)
        inst.layout.install(in: inst.root)
        var (rows, problems) = trip.recordedRows(UIKitStandInRecorder.record(inst.root), inst)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(trip.frameProblems(rows, variant: 0), [])
        let i = try XCTUnwrap(rows.firstIndex { $0.priority >= 1000 && $0.kind == .equal })
        rows[i].constant += 5
        XCTAssertFalse(trip.frameProblems(rows, variant: 0).isEmpty)
    }
}

/// Generated code states the iOS it needs and uses no API where it is not available: every
/// stand-in declaration marked `@available(iOS X, *)` (copied from Apple's) that a golden names
/// must be covered by the golden's stated minimum (`// Requires iOS N or later`) or by an
/// `@available(iOS N, *)` on its class, with N ≥ X.
final class AvailabilityTests: XCTestCase {
    /// The stand-in's declarations with an iOS version, by name (`keyboardLayoutGuide`: 15).
    static func availableSince() throws -> [String: Double] {
        let dir = RepoPaths.path("Tests/UIKitStandIn")
        var out: [String: Double] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: dir) where file.hasSuffix(".swift") {
            let lines = try String(contentsOfFile: dir + "/" + file, encoding: .utf8).components(separatedBy: "\n")
            for (i, line) in lines.enumerated() {
                let t = line.trimmingCharacters(in: .whitespaces)
                guard t.hasPrefix("@available(iOS "), let version = Double(t.dropFirst(15).prefix { $0 != "," && $0 != ")" }),
                      i + 1 < lines.count else { continue }
                // The name after `var`, `func`, `let` or `class` on the next line.
                let words = lines[i + 1].split(whereSeparator: { " (:=".contains($0) }).map(String.init)
                guard let k = words.firstIndex(where: { ["var", "func", "let", "class"].contains($0) }), k + 1 < words.count else { continue }
                out[words[k + 1]] = version
            }
        }
        return out
    }

    func testGeneratedCodeUsesNoAPIBeforeItsStatedIOS() throws {
        let since = try Self.availableSince()
        XCTAssertEqual(since["keyboardLayoutGuide"], 15)
        XCTAssertEqual(since["safeAreaLayoutGuide"], 11)
        var checked = 0
        for dir in ["Tests/UIKitRoundTripTests/Generated", "Tests/UIKitRoundTripTests/GeneratedFixtures"] {
            let path = RepoPaths.path(dir)
            for name in try FileManager.default.contentsOfDirectory(atPath: path) where name.hasSuffix(".swift") {
                let text = try String(contentsOfFile: path + "/" + name, encoding: .utf8)
                let lines = text.components(separatedBy: "\n")
                let stated = lines.prefix(8).compactMap { l -> Double? in
                    guard let r = l.range(of: "// Requires iOS ") else { return nil }
                    return Double(l[r.upperBound...].prefix { $0.isNumber || $0 == "." })
                }.first
                XCTAssertNotNil(stated, "\(name) does not state the iOS it requires")
                let classLine = try XCTUnwrap(lines.firstIndex { $0.contains("final class ") }, name)
                let marked = classLine > 0 ? lines[classLine - 1] : ""
                let onClass = marked.hasPrefix("@available(iOS ") ? Double(marked.dropFirst(15).prefix { $0 != "," }) : nil
                let covered = max(stated ?? 0, onClass ?? 0)
                for (api, version) in since where text.contains("." + api) || text.contains(api + "(") {
                    checked += 1
                    XCTAssertGreaterThanOrEqual(covered, version, "\(name) uses \(api) (iOS \(version)) but covers only iOS \(covered)")
                    if version > (stated ?? 0) {
                        XCTAssertGreaterThanOrEqual(onClass ?? 0, version, "\(name): \(api) needs @available(iOS \(version), *) on the class")
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 10)
    }
}
