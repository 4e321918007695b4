import InterfaceBuilderDocument
import LayoutSource
import LayoutSyntax

// A horizontal stack view aligned by first (last) baselines, as UIKit lays it out: UIKit pins
// the stack's top (bottom) to its first arranged view only, "UISV-canvas-connection:
// stackView.top <= label.top", so a later arranged view that reaches higher sticks out of the
// stack (open radar 32291130, https://openradar.appspot.com/32291130; Use Your Loaf, "Stack
// View Baseline Alignment Issue", https://useyourloaf.com/blog/stack-view-baseline-alignment-issue/).
// The language's `alignment firstBaseline` keeps every arranged view inside the stack
// (docs/language.md §14), the layout the radar expects. Where the document's frames show the
// two differ — an arranged view stored outside its stack —, the stack is written as a view with
// the constraints UIKit makes, so the layout checked is the one the app shows. So is a stack
// with a nested stack arranged in it: UIKit aligns the nested stack by its first arranged
// view's baseline, which the language cannot say of a stack (a stack has no `baseline`).
extension UnitSyntaxBuilder {
    /// UIKit's constraints for stack `s` when it is a horizontal `fill` stack aligned by
    /// baselines whose stored frames have an arranged view outside it; `nil` otherwise (the
    /// stack is the language's `stack`).
    /// The stack then hugs its content across at 51 (UIKit's `UISV-spanning-fit`, the
    /// language's `stack.height == 0 @51`), written as its intrinsic height `_x0` with
    /// `hug 250,51 resist 750,1` (`uikitBaselineProperties`), so that it is no statement of the
    /// file's to report unsatisfied.
    func uikitBaselineArrangement(_ s: Int) -> [Statement]? {
        let v = views[s]
        let first = v.attributes["alignment"] == "firstBaseline"
        guard first || v.attributes["alignment"] == "lastBaseline" || v.attributes["alignment"] == "baseline",
              v.attributes["axis"] != "vertical", (v.attributes["distribution"] ?? "fill") == "fill",
              !v.variations.contains(where: { !$0.attributes.isEmpty }), let stackFrame = v.frame else { return nil }
        let arranged = v.subviews.filter { !dropped.contains($0) }
        // Every arranged view shown everywhere and sized by its content across (else UIKit's
        // priority-25 "ambiguity suppression" would be needed too: the stack is kept).
        guard arranged.count > 1, arranged.allSatisfy({
            views[$0].installed.isEverywhere && !views[$0].hidden
                && (IntrinsicRule.size(of: views[$0])?.height != nil || views[$0].elementName == "stackView")
        }) else { return nil }
        let outside = arranged.contains { a in
            guard let f = views[a].frame else { return false }
            return first ? f.y < -0.5 : f.y + f.height > stackFrame.height + 0.5
        }
        guard outside || arranged.contains(where: { views[$0].elementName == "stackView" }) else { return nil }
        let at = range(v.element)
        let spacing = v.attributes["spacing"].flatMap(Double.init) ?? 0
        let container = v.attributes["layoutMarginsRelativeArrangement"] == "YES"
        let name = names[s]
        func edge(_ attribute: String) -> AnchorSum {
            AnchorSum(AnchorName(view: name, guide: container ? "margins" : nil, attribute: attribute))
        }
        func anchor(_ i: Int, _ attribute: String) -> AnchorSum { AnchorSum(AnchorName(view: names[i], attribute: attribute)) }
        func constraint(_ lhs: AnchorSum, _ relation: Relation, _ rhs: AnchorSum, priority: Double? = nil) -> Statement {
            .constraint(ConstraintStmt(lhs: lhs.expr(at: at), relation: relation, relationRange: at, rhs: rhs.expr(at: at),
                                       priority: priority.map { PrioritySyntax(value: .number($0), range: at) }, range: at))
        }
        let baseline = first ? "firstBaseline" : "lastBaseline"
        var out: [Statement] = [constraint(anchor(arranged[0], "leading"), .equal, edge("leading"))]
        for (previous, next) in zip(arranged, arranged.dropFirst()) {
            out.append(constraint(anchor(next, "leading"), .equal, anchor(previous, "trailing").adding(spacing)))
        }
        out.append(constraint(anchor(arranged.last!, "trailing"), .equal, edge("trailing")))
        // The first view alone connects the stack's top (bottom); every view stays on the
        // other side; the baselines are the first view's.
        out.append(first ? constraint(edge("top"), .lessOrEqual, anchor(arranged[0], "top"))
                         : constraint(edge("bottom"), .greaterOrEqual, anchor(arranged[0], "bottom")))
        for a in arranged {
            out.append(first ? constraint(anchor(a, "bottom"), .lessOrEqual, edge("bottom"))
                             : constraint(anchor(a, "top"), .greaterOrEqual, edge("top")))
            if a != arranged[0] {
                out.append(constraint(anchor(baselineView(a, first: first), baseline), .equal,
                                      anchor(baselineView(arranged[0], first: first), baseline)))
            }
        }
        return out
    }

    /// The view whose baseline is `a`'s: `a`, or for a stack its first (last) shown
    /// arranged view's, as UIKit's `forFirstBaselineLayout` (`forLastBaselineLayout`) gives it.
    func baselineView(_ a: Int, first: Bool) -> Int {
        var v = a
        while views[v].elementName == "stackView" {
            let shown = views[v].subviews.filter { !dropped.contains($0) && !views[$0].hidden }
            guard let next = first ? shown.first : shown.last else { break }
            v = next
        }
        return v
    }

    /// The properties of a stack written by `uikitBaselineArrangement`.
    func uikitBaselineProperties(at range: SourceRange) -> [ViewProperty] {
        [ViewProperty(value: .intrinsic(width: nil, height: 0), keyword: Identifier("intrinsic", range), range: range),
         ViewProperty(value: .hug(horizontal: 250, vertical: 51), keyword: Identifier("hug", range), range: range),
         ViewProperty(value: .resist(horizontal: 750, vertical: 1), keyword: Identifier("resist", range), range: range)]
    }
}
