import Foundation

/// A view that allows the scrolling and zooming of its contained views.
/// https://developer.apple.com/documentation/uikit/uiscrollview
///
/// The stand-in keeps the two layout guides (owned by the scroll view, so a constraint between
/// its content and a guide is installed on it); it scrolls nothing (content offset zero).
@MainActor open class UIScrollView: UIView {
    private lazy var content = standInOwnedGuide()
    private lazy var visible = standInOwnedGuide()

    /// The layout guide based on the untranslated content rectangle of the scroll view (iOS 11).
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide
    @available(iOS 11.0, *)
    open var contentLayoutGuide: UILayoutGuide { content }

    /// The layout guide based on the untransformed frame rectangle of the scroll view (iOS 11).
    /// https://developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide
    @available(iOS 11.0, *)
    open var frameLayoutGuide: UILayoutGuide { visible }
}

extension UIView {
    /// A guide owned by this view that `addLayoutGuide(_:)` did not add (UIKit's own guides).
    func standInOwnedGuide() -> UILayoutGuide {
        let g = UILayoutGuide()
        g.owningView = self
        return g
    }
}

/// A scrollable, multiline text region. https://developer.apple.com/documentation/uikit/uitextview
@MainActor open class UITextView: UIScrollView {}

/// A view that presents data using rows in a single column.
/// https://developer.apple.com/documentation/uikit/uitableview
@MainActor open class UITableView: UIScrollView {}

/// An object that manages an ordered collection of data items and presents them using
/// customizable layouts. https://developer.apple.com/documentation/uikit/uicollectionview
@MainActor open class UICollectionView: UIScrollView {
    /// Creates a collection view object with the specified frame and layout.
    /// https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        super.init(frame: frame)
    }
}

/// An abstract base class for generating layout information for a collection view.
/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@MainActor open class UICollectionViewLayout: NSObject {
    /// Creates a layout object. https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init()
    public override init() { super.init() }
}

/// A layout object that organizes items into a grid with optional header and footer views for
/// each section. https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {}

/// The visual appearance of a single row in a table view. Not used by generated code: a cell
/// layout is installed in a cell's `contentView` (docs/codegen.md, "Cells").
/// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor open class UITableViewCell: UIView {
    /// An enumeration for the various styles of cells.
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
    public enum CellStyle: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/default
        case `default` = 0
        /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/value1
        case value1 = 1
        /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/value2
        case value2 = 2
        /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/subtitle
        case subtitle = 3
    }

    private lazy var content: UIView = {
        let v = UIView(frame: .zero)
        addSubview(v)
        return v
    }()

    /// Initializes a table cell with a style and a reuse identifier and returns it to the caller.
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(frame: .zero)
    }

    /// The content view of the cell object.
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentview
    open var contentView: UIView { content }
}

/// A view that defines the behavior for all cells and supplementary views presented by a
/// collection view. https://developer.apple.com/documentation/uikit/uicollectionreusableview
@MainActor open class UICollectionReusableView: UIView {}

/// A single data item when that item is within the collection view's visible bounds. Not used
/// by generated code (docs/codegen.md, "Cells"). https://developer.apple.com/documentation/uikit/uicollectionviewcell
@MainActor open class UICollectionViewCell: UICollectionReusableView {
    private lazy var content: UIView = {
        let v = UIView(frame: .zero)
        addSubview(v)
        return v
    }()

    /// The main view to which you add your cell's custom content.
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
    open var contentView: UIView { content }
}
