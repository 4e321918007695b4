import LayoutSource
import LayoutLowering

/// Reports views whose frame is not fixed by the constraints (spec §9, "ambiguous").
///
/// Each view is judged relative to its superview, on each axis:
/// - only declared views: the root and the system guides are fixed by the canvas;
/// - hidden views (and views inside hidden ones) too: they are laid out, and apps show them
///   later, so an arbitrary frame is a bug waiting for run time; the message says so;
/// - a view is reported when its size on the axis can change over the optimal face, or its
///   position relative to its superview (`view.x - superview.x`) can. A view that only moves
///   because its free superview carries it along has a fixed relative position and is not
///   reported; one that is free inside a free superview is reported in the same run.
///
/// Equal hugging or compression-resistance priorities fighting over the same space make
/// the size free as well; the message then names the views whose priorities tie.
struct AmbiguityReporter {
    let ir: LayoutIR
    let free: [Bool]
    /// As `free`, but `x`/`y` relative to the superview (`SolvedVariant.relativeFree`).
    let relativeFree: [Bool]
    let values: [Double]
    let source: SourceFile
    let options: CheckOptions
    /// The variants its findings hold in: `ir`'s, or every variant of a `ReportSharing` group.
    let traits: [String]

    init(ir: LayoutIR, free: [Bool], relativeFree: [Bool], values: [Double], source: SourceFile,
         options: CheckOptions, traits: [String]? = nil) {
        self.ir = ir; self.free = free; self.relativeFree = relativeFree; self.values = values
        self.source = source; self.options = options
        self.traits = traits ?? [ir.target.label]
    }

    /// Whether `view` and all its ancestors are visible.
    static func visibleChain(_ view: ViewID, in ir: LayoutIR) -> Bool {
        hiddenAncestor(of: view, in: ir) == nil
    }

    /// `view` itself when it is hidden, else its nearest hidden ancestor; nil when visible.
    static func hiddenAncestor(of view: ViewID, in ir: LayoutIR) -> ViewID? {
        var v: ViewID? = view
        while let cur = v {
            if ir.views[cur.index].hidden { return cur }
            v = ir.views[cur.index].parent
        }
        return nil
    }

    /// For every view, `hiddenAncestor(of:in:)`: one pass over the views (a superview comes
    /// before its subviews), so that views nested thousands deep do not walk their ancestors
    /// once each.
    static func hiddenAncestors(in ir: LayoutIR) -> [ViewID?] {
        var out = [ViewID?](repeating: nil, count: ir.views.count)
        // Read in place: iterating the views would copy each one (name, kind, declaration).
        ir.views.withUnsafeBufferPointer { views in
            for k in views.indices {
                if views[k].hidden {
                    out[k] = views[k].id
                } else if let p = views[k].parent {
                    out[k] = p.index < k ? out[p.index] : hiddenAncestor(of: p, in: ir)
                }
            }
        }
        return out
    }

    /// The views and axes to report, in view order then axis order.
    func ambiguities() -> [AxisAmbiguity] {
        var out: [AxisAmbiguity] = []
        ir.views.withUnsafeBufferPointer { views in
            for k in views.indices where !views[k].isBuiltin {
                let id = views[k].id
                for axis in LayoutAxis.allCases {
                    let pos = isRelativelyFree(id, axis.position), size = isFree(id, axis.size)
                    guard pos || size else { continue }
                    out.append(AxisAmbiguity(view: id, axis: axis, positionFree: pos, sizeFree: size))
                }
            }
        }
        return out
    }

    private func isRelativelyFree(_ v: ViewID, _ c: FrameComponent) -> Bool {
        let i = IRVariable(v, c).index
        return i < relativeFree.count && relativeFree[i]
    }

    func isFree(_ v: ViewID, _ c: FrameComponent) -> Bool {
        let i = IRVariable(v, c).index
        return i < free.count && free[i]
    }

    /// One `ambiguous` error per reported view and axis.
    func diagnostics(for found: [AxisAmbiguity]) -> [Diagnostic] {
        guard !found.isEmpty else { return [] }
        let touching = touchingConstraints(of: found)
        let ties = LayoutAxis.allCases.map { ContentPriorityTies(reporter: self, axis: $0, found: found) }
        var result: [Diagnostic] = []
        result.reserveCapacity(found.count)
        var line: CheckFixes.DeclarationLine?
        let hidden = Self.hiddenAncestors(in: ir)
        for a in found {
            let view = ir.views[a.view.index]
            let h = hidden[a.view.index]
            let message = DiagnosticMessage.ambiguous(a, view: view.name, hidden: h == view.id,
                                                      insideHidden: h.flatMap { $0 == view.id ? nil : ir.views[$0.index].name },
                                                      tie: ties[a.axis == .horizontal ? 0 : 1].message(for: a))
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
            let fixes = CheckFixes.addConstraint(a, touching: list, ir: ir, source: source, line: &line).map { [$0] } ?? []
            result.append(Diagnostic(message, file: source.path,
                                     range: view.declaration ?? SourceRange(at: .start), notes: notes,
                                     traits: traits, subject: view.name,
                                     axis: a.axis.rawValue, fixes: fixes))
        }
        return result
    }

    /// For each view, a representative of the views whose free sizes can trade space on
    /// `axis`: views linked by a constraint, through views that are themselves free on the
    /// axis (a fixed view, such as a card's container, passes no freedom on). Ties are named
    /// within such a group only: 250 cards that each overflow are 250 separate ties.
    func coupledGroups(_ axis: LayoutAxis) -> [Int] {
        var parent = Array(ir.views.indices)
        func find(_ v: Int) -> Int {
            var v = v
            while parent[v] != v { parent[v] = parent[parent[v]]; v = parent[v] }
            return v
        }
        // Whether each view links its neighbours, found once (not per term of every constraint).
        var linking = [Bool](repeating: false, count: ir.views.count)
        ir.views.withUnsafeBufferPointer { views in
            for k in views.indices where !views[k].isBuiltin {
                linking[k] = isFree(views[k].id, axis.position) || isFree(views[k].id, axis.size)
            }
        }
        let horizontal = axis == .horizontal
        ir.constraints.withUnsafeBufferPointer { constraints in
            for c in constraints.indices {
                var first: Int?
                constraints[c].terms.withUnsafeBufferPointer { terms in
                    for t in terms {
                        let component = t.variable.component
                        guard (component == .x || component == .width) == horizontal, linking[t.variable.view.index] else { continue }
                        let v = find(t.variable.view.index)
                        if let f = first { if f != v { parent[v] = f } } else { first = v }
                    }
                }
            }
        }
        return ir.views.indices.map(find)
    }

    /// For each view and axis (`view * 2 + axis`), the constraints mentioning its variables —
    /// filled only for the views and axes in `found` (the others are never read), so a file
    /// with one ambiguous view does not make a list for each of its thousands of views.
    private func touchingConstraints(of found: [AxisAmbiguity]) -> [[Int]] {
        var lists = Array(repeating: [Int](), count: ir.views.count * 2)
        var wanted = [Bool](repeating: false, count: ir.views.count * 2)
        for a in found { wanted[a.view.index * 2 + (a.axis == .horizontal ? 0 : 1)] = true }
        ir.constraints.withUnsafeBufferPointer { constraints in
            for ci in constraints.indices {
                constraints[ci].terms.withUnsafeBufferPointer { terms in
                    for t in terms {
                        let comp = t.variable.component
                        let slot = t.variable.view.index * 2 + (comp == .x || comp == .width ? 0 : 1)
                        if wanted[slot], lists[slot].last != ci { lists[slot].append(ci) }
                    }
                }
            }
        }
        return lists
    }
}
