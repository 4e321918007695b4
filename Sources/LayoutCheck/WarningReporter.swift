import LayoutSource
import LayoutLowering

/// The checker's warnings for one variant (spec §9).
///
/// Decisions, so that warnings point only at what a user would change:
/// - `unsatisfied-constraint` covers explicit and visual-format constraints only. Intrinsic
///   hugging and compression resistance give way all the time in a working layout (UIKit
///   treats a squeezed label as normal), and stack-made and canvas constraints are not
///   written by the user.
/// - Frame warnings (`negative-size`, `outside-superview`) are only given where the frame is
///   fixed: on an ambiguous axis the solver's choice is arbitrary and the error says so.
/// - Hidden views (and views inside them) get no frame warnings; they are not drawn.
/// - None of this runs on an unsatisfiable variant except `unused-view`: its frames come from
///   a system with constraints broken, so they would mislead.
struct WarningReporter {
    let ir: LayoutIR
    let values: [Double]
    let free: [Bool]
    let source: SourceFile
    let options: CheckOptions
    /// The variants its findings hold in: `ir`'s, or every variant of a `ReportSharing` group.
    let traits: [String]

    init(ir: LayoutIR, values: [Double], free: [Bool], source: SourceFile, options: CheckOptions, traits: [String]? = nil) {
        self.ir = ir; self.values = values; self.free = free; self.source = source; self.options = options
        self.traits = traits ?? [ir.target.label]
    }

    /// `unused-view`: a declared, visible view that no constraint mentions, apart from its own
    /// intrinsic-size constraints.
    func unusedViews() -> [Diagnostic] {
        var used = Array(repeating: false, count: ir.views.count)
        // Through the buffers, reading two fields: copying each whole constraint (or even
        // retaining its terms) costs more than the loop, which runs for every variant.
        used.withUnsafeMutableBufferPointer { used in
            ir.constraints.withUnsafeBufferPointer { constraints in
                for c in constraints.indices {
                    let kind = constraints[c].origin.kind
                    guard kind != .intrinsicHug && kind != .intrinsicResist else { continue }
                    constraints[c].terms.withUnsafeBufferPointer { terms in
                        for t in terms { used[t.variable.view.index] = true }
                    }
                }
            }
        }
        // A view with subviews is used by them (they are laid out inside it).
        // By index: iterating the views would copy each one (its name, kind, declaration).
        for k in ir.views.indices.reversed() {
            if let p = ir.views[k].parent, used[ir.views[k].id.index] { used[p.index] = true }
        }
        // Hidden views are skipped: a hidden arranged view legitimately has no constraints.
        let hidden = AmbiguityReporter.hiddenAncestors(in: ir)
        let unused = ir.views.indices.filter {
            !ir.views[$0].isBuiltin && !used[ir.views[$0].id.index] && hidden[ir.views[$0].id.index] == nil
        }
        return unused.map { ir.views[$0] }.map { v in
            Diagnostic(.unusedView(v.name), file: source.path, range: v.declaration ?? SourceRange(at: .start), traits: traits,
                       subject: v.name)
        }
    }

    /// `unsatisfied-constraint` for the given violations (one per constraint).
    func unsatisfied(violations: [Double]) -> [Diagnostic] {
        var out: [Diagnostic] = []
        // The few violated ones are found by their violations alone (no constraint read).
        for i in violations.indices where violations[i] > 1e-6 && i < ir.constraints.count && !ir.constraints[i].isRequired {
            let c = ir.constraints[i]
            switch c.origin.kind {
            case .explicit, .vflConnection, .vflPredicate: break
            default: continue
            }
            guard let range = c.origin.range else { continue }
            out.append(Diagnostic(.unsatisfiedConstraint(ConstraintText.quote(c), off: violations[i]),
                                  file: source.path, range: range, traits: traits))
        }
        return out
    }

    /// `redundant-constraint` for required constraints the solver found implied by the others.
    func redundant(_ indices: [Int]) -> [Diagnostic] {
        indices.sorted().compactMap { i in
            let c = ir.constraints[i]
            guard c.isRequired, let range = c.origin.range else { return nil }
            switch c.origin.kind {
            case .explicit, .vflConnection, .vflPredicate: break
            default: return nil
            }
            return Diagnostic(.redundantConstraint(ConstraintText.quote(c)), file: source.path, range: range, traits: traits)
        }
    }

    /// `negative-size` and `outside-superview` on the solved frames.
    func frames() -> [Diagnostic] {
        var out: [Diagnostic] = []
        let hidden = AmbiguityReporter.hiddenAncestors(in: ir)
        // A scroll view's subviews lie in its content area, which may reach past its frame, or
        // float over it, pinned to its frame (`frameLayoutGuide`): either is inside.
        var contentOf: [Int: ViewID] = [:]
        ir.views.withUnsafeBufferPointer { views in
            for k in views.indices where views[k].guide == .content {
                if let owner = views[k].parent { contentOf[owner.index] = views[k].id }
            }
        }
        // Read in place: iterating the views would copy each one, for every variant.
        ir.views.withUnsafeBufferPointer { views in
            for k in views.indices where !views[k].isBuiltin && hidden[views[k].id.index] == nil {
                let range = views[k].declaration ?? SourceRange(at: .start)
                for axis in LayoutAxis.allCases {
                    let size = value(views[k].id, axis.size)
                    let fixed = !isFree(views[k].id, axis.position) && !isFree(views[k].id, axis.size)
                    guard fixed else { continue }
                    if size < -1e-6 {
                        out.append(Diagnostic(
                            .negativeSize(views[k].name, axis: axis, size: size),
                            file: source.path, range: range, traits: traits, subject: views[k].name, axis: axis.rawValue))
                        continue
                    }
                    guard let superview = views[k].parent else { continue }
                    let p = contentOf[superview.index] ?? superview
                    // The content area's position is its scroll view's (only its size is asked).
                    guard !isFree(superview, axis.position), !isFree(p, axis.size) else { continue }
                    let lo = value(views[k].id, axis.position), hi = lo + size
                    var plo = value(p, axis.position), phi = plo + value(p, axis.size)
                    if p != superview {
                        plo = min(plo, value(superview, axis.position))
                        phi = max(phi, value(superview, axis.position) + value(superview, axis.size))
                    }
                    let before = lo < plo - options.outsideTolerance ? plo - lo : nil
                    let after = hi > phi + options.outsideTolerance ? hi - phi : nil
                    guard before != nil || after != nil else { continue }
                    out.append(Diagnostic(
                        .outsideSuperview(views[k].name, axis: axis, before: before, after: after, superview: ir.views[superview.index].name),
                        file: source.path, range: range, traits: traits, subject: views[k].name, axis: axis.rawValue))
                }
            }
        }
        return out
    }

    private func value(_ v: ViewID, _ c: FrameComponent) -> Double { values[IRVariable(v, c).index] }
    private func isFree(_ v: ViewID, _ c: FrameComponent) -> Bool {
        let i = IRVariable(v, c).index
        return i < free.count && free[i]
    }
}
