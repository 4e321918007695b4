import Foundation

/// Constants that indicate the size class of the interface.
/// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass/unspecified
    case unspecified = 0
    /// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass/compact
    case compact = 1
    /// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass/regular
    case regular = 2
}

/// The layout direction associated with the current environment.
/// https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection/unspecified
    case unspecified = -1
    /// https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection/lefttoright
    case leftToRight = 0
    /// https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection/righttoleft
    case rightToLeft = 1
}

/// Constants that specify the directional flow of the user interface.
/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/lefttoright
    case leftToRight = 0
    /// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/righttoleft
    case rightToLeft = 1
}

/// Constants that indicate the preferred size of your content.
/// https://developer.apple.com/documentation/uikit/uicontentsizecategory
public struct UIContentSizeCategory: Hashable, Equatable, RawRepresentable, Sendable {
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/init(rawvalue:)
    public var rawValue: String
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/init(rawvalue:)
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/unspecified
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/extrasmall
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/small
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/medium
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/large
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/extralarge
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/extraextralarge
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/extraextraextralarge
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilitymedium
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilitylarge
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextralarge
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextraextralarge
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextraextraextralarge
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The twelve categories from the smallest (the order of Apple's "Font sizes" list), for the
    /// comparison operators and the stand-in's point-size table.
    package static let standInOrder: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The position in `standInOrder`; `unspecified` (and unknown values) count as `large`.
    package var standInIndex: Int { Self.standInOrder.firstIndex(of: self) ?? 3 }

    /// A Boolean value that indicates whether the content size category is associated with
    /// accessibility (the five `accessibility…` categories).
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/isaccessibilitycategory
    public var isAccessibilityCategory: Bool { standInIndex >= 7 && self != .unspecified }

    // UIKit declares the comparison operators without a `Comparable` conformance (iOS 11;
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory, "Comparing
    // content size categories"; Apple forums thread 705693 notes the missing conformance).

    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/<(_:_:)
    public static func < (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        left.standInIndex < right.standInIndex
    }
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/<=(_:_:)
    public static func <= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        left.standInIndex <= right.standInIndex
    }
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/>(_:_:)
    public static func > (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        left.standInIndex > right.standInIndex
    }
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/>=(_:_:)
    public static func >= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        left.standInIndex >= right.standInIndex
    }
}

/// The iOS interface environment for your app, defined by traits such as horizontal and
/// vertical size class. Immutable and thread-safe, as in the SDK (not main-actor isolated).
/// https://developer.apple.com/documentation/uikit/uitraitcollection
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/verticalsizeclass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/layoutdirection
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    // Which traits this collection specifies; `init(traitsFrom:)` takes a later collection's
    // value only for the traits it specifies, as UIKit does.
    private let specified: Set<String>

    /// A trait collection whose traits are all unspecified.
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init()
    public override init() {
        horizontalSizeClass = .unspecified; verticalSizeClass = .unspecified
        preferredContentSizeCategory = .unspecified; layoutDirection = .unspecified
        specified = []
        super.init()
    }

    private init(h: UIUserInterfaceSizeClass, v: UIUserInterfaceSizeClass, category: UIContentSizeCategory,
                 direction: UITraitEnvironmentLayoutDirection, specified: Set<String>) {
        horizontalSizeClass = h; verticalSizeClass = v
        preferredContentSizeCategory = category; layoutDirection = direction
        self.specified = specified
        super.init()
    }

    /// Creates a trait collection that contains only a specified horizontal size class.
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(horizontalsizeclass:)
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(h: horizontalSizeClass, v: .unspecified, category: .unspecified, direction: .unspecified,
                  specified: ["h"])
    }

    /// Creates a trait collection that contains only a specified vertical size class.
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(verticalsizeclass:)
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(h: .unspecified, v: verticalSizeClass, category: .unspecified, direction: .unspecified,
                  specified: ["v"])
    }

    /// Creates a trait collection that contains only a specified content size category trait.
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:)
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(h: .unspecified, v: .unspecified, category: preferredContentSizeCategory, direction: .unspecified,
                  specified: ["c"])
    }

    /// Creates a trait collection that contains only a specified layout direction.
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(layoutdirection:)
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(h: .unspecified, v: .unspecified, category: .unspecified, direction: layoutDirection,
                  specified: ["d"])
    }

    /// Creates a trait collection consisting of traits merged from a specified array of trait
    /// collections (a later collection's specified trait wins). Deprecated in iOS 17 in favour
    /// of `init(mutations:)`, which the stand-in does not declare.
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(traitsfrom:)
    @available(iOS, introduced: 8.0, deprecated: 17.0)
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var h = UIUserInterfaceSizeClass.unspecified, v = UIUserInterfaceSizeClass.unspecified
        var c = UIContentSizeCategory.unspecified, d = UITraitEnvironmentLayoutDirection.unspecified
        var s = Set<String>()
        for t in traitCollections {
            if t.specified.contains("h") { h = t.horizontalSizeClass }
            if t.specified.contains("v") { v = t.verticalSizeClass }
            if t.specified.contains("c") { c = t.preferredContentSizeCategory }
            if t.specified.contains("d") { d = t.layoutDirection }
            s.formUnion(t.specified)
        }
        self.init(h: h, v: v, category: c, direction: d, specified: s)
    }
}
