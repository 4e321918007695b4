import Foundation

/// A view that displays one or more lines of informational text.
/// https://developer.apple.com/documentation/uikit/uilabel
///
/// Text is not measured on Linux: a test gives the size of the text in the label's font at
/// the default category `large` (`standInIntrinsicContentSize`), and the label scales it by
/// its current font's point size over that font's size at `large` — the text grows with its
/// font, as UIKit's measurement does.
@MainActor open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    private var assignedFont: UIFont = UIFont.systemFont(ofSize: 17)

    /// The font of the text (the system font at 17 points by default). When
    /// `adjustsFontForContentSizeCategory` is on and the font is a text style's, UIKit replaces
    /// it with the style's font at the view's current content size category.
    /// https://developer.apple.com/documentation/uikit/uilabel/font
    open var font: UIFont! {
        get { standInEffectiveFont(assignedFont, adjusts: adjustsFontForContentSizeCategory) }
        set { assignedFont = newValue ?? UIFont.systemFont(ofSize: 17) }
    }

    /// The font last assigned (before any content-size adjustment).
    package var standInAssignedFont: UIFont { assignedFont }

    /// A Boolean that indicates whether the object automatically updates its font when the
    /// device's content size category changes.
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    open var adjustsFontForContentSizeCategory: Bool = false

    /// The measured text size scaled with the current font (see the type's documentation).
    /// https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
    open override var intrinsicContentSize: CGSize {
        standInScaled(super.intrinsicContentSize, font: font, base: assignedFont)
    }

    /// Baselines grow with the font as the text does.
    override package var standInBaselineScale: CGFloat { standInScale(font: font, base: assignedFont) }
}

extension UIView {
    /// `font`, or its text style's font at this view's category when it adjusts.
    func standInEffectiveFont(_ font: UIFont, adjusts: Bool) -> UIFont {
        guard adjusts, let style = font.standInTextStyle else { return font }
        return UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
    }

    /// `size` (measured in `base`'s style at `large`) scaled to `font`.
    func standInScaled(_ size: CGSize, font: UIFont, base: UIFont) -> CGSize {
        let k = standInScale(font: font, base: base)
        func scaled(_ v: CGFloat) -> CGFloat { v == UIView.noIntrinsicMetric ? v : v * k }
        return CGSize(width: scaled(size.width), height: scaled(size.height))
    }

    /// `font`'s point size over `base`'s style's size at `large` (or `base`'s own size).
    func standInScale(font: UIFont, base: UIFont) -> CGFloat {
        let reference = base.standInTextStyle.map { $0.standInPointSizes[UIContentSizeCategory.large.standInIndex] }
            ?? base.pointSize
        return font.pointSize / reference
    }
}

/// An object that displays a single image or a sequence of animated images in your interface.
/// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor open class UIImageView: UIView {}

/// The base class for controls, which are visual elements that convey a specific action or
/// intention in response to user interactions. https://developer.apple.com/documentation/uikit/uicontrol
@MainActor open class UIControl: UIView {}

/// A control that executes your custom code in response to user interactions.
/// https://developer.apple.com/documentation/uikit/uibutton
@MainActor open class UIButton: UIControl {
    /// Specifies the style of a button. https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
    public enum ButtonType: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/custom
        case custom = 0
        /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/system
        case system = 1
        /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/detaildisclosure
        case detailDisclosure = 2
        /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/infolight
        case infoLight = 3
        /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/infodark
        case infoDark = 4
        /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/contactadd
        case contactAdd = 5
        /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/close
        case close = 7
    }

    /// The button type (`.custom` for `init(frame:)`, as in UIKit).
    /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.property
    open private(set) var buttonType: UIButton.ButtonType = .custom

    /// Creates a new button with the specified frame.
    /// https://developer.apple.com/documentation/uikit/uibutton/init(frame:)
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates and returns a new button of the specified type.
    /// https://developer.apple.com/documentation/uikit/uibutton/init(type:)
    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    // UIKit makes the title label a subview; the stand-in keeps it out of the hierarchy (the
    // recorder would otherwise see an undeclared view) and reads its font with the button's traits.
    private lazy var title = UILabel()

    /// A view that displays the value of the currentTitle property for a button.
    /// https://developer.apple.com/documentation/uikit/uibutton/titlelabel
    open var titleLabel: UILabel? { title }

    /// The measured title size scaled with the title label's current font (as `UILabel`).
    /// https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
    open override var intrinsicContentSize: CGSize {
        let base = title.standInAssignedFont
        let current = standInEffectiveFont(base, adjusts: title.adjustsFontForContentSizeCategory)
        return standInScaled(super.intrinsicContentSize, font: current, base: base)
    }

    /// Baselines grow with the title label's font (as `UILabel`).
    override package var standInBaselineScale: CGFloat {
        let base = title.standInAssignedFont
        return standInScale(font: standInEffectiveFont(base, adjusts: title.adjustsFontForContentSizeCategory), base: base)
    }
}

/// An object that displays an editable text area in your interface.
/// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor open class UITextField: UIControl, UIContentSizeCategoryAdjusting {
    private var assignedFont: UIFont?

    /// The font of the text (`nil`: UIKit's default, 12-point Helvetica, which does not scale).
    /// https://developer.apple.com/documentation/uikit/uitextfield/font
    open var font: UIFont? {
        get { assignedFont.map { standInEffectiveFont($0, adjusts: adjustsFontForContentSizeCategory) } }
        set { assignedFont = newValue }
    }

    /// A Boolean that indicates whether the object automatically updates its font when the
    /// device's content size category changes.
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    open var adjustsFontForContentSizeCategory: Bool = false

    /// The measured text size scaled with the current font (as `UILabel`).
    /// https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
    open override var intrinsicContentSize: CGSize {
        guard let base = assignedFont, let current = font else { return super.intrinsicContentSize }
        return standInScaled(super.intrinsicContentSize, font: current, base: base)
    }

    /// Baselines grow with the font (as `UILabel`).
    override package var standInBaselineScale: CGFloat {
        guard let base = assignedFont, let current = font else { return 1 }
        return standInScale(font: current, base: base)
    }
}
