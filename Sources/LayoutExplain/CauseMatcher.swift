import LayoutConsoleLog
import LayoutSource

/// Matches a report's minimal conflict against the catalogue (`Cause`), most specific first,
/// and writes the explanation and fix with the report's own views and numbers.
enum CauseMatcher {
    struct Match {
        var cause: Cause
        var explanation: String
        var fix: String
    }

    typealias R = CauseContext

    static func match(_ c: CauseContext, undetermined reason: String) -> Match {
        let m = c.minimal
        guard !m.isEmpty else {
            return Match(cause: .undetermined, explanation: join([reason, c.brokenSentence]),
                         fix: "Paste the whole report — every line of UIKit's list, from “Unable to simultaneously satisfy constraints” "
                            + "to “Will attempt to recover by breaking constraint” — and explain it again.")
        }
        let matchers: [(CauseContext) -> Match?] = [
            negativeSize, hiddenInStack, systemInternal, autoresizingMask, duplicate, zeroSizeContainer, containerTooSmall,
            stackArrangement, pinnedEdgesAndSize, placedTwice,
        ]
        for matcher in matchers {
            if var found = matcher(c) {
                found.explanation = join([found.explanation, FactWords.sentence(c.facts), c.brokenSentence])
                return found
            }
        }
        return Match(cause: .unknown,
                     explanation: join(["\(R.refs(m)) cannot all hold at once, and no cause vflc knows matches them.",
                                        FactWords.sentence(c.facts), c.brokenSentence]),
                     fix: "Decide which of \(R.refs(m)) you do not want: remove it, or give it a priority below 1000 "
                        + "(999 keeps it as close as it can be).")
    }

    static func join(_ parts: [String?]) -> String { parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ") }

    static func pt(_ v: Double) -> String { NumberText.format(v) + " pt" }

    // MARK: - The catalogue, in the order tried

    private static func negativeSize(_ c: CauseContext) -> Match? {
        guard c.minimal.count == 1, let i = c.minimal.first,
              let fact = c.facts.first(where: { $0.kind == .nonNegative }) else { return nil }
        let amount = c.size(i).map { " (\(pt($0.value)))" } ?? ""
        return Match(cause: .negativeSize,
                     explanation: "\(R.ref(i)) alone cannot hold: it makes \(R.the(fact.attribute, of: fact.item)) negative\(amount), "
                        + "and UIKit never gives a view or guide a negative size.",
                     fix: "If your code makes \(R.ref(i)), check its constant's sign (a size computed from a container that is "
                        + "still 0 pt wide comes out negative). If none of your code makes it — a plain view without identifier "
                        + "often belongs to a UIKit control — it is UIKit's own and there is nothing to fix in your layout.")
    }

    private static func hiddenInStack(_ c: CauseContext) -> Match? {
        guard let h = c.minimal.first(where: { c.identifier($0) == "UISV-hiding" }), let s = c.size(h) else { return nil }
        let rest = c.minimal.filter { $0 != h }
        let yours = rest.filter { !c.isSystemMade($0) }
        let need = c.need(s.item, s.attribute, without: [h], against: s.value).map { ", but \(R.refs(rest)) need \($0)" } ?? ""
        let explanation = "A stack view hides \(s.item.displayWithText) by making its \(s.attribute.rawValue) 0 "
            + "(\(R.ref(h)), 'UISV-hiding')\(need): a hidden arranged view keeps its own constraints."
        if yours.isEmpty {
            // A hidden stack view inside a stack: its own spacing and arrangement keep it open.
            return Match(cause: .hiddenInStack, explanation: explanation,
                         fix: "\(s.item.display) is a stack view whose own arrangement (\(R.refs(rest))) cannot collapse: hide its "
                            + "arranged views too, or set its spacing to 0 while it is hidden.")
        }
        return Match(cause: .hiddenInStack, explanation: explanation,
                     fix: "Give \(R.refs(yours)) priority 999 (`UILayoutPriority(999)`) so \(s.item.display) can collapse while "
                        + "it is hidden, or deactivate \(yours.count == 1 ? "it" : "them") when you hide the view and activate "
                        + "\(yours.count == 1 ? "it" : "them") again when you show it.")
    }

    private static func systemInternal(_ c: CauseContext) -> Match? {
        guard c.minimal.allSatisfy(c.isSystemMade) else { return nil }
        // UIKit's constraints on an app's views (a stack's arrangement, a cell's size) have causes of their own.
        let onAppViews = c.minimal.contains { i in
            let id = c.identifier(i) ?? ""
            let arranging = id.hasPrefix("UISV-") || id.hasPrefix("UIView-Encapsulated-Layout-") || SystemNames.containerSizeKind(id) != nil
            return arranging && (c.equation(i)?.terms.contains { !SystemNames.isSystemItem($0.item) } ?? false)
        }
        guard !onAppViews else { return nil }
        return Match(cause: .systemInternal,
                     explanation: "Every constraint of the conflict, \(R.refs(c.minimal)), is one UIKit makes for its own views "
                        + "(keyboard, bars, alerts and other internals), so nothing in your constraints causes it; UIKit "
                        + "recovers by breaking one.",
                     fix: "Nothing to change in your layout. If you handed UIKit a view of yours here (an input accessory view, a "
                        + "bar button item's custom view, a title view), give it a size that fits and let Auto Layout size it; "
                        + "otherwise the message is UIKit's own.")
    }

    private static func autoresizingMask(_ c: CauseContext) -> Match? {
        let masks = c.minimal.filter { c.origin($0) == .autoresizing && !c.isSystemMade($0) }
        guard !masks.isEmpty else { return nil }
        // The view the app constrains as a subview (not only as the container of others): the
        // one whose mask fights its constraints.
        let views = masks.compactMap { c.equation($0)?.terms.first?.item }.reduce(into: [LogItem]()) { if !$0.contains($1) { $0.append($1) } }
        func constrainedAsSubview(_ v: LogItem) -> Bool {
            c.minimal.contains { i in
                guard !c.isSystemMade(i), c.origin(i) != .autoresizing, c.constraints[i].superview != v,
                      let terms = c.equation(i)?.terms, terms.contains(where: { $0.item == v }) else { return false }
                // Not when v is only the container of the others it relates.
                return !terms.filter { $0.item != v }.allSatisfy { c.superviewOf($0.item) == v }
            }
        }
        let view = views.first(where: constrainedAsSubview) ?? views[0]
        let own = masks.filter { c.equation($0)?.terms.first?.item == view }
        let a = own.first!
        let codes = c.constraints[a].header?.autoresizing
        let mask = codes.map { " (autoresizing mask \($0.text): \($0.words))" } ?? ""
        let says = own.map { k -> String in
            let need = c.needOfTerms(k)
            let want = c.equation(k).map { ExplainTextWriter.anchorText($0) } ?? ""
            return "\(R.ref(k)) says \(want)" + (need.map { ", the others need \(R.leftSide(c.equation(k)!)) to be \($0.text)" } ?? "")
        }.joined(separator: "; ")
        if constrainedAsSubview(view) {
            return Match(cause: .autoresizingMask,
                         explanation: "\(view.displayWithText) still has translatesAutoresizingMaskIntoConstraints = true, so UIKit "
                            + "turned its frame into constraints\(mask) that fight the ones you gave it: \(says).",
                         fix: "Set `translatesAutoresizingMaskIntoConstraints = false` on \(view.display) before adding constraints to it "
                            + "(views made in code start with true; Interface Builder sets false).")
        }
        return Match(cause: .autoresizingMask,
                     explanation: "\(view.displayWithText) is sized by its frame: it has translatesAutoresizingMaskIntoConstraints "
                        + "= true\(mask), and its content's constraints need another size: \(says).",
                     fix: "Give \(view.display) a frame its content fits, or let Auto Layout size it (set "
                        + "`translatesAutoresizingMaskIntoConstraints = false` and constrain its size and position), or give one "
                        + "of the content's constraints priority 999.")
    }

    private static func zeroSizeContainer(_ c: CauseContext) -> Match? {
        guard let z = c.minimal.first(where: { i in
            guard let s = c.size(i), s.relation == .equal, s.value == 0 else { return false }
            // The zero-size view contains others whose sizes cannot go below 0, or is the
            // superview of one of the conflict's constraints.
            let related = c.minimal.contains { $0 != i && (c.equation($0)?.terms.contains { $0.item == s.item } ?? false) }
            return related && (!c.facts.isEmpty || c.minimal.contains { c.constraints[$0].superview == s.item })
        }), let s = c.size(z) else { return nil }
        let system = c.isSystemMade(z)
        let what: String
        if let id = c.identifier(z) { what = "\(R.ref(z)), '\(id)'" } else if c.origin(z) == .autoresizing { what = "\(R.ref(z)), its translated frame" } else { what = R.ref(z) }
        let need = c.need(s.item, s.attribute, without: [z], against: 0).map { ", but the constraints inside it need \($0)" } ?? ""
        let yours = c.minimal.filter { $0 != z && !c.isSystemMade($0) }
        let pick = preferredEdge(c, among: yours, of: s.item, trailing: s.attribute == .width)
        let when = system ? ", before UIKit knows its real size or while it measures it" : ""
        let explanation = "\(s.item.displayWithText) has a \(s.attribute.rawValue) of 0 (\(what))\(when)\(need)."
        if yours.isEmpty {
            return Match(cause: .zeroSizeContainer, explanation: explanation,
                         fix: "The constraints inside are UIKit's (a stack view's arrangement and spacing): the message goes away "
                            + "once \(s.item.display) gets its real size; if it does not, give the stack view a spacing of 0 while it is empty.")
        }
        let lower = (pick.map { "Give \(R.ref($0)) priority 999 (`UILayoutPriority(999)`)" }
            ?? "Give one of the constraints inside \(s.item.display) priority 999")
        return Match(cause: .zeroSizeContainer, explanation: explanation,
                     fix: lower + (system ? " so the layout survives the zero-size pass; once \(s.item.display) has its real size "
                        + "the constraint holds again." : " so the content can collapse with \(s.item.display), or deactivate the "
                        + "content's constraints while it is collapsed."))
    }

    /// A size UIKit decided for a container (encapsulated, temporary, fitting, or the frame of
    /// one of its own views) that the content does not fit: a self-sizing cell, or a fixed size.
    private static func containerTooSmall(_ c: CauseContext) -> Match? {
        guard let k = c.minimal.first(where: { i in
            guard c.isSystemMade(i), let s = c.size(i), s.value > 0 else { return false }
            return SystemNames.containerSizeKind(c.identifier(i)) != nil || c.origin(i) == .autoresizing
        }), let s = c.size(k) else { return nil }
        let decided: String
        switch SystemNames.containerSizeKind(c.identifier(k)) {
        case .encapsulated?: decided = "'\(c.identifier(k)!)': the size its container decided — a table or collection view for "
            + "a cell (the estimate or row height before the content is measured), the keyboard for an input view, the window "
            + "or a split view for a view controller's view"
        case .temporary?: decided = "'\(c.identifier(k)!)': a size UIKit sets while it measures the view"
        case .fitting?: decided = "'\(c.identifier(k)!)': the width UIKit measures the cell at"
        case nil: decided = "the frame UIKit translated into constraints"
        }
        let height = s.attribute == .height
        // A fixed size of the app's among the rest: it, not the content, is what does not fit.
        if !height, let f = c.minimal.first(where: { !c.isSystemMade($0) && c.size($0).map { $0.value > 0 } == true }), let fs = c.size(f) {
            let rel = fs.relation == .equal ? "fixed at" : fs.relation == .lessOrEqual ? "at most" : "at least"
            let need = c.need(s.item, s.attribute, without: [k], against: s.value).map { " needs \($0)" } ?? " does not fit"
            return Match(cause: .fixedSizeDoesNotFit,
                         explanation: "\(R.the(fs.attribute, of: fs.item).capitalizedFirst) is \(rel) \(pt(fs.value)) (\(R.ref(f))); "
                            + "with the rest of the conflict \(s.item.displayWithText)\(need), but UIKit makes it \(pt(s.value)) "
                            + "here (\(R.ref(k)), \(decided)) — the space changes with the device, the orientation and split-view widths.",
                         fix: "Do not fix \(fs.item.display)'s \(fs.attribute.rawValue) when its edges are pinned: make \(R.ref(f)) `<=` "
                            + "or give it priority 999, or relate it to the container's \(fs.attribute.rawValue) with a multiplier "
                            + "(or choose it per size class).")
        }
        let need = c.need(s.item, s.attribute, without: [k], against: s.value).map { ", but its content needs \($0)" } ?? ""
        let yours = c.minimal.filter { $0 != k && !c.isSystemMade($0) }
        let pick = preferredEdge(c, among: yours, of: s.item, trailing: !height)
        let edge = height ? "vertical constraint of the content (usually the bottom one" : "horizontal constraint of the content (usually the trailing one"
        return Match(cause: .encapsulatedSize,
                     explanation: "UIKit gives \(s.item.displayWithText) a \(s.attribute.rawValue) of \(pt(s.value)) "
                        + "(\(R.ref(k)), \(decided))\(need).",
                     fix: "Give one \(edge)\(pick.map { ", here \(R.ref($0))" } ?? "")) priority 999 (`UILayoutPriority(999)`), so "
                        + "it yields while the container settles its size"
                        + (height ? "; for self-sizing rows use `UITableView.automaticDimension` and do not fix the content's total height." : "."))
    }

    private static func duplicate(_ c: CauseContext) -> Match? {
        guard c.minimal.count == 2, let a = c.equation(c.minimal[0]), let b = c.equation(c.minimal[1]), sameTerms(a, b) else { return nil }
        let (i, j) = (c.minimal[0], c.minimal[1])
        let subject = a.terms.count == 1 ? R.the(a.terms[0].attribute, of: a.terms[0].item) : R.leftSide(a)
        var fix = "Keep one: hold on to the constraint and change its `constant`, or deactivate the old one before activating the "
            + "new one (a constraint added again on every cell reuse or layout pass piles up)."
        if let u = [i, j].first(where: c.isSystemMade) {
            let yours = u == i ? j : i
            fix = "\(R.ref(u)) is UIKit's: do not fight it — give \(R.ref(yours)) priority 999 (`UILayoutPriority(999)`) or remove it."
        }
        func value(_ e: LogEquation) -> String { (e.relation == .equal ? "" : e.relation.rawValue + " ") + NumberText.format(e.constant.value) }
        return Match(cause: .duplicateConstraint,
                     explanation: "\(R.ref(i)) and \(R.ref(j)) both set \(subject): to \(value(a)) and to \(value(b)).", fix: fix)
    }

    private static func stackArrangement(_ c: CauseContext) -> Match? {
        let stack = c.minimal.filter { (c.identifier($0) ?? "").hasPrefix("UISV-") }
        guard let first = stack.first, let e = c.equation(first) else { return nil }
        let stackView = e.terms.first { ($0.item.className ?? "").hasSuffix("StackView") }?.item ?? e.terms[0].item
        let arranged = Set(stack.flatMap { c.equation($0)?.terms.map(\.item) ?? [] }.filter {
            $0 != stackView && !($0.className ?? "").hasPrefix("_UILayoutSpacer") && $0.className != "UILayoutGuide" })
        let others = c.minimal.filter { !stack.contains($0) }
        // One of the app's constraints placing an arranged view from outside the stack.
        let placing = others.filter { i in
            !c.isSystemMade(i) && (c.equation(i)?.terms.contains { arranged.contains($0.item) } ?? false)
                && !(c.equation(i)?.terms.allSatisfy { arranged.contains($0.item) || $0.item == stackView } ?? true)
                && c.size(i) == nil
        }
        let name = stackView.displayWithText
        if !placing.isEmpty {
            return Match(cause: .stackFixedSize,
                         explanation: "\(name) places its arranged views itself (\(R.refs(stack)), 'UISV-…'), and \(R.refs(placing)) "
                            + "also place\(placing.count == 1 ? "s" : "") an arranged view from outside the stack, so that view's "
                            + "position is decided twice.",
                         fix: "Constrain the stack view, not its arranged views (remove \(R.refs(placing))), or take the view out of "
                            + "the stack.")
        }
        var need = ""
        let axisVertical = stack.contains { c.equation($0)?.terms.contains { $0.attribute.isVertical } ?? false }
        let size: LogAttribute = axisVertical ? .height : .width
        if let n = c.need(stackView, size, without: others) { need = " Its arranged views need a \(size.rawValue) of \(n)." }
        return Match(cause: .stackFixedSize,
                     explanation: "\(name) arranges its views with \(R.refs(stack)) ('UISV-…', UIKit's own), and "
                        + (others.isEmpty ? "they do not fit the stack." : "\(R.refs(others)) give the stack or its arranged views sizes that do not add up.") + need,
                     fix: "Let \(stackView.display) take the size of its arranged views (remove its fixed size or one of its edge "
                        + "constraints, or give it priority 999), or give one arranged view's size priority 999, or choose a "
                        + "distribution that can shrink them.")
    }

    private static func pinnedEdgesAndSize(_ c: CauseContext) -> Match? {
        for f in c.minimal where !c.isSystemMade(f) {
            guard let s = c.size(f), s.relation == .equal else { continue }
            let (lead, trail): ([LogAttribute], [LogAttribute]) = s.attribute == .width
                ? ([.leading, .left, .leadingMargin, .leftMargin], [.trailing, .right, .trailingMargin, .rightMargin])
                : ([.top, .topMargin], [.bottom, .bottomMargin])
            func ties(_ i: Int, _ edges: [LogAttribute]) -> Bool {
                guard let e = c.equation(i), e.relation == .equal, e.terms.count == 2 else { return false }
                return e.terms.contains { $0.item == s.item && edges.contains($0.attribute) }
            }
            guard let a = c.minimal.first(where: { $0 != f && ties($0, lead) }),
                  let b = c.minimal.first(where: { $0 != f && $0 != a && ties($0, trail) }) else { continue }
            let need = c.need(s.item, s.attribute, without: [f], against: s.value).map { ": the rest make it \($0)" } ?? ""
            return Match(cause: .pinnedEdgesAndSize,
                         explanation: "\(s.item.displayWithText) is pinned on both sides (\(R.ref(a)) and \(R.ref(b))) and also given "
                            + "a \(s.attribute.rawValue) of \(pt(s.value)) (\(R.ref(f))), so its \(s.attribute.rawValue) is decided "
                            + "twice\(need).",
                         fix: "Remove one of the three — the fixed \(s.attribute.rawValue) \(R.ref(f)) or an edge constraint — or "
                            + "give \(R.ref(f)) priority 999 so the edges win.")
        }
        return nil
    }

    private static func placedTwice(_ c: CauseContext) -> Match? {
        guard c.facts.isEmpty, c.minimal.allSatisfy({ c.equation($0)?.relation == .equal }) else { return nil }
        let k = c.broken.flatMap { c.minimal.contains($0) ? $0 : nil } ?? c.minimal.last!
        guard let e = c.equation(k), let need = c.needOfTerms(k), let v = need.lower, need.upper == v else { return nil }
        let rest = c.minimal.filter { $0 != k }
        return Match(cause: .placedTwice,
                     explanation: "\(R.ref(k)) says \(ExplainTextWriter.anchorText(e)), but \(R.refs(rest)) together make "
                        + "\(R.leftSide(e)) \(NumberText.format(v)), not \(NumberText.format(e.constant.value)): the same edge is placed "
                        + "two ways that disagree by \(pt(abs(v - e.constant.value))).",
                     fix: "Keep one way of placing it: remove \(R.ref(k)) or one of \(R.refs(rest)), or give one of them priority 999.")
    }

    // MARK: - Helpers

    /// Among `candidates`, one relating `item`'s bottom (trailing) edge, else its top (leading),
    /// else the first.
    private static func preferredEdge(_ c: CauseContext, among candidates: [Int], of item: LogItem, trailing: Bool) -> Int? {
        let last: [LogAttribute] = trailing ? [.trailing, .right, .trailingMargin, .rightMargin] : [.bottom, .bottomMargin, .lastBaseline]
        let first: [LogAttribute] = trailing ? [.leading, .left, .leadingMargin, .leftMargin] : [.top, .topMargin, .firstBaseline]
        for wanted in [last, first] {
            if let i = candidates.first(where: { i in c.equation(i)?.terms.contains { $0.item == item && wanted.contains($0.attribute) } ?? false }) {
                return i
            }
        }
        return candidates.first
    }

    private static func sameTerms(_ a: LogEquation, _ b: LogEquation) -> Bool {
        func key(_ e: LogEquation) -> [String] { e.terms.map { "\($0.item.key).\($0.attribute.rawValue)*\($0.coefficient.value)" }.sorted() }
        return key(a) == key(b)
    }
}

extension String {
    /// The string with its first character upper-cased.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
