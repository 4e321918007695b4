import Foundation
import LayoutConsoleLog
import LayoutExplain
import TestSupport
import UIKit
import XCTest

/// A generated sample (`Samples/card.layout`, its golden `CardLayout.swift`) installed on the
/// UIKit stand-in and made to conflict; the report is written as UIKit's engine writes it, from
/// the constraints' own `description` (UIKit's printed form, which the stand-in implements), and
/// `explain` must lead the conflict back to the right `.layout` lines.
final class GeneratedSampleConflictTests: XCTestCase {
    /// Every active constraint of `view` and its subviews, in installation order.
    @MainActor static func active(_ view: UIView) -> [NSLayoutConstraint] {
        view.constraints + view.subviews.flatMap(active)
    }

    /// The report UIKit prints for `constraints` when it breaks `broken`.
    @MainActor static func report(_ constraints: [NSLayoutConstraint], broken: NSLayoutConstraint) -> String {
        "2024-06-03 16:01:44.501877+0200 Cards[6021:311902] [LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
            + "\tProbably at least one of the constraints in the following list is one you don't want. \n"
            + "\tTry this: \n"
            + "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
            + "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
            + "(\n" + constraints.map { "    \"\($0.description)\"" }.joined(separator: ",\n") + "\n)\n\n"
            + "Will attempt to recover by breaking constraint \n\(broken.description)\n\n"
            + "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
    }

    func testAnAddedWidthLeadsToTheAvatarLine() throws { try MainActor.assumeIsolated { try Self.addedWidth() } }

    @MainActor private static func addedWidth() throws {
        let root = UIView(frame: .zero)
        let layout = CardLayout()
        layout.install(in: root)
        let mine = layout.avatar.widthAnchor.constraint(equalToConstant: 120)
        mine.isActive = true
        let text = report(active(root), broken: mine)
        let result = Explainer.explain(text: text, file: "card.log", layouts: LayoutSources(directory: RepoPaths.root))
        let r = try XCTUnwrap(result.reports.first)
        XCTAssertTrue(r.constraints.allSatisfy(\.understood), text)
        XCTAssertEqual(r.cause, .duplicateConstraint)
        // The conflict: the added width, and the generated one of line 14's `[avatar(avatarSize)]`.
        XCTAssertEqual(r.minimal.count, 2)
        XCTAssertEqual(r.minimal.compactMap { r.constraints[$0].source }, ["Samples/card.layout:14:19"])
        let generated = try XCTUnwrap(r.minimal.map { r.constraints[$0] }.first { $0.source != nil })
        XCTAssertEqual(generated.location?.line, 14)
        XCTAssertEqual(generated.location?.source.lineText(14), "H:|-inset-[avatar(avatarSize)]")
        XCTAssertEqual(r.broken.map { r.constraints[$0].source }, .some(nil))
        XCTAssertTrue(ExplainTextWriter.write([result]).contains("Samples/card.layout:14:19: note: "), ExplainTextWriter.write([result]))
        if ProcessInfo.processInfo.environment["VFLC_SHOW"] != nil { print(text + ExplainTextWriter.write([result])) }
    }

    func testANarrowRootLeadsToTheRowsLines() throws { try MainActor.assumeIsolated { try Self.narrowRoot() } }

    @MainActor private static func narrowRoot() throws {
        let root = UIView(frame: .zero)
        let layout = CardLayout()
        layout.install(in: root)
        // The width UIKit gives a view controller's view, as its container decided it.
        let width = root.widthAnchor.constraint(equalToConstant: 100)
        width.identifier = "UIView-Encapsulated-Layout-Width"
        width.isActive = true
        let all = active(root)
        let broken = try XCTUnwrap(all.first { $0.identifier == "Samples/card.layout:26:13" })
        let result = Explainer.explain(text: report(all, broken: broken), file: "card.log", layouts: LayoutSources(directory: RepoPaths.root))
        let r = try XCTUnwrap(result.reports.first)
        XCTAssertTrue(r.constraints.allSatisfy(\.understood))
        // The row `|-inset-[avatar(60)]-12-[title]-inset-|` needs 104 pt and more: its four
        // generated constraints (lines 14, 16, 26) and the root's width, with title's width ≥ 0.
        let members = r.minimal.map { r.constraints[$0] }
        XCTAssertEqual(members.compactMap(\.source).sorted(),
                       ["Samples/card.layout:14:19", "Samples/card.layout:14:4", "Samples/card.layout:16:10", "Samples/card.layout:26:13"])
        XCTAssertEqual(Set(members.compactMap { $0.location?.line }), [14, 16, 26])
        XCTAssertEqual(members.filter { $0.source == nil }.map { $0.header?.identifier }, ["UIView-Encapsulated-Layout-Width"])
        XCTAssertEqual(r.facts.map(\.kind), [.nonNegative])
        XCTAssertEqual(r.cause, .fixedSizeDoesNotFit)
        XCTAssertEqual(r.brokenInMinimal, true)
        for m in members where m.source != nil {
            let line = try XCTUnwrap(m.location?.line)
            XCTAssertEqual(m.location?.source.lineText(line), ["H:|-inset-[avatar(avatarSize)]", "H:[title]-inset-|", "  H:[avatar]-12-[title]"][[14, 16, 26].firstIndex(of: line)!])
        }
    }

    /// The acceptance test through the command: the narrow root's report, as a console log file,
    /// given to the built `vflc explain --layouts .` in the package root.
    func testTheCommandNamesTheRowsLines() throws {
        let text = try MainActor.assumeIsolated { () throws -> String in
            let root = UIView(frame: .zero)
            let layout = CardLayout()
            layout.install(in: root)
            let width = root.widthAnchor.constraint(equalToConstant: 100)
            width.identifier = "UIView-Encapsulated-Layout-Width"
            width.isActive = true
            let all = Self.active(root)
            return Self.report(all, broken: try XCTUnwrap(all.first { $0.identifier == "Samples/card.layout:26:13" }))
        }
        let dir = try TemporaryDirectory(prefix: "vflc-explain-uikit")
        let log = try dir.write("card.log", "2024-06-03 16:01:44.400000+0200 Cards[6021:311902] [Feed] 12 cards\n" + text)
        let json = try BuiltProduct.run("vflc", ["explain", log, "--layouts", ".", "--format", "json"])
        XCTAssertEqual(json.status, 1, json.stderr)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let report = try XCTUnwrap((document["reports"] as? [[String: Any]])?.first)
        XCTAssertEqual(report["line"] as? Int, 2)
        XCTAssertEqual(report["cause"] as? String, "fixed-size-does-not-fit")
        let constraints = try XCTUnwrap(report["constraints"] as? [[String: Any]])
        XCTAssertTrue(constraints.allSatisfy { $0["understood"] as? Bool == true })
        let members = try XCTUnwrap(report["minimal"] as? [Int]).map { constraints[$0] }
        let locations = members.compactMap { $0["location"] as? [String: Any] }
        XCTAssertEqual(locations.map { "\($0["file"]!):\($0["line"]!):\($0["column"]!)" }.sorted(),
                       ["Samples/card.layout:14:19", "Samples/card.layout:14:4", "Samples/card.layout:16:10", "Samples/card.layout:26:13"])
        XCTAssertEqual(Set(locations.compactMap { $0["text"] as? String }),
                       ["H:|-inset-[avatar(avatarSize)]", "H:[title]-inset-|", "  H:[avatar]-12-[title]"])
        XCTAssertEqual(members.compactMap { $0["source"] as? String }.count, 4)
        let broken = try XCTUnwrap(report["broken"] as? Int)
        XCTAssertEqual(constraints[broken]["source"] as? String, "Samples/card.layout:26:13")
        // The text names the lines as a compiler does, each with its excerpt.
        let textRun = try BuiltProduct.run("vflc", ["explain", log, "--layouts", "."])
        XCTAssertEqual(textRun.status, 1, textRun.stderr)
        for (position, line) in [("14:4", "H:|-inset-[avatar(avatarSize)]"), ("16:10", "H:[title]-inset-|"), ("26:13", "  H:[avatar]-12-[title]")] {
            XCTAssertTrue(textRun.stdout.contains("Samples/card.layout:\(position): note: "), textRun.stdout)
            XCTAssertTrue(textRun.stdout.contains("\n    \(line)\n"), textRun.stdout)
        }
    }

    func testTheStandInPrintsUIKitsForms() throws { try MainActor.assumeIsolated { try Self.forms() } }

    @MainActor private static func forms() throws {
        let root = UIView(frame: .zero), a = UIView(), b = UILabel()
        root.addSubview(a)
        root.addSubview(b)
        let address = { (o: AnyObject) in "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(o).toOpaque()), radix: 16) }
        let edge = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
        edge.isActive = true
        XCTAssertEqual(edge.description, "<NSLayoutConstraint:\(address(edge)) H:|-(16)-[UIView:\(address(a))]   (active, names: '|':UIView:\(address(root)) )>")
        let gap = b.leadingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: 8)
        gap.priority = UILayoutPriority(rawValue: 750)
        gap.identifier = "card.layout:3:1"
        XCTAssertEqual(gap.description, "<NSLayoutConstraint:\(address(gap)) 'card.layout:3:1' H:[UIView:\(address(a))]-(>=8@750)-[UILabel:\(address(b))]   (inactive)>")
        let ratio = b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: -10)
        XCTAssertEqual(ratio.description, "<NSLayoutConstraint:\(address(ratio)) UILabel:\(address(b)).width == 0.5*UIView:\(address(a)).width - 10   (inactive)>")
        let bottom = root.bottomAnchor.constraint(equalTo: b.bottomAnchor, constant: 20)
        bottom.isActive = true
        XCTAssertEqual(bottom.description, "<NSLayoutConstraint:\(address(bottom)) V:[UILabel:\(address(b))]-(20)-|   (active, names: '|':UIView:\(address(root)) )>")
        // Each form reads back as the relation it states.
        for c in [edge, gap, ratio, bottom] {
            let text = String(c.description.dropFirst().dropLast())
            XCTAssertNotNil(DescriptionParser.parse(text).description, text)
        }
    }
}
