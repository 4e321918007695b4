import Foundation

/// An object that manages a view hierarchy for your UIKit app. Not used by generated code:
/// the stand-in declares it so the example app's view controller (Examples/OrderApp) builds
/// on Linux. https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// Creates a view controller with the nib file in the specified bundle (the stand-in loads
    /// no nib: `loadView()` makes a plain view).
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// Creates a view controller from data in an unarchiver (the stand-in archives nothing).
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { super.init() }

    /// `init(nibName: nil, bundle: nil)`.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// The view that the controller manages; loaded (`loadView()`, then `viewDidLoad()`) when
    /// first read. https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// The controller's view, if loaded. https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
    open var viewIfLoaded: UIView? { loadedView }

    /// Creates the view that the controller manages.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    open func loadView() { loadedView = UIView(frame: .zero) }

    /// Called after the controller's view is loaded into memory.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}

    /// The traits of the controller's environment (its view's).
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    open var traitCollection: UITraitCollection { loadedView?.traitCollection ?? UITraitCollection() }

    /// Called when the iOS interface environment changes. Deprecated in iOS 17 in favour of
    /// `registerForTraitChanges(_:handler:)`, which the stand-in does not declare.
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
    @available(iOS, introduced: 8.0, deprecated: 17.0)
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
