import LayoutSource
import LayoutSyntax

// Layout guides of views in lowering (docs/language.md, "Margins and guides"): resolving
// `VIEW.GUIDE.ATTR` and the root's `readable`/`keyboard`, and the constraints that place each
// guide the file uses (ViewGuides.swift made the guide views).
extension IRBuilder {
    /// UIKit's readable width at the default content size category, in points: the width the
    /// readable content guide takes wherever the margins are wider (an iPad in landscape at
    /// text size Large). Apple documents the rule — "equal to or less than the readable width
    /// defined for the current dynamic text size" (UIView.readableContentGuide,
    /// https://developer.apple.com/documentation/uikit/uiview/readablecontentguide) — but no
    /// number; 672 is the measured value (Use Your Loaf, "Readable Content Guides",
    /// https://useyourloaf.com/blog/readable-content-guides/: "an area that is 672 points wide").
    /// UIKit widens it at larger text sizes; that is not modelled (every category uses 672).
    static let readableWidth: Double = 672

    /// The priority that holds a readable guide at the readable width: just below required, so
    /// that nothing but a required constraint changes it, and it never exceeds the margins
    /// (UIKit recomputes the guide from the view's final width; here it is solved).
    static let readablePriority: Double = 999

    /// The view an anchor names, with `readable` and `keyboard` alone meaning the root's guides
    /// when no view of that name is declared.
    mutating func resolveAnchorView(_ name: Identifier, superview: ViewID) -> ViewID? {
        if let kind = GuideScanner.rootGuide(name.name, table: table), let id = table.guide(kind, of: .root) { return id }
        return resolveView(name, superview: superview)
    }

    /// The guide `view.guide` (`card.margins`), or `nil` after an error.
    mutating func resolveGuide(_ view: Identifier, _ guide: Identifier, superview: ViewID) -> ViewID? {
        guard let owner = resolveView(view, superview: superview) else { return nil }
        let ownerName = table.name(owner)
        let isScroll = views[owner.index].kind == .scroll
        guard let kind = LayoutGuideKind(rawValue: guide.name) else {
            if isScroll {
                let candidates = Vocabulary.scrollGuides + ["margins", "readable"]
                report(.unknownScrollGuide(guide.name, of: ownerName, suggesting: NameSuggestion.closest(to: guide.name, in: candidates)),
                       at: guide.range)
                return nil
            }
            let candidates = owner == .root ? Vocabulary.viewGuides : ["margins", "readable"]
            report(.unknownGuide(guide.name, of: ownerName, suggesting: NameSuggestion.closest(to: guide.name, in: candidates)),
                   at: guide.range)
            return nil
        }
        if (kind == .content || kind == .frame) && !isScroll {
            let what = owner == .root ? "the root view" : "'\(views[owner.index].kind.rawValue)'"
            report(.scrollGuideOfNonScroll(guide.name, of: ownerName, kind: what),
                   at: SourceRange(start: view.range.start, end: guide.range.end))
            return nil
        }
        if views[owner.index].kind == .guide {
            report(.guideOfGuide(guide.name, of: ownerName), at: SourceRange(start: view.range.start, end: guide.range.end))
            return nil
        }
        if kind == .keyboard && owner != .root {
            report(.keyboardNotRoot(ownerName), at: SourceRange(start: view.range.start, end: guide.range.end))
            return nil
        }
        return table.guide(kind, of: owner)
    }

    // MARK: - Guide constraints

    /// The root's keyboard guide, if the file uses it: as wide as the root, its bottom the
    /// root's, its top the safe area's bottom when no keyboard is shown (UIKeyboardLayoutGuide's
    /// `usesBottomSafeArea` default: "the layout guide ties to the bottomAnchor of the view's
    /// safeAreaLayoutGuide",
    /// https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/usesbottomsafearea),
    /// or the top of a docked keyboard of the canvas's `keyboardHeight` (`render --keyboard`).
    /// Canvas constraints: they depend on the device, so they are part of the canvas prefix.
    mutating func lowerKeyboardGuide() {
        guard let k = table.guide(.keyboard, of: .root) else { return }
        let root = ViewID.root
        func origin(_ text: String) -> ConstraintOrigin { ConstraintOrigin(kind: .guide, range: nil, description: text) }
        for attribute in [LayoutAttribute.left, .right, .bottom] {
            var e = LinearExpr(k, attribute)
            e.add(LinearExpr(root, attribute), scale: -1)
            addConstraint(consume e, .equal, priority: 1000, origin: origin("keyboard.\(attribute) == root.\(attribute)"), conditions: [])
        }
        var top = LinearExpr(k, .top)
        if let height = target.canvas.keyboardHeight {
            top.add(LinearExpr(root, .bottom), scale: -1)
            top.constant = height
            addConstraint(top, .equal, priority: 1000,
                          origin: origin("keyboard.top == root.bottom - \(NumberFormat.string(height)) (docked keyboard)"),
                          conditions: [])
        } else {
            top.add(LinearExpr(ViewTable.safeArea, .bottom), scale: -1)
            addConstraint(top, .equal, priority: 1000, origin: origin("keyboard.top == safeArea.bottom (no keyboard)"),
                          conditions: [])
        }
    }

    /// The margins and readable guides of views that the file uses, after the view properties
    /// (a view's `margins` may differ per variant) and the directions are known.
    mutating func lowerViewGuides() {
        for i in views.indices {
            guard let kind = views[i].guide, let owner = views[i].parent else { continue }
            switch kind {
            case .margins: lowerMarginsGuide(ViewID(i), of: owner)
            case .readable: lowerReadableGuide(ViewID(i), of: owner)
            case .content: lowerContentGuide(ViewID(i), of: owner)
            case .frame: lowerFrameGuide(ViewID(i), of: owner)
            case .keyboard: break
            }
        }
    }

    /// `g` = `owner` inset by its directional margins: `leading`/`trailing` resolve in the
    /// owner's own direction (a guide stands for its owner), so the leading inset is on the
    /// right right to left, as `directionalLayoutMargins` does ("the leading margin is applied
    /// to the right edge of the view in right-to-left layouts",
    /// https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins).
    private mutating func lowerMarginsGuide(_ g: ViewID, of owner: ViewID) {
        let m = views[owner.index].margins
        let edges: [(LayoutAttribute, Double)] = [(.leading, m.leading), (.top, m.top), (.trailing, -m.trailing),
                                                  (.bottom, -m.bottom)]
        let range = views[owner.index].marginsSource ?? views[owner.index].declaration
        // A scroll view's margins are its content area's (Auto Layout Guide, "Working with
        // Scroll Views": "Constraints between the edges or margins of the scroll view and its
        // content attach to the scroll view's content area").
        let edgesOf = table.guide(.content, of: owner) ?? owner
        for (attribute, offset) in edges {
            var e = LinearExpr(g, attribute)
            e.add(LinearExpr(edgesOf, attribute), scale: -1)
            e.constant = -offset
            if attribute == .leading || attribute == .trailing { direction.resolve(&e) }
            let text = "\(table.name(g)).\(attribute) == \(table.name(edgesOf)).\(attribute)\(NumberFormat.offset(offset))"
            addConstraint(consume e, .equal, priority: 1000, origin: ConstraintOrigin(kind: .guide, range: range, description: text),
                          conditions: setConditions[owner.index])
        }
    }

    /// The readable content guide `r` of `owner`, following Apple's three rules
    /// (UIView.readableContentGuide): it never extends beyond the margins guide (`r.width <=
    /// margins.width`, centred, so both edges stay inside), it is vertically the margins guide
    /// (top and bottom on the margins'), and its width is at most the readable width
    /// (`r.width <= 672`), held there at 999 where the margins allow.
    private mutating func lowerReadableGuide(_ r: ViewID, of owner: ViewID) {
        guard let m = table.guide(.margins, of: owner) else { return }
        let range = views[owner.index].declaration
        let rn = table.name(r), mn = table.name(m)
        func add(_ e: LinearExpr, _ relation: Relation, _ priority: Double, _ text: String) {
            addConstraint(e, relation, priority: priority, origin: ConstraintOrigin(kind: .guide, range: range, description: text),
                          conditions: setConditions[owner.index])
        }
        for attribute in [LayoutAttribute.centerX, .top, .bottom] {
            var e = LinearExpr(r, attribute)
            e.add(LinearExpr(m, attribute), scale: -1)
            add(e, .equal, 1000, "\(rn).\(attribute) == \(mn).\(attribute)")
        }
        var inside = LinearExpr(r, .width)
        inside.add(LinearExpr(m, .width), scale: -1)
        add(inside, .lessOrEqual, 1000, "\(rn).width <= \(mn).width")
        let w = Self.readableWidth
        var most = LinearExpr(r, .width)
        most.constant = -w
        add(most, .lessOrEqual, 1000, "\(rn).width <= \(NumberFormat.string(w)) (readable width)")
        var held = LinearExpr(r, .width)
        held.constant = -w
        add(held, .equal, Self.readablePriority,
            "\(rn).width == \(NumberFormat.string(w)) @\(NumberFormat.string(Self.readablePriority)) (readable width)")
    }
}
