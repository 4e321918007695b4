import LayoutSource
import LayoutLowering
import LayoutCheck
import LayoutBackends

/// Builds the backends' render model from solved variants.
public enum RenderModelBuilder {
    /// The document for `compiled` (one variant per solution, in target order).
    public static func document(_ compiled: CompiledFile) -> RenderDocument {
        var variants = compiled.solutions.map { variant($0, diagnostics: compiled.diagnostics) }
        // A document of several units: each variant says whose it is, and each view its id in
        // the document (render JSON's `ibID`).
        for unit in compiled.units {
            for k in unit.solutions {
                variants[k] = variant(compiled.solutions[k], diagnostics: unit.diagnostics)
                variants[k].unit = unit.name
                variants[k].isDesignCanvas = k == unit.designSolution
                for i in variants[k].views.indices where !variants[k].views[i].isBuiltin {
                    variants[k].views[i].documentID = unit.documentIDs[variants[k].views[i].name]
                }
            }
        }
        return RenderDocument(file: compiled.source.path, variants: variants, source: compiled.source)
    }

    /// One variant: every view with its absolute frame; guides' frames become insets.
    public static func variant(_ solution: VariantSolution, diagnostics: [Diagnostic]) -> RenderVariant {
        let ir = solution.ir
        var depth = [Int](repeating: 0, count: ir.views.count)
        var views: [RenderView] = []
        views.reserveCapacity(ir.views.count)
        for v in ir.views {
            if let p = v.parent { depth[v.id.index] = depth[p.index] + 1 }
            let f = solution.frame(of: v.id)
            var view = RenderView(name: v.name, kind: v.kind.rawValue, parent: v.parent?.index,
                                  x: f.x, y: f.y, width: f.width, height: f.height,
                                  hidden: v.hidden, isBuiltin: v.isBuiltin, depth: depth[v.id.index])
            if let b = v.baseline {
                view.firstBaseline = f.y + b.first
                view.lastBaseline = f.y + b.last
            }
            view.guide = v.guide?.rawValue
            view.customClass = v.customClass
            views.append(view)
        }
        // A scroll view's content size is its content guide's (issue 25).
        for v in ir.views where v.guide == .content {
            guard let owner = v.parent else { continue }
            let f = solution.frame(of: v.id)
            views[owner.index].contentSize = RenderSize(width: f.width, height: f.height)
        }
        let root = solution.frame(of: .root)
        func insets(of name: String) -> RenderInsets {
            guard let g = ir.views.first(where: { $0.isBuiltin && $0.name == name }) else { return .zero }
            let f = solution.frame(of: g.id)
            return RenderInsets(top: f.y - root.y, left: f.x - root.x,
                                bottom: root.y + root.height - (f.y + f.height),
                                right: root.x + root.width - (f.x + f.width))
        }
        let label = ir.target.label
        let relevant = diagnostics.filter { $0.traits.isEmpty || $0.traits.contains(label) }
        var variant = RenderVariant(traits: ir.target.variant.sizeClasses.description, deviceName: ir.target.canvas.deviceName,
                                    canvasWidth: root.width, canvasHeight: root.height,
                                    safeArea: insets(of: "safeArea"), margins: insets(of: "margins"),
                                    views: views, diagnostics: relevant)
        variant.contentSize = ir.target.variant.contentSize?.shortName
        variant.direction = ir.target.direction
        variant.keyboardHeight = ir.target.canvas.keyboardHeight
        variant.cell = ir.cell?.kind.rawValue
        if ir.views.contains(where: { $0.effectiveDirection == .rightToLeft }) {
            variant.rightToLeftViews = ir.views.map { $0.effectiveDirection == .rightToLeft }
        }
        return variant
    }
}
