import LayoutConsoleLog

/// Who made a constraint, as far as its description tells.
public enum ConstraintOrigin: String, Sendable {
    /// The app (its code, a storyboard, SnapKit, Masonry…).
    case app
    /// UIKit's translation of a view's frame and autoresizing mask.
    case autoresizing
    /// UIKit itself: an encapsulated size, a stack view's arrangement, margins and safe-area
    /// guides, keyboard and bar internals.
    case system

    /// The origin of `header` relating `items`.
    static func of(_ header: ConstraintHeader?, items: [LogItem]) -> ConstraintOrigin {
        guard let header else { return .app }
        if header.className == "NSAutoresizingMaskLayoutConstraint" { return .autoresizing }
        if header.className == "_UILayoutSupportConstraint" { return .system }
        if let id = header.identifier, SystemNames.isSystemIdentifier(id) { return .system }
        if !items.isEmpty, items.allSatisfy(SystemNames.isSystemItem) { return .system }
        return .app
    }
}

/// The names UIKit gives its own constraints and views.
enum SystemNames {
    /// Identifier prefixes of the constraints UIKit makes (observed in its logs).
    private static let identifierPrefixes = [
        "UIView-Encapsulated-Layout-", "UISV-", "UIView-leftMargin-guide-constraint", "UIView-rightMargin-guide-constraint",
        "UIView-topMargin-guide-constraint", "UIView-bottomMargin-guide-constraint", "UIView-leadingMargin-guide-constraint",
        "UIView-trailingMargin-guide-constraint", "UIViewSafeAreaLayoutGuide-", "UIViewLayoutMarginsGuide-",
        "_UITemporaryLayout", "fittingSizeHTarget", "fittingSizeVTarget", "UIInputWindowController-", "UIButtonBar.",
        "IB_", "BIB_", "CB_", "Mask_", "MaskEV_", "UINav", "UINavItemContentGuide-", "assistant", "accessoryView.",
        "UIInputViewSetPlacement", "UIKB", "UIImageView-Encapsulated", "UIStackView-",
    ]

    static func isSystemIdentifier(_ id: String) -> Bool { identifierPrefixes.contains { id.hasPrefix($0) } }

    /// UIKit's private views and windows: a leading underscore, Swift classes of the UIKit
    /// module (`_TtCC5UIKit…`, or `*TtC5UIKit…` where Markdown ate the underscore), and the
    /// keyboard's and text input's own classes.
    private static let privateClassPrefixes = [
        "_", "*Tt", "UIKeyboard", "UIInputSet", "UITextEffectsWindow", "UIRemoteKeyboardWindow", "UIKBTutorial",
        "UIKB", "SystemInputAssistantView", "UIButtonLabel", "UITransitionView", "UILayoutContainerView",
        "UIContinuousPathIntroduct", "UIInputWindowController", "UICompatibilityInputViewController",
    ]

    static func isSystemItem(_ item: LogItem) -> Bool {
        if item.superviewOf != nil { return false }
        if let g = item.text, item.className == "UILayoutGuide",
           g == "UIViewLayoutMarginsGuide" || g == "UIViewSafeAreaLayoutGuide" || g.hasPrefix("UINavigationBar") { return true }
        let name = item.className ?? item.name ?? ""
        if name.hasPrefix("_Tt") { return name.contains("5UIKit") }
        if name.hasPrefix("*Tt") { return name.contains("5UIKit") }
        return privateClassPrefixes.contains { name.hasPrefix($0) }
    }

    /// Whether the identifier names one of UIKit's size constraints that stand for a size
    /// decided elsewhere: a cell's or input view's size from its container, a temporary or
    /// fitting width, a stack's hiding.
    static func containerSizeKind(_ id: String?) -> ContainerSize? {
        guard let id else { return nil }
        if id == "UIView-Encapsulated-Layout-Height" || id == "UIView-Encapsulated-Layout-Width" { return .encapsulated }
        if id == "_UITemporaryLayoutWidth" || id == "_UITemporaryLayoutHeight" { return .temporary }
        if id == "fittingSizeHTarget" || id == "fittingSizeVTarget" { return .fitting }
        return nil
    }

    enum ContainerSize { case encapsulated, temporary, fitting }
}
