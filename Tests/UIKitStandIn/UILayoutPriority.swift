import Foundation

/// The layout priority used to indicate the relative importance of constraint-based layout
/// attributes. https://developer.apple.com/documentation/uikit/uilayoutpriority
public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Sendable {
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/rawvalue
    public var rawValue: Float

    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/init(_:)
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/init(rawvalue:)
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A required constraint (1000). https://developer.apple.com/documentation/uikit/uilayoutpriority/required
    public static var required: UILayoutPriority { UILayoutPriority(rawValue: 1000) }

    /// The priority level with which a button resists compressing its content (750).
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/defaulthigh
    public static var defaultHigh: UILayoutPriority { UILayoutPriority(rawValue: 750) }

    /// The priority level at which a button hugs its contents horizontally (250).
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/defaultlow
    public static var defaultLow: UILayoutPriority { UILayoutPriority(rawValue: 250) }

    /// The priority level with which the view wants to conform to the target size in that
    /// computation (50). https://developer.apple.com/documentation/uikit/uilayoutpriority/fittingsizelevel
    public static var fittingSizeLevel: UILayoutPriority { UILayoutPriority(rawValue: 50) }
}
