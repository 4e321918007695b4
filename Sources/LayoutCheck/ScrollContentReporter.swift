import LayoutSource
import LayoutLowering

/// `ambiguous-scroll-content`: Interface Builder's "Scrollable content size ambiguity" per
/// axis. A scroll view's content area (its `content` guide, UIKit's `contentLayoutGuide`) has
/// a fixed origin, the scroll view's, and a size only its content decides; when that width or
/// height can change over the optimal solutions, UIKit picks one and the view scrolls wrongly or
/// not at all (Auto Layout Guide, "Working with Scroll Views": the content "must have an
/// intrinsic size or constraints that define its size, … or you must set the content area's
/// size"). A scroll view whose own size is free on the axis is left to `ambiguous`, which
/// reports it: its content may follow its frame.
struct ScrollContentReporter {
    let ir: LayoutIR
    let free: [Bool]
    let values: [Double]
    let source: SourceFile
    let options: CheckOptions

    /// One error per scroll view and free axis of its content, in view then axis order.
    func diagnostics() -> [Diagnostic] {
        var contentOf: [Int: ViewID] = [:]
        ir.views.withUnsafeBufferPointer { views in
            for k in views.indices where views[k].guide == .content {
                if let owner = views[k].parent { contentOf[owner.index] = views[k].id }
            }
        }
        guard !contentOf.isEmpty else { return [] }
        var found: [(scroll: Int, content: ViewID, axis: LayoutAxis)] = []
        for (k, view) in ir.views.enumerated() where view.kind == .scroll && !view.isBuiltin {
            guard let content = contentOf[k] else { continue }
            for axis in LayoutAxis.allCases where isFree(content, axis.size) && !isFree(view.id, axis.size) {
                found.append((k, content, axis))
            }
        }
        guard !found.isEmpty else { return [] }
        // One pass over the constraints and one over the views for all the findings, so that a
        // file of thousands of empty scroll views stays linear.
        var reported = Set(found.map(\.content.index))
        var touching: [Int: [[Int]]] = [:]
        for i in reported { touching[i] = [[], []] }
        for (i, c) in ir.constraints.enumerated() where c.origin.kind != .guide {
            for t in c.terms where reported.contains(t.variable.view.index) {
                let slot = t.variable.component == .x || t.variable.component == .width ? 0 : 1
                if touching[t.variable.view.index]![slot].last != i { touching[t.variable.view.index]![slot].append(i) }
            }
        }
        reported = Set(found.map(\.scroll))
        var children: [Int: [ViewID]] = [:]
        for view in ir.views where !view.isBuiltin && !view.hidden {
            if let p = view.parent, reported.contains(p.index) { children[p.index, default: []].append(view.id) }
        }
        return found.map { f in
            diagnostic(ir.views[f.scroll], content: f.content, axis: f.axis,
                       touching: touching[f.content.index]![f.axis == .horizontal ? 0 : 1], children: children[f.scroll] ?? [])
        }
    }

    private func isFree(_ v: ViewID, _ c: FrameComponent) -> Bool {
        let i = IRVariable(v, c).index
        return i < free.count && free[i]
    }

    private func value(_ v: ViewID, _ c: FrameComponent) -> Double { values[IRVariable(v, c).index] }

    private func diagnostic(_ scroll: IRView, content: ViewID, axis: LayoutAxis, touching: [Int],
                            children: [ViewID]) -> Diagnostic {
        let name = scroll.name
        let fix = self.fix(scroll, content: content, axis: axis, children: children)
        let what = axis == .horizontal ? "width" : "height"
        var message = "the scrollable content \(what) of `\(name)` is ambiguous: nothing fixes the \(what) of its content area "
            + "(`\(name).content`), so UIKit cannot tell how far it scrolls"
        if let fix {
            message += "; add `\(fix.line)`"
        } else if axis == .horizontal {
            message += "; for vertical scrolling make it as wide as the visible frame (`\(name).content.width == \(name).frame.width`), "
                + "or pin the content's trailing edge to `\(name).content.trailing`"
        } else {
            message += "; pin the bottom of its last subview to `\(name).content.bottom` (`V:[last]-|` in its block)"
        }
        var notes: [DiagnosticNote] = []
        for i in touching.prefix(options.maxNotesPerAmbiguity) {
            let c = ir.constraints[i]
            notes.append(DiagnosticNote("the content area is constrained by \(ConstraintText.quote(c))", at: c.origin.range))
        }
        if touching.count > options.maxNotesPerAmbiguity {
            notes.append(DiagnosticNote("and \(touching.count - options.maxNotesPerAmbiguity) more constraints"))
        }
        if touching.isEmpty {
            notes.append(DiagnosticNote("no constraint reaches `\(name).content` \(axis == .horizontal ? "horizontally" : "vertically")"))
        }
        let fixes = fix.flatMap { f in
            CheckFixes.insertLine(f.line, after: scroll, source: source).map { [$0] }
        } ?? []
        return Diagnostic(.ambiguousScrollContent, message, file: source.path,
                          range: scroll.declaration ?? SourceRange(at: .start), notes: notes,
                          traits: [ir.target.label], subject: name, axis: axis.rawValue, fixes: fixes)
    }

    /// The one obvious constraint that fixes the axis, from the solved layout, or `nil`.
    /// Horizontally, content that fits the frame gets `content.width == frame.width` (vertical
    /// scrolling, Apple's recipe); otherwise, as vertically, the subview reaching furthest gets
    /// its far edge pinned to the content area's, when that subview's frame is fixed.
    private func fix(_ scroll: IRView, content: ViewID, axis: LayoutAxis, children: [ViewID]) -> (line: String, child: String?)? {
        let name = scroll.name
        let origin = value(content, axis.position)
        var furthest: (view: ViewID, end: Double)?
        var start = Double.infinity
        for id in children {
            let lo = value(id, axis.position) - origin
            let end = lo + value(id, axis.size)
            start = min(start, lo)
            if furthest == nil || end > furthest!.end { furthest = (id, end) }
        }
        if axis == .horizontal, start >= -0.5, (furthest?.end ?? 0) <= value(scroll.id, .width) + 0.5 {
            return ("\(name).content.width == \(name).frame.width", nil)
        }
        guard let f = furthest, !isFree(f.view, axis.position), !isFree(f.view, axis.size) else { return nil }
        let edge = axis == .horizontal ? "right" : "bottom"
        let child = ir.views[f.view.index].name
        return ("\(child).\(edge) == \(name).content.\(edge)", child)
    }
}
