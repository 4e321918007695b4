import LayoutSource

/// The canvas Interface Builder solved a unit on: the frames stored in the document are its
/// solution there.
public struct IBCanvas: Sendable, Hashable {
    /// The root view's size.
    public var width: Double, height: Double
    /// The safe-area insets IB used: the device's status bar and home indicator, and the
    /// simulated navigation and tab bars.
    public var safeArea: IBInsets
    /// The size classes IB showed the unit in; `nil` when no one variant holds the stored
    /// frames (a document without `<device>` whose size-class variations cover every variant).
    public var traits: TraitVariant?
    /// The root's leading and trailing layout margins inside the safe area on this device
    /// (UIKit's system minimum: 20 pt on iPhones 414 pt wide or wider in portrait, else 16 pt
    /// in compact width and 20 pt in regular width).
    public var rootMargin: Double
    /// Pixels per point of the device (2 for a document without one): IB stores frames
    /// rounded to whole pixels, as UIKit displays them.
    public var scale: Double = 2

    /// Creates a canvas.
    public init(width: Double, height: Double, safeArea: IBInsets, traits: TraitVariant?, rootMargin: Double, scale: Double = 2) {
        self.width = width; self.height = height; self.safeArea = safeArea; self.traits = traits
        self.rootMargin = rootMargin; self.scale = scale
    }
}
