import LayoutSource

/// Interface Builder's names of the text styles (`<fontDescription style="UICTFontTextStyleBody">`),
/// the `UIFont.TextStyle` raw values (https://developer.apple.com/documentation/uikit/uifont/textstyle).
public enum TextStyleSizes {
    /// The text styles IB writes, by name.
    public static let styles: [String: TextStyle] = [
        "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2,
        "UICTFontTextStyleTitle3": .title3, "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleSubhead": .subheadline,
        "UICTFontTextStyleBody": .body, "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleFootnote": .footnote,
        "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2,
    ]

    /// The style named `name`, if IB's name of one.
    public static func style(_ name: String?) -> TextStyle? { name.flatMap { styles[$0] } }

    /// The point size of style `name` at the default text size (`L`).
    public static func pointSize(_ name: String?) -> Double? { style(name)?.pointSize(at: .defaultCategory) }
}
