import Foundation

/// The interface for getting and setting font information.
/// https://developer.apple.com/documentation/uikit/uifont
///
/// The stand-in knows only the system fonts of the text styles: their point size at each
/// content size category, from Apple's Human Interface Guidelines, Typography, "iOS, iPadOS
/// Dynamic Type sizes" (the table docs/language.md reproduces, with what was confirmed where).
open class UIFont: NSObject, @unchecked Sendable {
    /// Constants that describe the preferred styles for fonts.
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle
    public struct TextStyle: Hashable, Equatable, RawRepresentable, Sendable {
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/init(rawvalue:)
        public var rawValue: String
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/init(rawvalue:)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/largetitle
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title1
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title2
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title3
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/headline
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/subheadline
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/body
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/callout
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/caption1
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/caption2
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Point sizes at the twelve categories (XS … AX5), HIG table.
        package var standInPointSizes: [CGFloat] {
            switch self {
            case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title1: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            default: return Array(repeating: 17, count: 12)
            }
        }
    }

    /// The text style of a preferred font (what UIKit keeps in its font descriptor), else `nil`.
    package let standInTextStyle: TextStyle?

    /// The receiver's point size, or the effective vertical point size for a font with a
    /// nonstandard matrix. https://developer.apple.com/documentation/uikit/uifont/pointsize
    public let pointSize: CGFloat

    private init(pointSize: CGFloat, textStyle: TextStyle?) {
        self.pointSize = pointSize
        self.standInTextStyle = textStyle
        super.init()
    }

    /// Returns an instance of the system font for the specified text style with scaling for the
    /// user's selected content size category (the stand-in's app-wide category is `large`).
    /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// Returns an instance of the system font for the appropriate text style and traits.
    /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:compatiblewith:)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle,
                                  compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        return UIFont(pointSize: style.standInPointSizes[category.standInIndex], textStyle: style)
    }

    /// Returns the font object for standard interface items in the specified size.
    /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, textStyle: nil)
    }
}

/// A utility object for obtaining custom fonts that scale to support Dynamic Type.
/// https://developer.apple.com/documentation/uikit/uifontmetrics
@available(iOS 11.0, *)
open class UIFontMetrics: NSObject, @unchecked Sendable {
    private let textStyle: UIFont.TextStyle

    /// Creates a font metrics object for the specified text style.
    /// https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// Scales an arbitrary layout value based on the current Dynamic Type settings (the
    /// stand-in's app-wide category is `large`, so the value is returned unscaled).
    /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:)
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// Returns a version of the specified value that is scaled for the given trait collection:
    /// the value times the style's point size at the collection's category over its size at
    /// `large` (an unspecified category counts as `large`).
    /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:compatiblewith:)
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let sizes = textStyle.standInPointSizes
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        return value * sizes[category.standInIndex] / sizes[UIContentSizeCategory.large.standInIndex]
    }
}

/// A collection of methods that give controls an easy way to adopt automatic adjustment to
/// content category changes. https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting
@MainActor public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    /// A Boolean that indicates whether the object automatically updates its font when the
    /// device's content size category changes.
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    var adjustsFontForContentSizeCategory: Bool { get set }
}
