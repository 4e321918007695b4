import LayoutSource
import LayoutSyntax
import LayoutLowering
import LayoutCheck

extension Pipeline {
    /// `source` read by the front end for its path, each unit's canvases that follow an earlier
    /// unit's frames resolved (`resolvingCanvases`): what every consumer of a unit's canvases
    /// reads (`compile(_:unitTargets:)`, `vflc import`, `vflc dump`).
    public static func read(_ source: SourceFile) -> FrontEndDocument {
        resolvingCanvases(FrontEnds.frontEnd(forPath: source.path).read(source), source: source)
    }

    /// `document` with every `FrontEndUnit.canvasesFollow` resolved, in unit order (so an
    /// earlier unit's own dependency is resolved before it is laid out): the earlier unit
    /// lowered and solved on each of its canvases (once, however many units follow it), its
    /// frames given to the dependency, the canvases it returns set on the unit. The stored
    /// frames' canvas, when it was the unit's canvas of its variant, becomes the resolved one of
    /// that variant if it has the same size, insets and margin (it only names the device).
    /// A dependency on a unit that is not earlier is dropped: the unit keeps its canvases.
    public static func resolvingCanvases(_ document: FrontEndDocument, source: SourceFile) -> FrontEndDocument {
        var out = document
        var solved: [Int: [TraitVariant: [String: CanvasDependency.Frame]]] = [:]
        for k in out.units.indices {
            guard let dependency = out.units[k].canvasesFollow else { continue }
            out.units[k].canvasesFollow = nil
            let owner = dependency.unit
            guard owner >= 0, owner < k else { continue }
            if solved[owner] == nil { solved[owner] = frames(of: out.units[owner], source: source) }
            let old = out.units[k].canvases
            let new = dependency.canvases(solved[owner] ?? [:])
            out.units[k].canvases = new
            if let stored = out.units[k].storedFrames, old.contains(stored.canvas),
               let mine = new.first(where: { $0.variant == stored.canvas.variant }), sameGeometry(mine, stored.canvas) {
                out.units[k].storedFrames?.canvas = mine
            }
        }
        return out
    }

    /// Each of `unit`'s canvases (default content size, left to right): its lowering solved,
    /// every declared view's frame and the root's in the root's coordinates by name; a canvas
    /// whose lowering has errors gives none.
    static func frames(of unit: FrontEndUnit, source: SourceFile) -> [TraitVariant: [String: CanvasDependency.Frame]] {
        var out: [TraitVariant: [String: CanvasDependency.Frame]] = [:]
        for c in unit.canvases {
            let lowered = Lowering.lower(unit.parsed.file, source: source, targets: [TargetResolver.target(c)])
            guard !lowered.diagnostics.contains(where: { $0.severity == .error }), let ir = lowered.variants.first else { continue }
            let solution = Checker.solve(ir)
            var frames: [String: CanvasDependency.Frame] = [:]
            for v in ir.views where !v.isBuiltin || v.id == .root { frames[v.name] = solution.frame(of: v.id) }
            out[c.variant] = frames
        }
        return out
    }

    /// Whether two canvases differ at most in their device's name.
    static func sameGeometry(_ a: UnitCanvas, _ b: UnitCanvas) -> Bool {
        var b = b
        b.deviceName = a.deviceName
        return a == b
    }
}
