import LayoutSource
import LayoutSyntax

// The Interface Builder document as read from its XML, before it becomes syntax: the
// objects, their frames, settings and constraints, with the XML element each came from.
// Only `IBDocumentReader` builds it; `UnitSyntaxBuilder` maps it to a `LayoutFileSyntax`.

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
typealias VariantIndex = Int

/// Something installed in some of the four variants (a view, a constraint).
struct Installed: Hashable {
    /// Per `TraitVariant.all` index.
    var variants: [Bool] = [true, true, true, true]
    static let everywhere = Installed()
    static let nowhere = Installed(variants: [false, false, false, false])
    var isEverywhere: Bool { variants.allSatisfy { $0 } }
    var isNowhere: Bool { !variants.contains(true) }
}

/// The `autoresizingMask` of a view: which of its margins and sizes are flexible.
struct IBAutoresizing: Hashable {
    var flexibleLeft = false, flexibleWidth = false, flexibleRight = false
    var flexibleTop = false, flexibleHeight = false, flexibleBottom = false
}

/// A `<constraint>`.
struct IBConstraint {
    /// The element.
    var element: Int
    var id: String
    /// `nil`: the view that holds the constraint.
    var firstItem: String?
    var firstAttribute: String
    var secondItem: String?
    var secondAttribute: String?
    /// `==`, `<=`, `>=` spelled as IB spells them (`greaterThanOrEqual`); `nil` for equal.
    var relation: String?
    var multiplier: Double
    /// The multiplier as a fraction when written `3:4` or `1/3`.
    var ratio: (numerator: Double, denominator: Double)?
    var constant: Double
    var priority: Double
    /// `placeholder="YES"`: removed at build time.
    var placeholder: Bool
    /// `symbolic="YES"`: the standard spacing, whatever constant is written.
    var symbolic = false
    /// The variants it is installed in.
    var installed: Installed = .everywhere
    /// Its constant per variant where a `<variation constant=>` changes it.
    var constants: [Double?] = [nil, nil, nil, nil]
}

/// A view's size-class variation (`<variation key="heightClass=compact">`).
struct IBVariation {
    var element: Int
    /// The variants it applies to and its rank (more specific applies later).
    var variants: [VariantIndex]
    var rank: Int
    /// `<mask key="subviews">`: ids included and excluded.
    var includedSubviews: [String] = [], excludedSubviews: [String] = []
    /// `<mask key="constraints">`.
    var includedConstraints: [String] = [], excludedConstraints: [String] = []
    /// Other attributes of the variation element (`hidden`, `axis`, `spacing`, …).
    var attributes: [String: String] = [:]
}

/// A view element of the document (any UIKit view or an unknown/custom one).
struct IBView {
    var element: Int
    /// The element name (`label`, `view`, `stackView`).
    var elementName: String
    var id: String
    /// The UIKit class of the element (`UILabel`), `UIView` for unknown elements.
    var className: String
    var customClass: String?
    /// The parent view (index into the unit's views), `nil` for the unit's root.
    var parent: Int?
    var subviews: [Int] = []
    var frame: IBRect?
    /// Whether the document stores the frame (IB writes none for an empty one, which reads as
    /// zero but is not IB's solution for anything).
    var frameStored = true
    /// The element of the `<rect key="frame">` (or `frameInset`), for locations.
    var frameElement: Int?
    var autoresizing: IBAutoresizing?
    var autoresizingElement: Int?
    /// The explicit `translatesAutoresizingMaskIntoConstraints`, if written.
    var translatesAutoresizing: Bool?
    var misplaced = false, ambiguous = false, hidden = false
    var hugging: (h: Double?, v: Double?) = (nil, nil)
    var resistance: (h: Double?, v: Double?) = (nil, nil)
    /// `placeholderIntrinsicWidth/Height`: a number, or `.some(nil)` for "none" (`infinite`).
    var placeholderWidth: Double??, placeholderHeight: Double??
    var layoutMargins: (top: Double, leading: Double, bottom: Double, trailing: Double)?
    var insetsMarginsFromSafeArea = true
    var marginsFollowReadableWidth = false
    var safeAreaGuide: String?
    var contentGuide: String?, frameGuide: String?
    var constraints: [IBConstraint] = []
    var variations: [IBVariation] = []
    /// The variants it is installed in (from its superview's variations).
    var installed: Installed = .everywhere
    /// Naming material: outlet, user label, text or title.
    var outlet: String?
    var userLabel: String?
    var text: String?
    /// `fontDescription pointSize`, for baselines.
    var pointSize: Double?
    var numberOfLines: Int?
    /// Whether the view shows content that gives it an intrinsic size (see `IntrinsicRule`).
    var image: String?
    /// The image is an SF Symbol (`catalog="system"`).
    var symbolImage = false
    var scrollEnabled = true
    /// The element's own attributes, for settings read per variant (stack views, `hidden`).
    var attributes: [String: String] = [:]
}

/// One unit of the document before mapping: a scene's root view or a top-level view.
/// A prototype (or static, or xib) table or collection view cell, whose content view is a unit.
struct IBCellInfo {
    /// The cell element.
    var element: Int
    var kind: CellKind
    /// Whether the table sizes its rows to fit (`rowHeight="-1"`, "Automatic"): the unit is a
    /// `cell table` file; otherwise it is laid out at its stored size.
    var selfSizing: Bool
    /// The table's `estimatedRowHeight` when it gives one.
    var estimatedHeight: Double?
    var customClass: String?
    var reuseIdentifier: String?
    var userLabel: String?
    /// `preservesSuperviewLayoutMargins` on the cell or its content view: the content view's
    /// margins are the table's (11 pt top and bottom, the root margin at the sides).
    var preservesMargins: Bool
    /// The cell's stored frame, when it has a content view: the content view is the cell less
    /// the separator below it and the accessory beside it, so a constraint naming the cell
    /// (documents before Xcode 6 hold them on the cell) reaches past the content view by as much.
    var frame: IBRect? = nil
}

struct IBUnitModel {
    enum Kind { case scene, topLevelView, cell }
    var kind: Kind
    var views: [IBView]
    /// The element of the view controller (scenes) or of the root view.
    var ownerElement: Int
    var viewControllerClass: String?
    var viewControllerName: String?
    /// For a xib's top-level view: the File's Owner's class when the view is its `view`.
    var ownerClass: String?
    /// `<viewControllerLayoutGuide type="top|bottom" id=>` of the scene.
    var topGuide: String?, bottomGuide: String?
    /// The simulated bars over the root: top bar height and bottom bar height, in points.
    var topBar: Double = 0, bottomBar: Double = 0
    var statusBarHidden = false
    var freeform = false
    /// The container bars IB infers for a storyboard scene (`ContainerBars`).
    var navigationBar: (y: Double, height: Double)?
    var tabBar = false
    /// Shown as a presented (modal) scene: no status bar or home indicator insets.
    var presented = false
    /// What reading its views found (`ib-…`), located in its elements.
    var diagnostics: [Diagnostic] = []
    /// For a cell's content view: the cell.
    var cell: IBCellInfo?
    /// Other ids that name the root (a cell's own id and its safe-area guide's: constraints a
    /// cell holds on its content view's subviews name the cell).
    var rootAliases: [String] = []
}
