/// What vflc knows of each UIKit view element Interface Builder writes: its class, how it is
/// mapped, and which of its sides have an intrinsic content size (the `.layout` view kind it
/// maps to is LayoutInterfaceBuilder's `ElementViewKinds`).
public struct IBElementKind: Sendable {
    /// The UIKit class.
    public var className: String
    /// Which sides the element's content gives an intrinsic size (UIKit's
    /// `intrinsicContentSize` is `noIntrinsicMetric` on the others).
    public var intrinsic: IntrinsicSides
    /// How the element is mapped beyond a plain view (scroll views have a content area).
    public var special: Special = .none

    /// Which sides have an intrinsic size.
    public enum IntrinsicSides: Sendable { case none, both, heightOnly, ifImage, ifNotScrolling }

    /// How the element is mapped beyond a plain view.
    public enum Special: Sendable { case none, scroll, stack, table, collection }

    /// The element names of UIKit views. Intrinsic sides follow each class's
    /// `intrinsicContentSize` (https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize):
    /// labels, buttons, fields and most controls size to their content on both axes; a
    /// slider, a progress view and bars have a height but take any width; an image view only
    /// with an image; a text view only when it does not scroll.
    public static let table: [String: IBElementKind] = [
        "view": .init(className: "UIView", intrinsic: .none),
        "label": .init(className: "UILabel", intrinsic: .both),
        "button": .init(className: "UIButton", intrinsic: .both),
        "imageView": .init(className: "UIImageView", intrinsic: .ifImage),
        "textField": .init(className: "UITextField", intrinsic: .both),
        "textView": .init(className: "UITextView", intrinsic: .ifNotScrolling),
        "switch": .init(className: "UISwitch", intrinsic: .both),
        "slider": .init(className: "UISlider", intrinsic: .heightOnly),
        "segmentedControl": .init(className: "UISegmentedControl", intrinsic: .both),
        "stepper": .init(className: "UIStepper", intrinsic: .both),
        "pageControl": .init(className: "UIPageControl", intrinsic: .both),
        "progressView": .init(className: "UIProgressView", intrinsic: .heightOnly),
        "activityIndicatorView": .init(className: "UIActivityIndicatorView", intrinsic: .both),
        "pickerView": .init(className: "UIPickerView", intrinsic: .both),
        "datePicker": .init(className: "UIDatePicker", intrinsic: .both),
        "colorWell": .init(className: "UIColorWell", intrinsic: .both),
        "tableView": .init(className: "UITableView", intrinsic: .none, special: .table),
        "collectionView": .init(className: "UICollectionView", intrinsic: .none, special: .collection),
        "scrollView": .init(className: "UIScrollView", intrinsic: .none, special: .scroll),
        "stackView": .init(className: "UIStackView", intrinsic: .none, special: .stack),
        "visualEffectView": .init(className: "UIVisualEffectView", intrinsic: .none),
        "mapView": .init(className: "MKMapView", intrinsic: .none),
        "webView": .init(className: "UIWebView", intrinsic: .none),
        "wkWebView": .init(className: "WKWebView", intrinsic: .none),
        "navigationBar": .init(className: "UINavigationBar", intrinsic: .heightOnly),
        "toolbar": .init(className: "UIToolbar", intrinsic: .heightOnly),
        "tabBar": .init(className: "UITabBar", intrinsic: .heightOnly),
        "searchBar": .init(className: "UISearchBar", intrinsic: .heightOnly),
        "containerView": .init(className: "UIView", intrinsic: .none),
        // A cell's content view written among its subviews (old documents) rather than by key.
        "tableViewCellContentView": .init(className: "UITableViewCellContentView", intrinsic: .none),
        "collectionViewCellContentView": .init(className: "UIView", intrinsic: .none),
        "glkView": .init(className: "GLKView", intrinsic: .none),
        "sceneKitView": .init(className: "SCNView", intrinsic: .none),
        "skView": .init(className: "SKView", intrinsic: .none),
        "arscnView": .init(className: "ARSCNView", intrinsic: .none),
        "arskView": .init(className: "ARSKView", intrinsic: .none),
        "mtkView": .init(className: "MTKView", intrinsic: .none),
        "adBannerView": .init(className: "ADBannerView", intrinsic: .both),
        "searchTextField": .init(className: "UISearchTextField", intrinsic: .both),
    ]

    /// Elements that are views UIKit lays out by itself and vflc does not map yet.
    /// How far a view's frame extends past its alignment rectangle, the rectangle Auto
    /// Layout places ("the constraint-based layout system uses the alignment rectangles",
    /// https://developer.apple.com/documentation/uikit/uiview/alignmentrectinsets): IB stores
    /// frames, the constraints hold the alignment rectangle. Measured on documents: a slider's
    /// frame is 2 pt wider on each side and 1 pt taller below, a switch's 2 pt wider on the
    /// right, a segmented control's 1 pt taller below.
    public static let alignmentInsets: [String: IBInsets] = [
        "slider": IBInsets(top: 0, left: 2, bottom: 1, right: 2),
        "switch": IBInsets(top: 0, left: 0, bottom: 0, right: 2),
        "segmentedControl": IBInsets(top: 0, left: 0, bottom: 1, right: 0),
    ]

    /// The alignment rectangle of a stored `frame` of element `element`.
    public static func alignmentRect(_ frame: IBRect, element: String) -> IBRect {
        guard let i = alignmentInsets[element] else { return frame }
        return IBRect(x: frame.x + i.left, y: frame.y + i.top, width: frame.width - i.left - i.right,
                      height: frame.height - i.top - i.bottom)
    }

    /// Elements that are views only as the root of a unit of their own: a collection's reusable
    /// view, which has no content view.
    public static let unitRoots: [String: IBElementKind] = [
        "collectionReusableView": .init(className: "UICollectionReusableView", intrinsic: .none),
    ]

    /// The elements of cells, whose content views are units.
    public static let cells: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]

    /// Children of a view element that are not views and not read: appearance, content and
    /// editor state. An element neither here nor a view is reported once as unknown.
    public static let ignoredChildren: Set<String> = [
        "color", "fontDescription", "nil", "state", "point", "size", "userDefinedRuntimeAttributes",
        "accessibility", "connections", "imageReference", "preferredSymbolConfiguration", "string",
        "attributedString", "textInputTraits", "segments", "buttonConfiguration", "backgroundConfiguration",
        "inset", "real", "integer", "boolean", "date", "locale", "timeZone", "dataDetectorType",
        "navigationItem", "items", "simulatedStatusBarMetrics", "simulatedTopBarMetrics",
        "simulatedNavigationBarMetrics", "simulatedTabBarMetrics", "simulatedToolbarMetrics",
        "simulatedOrientationMetrics", "freeformSimulatedSizeMetrics", "simulatedScreenMetrics",
        "simulatedMetricsContainer", "textAttributes", "offsetWrapper", "gestureRecognizers",
        "collectionViewFlowLayout", "collectionViewLayout", "blurEffect", "vibrancyEffect",
        "prototypes", "cells", "sections", "edgeInsets", "directionalEdgeInsets", "rect", "autoresizingMask",
        "subviews", "constraints", "viewLayoutGuide", "variation", "animations", "barButtonItem",
        "scrollEdgeAppearance", "standardAppearance", "compactAppearance", "tabBarAppearance",
        "navigationBarAppearance", "toolbarAppearance", "tabBarItem", "pointerStyle", "configuration",
        "mapCamera", "wkWebViewConfiguration", "dataDetectorTypes", "audiovisualMediaTypes", "preferences",
        "webPreferences", "userContentController", "contentInsets", "menu", "behaviour", "image", "shadowOffset",
        "attributedTitle", "mutableString", "searchBarAppearance", "scopeButtonTitles", "tableViewSection",
        "tableViewCell", "segment", "imageSymbolConfiguration", "mask", "viewControllerLayoutGuide",
        "layoutGuides", "titleTextAttributes", "largeTitleTextAttributes", "barAppearance", "background",
        "dateComponents", "calendar",
    ]
}
