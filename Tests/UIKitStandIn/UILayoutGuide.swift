import Foundation

/// A rectangular area that can interact with Auto Layout.
/// https://developer.apple.com/documentation/uikit/uilayoutguide
@MainActor open class UILayoutGuide: NSObject {
    /// Creates a guide that belongs to no view until `addLayoutGuide(_:)`.
    /// https://developer.apple.com/documentation/uikit/uilayoutguide
    public override init() { super.init() }

    /// The view that owns this layout guide.
    /// https://developer.apple.com/documentation/uikit/uilayoutguide/owningview
    open weak var owningView: UIView?

    /// A string used to identify the layout guide.
    /// https://developer.apple.com/documentation/uikit/uilayoutguide/identifier
    open var identifier: String = ""

    /// The layout guide's frame in its owning view's coordinate system (the stand-in lays
    /// nothing out: always `.zero`). https://developer.apple.com/documentation/uikit/uilayoutguide/layoutframe
    open var layoutFrame: CGRect { .zero }

    /// https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// https://developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// https://developer.apple.com/documentation/uikit/uilayoutguide/leftanchor
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// https://developer.apple.com/documentation/uikit/uilayoutguide/rightanchor
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// https://developer.apple.com/documentation/uikit/uilayoutguide/centerxanchor
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// https://developer.apple.com/documentation/uikit/uilayoutguide/bottomanchor
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// https://developer.apple.com/documentation/uikit/uilayoutguide/centeryanchor
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// https://developer.apple.com/documentation/uikit/uilayoutguide/widthanchor
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// https://developer.apple.com/documentation/uikit/uilayoutguide/heightanchor
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

/// A layout guide that tracks the position of a view (iOS 17's superclass of the keyboard guide).
/// https://developer.apple.com/documentation/uikit/uitrackinglayoutguide
@MainActor open class UITrackingLayoutGuide: UILayoutGuide {}

/// A layout guide that represents the space the keyboard occupies in your app's layout (iOS 15).
/// https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide
@available(iOS 15.0, *)
@MainActor open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {}
