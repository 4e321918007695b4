import LayoutSource

/// A unit whose canvases follow where an earlier unit of the same document lays its views out
/// (an Interface Builder table's header is as wide as its table as the scene holding the table
/// is laid out in each size class, docs/interface-builder.md, "Headers and footers").
///
/// A front end cannot know those frames: they are the solution of a later stage. So it states
/// the dependency as data and a function of plain frames, and the pipeline resolves it
/// (`Pipeline.read`: the earlier unit lowered and solved on each of its own canvases, at the
/// default content size, its frames given to `canvases`). Until resolved, the unit's
/// `canvases` are its fallback (what it is checked on when the frames are not known).
public struct CanvasDependency: Sendable {
    /// A view's frame in the root's coordinates: x, y, width, height.
    public typealias Frame = (x: Double, y: Double, width: Double, height: Double)
    /// The earlier unit: an index into the document's `units`, below this unit's own.
    public var unit: Int
    /// The unit's canvases, given the earlier unit's frames: per size-class variant (one of its
    /// `canvases`), each declared view's frame and the root's (`root`), by name. A variant that
    /// could not be laid out (its lowering has errors) has no entry.
    public var canvases: @Sendable (_ frames: [TraitVariant: [String: Frame]]) -> [UnitCanvas]
    /// Creates a dependency.
    public init(unit: Int, canvases: @escaping @Sendable (_ frames: [TraitVariant: [String: Frame]]) -> [UnitCanvas]) {
        self.unit = unit; self.canvases = canvases
    }
}
