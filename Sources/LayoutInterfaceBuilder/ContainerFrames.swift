import InterfaceBuilderDocument
import LayoutCheck
import LayoutLowering
import LayoutSource
import LayoutSyntax

/// Where a header's or footer's table or collection is on each canvas of the unit that holds
/// it, so the header can be as long as it (`SupplementaryCanvases`): that unit lowered and
/// solved on each of its canvases, as the checker will, its views' frames in the root's
/// coordinates by name. A variant whose lowering has errors has no frames (the header is then
/// laid out at its stored size there).
enum ContainerFrames {
    /// Each variant's frames of `owner`'s views.
    static func solve(_ owner: IBUnit, source: SourceFile) -> [TraitVariant: [String: IBRect]] {
        var out: [TraitVariant: [String: IBRect]] = [:]
        for c in owner.canvases {
            var canvas = Canvas(width: c.width, height: c.height,
                                safeArea: EdgeInsets(top: c.safeArea.top, left: c.safeArea.left, bottom: c.safeArea.bottom,
                                                     right: c.safeArea.right),
                                deviceName: c.deviceName)
            canvas.rootMargin = c.rootMargin
            let lowered = Lowering.lower(owner.syntax, source: source, targets: [LayoutTarget(variant: c.variant, canvas: canvas)])
            guard !lowered.diagnostics.contains(where: { $0.severity == .error }), let ir = lowered.variants.first else { continue }
            let solution = Checker.solve(ir)
            var frames: [String: IBRect] = [:]
            for v in ir.views where !v.isBuiltin || v.id == .root {
                let f = solution.frame(of: v.id)
                frames[v.name] = IBRect(x: f.x, y: f.y, width: f.width, height: f.height)
            }
            out[c.variant] = frames
        }
        return out
    }
}
