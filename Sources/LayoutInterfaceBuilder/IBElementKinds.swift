import LayoutSyntax

/// What vflc knows of each UIKit view element Interface Builder writes: its class, the view
/// kind it maps to, and which of its sides have an intrinsic content size.
struct IBElementKind {
    /// The UIKit class.
    var className: String
    /// The `.layout` view kind.
    var kind: ViewKind
    /// Which sides the element's content gives an intrinsic size (UIKit's
    /// `intrinsicContentSize` is `noIntrinsicMetric` on the others).
    var intrinsic: IntrinsicSides
    /// How the element is mapped beyond a plain view (scroll views have a content area).
    var special: Special = .none

    enum IntrinsicSides { case none, both, heightOnly, ifImage, ifNotScrolling }

    /// The language's own defaults of a kind (docs/language.md §2, §17; lowering's
    /// `ControlDefaults`): which sides have an intrinsic size before the file says one (a
    /// declared side `_` keeps these), and the content hugging (horizontal, vertical).
    static func languageDefaults(_ kind: ViewKind) -> (width: Bool, height: Bool, hug: (Double, Double)) {
        switch kind {
        case .label, .button, .image: return (false, false, (251, 251))
        case .switch, .stepper, .activity: return (true, true, (750, 750))
        case .slider, .progress, .segmented, .pages: return (false, true, (250, 750))
        case .picker, .date: return (true, true, (250, 250))
        default: return (false, false, (250, 250))
        }
    }
    enum Special { case none, scroll, stack, table, collection }

    /// The element names of UIKit views. Intrinsic sides follow each class's
    /// `intrinsicContentSize` (https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize):
    /// labels, buttons, fields and most controls size to their content on both axes; a
    /// slider, a progress view and bars have a height but take any width; an image view only
    /// with an image; a text view only when it does not scroll.
    static let table: [String: IBElementKind] = [
        "view": .init(className: "UIView", kind: .view, intrinsic: .none),
        "label": .init(className: "UILabel", kind: .label, intrinsic: .both),
        "button": .init(className: "UIButton", kind: .button, intrinsic: .both),
        "imageView": .init(className: "UIImageView", kind: .image, intrinsic: .ifImage),
        "textField": .init(className: "UITextField", kind: .field, intrinsic: .both),
        "textView": .init(className: "UITextView", kind: .text, intrinsic: .ifNotScrolling),
        "switch": .init(className: "UISwitch", kind: .switch, intrinsic: .both),
        "slider": .init(className: "UISlider", kind: .slider, intrinsic: .heightOnly),
        "segmentedControl": .init(className: "UISegmentedControl", kind: .segmented, intrinsic: .both),
        "stepper": .init(className: "UIStepper", kind: .stepper, intrinsic: .both),
        "pageControl": .init(className: "UIPageControl", kind: .pages, intrinsic: .both),
        "progressView": .init(className: "UIProgressView", kind: .progress, intrinsic: .heightOnly),
        "activityIndicatorView": .init(className: "UIActivityIndicatorView", kind: .activity, intrinsic: .both),
        "pickerView": .init(className: "UIPickerView", kind: .picker, intrinsic: .both),
        "datePicker": .init(className: "UIDatePicker", kind: .date, intrinsic: .both),
        "colorWell": .init(className: "UIColorWell", kind: .view, intrinsic: .both),
        "tableView": .init(className: "UITableView", kind: .table, intrinsic: .none, special: .table),
        "collectionView": .init(className: "UICollectionView", kind: .collection, intrinsic: .none, special: .collection),
        "scrollView": .init(className: "UIScrollView", kind: .scroll, intrinsic: .none, special: .scroll),
        "stackView": .init(className: "UIStackView", kind: .stack, intrinsic: .none, special: .stack),
        "visualEffectView": .init(className: "UIVisualEffectView", kind: .view, intrinsic: .none),
        "mapView": .init(className: "MKMapView", kind: .view, intrinsic: .none),
        "webView": .init(className: "UIWebView", kind: .view, intrinsic: .none),
        "wkWebView": .init(className: "WKWebView", kind: .view, intrinsic: .none),
        "navigationBar": .init(className: "UINavigationBar", kind: .view, intrinsic: .heightOnly),
        "toolbar": .init(className: "UIToolbar", kind: .view, intrinsic: .heightOnly),
        "tabBar": .init(className: "UITabBar", kind: .view, intrinsic: .heightOnly),
        "searchBar": .init(className: "UISearchBar", kind: .view, intrinsic: .heightOnly),
        "containerView": .init(className: "UIView", kind: .view, intrinsic: .none),
        // A cell's content view written among its subviews (old documents) rather than by key.
        "tableViewCellContentView": .init(className: "UITableViewCellContentView", kind: .view, intrinsic: .none),
        "collectionViewCellContentView": .init(className: "UIView", kind: .view, intrinsic: .none),
        "glkView": .init(className: "GLKView", kind: .view, intrinsic: .none),
        "sceneKitView": .init(className: "SCNView", kind: .view, intrinsic: .none),
        "skView": .init(className: "SKView", kind: .view, intrinsic: .none),
        "arscnView": .init(className: "ARSCNView", kind: .view, intrinsic: .none),
        "arskView": .init(className: "ARSKView", kind: .view, intrinsic: .none),
        "mtkView": .init(className: "MTKView", kind: .view, intrinsic: .none),
        "adBannerView": .init(className: "ADBannerView", kind: .view, intrinsic: .both),
        "searchTextField": .init(className: "UISearchTextField", kind: .field, intrinsic: .both),
    ]

    /// Elements that are views UIKit lays out by itself and vflc does not map yet.
    /// How far a view's frame extends past its alignment rectangle, the rectangle Auto
    /// Layout places ("the constraint-based layout system uses the alignment rectangles",
    /// https://developer.apple.com/documentation/uikit/uiview/alignmentrectinsets): IB stores
    /// frames, the constraints hold the alignment rectangle. Measured on documents: a slider's
    /// frame is 2 pt wider on each side and 1 pt taller below, a switch's 2 pt wider on the
    /// right, a segmented control's 1 pt taller below.
    static let alignmentInsets: [String: IBInsets] = [
        "slider": IBInsets(top: 0, left: 2, bottom: 1, right: 2),
        "switch": IBInsets(top: 0, left: 0, bottom: 0, right: 2),
        "segmentedControl": IBInsets(top: 0, left: 0, bottom: 1, right: 0),
    ]

    /// The alignment rectangle of a stored `frame` of element `element`.
    static func alignmentRect(_ frame: IBRect, element: String) -> IBRect {
        guard let i = alignmentInsets[element] else { return frame }
        return IBRect(x: frame.x + i.left, y: frame.y + i.top, width: frame.width - i.left - i.right,
                      height: frame.height - i.top - i.bottom)
    }

    static let cells: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]

    /// Children of a view element that are not views and not read: appearance, content and
    /// editor state. An element neither here nor a view is reported once as unknown.
    static let ignoredChildren: Set<String> = [
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
        "subviews", "constraints", "viewLayoutGuide", "variation", "frameInset", "barButtonItem",
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
