import Foundation

/// A view that displays one or more lines of informational text.
/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView {}

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
}

/// An object that displays an editable text area in your interface.
/// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor open class UITextField: UIControl {}
