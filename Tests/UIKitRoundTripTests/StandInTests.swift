import Foundation
import UIKit
import UIKitStandInRecorder
import XCTest

/// The stand-in's own behaviour: hierarchy, guides, traits, activation on the closest common
/// ancestor, and UIKit's programmer errors, which trap (checked in a child process).
final class StandInTests: XCTestCase {
    func testHierarchyAndActivation() throws { try MainActor.assumeIsolated { try Self.hierarchyAndActivation() } }

    @MainActor private static func hierarchyAndActivation() throws {
        let root = UIView(frame: .zero), a = UIView(), b = UILabel(), stack = UIStackView(), guide = UILayoutGuide()
        root.addSubview(a)
        root.addSubview(stack)
        stack.addArrangedSubview(b)
        root.addLayoutGuide(guide)
        XCTAssertTrue(b.superview === stack)
        XCTAssertEqual(stack.arrangedSubviews.count, 1)
        XCTAssertTrue(guide.owningView === root)
        XCTAssertTrue(root.safeAreaLayoutGuide.owningView === root)

        let c = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
        XCTAssertFalse(c.isActive, "a new constraint is inactive")
        XCTAssertEqual(c.firstAttribute, .leading)
        XCTAssertEqual(c.secondAttribute, .trailing)
        XCTAssertEqual(c.relation, .equal)
        XCTAssertEqual(c.multiplier, 1)
        XCTAssertEqual(c.constant, 8)
        XCTAssertTrue(c.firstItem === b && c.secondItem === a)
        NSLayoutConstraint.activate([c])
        XCTAssertTrue(c.isActive)
        XCTAssertTrue(root.constraints.contains { $0 === c }, "installed on the closest common ancestor")
        XCTAssertTrue(stack.constraints.isEmpty)
        let inner = b.widthAnchor.constraint(equalToConstant: 10)
        inner.isActive = true
        XCTAssertTrue(b.constraints.contains { $0 === inner }, "a constraint on one view is installed on it")
        XCTAssertEqual(inner.secondAttribute, .notAnAttribute)
        let g = guide.topAnchor.constraint(equalTo: b.bottomAnchor)
        g.isActive = true
        XCTAssertTrue(root.constraints.contains { $0 === g }, "a guide counts as its owning view")
        NSLayoutConstraint.deactivate([c, g])
        XCTAssertFalse(c.isActive)
        XCTAssertFalse(root.constraints.contains { $0 === c })

        c.priority = .defaultHigh
        c.isActive = true
        c.priority = UILayoutPriority(rawValue: 300)  // optional to optional on an installed constraint: allowed
        XCTAssertEqual(c.priority.rawValue, 300)

        let m = NSLayoutConstraint(item: b, attribute: .centerX, relatedBy: .equal, toItem: root,
                                   attribute: .centerX, multiplier: 0.5, constant: 3)
        let form = try UIKitStandInRecorder.linearForm(m)
        // b.x + b.w/2 - 0.5 (root.x + root.w/2) - 3 == 0
        let k = form.terms.map { ($0.item === b ? "b" : "root", $0.component, $0.coefficient) }
        XCTAssertEqual(k.map(\.2), [1, 0.5, -0.5, -0.25])
        XCTAssertEqual(form.constant, -3)
    }

    /// Content size categories compare in Apple's order; text-style fonts and UIFontMetrics
    /// follow the HIG table; a label's text grows with its font only when it adjusts.
    func testContentSizeCategoriesAndFonts() { MainActor.assumeIsolated { Self.contentSizeCategoriesAndFonts() } }

    @MainActor private static func contentSizeCategoriesAndFonts() {
        XCTAssertTrue(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        XCTAssertTrue(UIContentSizeCategory.accessibilityLarge >= .accessibilityMedium)
        XCTAssertFalse(UIContentSizeCategory.large >= .accessibilityMedium)
        XCTAssertTrue(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertFalse(UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: ax5).pointSize, 53)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        XCTAssertEqual(UIFontMetrics(forTextStyle: .caption1).scaledValue(for: 12, compatibleWith: ax5), 43)
        let root = UIView(), label = UILabel()
        root.addSubview(label)
        UIKitStandInRecorder.setTraits(ax5, of: root)
        UIKitStandInRecorder.setIntrinsicContentSize(CGSize(width: 34, height: 17), of: label)
        label.font = UIFont.preferredFont(forTextStyle: .body)
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 34, height: 17), "a font that does not adjust stays at L")
        label.adjustsFontForContentSizeCategory = true
        XCTAssertEqual(label.font.pointSize, 53)
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 106, height: 53))
    }

    /// A view's effective direction: its semanticContentAttribute relative to its traits'
    /// layoutDirection; the recorder mirrors a leading/trailing constraint installed on a
    /// right-to-left view and leaves one on a forced left-to-right view alone.
    func testEffectiveDirectionAndMirroring() { MainActor.assumeIsolated { Self.effectiveDirectionAndMirroring() } }

    @MainActor private static func effectiveDirectionAndMirroring() {
        let root = UIView(), box = UIView(), a = UIView()
        root.addSubview(box); box.addSubview(a)
        box.translatesAutoresizingMaskIntoConstraints = false; a.translatesAutoresizingMaskIntoConstraints = false
        UIKitStandInRecorder.setTraits(UITraitCollection(layoutDirection: .rightToLeft), of: root)
        XCTAssertEqual(root.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        box.semanticContentAttribute = .playback
        XCTAssertEqual(box.effectiveUserInterfaceLayoutDirection, .leftToRight)
        XCTAssertEqual(a.effectiveUserInterfaceLayoutDirection, .rightToLeft, "does not propagate to subviews")
        let inBox = a.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10)
        let inRoot = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        NSLayoutConstraint.activate([inBox, inRoot])
        // In the box (left to right): a.x − box.x − 10 = 0. In the root (right to left): the mirror,
        // −box.x − box.width + root.x + root.width − 20 = 0.
        let boxForm = try! UIKitStandInRecorder.linearForm(inBox, installedOn: box, root: root)
        XCTAssertEqual(boxForm.terms.map(\.coefficient), [1, -1])
        let rootForm = try! UIKitStandInRecorder.linearForm(inRoot, installedOn: root, root: root)
        XCTAssertEqual(rootForm.terms.count, 4)
        XCTAssertEqual(rootForm.terms.first { $0.item === box && $0.component == .x }?.coefficient, -1)
        XCTAssertEqual(rootForm.terms.first { $0.item === box && $0.component == .width }?.coefficient, -1)
        XCTAssertEqual(rootForm.constant, -20)
        XCTAssertEqual(UIKitStandInRecorder.record(root).constraints.count, 2, "both installed, both recorded")
    }

    func testTraitsAndContentSize() { MainActor.assumeIsolated { Self.traitsAndContentSize() } }

    @MainActor private static func traitsAndContentSize() {
        let t = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .regular),
                                               UITraitCollection(verticalSizeClass: .compact)])
        XCTAssertEqual(t.horizontalSizeClass, .regular)
        XCTAssertEqual(t.verticalSizeClass, .compact)
        XCTAssertEqual(UITraitCollection(traitsFrom: [t, UITraitCollection(verticalSizeClass: .regular)]).horizontalSizeClass,
                       .regular, "a later collection overrides only what it specifies")
        XCTAssertEqual(UITraitCollection().horizontalSizeClass, .unspecified)
        let root = UIView(), child = UILabel()
        root.addSubview(child)
        UIKitStandInRecorder.setTraits(t, of: root)
        XCTAssertEqual(child.traitCollection.verticalSizeClass, .compact, "subviews inherit the root's traits")

        XCTAssertEqual(child.intrinsicContentSize.width, UIView.noIntrinsicMetric)
        XCTAssertEqual(UIKitStandInRecorder.record(root).constraints.count, 4, "child's autoresizing constraints only")
        child.translatesAutoresizingMaskIntoConstraints = false
        XCTAssertEqual(UIKitStandInRecorder.record(root).constraints.count, 0)
        UIKitStandInRecorder.setIntrinsicContentSize(CGSize(width: 40, height: UIView.noIntrinsicMetric), of: child)
        child.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .horizontal)
        let implicit = UIKitStandInRecorder.record(root).constraints
        XCTAssertEqual(implicit.count, 2, "one axis: width <= 40 @hug, width >= 40 @resist")
        XCTAssertEqual(implicit.map(\.relation), [.lessThanOrEqual, .greaterThanOrEqual])
        XCTAssertEqual(implicit.map(\.priority), [251, 750])
        XCTAssertEqual(implicit.map(\.constant), [-40, -40])
    }

    /// UIKit raises an exception (which ends an app) for these; the stand-in traps. Each case
    /// runs in a child process of this test binary, which must die with UIKit's message.
    func testProgrammerErrorsTrap() throws {
        let cases = [
            ("noCommonAncestor", "because they have no common ancestor"),
            ("guideWithoutView", "because they have no common ancestor"),
            ("requiredToOptional", "Mutating a priority from required to not on an installed constraint"),
            ("locationEqualsConstant", "Location attributes must be specified in pairs"),
            ("mixedAxes", "Invalid pairing of layout attributes"),
            ("leadingWithLeft", "Use leading/trailing for both or neither"),
            ("selfAsSubview", "Can't add self as subview"),
        ]
        let binary = try XCTUnwrap(Bundle.main.executablePath ?? CommandLine.arguments.first)
        for (name, message) in cases {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: binary)
            p.arguments = ["UIKitRoundTripTests.StandInTests/testTrapChild"]
            var env = ProcessInfo.processInfo.environment
            env["VFLC_STANDIN_TRAP"] = name
            env["SWIFT_BACKTRACE"] = "enable=no"
            p.environment = env
            let err = Pipe()
            p.standardError = err
            p.standardOutput = FileHandle.nullDevice
            try p.run()
            let data = err.fileHandleForReading.readDataToEndOfFile()
            p.waitUntilExit()
            let text = String(decoding: data, as: UTF8.self)
            XCTAssertEqual(p.terminationReason, .uncaughtSignal, "\(name): the child did not trap")
            XCTAssertTrue(text.contains(message), "\(name): expected “\(message)” on stderr, got:\n\(text.prefix(600))")
        }
    }

    /// Only does something as the child process of `testProgrammerErrorsTrap`.
    func testTrapChild() throws {
        guard let which = ProcessInfo.processInfo.environment["VFLC_STANDIN_TRAP"] else {
            throw XCTSkip("runs only as the child process of testProgrammerErrorsTrap")
        }
        MainActor.assumeIsolated { Self.trap(which) }
        XCTFail("\(which) did not trap")
    }

    @MainActor private static func trap(_ which: String) {
        let root = UIView(), a = UIView(), b = UIView()
        root.addSubview(a)
        switch which {
        case "noCommonAncestor":  // b was never added: generated code that forgets addSubview
            a.topAnchor.constraint(equalTo: b.bottomAnchor).isActive = true
        case "guideWithoutView":  // a guide never passed to addLayoutGuide
            a.topAnchor.constraint(equalTo: UILayoutGuide().topAnchor).isActive = true
        case "requiredToOptional":
            let c = a.widthAnchor.constraint(equalToConstant: 10)
            c.isActive = true
            c.priority = .defaultHigh
        case "locationEqualsConstant":
            _ = NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: nil,
                                   attribute: .notAnAttribute, multiplier: 1, constant: 10)
        case "mixedAxes":
            _ = NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: root,
                                   attribute: .leading, multiplier: 1, constant: 0)
        case "leadingWithLeft":
            _ = a.leadingAnchor.constraint(equalTo: root.leftAnchor)
        case "selfAsSubview":
            a.addSubview(root)
        default:
            break
        }
    }
}
