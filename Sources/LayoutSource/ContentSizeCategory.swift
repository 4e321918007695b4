/// A content size category: the user's preferred text size, the third trait dimension beside
/// the width and height size classes. The twelve cases are UIKit's `UIContentSizeCategory`
/// values (https://developer.apple.com/documentation/uikit/uicontentsizecategory), in order
/// from the smallest; `large` is the system default.
public enum ContentSizeCategory: Int, Sendable, Hashable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The system default (`UIContentSizeCategory.large`).
    public static let defaultCategory = ContentSizeCategory.large
    /// The largest accessibility size, AX5.
    public static let largestAccessibility = ContentSizeCategory.accessibilityExtraExtraExtraLarge

    /// The short name used in `when` conditions, on the command line and in diagnostics:
    /// `XS S M L XL XXL XXXL AX1 … AX5` (AX1 … AX5 as in Apple's Human Interface Guidelines).
    public var shortName: String {
        ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"][rawValue]
    }

    /// SwiftUI's `DynamicTypeSize` spelling (`xSmall … xxxLarge`, `accessibility1 …`): the
    /// long names accepted besides the UIKit names.
    public var dynamicTypeName: String {
        ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
         "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"][rawValue]
    }

    /// The UIKit constant's name, e.g. `accessibilityExtraExtraExtraLarge`.
    public var uikitName: String {
        ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
         "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
         "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"][rawValue]
    }

    /// Whether this is one of the five accessibility sizes (`UIContentSizeCategory.isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Every spelling accepted, for suggestions.
    public static var allNames: [String] {
        allCases.flatMap { [$0.shortName, $0.dynamicTypeName, $0.uikitName] }
    }

    /// Parses a short name (`L`, `AX5`, case-insensitive), a SwiftUI name (`xSmall`,
    /// `accessibility3`) or a UIKit name (`extraLarge`, `accessibilityMedium`).
    public static func parse(_ text: String) -> ContentSizeCategory? {
        let t = text.lowercased()
        return allCases.first { $0.shortName.lowercased() == t || $0.dynamicTypeName.lowercased() == t || $0.uikitName.lowercased() == t }
    }

    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool { a.rawValue < b.rawValue }

    /// The category a misspelt name most likely meant, for "did you mean" messages: `AX6` or
    /// `AX0` the nearest accessibility size, `XXXXL` the largest standard size, otherwise the
    /// short name one edit away (`XLL` → `XL`), if any.
    public static func suggestion(for text: String) -> ContentSizeCategory? {
        let t = text.uppercased()
        if t.hasPrefix("AX"), let n = Int(t.dropFirst(2)) {
            return ContentSizeCategory(rawValue: accessibilityMedium.rawValue + min(max(n, 1), 5) - 1)
        }
        if t.count > 4, t.allSatisfy({ $0 == "X" || $0 == "L" }), t.hasSuffix("L") { return .extraExtraExtraLarge }
        var best: (ContentSizeCategory, Int)?
        for c in allCases {
            let d = editDistance(Array(t.utf8), Array(c.shortName.utf8))
            if d <= 1, best == nil || d < best!.1 { best = (c, d) }
        }
        return best?.0
    }

    private static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count), current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

/// One of the eleven UIKit text styles (`UIFont.TextStyle`,
/// https://developer.apple.com/documentation/uikit/uifont/textstyle), whose point size follows
/// the content size category.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

    /// The point size at `category`, from Apple's Human Interface Guidelines, Typography,
    /// "Specifications — iOS, iPadOS Dynamic Type sizes" (the table in docs/language.md,
    /// "Text styles", with which figures were confirmed where).
    public func pointSize(at category: ContentSizeCategory) -> Double {
        TextStyle.pointSizes[TextStyle.allCases.firstIndex(of: self)!][category.rawValue]
    }

    /// `UIFontMetrics(forTextStyle:).scaledValue(for:)` at `category` relative to the default:
    /// the style's point size at `category` over its size at `large`.
    public func scale(at category: ContentSizeCategory) -> Double {
        pointSize(at: category) / pointSize(at: .large)
    }

    /// Style × category (XS S M L XL XXL XXXL AX1 AX2 AX3 AX4 AX5), in points.
    static let pointSizes: [[Double]] = [
        [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],   // largeTitle
        [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],   // title1
        [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],   // title2
        [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],   // title3
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],   // headline
        [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],   // subheadline
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],   // body
        [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],   // callout
        [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],   // footnote
        [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],   // caption1
        [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],   // caption2
    ]
}
