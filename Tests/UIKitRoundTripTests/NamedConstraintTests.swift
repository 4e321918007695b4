import Foundation
import UIKit
import UIKitStandInRecorder
import XCTest

/// Named constraints (`heroHeight: hero.height == 200`) as the generated class exposes them:
/// the active constraint of the current variant, whose constant the app may change; `apply`
/// hands out the next variant's and sets a constant only where the file's changes.
final class NamedConstraintTests: XCTestCase {
    func testTheClassExposesTheCurrentVariantsConstraint() throws { try MainActor.assumeIsolated { try Self.exposed() } }

    @MainActor private static func exposed() throws {
        let path = "Tests/UIKitRoundTripTests/Fixtures/named.layout"
        let trip = try RoundTrip(path: path)
        var setup: [String] = []
        let inst = trip.instantiate({ NamedLayout() }, problems: &setup)
        XCTAssertEqual(setup, [])
        let layout = try XCTUnwrap(inst.layout as? NamedLayout)
        let compact = trip.index(width: .compact, height: .regular), regular = trip.index(width: .regular, height: .regular)
        trip.prepare(inst, for: compact)
        layout.install(in: inst.root)
        XCTAssertEqual(trip.check(inst, variant: compact), [])
        // Each is the constraint of its line, active, with the file's values of this variant.
        XCTAssertTrue(layout.heroHeight.isActive)
        XCTAssertEqual(layout.heroHeight.identifier, path + ":8:1")
        XCTAssertEqual(layout.heroHeight.constant, 200)
        XCTAssertEqual(layout.panelWidth.identifier, path + ":20:3")
        XCTAssertEqual(layout.panelWidth.priority.rawValue, 750)
        XCTAssertEqual(layout.panelTop.constant, 8)
        // The app animates the hero: its height is the app's until the file says otherwise.
        layout.heroHeight.constant = 260
        let recorded = UIKitStandInRecorder.record(inst.root).constraints
        XCTAssertTrue(recorded.contains { $0.identifier == path + ":8:1" && $0.constant == -260 }, "the app's constant is the active one")
        let compactWidth = layout.panelWidth
        trip.prepare(inst, for: regular)
        layout.apply(trip.traits(of: regular))
        XCTAssertEqual(layout.heroHeight.constant, 260, "the same in every variant: apply leaves the app's constant")
        XCTAssertFalse(compactWidth.isActive, "the previous variant's constraint is inactive")
        XCTAssertTrue(layout.panelWidth !== compactWidth && layout.panelWidth.isActive)
        XCTAssertEqual(layout.panelWidth.identifier, path + ":18:3")
        XCTAssertEqual(layout.panelWidth.constant, 300)
        XCTAssertEqual(layout.panelTop.constant, 24, "a metric the variant overrides: apply keeps it in step")
        layout.heroHeight.constant = 200
        XCTAssertEqual(trip.check(inst, variant: regular), [])
    }
}
