import LayoutSource
import LayoutSyntax

// A cell file's canvas (docs/language.md §16): the root is the cell's content view, sized the
// way a self-sizing cell is measured, `systemLayoutSizeFitting(_:withHorizontalFittingPriority:
// verticalFittingPriority:)` with `.required` horizontally and `.fittingSizeLevel` vertically
// (https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)):
// the width is the table's (required), the height the smallest the content allows (at 50).
extension IRBuilder {
    /// The content view's margins in a table cell, top and bottom: with 16 (compact width) or
    /// 20 (regular width) at the sides they are UIKit's `contentView.layoutMargins` of a
    /// `UITableViewCell` since iOS 11 (a measured value, not documented: 11 + a 22 pt line + 11
    /// is the standard 44 pt row). A collection cell's content view has a plain view's 8 pt.
    static let tableCellVerticalMargin: Double = 11

    /// The root as a cell's content view. Its width is the canvas width less the safe area's
    /// sides: a table insets its cells' content views to the safe area in landscape
    /// (`UITableView.insetsContentViewsToSafeArea`, true by default,
    /// https://developer.apple.com/documentation/uikit/uitableview/insetscontentviewstosafearea),
    /// and vflc takes a collection's list layout to do the same. Its height is always the
    /// fitting height, whatever the canvas says. Inside the cell there is no unsafe area.
    mutating func lowerCellCanvas(_ cell: CellLayout) {
        let canvas = target.canvas
        let root = ViewID.root
        func origin(_ attribute: LayoutAttribute, _ value: Double) -> ConstraintOrigin {
            ConstraintOrigin(kind: .canvas, range: nil, deferred: .relation(
                lhs: "root", lhsAttribute: attribute, relation: .equal, rhs: nil, rhsAttribute: attribute,
                constant: value, priority: 1000))
        }
        addConstraint(LinearExpr(root, .left), .equal, priority: 1000, origin: origin(.left, 0), conditions: [])
        addConstraint(LinearExpr(root, .top), .equal, priority: 1000, origin: origin(.top, 0), conditions: [])
        if let width = canvas.width {
            let value = max(0, width - canvas.safeArea.left - canvas.safeArea.right)
            var e = LinearExpr(root, .width)
            e.constant = -value
            addConstraint(consume e, .equal, priority: 1000, origin: origin(.width, value), conditions: [])
        } else {
            addFittingConstraint(.width)
        }
        addFittingConstraint(.height)
        inset(ViewTable.safeArea, in: root, top: 0, left: 0, bottom: 0, right: 0)
        let side: Double
        let vertical: Double
        switch cell.kind {
        case .table:
            side = target.variant.width == .compact ? 16 : 20
            vertical = Self.tableCellVerticalMargin
        case .collection:
            side = DirectionalInsets.viewDefault.leading
            vertical = DirectionalInsets.viewDefault.top
        }
        inset(ViewTable.margins, in: ViewTable.safeArea, top: vertical, left: side, bottom: vertical, right: side)
        lowerKeyboardGuide()
    }
}
