import Foundation
import LayoutLowering
import TestSupport
import UIKit
import UIKitStandInRecorder
import XCTest

/// The generated class's lifecycle on the stand-in (issue 26, docs/codegen.md "Lifecycle"):
/// `apply(_:)` before `install(in:)` does nothing and is not remembered, a second `install(in:)`
/// stops with a clear message, every constraint starts with its variant's constant and views,
/// and `apply(_:)` writes a view property only when the new variant changes it.
final class LayoutLifecycleTests: XCTestCase {
    /// The issue's case (responsive-login in `wC hR`: `form.width` never active, the logo 48
    /// instead of 96) for every sample: `apply` of a variant, or of another, before `install(in:)`
    /// in a root of that variant gives exactly the variant's constraints and properties.
    func testApplyBeforeInstallIsANoOpThatInstallDoesNotRemember() throws {
        try MainActor.assumeIsolated {
            for (path, make) in GeneratedSamples.all {
                let trip = try RoundTrip(path: path)
                let n = trip.compiled.solutions.count
                for variant in 0..<n {
                    for early in [variant, (variant + 1) % n] {
                        var setup: [String] = []
                        let inst = trip.instantiate(make, problems: &setup)
                        inst.layout.apply(trip.traits(of: early))
                        trip.prepare(inst, for: variant)
                        inst.layout.install(in: inst.root)
                        let problems = setup + trip.check(inst, variant: variant)
                        XCTAssertEqual(problems, [], "\(path): apply(\(early)) before install in \(variant)")
                        if !problems.isEmpty { break }
                    }
                }
            }
        }
    }

    /// A second `install(in:)` is a programmer error, as UIKit's are: it traps with a message
    /// naming the class (checked in a child process, like the stand-in's own traps).
    func testASecondInstallStopsWithAClearMessage() throws {
        let binary = try XCTUnwrap(Bundle.main.executablePath ?? CommandLine.arguments.first)
        for which in ["same root", "another root"] {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: binary)
            p.arguments = ["UIKitRoundTripTests.LayoutLifecycleTests/testSecondInstallChild"]
            var env = ProcessInfo.processInfo.environment
            env["VFLC_SECOND_INSTALL"] = which
            env["SWIFT_BACKTRACE"] = "enable=no"
            p.environment = env
            let err = Pipe()
            p.standardError = err
            p.standardOutput = FileHandle.nullDevice
            try p.run()
            let data = err.fileHandleForReading.readDataToEndOfFile()
            p.waitUntilExit()
            let text = String(decoding: data, as: UTF8.self)
            XCTAssertEqual(p.terminationReason, .uncaughtSignal, "\(which): a second install(in:) did not stop")
            XCTAssertTrue(text.contains("CardLayout.install(in:) was called twice"), "\(which): got\n\(text.prefix(600))")
        }
    }

    /// Only does something as the child process of `testASecondInstallStopsWithAClearMessage`.
    func testSecondInstallChild() throws {
        guard let which = ProcessInfo.processInfo.environment["VFLC_SECOND_INSTALL"] else {
            throw XCTSkip("runs only as the child process of testASecondInstallStopsWithAClearMessage")
        }
        MainActor.assumeIsolated {
            let layout = CardLayout(), root = UIView(frame: .zero)
            layout.install(in: root)
            layout.install(in: which == "same root" ? root : UIView(frame: .zero))
        }
        XCTFail("the second install(in:) returned")
    }

    /// At the moment a constraint becomes active (install, or a switch of variant) it already
    /// has its variant's constant — a scaled one included — and every view already has the
    /// variant's properties: nothing the layout owns changes after the first activation of a
    /// step. (UIKit solves with what is active; a constant set afterwards means a transient
    /// system of the previous text size or variant, and "Unable to simultaneously satisfy" logs.)
    func testConstantsAndPropertiesAreSetBeforeActivation() throws {
        try MainActor.assumeIsolated {
            defer { NSLayoutConstraint.standInActivationObserver = nil }
            for (path, make) in GeneratedSamples.all {
                let trip = try RoundTrip(path: path)
                let n = trip.compiled.solutions.count
                for start in Self.starts(trip) {
                    var setup: [String] = []
                    let inst = trip.instantiate(make, problems: &setup)
                    trip.prepare(inst, for: start)
                    var problems = Self.watch(inst, "install(\(start))") { inst.layout.install(in: inst.root) }
                    for next in (1..<n).map({ (start + $0) % n }).prefix(n == 4 ? 3 : 12) {
                        trip.prepare(inst, for: next)
                        problems += Self.watch(inst, "apply(\(next)) after install(\(start))") { inst.layout.apply(trip.traits(of: next)) }
                    }
                    XCTAssertEqual(setup + problems, [], path)
                }
            }
        }
    }

    /// What the app set on a view stays when a switch of variant does not change it: after
    /// `install` in one variant, each view property that the file gives the same value in the
    /// next variant is set to a value of the app's own; `apply` of the next keeps it.
    func testApplyWritesAPropertyOnlyWhenTheVariantChangesIt() throws {
        try MainActor.assumeIsolated {
            for (path, make) in GeneratedSamples.all {
                let trip = try RoundTrip(path: path)
                let starts = Self.starts(trip)
                for a in starts {
                    for b in starts where b != a {
                        var setup: [String] = []
                        let inst = trip.instantiate(make, problems: &setup)
                        trip.prepare(inst, for: a)
                        inst.layout.install(in: inst.root)
                        let kept = Self.setAppValues(inst, same: trip.compiled.solutions[a].ir, trip.compiled.solutions[b].ir)
                        trip.prepare(inst, for: b)
                        inst.layout.apply(trip.traits(of: b))
                        let lost = kept.filter { !$0.stillSet() }.map(\.what)
                        XCTAssertEqual(setup + lost, [], "\(path): apply(\(b)) after install(\(a)) overwrote the app's values")
                    }
                }
            }
        }
    }

    // MARK: - Helpers

    /// The variants each test starts from: the four size classes at the default category, and
    /// for a file of 48 variants their `AX5` ones too.
    @MainActor static func starts(_ trip: RoundTrip) -> [Int] {
        trip.compiled.solutions.indices.filter {
            let c = trip.compiled.solutions[$0].ir.target.variant.effectiveContentSize
            return c == .defaultCategory || c == .largestAccessibility
        }
    }

    /// Runs `step` while recording each activation; the problems: a constraint whose constant
    /// changed after it became active, and views whose properties changed after the step's
    /// first activation.
    @MainActor static func watch(_ inst: RoundTrip.Instance, _ step: String, _ body: () -> Void) -> [String] {
        var activated: [(NSLayoutConstraint, CGFloat)] = []
        var before: [String: String]?
        NSLayoutConstraint.standInActivationObserver = { c in
            if before == nil { before = properties(inst) }
            activated.append((c, c.constant))
        }
        body()
        NSLayoutConstraint.standInActivationObserver = nil
        var out: [String] = []
        for (c, constant) in activated where c.constant != constant {
            out.append("\(step): \(c.identifier ?? "?") activated with constant \(constant), set to \(c.constant) afterwards")
        }
        if let before {
            let after = properties(inst)
            for name in after.keys.sorted() where before[name] != after[name] {
                out.append("\(step): \(name) changed after activation: \(before[name] ?? "") → \(after[name] ?? "")")
            }
        }
        return out
    }

    /// The layout-owned properties of every view, by name (docs/codegen.md, "What the layout owns").
    @MainActor static func properties(_ inst: RoundTrip.Instance) -> [String: String] {
        var out: [String: String] = [:]
        for (name, object) in inst.objects {
            guard let v = object as? UIView, v !== inst.root else { continue }
            var s = "hidden \(v.isHidden) hug \(v.contentHuggingPriority(for: .horizontal).rawValue),"
                + "\(v.contentHuggingPriority(for: .vertical).rawValue) resist "
                + "\(v.contentCompressionResistancePriority(for: .horizontal).rawValue),"
                + "\(v.contentCompressionResistancePriority(for: .vertical).rawValue) semantic \(v.semanticContentAttribute) "
                + "margins \(v.directionalLayoutMargins) \(v.insetsLayoutMarginsFromSafeArea)"
            if let stack = v as? UIStackView {
                s += " stack \(stack.axis) \(stack.distribution) \(stack.alignment) \(stack.spacing) "
                    + "\(stack.isBaselineRelativeArrangement) \(stack.isLayoutMarginsRelativeArrangement) custom "
                    + stack.arrangedSubviews.map { "\(stack.customSpacing(after: $0))" }.joined(separator: ",")
            }
            if let label = v as? UILabel { s += " font \(label.font.pointSize) \(label.adjustsFontForContentSizeCategory)" }
            out[name] = s
        }
        return out
    }

    /// A value the app set, and whether it is still there.
    struct AppValue {
        let what: String
        let stillSet: @MainActor () -> Bool
    }

    /// Sets each view's `isHidden`, horizontal hugging, vertical compression resistance and (for
    /// stacks) axis to a value of the app's own where variants `a` and `b` agree on it.
    @MainActor static func setAppValues(_ inst: RoundTrip.Instance, same a: LayoutIR, _ b: LayoutIR) -> [AppValue] {
        var out: [AppValue] = []
        for (x, y) in zip(a.views, b.views) where !x.isBuiltin && x.guide == nil {
            guard let view = inst.objects[x.name] as? UIView else { continue }
            if x.hidden == y.hidden {
                let mine = !x.hidden
                view.isHidden = mine
                out.append(AppValue(what: "\(x.name).isHidden") { view.isHidden == mine })
            }
            if x.hug.horizontal == y.hug.horizontal {
                view.setContentHuggingPriority(UILayoutPriority(rawValue: 1), for: .horizontal)
                out.append(AppValue(what: "\(x.name) hugging") { view.contentHuggingPriority(for: .horizontal).rawValue == 1 })
            }
            if x.resist.vertical == y.resist.vertical {
                view.setContentCompressionResistancePriority(UILayoutPriority(rawValue: 2), for: .vertical)
                out.append(AppValue(what: "\(x.name) compression resistance") {
                    view.contentCompressionResistancePriority(for: .vertical).rawValue == 2
                })
            }
            if let stack = view as? UIStackView, let sa = x.stack, let sb = y.stack, sa.axis == sb.axis {
                let mine: NSLayoutConstraint.Axis = sa.axis == .horizontal ? .vertical : .horizontal
                stack.axis = mine
                out.append(AppValue(what: "\(x.name).axis") { stack.axis == mine })
            }
        }
        return out
    }
}
