import Foundation

/// Inset distances for views. https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Hashable, Sendable {
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/top
    public var top: CGFloat
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/left
    public var left: CGFloat
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom
    public var bottom: CGFloat
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/right
    public var right: CGFloat
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/init()
    public init() { top = 0; left = 0; bottom = 0; right = 0 }
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
    public static let zero = UIEdgeInsets()
}

/// Edge insets that take language direction into account.
/// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/top
    public var top: CGFloat
    /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/leading
    public var leading: CGFloat
    /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/bottom
    public var bottom: CGFloat
    /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/trailing
    public var trailing: CGFloat
    /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/init()
    public init() { top = 0; leading = 0; bottom = 0; trailing = 0 }
    /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/init(top:leading:bottom:trailing:)
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/zero
    public static let zero = NSDirectionalEdgeInsets()
}

/// A semantic description of the view's contents, used to determine whether the view should
/// be flipped when switching between left-to-right and right-to-left layouts.
/// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute
public enum UISemanticContentAttribute: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/unspecified
    case unspecified = 0
    /// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/playback
    case playback = 1
    /// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/spatial
    case spatial = 2
    /// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/forcelefttoright
    case forceLeftToRight = 3
    /// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/forcerighttoleft
    case forceRightToLeft = 4
}
