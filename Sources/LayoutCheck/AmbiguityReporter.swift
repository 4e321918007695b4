import LayoutSource
import LayoutLowering

/// Reports views whose frame is not fixed by the constraints (spec §9, "ambiguous").
///
/// The rule for which views are reported, on each axis:
/// - only declared views: the root and the system guides are fixed by the canvas;
/// - not hidden views, nor views inside a hidden view: they are not drawn, so where they
///   land does not matter (a hidden arranged view takes no space in its stack);
/// - a view whose own position or size on the axis is free, and whose superview is fixed
///   on that axis (or is the root). When the superview is free too, the view's freedom is
///   usually just its superview's carried along, so it is not reported until the superview
///   is fixed: the fix always starts from the outermost free view.
///
/// Equal hugging or compression-resistance priorities fighting over the same space make
/// the size free as well; the message then names the views whose priorities tie.
struct AmbiguityReporter {
    let ir: LayoutIR
    let free: [Bool]
    let values: [Double]
    let source: SourceFile
    let options: CheckOptions

    /// Whether `view` and all its ancestors are visible.
    static func visibleChain(_ view: ViewID, in ir: LayoutIR) -> Bool {
        var v: ViewID? = view
        while let cur = v {
            if ir.views[cur.index].hidden { return false }
            v = ir.views[cur.index].parent
        }
        return true
    }

    /// The views and axes to report, in view order then axis order.
    func ambiguities() -> [AxisAmbiguity] {
        var out: [AxisAmbiguity] = []
        var visible = Array(repeating: true, count: ir.views.count)
        for view in ir.views {
            // Parents precede children in `views`, so one pass settles the whole chain.
            let parentVisible = view.parent.map { visible[$0.index] } ?? true
            visible[view.id.index] = parentVisible && !view.hidden
        }
        for view in ir.views where !view.isBuiltin && visible[view.id.index] {
            for axis in LayoutAxis.allCases {
                let pos = isFree(view.id, axis.position), size = isFree(view.id, axis.size)
                guard pos || size else { continue }
                if let p = view.parent, !ir.views[p.index].isBuiltin,
                   isFree(p, axis.position) || isFree(p, axis.size) { continue }
                out.append(AxisAmbiguity(view: view.id, axis: axis, positionFree: pos, sizeFree: size))
            }
        }
        return out
    }

    private func isFree(_ v: ViewID, _ c: FrameComponent) -> Bool {
        let i = IRVariable(v, c).index
        return i < free.count && free[i]
    }

    /// One `ambiguous` error per reported view and axis.
    func diagnostics(for found: [AxisAmbiguity]) -> [Diagnostic] {
        guard !found.isEmpty else { return [] }
        let touching = touchingConstraints()
        let groups = LayoutAxis.allCases.map { coupledGroups($0) }
        var result: [Diagnostic] = []
        for a in found {
            let view = ir.views[a.view.index]
            var message = "\(what(a, view.name)) ambiguous"
            let group = groups[a.axis == .horizontal ? 0 : 1]
            let coupled = found.filter { group[$0.view.index] == group[a.view.index] }
            if let tie = contentPriorityTie(a, among: coupled) {
                message += ": \(tie)"
            } else {
                message += ": \(fix(a))"
            }
            var notes: [DiagnosticNote] = []
            let list = touching[a.view.index * 2 + (a.axis == .horizontal ? 0 : 1)]
            for ci in list.prefix(options.maxNotesPerAmbiguity) {
                let c = ir.constraints[ci]
                notes.append(DiagnosticNote("constrained by \(ConstraintText.quote(c))", at: c.origin.range))
            }
            if list.count > options.maxNotesPerAmbiguity {
                notes.append(DiagnosticNote("and \(list.count - options.maxNotesPerAmbiguity) more constraints"))
            }
            if list.isEmpty {
                notes.append(DiagnosticNote("no constraint mentions `\(view.name)` \(a.axis == .horizontal ? "horizontally" : "vertically")"))
            }
            result.append(Diagnostic(.ambiguous, message, file: source.path,
                                     range: view.declaration ?? SourceRange(at: .start), notes: notes,
                                     traits: [ir.target.variant.description], subject: view.name,
                                     axis: a.axis.rawValue))
        }
        return result
    }

    private func what(_ a: AxisAmbiguity, _ name: String) -> String {
        let pos = a.axis == .horizontal ? "horizontal position" : "vertical position"
        let size = a.axis == .horizontal ? "width" : "height"
        switch (a.positionFree, a.sizeFree) {
        case (true, true): return "the \(pos) and \(size) of `\(name)` are"
        case (true, false): return "the \(pos) of `\(name)` is"
        default: return "the \(size) of `\(name)` is"
        }
    }

    private func fix(_ a: AxisAmbiguity) -> String {
        let h = a.axis == .horizontal
        let (lead, trail, center, size) = h ? ("leading", "trailing", "centerX", "width") : ("top", "bottom", "centerY", "height")
        switch (a.positionFree, a.sizeFree) {
        case (true, true): return "add a \(size) and pin its \(lead) edge or \(center), or pin both its \(lead) and \(trail) edges"
        case (true, false): return "pin its \(lead) edge or \(center)"
        default: return "add a \(size), or pin its \(trail) edge"
        }
    }

    /// "`a` and `b` have equal hugging priority (250)…" when `a`'s free size is a tie between
    /// intrinsic sizes of equal priority; nil otherwise.
    private func contentPriorityTie(_ a: AxisAmbiguity, among found: [AxisAmbiguity]) -> String? {
        guard a.sizeFree else { return nil }
        func intrinsic(_ v: ViewID, _ axis: LayoutAxis) -> Double? {
            axis == .horizontal ? ir.views[v.index].intrinsicWidth : ir.views[v.index].intrinsicHeight
        }
        guard intrinsic(a.view, a.axis) != nil else { return nil }
        let group = found.filter { $0.axis == a.axis && $0.sizeFree && intrinsic($0.view, a.axis) != nil }
        // Stretched views tie on hugging, squeezed ones on compression resistance.
        var stretched = false, squeezed = false
        for g in group {
            let s = values[IRVariable(g.view, a.axis.size).index], i = intrinsic(g.view, a.axis)!
            if s > i + 1e-6 { stretched = true }
            if s < i - 1e-6 { squeezed = true }
        }
        guard stretched != squeezed else { return nil }
        func priority(_ v: ViewID) -> Double {
            let view = ir.views[v.index]
            let pair = stretched ? view.hug : view.resist
            return a.axis == .horizontal ? pair.horizontal : pair.vertical
        }
        let p = priority(a.view)
        let partners = group.filter { $0.view != a.view && priority($0.view) == p }
        guard !partners.isEmpty else { return nil }
        let names = ([a.view] + partners.map(\.view)).sorted().map { "`\(ir.views[$0.index].name)`" }
        let kind = stretched ? "hugging" : "compression resistance"
        let listed = names.count == 2 ? "\(names[0]) and \(names[1])" : names.dropLast().joined(separator: ", ") + " and \(names.last!)"
        return "content priority ambiguity: \(listed) have equal \(a.axis.rawValue) \(kind) priority (\(ConstraintText.number(p))); "
            + "raise one's \(kind) priority"
    }

    /// For each view, a representative of the views whose free sizes can trade space on
    /// `axis`: views linked by a constraint, through views that are themselves free on the
    /// axis (a fixed view, such as a card's container, passes no freedom on). Ties are named
    /// within such a group only: 250 cards that each overflow are 250 separate ties.
    private func coupledGroups(_ axis: LayoutAxis) -> [Int] {
        var parent = Array(ir.views.indices)
        func find(_ v: Int) -> Int {
            var v = v
            while parent[v] != v { parent[v] = parent[parent[v]]; v = parent[v] }
            return v
        }
        func linking(_ v: ViewID) -> Bool {
            !ir.views[v.index].isBuiltin && (isFree(v, axis.position) || isFree(v, axis.size))
        }
        let onAxis: Set<FrameComponent> = axis == .horizontal ? [.x, .width] : [.y, .height]
        for c in ir.constraints {
            var first: Int?
            for t in c.terms where onAxis.contains(t.variable.component) && linking(t.variable.view) {
                let v = find(t.variable.view.index)
                if let f = first { if f != v { parent[v] = f } } else { first = v }
            }
        }
        return ir.views.indices.map(find)
    }

    /// For each view and axis (`view * 2 + axis`), the constraints mentioning its variables.
    private func touchingConstraints() -> [[Int]] {
        var lists = Array(repeating: [Int](), count: ir.views.count * 2)
        for (ci, c) in ir.constraints.enumerated() {
            for t in c.terms {
                let comp = t.variable.component
                let slot = t.variable.view.index * 2 + (comp == .x || comp == .width ? 0 : 1)
                if lists[slot].last != ci { lists[slot].append(ci) }
            }
        }
        return lists
    }
}
