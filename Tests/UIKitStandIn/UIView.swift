import Foundation

/// An abstract interface for responding to and handling events.
/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {}

/// An object that manages the content for a rectangular area on the screen.
/// https://developer.apple.com/documentation/uikit/uiview
///
/// The stand-in keeps the hierarchy, the installed constraints and the Auto Layout
/// properties; it lays nothing out (`frame` stays as set).
@MainActor open class UIView: UIResponder {
    private var subviewList: [UIView] = []
    private weak var parent: UIView?
    private var installed: [NSLayoutConstraint] = []
    private var guides: [UILayoutGuide] = []
    private var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    private var resistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)

    /// The traits a test gave this view (UIKit gets them from the window scene).
    package var standInTraitOverride: UITraitCollection?
    /// The intrinsic content size a test gave this view (the stand-in measures no content).
    package var standInIntrinsicContentSize: CGSize?
    /// Where a test put this view's first and last baselines, from its top. In UIKit a label's,
    /// button's or field's font decides them (no public API sets them); the stand-in lays out
    /// no text, so tests give the layout file's `baseline F,L`.
    package var standInBaselineOffsets: (first: CGFloat, last: CGFloat)?
    /// What the font scales those offsets by (1 here; text views: their font's size over its
    /// size at the default category, as their text).
    package var standInBaselineScale: CGFloat { 1 }

    /// Initializes and returns a newly allocated view object with the specified frame rectangle.
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// A view with a zero frame (`NSObject`'s `init()`, which UIView routes to `init(frame: .zero)`).
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public override convenience init() { self.init(frame: .zero) }

    /// The frame rectangle. https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect

    /// Adds a view to the end of the receiver's list of subviews; a view with another superview
    /// is moved. Adding a view to itself or to one of its subviews is a programmer error.
    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {
        var ancestor: UIView? = self
        while let a = ancestor {
            if a === view { standInProgrammerError("Can't add self as subview") }
            ancestor = a.parent
        }
        if let old = view.parent {
            if old === self { subviewList.removeAll { $0 === view }; subviewList.append(view); return }
            old.subviewList.removeAll { $0 === view }
        }
        view.parent = self
        subviewList.append(view)
    }

    /// The receiver's superview, or `nil` if it has none.
    /// https://developer.apple.com/documentation/uikit/uiview/superview
    open var superview: UIView? { parent }

    /// The receiver's immediate subviews. https://developer.apple.com/documentation/uikit/uiview/subviews
    open var subviews: [UIView] { subviewList }

    /// Adds the specified layout guide to the view.
    /// https://developer.apple.com/documentation/uikit/uiview/addlayoutguide(_:)
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let old = layoutGuide.owningView { old.guides.removeAll { $0 === layoutGuide } }
        layoutGuide.owningView = self
        guides.append(layoutGuide)
    }

    /// The guides added with `addLayoutGuide(_:)` (UIKit's `layoutGuides`, which the stand-in
    /// does not declare publicly).
    package var standInLayoutGuides: [UILayoutGuide] { guides }

    /// A Boolean value that determines whether the view's autoresizing mask is translated into
    /// Auto Layout constraints. https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    open var translatesAutoresizingMaskIntoConstraints: Bool = true

    /// A string that identifies the element (UIView adopts `UIAccessibilityIdentification`).
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
    open var accessibilityIdentifier: String?

    /// A Boolean value that determines whether the view is hidden.
    /// https://developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden: Bool = false

    /// The traits of the view's environment: a test's override, else the superview's.
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    open var traitCollection: UITraitCollection {
        standInTraitOverride ?? parent?.traitCollection ?? UITraitCollection()
    }

    private lazy var safeArea = standInOwnedGuide()
    private lazy var margins = standInOwnedGuide()
    private lazy var readable = standInOwnedGuide()
    private lazy var keyboard: UIKeyboardLayoutGuide = {
        let g = UIKeyboardLayoutGuide()
        g.owningView = self
        return g
    }()

    /// The layout guide representing the portion of your view that is unobscured by bars and
    /// other content. https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide
    @available(iOS 11.0, *)
    open var safeAreaLayoutGuide: UILayoutGuide { safeArea }

    /// A layout guide representing the view's margins.
    /// https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide
    open var layoutMarginsGuide: UILayoutGuide { margins }

    /// A layout guide representing an area with a readable width within the view.
    /// https://developer.apple.com/documentation/uikit/uiview/readablecontentguide
    open var readableContentGuide: UILayoutGuide { readable }

    /// A layout guide that tracks the keyboard's position in your app's layout (iOS 15).
    /// https://developer.apple.com/documentation/uikit/uiview/keyboardlayoutguide
    @available(iOS 15.0, *)
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide { keyboard }

    /// The default spacing to use when laying out content in a view, taking into account the
    /// current language direction. https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins
    @available(iOS 11.0, *)
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

    /// A Boolean value indicating whether the view's layout margins are updated automatically
    /// to reflect the safe area. https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea
    @available(iOS 11.0, *)
    open var insetsLayoutMarginsFromSafeArea: Bool = true

    /// The default spacing to use when laying out content in the view.
    /// https://developer.apple.com/documentation/uikit/uiview/layoutmargins
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// A semantic description of the view's contents.
    /// https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    /// The user interface layout direction appropriate for arranging the immediate content of
    /// the view: its `semanticContentAttribute` relative to its traits' `layoutDirection`
    /// (unspecified counts as left to right). It does not propagate to subviews: each view's
    /// own attribute decides, relative to the environment's direction.
    /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(
            for: semanticContentAttribute,
            relativeTo: traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// Returns the layout direction implied by the specified semantic content attribute,
    /// relative to the specified layout direction: `playback`, `spatial` and
    /// `forceLeftToRight` are left to right ("not flipped"), `forceRightToLeft` right to left,
    /// `unspecified` the given direction.
    /// https://developer.apple.com/documentation/uikit/uiview/userinterfacelayoutdirection(for:relativeto:)
    /// (and https://developer.apple.com/documentation/uikit/uisemanticcontentattribute for the cases)
    open class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                 relativeTo layoutDirection: UIUserInterfaceLayoutDirection)
        -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: return layoutDirection
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }

    /// The natural size for the receiving view, considering only properties of the view itself;
    /// `noIntrinsicMetric` on both axes unless a test set one.
    /// https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
    open var intrinsicContentSize: CGSize {
        standInIntrinsicContentSize ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The absence of an intrinsic metric for a given numeric view property (-1 in the SDK).
    /// https://developer.apple.com/documentation/uikit/uiview/nointrinsicmetric
    public static let noIntrinsicMetric: CGFloat = -1

    /// The constraints held by the view: those activated with it as the closest common ancestor.
    /// https://developer.apple.com/documentation/uikit/uiview/constraints
    open var constraints: [NSLayoutConstraint] { installed }

    func standInInstall(_ c: NSLayoutConstraint) { installed.append(c) }
    func standInUninstall(_ c: NSLayoutConstraint) { installed.removeAll { $0 === c } }

    /// Sets the priority with which a view resists being made larger than its intrinsic size.
    /// https://developer.apple.com/documentation/uikit/uiview/setcontenthuggingpriority(_:for:)
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { hugging.horizontal = priority } else { hugging.vertical = priority }
    }

    /// Sets the priority with which a view resists being made smaller than its intrinsic size.
    /// https://developer.apple.com/documentation/uikit/uiview/setcontentcompressionresistancepriority(_:for:)
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { resistance.horizontal = priority } else { resistance.vertical = priority }
    }

    /// Returns the priority with which a view resists being made larger than its intrinsic
    /// size (250 by default, `defaultLow`).
    /// https://developer.apple.com/documentation/uikit/uiview/contenthuggingpriority(for:)
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? hugging.horizontal : hugging.vertical
    }

    /// Returns the priority with which a view resists being made smaller than its intrinsic
    /// size (750 by default, `defaultHigh`).
    /// https://developer.apple.com/documentation/uikit/uiview/contentcompressionresistancepriority(for:)
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? resistance.horizontal : resistance.vertical
    }

    /// The layout anchor representing the leading edge of the view's frame.
    /// https://developer.apple.com/documentation/uikit/uiview/leadinganchor
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The layout anchor representing the trailing edge of the view's frame.
    /// https://developer.apple.com/documentation/uikit/uiview/trailinganchor
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The layout anchor representing the left edge of the view's frame.
    /// https://developer.apple.com/documentation/uikit/uiview/leftanchor
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The layout anchor representing the right edge of the view's frame.
    /// https://developer.apple.com/documentation/uikit/uiview/rightanchor
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The layout anchor representing the horizontal center of the view's frame.
    /// https://developer.apple.com/documentation/uikit/uiview/centerxanchor
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The layout anchor representing the top edge of the view's frame.
    /// https://developer.apple.com/documentation/uikit/uiview/topanchor
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The layout anchor representing the bottom edge of the view's frame.
    /// https://developer.apple.com/documentation/uikit/uiview/bottomanchor
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The layout anchor representing the vertical center of the view's frame.
    /// https://developer.apple.com/documentation/uikit/uiview/centeryanchor
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The layout anchor representing the baseline for the topmost line of text in the view.
    /// https://developer.apple.com/documentation/uikit/uiview/firstbaselineanchor
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The layout anchor representing the baseline for the bottommost line of text in the view.
    /// https://developer.apple.com/documentation/uikit/uiview/lastbaselineanchor
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    /// The layout anchor representing the width of the view's frame.
    /// https://developer.apple.com/documentation/uikit/uiview/widthanchor
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The layout anchor representing the height of the view's frame.
    /// https://developer.apple.com/documentation/uikit/uiview/heightanchor
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    /// The closest view that is `a` or an ancestor of `a` and also `b` or an ancestor of `b`
    /// (a view is its own ancestor, as in UIKit's constraint installation rule).
    static func standInClosestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        var chain: [ObjectIdentifier] = []
        var x: UIView? = a
        while let v = x { chain.append(ObjectIdentifier(v)); x = v.parent }
        var y: UIView? = b
        while let v = y {
            if chain.contains(ObjectIdentifier(v)) { return v }
            y = v.parent
        }
        return nil
    }
}
