/// The user interface layout direction a file is compiled for (`--direction ltr|rtl`):
/// UIKit's `UIUserInterfaceLayoutDirection` (`.leftToRight`, `.rightToLeft`), which the
/// trait collection's `layoutDirection` carries from the app's language.
/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Left to right (English): leading is left.
    case leftToRight = "ltr"
    /// Right to left (Arabic, Hebrew): leading is right.
    case rightToLeft = "rtl"

    /// Parses `ltr` or `rtl`.
    public static func parse(_ text: String) -> LayoutDirection? { LayoutDirection(rawValue: text.lowercased()) }

    /// `ltr` before `rtl`.
    public static func < (a: LayoutDirection, b: LayoutDirection) -> Bool { a == .leftToRight && b == .rightToLeft }
}
