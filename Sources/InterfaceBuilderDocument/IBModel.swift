import LayoutSource

// The Interface Builder document as read from its XML, before it becomes syntax: the
// objects, their frames, settings and constraints, with the XML element each came from.
// Only `IBDocumentReader` builds it; LayoutInterfaceBuilder's `UnitSyntaxBuilder` maps it to a
// `LayoutFileSyntax`. Public for that target only: it is not a stable API.

/// A rectangle as IB stores it (`<rect key="frame" x= y= width= height=>`), in points,
/// relative to the superview.
public struct IBRect: Hashable, Sendable {
    public var x: Double, y: Double, width: Double, height: Double
    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
}

/// Insets in points (top, left, bottom, right).
public struct IBInsets: Hashable, Sendable {
    public var top: Double, left: Double, bottom: Double, right: Double
    /// Creates insets.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// No insets.
    public static let zero = IBInsets()
}

/// What a document is.
public enum IBDocumentKind: String, Sendable {
    case storyboard, xib
}

/// The device a document is shown on in Interface Builder (`<device id= orientation=>`).
public struct IBDevice: Hashable, Sendable {
    /// IB's device id (`retina6_12`, `ipad11_0rounded`); `nil` for a document saved before
    /// Xcode 8, which has no `<device>` and shows every scene on a 600 × 600 canvas.
    public var id: String?
    /// Whether the orientation is landscape.
    public var landscape: Bool
    /// Creates a device.
    public init(id: String?, landscape: Bool) { self.id = id; self.landscape = landscape }
}

/// One of the four size-class variants, as an index into `TraitVariant.all`.
public typealias VariantIndex = Int

/// Something installed in some of the four variants (a view, a constraint).
public struct Installed: Hashable, Sendable {
    /// Per `TraitVariant.all` index.
    public var variants: [Bool] = [true, true, true, true]
    /// Installed in every variant.
    public static let everywhere = Installed()
    /// Installed in none.
    public static let nowhere = Installed(variants: [false, false, false, false])
    /// Whether installed in every variant.
    public var isEverywhere: Bool { variants.allSatisfy { $0 } }
    /// Whether installed in none.
    public var isNowhere: Bool { !variants.contains(true) }
}

/// The `autoresizingMask` of a view: which of its margins and sizes are flexible.
public struct IBAutoresizing: Hashable {
    /// A mask; nothing is flexible unless said.
    public init(flexibleLeft: Bool = false, flexibleWidth: Bool = false, flexibleRight: Bool = false,
                flexibleTop: Bool = false, flexibleHeight: Bool = false, flexibleBottom: Bool = false) {
        self.flexibleLeft = flexibleLeft; self.flexibleWidth = flexibleWidth; self.flexibleRight = flexibleRight
        self.flexibleTop = flexibleTop; self.flexibleHeight = flexibleHeight; self.flexibleBottom = flexibleBottom
    }
    /// Flexible margins and width, horizontally.
    public var flexibleLeft = false, flexibleWidth = false, flexibleRight = false
    /// Flexible margins and height, vertically.
    public var flexibleTop = false, flexibleHeight = false, flexibleBottom = false
}

/// A `<constraint>`.
public struct IBConstraint {
    /// The element.
    public var element: Int
    /// Its `id`.
    public var id: String
    /// `nil`: the view that holds the constraint.
    public var firstItem: String?
    /// `firstAttribute` (`leading`, `top`, …).
    public var firstAttribute: String
    /// The second item's id, `nil` for none (a size constant).
    public var secondItem: String?
    /// `secondAttribute`.
    public var secondAttribute: String?
    /// `==`, `<=`, `>=` spelled as IB spells them (`greaterThanOrEqual`); `nil` for equal.
    public var relation: String?
    /// The multiplier (1 when none is written).
    public var multiplier: Double
    /// The multiplier as a fraction when written `3:4` or `1/3`.
    public var ratio: (numerator: Double, denominator: Double)?
    /// The constant.
    public var constant: Double
    /// The priority (1000 when none is written).
    public var priority: Double
    /// `placeholder="YES"`: removed at build time.
    public var placeholder: Bool
    /// `symbolic="YES"`: the standard spacing, whatever constant is written.
    public var symbolic = false
    /// The variants it is installed in.
    public var installed: Installed = .everywhere
    /// Its constant per variant where a `<variation constant=>` changes it.
    public var constants: [Double?] = [nil, nil, nil, nil]
}

/// A view's size-class variation (`<variation key="heightClass=compact">`).
public struct IBVariation {
    /// The variation element.
    public var element: Int
    /// The variants it applies to and its rank (more specific applies later).
    public var variants: [VariantIndex]
    /// Its rank: a more specific variation applies later.
    public var rank: Int
    /// `<mask key="subviews">`: ids included and excluded.
    public var includedSubviews: [String] = [], excludedSubviews: [String] = []
    /// `<mask key="constraints">`.
    public var includedConstraints: [String] = [], excludedConstraints: [String] = []
    /// Other attributes of the variation element (`hidden`, `axis`, `spacing`, …).
    public var attributes: [String: String] = [:]
}

/// A view element of the document (any UIKit view or an unknown/custom one).
public struct IBView {
    /// The view element.
    public var element: Int
    /// The element name (`label`, `view`, `stackView`).
    public var elementName: String
    /// Its `id`.
    public var id: String
    /// The UIKit class of the element (`UILabel`), `UIView` for unknown elements.
    public var className: String
    /// `customClass`, when set.
    public var customClass: String?
    /// The parent view (index into the unit's views), `nil` for the unit's root.
    public var parent: Int?
    /// The subviews (indices into the unit's views), in document order.
    public var subviews: [Int] = []
    /// The stored frame, relative to the superview.
    public var frame: IBRect?
    /// Whether the document stores the frame (IB writes none for an empty one, which reads as
    /// zero but is not IB's solution for anything).
    public var frameStored = true
    /// The element of the `<rect key="frame">` (or `<frame key="frameInset">`), for locations.
    public var frameElement: Int?
    /// The `autoresizingMask`, when written.
    public var autoresizing: IBAutoresizing?
    /// The element of the `autoresizingMask`, for locations.
    public var autoresizingElement: Int?
    /// The explicit `translatesAutoresizingMaskIntoConstraints`, if written.
    public var translatesAutoresizing: Bool?
    /// IB's `misplaced` and `ambiguous` marks, and `hidden`.
    public var misplaced = false, ambiguous = false, hidden = false
    /// Content hugging priorities, when written (horizontal, vertical).
    public var hugging: (h: Double?, v: Double?) = (nil, nil)
    /// Compression resistance priorities, when written (horizontal, vertical).
    public var resistance: (h: Double?, v: Double?) = (nil, nil)
    /// `placeholderIntrinsicWidth/Height`: a number, or `.some(nil)` for "none" (`infinite`).
    public var placeholderWidth: Double??, placeholderHeight: Double??
    /// The layout margins, when written.
    public var layoutMargins: (top: Double, leading: Double, bottom: Double, trailing: Double)?
    /// `insetsLayoutMarginsFromSafeArea`.
    public var insetsMarginsFromSafeArea = true
    /// `layoutMarginsFollowReadableWidth`.
    public var marginsFollowReadableWidth = false
    /// The id of its safe-area layout guide.
    public var safeAreaGuide: String?
    /// A scroll view's content and frame layout guides.
    public var contentGuide: String?, frameGuide: String?
    /// The constraints it holds.
    public var constraints: [IBConstraint] = []
    /// Its size-class variations.
    public var variations: [IBVariation] = []
    /// The variants it is installed in (from its superview's variations).
    public var installed: Installed = .everywhere
    /// Naming material: outlet, user label, text or title.
    public var outlet: String?
    /// `userLabel`.
    public var userLabel: String?
    /// A label's or button's text.
    public var text: String?
    /// `fontDescription pointSize`, for baselines.
    public var pointSize: Double?
    /// A label's `numberOfLines`.
    public var numberOfLines: Int?
    /// Whether the view shows content that gives it an intrinsic size (see `IntrinsicRule`).
    public var image: String?
    /// The image is an SF Symbol (`catalog="system"`).
    public var symbolImage = false
    /// A text view's `scrollEnabled`.
    public var scrollEnabled = true
    /// The element's own attributes, for settings read per variant (stack views, `hidden`).
    public var attributes: [String: String] = [:]
}

/// What a cell belongs to.
public enum IBCellKind: Sendable {
    /// A `UITableViewCell`.
    case table
    /// A `UICollectionViewCell` (or a collection's reusable view).
    case collection
}

/// A prototype (or static, or xib) table or collection view cell, whose content view is a unit.
public struct IBCellInfo {
    /// The cell element.
    public var element: Int
    /// Table or collection.
    public var kind: IBCellKind
    /// Whether the table sizes its rows to fit (`rowHeight="-1"`, "Automatic"): the unit is a
    /// `cell table` file; otherwise it is laid out at its stored size.
    public var selfSizing: Bool
    /// The table's `estimatedRowHeight` when it gives one.
    public var estimatedHeight: Double?
    /// `customClass`, when set.
    public var customClass: String?
    /// `reuseIdentifier`.
    public var reuseIdentifier: String?
    /// `userLabel`.
    public var userLabel: String?
    /// `preservesSuperviewLayoutMargins` on the cell or its content view: the content view's
    /// margins are the table's (11 pt top and bottom, the root margin at the sides).
    public var preservesMargins: Bool
    /// The cell's stored frame, when it has a content view: the content view is the cell less
    /// the separator below it and the accessory beside it, so a constraint naming the cell
    /// (documents before Xcode 6 hold them on the cell) reaches past the content view by as much.
    public var frame: IBRect? = nil
}

/// A view a table or collection view places itself and sizes on one axis: a table's header or
/// footer view, a collection's section header or footer (docs/interface-builder.md, "Headers and
/// footers").
public struct IBSupplementaryInfo: Sendable {
    /// What the view is to its container.
    public enum Role: String, Sendable {
        /// `<view key="tableHeaderView">` of a `<tableView>`.
        case tableHeader
        /// `<view key="tableFooterView">` of a `<tableView>`.
        case tableFooter
        /// `<collectionReusableView key="sectionHeaderView">` of a `<collectionView>`.
        case sectionHeader
        /// `<collectionReusableView key="sectionFooterView">` of a `<collectionView>`.
        case sectionFooter

        /// The role of a view element `element` held by `key` in a container element `container`.
        public static func of(key: String?, element: String, container: String) -> Role? {
            switch (key, container) {
            case ("tableHeaderView", "tableView") where element != "collectionReusableView": return .tableHeader
            case ("tableFooterView", "tableView") where element != "collectionReusableView": return .tableFooter
            case ("sectionHeaderView", "collectionView") where element == "collectionReusableView": return .sectionHeader
            case ("sectionFooterView", "collectionView") where element == "collectionReusableView": return .sectionFooter
            default: return nil
            }
        }
    }

    /// The axis the container gives the view its own length on.
    public enum Axis: Sendable { case horizontal, vertical }

    /// Header or footer, of a table or of a collection's sections.
    public var role: Role
    /// The view element.
    public var element: Int
    /// The table or collection view element.
    public var container: Int
    /// The container's `id`.
    public var containerID: String
    /// The root view `id` of the tree that holds the container (the unit it is placed in).
    public var ownerRootID: String
    /// The container's stored frame in that root's coordinates.
    public var containerFrame: IBRect?
    /// The axis on which the view is as long as its container (a table's header: its width);
    /// `nil` when the container's layout is not one vflc knows (a custom collection layout),
    /// which then gives the view the size the document stores.
    public var follows: Axis?
    /// `reuseIdentifier` (a collection's reusable view).
    public var reuseIdentifier: String?
}

/// One unit of the document before mapping: a scene's root view, a top-level view, a cell's
/// content view or a table's or collection's header or footer view.
public struct IBUnitModel {
    /// A scene, a top-level view, a cell's content view, a header or footer view.
    public enum Kind { case scene, topLevelView, cell, supplementary }
    /// What the unit is.
    public var kind: Kind
    /// Its views, root first, in document order.
    public var views: [IBView]
    /// The element of the view controller (scenes) or of the root view.
    public var ownerElement: Int
    /// The view controller's `customClass`.
    public var viewControllerClass: String?
    /// The view controller's readable name (label, storyboard id).
    public var viewControllerName: String?
    /// For a xib's top-level view: the File's Owner's class when the view is its `view`.
    public var ownerClass: String?
    /// `<viewControllerLayoutGuide type="top|bottom" id=>` of the scene.
    public var topGuide: String?, bottomGuide: String?
    /// The simulated bars over the root: top bar height and bottom bar height, in points.
    public var topBar: Double = 0, bottomBar: Double = 0
    /// `simulatedStatusBarMetrics` hides the status bar.
    public var statusBarHidden = false
    /// A freeform simulated size.
    public var freeform = false
    /// The container bars IB infers for a storyboard scene (`ContainerBars`).
    public var navigationBar: (y: Double, height: Double)?
    /// Inside a tab bar controller.
    public var tabBar = false
    /// Shown as a presented (modal) scene: no status bar or home indicator insets.
    public var presented = false
    /// What reading its views found (`ib-…`), located in its elements.
    public var diagnostics: [Diagnostic] = []
    /// For a cell's content view: the cell.
    public var cell: IBCellInfo?
    /// For a header or footer view: what it is to its table or collection.
    public var supplementary: IBSupplementaryInfo?
    /// Other ids that name the root (a cell's own id and its safe-area guide's: constraints a
    /// cell holds on its content view's subviews name the cell).
    public var rootAliases: [String] = []
}
