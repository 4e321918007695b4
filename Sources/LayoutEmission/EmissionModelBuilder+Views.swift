import LayoutEmissionModel
import LayoutLowering
import LayoutSource

// The views of the emission model and which constraints it holds.
extension EmissionModelBuilder {
    /// Whether `c` becomes code (see the type's documentation).
    static func generated(_ c: IRConstraint, in ir: LayoutIR) -> Bool {
        switch c.origin.kind {
        // The stack view makes its arrangement, except what lowering marks with an anchor form
        // (the others of a baseline-aligned stack kept inside it, a UIKit shortfall).
        case .stack: return c.anchor != nil
        case .canvas, .guide: return false
        case .intrinsicHug, .intrinsicResist:
            // The platform makes these itself from the intrinsic content size of content views;
            // a plain view or guide has none (UIKit's `UIView.noIntrinsicMetric`), so they are
            // generated there. A styled view's pair has no anchor form (its size is `scaled(…)`):
            // its one term names the view.
            guard let view = c.anchor?.first ?? c.terms.first?.variable.view else { return true }
            switch ir.views[view.index].kind {
            case .label, .button, .image, .field: return false
            // Controls with an intrinsic size of their own (docs/language.md §17): UIKit makes it.
            case .switch, .slider, .segmented, .stepper, .pages, .progress, .activity, .picker, .date: return false
            case .view, .stack, .guide, .scroll, .text, .table, .collection: return true
            }
        case .explicit, .vflConnection, .vflPredicate, .vflOption: return true
        }
    }

    /// What a constraint's side names: the view, or for a view's own guide the guide and its owner.
    static func item(_ v: IRView, in views: [IRView]) -> EmissionItem {
        guard let guide = v.guide, let owner = v.parent else { return EmissionItem(name: v.name, kind: v.kind.rawValue) }
        return EmissionItem(name: v.name, kind: v.kind.rawValue, guide: guide.rawValue, owner: views[owner.index].name,
                            ownerKind: views[owner.index].kind.rawValue)
    }

    /// The settings of every declared view of `ir`, in declaration order.
    static func settings(_ ir: LayoutIR) -> [EmissionViewSettings] {
        ir.views.filter { !$0.isBuiltin }.map(settings)
    }

    private static func settings(_ s: IRView) -> EmissionViewSettings {
        EmissionViewSettings(
            hidden: s.hidden, hugH: s.hug.horizontal, hugV: s.hug.vertical,
            resistH: s.resist.horizontal, resistV: s.resist.vertical,
            stack: s.stack.map { st in
                var out = EmissionStackSettings(axis: st.axis.rawValue, distribution: st.distribution.rawValue,
                                                alignment: st.alignment.rawValue, spacing: st.spacing,
                                                baselineRelative: st.baselineRelative)
                out.marginsRelative = st.marginsRelative
                return out
            },
            spacingAfter: s.spacingAfter, textStyle: s.textStyle?.rawValue, direction: s.semanticContent.rawValue)
    }

    /// The declared views with their settings in each variant (`irs`: one per variant).
    static func views(_ irs: [LayoutIR], first: LayoutIR) -> [EmissionView] {
        let withMargins = marginsOwners(irs)
        return first.views.filter { !$0.isBuiltin }.map { v in
            let parent = v.parent.map { first.views[$0.index] }
            let perVariant = irs.map { ir -> EmissionViewSettings in
                let s = ir.views[v.id.index]
                var settings = Self.settings(s)
                if withMargins.contains(v.id.index) {
                    settings.margins = [s.margins.top, s.margins.leading, s.margins.bottom, s.margins.trailing]
                }
                return settings
            }
            var view = EmissionView(name: v.name, kind: v.kind.rawValue, parent: parent?.name ?? "root",
                                    isArranged: parent?.kind == .stack, line: v.declaration?.start.line ?? 0,
                                    declaration: v.declaration, settings: PerVariant(perVariant))
            view.customClass = v.customClass
            return view
        }
    }

    /// The guides with a `direction` in some variant, once each, with their declarations: a
    /// layout guide takes its owning view's direction (as lowering does), so code cannot say it.
    static func guidesWithDirection(_ irs: [LayoutIR]) -> [(name: String, range: SourceRange)] {
        var seen = Set<Int>()
        var out: [(name: String, range: SourceRange)] = []
        for ir in irs {
            for v in ir.views where !v.isBuiltin && v.kind == .guide && v.semanticContent != .auto
                && seen.insert(v.id.index).inserted {
                guard let range = v.declaration else { continue }
                out.append((v.name, range))
            }
        }
        return out
    }

    /// The views whose layout margins generated code sets (by `ViewID.index`): those that write
    /// `margins` in some variant or whose margins guide the file uses, in every variant, so that
    /// switching variants always sets them.
    private static func marginsOwners(_ irs: [LayoutIR]) -> Set<Int> {
        var out = Set<Int>()
        for ir in irs {
            for v in ir.views {
                if v.guide == .margins, let owner = v.parent, owner != .root { out.insert(owner.index) }
                if v.marginsSource != nil { out.insert(v.id.index) }
            }
        }
        return out
    }
}
