import Foundation
import TestSupport
import XCTest

/// `vflc emit uikit Samples/X.layout` for every sample equals
/// `Tests/UIKitRoundTripTests/Generated/<ClassName>.swift`, the files the round-trip tests
/// compile against the UIKit stand-in. `VFLC_UPDATE_GOLDEN=1` rewrites them; review the diff.
final class UIKitGoldenTests: XCTestCase {
    static let directory = "Tests/UIKitRoundTripTests/Generated"

    /// The class name the contract gives `Samples/NAME.layout`, written here independently of
    /// the generator: the words of NAME (split at `-`) capitalised, then `Layout`.
    static func className(_ name: String) -> String {
        name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Layout"
    }

    func testGeneratedCodeMatchesTheGoldenFiles() throws {
        for name in SampleCatalog.generated {
            let path = SampleCatalog.path(name)
            let run = VFLCRunner.run(["emit", "uikit", path])
            XCTAssertEqual(run.status, 0, "\(path): \(run.stderr)")
            XCTAssertFalse(run.stderr.contains("error:"), "\(path): \(run.stderr)")
            XCTAssertTrue(run.stdout.contains("public final class \(Self.className(name)) {"), path)
            Golden.assertMatches(run.stdout, path: RepoPaths.path("\(Self.directory)/\(Self.className(name)).swift"))
        }
    }

    /// A fixture that is not a sample: every kind of change between variants (metric
    /// overrides, per-variant sets, priorities, `set` lines), also compiled and round-tripped.
    func testVariantsFixtureMatchesItsGoldenFile() {
        let path = "Tests/UIKitRoundTripTests/Fixtures/variants.layout"
        let run = VFLCRunner.run(["emit", "uikit", path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        Golden.assertMatches(run.stdout, path: RepoPaths.path("Tests/UIKitRoundTripTests/GeneratedFixtures/VariantsLayout.swift"))
    }

    /// A fixture of every kind of change with the content size category (text styles,
    /// `scaled(…)` constants, `size` conditions), also compiled and round-tripped at all twelve
    /// categories; no `uikit-content-size` warning any more, nothing on standard error.
    func testContentSizeFixtureMatchesItsGoldenFile() {
        let path = "Tests/UIKitRoundTripTests/Fixtures/content-size.layout"
        let run = VFLCRunner.run(["emit", "uikit", path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        // The stack spacing and the custom spacing scale like constraint constants.
        XCTAssertTrue(run.stdout.contains("row.spacing = UIFontMetrics(forTextStyle: .body).scaledValue(for: 8, compatibleWith: traits)"))
        XCTAssertTrue(run.stdout.contains("row.setCustomSpacing(2 + UIFontMetrics(forTextStyle: .caption1).scaledValue(for: 4, "
            + "compatibleWith: traits), after: name)"))
        Golden.assertMatches(run.stdout, path: RepoPaths.path("Tests/UIKitRoundTripTests/GeneratedFixtures/ContentSizeLayout.swift"))
    }

    /// The baselines fixture: baseline anchors (a view's or guide's written as its top and
    /// bottom), stack baseline alignment per variant and `isBaselineRelativeArrangement`.
    func testBaselinesFixtureMatchesItsGoldenFile() {
        let path = "Tests/UIKitRoundTripTests/Fixtures/baselines.layout"
        let run = VFLCRunner.run(["emit", "uikit", path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        XCTAssertTrue(run.stdout.contains("nameLabel.firstBaselineAnchor.constraint(equalTo: nameField.firstBaselineAnchor)"))
        XCTAssertTrue(run.stdout.contains("mark.bottomAnchor.constraint(equalTo: noteLabel.lastBaselineAnchor)"))
        XCTAssertTrue(run.stdout.contains("row.alignment = .lastBaseline"))
        XCTAssertTrue(run.stdout.contains("column.isBaselineRelativeArrangement = true"))
        // UIKit keeps only the first arranged view inside a baseline-aligned stack: the others' are generated.
        XCTAssertTrue(run.stdout.contains("large.topAnchor.constraint(greaterThanOrEqualTo: row.topAnchor)"))
        XCTAssertTrue(run.stdout.contains("tiny.bottomAnchor.constraint(lessThanOrEqualTo: row.bottomAnchor)"))
        XCTAssertFalse(run.stdout.contains("small.topAnchor.constraint(greaterThanOrEqualTo: row.topAnchor)"))
        Golden.assertMatches(run.stdout, path: RepoPaths.path("Tests/UIKitRoundTripTests/GeneratedFixtures/BaselinesLayout.swift"))
    }

    /// A fixture of views with a `direction` (semanticContentAttribute, one set per variant),
    /// round-tripped left to right and right to left.
    func testDirectionFixtureMatchesItsGoldenFile() {
        let path = "Tests/UIKitRoundTripTests/Fixtures/direction.layout"
        let run = VFLCRunner.run(["emit", "uikit", path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        Golden.assertMatches(run.stdout, path: RepoPaths.path("Tests/UIKitRoundTripTests/GeneratedFixtures/DirectionLayout.swift"))
    }

    /// Sizes related to positions: the position as `root.<origin>Anchor.anchorWithOffset(to:)`.
    func testSizePositionFixtureMatchesItsGoldenFile() {
        let path = "Tests/UIKitRoundTripTests/Fixtures/size-position.layout"
        let run = VFLCRunner.run(["emit", "uikit", path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        XCTAssertTrue(run.stdout.contains("a.widthAnchor.constraint(equalTo: root.leadingAnchor.anchorWithOffset(to: b.leadingAnchor))"), run.stdout)
        Golden.assertMatches(run.stdout, path: RepoPaths.path("Tests/UIKitRoundTripTests/GeneratedFixtures/SizePositionLayout.swift"))
    }

    /// Constraints of three and four anchors: both sides NSLayoutDimensions, a distance as
    /// `from.anchorWithOffset(to: to)`, with the multiplier, constant and priority written.
    func testOffsetsFixtureMatchesItsGoldenFile() {
        let path = "Tests/UIKitRoundTripTests/Fixtures/offsets.layout"
        let run = VFLCRunner.run(["emit", "uikit", path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        // `middle.centerX == (left.leading + right.trailing) / 2`: the two half distances are equal.
        XCTAssertTrue(run.stdout.contains("left.leadingAnchor.anchorWithOffset(to: middle.centerXAnchor).constraint(equalTo: "
            + "middle.centerXAnchor.anchorWithOffset(to: right.trailingAnchor)), \"\(path):19:1\")"), run.stdout)
        // Four anchors, a multiplier and a metric that `apply(_:)` changes per variant.
        XCTAssertTrue(run.stdout.contains("left.trailingAnchor.anchorWithOffset(to: spacer.leadingAnchor).constraint(equalTo: "
            + "middle.trailingAnchor.anchorWithOffset(to: right.leadingAnchor), multiplier: 0.5, constant: 8)"), run.stdout)
        XCTAssertTrue(run.stdout.contains("spacerLeading?.constant = 24"), run.stdout)
        // A distance related to a size, at its priority.
        XCTAssertTrue(run.stdout.contains("middle.bottomAnchor.anchorWithOffset(to: tag.topAnchor).constraint(equalTo: "
            + "tag.heightAnchor, multiplier: 2), \"\(path):34:1\", priority: UILayoutPriority(rawValue: 750))"), run.stdout)
        Golden.assertMatches(run.stdout, path: RepoPaths.path("Tests/UIKitRoundTripTests/GeneratedFixtures/OffsetsLayout.swift"))
    }

    /// A baseline-aligned stack without variants: the kept-inside constraints and
    /// `updateForHiddenViews()` without a `Variant` to consult, called by `install(in:)` and `apply(_:)`.
    func testBaselineRowFixtureMatchesItsGoldenFile() {
        let path = "Tests/UIKitRoundTripTests/Fixtures/baseline-row.layout"
        let run = VFLCRunner.run(["emit", "uikit", path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        XCTAssertTrue(run.stdout.contains("public func apply(_ traits: UITraitCollection) { updateForHiddenViews() }"), run.stdout)
        XCTAssertTrue(run.stdout.contains("keptInside.append((third, row, named(third.topAnchor.constraint(greaterThanOrEqualTo: "
            + "row.topAnchor), \"\(path):4:7 third-top\")))"), run.stdout)
        XCTAssertFalse(run.stdout.contains("keptInside.append((first,"), run.stdout)
        Golden.assertMatches(run.stdout, path: RepoPaths.path("Tests/UIKitRoundTripTests/GeneratedFixtures/BaselineRowLayout.swift"))
    }

    /// Every control kind as its UIKit class, custom classes created as written (a collection
    /// view of UIKit's own with a flow layout), a scroll view's guides as UIKit's.
    func testControlsFixtureMatchesItsGoldenFile() {
        let path = "Tests/UIKitRoundTripTests/Fixtures/controls.layout"
        let run = VFLCRunner.run(["emit", "uikit", path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        for line in ["public let notify: UISwitch", "public let volume: UISlider", "public let period: UISegmentedControl",
                     "public let count: UIStepper", "public let dots: UIPageControl", "public let loading: UIProgressView",
                     "public let spinner: UIActivityIndicatorView", "public let notes: UITextView",
                     "public let flavour: UIPickerView", "public let list: UITableView", "public let form: UIScrollView",
                     "public let delivery: DeliveryDatePicker", "public let grid: ChipsCollectionView",
                     "grid = ChipsCollectionView()", "panel = PanelView()",
                     "form.contentLayoutGuide.widthAnchor.constraint(equalTo: form.frameLayoutGuide.widthAnchor)"] {
            XCTAssertTrue(run.stdout.contains(line), line)
        }
        Golden.assertMatches(run.stdout, path: RepoPaths.path("Tests/UIKitRoundTripTests/GeneratedFixtures/ControlsLayout.swift"))
    }

    /// Named constraints: a public property per name, the constraint of the current variant.
    func testNamedFixtureMatchesItsGoldenFile() {
        let path = "Tests/UIKitRoundTripTests/Fixtures/named.layout"
        let run = VFLCRunner.run(["emit", "uikit", path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        XCTAssertTrue(run.stdout.contains("    public var heroHeight: NSLayoutConstraint {"), run.stdout)
        XCTAssertTrue(run.stdout.contains("    public var panelWidth: NSLayoutConstraint {"), run.stdout)
        Golden.assertMatches(run.stdout, path: RepoPaths.path("Tests/UIKitRoundTripTests/GeneratedFixtures/NamedLayout.swift"))
    }

    /// No golden is left over from a sample that was renamed or removed.
    func testEveryGoldenFileHasItsSample() throws {
        let expected = Set(SampleCatalog.generated.map { Self.className($0) + ".swift" })
        let present = try FileManager.default.contentsOfDirectory(atPath: RepoPaths.path(Self.directory))
            .filter { $0.hasSuffix(".swift") }
        XCTAssertEqual(Set(present), expected)
    }

    /// Generating twice gives the same bytes (no dictionary order or scheduling leaks in).
    func testOutputIsDeterministic() {
        for name in SampleCatalog.generated {
            let a = VFLCRunner.run(["emit", "uikit", SampleCatalog.path(name)]).stdout
            let b = VFLCRunner.run(["emit", "uikit", SampleCatalog.path(name)]).stdout
            XCTAssertEqual(a, b, name)
        }
    }
}
