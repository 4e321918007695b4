import LayoutLowering
import LayoutSource

extension UIKitModelBuilder {
    /// The `uikit-unsupported` message for an explicit constraint of three or more anchors that
    /// has no anchor form: which anchors, and why no two NSLayoutDimensions relate them
    /// (docs/codegen.md, "Three and four anchors").
    static func gapMessage(_ gap: AnchorFormGap?, in ir: LayoutIR) -> String {
        let dimensions = "two NSLayoutDimensions (a width or height, or the distance between two anchors of one axis, "
            + "anchorWithOffset(to:)) related by a multiplier"
        guard let gap else {
            return "this constraint relates three or more anchors, which are not \(dimensions); 'emit uikit' does not generate it"
        }
        let names = gap.anchors.map { "\(ir.views[$0.view.index].name).\($0.attribute.rawValue)" }
        var list = names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        if gap.usesOrigin { list += " (measured from the root's origin, as their coefficients do not cancel out)" }
        switch gap.reason {
        case .tooManyAnchors:
            return "this constraint relates \(list): more anchors than \(dimensions) can, four at most; "
                + "'emit uikit' does not generate it (split it, or add a guide that stands for part of it)"
        case .unpaired:
            return "this constraint relates \(list), which do not split into \(dimensions): UIKit has no anchor for a "
                + "sum of sizes or of distances; 'emit uikit' does not generate it (add a guide whose size stands for the sum)"
        }
    }
}
