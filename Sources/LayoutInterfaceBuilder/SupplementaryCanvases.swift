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
/// In every variant the canvas is the container as it is on the canvas of the unit that holds
/// it in that variant: the container keeps the distances from that unit's root sides that the
/// document stores (a table pinned to the root's edges is as wide as each device's screen), and
/// a table's header or footer (or a vertical flow's section header or footer) gets the part of
/// that canvas's side insets its container spans (a full-width table's header on a phone in
/// landscape has the sensor housing's insets at its sides: a vertically scrolling view's content
/// is not inset sideways). Above and below it has none, and a horizontal flow's has none at
/// all: a scroll view's content is inset out of the bars along the axis it scrolls. A view
/// whose container is not found, or whose collection's layout is not a flow layout, is laid out
/// at its stored size in all four variants, as a fixed-height cell is.
enum SupplementaryCanvases {
    /// The distances of the container from the sides of its unit's root on the design canvas.
    struct Gaps {
        var left: Double, right: Double, top: Double, bottom: Double
    }

    static func gaps(_ info: IBSupplementaryInfo, owner: IBUnit) -> Gaps? {
        guard let c = info.containerFrame else { return nil }
        let d = owner.designCanvas
        return Gaps(left: c.x, right: d.width - c.x - c.width, top: c.y, bottom: d.height - c.y - c.height)
    }

    /// The design canvas: `base` (the root's size, from the document) with the safe area it
    /// gets from its container on the holding unit's design canvas.
    static func design(_ base: IBCanvas, model: IBUnitModel, owner: IBUnit?) -> IBCanvas {
        guard let info = model.supplementary, let axis = info.follows, let owner, let g = gaps(info, owner: owner) else { return base }
        var out = base
        let s = owner.designCanvas.safeArea
        out.safeArea = axis == .horizontal ? IBInsets(left: max(0, s.left - g.left), right: max(0, s.right - g.right)) : .zero
        out.rootMargin = owner.designCanvas.rootMargin
        return out
    }

    /// One canvas per variant: the design canvas in the design variant, the container's length
    /// on each of the holding unit's other canvases in the others.
    static func canvases(_ model: IBUnitModel, design: IBCanvas, owner: IBUnit?) -> [UnitCanvas] {
        let stored = TraitVariant.all.map {
            UnitCanvases.unitCanvas(design, variant: $0, name: "Interface Builder's \(UnitCanvases.size(design)) canvas")
        }
        guard let info = model.supplementary, let axis = info.follows, let owner, let g = gaps(info, owner: owner) else { return stored }
        return TraitVariant.all.enumerated().map { k, variant in
            guard let o = owner.canvases.first(where: { $0.variant == variant }) else { return stored[k] }
            if variant == design.traits {
                return UnitCanvases.unitCanvas(design, variant: variant, name: o.deviceName ?? stored[k].deviceName ?? "")
            }
            return following(o, axis: axis, gaps: g, design: design) ?? stored[k]
        }
    }

    /// The view on the holding unit's canvas `o`: the container's length there on `axis`, the
    /// stored length on the other; `nil` when `o` does not fix that length (a self-sizing cell's height).
    static func following(_ o: UnitCanvas, axis: IBSupplementaryInfo.Axis, gaps g: Gaps, design: IBCanvas) -> UnitCanvas? {
        let s = o.safeArea
        switch axis {
        case .horizontal:
            guard let width = o.width else { return nil }
            return UnitCanvas(variant: o.variant, width: max(0, width - g.left - g.right), height: design.height,
                              safeArea: (0, max(0, s.left - g.left), 0, max(0, s.right - g.right)),
                              rootMargin: o.rootMargin, deviceName: o.deviceName)
        case .vertical:
            guard let height = o.height else { return nil }
            return UnitCanvas(variant: o.variant, width: design.width, height: max(0, height - g.top - g.bottom),
                              rootMargin: o.rootMargin, deviceName: o.deviceName)
        }
    }
}
