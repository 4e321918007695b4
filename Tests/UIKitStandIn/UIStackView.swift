import Foundation

/// A streamlined interface for laying out a collection of views in either a column or a row.
/// https://developer.apple.com/documentation/uikit/uistackview
///
/// The stand-in keeps the arranged views and the settings; it does not make the arrangement
/// constraints UIKit makes (verification compares the settings with the layout file instead).
@MainActor open class UIStackView: UIView {
    /// The layout that defines the size and position of the arranged views along the stack
    /// view's axis. https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum
    public enum Distribution: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum/fill
        case fill = 0
        /// https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum/fillequally
        case fillEqually = 1
        /// https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum/fillproportionally
        case fillProportionally = 2
        /// https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum/equalspacing
        case equalSpacing = 3
        /// https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum/equalcentering
        case equalCentering = 4
    }

    /// The layout of arranged views perpendicular to the stack view's axis. `top` and `bottom`
    /// are `leading` and `trailing` under other names, as in the SDK.
    /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum
    public enum Alignment: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/fill
        case fill = 0
        /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/leading
        case leading = 1
        /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/firstbaseline
        case firstBaseline = 2
        /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/center
        case center = 3
        /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/trailing
        case trailing = 4
        /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/lastbaseline
        case lastBaseline = 5
        /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/top
        public static var top: UIStackView.Alignment { .leading }
        /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/bottom
        public static var bottom: UIStackView.Alignment { .trailing }
    }

    private var arranged: [UIView] = []
    private var custom: [ObjectIdentifier: CGFloat] = [:]

    /// Returns a new stack view object that manages the provided views.
    /// https://developer.apple.com/documentation/uikit/uistackview/init(frame:)
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Returns a new stack view object that manages the provided views (added as arranged
    /// subviews and as subviews, in order).
    /// https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    /// Adds a view to the end of the arranged subviews array; it becomes a subview if it is not
    /// one already (an existing subview keeps its place among the subviews).
    /// https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:)
    open func addArrangedSubview(_ view: UIView) {
        if view.superview !== self { addSubview(view) }
        arranged.removeAll { $0 === view }
        arranged.append(view)
    }

    /// The list of views arranged by the stack view.
    /// https://developer.apple.com/documentation/uikit/uistackview/arrangedsubviews
    open var arrangedSubviews: [UIView] { arranged }

    /// The axis along which the arranged views lay out.
    /// https://developer.apple.com/documentation/uikit/uistackview/axis
    open var axis: NSLayoutConstraint.Axis = .horizontal

    /// The distribution of the arranged views along the stack view's axis.
    /// https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.property
    open var distribution: UIStackView.Distribution = .fill

    /// The alignment of the arranged subviews perpendicular to the stack view's axis.
    /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.property
    open var alignment: UIStackView.Alignment = .fill

    /// The distance in points between the adjacent edges of the stack view's arranged views.
    /// https://developer.apple.com/documentation/uikit/uistackview/spacing
    open var spacing: CGFloat = 0

    /// The default spacing for subviews within a stack view: what `customSpacing(after:)`
    /// returns when none was set. The SDK does not document its value; the stand-in uses the
    /// largest `Float`, which no real spacing equals.
    /// https://developer.apple.com/documentation/uikit/uistackview/spacingusedefault
    @available(iOS 11.0, *)
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// Applies custom spacing after the specified view.
    /// https://developer.apple.com/documentation/uikit/uistackview/setcustomspacing(_:after:)
    @available(iOS 11.0, *)
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        custom[ObjectIdentifier(arrangedSubview)] = spacing
    }

    /// Returns the custom spacing after the specified view (`spacingUseDefault` if none).
    /// https://developer.apple.com/documentation/uikit/uistackview/customspacing(after:)
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        custom[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// A Boolean value that determines whether the vertical spacing between views is measured
    /// from their baselines. https://developer.apple.com/documentation/uikit/uistackview/isbaselinerelativearrangement
    open var isBaselineRelativeArrangement: Bool = false

    /// A Boolean value that determines whether the stack view lays out its arranged views
    /// relative to its layout margins.
    /// https://developer.apple.com/documentation/uikit/uistackview/islayoutmarginsrelativearrangement
    open var isLayoutMarginsRelativeArrangement: Bool = false
}
