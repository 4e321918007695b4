import InterfaceBuilderDocument
import LayoutSource
import LayoutSyntax

/// The canvases of a table's header or footer view and of a collection's section header or
/// footer (docs/interface-builder.md, "Headers and footers"). UIKit makes such a view as long
/// as its container on one axis — a table's header as wide as the table ("it adjusts the width
/// of your header view automatically to match the table view's width",
/// https://developer.apple.com/documentation/uikit/uitableview/tableheaderview), a flow
/// layout's section header as wide as the collection when it scrolls vertically, as tall when
/// it scrolls horizontally
/// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize)
/// — and keeps the length the document stores on the other.
///
/// In the design variant the canvas is the container's stored length (Interface Builder laid
/// the header out at it); in each other variant, the container's length as the unit that holds
/// it lays it out on its canvas of that variant (the pipeline solves that unit: the header's
/// `CanvasDependency`). A table's header or footer (or a vertical flow's section header or
/// footer) gets the side insets of that canvas's safe area its container overlaps — a
/// full-width table's header on a phone in landscape has the sensor housing's at its sides, as
/// a vertically scrolling view's content is not inset sideways; above and below it has none, and a horizontal flow's has none at all: a scroll
/// view's content is inset out of the bars along the axis it scrolls. A view whose container is
/// not found, or not placed by the holding unit's constraints where the document stores it on
/// the design canvas (ambiguous, in conflict), or whose collection's layout is not a flow layout,
/// is laid out at its stored size, as a fixed-height cell is.
enum SupplementaryCanvases {
    /// The design canvas: `base` (the root's size, from the document) with the part of the
    /// holding unit's design safe area its container overlaps.
    static func design(_ base: IBCanvas, model: IBUnitModel, owner: IBUnit?) -> IBCanvas {
        guard let info = model.supplementary, info.follows == .horizontal, let owner, let c = info.containerFrame else { return base }
        var out = base
        let d = owner.designCanvas
        let sides = overlap(x: c.x, width: c.width, canvasWidth: d.width, left: d.safeArea.left, right: d.safeArea.right)
        out.safeArea = IBInsets(left: sides.left, right: sides.right)
        return out
    }

    /// One canvas per variant: the design canvas in the design variant, the container's solved
    /// length on the holding unit's canvas in each other (`containers`: the holding unit's
    /// frames per variant, by view name, which the pipeline solves, `CanvasDependency`; none:
    /// the stored size in all four).
    static func canvases(_ info: IBSupplementaryInfo, design: IBCanvas, owner: IBUnit?,
                         containers: [TraitVariant: [String: IBRect]]) -> [UnitCanvas] {
        let stored = TraitVariant.all.map {
            UnitCanvases.unitCanvas(design, variant: $0, name: "Interface Builder's \(UnitCanvases.size(design)) canvas")
        }
        guard let axis = info.follows, let owner,
              let name = owner.views.first(where: { $0.ibID == info.containerID })?.name else { return stored }
        // The holding unit's constraints must place the container where the document stores it
        // on the design canvas: else (ambiguous, in conflict) its solved frames elsewhere are no
        // one's layout, and the stored size is all that is known.
        guard let traits = owner.designCanvas.traits, let solved = containers[traits]?[name], let c = info.containerFrame,
              max(abs(solved.x - c.x), abs(solved.y - c.y), abs(solved.width - c.width), abs(solved.height - c.height)) <= 0.5
        else { return stored }
        return TraitVariant.all.enumerated().map { k, variant in
            guard let o = owner.canvases.first(where: { $0.variant == variant }) else { return stored[k] }
            if variant == design.traits { return UnitCanvases.unitCanvas(design, variant: variant, name: o.deviceName ?? "") }
            guard let frame = containers[variant]?[name] else { return stored[k] }
            return following(o, container: frame, axis: axis, design: design)
        }
    }

    /// The view on the holding unit's canvas `o`, where its container is at `container`.
    static func following(_ o: UnitCanvas, container c: IBRect, axis: IBSupplementaryInfo.Axis, design: IBCanvas) -> UnitCanvas {
        switch axis {
        case .horizontal:
            let sides = overlap(x: c.x, width: c.width, canvasWidth: o.width ?? c.width, left: o.safeArea.left, right: o.safeArea.right)
            return UnitCanvas(variant: o.variant, width: c.width, height: design.height, safeArea: (0, sides.left, 0, sides.right),
                              rootMargin: o.rootMargin, deviceName: o.deviceName)
        case .vertical:
            return UnitCanvas(variant: o.variant, width: design.width, height: c.height, rootMargin: o.rootMargin, deviceName: o.deviceName)
        }
    }

    /// How far a container from `x` to `x + width` reaches into a canvas's left and right insets.
    static func overlap(x: Double, width: Double, canvasWidth: Double, left: Double, right: Double) -> (left: Double, right: Double) {
        (max(0, min(width, left - x)), max(0, min(width, x + width - (canvasWidth - right))))
    }
}
